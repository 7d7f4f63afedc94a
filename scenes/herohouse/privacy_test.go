package herohouse

import (
	"slices"
	"testing"

	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/engine/bot"
	hh "github.com/herotable/herotable/engine/herohouse"
	"github.com/herotable/herotable/scenes"
	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/scenetest"
)

// In hot-seat play the table never draws face up a card that another seat
// holds privately: every card the drawing code turns face up is checked,
// frame by frame, against the hands of every seat but the one looking. The
// device is passed whenever the deciding human changes, the monster
// player's out-of-turn decisions included.
func TestHotSeatNeverShowsAnotherHand(t *testing.T) {
	for _, tt := range []struct {
		seats string
		speed prefs.Speed
	}{
		{"human,human", prefs.Instant},
		{"human,human,greedy,human", prefs.Instant},
		{"human,greedy,human", prefs.Fast},
	} {
		t.Run(tt.seats+"/"+string(tt.speed), func(t *testing.T) {
			s := newSession(t, tt.seats, 4)
			table := New(s)
			var shown []int
			table.record = func(c int) { shown = append(shown, c) }
			h := newHost(t, table, tt.speed)
			if p, ok := s.NeedsPass(); ok {
				h.Scene = scenes.NewPass(s, p, table)
			}
			g, _ := bot.New(bot.Greedy, 3)
			passes, monsterPasses, checked := 0, 0, 0
			// The hands as the animation under way began, and where in the
			// log it began: a card private then stays hidden unless an
			// event of the animation reveals it.
			var before [][]int
			from := 0
			hands := func() [][]int {
				var out [][]int
				for _, seat := range s.Match.State.(*hh.State).Seats {
					out = append(out, slices.Clone(seat.Hand))
				}
				return out
			}
			before = hands()
			for i := 0; i < 30000 && !s.Over(); i++ {
				if _, ok := h.Scene.(*scenes.Pass); ok {
					passes++
					st := s.Match.State.(*hh.State)
					if st.Phase == hh.PhMonster {
						monsterPasses++
					}
					h.Click(t, scenetest.PassButton)
					if h.Scene != table {
						t.Fatalf("the pass screen's button went to %q", h.Scene.Name())
					}
					continue
				}
				if h.Scene != table {
					t.Fatalf("the table went to %q", h.Scene.Name())
				}
				if !table.q.Busy() {
					before, from = hands(), len(s.Match.Log)
				}
				if !table.q.Busy() && !s.BotTurn() && s.Current() == table.Viewer {
					st := s.Match.State.(*hh.State)
					table.Play(bot.Choose(g, st, table.Viewer))
				}
				shown = shown[:0]
				h.Idle(t, 1)
				if h.Scene != table || s.Over() {
					continue // passed on, or the game is over and every hand may show
				}
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
			}
			if !s.Over() {
				t.Fatal("the game did not end")
			}
			if passes < 10 || checked == 0 {
				t.Errorf("%d passes, %d cards checked: the test saw too little", passes, checked)
			}
			t.Logf("%d passes (%d to the monster player), %d face-up cards checked", passes, monsterPasses, checked)
		})
	}
}
