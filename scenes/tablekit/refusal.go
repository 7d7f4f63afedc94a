package tablekit

import (
	"unicode/utf8"

	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/stage"
	"github.com/herotable/herotable/scenes/ui"
)

// A click that plays nothing says why, briefly, by the pointer: not the
// viewer's turn, not a choice now, or the move the engine refused.

// Refuser is a table that says in its own words why a click on spot s
// does nothing now ("" to leave it to the core).
type Refuser[K comparable] interface {
	Refusal(s *Spot[K]) string
}

// note is a short word by the pointer, fading after noteTicks.
type note struct {
	text string
	at   layout.Point
	tick int
}

const noteTicks = 100

// noteW is the widest a note gets before it wraps.
const noteW = 520

// life is how long the note shows: longer for longer words, read at
// about twenty letters a second.
// A long one stays ten seconds at most (play-test 26 read a creature's
// whole board said so as pinned), and the next press closes it.
func (n note) life() int { return min(max(noteTicks, 60+3*utf8.RuneCountInString(n.text)), noteMost) }

const noteMost = 600

var noteStyle = ui.Style{Font: ui.Bold, Size: 14}

// skipEcho is how long after a skip, in ticks, a click that plays nothing
// is taken as more skipping and said nothing of: half a second.
const skipEcho = 30

// refuse notes why a click at the pointer played nothing: it was on a
// spot that offers nothing now (while the table is at rest and the game
// goes on).
func (c *Core[K]) refuse(ctx *stage.Context) {
	if !ctx.Click() || c.Busy() || c.S.Over() || c.Log.Open {
		return
	}
	if c.Group.CalmAt(ctx.Tick) || c.skippedAt > 0 && ctx.Tick-c.skippedAt < skipEcho {
		// A click as a long showing ended, or just after a click skipped
		// one, meant to skip it, not to choose: no refusal says otherwise
		// (play-tests 31 and 34).
		return
	}
	if b, ok := c.Group.Hovered().(*ui.Button); ok && b.Disabled && b.Tip() != "" {
		c.say(ctx, b.Tip()) // a greyed button's tooltip says why it is off
		return
	}
	s := c.spotAt(ctx.Mouse)
	if s == nil && c.Group.Hovered() == nil && !c.Log.Small.Rect.Contains(ctx.Mouse) {
		if why := c.notYours(); why != "" {
			c.say(ctx, why) // a click while another seat plays is not lost silently
		}
		return
	}
	if s == nil || s.Live {
		return
	}
	if why := c.refusal(s); why != "" {
		c.say(ctx, why)
	}
}

// notYours is why no click plays now, "" when the viewer decides.
func (c *Core[K]) notYours() string {
	who := c.S.Current()
	switch {
	case c.S.Watching():
		return "You are watching the bots play."
	case c.S.BotTurn():
		return "Not now: " + c.S.Name(who) + " is thinking."
	case !c.Decides():
		return "Not now: it is " + c.S.Name(who) + "'s turn."
	}
	return ""
}

// refusal is why a click on s does nothing now.
func (c *Core[K]) refusal(s *Spot[K]) string {
	if why := c.notYours(); why != "" {
		return why
	}
	if r, ok := c.own.(Refuser[K]); ok {
		if why := r.Refusal(s); why != "" {
			return why
		}
	}
	for _, o := range c.Spots.Order {
		if o.Glow {
			return "Not a choice now: click a glowing place."
		}
	}
	return "Not a choice now: choose with the prompt's buttons."
}

// say shows text by the pointer for a moment.
func (c *Core[K]) say(ctx *stage.Context, text string) {
	c.note = note{text: text, at: ctx.Mouse, tick: ctx.Tick}
	ctx.Redraw()
}

// Say shows text by the pointer for a moment: a table's own keys refused
// say why there, as a refused click does.
func (c *Core[K]) Say(ctx *stage.Context, text string) { c.say(ctx, text) }

// noteShows reports whether the note is drawn this tick or was the last.
func (c *Core[K]) noteShows(tick int) bool {
	return c.note.text != "" && tick-c.note.tick <= c.note.life()
}

// Said is the word shown by the pointer now, "" if none (tests).
func (c *Core[K]) Said(tick int) string {
	if c.note.text == "" || tick-c.note.tick >= c.note.life() {
		return ""
	}
	return c.note.text
}

// drawNote draws the note by the pointer, fading out at its end, inside
// the screen.
func (c *Core[K]) drawNote(cv *ui.Canvas, tick int) {
	n := c.note
	age := tick - n.tick
	if n.text == "" || age < 0 || age >= n.life() {
		return
	}
	a := min(1, float64(n.life()-age)/20)
	lines, r := c.noteBox()
	lh := ui.LineHeight(noteStyle)
	cv.RoundRect(r, 6, ui.Fade(ui.DarkWood, 0.95*a))
	for i, l := range lines {
		cv.Text(l, noteStyle, r.X+12, r.Y+5+(float64(i)+0.5)*lh, ui.Left, ui.Fade(ui.Cream, a))
	}
}

// noteBox is the refusal's words, wrapped, and their box: placed as a
// tooltip is, by the pointer and clear of what the table keeps in view
// (the prompt's words, which it covered).
func (c *Core[K]) noteBox() ([]string, layout.Rect) {
	lines := ui.Wrap(c.note.text, noteStyle, noteW)
	w := 0.0
	for _, l := range lines {
		w = max(w, ui.Measure(l, noteStyle))
	}
	h := float64(len(lines))*ui.LineHeight(noteStyle) + 10
	return lines, ui.TipPlaceFirst(layout.Rect{W: w + 24, H: h}, c.note.at, c.tipFirst(), c.tipKeep())
}
