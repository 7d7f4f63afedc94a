package heromustdie

import (
	"testing"

	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/engine/bot"
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

// scripted is a policy of the tests' own for every seat: eager's places
// and answers, else a seeded random choice. It never asks the game's
// evaluation, so the situations a test looks for do not move when the
// bots learn to play otherwise (the spending hook of play-test 31 took
// five tests' situations away).
func scripted(seed uint64) func(engine.State) engine.Action {
	rnd, _ := bot.New(bot.Random, seed)
	return func(es engine.State) engine.Action {
		st := es.(*hmd.State)
		legal := st.LegalActions(nil)
		if a, ok := eagerChoice(st, legal); ok {
			return a
		}
		return bot.Choose(rnd, st, st.CurrentPlayer())
	}
}

// reachScripted plays a game of seats at seed with every seat played by
// scripted(seed), bots too, until want holds for a decision of seat 0,
// within moves moves; the session it gives has its seats' own kinds from
// there on.
func reachScripted(t *testing.T, seats string, seed uint64, moves int, want func(st *hmd.State) bool) (*play.Session, bool) {
	t.Helper()
	m, err := play.StartMatch(hmd.GameID, seats, seed, "")
	if err != nil {
		t.Fatal(err)
	}
	policy := scripted(seed)
	for range moves {
		st := m.State.(*hmd.State)
		if st.Over {
			return nil, false
		}
		if st.Actor == 0 && want(st) {
			s, err := play.New(m, nil)
			if err != nil {
				t.Fatal(err)
			}
			return s, true
		}
		if err := m.Apply(policy(st)); err != nil {
			t.Fatal(err)
		}
	}
	return nil, false
}

// scriptedAt opens the table, the device given to seat 0, at the first
// decision of seat 0 where want holds in games of four seats played by
// scripted (seeds 1 to 39); it fails the test when none comes there.
func scriptedAt(t *testing.T, want func(st *hmd.State) bool) (*Table, *scenetest.Host) {
	t.Helper()
	for seed := uint64(1); seed < 40; seed++ {
		if s, ok := reachScripted(t, "human,greedy,greedy,greedy", seed, 3000, want); ok {
			return viewerAt(t, s)
		}
	}
	t.Fatal("no game came to the position wanted")
	return nil, nil
}
