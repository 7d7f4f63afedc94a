//go:build !js

package saves

// Default is the store the app uses: on the desktop, OpenDir(DefaultDir()),
// which makes the folder if need be and clears what a crash left in it.
func Default() (Store, error) { return OpenDir(DefaultDir()) }
