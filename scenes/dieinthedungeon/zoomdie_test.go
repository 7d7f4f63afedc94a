package dieinthedungeon

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/scenetest"
	"github.com/herotable/herotable/scenes/ui"
)

// A right-click on a board die zooms on the die itself, no larger than
// it reads sharp, not on its stat's icon blown up (play-test 32 #13: a
// huge, blurred sword).
func TestRightClickZoomsOnADieAtItsSize(t *testing.T) {
	table := New(scenetest.NewSession(t, "dieinthedungeon", "human", 3, "map=map1"))
	h := scenetest.Settled(t, table, &table.Core)
	sp, z := scenetest.ZoomOn(t, h, &table.Core, func(s *spot) bool { return s.Key.Kind == AtSlot && s.Hint != "" })
	if z == nil || z.Key != sp.Key || table.PicAspect(z) != 1 {
		t.Fatalf("a right-click on die slot %d zoomed on %+v", sp.Key.I, z)
	}
	const side = 400
	img := ebiten.NewImage(side, side)
	defer img.Deallocate()
	table.DrawPic(ui.NewCanvas(img, 1), z, layout.Rect{W: side, H: side})
	pix := image.NewRGBA(image.Rect(0, 0, side, side))
	img.ReadPixels(pix.Pix)
	drawn := image.Rectangle{}
	for y := range side {
		for x := range side {
			if pix.RGBAAt(x, y).A > 0 {
				drawn = drawn.Union(image.Rect(x, y, x+1, y+1))
			}
		}
	}
	if drawn.Empty() || drawn.Dx() > maxDiePic+2 || drawn.Dy() > maxDiePic+2 {
		t.Errorf("the zoomed die spans %v of the %d px picture", drawn, side)
	}
}
