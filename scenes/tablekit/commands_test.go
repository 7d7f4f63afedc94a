package tablekit

import (
	"testing"

	"github.com/herotable/herotable/scenes/layout"
)

// Offer makes a command's spot play it, saying so; a spot already live, a
// command with no place, and one the table skips are left alone.
func TestOffer(t *testing.T) {
	var ss Spots[Place]
	ss.Begin()
	a := ss.Mark(Place{Kind: 1, I: 0}, layout.Rect{W: 10, H: 10}, "a box", "")
	b := ss.Mark(Place{Kind: 1, I: 1}, layout.Rect{W: 10, H: 10}, "b box", "")
	cmds := []Command[int]{
		{Action: 3, Label: "take a", Where: Place{Kind: 1, I: 0}},
		{Action: 4, Label: "again a", Where: Place{Kind: 1, I: 0}},
		{Action: 5, Label: "skipped", Where: Place{Kind: 1, I: 1}},
		{Action: 6, Label: "button only"},
	}
	Offer(&ss, cmds, func(c Command[int]) bool { return c.Action == 5 }, func(c Command[int]) string { return c.Label })
	if !a.Live || a.Action != 3 || a.Hint != "a box\nClick: take a." {
		t.Errorf("spot a: live %v, action %d, hint %q", a.Live, a.Action, a.Hint)
	}
	if b.Live {
		t.Error("a skipped command was offered")
	}
}
