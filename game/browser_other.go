//go:build !js

package game

// publishScene has nothing to publish to on the desktop.
func publishScene(string) {}

// canQuit is true on the desktop.
const canQuit = true

// windowIcon is true on the desktop, where the window has an icon.
const windowIcon = true

// lazyArt is false on the desktop: Preload decodes the art on another core
// while the window opens.
const lazyArt = false
