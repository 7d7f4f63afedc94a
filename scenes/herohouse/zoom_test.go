package herohouse

import (
	"testing"

	"github.com/herotable/herotable/scenes/scenetest"
	"github.com/herotable/herotable/scenes/ui"
)

// A right-click on a card in the viewer's hand zooms on that card, drawn
// large, with its words.
func TestRightClickZoomsOnACard(t *testing.T) {
	s := scenetest.NewSession(t, "herohouse", "human,greedy", 3, "")
	table := New(s)
	h := scenetest.Settled(t, table, &table.Core)
	for _, sp := range table.Spots.Order {
		if sp.Thing < 0 || sp.Hint == "" {
			continue
		}
		h.Frame(t, ui.Frame{Mouse: sp.Rect.Center(), Inspect: true})
		z := table.Zoomed()
		if z == nil || z.Thing != sp.Thing || table.PicAspect(z) == 0 {
			t.Fatalf("a right-click on card %d zoomed on %+v", sp.Thing, z)
		}
		return
	}
	t.Fatal("no card with words on the table")
}
