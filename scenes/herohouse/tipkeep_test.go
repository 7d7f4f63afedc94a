package herohouse

import (
	"os"
	"slices"
	"testing"

	hh "github.com/herotable/herotable/engine/herohouse"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/scenetest"
	"github.com/herotable/herotable/scenes/ui"
)

// Done's tooltip leaves the prompt's words clear: it covered their last
// line, the very words that say what Done does.
func TestDonesTooltipLeavesThePromptClear(t *testing.T) {
	s := newSession(t, "human,greedy", 2)
	if !scenetest.ReachWith(t, s, 3000, 64, scenetest.Greedy(9), func(st *hh.State) bool {
		return st.Phase == hh.PhLay && st.Turn == 0
	}) {
		t.Fatal("no lay-down turn of the viewer came")
	}
	table := New(s)
	scenetest.Settled(t, table, &table.Core)
	done := table.buttons.done
	if done.Hidden || done.Tip() == "" {
		t.Fatalf("Done hidden %v, tooltip %q", done.Hidden, done.Tip())
	}
	words := PromptRect
	words.H = done.Rect.Y - PromptRect.Y - 4 // the prompt above its buttons
	size := layout.Rect{W: ui.TooltipWidth + 24, H: 80}
	r := ui.TipPlaceFirst(size, done.Rect.Center(), table.TipFirst(), table.TipKeep())
	if !r.Intersect(words).Empty() {
		t.Errorf("Done's tooltip at %v covers the prompt's words %v", r, words)
	}
}

// Play-test 18 #6: the tooltip of a card of the viewer's hand, the
// rightmost above all, leaves the prompt's words clear (it covered their
// left edge: "scard a card").
func TestHandCardTooltipsLeaveThePromptClear(t *testing.T) {
	s := newSession(t, "human,greedy,greedy", 4)
	if !scenetest.ReachWith(t, s, 3000, 64, scenetest.Greedy(4), func(st *hh.State) bool {
		return st.Phase == hh.PhDiscard && st.Turn == 0 && len(st.Seats[0].Hand) >= 5
	}) {
		t.Fatal("no discard of the viewer's came with five cards in hand")
	}
	table := New(s)
	h := scenetest.Settled(t, table, &table.Core)
	prompt, _ := table.promptBox(table.asking())
	words := prompt.Inset(10)
	hovered := 0
	for _, pl := range table.q.Layout().Cards {
		if pl.Zone != ZHand || pl.Seat != 0 {
			continue
		}
		at := layout.Point{X: pl.Rect.X + pl.Rect.W - 10, Y: pl.Rect.Y + 40}
		if i := slices.IndexFunc(table.q.Layout().Cards, func(o Placed) bool {
			return o.Zone == ZHand && o.Seat == 0 && o.Rect.X > pl.Rect.X && o.Rect.X <= at.X
		}); i >= 0 {
			at.X = pl.Rect.X + 8 // under the next card: point at the part shown
		}
		h.Frame(t, ui.Frame{Mouse: at, Moved: true})
		for range ui.TipDelay + 10 {
			h.Frame(t, ui.Frame{Mouse: at})
		}
		var tip layout.Rect
		table.Layer.Invalidate()
		stop := ui.AuditText(nil, func(d ui.Drawn) {
			if d.Tip {
				tip = tip.Union(d.Box.Inset(-12))
			}
		})
		h.Frame(t, ui.Frame{Mouse: at})
		stop()
		if tip.Empty() {
			continue
		}
		hovered++
		if !tip.Intersect(words).Empty() {
			t.Errorf("%s's tooltip %v covers the prompt's words %v", hh.Name(pl.Card), tip, words)
		}
		if dir := os.Getenv("HH_SHOTS"); dir != "" && !tip.Intersect(words).Empty() {
			h.Shot(t, dir, "handtip-"+hh.Name(pl.Card))
		}
	}
	if hovered == 0 {
		t.Fatal("no hand card showed a tooltip")
	}
}
