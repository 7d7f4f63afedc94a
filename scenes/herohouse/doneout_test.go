package herohouse

import (
	"slices"
	"testing"

	"github.com/herotable/herotable/engine"
	hh "github.com/herotable/herotable/engine/herohouse"
	"github.com/herotable/herotable/scenes/scenetest"
)

// goesOut is the event of seat 0 going out of the hand.
func goesOut(ev engine.Event) bool {
	return ev.Kind == engine.EvGame && ev.Code == hh.CodeCannotDefend && ev.Player == 0
}

// Done that puts the player out of the hand (a monster on the pile, no
// hero of theirs to face it) warns first and takes a second click: the
// play-test's player lost a hand to one unexplained click.
func TestDoneThatGoesOutAsksAgain(t *testing.T) {
	s := newSession(t, "human,greedy", 3)
	greedy := scenetest.Greedy(9)
	lazy := func(st engine.State) engine.Action { // never lays a hero
		if st.(*hh.State).Phase == hh.PhLay {
			return hh.EndLayDown()
		}
		return greedy(st)
	}
	found := scenetest.ReachWith(t, s, 2000, 64, lazy, func(st *hh.State) bool {
		if st.Phase != hh.PhLay || st.Turn != 0 {
			return false
		}
		c := st.Clone().(*hh.State)
		return c.Apply(hh.EndLayDown()) == nil && slices.ContainsFunc(c.Events(), goesOut)
	})
	if !found {
		t.Fatal("no turn came where Done puts the player out")
	}
	table := New(s)
	h := scenetest.Settled(t, table, &table.Core)
	done := table.buttons.done
	if done.Hidden || done.Label != "Go out?" || !done.Danger {
		t.Fatalf("Done that goes out reads %q (hidden %v, red %v)", done.Label, done.Hidden, done.Danger)
	}
	moves := len(s.Match.Log)
	h.Click(t, done.Rect.Center())
	h.Idle(t, 2)
	if len(s.Match.Log) != moves || done.Label != "Confirm" {
		t.Fatalf("the first click: %d moves made, the button reads %q", len(s.Match.Log)-moves, done.Label)
	}
	h.Click(t, done.Rect.Center())
	h.Idle(t, 2)
	if len(s.Match.Log) != moves+1 {
		t.Fatal("the second click did not end the laying down")
	}
	if !slices.ContainsFunc(s.Match.Log[moves].Events, goesOut) {
		t.Error("the player did not go out with the Done that was to put them out")
	}
}
