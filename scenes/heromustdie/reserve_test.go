package heromustdie

import (
	"testing"

	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/layout"
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
	// Every tile writes its name in the same face after its family badge
	// (pt22: the Skeleton Archer's was smaller, its badge in the values'
	// row), whole: a name too long for it has a shorter one.
	for level, r := range map[int8]layout.Rect{5: FightReserve(0), 2: PoolCard(0, 4)} { // the pool holds levels 1 and 2
		w := poolNameBox(r).W
		for m := range hmd.Monsters {
			if hmd.Monsters[m].Level > level {
				continue
			}
			if name := tileName(int8(m), w); ui.Measure(name, poolName) > w {
				t.Errorf("the %s's name %q does not fit a %.0f px tile at %v px", hmd.Monsters[m].Name, name, r.W, poolName.Size)
			}
		}
	}
	if poolName.Size < ui.MinTextPx || poolValue.Size < ui.MinTextPx {
		t.Errorf("the tiles' words are under %v px", ui.MinTextPx)
	}
}
