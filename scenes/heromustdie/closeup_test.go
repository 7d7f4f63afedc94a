package heromustdie

import (
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/ui"
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

// The close-up's caption stands clear of the row's cards and of every
// pool tile's name, whatever the pool holds (pt40 #10: it lay over the
// foot of the monster cards).
func TestTheCloseUpCaptionCoversNoName(t *testing.T) {
	table, _ := viewerAt(t, newSession(t, "human,greedy,greedy", 1))
	for n := 1; n <= poolMax; n++ {
		pool := make([]int8, n)
		for i := range pool {
			pool[i] = int8(i)
		}
		table.q.Pool.sync(pool, false)
		band := table.closeUpBand()
		for k := range 3 {
			if !band.Intersect(RowCard(k)).Empty() {
				t.Errorf("a pool of %d: the caption %v lies on the row's card %d %v", n, band, k, RowCard(k))
			}
		}
		for _, m := range pool {
			r, _ := table.q.Pool.rect(m)
			if name := poolNameBox(r); !band.Intersect(name).Empty() {
				t.Errorf("a pool of %d: the caption %v lies on %s's name %v", n, band, hmd.Monsters[m].Name, name)
			}
		}
		if band.Bottom() > MonsterPool.Bottom()+4 || band.Y < MonsterPool.Y {
			t.Errorf("a pool of %d: the caption %v leaves the pool %v", n, band, MonsterPool)
		}
	}
}

// As the pool closes up, the tiles that change rows slide under those
// that keep theirs, drawn first (pt40 #10: the Succubus, wrapping up a
// row, covered the Hellhound's name).
func TestTilesChangingRowsSlideUnder(t *testing.T) {
	table, _ := viewerAt(t, newSession(t, "human,greedy,greedy", 1))
	table.q.gainDur = 30
	st := table.q.Shown.Clone().(*hmd.State)
	st.Phase, st.MonsterRow, st.MonsterPool = hmd.PhAction, []int8{20, 21, 22}, []int8{0, 1, 2, 3, 4, 5, 6}
	table.markMonsters(st)
	table.closing = closeUp{}
	st.MonsterPool = []int8{0, 2, 3, 4, 5, 6} // the second tile hired: tile 4 goes up a row
	table.markMonsters(st)
	st.Phase = hmd.PhInvasion
	table.markMonsters(st)
	table.Now += 30         // half-way
	var wraps, keeps []int8 // the tiles changing rows, those sliding along theirs
	for _, c := range table.closing.cards {
		r, ok := table.q.Pool.rect(c.m)
		switch {
		case !ok:
		case table.changesRow(c.m, r):
			wraps = append(wraps, c.m)
		default:
			keeps = append(keeps, c.m)
		}
	}
	if len(wraps) == 0 || len(keeps) == 0 {
		t.Fatalf("tiles %v change rows, %v keep theirs: the test needs both", wraps, keeps)
	}
	var drawn []string
	stop := ui.AuditText(nil, func(d ui.Drawn) { drawn = append(drawn, d.Text) })
	table.drawMonsters(ui.NewCanvas(ebiten.NewImage(layout.Width, layout.Height), 1), st)
	stop()
	at := func(m int8) int {
		r, _ := table.q.Pool.rect(m)
		return slices.Index(drawn, tileName(m, poolNameBox(r).W))
	}
	for _, w := range wraps {
		for _, k := range keeps {
			if a, b := at(w), at(k); a < 0 || b < 0 || a > b {
				t.Errorf("the %s changing rows is drawn over the %s keeping its row", hmd.Monsters[w].Name, hmd.Monsters[k].Name)
			}
		}
	}
}
