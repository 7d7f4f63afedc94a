package herohouse

import (
	"strings"
	"testing"

	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/scenetest"
)

// Play-test 6, #1: while the last moves of a finished hand play out
// before its summary, nobody is shown on turn (the next hand's first
// player, maybe out of this hand, glowed as "Bram's turn"): the prompt
// says the hand is over, and no plate glows but the seat whose move the
// table shows.
func TestNobodyHasTheTurnBeforeAHandsSummary(t *testing.T) {
	s := newSession(t, "human,greedy,greedy", 12)
	table := New(s)
	h := scenetest.NewHost(t, table, prefs.Normal)
	greedy := scenetest.Greedy(5)
	seen := 0
	for range 40000 {
		if table.Mine() {
			table.Play(greedy(s.Match.State))
		}
		h.Idle(t, 1)
		if table.q.Holding() != nil {
			break
		}
		w := table.q.Waiting()
		if w == nil || table.showing() != nil {
			continue
		}
		seen++
		if a := table.asking(); !strings.Contains(a.Who, "is over") || strings.Contains(a.Who, "turn") {
			t.Fatalf("before hand %d's summary the prompt says %q / %q", w.Summary.Hand, a.Who, a.What)
		}
		if p := table.actingSeat(); p != engine.NoPlayer {
			t.Fatalf("before hand %d's summary seat %d is shown acting", w.Summary.Hand, p)
		}
		if p := table.thinkingSeat(); p != engine.NoPlayer {
			t.Fatalf("before hand %d's summary seat %d is shown thinking", w.Summary.Hand, p)
		}
		if p := table.promptSeat(); p != engine.NoPlayer {
			t.Fatalf("before hand %d's summary the prompt shows seat %d's pawn", w.Summary.Hand, p)
		}
	}
	if table.q.Holding() == nil || seen == 0 {
		t.Fatalf("no hand's last moves were seen before its summary (%d frames)", seen)
	}
}
