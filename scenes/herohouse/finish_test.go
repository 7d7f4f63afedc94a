package herohouse

import (
	"os"
	"strings"
	"testing"

	hh "github.com/herotable/herotable/engine/herohouse"
	"github.com/herotable/herotable/scenes/scenetest"
)

// Play-test 33: in a clean-up hand whose treasure was empty, with the game
// decided, the player took turns for a minute with nothing left to win.
// Finish the hand shows there, and plays the player's moves to the end.
func TestFinishTheHandPlaysItOut(t *testing.T) {
	for seed := uint64(1); seed < 30; seed++ {
		s := newSession(t, "human,greedy,greedy", seed)
		if !scenetest.ReachWith(t, s, 6000, 16, scenetest.Greedy(seed), func(st *hh.State) bool {
			best := 0
			for _, seat := range st.Seats {
				best = max(best, seat.Score)
			}
			return st.CurrentPlayer() == 0 && st.Treasure == 0 && st.HandNo > 0 && best >= hh.Goal
		}) {
			continue
		}
		table := New(s)
		h := scenetest.Settled(t, table, &table.Core)
		b := table.buttons.finish
		if b.Hidden || !b.Usable() {
			t.Fatalf("seed %d: the game is decided, and Finish the hand is hidden", seed)
		}
		if d := table.asking().Detail; !strings.Contains(d, "Finish the hand") {
			t.Errorf("seed %d: the prompt does not point at Finish the hand: %q", seed, d)
		}
		if dir := os.Getenv("HH_SHOTS"); dir != "" {
			h.Shot(t, dir, "finish")
		}
		moves := len(s.Match.Log)
		h.Click(t, b.Rect.Center())
		for n := 0; n < 20000 && !s.Over(); n++ {
			if table.q.Holding() != nil {
				table.nextHand()
			}
			h.Idle(t, 1)
		}
		if !s.Over() {
			t.Fatalf("seed %d: Finish the hand did not play the game to its end", seed)
		}
		own := 0
		for _, e := range s.Match.Log[moves:] {
			if e.Player == 0 {
				own++
			}
		}
		if own == 0 {
			t.Errorf("seed %d: the game ended with no move of the viewer's played", seed)
		}
		return
	}
	t.Skip("no seed came to a decided hand on the viewer's turn")
}
