package dieinthedungeon

import (
	dd "github.com/herotable/herotable/engine/dieinthedungeon"
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
//
// With no fight and no roll the map moves right against the table's
// edge while the recap shows (mapAside), its tiles as large, and the
// recap takes the room it leaves: 404 px wide it wrapped the Duel's lines
// and left out the start of the other creature's turn, "(…)" (play-test
// 38 #3); wider, a whole turn fits.
func (t *Table) RecapArea() layout.Rect {
	r := layout.Rect{X: CreatureBoard.X, Y: CreatureBoard.Y, W: CreatureBoard.W, H: Inventory.Bottom() - CreatureBoard.Y}
	if t.q != nil && t.mapArea() == MapTall {
		r.W = max(r.W, min(recapMaxW, mapAside(&dd.Maps[t.q.Shown.Map]).X-8-r.X))
	}
	return r
}

// recapMaxW is the widest the recap gets: the core's own width.
const recapMaxW = 560

// mapAside is MapTall with map m against its right edge, its tiles as
// large as in MapTall: where it lies while the recap shows.
func mapAside(m *dd.Map) layout.Rect {
	w := tileSideIn(MapTall, m)*float64(m.Cols) + 20
	return layout.Rect{X: MapTall.Right() - w, Y: MapTall.Y, W: w, H: MapTall.H}
}

var _ tablekit.RecapPlacer = (*Table)(nil)
