package heromustdie

import (
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/tablekit"
)

// RecapArea: the recap goes over the dungeon's floors. The log is a few
// rows under the seat panels, and a recap grown up from it covered the
// panels, the viewer's own gold and slaves among them, while they chose
// what to pay with; the floors matter to no decision that follows the
// others' moves before the recap has been read or clicked away.
func (t *Table) RecapArea() layout.Rect {
	top, bottom := FloorRect(1), FloorRect(5)
	return layout.Rect{X: top.X, Y: top.Y, W: top.W, H: bottom.Bottom() - top.Y}
}

var _ tablekit.RecapPlacer = (*Table)(nil)
