package herohouse

import (
	"fmt"
	"os"
	"strings"
	"testing"

	hh "github.com/herotable/herotable/engine/herohouse"
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
		bots, short, quiet := 0, 0, 0
		for i, e := range s.Match.Log {
			if e.Player == 0 {
				continue
			}
			bots++
			if doneAfterLaying(s.Match.Log, i) {
				// "Lays down no more heroes" right after a hero laid holds
				// the table for nothing: it shows no caption.
				quiet++
				if shown[i] > 0 {
					t.Errorf("%s: move %d (%q) showed a caption %d frames", speed.Label(), i, e.Text, shown[i])
				}
				continue
			}
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
		if quiet == 0 {
			t.Errorf("%s: no bot laid a hero and then said it was done", speed.Label())
		}
		if bots < 10 {
			t.Fatalf("%s: only %d bot moves were played", speed.Label(), bots)
		}
		if short > 0 {
			t.Errorf("instant: %d captions held the game up", short)
		}
	}
}

// Play-test 18 #7: a bot's move in words covers no card lying on the
// table, neither its hand backs nor its heroes, at two, three and four
// seats (a card of the move in flight passes under its solid box).
func TestCaptionsCoverNoCard(t *testing.T) {
	for _, seats := range []string{"human,greedy", "human,greedy,greedy", "human,greedy,greedy,greedy"} {
		s := newSession(t, seats, 5)
		table := New(s)
		h := scenetest.NewHost(t, table, prefs.Normal)
		greedy := scenetest.Greedy(5)
		captions := 0
		for frame := 0; frame < 2500 && len(s.Match.Log) < 40; frame++ {
			if s.Current() == 0 && !table.Busy() && !s.Over() {
				if err := s.Play(greedy(s.Match.State)); err != nil {
					t.Fatal(err)
				}
			}
			h.Idle(t, 1)
			c := table.showing()
			if c == nil {
				continue
			}
			box, _, ok := table.captionBox(c)
			if !ok {
				continue
			}
			captions++
			if dir := os.Getenv("HH_SHOTS"); dir != "" && captions%70 == 20 {
				h.Shot(t, dir, fmt.Sprintf("caption-%d-%d", strings.Count(seats, ",")+1, captions))
			}
			for _, pl := range table.q.Layout().Cards {
				if r := table.glide.rect(pl); !r.Intersect(box).Empty() {
					t.Fatalf("%s: the caption %q at %v covers %s (%v) at %v", seats, c.Text, box, hh.Name(pl.Card), pl.Zone, r)
				}
			}
		}
		if captions == 0 {
			t.Errorf("%s: no caption showed", seats)
		}
	}
}
