package dieinthedungeon

import (
	"math"
	"testing"

	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/prefs"
)

// A Far Sight number on a tile whose face the viewer has seen lies clear
// of the name plaque, inside the tile, for every tile on every map slot
// (play-test 23 #6: "5ossroads Chapel", the number over the first letter);
// the window scales the table as one, so clear here is clear at any size.
func TestFarSightNumberClearsTheNamePlaque(t *testing.T) {
	_, table, _ := newTable(t, "human", 1, "map=map1", prefs.Instant)
	table.Viewer = 0 // the seat looking (the core sets it when the table is entered)
	base := table.state().Clone().(*dd.State)
	tried := 0
	for mi := range dd.Maps {
		m := &dd.Maps[mi]
		st := base.Clone().(*dd.State)
		st.Map = mi
		st.Slots = make([]dd.Cell, len(m.Slots))
		for i := range m.Slots {
			r := TileRect(m, i)
			for tile := range dd.Tiles {
				if dd.Tiles[tile].Kind == dd.StartTile {
					continue
				}
				st.Slots[i] = dd.Cell{Tile: tile, Peek: 1 << table.Viewer}
				cx, cy := farNumberAt(table, st, m, i)
				band, _, _ := plaque(m.Slots[i], dd.Tiles[tile], r.Inset(4))
				// The circle's nearest point to the plaque.
				nx, ny := math.Max(band.X, math.Min(cx, band.Right())), math.Max(band.Y, math.Min(cy, band.Bottom()))
				if math.Hypot(cx-nx, cy-ny) < farNumberR {
					t.Fatalf("map %d slot %d, %s: the number at (%.0f, %.0f) covers the plaque %v", mi, i, dd.Tiles[tile].Name, cx, cy, band)
				}
				if cx-farNumberR < r.X || cx+farNumberR > r.Right() || cy+farNumberR > r.Bottom() {
					t.Fatalf("map %d slot %d, %s: the number at (%.0f, %.0f) leaves the tile %v", mi, i, dd.Tiles[tile].Name, cx, cy, r)
				}
				tried++
			}
		}
	}
	if tried == 0 {
		t.Fatal("no tile tried")
	}
}
