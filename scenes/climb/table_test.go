package climb

import (
	"testing"

	"github.com/herotable/herotable/engine/toys"
	"github.com/herotable/herotable/scenes"
	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/scenetest"
)

func TestMain(m *testing.M) { scenetest.Main(m, "climb table tests") }

func TestRegistered(t *testing.T) {
	scenetest.Registered(t, "climb", "human,greedy", func(s scenes.Scene) bool { _, ok := s.(*Table); return ok })
}

// A human plays whole games against bots and in the hot seat by clicks on
// the cards alone, at normal speed; the shared checks watch the log and
// the animations.
func TestPlayedByClicks(t *testing.T) {
	for _, seats := range []string{"human,greedy", "human,human", "greedy,human,random"} {
		t.Run(seats, func(t *testing.T) {
			s := scenetest.NewSession(t, "climb", seats, 5, "")
			table := New(s)
			h := scenetest.NewHost(t, table, prefs.Normal)
			if n := scenetest.PlayByClicks(t, h, table, table.ControlFor, 3, 400); n == 0 {
				t.Fatal("no move was made by a click")
			}
			if table.End == nil {
				t.Fatal("the game ended without its result")
			}
		})
	}
}

// In the hot seat the table never draws the faces of a hand that is not
// the viewer's.
func TestHotSeatPrivacy(t *testing.T) {
	s := scenetest.NewSession(t, "climb", "human,human", 8, "")
	table := New(s)
	h := scenetest.NewHost(t, table, prefs.Instant)
	for range 400 {
		if s.Over() {
			break
		}
		h.Idle(t, 1)
		if h.Scene != scenes.Scene(table) {
			h.Click(t, scenetest.PassButton)
			continue
		}
		for p, hand := range table.q.shown.Hands {
			for _, c := range hand {
				if p != int(table.Viewer) && c != toys.Hidden {
					t.Fatalf("seat %d's card %d is drawn for seat %d", p, c, table.Viewer)
				}
			}
		}
		if table.Mine() {
			legal := s.Legal()
			r, _, _ := table.ControlFor(legal[0])
			h.Click(t, r.Center())
		}
	}
	if !s.Over() {
		t.Fatal("the hot-seat game did not end")
	}
}
