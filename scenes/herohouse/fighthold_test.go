package herohouse

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/scenetest"
)

// Play-test pt7 #8: a fight's result (its banner, its comparison and what
// it does) shows in full for 2.5 s at least at normal speed (60 ticks a
// second), on the table as played, the bots' fights and the viewer's.
func TestFightResultHoldsAtNormalSpeed(t *testing.T) {
	const want = 150 // 2.5 s
	if n := prefs.Normal.Frames(want); n != want {
		t.Fatalf("normal speed makes %d ticks %d", want, n)
	}
	s := newSession(t, "human,greedy", 3)
	table := New(s)
	h := scenetest.NewHost(t, table, prefs.Normal)
	h.Enter()
	greedy := scenetest.Greedy(3)
	full := map[*Step]int{}
	landed := func() (n int) {
		for st := range full {
			if st.Landed {
				n++
			}
		}
		return n
	}
	for f := 0; f < 20000 && landed() < 3 && !s.Over(); f++ {
		if table.Mine() {
			table.Play(greedy(s.Match.State))
		}
		h.Idle(t, 1)
		for _, st := range table.q.Active() {
			if st.Kind == StepClash && st.StageShown(h.Tick, prefs.Normal.Frames) >= 1 {
				full[st]++
			}
		}
		if table.q.Holding() != nil { // a hand's summary waits for Next hand
			h.Idle(t, 90)
			h.Key(t, ebiten.KeyEnter)
		}
	}
	if landed() < 2 {
		t.Fatalf("only %d fights showed", landed())
	}
	for st, n := range full {
		if st.Landed && n < want {
			t.Errorf("a fight of seat %d (%v) showed its result in full for %d ticks, want %d", st.Seat, st.Fight.Outcome, n, want)
		}
	}
}
