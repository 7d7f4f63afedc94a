package heromustdie

import (
	"testing"

	"github.com/herotable/herotable/engine"
	hmd "github.com/herotable/herotable/engine/heromustdie"
)

// A click on "Go on" as a bot's event card goes on by itself (its hold
// ended a moment before the click landed) was read as a click on the
// table under the button once the card went: a stray "Not a choice now:
// the places that glow are." or "Not now: Bram is thinking." showed by
// the pointer (play-test 40 #4). It goes on and says nothing.
func TestAGoOnClickAsTheCardGoesSaysNothing(t *testing.T) {
	for _, delay := range []int{4, 30} { // as its tail plays, and after
		goOnClickSays(t, delay)
	}
}

// goOnClickSays clicks where "Go on" was delay ticks after a bot's event
// card went on by itself, and checks nothing is said.
func goOnClickSays(t *testing.T, delay int) {
	t.Helper()
	for seed := uint64(1); seed < 12; seed++ {
		s := newSession(t, "human,greedy,greedy", seed)
		table, h, ev := watchEvent(t, s)
		if ev.Player < 0 || !s.IsBot(engine.Player(ev.Player)) {
			continue // the human drew it: it waits for him
		}
		for range 2000 {
			if table.q.Waiting() != ev {
				break
			}
			h.Idle(t, 1)
		}
		if table.q.Waiting() == ev {
			t.Fatal("a bot's event card did not go on by itself")
		}
		h.Idle(t, delay)
		h.Click(t, eventGoOn.Center())
		for range 30 {
			if said := table.Said(table.Now); said != "" {
				t.Fatalf("a click on Go on %d ticks after the card went on said %q", delay, said)
			}
			h.Idle(t, 1)
		}
		return
	}
	t.Skip("no bot drew an event card")
}

// A click on a thing that is no choice now, while places glow, says to
// click one of them (pt40 #4: "the places that glow are." read oddly).
func TestANonChoiceSaysClickAGlowingPlace(t *testing.T) {
	_, table, h := humanAt(t, func(st *hmd.State) bool { return st.Stage == hmd.StPlace })
	clickSays(t, table, h, spotKey{Kind: AtPanel, I: 1}, "Not a choice now: click a glowing place.", "")
}
