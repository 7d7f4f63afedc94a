//go:build !js

package prefs

import "path/filepath"

// DefaultStore is the settings file in ConfigDir. When there is no config
// directory it returns a Memory store and the reason.
func DefaultStore() (Store, error) {
	dir, err := ConfigDir()
	if err != nil {
		return Memory{S: new(Settings)}, err
	}
	return File{Path: filepath.Join(dir, FileName)}, nil
}
