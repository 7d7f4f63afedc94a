package heromustdie

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/scenetest"
	"github.com/herotable/herotable/scenes/ui"
)

// A seat's mark outside the table (the save browser, the pass screen) is
// its evil mage once it has chosen a colour; before that the seat's pawn.
func TestSeatMarkIsTheMageOnceChosen(t *testing.T) {
	s := newSession(t, "greedy,greedy,greedy", 4)
	img := ebiten.NewImage(64, 64)
	c := ui.NewCanvas(img, 1)
	r := layout.Rect{X: 8, Y: 8, W: 40, H: 40}
	if SeatMark(c, s.Match, 0, r) {
		t.Fatal("a seat without a colour yet has a mage mark")
	}
	scenetest.Reach(t, s, 200, 16, func(st *hmd.State) bool {
		for _, seat := range st.Seats {
			if seat.Colour < 0 {
				return false
			}
		}
		return true
	})
	for p := range 3 {
		if !SeatMark(c, s.Match, p, r) {
			t.Errorf("seat %d chose its colour and has no mage mark", p+1)
		}
	}
}
