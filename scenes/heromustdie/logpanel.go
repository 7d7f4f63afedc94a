package heromustdie

import (
	"image/color"
	"math"

	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/ui"
)

// logPanel is the log region: the newest lines in a small panel, the wheel
// scrolling back, and the whole log in a large panel over the right side
// on demand.
type logPanel struct {
	rect   layout.Rect
	lines  []Line
	rows   []logRow
	scroll int // rows scrolled back from the newest
	open   bool
	full   ui.Log
	inks   func(p int) color.Color
}

type logRow struct {
	text  string
	line  int
	first bool
}

var (
	logStyle  = ui.Style{Font: ui.Regular, Size: 12}
	logBold   = ui.Style{Font: ui.Bold, Size: 12}
	logRowH   = 15.0
	logIndent = 12.0
)

func (l *logPanel) body() layout.Rect {
	return layout.Rect{X: l.rect.X + 10, Y: l.rect.Y + 5, W: l.rect.W - 44, H: l.rect.H - 10}
}

// set replaces the lines shown.
func (l *logPanel) set(lines []Line, tick int) {
	grew := len(lines) > len(l.lines)
	l.lines = lines
	l.rows = l.rows[:0]
	w := l.body().W - logIndent
	for i, ln := range lines {
		st, ww := logStyle, w
		if ln.Action {
			st = logBold
		} else if ln.Face > 0 || ln.Private {
			ww -= 16
		}
		for j, t := range ui.Wrap(ln.Text, st, ww) {
			l.rows = append(l.rows, logRow{text: t, line: i, first: j == 0})
		}
	}
	if grew {
		l.scroll = 0
	}
	l.clamp()
	full := make([]ui.LogLine, len(lines))
	for i, ln := range lines {
		full[i] = ui.LogLine{Text: ln.Text, Action: ln.Action}
		if ln.Face > 0 {
			full[i].Die, full[i].Face = "d6", ln.Face
		}
		if ln.Player >= 0 && ln.Action && l.inks != nil {
			full[i].Mark = l.inks(int(ln.Player))
		}
		if ln.Private {
			full[i].Text = "(only you) " + ln.Text
		}
	}
	l.full.Rect, l.full.Title = FullLog, "Log"
	l.full.Set(full, tick)
}

func (l *logPanel) visible() int { return max(1, int(l.body().H/logRowH)) }

func (l *logPanel) clamp() { l.scroll = max(0, min(l.scroll, len(l.rows)-l.visible())) }

// update scrolls with the wheel over the panel.
func (l *logPanel) update(f *ui.Frame) {
	if l.open {
		l.full.Update(f)
		return
	}
	if l.rect.Contains(f.Mouse) && f.Wheel != 0 {
		before := l.scroll
		l.scroll += int(math.Round(f.TakeWheel()))
		l.clamp()
		if l.scroll != before {
			f.Redraw()
		}
	}
}

// draw draws the small panel.
func (l *logPanel) draw(c *ui.Canvas) {
	c.DarkPanel(l.rect)
	b := l.body()
	if len(l.rows) == 0 {
		c.Text("The log tells every decision here.", logStyle, b.X, b.Y+logRowH/2, ui.Left, ui.CreamSoft)
		return
	}
	vis := l.visible()
	end := len(l.rows) - l.scroll
	start := max(0, end-vis)
	clip := c.Clip(l.rect)
	y := b.Y
	for i := start; i < end; i++ {
		row := l.rows[i]
		ln := l.lines[row.line]
		cy := y + logRowH/2
		x := b.X + logIndent
		st, col := logStyle, ui.CreamSoft
		switch {
		case ln.Action:
			st, col = logBold, ui.Cream
			if row.first && ln.Player >= 0 && l.inks != nil {
				clip.Circle(b.X+4, cy, 3.5, l.inks(int(ln.Player)))
			}
		case ln.Face > 0:
			if row.first {
				drawDie(clip, ln.Face, layout.Centered(x+6, cy, 13, 13), 1)
			}
			x += 16
		case ln.Private:
			if row.first {
				icon(clip, "eye", layout.Centered(x+6, cy, 13, 13), peekInk)
			}
			x += 16
			col = peekInk
		}
		clip.Text(row.text, st, x, cy, ui.Left, col)
		y += logRowH
	}
	if len(l.rows) > vis {
		track := layout.Rect{X: b.Right() + 4, Y: b.Y, W: 4, H: b.H}
		c.RoundRect(track, 2, ui.Fade(ui.Cream, 0.08))
		h := max(8, track.H*float64(vis)/float64(len(l.rows)))
		top := track.Y + (track.H-h)*(1-float64(l.scroll)/float64(max(1, len(l.rows)-vis)))
		c.RoundRect(layout.Rect{X: track.X, Y: top, W: 4, H: h}, 2, ui.Fade(ui.Gold, 0.6))
	}
}

// drawFull draws the whole log over the right side of the table.
func (l *logPanel) drawFull(c *ui.Canvas, tick int) {
	if l.open {
		c.Fill(FullLog.Inset(-4), ui.Fade(ui.Dim, 0.5))
		l.full.Draw(c, tick)
	}
}
