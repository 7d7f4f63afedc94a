package heromustdie

import (
	"testing"

	"github.com/herotable/herotable/engine"
)

// Shared test helpers. Each test file may add its own, named with a prefix
// of its own, so that files written side by side never clash.

// started is an n-player game past set-up, at turn 1's Planning phase:
// colours in seat order, floors so that seat i guards floor i+1 (ring
// [0, 1, …]), and each seat's first legal monster picks.
func started(t testing.TB, n int, seed uint64) *State {
	t.Helper()
	s, err := New(n, seed, false)
	if err != nil {
		t.Fatal(err)
	}
	for s.Phase == PhSetup {
		var a engine.Action
		switch s.Stage {
		case StFloor:
			a = Act(KFloor, int(s.Actor)+1)
		default:
			a = s.LegalActions(nil)[0]
		}
		must(t, s, a)
	}
	return s
}

// must applies a, failing the test when it is refused.
func must(t testing.TB, s *State, a engine.Action) {
	t.Helper()
	if err := s.Apply(a); err != nil {
		t.Fatalf("%s refused at %v (%s): %v", s.ActionString(a), s.Stage, s.Prompt(), err)
	}
}

// mustAct is must for Act(k, arg).
func mustAct(t testing.TB, s *State, k Kind, arg int) { t.Helper(); must(t, s, Act(k, arg)) }

// legalHas reports whether Act(k, arg) is legal now.
func legalHas(s *State, k Kind, arg int) bool { return engine.IsLegal(s, Act(k, arg)) }

// force makes the next d6 rolls show faces, in order.
func force(s *State, faces ...int) { s.force = append(s.force, faces...) }

// passAll passes every Planning decision until the phase is over.
func passAll(t testing.TB, s *State) {
	t.Helper()
	for s.Phase == PhPlanning && s.Stage == StPlace {
		mustAct(t, s, KPass, 0)
	}
}

// monsterByID is the index of the monster with the given id.
func monsterByID(t testing.TB, id string) int8 {
	t.Helper()
	for i, m := range Monsters {
		if m.ID == id {
			return int8(i)
		}
	}
	t.Fatalf("no monster %q", id)
	return -1
}

// heroByID is the index of the hero with the given id.
func heroByID(t testing.TB, id string) int8 {
	t.Helper()
	for i, h := range Heroes {
		if h.ID == id {
			return int8(i)
		}
	}
	t.Fatalf("no hero %q", id)
	return -1
}
