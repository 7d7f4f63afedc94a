package dieinthedungeon

import (
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/tablekit"
)

// RecapArea: over the table's right side, above the log and clear of the
// prompt bar. Standing on the log's foot, the recap (wider than the log)
// covered the prompt's buttons: "Explore the Barbarian's Pa…" was cut
// (play-test 29 #6).
func (t *Table) RecapArea() layout.Rect {
	const w = 560
	return layout.Rect{X: LogRect.Right() - w, Y: MapArea.Y, W: w, H: LogRect.Y - 8 - MapArea.Y}
}

var _ tablekit.RecapPlacer = (*Table)(nil)
