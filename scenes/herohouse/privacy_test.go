package herohouse

import (
	"slices"
	"testing"

	"github.com/herotable/herotable/engine"
	hh "github.com/herotable/herotable/engine/herohouse"
	"github.com/herotable/herotable/scenes/play"
	"github.com/herotable/herotable/scenes/scenetest"
)

// In hot-seat play the table never draws face up a card that another seat
// holds privately: every card the drawing code turns face up is checked,
// frame by frame, against the hands of every seat but the one looking. The
// device is passed whenever the deciding human changes, the monster
// player's out-of-turn decisions included.
func TestHotSeatNeverShowsAnotherHand(t *testing.T) {
	scenetest.HotSeatPrivacy(t, hh.GameID, scenetest.HotSeats(4, 4, 4), func(t *testing.T, s *play.Session) scenetest.HotSeat {
		table := New(s)
		var shown []int
		table.record = func(c int) { shown = append(shown, c) }
		monsterPasses, checked := 0, 0
		hands := func() [][]int {
			var out [][]int
			for _, seat := range s.Match.State.(*hh.State).Seats {
				out = append(out, slices.Clone(seat.Hand))
			}
			return out
		}
		// The hands as the animation under way began, and where in the
		// log it began: a card private then stays hidden unless an
		// event of the animation reveals it.
		before, from := hands(), 0
		return scenetest.HotSeat{
			Table:  table,
			Frames: 30000,
			Pass: func() {
				if s.Match.State.(*hh.State).Phase == hh.PhMonster {
					monsterPasses++
				}
			},
			Frame: func() {
				// The player reads a hand's summary a while, then clicks it
				// away (it waits for a click).
				if h := table.q.Holding(); h != nil && table.q.now-h.Start > 30 {
					table.q.Release(h)
				}
				if !table.q.Busy() {
					before, from = hands(), len(s.Match.Log)
				}
				shown = shown[:0]
			},
			Policy: scenetest.Greedy(3),
			Check: func(i int) {
				revealed, newHand := map[int]bool{}, false
				for _, e := range s.Match.Log[from:] {
					for _, ev := range e.Events {
						switch ev.Kind {
						case engine.EvReveal, engine.EvMove:
							revealed[ev.Card] = true
						case engine.EvShuffle:
							newHand = true
						}
					}
				}
				// Once the last new hand's deal has begun, its cards are private.
				dealt := !newHand || !table.q.Busy()
				for _, st := range table.q.Steps {
					if st.Kind == StepSweep {
						dealt = st.Started
					}
				}
				now := hands()
				for _, c := range shown {
					checked++
					for q := range now {
						if engine.Player(q) == table.Viewer {
							continue
						}
						// A new hand may deal a card seen face up in the
						// last one: it is hidden from the new deal on.
						heldNow := slices.Contains(now[q], c) && dealt
						heldBefore := slices.Contains(before[q], c) && !revealed[c] && !newHand
						if heldNow || heldBefore {
							for _, pl := range table.q.Layout().Cards {
								if pl.Card == c {
									t.Logf("placed %+v", pl)
								}
							}
							for _, st := range table.q.Steps {
								t.Logf("step %+v %s→%s card %d started %v landed %v", st.Ev, st.From, st.To, st.Card, st.Started, st.Landed)
							}
							t.Logf("busy %v newHand %v heldNow %v heldBefore %v from %d log %d", table.q.Busy(), newHand, heldNow, heldBefore, from, len(s.Match.Log))
							for _, e := range s.Match.Log[max(from-2, 0):] {
								t.Logf("log %s", e.Text)
							}
							t.Fatalf("frame %d: %s, in seat %d's hand, was drawn face up for seat %d", i, hh.Name(c), q, table.Viewer)
						}
					}
				}
			},
			Saw: func(passes int) {
				if passes < 10 || checked == 0 {
					t.Errorf("%d passes, %d cards checked: the test saw too little", passes, checked)
				}
				t.Logf("%d passes (%d to the monster player), %d face-up cards checked", passes, monsterPasses, checked)
			},
		}
	})
}
