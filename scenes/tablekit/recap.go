package tablekit

import (
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/stage"
	"github.com/herotable/herotable/scenes/ui"
)

// Since your last turn: when the others have made several moves since the
// viewer's last one, the viewer's next decision opens on a short recap of
// them, read back from the log. It does not stand in the way: a click on it
// closes it, a click anywhere else closes it and plays on, as does any key
// but Enter, Space and Esc (which only close it); left alone, with the
// pointer elsewhere, it goes after ten seconds.

// RecapFrom is how many moves by the others since the viewer's last one
// open a recap.
const RecapFrom = 3

// recapRows is how many log lines a recap shows at most (the latest).
const recapRows = 12

var (
	recapTitle = ui.Style{Font: ui.Bold, Size: 18}
	recapLine  = ui.Style{Font: ui.Regular, Size: 14}
)

// recap is the recap showing, if any.
type recap struct {
	lines   []LogLine
	earlier int // lines left out before them
	moves   int // the others' moves it tells of
	rows    []recapRow
	panel   layout.Rect
	since   int // the tick it opened
}

// recapTicks is how long a recap stays when the pointer is not on it: it
// covers part of the table (a seat's panel), and the log keeps it all.
const recapTicks = 600

type recapRow struct {
	text string
	seat engine.Player
	dot  bool // the line's first row: its seat's dot
}

const recapW, recapPad = 560.0, 24.0

// lay wraps the recap's lines and places its panel over the table's log,
// which it tells more of, its foot on the log's: clear of the hand, the
// board's middle and the prompt, which tables keep apart from their log
// (in the middle of the table if it has none).
func (r *recap) lay(log layout.Rect) {
	lh := ui.LineHeight(recapLine)
	for _, l := range r.lines {
		for i, s := range ui.Wrap(l.Text, recapLine, recapW-2*recapPad-20) {
			r.rows = append(r.rows, recapRow{s, l.Player, i == 0 && l.Player >= 0})
		}
	}
	h := recapPad + 30 + float64(len(r.rows))*lh + 16 + 22 + recapPad
	if r.earlier > 0 {
		h += lh
	}
	r.panel = layout.Centered(layout.Width/2, layout.Height/2, recapW, h)
	if !log.Empty() {
		x := min(max(log.X+log.W/2-recapW/2, 8), layout.Width-8-recapW)
		y := max(log.Bottom()-h, 8)
		r.panel = layout.Rect{X: x, Y: y, W: recapW, H: h}
	}
}

// startRecap opens a recap when the viewer's decision begins after
// RecapFrom or more moves by the others (the last done at log length n;
// after an undo the log is shorter than when the last recap was
// considered, and none opens).
func (c *Core[K]) startRecap(ctx *stage.Context) {
	n := len(c.S.Match.Log)
	if n <= c.recapAt || c.S.Watching() {
		c.recapAt = n
		return
	}
	c.recapAt = n
	last := -1
	for i := n - 1; i >= 0; i-- {
		if c.S.Match.Log[i].Player == c.Viewer {
			last = i
			break
		}
	}
	moves := n - 1 - last
	if last < 0 || moves < RecapFrom {
		return
	}
	var lines []LogLine
	for _, l := range c.lines {
		if l.Entry > last {
			lines = append(lines, l)
		}
	}
	r := &recap{lines: lines, moves: moves}
	if len(lines) > recapRows {
		r.earlier = len(lines) - recapRows
		r.lines = lines[r.earlier:]
	}
	r.since = ctx.Tick
	r.lay(c.Log.Small.Rect)
	c.recap = r
	c.Layer.Invalidate()
	ctx.Redraw()
}

// Recapping reports whether a recap shows (tests).
func (c *Core[K]) Recapping() bool { return c.recap != nil }

// RecapPanel is where the recap shows, if it does (tests).
func (c *Core[K]) RecapPanel() layout.Rect {
	if c.recap == nil {
		return layout.Rect{}
	}
	return c.recap.panel
}

// closeRecap closes the recap on a click, Enter, Space or Esc, and on any
// other key, which then goes on to the table (1–9 or Z: the player knows
// what they want). A click on the recap does nothing else, and the table
// under it takes no input while the pointer is there; a click beside it
// goes on to the table. It reports whether it took the input.
func (c *Core[K]) closeRecap(ctx *stage.Context) bool {
	if c.recap == nil {
		return false
	}
	on := c.recap.panel.Contains(ctx.Mouse)
	closing := on && ctx.TakeClick() || ctx.TakeKey(ebiten.KeyEnter) || ctx.TakeKey(ebiten.KeySpace) || ctx.TakeKey(ebiten.KeyEscape)
	if closing || ctx.Click() || len(ctx.Keys) > 0 || !on && ctx.Tick-c.recap.since > recapTicks {
		c.recap = nil
		c.Layer.Invalidate()
		ctx.Redraw()
	}
	if !closing && (!on || len(ctx.Keys) > 0) {
		return false
	}
	ctx.Block()
	return true
}

// drawRecap draws the recap in the middle of the table: a title, the
// others' moves as the log tells them, each by its seat's colour.
func (c *Core[K]) drawRecap(cv *ui.Canvas) {
	r := c.recap
	if r == nil {
		return
	}
	lh := ui.LineHeight(recapLine)
	panel := r.panel
	cv.Panel(panel)
	x, y := panel.X+recapPad, panel.Y+recapPad
	cv.TextIn(fmt.Sprintf("Since your last turn: %d moves", r.moves), recapTitle, layout.Rect{X: x, Y: y, W: recapW - 2*recapPad, H: 26}, ui.Left, ui.Ink)
	y += 30
	if r.earlier > 0 {
		cv.Text(fmt.Sprintf("… %d earlier lines in the log", r.earlier), recapLine, x+20, y+lh/2, ui.Left, ui.InkSoft)
		y += lh
	}
	for _, rw := range r.rows {
		if rw.dot {
			var ink color.Color = ui.InkSoft
			if c.Log.Inks != nil {
				ink = c.Log.Inks(int(rw.seat))
			}
			cv.Circle(x+6, y+lh/2, 5, ink)
		}
		cv.Text(rw.text, recapLine, x+20, y+lh/2, ui.Left, ui.Ink)
		y += lh
	}
	cv.Text("Click here to close it, or just play on", ui.Style{Font: ui.Bold, Size: 14}, panel.X+recapW/2, panel.Bottom()-recapPad-8, ui.Center, ui.InkSoft)
}
