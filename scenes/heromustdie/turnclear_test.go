package heromustdie

import (
	"testing"

	"github.com/herotable/herotable/engine"
	hmd "github.com/herotable/herotable/engine/heromustdie"
)

// As a new turn's banner opens, last turn's goblins are off the boxes
// and every seat has its goblins to place again (pt17 #10: under "Turn 2
// · Planning phase" the goblins stayed on the boxes for seconds).
func TestANewTurnsBannerShowsTheBoxesEmpty(t *testing.T) {
	checked, goblins := 0, 0
	for seed := uint64(1); seed <= 6 && goblins == 0; seed++ {
		s := newSession(t, "greedy,greedy,greedy", seed)
		for !s.Over() {
			prev := s.Match.State.Clone().(*hmd.State)
			for !s.Think(256) {
			}
			if _, err := s.PlayBot(); err != nil {
				t.Fatal(err)
			}
			e := s.Match.Log[len(s.Match.Log)-1]
			final := s.Match.State.(*hmd.State)
			if final.Turn == prev.Turn {
				continue
			}
			for _, o := range prev.Boxes {
				if o >= 0 {
					goblins++ // the entry ends the Action phase and the turn
					break
				}
			}
			q := NewQueue(prev)
			q.Add(e, e.Events, final, 0, func(n int) int { return n })
			for _, st := range q.Steps {
				if st.Kind == StepChange {
					break
				}
				q.start(st)
				if st.Kind == StepPhase && st.Ev.Arg(1) == int(final.Turn) {
					checked++
					for b, o := range q.Shown.Boxes {
						if o >= 0 {
							t.Errorf("turn %d's banner: box %s still holds %s's goblin", final.Turn, boxName(b), engine.Who(engine.Player(o)))
						}
					}
					for p, seat := range q.Shown.Seats {
						if seat.Placed != 0 {
							t.Errorf("turn %d's banner: seat %d shows %d goblins placed", final.Turn, p, seat.Placed)
						}
					}
					break
				}
				q.land(st)
			}
		}
	}
	if checked == 0 || goblins == 0 {
		t.Fatalf("%d new turns' banners seen, %d with goblins on the boxes before", checked, goblins)
	}
}
