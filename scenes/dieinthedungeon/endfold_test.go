package dieinthedungeon

import (
	"slices"
	"testing"

	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/ui"
)

// The result folds away to show the final board and comes back
// (play-test 32 #13).
func TestTheResultFoldsToShowTheBoard(t *testing.T) {
	s, table, h := newTable(t, "greedy", 1, "map=training", prefs.Instant)
	for i := 0; i < 20000 && !table.Ended(); i++ {
		h.Frame(t, ui.Frame{})
	}
	if !s.Over() || !table.Ended() {
		t.Fatal("the training game did not end")
	}
	e := table.End.(*endPanel)
	settle := func() {
		for range ui.Grace + 2 {
			h.Frame(t, ui.Frame{Mouse: layout.Point{}})
		}
	}
	settle()
	if e.folded || len(e.Controls()) != 0 {
		t.Fatal("the result starts folded")
	}
	h.Click(t, seeBoardRect.Center())
	settle()
	// Folded, the board's tooltips tell the final position.
	if !e.folded || !slices.ContainsFunc(e.Controls(), func(c ui.Control) bool { return c.Bounds() == table.tileRect(&dd.Maps[table.q.Shown.Map], 0) }) {
		t.Fatalf("after %q: folded %v, %d controls", seeBoardWords, e.folded, len(e.Controls()))
	}
	h.Click(t, showEndRect.Center())
	settle()
	if e.folded {
		t.Fatalf("after %q the result stays folded", showEndWords)
	}
}
