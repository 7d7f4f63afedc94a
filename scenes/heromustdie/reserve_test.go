package heromustdie

import (
	"testing"

	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/ui"
)

// The defender's monsters not sent are tiles read at 1280×720: every
// monster's name fits whole at 12 px or more, and twelve tiles lie left
// of the line they are dragged to, above the overlay's buttons, apart.
func TestReserveTilesAreReadable(t *testing.T) {
	for i := range 12 {
		r := FightReserve(i)
		if !CombatRect.Contains(r.Center()) || r.Right() > FightLine.X || r.Bottom() > FightButtons.Y {
			t.Errorf("tile %d at %v leaves its place", i, r)
		}
		for j := range i {
			if !FightReserve(j).Intersect(r).Empty() {
				t.Errorf("tiles %d and %d overlap", j, i)
			}
		}
	}
	r := FightReserve(0)
	for _, m := range hmd.Monsters {
		if ui.Measure(m.Name, poolName) > r.W-24 && ui.Measure(m.Name, poolNameNarrow) > r.W-7 {
			t.Errorf("the %s's name does not fit a %.0f px tile at %v px", m.Name, r.W, poolNameNarrow.Size)
		}
	}
	if poolName.Size < ui.MinTextPx || poolNameNarrow.Size < ui.MinTextPx || poolValue.Size < ui.MinTextPx {
		t.Errorf("the tiles' words are under %v px", ui.MinTextPx)
	}
}
