//go:build !js

package game

import "github.com/herotable/herotable/scenes"

// publishPosition has nothing to publish to on the desktop; this empty body
// is inlined away, so the desktop pays nothing for the browser's test hook.
func publishPosition(scenes.Scene) {}
