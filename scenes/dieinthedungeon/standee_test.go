package dieinthedungeon

import (
	"testing"

	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/layout"
)

// A standee stands clear of its tile's name, on every map at both of its
// sizes, and inside the tile (the relayout for play-test 32 drew two-line
// names the standee's head hid).
func TestStandeesLeaveTheNameClear(t *testing.T) {
	for mi := range dd.Maps {
		m := &dd.Maps[mi]
		st := &dd.State{Map: mi, Slots: make([]dd.Cell, len(m.Slots))}
		for tile, tl := range dd.Tiles {
			if tl.Kind == dd.StartTile {
				continue
			}
			st.Slots[0] = dd.Cell{Open: true, Tile: tile}
			for _, r := range []func(*dd.Map, int) layout.Rect{TileRect, FightTileRect} {
				tr := r(m, 0)
				y := standeeY(st, m, 0, tr)
				band, lines, _ := plaque(m.Slots[0], tl, tr.Inset(1))
				if len(lines) > 0 && y-30 < band.Bottom() {
					t.Fatalf("%s, %s at %.0f px: the standee's head at %.0f is over the name down to %.0f", m.ID, tl.Name, tr.W, y-30, band.Bottom())
				}
				if y+26 > tr.Bottom() {
					t.Fatalf("%s, %s at %.0f px: the standee's foot at %.0f is under the tile's %.0f", m.ID, tl.Name, tr.W, y+26, tr.Bottom())
				}
			}
		}
	}
}
