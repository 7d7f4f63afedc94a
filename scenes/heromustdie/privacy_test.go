package heromustdie

import (
	"slices"
	"strings"
	"testing"

	"github.com/herotable/herotable/engine"
	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/play"
	"github.com/herotable/herotable/scenes/scenetest"
	"github.com/herotable/herotable/scenes/tablekit"
)

// face is a card face the table drew: its kind ("plot", "event") and
// card.
type face struct {
	kind string
	card int
}

// In hot-seat play the table never draws face up a plot card the viewer
// may not see (another seat's hand, its Throne room draw, the deck) nor an
// event card he has not peeked at, and no tooltip of a face-down event
// card names it: every face the drawing code draws is checked, frame by
// frame, against the true state. The humans peek and draw whenever they
// can, so that there is something to hide.
func TestHotSeatNeverShowsHiddenCards(t *testing.T) {
	scenetest.HotSeatPrivacy(t, hmd.GameID, scenetest.HotSeats(3, 4, 5), func(t *testing.T, s *play.Session) scenetest.HotSeat {
		table := New(s)
		var shown []face
		table.record = func(kind string, card int) { shown = append(shown, face{kind, card}) }
		checked, peeked, hidden := 0, 0, 0
		return scenetest.HotSeat{
			Table:  table,
			Frames: 60000,
			Policy: eager(s.Match.Setup.Seed),
			Frame: func() {
				shown = shown[:0]
				goOnLater(table, 20) // the human reads the event card, then goes on
			},
			Check: func(i int) {
				st := s.Match.State.(*hmd.State)
				v := table.Viewer
				if v < 0 {
					t.Fatalf("frame %d: the table shows nobody's view in hot-seat", i)
				}
				for _, f := range shown {
					checked++
					switch f.kind {
					case "event":
						if st.EvKnown[f.card]&(1<<v) == 0 {
							t.Fatalf("frame %d: event card %s was drawn face up for seat %d, who never saw it", i, hmd.Events[f.card].ID, v)
						}
						if st.EvKnown[f.card] != everyone {
							peeked++
						}
					case "plot":
						if st.PlotKnown[f.card]&(1<<v) == 0 && !slices.Contains(st.Seats[v].Hand, int8(f.card)) {
							t.Fatalf("frame %d: plot card %s was drawn face up for seat %d (known to %b)", i, hmd.Plots[f.card].ID, v, st.PlotKnown[f.card])
						}
					}
				}
				for _, sp := range table.Spots.Order {
					if sp.Key.Kind != AtSlotCard {
						continue
					}
					e := st.Slots[sp.Key.I/2][sp.Key.I%2]
					if e < 0 || st.EvKnown[e]&(1<<v) != 0 {
						continue
					}
					hidden++
					if strings.Contains(sp.Hint, hmd.EventKindNames[hmd.Events[e].Kind]) {
						t.Fatalf("frame %d: the tooltip of a face-down card names it: %q", i, sp.Hint)
					}
				}
				for p := range st.Seats {
					if engine.Player(p) != v && slices.ContainsFunc(table.Spots.Order, func(sp *tablekit.Spot[spotKey]) bool {
						return sp.Key.Kind == AtHand && slices.Contains(st.Seats[p].Hand, int8(sp.Key.I))
					}) {
						t.Fatalf("frame %d: seat %d's hand card is a spot for seat %d", i, p, v)
					}
				}
			},
			Saw: func(passes int) {
				if passes < 4 || checked == 0 || peeked == 0 || hidden == 0 {
					t.Errorf("%d passes, %d faces checked, %d peeked faces, %d hidden tooltips: the test saw too little", passes, checked, peeked, hidden)
				}
				t.Logf("%d passes, %d faces checked, %d peeked faces, %d hidden tooltips", passes, checked, peeked, hidden)
			},
		}
	})
}
