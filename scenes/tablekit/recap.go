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
	recapFoot  = ui.Style{Font: ui.Bold, Size: 14}
)

// recap is the recap showing, if any.
type recap struct {
	lines   []LogLine
	earlier int // lines left out before them
	rows    []recapRow
	panel   layout.Rect
	pad     float64
	since   int // the tick it opened
}

// recapTicks is how long a recap stays when the pointer is not on it: it
// covers part of the table, and the log keeps it all.
const recapTicks = 600

type recapRow struct {
	text string
	seat engine.Player
	dot  bool // the line's first row: its seat's dot
}

const recapW, recapPad = 560.0, 24.0

// RecapPlacer is a table that says where its recap goes: over what its
// decisions need least, when its log is too small to hold the recap.
type RecapPlacer interface{ RecapArea() layout.Rect }

// roomyLog: a log at least this high holds the recap itself.
const roomyLog = 300

// recapArea is where the recap goes (over: it fills that area's width,
// from its top): the table's own area, else its log when the log is
// roomy; else (over false) the recap sits with its foot on the log's.
func (c *Core[K]) recapArea() (area layout.Rect, over bool) {
	if rp, ok := c.own.(RecapPlacer); ok {
		return rp.RecapArea(), true
	}
	log := c.Log.Small.Rect
	return log, log.H >= roomyLog
}

// lay wraps the recap's lines and places its panel: filling area from its
// top when over (the latest lines that fit), else with its foot on area's
// (the table's log, which it tells more of: clear of the hand, the
// board's middle and the prompt, which tables keep apart from their log),
// in the middle of the table if there is no log.
func (r *recap) lay(area layout.Rect, over bool) {
	w := recapW
	if over {
		w = area.W
	}
	r.pad = recapPad
	if w < 400 {
		r.pad = 14 // a narrow log: room for the words
	}
	lh := ui.LineHeight(recapLine)
	rowsOf := func(l LogLine) []recapRow {
		var out []recapRow
		for i, s := range ui.Wrap(l.Text, recapLine, w-2*r.pad-20) {
			out = append(out, recapRow{s, l.Player, i == 0 && l.Player >= 0})
		}
		return out
	}
	height := func(rows int) float64 {
		h := r.pad + 30 + float64(rows)*lh + 16 + 22 + r.pad
		if r.earlier > 0 {
			h += lh
		}
		return h
	}
	var per [][]recapRow
	n := 0
	for _, l := range r.lines {
		per = append(per, rowsOf(l))
		n += len(per[len(per)-1])
	}
	for over && len(per) > 1 && height(n) > area.H {
		n -= len(per[0]) // the earliest line goes: the log keeps it
		per, r.lines = per[1:], r.lines[1:]
		r.earlier++
	}
	for _, rows := range per {
		r.rows = append(r.rows, rows...)
	}
	h := height(len(r.rows))
	switch {
	case over:
		r.panel = layout.Rect{X: area.X, Y: area.Y, W: w, H: h}
	case area.Empty():
		r.panel = layout.Centered(layout.Width/2, layout.Height/2, w, h)
	default:
		x := min(max(area.X+area.W/2-w/2, 8), layout.Width-8-w)
		y := max(area.Bottom()-h, 8)
		r.panel = layout.Rect{X: x, Y: y, W: w, H: h}
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
	r := &recap{lines: lines, since: ctx.Tick}
	if len(lines) > recapRows {
		r.earlier = len(lines) - recapRows
		r.lines = lines[r.earlier:]
	}
	r.lay(c.recapArea())
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
	x, y := panel.X+r.pad, panel.Y+r.pad
	// The title counts nothing: one move may tell several lines.
	cv.TextIn("Since your last turn", recapTitle, layout.Rect{X: x, Y: y, W: panel.W - 2*r.pad, H: 26}, ui.Left, ui.Ink)
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
	foot := "Click here to close it, or just play on"
	if ui.Measure(foot, recapFoot) > panel.W-2*r.pad {
		foot = "Click to close it"
	}
	cv.Text(foot, recapFoot, panel.X+panel.W/2, panel.Bottom()-r.pad-8, ui.Center, ui.InkSoft)
}
