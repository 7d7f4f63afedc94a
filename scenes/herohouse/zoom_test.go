package herohouse

import (
	"testing"

	"github.com/herotable/herotable/scenes/scenetest"
	"github.com/herotable/herotable/scenes/tablekit"
)

// A right-click on a card zooms on that card, drawn large, with its words.
func TestRightClickZoomsOnACard(t *testing.T) {
	table := New(scenetest.NewSession(t, "herohouse", "human,greedy", 3, ""))
	h := scenetest.Settled(t, table, &table.Core)
	sp, z := scenetest.ZoomOn(t, h, &table.Core, func(s *tablekit.Spot[spotKey]) bool { return s.Thing >= 0 && s.Hint != "" })
	if z == nil || z.Thing != sp.Thing || table.PicAspect(z) == 0 {
		t.Fatalf("a right-click on card %d zoomed on %+v", sp.Thing, z)
	}
}
