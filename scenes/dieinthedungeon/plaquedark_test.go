package dieinthedungeon

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/ui"
)

// A tile's name plaque is dark on every floor, so it stands out from the
// pale floors under its light words (play-test 26: a pale plaque vanished
// on the Cellar's floors and the names seemed to lie on the art).
func TestTileNamePlaquesAreDark(t *testing.T) {
	const size = 100.0 // names have room (at 80 the long ones are left off)
	img := ebiten.NewImage(120, 120)
	defer img.Deallocate()
	m := &dd.Maps[0]
	r := layout.Rect{X: 10, Y: 10, W: size, H: size}
	pix := image.NewRGBA(image.Rect(0, 0, 120, 120))
	for ti, tl := range dd.Tiles {
		if tl.Kind == dd.StartTile {
			continue
		}
		img.Clear()
		drawFace(ui.NewCanvas(img, 1), m, 1, ti, r, 1, 1, false)
		img.ReadPixels(pix.Pix)
		band, _, _ := plaque(m.Slots[1], tl, r)
		c := pix.RGBAAt(int(band.X+3), int(band.Y+band.H/2)) // left of the words
		if lum := (299*int(c.R) + 587*int(c.G) + 114*int(c.B)) / 1000; lum > 90 {
			t.Errorf("%s: the plaque is %v (luminance %d), not dark", tl.Name, c, lum)
		}
	}
}
