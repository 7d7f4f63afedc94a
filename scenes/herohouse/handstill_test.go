package herohouse

import (
	"slices"
	"testing"

	hh "github.com/herotable/herotable/engine/herohouse"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/scenetest"
	"github.com/herotable/herotable/scenes/ui"
)

// handRects are where the viewer's hand cards are clickable now.
func handRects(table *Table) map[int]layout.Rect {
	out := map[int]layout.Rect{}
	for _, s := range table.Spots.Order {
		if s.Key.kind == kCard && slices.Contains(table.q.Board.Seats[table.Viewer].Hand, s.Key.a) {
			out[s.Key.a] = s.Rect
		}
	}
	return out
}

// Play-test 6, #4: a card laid down from the hand leaves the others where
// they are while the pointer stays over the hand (they closed up under
// it, so the next click hit another card or nothing); once the pointer
// leaves, they close up.
func TestHandHoldsStillUnderThePointer(t *testing.T) {
	for seed := uint64(1); seed < 60; seed++ {
		s := newSession(t, "human,greedy", seed)
		var prime int
		ok := scenetest.ReachWith(t, s, 400, 16, scenetest.Greedy(seed), func(st *hh.State) bool {
			if st.Phase != hh.PhLay || st.Turn != 0 {
				return false
			}
			hand := st.Seats[0].Hand
			for i, c := range hand[:max(len(hand)-1, 0)] { // not the last: the ones after it would move
				if hh.SuitOf(c) == hh.Prime && len(hand) >= 3 && !slices.Contains(st.Seats[0].Fresh, c) {
					prime = hand[i]
					return true
				}
			}
			return false
		})
		if !ok {
			continue
		}
		table := New(s)
		h := scenetest.NewHost(t, table, prefs.Normal)
		scenetest.Settle(t, h, &table.Core)
		h.Idle(t, 40) // the hand glides to rest
		if !table.Mine() || table.choice.Decision != DecideLay {
			continue
		}
		pl, _ := table.q.Layout().Find(prime)
		at := layout.Point{X: pl.Rect.X + 8, Y: pl.Rect.Y + pl.Rect.H/2}
		before := handRects(table)
		moves := len(s.Match.Log)
		h.Click(t, at)
		h.Frame(t, ui.Frame{Mouse: at})
		if len(s.Match.Log) != moves+1 {
			t.Fatalf("seed %d: a click on %s did not lay it down", seed, hh.Name(prime))
		}
		for range 90 {
			h.Frame(t, ui.Frame{Mouse: at})
		}
		after := handRects(table)
		moved := false
		for c, r := range after {
			if r != before[c] {
				t.Errorf("seed %d: under the pointer %s moved from %v to %v", seed, hh.Name(c), before[c], r)
			}
			if p, _ := table.q.Layout().Find(c); p.Rect != r {
				moved = true
			}
		}
		if !moved {
			t.Fatalf("seed %d: the hand had nothing to close up", seed)
		}
		h.Idle(t, 90)
		for c, r := range handRects(table) {
			if p, _ := table.q.Layout().Find(c); p.Rect != r && !table.sel.Has(c) {
				t.Errorf("seed %d: the pointer gone, %s is at %v, not its place %v", seed, hh.Name(c), r, p.Rect)
			}
		}
		return
	}
	t.Skip("no seed gave the human a prime to lay before other cards")
}
