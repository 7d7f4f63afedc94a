package herohouse

import (
	"github.com/herotable/herotable/scenes"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/ui"
)

// A hand whose treasure is empty decides nothing more (no seat can score
// in it, and nothing carries over), yet it is played out by the rules
// (R25). Play-test 33 took turns for a minute in one with nothing left to
// win; play-test 36 had to take a forced monster go after its own house
// emptied the treasure. Finish the hand plays the viewer's moves for
// them, as a greedy bot would, until the hand ends; the others' moves
// already show quicker.

// finishRect is the Finish the hand button's place: the top bar's right,
// left of undo, clear of the bar's words.
var finishRect = layout.Rect{X: barUndo.X - 146, Y: 3, W: 140, H: 22}

// refreshFinish shows the button while the viewer decides in such a hand.
func (t *Table) refreshFinish() {
	b := t.buttons.finish
	b.Hidden = t.finishing || !t.Mine() || !nothingToWin(t.q.Board) || t.forcedLastGo()
	b.Tooltip = finishTip(t.q.Board)
	b.Rect = finishRect
}

// finishStep plays the viewer's next move for them while finishing: one
// move at a time, when the table is at rest.
func (t *Table) finishStep(ctx *scenes.Context) {
	switch forced := t.forcedLastGo(); {
	case !forced:
		t.lastGoAt = 0
	case t.lastGoAt == 0:
		t.lastGoAt = t.Now
	default:
		t.finishing = t.finishing || t.Now-t.lastGoAt >= ctx.Frames(lastGoBeat)
	}
	if !t.finishing {
		return
	}
	if t.q.Waiting() != nil || !nothingToWin(t.q.Board) && !t.Busy() {
		t.finishing = false // the hand is over: the next is the player's
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

// lastGoBeat is how long, in ticks at normal speed, a forced last go waits, said, before
// it is played for the player: long enough to see what it is.
const lastGoBeat = 75

// forcedLastGo reports whether the viewer's decision now is a monster's
// last go that can win nothing: everyone else is out and the treasure is
// empty, so the hand ends after it whatever it is. It plays itself, after
// a beat (play-test 36: a wasted click once their own house had emptied
// the treasure).
func (t *Table) forcedLastGo() bool {
	b := t.q.Board
	return t.Mine() && !t.Busy() && nothingToWin(b) && t.monsterMoment(b) == monsterLast
}

// newFinish makes the button.
func (t *Table) newFinish() *ui.Button {
	b := ui.NewButton(finishRect, "Finish the hand", func() {
		t.finishing = true
		t.refreshFinish()
	})
	b.Style, b.Hidden, b.NoKey = ui.Small, true, true
	return b
}

// finishTip is the button's tooltip on board b.
func finishTip(b *Board) string {
	if decided(b) {
		return "Nothing is left to win, and the game ends with this hand: your moves are played for you until it ends."
	}
	return "The treasure is empty: nothing is left to win in this hand. Your moves are played for you until it ends."
}
