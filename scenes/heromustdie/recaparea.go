package heromustdie

import (
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/tablekit"
)

// RecapArea: none. Over the floors it covered the dungeon just as a
// party arrived, and over the log it covered the seat panels, the
// viewer's gold among them; the log marks where the news begins ("since
// your last move") and scrolls back through it (play-tests 3 and 4).
func (t *Table) RecapArea() layout.Rect { return layout.Rect{} }

var _ tablekit.RecapPlacer = (*Table)(nil)
