package herohouse

import (
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/ui"
)

// A hand that decides nothing more (the treasure is empty and someone has
// the points: the game ends with it) is still played out by the rules
// (R25). Play-test 33 took turns for a minute in it with nothing left to
// win. Finish the hand plays the viewer's moves for them, as a greedy bot
// would, until the hand ends; the others' moves already show quicker.

// finishRect is the Finish the hand button's place: the top bar's right,
// left of undo, clear of the bar's words.
var finishRect = layout.Rect{X: barUndo.X - 146, Y: 3, W: 140, H: 22}

// refreshFinish shows the button while the viewer decides in such a hand.
func (t *Table) refreshFinish() {
	b := t.buttons.finish
	b.Hidden = t.finishing || !t.Mine() || !decided(t.q.Board)
	b.Rect = finishRect
}

// finishStep plays the viewer's next move for them while finishing: one
// move at a time, when the table is at rest.
func (t *Table) finishStep() {
	if !t.finishing {
		return
	}
	if !decided(t.q.Board) && !t.Busy() {
		t.finishing = false // the hand is over
		return
	}
	if !t.Mine() || t.Busy() {
		return
	}
	a, err := t.BotMove()
	if err != nil {
		t.Err, t.finishing = err.Error(), false
		return
	}
	t.Play(a)
}

// newFinish makes the button.
func (t *Table) newFinish() *ui.Button {
	b := ui.NewButton(finishRect, "Finish the hand", func() {
		t.finishing = true
		t.refreshFinish()
	})
	b.Style, b.Hidden, b.NoKey = ui.Small, true, true
	b.Tooltip = "Nothing is left to win, and the game ends with this hand: your moves are played for you until it ends."
	return b
}
