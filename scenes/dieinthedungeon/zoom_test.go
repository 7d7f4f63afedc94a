package dieinthedungeon

import (
	"testing"

	"github.com/herotable/herotable/scenes/scenetest"
	"github.com/herotable/herotable/scenes/ui"
)

// A right-click on a map tile zooms on the tile itself, drawn large, with
// its words.
func TestRightClickZoomsOnATile(t *testing.T) {
	s := scenetest.NewSession(t, "dieinthedungeon", "human", 3, "map=map1")
	table := New(s)
	h := scenetest.Settled(t, table, &table.Core)
	for _, sp := range table.Spots.Order {
		if sp.Key.Kind != AtTile || sp.Hint == "" {
			continue
		}
		h.Frame(t, ui.Frame{Mouse: sp.Rect.Center(), Inspect: true})
		z := table.Zoomed()
		if z == nil || z.Key != sp.Key || table.PicAspect(z) != 1 {
			t.Fatalf("a right-click on tile %d zoomed on %+v", sp.Key.I, z)
		}
		return
	}
	t.Fatal("no tile with words on the map")
}
