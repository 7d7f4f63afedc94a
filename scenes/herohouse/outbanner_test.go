package herohouse

import (
	"slices"
	"testing"

	"github.com/herotable/herotable/engine"
	hh "github.com/herotable/herotable/engine/herohouse"
)

// retires reports whether ev puts seat 0, the monster player, out of the
// hand (another seat's hero house took the monster).
func retires(ev engine.Event) bool {
	return ev.Kind == engine.EvGame && ev.Code == hh.CodeMonsterRetires && ev.Player == 0
}

// Play-test 15: the player, playing the monster, was put out of the hand
// by a bot's hero house "without seeing why". The table says it in a
// banner over the wilderness, held a second at least at normal speed, to
// the player put out; bots watched get no banner for it.
func TestPutOutOfTheHandIsSaid(t *testing.T) {
	s := newSession(t, "human,greedy,greedy", 5)
	reach(t, s, 3000, func(*hh.State) bool {
		n := len(s.Match.Log)
		return n > 0 && slices.ContainsFunc(s.Match.Log[n-1].Events, retires)
	})
	table := New(s)
	e := s.Match.Log[len(s.Match.Log)-1]
	normal := func(n int) int { return n }
	for _, viewer := range []engine.Player{0, engine.NoPlayer} {
		q := NewQueue(table.q.Board, 0)
		q.Viewer = viewer
		q.Add(e.Events, table.q.Board, 0, normal)
		i := slices.IndexFunc(q.Steps, func(st *Step) bool { return st.Kind == StepBanner && retires(st.Says) })
		switch {
		case viewer == 0 && i < 0:
			t.Fatalf("%q: no banner tells the player they are out", e.Text)
		case viewer == 0 && q.Steps[i].Dur < 60:
			t.Errorf("the banner that the player is out shows %d ticks, want 60 at least", q.Steps[i].Dur)
		case viewer == 0 && table.say(q.Steps[i].Says) == "":
			t.Error("the banner that the player is out says no words")
		case viewer != 0 && i >= 0:
			t.Error("bots watched get a banner for a seat put out")
		}
	}
}
