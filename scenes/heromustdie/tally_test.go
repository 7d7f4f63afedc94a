package heromustdie

import (
	"testing"

	"github.com/herotable/herotable/engine"
	hmd "github.com/herotable/herotable/engine/heromustdie"
)

// The panels keep step with the log: by the time a move's last sentence
// shows (every step begun but the board's change), each seat's VP, gold,
// slaves and MP shown are those after the move, and a gain told rises
// from its panel as its line shows. Whole bot games; the moves whose
// change no sentence tells (a wage point, an elimination) aside.
func TestPanelsKeepStepWithTheLog(t *testing.T) {
	checked, floated := 0, 0
	for seed := uint64(1); seed <= 6; seed++ {
		s := newSession(t, "greedy,greedy,greedy,greedy", seed)
		for !s.Over() {
			prev := ViewOf(s.Match.State.(*hmd.State), -1)
			for !s.Think(256) {
			}
			if _, err := s.PlayBot(); err != nil {
				t.Fatal(err)
			}
			e := s.Match.Log[len(s.Match.Log)-1]
			final := ViewOf(s.Match.State.(*hmd.State), -1)
			if k, _ := hmd.Split(e.Action); k == hmd.KPay || untold(e.Events) {
				continue
			}
			q := NewQueue(prev)
			q.Add(e, Mask(e.Events, -1), final, 0, func(n int) int { return n })
			for _, step := range q.Steps {
				if step.Kind == StepChange {
					break
				}
				q.start(step)
				q.land(step)
			}
			checked++
			floated += len(q.Floats)
			for p := range final.Seats {
				a, b := q.Shown.Seats[p], final.Seats[p]
				if a.VP != b.VP || a.Gold != b.Gold || a.Slaves != b.Slaves || a.MP != b.MP {
					t.Fatalf("%s: seat %d shows %d VP %d/%d/%d before the board's change, has %d VP %d/%d/%d",
						e.Text, p, a.VP, a.Gold, a.Slaves, a.MP, b.VP, b.Gold, b.Slaves, b.MP)
				}
			}
		}
	}
	if floated == 0 {
		t.Fatal("no gain rose with its line")
	}
	t.Logf("%d moves checked, %d gains risen with their lines", checked, floated)
}

// untold reports a move whose changes of numbers no sentence carries.
func untold(events []engine.Event) bool {
	for _, ev := range events {
		if ev.Kind == engine.EvGame && ev.Code == hmd.CodeEliminated {
			return true
		}
	}
	return false
}
