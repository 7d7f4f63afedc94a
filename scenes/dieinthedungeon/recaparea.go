package dieinthedungeon

import (
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/tablekit"
)

// RecapArea: over the creature's own column (its board, cards and
// inventory), top to foot. The map, the party, the prompt and the log stay
// in view, which the next decision needs: over the right side the recap
// hid the party and half the map just when the player planned a move
// (play-test 35 #4, play-test 32 #11); standing on the log's foot it cut
// the prompt's buttons (play-test 29 #6). The creature's Time and Health
// still show in the top bar; a click or key closes the recap.
func (t *Table) RecapArea() layout.Rect {
	return layout.Rect{X: CreatureBoard.X, Y: CreatureBoard.Y, W: CreatureBoard.W, H: Inventory.Bottom() - CreatureBoard.Y}
}

var _ tablekit.RecapPlacer = (*Table)(nil)
