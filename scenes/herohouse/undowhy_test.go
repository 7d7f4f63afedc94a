package herohouse

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/herotable/herotable/engine"
	hh "github.com/herotable/herotable/engine/herohouse"
	"github.com/herotable/herotable/scenes/scenetest"
)

// Play-test pt7 #6: at the start of the viewer's turn, when the viewer's
// own last move began it (the next hand dealt after it, or the others out
// of the hand), undo says there is nothing to take back yet this turn,
// on the button and for Z, not "you drew a card" or "the turn or the hand
// ended".
func TestUndoAtTurnStartSaysNothingYetThisTurn(t *testing.T) {
	for seed := uint64(1); seed < 20; seed++ {
		s := newSession(t, "human,greedy,greedy", seed)
		found := scenetest.ReachWith(t, s, 3000, 8, scenetest.Greedy(seed), func(st *hh.State) bool {
			log := s.Match.Log
			return st.Phase == hh.PhLay && st.Turn == 0 && len(log) > 0 && log[len(log)-1].Player == 0 &&
				hasDraw(log[len(log)-1].Events, 0)
		})
		if !found {
			continue
		}
		if why := s.WhyNoUndo(); why == notYetThisTurn || why == "" {
			t.Fatalf("seed %d: the match itself says %q here", seed, why)
		}
		table := New(s)
		h := scenetest.Settled(t, table, &table.Core)
		want := "Nothing to undo: " + notYetThisTurn + "."
		if tip := table.Bar.Undo.Tooltip; !table.Bar.Undo.Disabled || tip != want {
			t.Errorf("seed %d: undo greyed %v, says %q (the match: %q)", seed, table.Bar.Undo.Disabled, tip, s.WhyNoUndo())
		}
		h.Key(t, ebiten.KeyZ)
		if table.Err != want {
			t.Errorf("seed %d: Z says %q", seed, table.Err)
		}
		return
	}
	t.Fatal("no turn of the human's began with their own move")
}

// hasDraw reports a turn's start for p among events (its draw).
func hasDraw(evs []engine.Event, p engine.Player) bool {
	for _, ev := range evs {
		if ev.Kind == engine.EvGame && ev.Code == hh.CodeDrawsCard && ev.Player == p {
			return true
		}
	}
	return false
}
