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
			if n := scenetest.PlayByClicks(t, h, table, scenetest.OneClick(table.ControlFor), 3, 400); n == 0 {
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
	passes := scenetest.HotSeatPrivacy(t, h, table, scenetest.HotSeat{
		Frames: 1000,
		Play: func() {
			scenetest.ClickPlays(t, h, s, scenetest.OneClick(table.ControlFor), s.Legal()[0])
		},
		Check: func(int) {
			for p, hand := range table.q.shown.Hands {
				for _, c := range hand {
					if p != int(table.Viewer) && c != toys.Hidden {
						t.Fatalf("seat %d's card %d is drawn for seat %d", p, c, table.Viewer)
					}
				}
			}
		},
	})
	if passes == 0 {
		t.Error("the device was never passed")
	}
}
