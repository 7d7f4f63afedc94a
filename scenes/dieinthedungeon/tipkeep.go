package dieinthedungeon

import (
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/tablekit"
)

// TipKeep is what a tooltip should leave clear besides the next click's
// places (tablekit.TipKeeper): the dice tray, whose roll and verdict the
// player reads while choosing the next attack or boost, and the prompt's
// words.
func (t *Table) TipKeep() []layout.Rect { return []layout.Rect{DiceTray, PromptBar} }

var _ tablekit.TipKeeper = (*Table)(nil)
