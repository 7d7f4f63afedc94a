package dieinthedungeon

import (
	"testing"

	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/ui"
)

// The Duel's result table: no column draws over the next, the winner's
// mark included (play-test 16: "W5nner"), and every creature's name shows
// whole under its seat (it was cut to "Tombstones, the Un…").
func TestDuelResultColumnsDoNotOverlap(t *testing.T) {
	d := duelColumns(EndRect)
	head := ui.Style{Font: ui.Bold, Size: 14}
	for i := 1; i < len(duelHeads); i++ {
		var prev float64
		if i-1 == 0 {
			prev = d.x[0] + d.nameW
		} else {
			prev = d.x[i-1] + max(ui.Measure(duelHeads[i-1], head), ui.Measure("20", ui.BodyB))
		}
		if prev > d.x[i] {
			t.Errorf("column %q at %.0f starts before the one before it ends (%.0f)", duelHeads[i], d.x[i], prev)
		}
	}
	last := d.x[4] + max(ui.Measure(duelHeads[4], head), ui.Measure("20", ui.BodyB))
	if last > d.winnerX || d.winnerX+ui.Measure(winnerWord, ui.BodyB) > EndRect.Right() {
		t.Errorf("the winner's mark at %.0f meets Health (ends %.0f) or leaves the panel %v", d.winnerX, last, EndRect)
	}
	for _, cr := range dd.Creatures {
		if st := creatureStyle(cr.Name, d.nameW); ui.Measure(cr.Name, st) > d.nameW {
			t.Errorf("%q (%.0f px) does not fit its %.0f px", cr.Name, ui.Measure(cr.Name, st), d.nameW)
		}
	}
}
