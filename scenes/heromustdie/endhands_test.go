package heromustdie

import (
	"testing"

	"github.com/herotable/herotable/engine"
	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/play"
	"github.com/herotable/herotable/scenes/scenetest"
)

// Once the game is over the end panel shows every seat's plot cards left
// in hand, face up, each with its tooltip; one move before the end the
// table still shows the viewer no card of another seat's hand.
func TestHandsShowAtTheEndAndNeverBefore(t *testing.T) {
	for seed := uint64(1); seed < 20; seed++ {
		s := newSession(t, "human,human,greedy", seed) // the greedy bot plays all its cards
		if !scenetest.ReachWith(t, s, 3000, 256, eager(seed), func(st *hmd.State) bool { return st.Over }) {
			continue
		}
		st := s.Match.State.(*hmd.State)
		if len(st.Seats[0].Hand) == 0 || len(st.Seats[1].Hand) == 0 {
			continue // one hand is not hidden from the other's eyes
		}
		// One move before the end.
		m, err := engine.Replay(s.Match.Setup, s.Match.Actions()[:len(s.Match.Log)-1])
		if err != nil {
			t.Fatal(err)
		}
		before, err := play.New(m, nil)
		if err != nil {
			t.Fatal(err)
		}
		seen := faces(t, before)
		bst := before.Match.State.(*hmd.State)
		for p := range bst.Seats {
			for _, c := range bst.Seats[p].Hand {
				if engine.Player(p) != before.Viewer() && seen[c] && bst.PlotKnown[c]&(1<<before.Viewer()) == 0 {
					t.Errorf("before the end, seat %d's %s is drawn for seat %d", p, hmd.Plots[c].Name, before.Viewer())
				}
			}
		}
		// The end.
		seen = faces(t, s)
		table := New(s)
		h := scenetest.Settled(t, table, &table.Core)
		for p := range st.Seats {
			for _, c := range st.Seats[p].Hand {
				if !seen[c] {
					t.Errorf("seat %d's %s is not shown at the end", p, hmd.Plots[c].Name)
				}
				if sp := table.Spots.At(spotKey{Kind: atEndHand, I: int(c)}); sp == nil || sp.Pic != plotSprite(c) {
					t.Errorf("seat %d's %s has no tooltip at the end", p, hmd.Plots[c].Name)
				}
			}
		}
		if c := h.Shot(t, shotDir, "end-hands"); c < 300 {
			t.Errorf("the end screenshot has only %d colours", c)
		}
		return
	}
	t.Fatal("no game ended with cards in another seat's hand")
}

// faces opens a table on s and reports the plot cards it draws face up.
func faces(t *testing.T, s *play.Session) map[int8]bool {
	t.Helper()
	s.Pass()
	table := New(s)
	seen := map[int8]bool{}
	table.record = func(kind string, card int) {
		if kind == "plot" {
			seen[int8(card)] = true
		}
	}
	h := scenetest.Settled(t, table, &table.Core)
	h.Idle(t, 3)
	if (table.End != nil) != s.Over() {
		t.Errorf("the end panel is up: %v, the game over: %v", table.End != nil, s.Over())
	}
	return seen
}
