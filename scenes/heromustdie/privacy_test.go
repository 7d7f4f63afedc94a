package heromustdie

import (
	"slices"
	"strings"
	"testing"

	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/engine/bot"
	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes"
	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/scenetest"
	"github.com/herotable/herotable/scenes/tablekit"
)

// In hot-seat play the table never draws face up a plot card the viewer
// may not see (another seat's hand, its Throne room draw, the deck) nor an
// event card he has not peeked at, and no tooltip of a face-down event
// card names it: every face the drawing code draws is checked, frame by
// frame, against the true state. The humans peek and draw whenever they
// can, so that there is something to hide.
func TestHotSeatNeverShowsHiddenCards(t *testing.T) {
	for _, tt := range []struct {
		seats string
		speed prefs.Speed
		seed  uint64
	}{
		{"human,human", prefs.Instant, 3},
		{"human,human,greedy,human", prefs.Instant, 4},
		{"human,greedy,human", prefs.Fast, 5},
	} {
		t.Run(tt.seats+"/"+string(tt.speed), func(t *testing.T) {
			s := newSession(t, tt.seats, tt.seed)
			table := New(s)
			type face struct {
				kind string
				card int
			}
			var shown []face
			table.record = func(kind string, card int) { shown = append(shown, face{kind, card}) }
			h := newHost(t, table, tt.speed)
			if p, ok := s.NeedsPass(); ok {
				h.Scene = scenes.NewPass(s, p, table)
			}
			g, _ := bot.New(bot.Greedy, tt.seed)
			policy := eager(g)
			passes, checked, peeked, hidden := 0, 0, 0, 0
			for i := 0; i < 60000 && !s.Over(); i++ {
				if _, ok := h.Scene.(*scenes.Pass); ok {
					passes++
					h.Click(t, scenetest.PassButton)
					if h.Scene != table {
						t.Fatalf("the pass screen's button went to %q", h.Scene.Name())
					}
					continue
				}
				if h.Scene != table {
					t.Fatalf("the table went to %q", h.Scene.Name())
				}
				if table.Mine() {
					table.Play(policy(s.Match.State.(*hmd.State)))
				}
				shown = shown[:0]
				h.Idle(t, 1)
				if h.Scene != table || s.Over() {
					continue
				}
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
			}
			if !s.Over() {
				t.Fatal("the game did not end")
			}
			if passes < 4 || checked == 0 || peeked == 0 || hidden == 0 {
				t.Errorf("%d passes, %d faces checked, %d peeked faces, %d hidden tooltips: the test saw too little", passes, checked, peeked, hidden)
			}
			t.Logf("%d passes, %d faces checked, %d peeked faces, %d hidden tooltips", passes, checked, peeked, hidden)
		})
	}
}
