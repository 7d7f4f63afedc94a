package heromustdie

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/ui"
)

// The cross on a box where a goblin would do nothing reads on every box's
// colour, the red Castle's too (pt19 #7: red on red was all but
// invisible): on a box the cross's own red, it still has light pixels.
func TestTheIdleCrossReadsOnRed(t *testing.T) {
	img := ebiten.NewImage(60, 60)
	c := ui.NewCanvas(img, 1)
	r := layout.Rect{X: 0, Y: 0, W: 60, H: 60}
	c.Fill(r, ui.Loss)
	drawIdleCross(c, r)
	light := 0
	for y := range 60 {
		for x := range 60 {
			cr, cg, cb, _ := img.At(x, y).RGBA()
			if (cr+cg+cb)/3 > 0xb000 {
				light++
			}
		}
	}
	if light < 40 {
		t.Errorf("the cross on red has %d light pixels", light)
	}
}
