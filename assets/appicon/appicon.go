// Package appicon draws the Hero Table application icon (the title's crest
// on a gold-rimmed tile) at the sizes the release packages need: Windows
// resources, the Linux hicolor theme and the macOS .icns. Each size is drawn
// from the generator's vectors at that size, not scaled from another.
//
// It is a package of its own, not part of package assets, so that only
// cmd/herodist links the art generator; the app and the browser build keep
// using the atlas (assets.Icon).
package appicon

import (
	"fmt"
	"image"

	"github.com/herotable/herotable/assets/internal/art"
)

// Sizes are the sizes the release artefacts use, smallest first.
var Sizes = []int{16, 24, 32, 48, 64, 128, 256, 512, 1024}

// MaxSize is the largest size Draw accepts.
const MaxSize = 1024

// Draw draws the icon at px by px, with transparent corners. It refuses
// sizes under 16 (the crest is unreadable) and over MaxSize.
func Draw(px int) (*image.NRGBA, error) {
	if px < 16 || px > MaxSize {
		return nil, fmt.Errorf("icon size %d px: want 16 to %d", px, MaxSize)
	}
	return art.AppIcon(px), nil
}
