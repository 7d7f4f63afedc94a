package heromustdie

import (
	"testing"

	"github.com/herotable/herotable/engine"
	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/play"
	"github.com/herotable/herotable/scenes/scenetest"
)

// reach plays games of seats (seeds 1, 2, … up to 39), seat 0 played by
// policy(seed), until want holds at a decision of seat 0, and opens the
// table there, the device given to that seat; it fails the test when no
// game comes there within moves moves.
func reach(t *testing.T, seats string, moves int, policy func(seed uint64) func(engine.State) engine.Action, want func(st *hmd.State) bool) (*play.Session, *Table, *scenetest.Host) {
	t.Helper()
	for seed := uint64(1); seed < 40; seed++ {
		s := newSession(t, seats, seed)
		if scenetest.ReachWith(t, s, moves, 256, policy(seed), func(st *hmd.State) bool { return st.Actor == 0 && !st.Over && want(st) }) {
			table, h := viewerAt(t, s)
			return s, table, h
		}
	}
	t.Fatal("no game came to the position wanted")
	return nil, nil, nil
}

// humanAt plays games of the human against greedy bots until want holds
// for the human's decision, and opens the table there.
func humanAt(t *testing.T, want func(st *hmd.State) bool) (*play.Session, *Table, *scenetest.Host) {
	t.Helper()
	return reach(t, "human,greedy,greedy,greedy", 900, eager, want)
}
