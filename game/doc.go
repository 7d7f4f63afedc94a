// Package game is Hero Table's Ebitengine application: the ebiten.Game with
// its scene manager and cross-fade transitions, the window (title, icon,
// resizing, F11 fullscreen), scaling of the 1280×720 logical screen to any
// window and pixel density, input routing to the scenes, the player's
// settings, drawing only when something changed, and the test modes that
// write a screenshot or frame-time statistics.
package game
