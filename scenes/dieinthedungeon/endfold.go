package dieinthedungeon

import (
	"github.com/herotable/herotable/scenes"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/ui"
)

// The result panel folds away to show the final board, and comes back
// (play-test 32 #13: the victory popup could not be hidden to see the
// board): "See the board", then "Show the result", in one place in the
// prompt bar, where nothing else is asked once the game is over.
var (
	seeBoardRect  = layout.Rect{X: PromptButtons.X, Y: PromptButtons.Y + 4, W: 180, H: 30}
	showEndRect   = seeBoardRect
	seeBoardWords = "See the board"
	showEndWords  = "Show the result"
)

// foldButtons makes the panel's fold and unfold buttons.
func (e *endPanel) foldButtons() {
	see := ui.NewButton(seeBoardRect, seeBoardWords, func() { e.folded = true })
	see.Tooltip = "Fold the result away to look at the final board; the prompt bar brings it back."
	show := ui.NewButton(showEndRect, showEndWords, func() { e.folded = false })
	show.Tooltip, show.Primary = "The result: Glory, rematch, new game or title.", true
	e.see, e.show = ui.NewGroup(see), ui.NewGroup(show)
}

// Update runs the panel's buttons, or the unfold button while folded.
func (e *endPanel) Update(ctx *scenes.Context) {
	if e.folded {
		e.show.Update(ctx.Frame)
		return
	}
	e.see.Update(ctx.Frame)
	e.EndPanel.Update(ctx)
}

// Draw draws the panel, or only the unfold button while folded.
func (e *endPanel) Draw(c *ui.Canvas, ctx *scenes.Context) {
	if e.folded {
		e.show.Draw(c, ctx.Tick, ctx.Mouse)
		return
	}
	e.EndPanel.Draw(c, ctx)
	e.see.Draw(c, ctx.Tick, ctx.Mouse)
}

// Controls: while folded, the board's spots, so that its tooltips tell
// the final position.
func (e *endPanel) Controls() []ui.Control {
	if e.folded {
		return e.t.Spots.Controls()
	}
	return nil
}
