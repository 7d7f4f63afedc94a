package dieinthedungeon

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/ui"
)

// Play-test 41 #10: the level badge "4" on Cutpurse Alley read dark on
// dark in a fight. At the smallest tile size it shows at, its number is
// light on the badge's dark disc: enough bright pixels to read.
func TestLevelBadgeReadsLight(t *testing.T) {
	img := ebiten.NewImage(200, 200)
	defer img.Deallocate()
	pix := image.NewRGBA(image.Rect(0, 0, 200, 200))
	m := &dd.Maps[0]
	for k, tl := range dd.Tiles {
		if tl.Level == 0 || tl.Kind == dd.StartTile {
			continue
		}
		for _, size := range []float64{72, 80, 100} {
			img.Clear()
			r := layout.Rect{X: 10, Y: 10, W: size, H: size}
			drawFace(ui.NewCanvas(img, 1), m, 1, k, r, 1, 1, false)
			img.ReadPixels(pix.Pix)
			lc := levelBadgeAt(m.Slots[1], tl, r)
			f := size / tileSize
			bright := 0
			for y := int(lc.Y - 4*f); y <= int(lc.Y+4*f); y++ {
				for x := int(lc.X - 4*f); x <= int(lc.X+4*f); x++ {
					c := pix.RGBAAt(x, y)
					if (299*int(c.R)+587*int(c.G)+114*int(c.B))/1000 > 170 {
						bright++
					}
				}
			}
			if bright < int(10*f*f) {
				t.Errorf("%s at %.0f px: its level badge's number has %d bright pixels", tl.Name, size, bright)
			}
		}
	}
}
