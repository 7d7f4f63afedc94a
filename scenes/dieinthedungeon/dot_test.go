package dieinthedungeon

import (
	"testing"

	"github.com/herotable/herotable/scenes/prefs"
)

// The prompt's dot has the colour of the player whose turn it names:
// while Bram's moves are shown it is Bram's, not Ada's (who acts next).
func TestPromptDotIsTheShownTurns(t *testing.T) {
	s, table, h := newTable(t, "human,greedy", 4, "", prefs.Normal)
	seen := 0
	for f := 0; f < 6000 && seen < 30 && !s.Over(); f++ {
		h.Idle(t, 1)
		if table.Mine() {
			legal := s.Legal()
			table.Play(legal[len(legal)-1])
			continue
		}
		if !table.Busy() || table.q.Shown.Turn == s.Current() || table.q.Shown.Turn < 0 {
			continue
		}
		seen++
		if got := table.promptDot(); got != table.q.Shown.Turn {
			t.Fatalf("frame %d: %q shows with player %d's dot", f, table.asking().Who, got)
		}
	}
	if seen == 0 {
		t.Fatal("no turn of one player shown while the other acts")
	}
}
