package dieinthedungeon

import (
	"bytes"
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/ui"
)

// Play-test 41 #5: the heroes' heads stood on the edge of a tile's
// bottom wall, which cut their bases. Drawn on its face, no head reaches
// within a unit of the wall's inner edge (its 6 units and shadow).
func TestTileHeadsStandClearOfTheWall(t *testing.T) {
	const size = 120.0
	img := ebiten.NewImage(140, 140)
	defer img.Deallocate()
	with, without := image.NewRGBA(image.Rect(0, 0, 140, 140)), image.NewRGBA(image.Rect(0, 0, 140, 140))
	m := &dd.Maps[0]
	r := layout.Rect{X: 10, Y: 10, W: size, H: size}
	f := size / tileSize
	limit := int(r.Bottom() - 8*f) // the wall's inner edge is 7 units up
	seen := 0
	for k, tl := range dd.Tiles {
		if len(tileHeads(tl)) == 0 {
			continue
		}
		for _, heads := range []bool{true, false} {
			img.Clear()
			drawFaceOf(ui.NewCanvas(img, 1), m, 1, k, r, 1, 1, func(int) bool { return false }, heads)
			if heads {
				img.ReadPixels(with.Pix)
			} else {
				img.ReadPixels(without.Pix)
			}
		}
		for y := limit; y < int(r.Bottom()); y++ {
			a, b := with.Pix[y*with.Stride:(y+1)*with.Stride], without.Pix[y*without.Stride:(y+1)*without.Stride]
			if !bytes.Equal(a, b) {
				t.Errorf("%s: its heads reach row %d, within a unit of its wall (rows from %d)", tl.Name, y, limit)
				break
			}
		}
		seen++
	}
	if seen == 0 {
		t.Fatal("no tile with heads")
	}
}
