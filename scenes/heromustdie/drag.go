package heromustdie

import (
	"math"
	"slices"

	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/ui"
)

// Sending defenders by dragging (§10): the defender picks a monster up
// from the "not sent" row and drops it on his line. The engine puts each
// monster sent behind those already sent (the first sent fights at the
// front) and a monster sent stays where it stands, so the line takes the
// card at its back, the one free place: that is where the drop shows it
// going, wherever on the line it is let go. A click still sends it too.

// FightLine is where a dragged monster may be dropped: the defenders'
// row.
var FightLine = layout.Rect{X: CombatRect.X + 440, Y: CombatRect.Y + 268, W: CombatRect.W - 450, H: 184}

// dragMin is how far the pointer must move, held down, for a press to be
// a drag rather than a click.
const dragMin = 6

// drag is a monster card being dragged to the line.
type drag struct {
	on       bool // a reserve card is held
	moving   bool // and has moved far enough to be a drag
	card     int8
	from, at layout.Point
}

// updateDrag follows a drag from the reserve to the line; dropped on the
// line, the card is sent. It reports whether the table must be drawn
// again. It runs before the controls, so that a drag's release is not
// also a click on what lies under it.
func (t *Table) updateDrag(ctx *scenes.Context) bool {
	d := &t.drag
	st := t.q.Shown
	if !t.Mine() || st.Stage != hmd.StSend || !t.fightShown() {
		was := d.on
		*d = drag{}
		return was
	}
	switch {
	case ctx.PressFree():
		for i, m := range t.reserve(st) {
			if m >= 0 && FightReserve(i).Contains(ctx.Mouse) && sendable(t.cmds, m) {
				*d = drag{on: true, card: m, from: ctx.Mouse, at: ctx.Mouse}
			}
		}
	case d.on && ctx.Down:
		d.at = ctx.Mouse
		if math.Hypot(d.at.X-d.from.X, d.at.Y-d.from.Y) >= dragMin {
			d.moving = true
		}
		return d.moving && ctx.Moved
	case d.on && ctx.Released:
		moved := d.moving
		card := d.card
		*d = drag{}
		if !moved {
			return false // a click: the card's spot sends it
		}
		ctx.TakeClick()
		if FightLine.Contains(ctx.Mouse) {
			t.PlayLater(hmd.Act(hmd.KSend, int(card)))
		}
		return true
	}
	return false
}

// sendable reports whether monster m may be sent now.
func sendable(cmds []Command, m int8) bool {
	return slices.ContainsFunc(cmds, func(c Command) bool { return c.Kind == hmd.KSend && c.Arg == int(m) })
}

// dragged reports whether reserve card m is being dragged (it is drawn at
// the pointer, not in the row).
func (t *Table) dragged(m int8) bool { return t.drag.on && t.drag.moving && t.drag.card == m }

// drawDrag draws the free place at the back of the line and, held at the
// pointer, the card being dragged.
func (t *Table) drawDrag(c *ui.Canvas, st *hmd.State) {
	d := &t.drag
	if !d.on || !d.moving || st.Stage != hmd.StSend {
		return
	}
	n := len(st.Fight.Monsters)
	slot := FightMonster(n)
	over := FightLine.Contains(d.at)
	c.RoundStroke(FightLine, 12, 1.5, ui.Fade(ui.Gold, 0.35))
	a := 0.45
	if over {
		a = 0.9 + 0.1*math.Sin(float64(t.Now)/5)
		c.Glow(slot, 1)
	}
	c.RoundRect(slot, 8, ui.Fade(ui.Gold, 0.18*a))
	c.RoundStroke(slot, 8, 3, ui.Fade(ui.Gold, a))
	words := "Front"
	if n > 0 {
		words = "Behind the " + hmd.Monsters[st.Fight.Monsters[n-1].Card].Name
	}
	c.Paragraph(words, ui.Style{Font: ui.Bold, Size: 12}, slot.InsetXY(8, slot.H/2-20), ui.Center, ui.Fade(ui.Cream, a))
	w, h := 84.0, 118.0
	if over {
		w, h = fightCardW, fightCardH
	}
	c.RoundRect(layout.Centered(d.at.X+6, d.at.Y+8, w, h), 8, ui.Fade(ui.Dim, 0.5))
	drawCard(c, monsterSprite(d.card), hmd.Monsters[d.card].Name, layout.Centered(d.at.X, d.at.Y, w, h), 1)
}

// sendTip is what a reserve card's tooltip says about sending it.
func sendTip(st *hmd.State) string {
	tip := "Drag it onto your line, or click it, to send it to defend. It joins the line at the back"
	if n := len(st.Fight.Monsters); n > 0 {
		tip += ", behind the " + hmd.Monsters[st.Fight.Monsters[n-1].Card].Name
	} else {
		tip += " (the first sent fights at the front)"
	}
	return tip + ": monsters already sent keep their places, so send your front fighter first."
}
