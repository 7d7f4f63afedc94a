package climb

import (
	"testing"

	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/engine/toys"
	"github.com/herotable/herotable/scenes/play"
	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/scenetest"
)

func TestMain(m *testing.M) { scenetest.Main(m, "climb table tests") }

// A human plays whole games against bots and in the hot seat by clicks on
// the cards alone, at normal speed; the shared checks watch the log and
// the animations.
func TestPlayedByClicks(t *testing.T) {
	scenetest.EachGame(t, "climb", []scenetest.Game{
		{Seats: "human,greedy", Seed: 5}, {Seats: "human,human", Seed: 5}, {Seats: "greedy,human,random", Seed: 5},
	}, func(t *testing.T, s *play.Session, _ scenetest.Game) {
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

// In the hot seat the table never draws the faces of a hand that is not
// the viewer's.
func TestHotSeatPrivacy(t *testing.T) {
	scenetest.HotSeatPrivacy(t, "climb", []scenetest.Game{{Seats: "human,human", Seed: 8}}, func(t *testing.T, s *play.Session) scenetest.HotSeat {
		table := New(s)
		return scenetest.HotSeat{
			Table:  table,
			Frames: 1000,
			Policy: func(st engine.State) engine.Action { return st.LegalActions(nil)[0] },
			Clicks: scenetest.OneClick(table.ControlFor),
			Check: func(int) {
				for p, hand := range table.q.shown.Hands {
					for _, c := range hand {
						if p != int(table.Viewer) && c != toys.Hidden {
							t.Fatalf("seat %d's card %d is drawn for seat %d", p, c, table.Viewer)
						}
					}
				}
			},
			Saw: func(passes int) {
				if passes == 0 {
					t.Error("the device was never passed")
				}
			},
		}
	})
}
