package dieinthedungeon

import (
	"testing"

	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/layout"
)

// A standee stands clear of its tile's name and effect, on every map at both of its
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
				sr := standeeRect(standeeAt(st, m, 0, tr))
				band, lines, _ := plaque(m.Slots[0], tl, tr.Inset(1))
				if len(lines) > 0 && sr.Y < band.Bottom() {
					t.Fatalf("%s, %s at %.0f px: the standee's head at %.0f is over the name down to %.0f", m.ID, tl.Name, tr.W, sr.Y, band.Bottom())
				}
				if sr.Bottom() > tr.Bottom() || sr.X < tr.X || sr.Right() > tr.Right() {
					t.Fatalf("%s, %s at %.0f px: the standee %v is not inside the tile %v", m.ID, tl.Name, tr.W, sr, tr)
				}
				// Nor over its effect's icon and trap label (play-test 35
				// #7: "Mi 6" and the Collapsing Tunnel's icon were hidden).
				if ink := effectInk(tr.Inset(1)); tl.Effect.Kind != dd.NoEffect && !sr.Intersect(ink).Empty() {
					t.Errorf("%s, %s at %.0f px: the standee %v is over the effect %v", m.ID, tl.Name, tr.W, sr, ink)
				}
			}
		}
	}
}
