package heromustdie

import (
	"testing"

	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/layout"
)

// As the Action phase ends, the row's cards and the pool's tiles close up
// over the places the hired cards kept by sliding there over some ticks
// under a caption, not by a jump between two frames (pt37 #2: the Drake
// jumped into the Dragon's place, shot-135 -> 136).
func TestCardsSlideAsTheRowClosesUp(t *testing.T) {
	table, _ := viewerAt(t, newSession(t, "human,greedy,greedy", 1))
	table.q.gainDur = 30 // the change's length at normal speed
	st := table.q.Shown.Clone().(*hmd.State)
	st.Phase, st.MonsterRow, st.MonsterPool = hmd.PhAction, []int8{20, 21, 22}, []int8{0, 1, 2, 3, 4}
	table.markMonsters(st)
	table.closing = closeUp{}                                          // (the cards came from the set-up's places)
	st.MonsterRow, st.MonsterPool = []int8{20, 22}, []int8{0, 2, 3, 4} // the middle card and a tile hired
	table.markMonsters(st)
	row, tile := RowCard(2), table.q.Pool.rect
	was, _ := tile(2)
	if table.closingAt(table.Now) < 1 {
		t.Fatal("a hire in the Action phase slid the cards")
	}
	st.Phase = hmd.PhInvasion
	start := table.Now
	table.markMonsters(st)
	now, _ := tile(2)
	if now == was {
		t.Fatal("the pool did not close up: the test needs it to")
	}
	for _, c := range []struct {
		what     string
		m        int8
		from, to layout.Rect
	}{{"the row's last card", 22, row, RowCard(1)}, {"the pool's tile", 2, was, now}} {
		if got := table.slid(c.m, c.to, start); got != c.from {
			t.Errorf("%s shows at %v as the phase ends, not at its old place %v", c.what, got, c.from)
		}
		mid := table.slid(c.m, c.to, start+30)
		if mid == c.from || mid == c.to || mid.X >= c.from.X || mid.X <= c.to.X {
			t.Errorf("%s at %v half-way is not on its way from %v to %v", c.what, mid, c.from, c.to)
		}
		if got := table.slid(c.m, c.to, start+60); got != c.to {
			t.Errorf("%s at %v once the slide is over, not at %v", c.what, got, c.to)
		}
	}
	if !table.closing.gaps {
		t.Error("no caption says why the cards move")
	}
	table.markMonsters(st) // the next tick lays no new slide
	if table.closing.start != start {
		t.Error("the slide started again on the next tick")
	}
}
