package herohouse

import (
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
	r := ui.TipPlace(size, done.Rect.Center(), table.TipKeep())
	if !r.Intersect(words).Empty() {
		t.Errorf("Done's tooltip at %v covers the prompt's words %v", r, words)
	}
}
