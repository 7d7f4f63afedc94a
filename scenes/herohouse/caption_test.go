package herohouse

import (
	"testing"

	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/scenetest"
)

// Every move of another seat shows its words at that seat long enough to
// read them before the next move comes, a second at least at normal speed
// (the play-test found a round of three bots over in about 4 s, and
// play-test 15 two bots' turns with a house and a fight in 2.5 s); at
// instant speed nothing waits.
func TestOtherSeatsMovesAreFollowable(t *testing.T) {
	for _, speed := range []prefs.Speed{prefs.Normal, prefs.Instant} {
		s := newSession(t, "human,greedy,greedy,greedy", 7)
		table := New(s)
		h := scenetest.NewHost(t, table, speed)
		greedy := scenetest.Greedy(7)
		shown := map[int]int{} // by log entry: the frames its caption showed
		moved := map[int]int{} // by log entry: the frame it was played
		for frame := 0; frame < 3000 && len(s.Match.Log) < 40; frame++ {
			if s.Current() == 0 && !table.Busy() && !s.Over() { // the human passes the turn on
				if err := s.Play(greedy(s.Match.State)); err != nil {
					t.Fatal(err)
				}
			}
			before := len(s.Match.Log)
			h.Idle(t, 1)
			if len(s.Match.Log) > before {
				moved[before] = frame
			}
			for _, st := range table.q.Active() {
				if st.Kind == StepCaption {
					for i := len(s.Match.Log) - 1; i >= 0; i-- {
						if s.Match.Log[i].Text == st.Text {
							shown[i]++
							break
						}
					}
				}
			}
		}
		bots, short := 0, 0
		for i, e := range s.Match.Log {
			if e.Player == 0 {
				continue
			}
			bots++
			next, ok := moved[i+1]
			if !ok {
				continue
			}
			// A second at least, in ticks of the wall clock (play-test 15).
			if gap := next - moved[i]; speed == prefs.Normal && (shown[i] < 60 || gap < 60) {
				t.Errorf("%s: move %d (%q) showed its words %d frames and the next came %d frames later; want 60 at least",
					speed.Label(), i, e.Text, shown[i], gap)
			}
			if speed == prefs.Instant && shown[i] > 1 {
				short++
			}
		}
		if bots < 10 {
			t.Fatalf("%s: only %d bot moves were played", speed.Label(), bots)
		}
		if short > 0 {
			t.Errorf("instant: %d captions held the game up", short)
		}
	}
}
