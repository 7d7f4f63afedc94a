package dieinthedungeon

import (
	"testing"

	"github.com/herotable/herotable/scenes/scenetest"
)

// A right-click on a map tile zooms on the tile itself, drawn large, with
// its words.
func TestRightClickZoomsOnATile(t *testing.T) {
	table := New(scenetest.NewSession(t, "dieinthedungeon", "human", 3, "map=map1"))
	h := scenetest.Settled(t, table, &table.Core)
	sp, z := scenetest.ZoomOn(t, h, &table.Core, func(s *spot) bool { return s.Key.Kind == AtTile && s.Hint != "" })
	if z == nil || z.Key != sp.Key || table.PicAspect(z) != 1 {
		t.Fatalf("a right-click on tile %d zoomed on %+v", sp.Key.I, z)
	}
}
