package dieinthedungeon

import (
	"slices"
	"testing"

	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/scenetest"
)

// The prompt follows the position shown: while the last moves still play
// (the tray rolling, the objective not yet ticked) it does not say the
// game is over; once they have, it does, with the objective ticked and
// the Glory panel up (play-test 14: "Game over / Victory" while the tray
// still said "Rolling the d6…" and the header's box was unticked).
func TestGameOverComesWithTheLastMoveShown(t *testing.T) {
	s, table, h := newTable(t, "human", 3, "map=training,creature=deyeroller", prefs.Slow)
	greedy := scenetest.Greedy(3)
	busyOver, said := 0, false
	for frame := 0; frame < 60000 && !said; frame++ {
		h.Idle(t, 1)
		if table.Mine() {
			table.Play(greedy(s.Match.State))
		}
		if !s.Over() {
			continue
		}
		end := endWords(table.state(), s.Names())
		a := table.asking()
		if !scenetest.CaughtUp(&table.Core) {
			busyOver++
			if a.What == end {
				t.Fatalf("frame %d: the prompt says %q while the last moves still show", frame, a.What)
			}
			continue
		}
		if a.What != end {
			t.Fatalf("frame %d: the moves are shown and the prompt says %q, want %q", frame, a.What, end)
		}
		if got, want := Goals(table.q.Shown), Goals(table.state()); !slices.Equal(got, want) {
			t.Fatalf("frame %d: the game is over and shown so, but the header shows %v, not the end's %v", frame, got, want)
		}
		if !table.Ended() {
			t.Fatalf("frame %d: the game is over and shown so, but no end panel", frame)
		}
		said = true
	}
	if !said || busyOver == 0 {
		t.Fatalf("the game ended %v; %d frames showed the last moves after it ended", said, busyOver)
	}
}
