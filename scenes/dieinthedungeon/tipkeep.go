package dieinthedungeon

import (
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/tablekit"
)

// TipKeep is what a tooltip should leave clear besides the next click's
// places (tablekit.TipKeeper): the dice tray's roll (its title, die,
// breakdown and verdict), which the player reads while choosing the next
// attack or boost, and the prompt's words. Only those, not the whole tray
// and prompt bar: a pointer inside a kept place sends the tooltip beside
// that place, and beside the whole bar or tray was the screen's far edge
// (play-test 14: the attack buttons' and the "In force" chips' tooltips
// opened bottom-left, over the cards).
func (t *Table) TipKeep() []layout.Rect {
	if t.trayFolded() {
		return []layout.Rect{TrayStrip, PromptText} // the map lies over the rest
	}
	return []layout.Rect{trayRoll, PromptText}
}

// trayRoll is the dice tray but its "In force" column.
var trayRoll = layout.Rect{X: DiceTray.X, Y: DiceTray.Y, W: TrayFx.X - DiceTray.X, H: DiceTray.H}

var _ tablekit.TipKeeper = (*Table)(nil)
