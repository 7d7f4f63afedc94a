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
// them, read back from the log, until a click.

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
	c.recap = r
	c.Layer.Invalidate()
	ctx.Redraw()
}

// Recapping reports whether a recap shows (tests).
func (c *Core[K]) Recapping() bool { return c.recap != nil }

// closeRecap closes the recap on a click, Enter, Space or Esc, which does
// nothing else, and on any other key, which then goes on to the table (1–9
// or Z: the player knows what they want). While the recap shows, the table
// under it takes no input: it reports so.
func (c *Core[K]) closeRecap(ctx *stage.Context) bool {
	if c.recap == nil {
		return false
	}
	closing := ctx.TakeClick() || ctx.TakeKey(ebiten.KeyEnter) || ctx.TakeKey(ebiten.KeySpace) || ctx.TakeKey(ebiten.KeyEscape)
	if closing || len(ctx.Keys) > 0 {
		c.recap = nil
		c.Layer.Invalidate()
		ctx.Redraw()
	}
	if !closing && len(ctx.Keys) > 0 {
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
	const w, pad = 560.0, 24.0
	lh := ui.LineHeight(recapLine)
	type row struct {
		text string
		seat engine.Player
		dot  bool // the line's first row: its seat's dot
	}
	var rows []row
	for _, l := range r.lines {
		for i, s := range ui.Wrap(l.Text, recapLine, w-2*pad-20) {
			rows = append(rows, row{s, l.Player, i == 0 && l.Player >= 0})
		}
	}
	h := pad + 30 + float64(len(rows))*lh + 16 + 22 + pad
	if r.earlier > 0 {
		h += lh
	}
	panel := layout.Centered(layout.Width/2, layout.Height/2, w, h)
	cv.Fill(layout.Screen, ui.Fade(ui.Dim, 0.45))
	cv.Panel(panel)
	x, y := panel.X+pad, panel.Y+pad
	cv.TextIn(fmt.Sprintf("Since your last turn: %d moves", r.moves), recapTitle, layout.Rect{X: x, Y: y, W: w - 2*pad, H: 26}, ui.Left, ui.Ink)
	y += 30
	if r.earlier > 0 {
		cv.Text(fmt.Sprintf("… %d earlier lines in the log", r.earlier), recapLine, x+20, y+lh/2, ui.Left, ui.InkSoft)
		y += lh
	}
	for _, rw := range rows {
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
	cv.Text("Click to play on", ui.Style{Font: ui.Bold, Size: 14}, panel.X+w/2, panel.Bottom()-pad-8, ui.Center, ui.InkSoft)
}
