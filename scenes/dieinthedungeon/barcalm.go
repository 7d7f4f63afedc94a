package dieinthedungeon

import (
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/stage"
	"github.com/herotable/herotable/scenes/ui"
)

// A button that takes the place of another that meant something else
// would take a click meant for the old one: play-test 32 clicked Twist
// Fate, then where "End Ability step" had been, and the click landed on a
// new "Twist Fate: reroll". When the bar comes back with a place meaning
// another choice, a press in its first moments is no choice (ui.Group.Calm).

// barCalm is how long a changed bar takes no press, in ticks.
const barCalm = 30

// seenButton is a button of the last bar the viewer saw: where, and what
// it said.
type seenButton struct {
	Rect  layout.Rect
	Label string
}

// barMoved reports whether a button of now lies where one of seen said
// something else.
func barMoved(seen []seenButton, now []*ui.Button) bool {
	for _, b := range now {
		if movedUnder(seen, b) {
			return true
		}
	}
	return false
}

// movedUnder reports whether button b lies where one of seen said
// something else.
func movedUnder(seen []seenButton, b *ui.Button) bool {
	for _, s := range seen {
		if s.Label != b.Label && overlaps(s.Rect, b.Rect) {
			return true
		}
	}
	return false
}

// overlaps reports whether two rectangles share some area.
func overlaps(a, b layout.Rect) bool {
	return a.X < b.Right() && b.X < a.Right() && a.Y < b.Bottom() && b.Y < a.Bottom()
}

// Tick calms the bar as it comes back changed (barMoved) under the
// pointer, once the showing has ended and the viewer decides: wherever
// the pointer went since (the group's own Grace asks it to rest).
func (t *Table) Tick(ctx *stage.Context, _ bool) bool {
	t.autoContinue(ctx)
	if !t.barMoved || t.q.Busy() || !t.Mine() || len(t.buttons) == 0 {
		return false
	}
	t.barMoved = false
	for _, b := range t.buttons {
		if b.Rect.Contains(ctx.Mouse) && movedUnder(t.seenBefore, b) {
			t.Group.Calm(ctx.Tick + barCalm)
		}
	}
	return false
}
