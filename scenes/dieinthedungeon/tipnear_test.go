package dieinthedungeon

import (
	"math"
	"testing"

	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/scenetest"
	"github.com/herotable/herotable/scenes/ui"
)

// The tooltips of the attack buttons and of the "In force" chips open by
// the thing pointed at, not at the screen's far edge (play-test 14: bottom-left,
// over the cards): placed as the core places them, with what the core
// keeps clear (the usable buttons, the glowing places) and the table's
// own keep.
func TestTipsOpenByThePointer(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		s, table, h := newTable(t, "human", seed, "map=map1,creature=deyeroller", prefs.Instant)
		if !scenetest.ReachWith(t, s, 600, 16, scenetest.Greedy(seed), func(st *dd.State) bool {
			return st.Stage == dd.StAttackStat && len(Effects(st)) > 0
		}) {
			continue
		}
		scenetest.Settle(t, h, &table.Core)
		var keep []layout.Rect
		for _, it := range table.Group.Items {
			if sp, ok := it.(*spot); ok && !sp.Glow {
				continue
			}
			if it.Visible() && it.Usable() {
				keep = append(keep, it.Bounds())
			}
		}
		keep = append(keep, table.TipKeep()...)
		size := layout.Rect{W: ui.TooltipWidth + 24, H: 3*ui.LineHeight(ui.Small) + 16}
		// far checks the tooltip of the thing at at, the pointer on its
		// centre: it opens within 40 px of the thing.
		far := func(what string, at layout.Rect) {
			p := at.Center()
			r := ui.TipPlace(size, p, keep)
			dx := math.Max(0, math.Max(r.X-at.Right(), at.X-r.Right()))
			dy := math.Max(0, math.Max(r.Y-at.Bottom(), at.Y-r.Bottom()))
			if d := math.Hypot(dx, dy); d > 40 {
				t.Errorf("seed %d: the tooltip of %s at %v opens at %v, %.0f px away", seed, what, at, r, d)
			}
		}
		n := 0
		for _, b := range table.buttons {
			if !b.Hidden && b.Tooltip != "" {
				far("the button "+b.Label, b.Rect)
				n++
			}
		}
		for _, r := range effectChips(Effects(table.q.Shown)) {
			far("an In force chip", r)
			n++
		}
		if n < 2 {
			t.Fatalf("seed %d: %d tooltips placed", seed, n)
		}
		return
	}
	t.Fatal("no attack with an effect in force reached")
}
