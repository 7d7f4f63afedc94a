package dieinthedungeon

import (
	"image"
	"slices"
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

// The plaque is dark at every tile size and window scale: at 1024x576
// (scale 0.8) a rounded corner's radius just over a whole pixel drew no
// plaque at all, and the fight layout's names lay white on the beige
// floor (play-test 35 #3, on tiles about 102 px across).
func TestTileNamePlaquesAreDarkAtEveryScale(t *testing.T) {
	img := ebiten.NewImage(200, 200)
	defer img.Deallocate()
	pix := image.NewRGBA(image.Rect(0, 0, 200, 200))
	m := &dd.Maps[0]
	ti := slices.IndexFunc(dd.Tiles, func(tl dd.Tile) bool { return tl.Name == "Crossroads Chapel" })
	for size := 90.0; size <= 140; size += 0.5 {
		for _, sc := range []float64{0.8, 0.9, 1} {
			img.Clear()
			r := layout.Rect{X: 10, Y: 10, W: size, H: size}
			drawFace(ui.NewCanvas(img, sc), m, 1, ti, r, 1, 1, false)
			img.ReadPixels(pix.Pix)
			band, lines, _ := plaque(m.Slots[1], dd.Tiles[ti], r)
			if len(lines) == 0 {
				continue
			}
			c := pix.RGBAAt(int((band.X+4)*sc), int((band.Y+band.H/2)*sc))
			if lum := (299*int(c.R) + 587*int(c.G) + 114*int(c.B)) / 1000; lum > 90 {
				t.Fatalf("a %.1f px tile at scale %.1f: the plaque is %v (luminance %d), not dark", size, sc, c, lum)
			}
		}
	}
}
