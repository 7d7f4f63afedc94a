package heromustdie

import (
	"slices"
	"testing"

	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/ui"
)

// Two clicks 0.6 s apart on "Pay 1 MP", the pointer at rest between them,
// pay two points: the button stays the same control with the same
// meaning while it pays, so the second click is no "choice that changed"
// (pt34 #4: it was refused with "That choice changed as you clicked").
func TestPayOnePointTwiceInARow(t *testing.T) {
	s, table, h := humanAt(t, func(st *hmd.State) bool {
		return st.Stage == hmd.StPay && st.Count >= 2 && st.Seats[st.Actor].MP >= 2
	})
	var at layout.Point
	for b, a := range table.acts {
		if a == hmd.Act(hmd.KPay, 2) {
			at = b.Rect.Center()
		}
	}
	if at == (layout.Point{}) {
		t.Fatal("no Pay 1 MP button")
	}
	moves := len(s.Match.Log)
	h.Texts = []string{}
	var said []string
	frame := func(f ui.Frame) {
		f.Mouse = at
		h.Frame(t, f)
		said = append(said, h.Texts...)
	}
	frame(ui.Frame{Pressed: true, Down: true, Moved: true})
	frame(ui.Frame{Released: true})
	for range ui.Grace - 2 {
		frame(ui.Frame{})
	}
	frame(ui.Frame{Pressed: true, Down: true})
	frame(ui.Frame{Released: true})
	for range 30 {
		frame(ui.Frame{})
	}
	if slices.Contains(said, "That choice changed as you clicked: look, then click again.") {
		t.Error("the second click on the same Pay 1 MP was refused as a choice that changed")
	}
	if got := len(s.Match.Log) - moves; got != 2 {
		t.Errorf("two clicks paid %d points", got)
	}
}
