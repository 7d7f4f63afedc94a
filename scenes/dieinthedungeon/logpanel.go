package dieinthedungeon

import (
	"image/color"
	"math"

	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/ui"
)

// logPanel is the log region: the newest lines in a small panel, the wheel
// scrolling back, and the whole log in a large panel over the map on
// demand (the log region is four lines high).
type logPanel struct {
	lines  []Line
	rows   []logRow
	scroll int // rows scrolled back from the newest
	open   bool
	full   ui.Log
}

type logRow struct {
	text  string
	line  int
	first bool
}

var (
	logStyle  = ui.Style{Font: ui.Regular, Size: 12}
	logBold   = ui.Style{Font: ui.Bold, Size: 12}
	logBody   = layout.Rect{X: LogRect.X + 10, Y: LogRect.Y + 6, W: LogRect.W - 42, H: LogRect.H - 12}
	logRowH   = 16.0
	logIndent = 12.0
	// FullLog is where the whole log shows when opened.
	FullLog = layout.Rect{X: MapArea.X, Y: MapArea.Y, W: MapArea.W, H: DiceTray.Bottom() - MapArea.Y}
)

// set replaces the lines shown (the first n of all).
func (l *logPanel) set(lines []Line, names []string, tick int) {
	grew := len(lines) > len(l.lines)
	l.lines = lines
	l.rows = l.rows[:0]
	for i, ln := range lines {
		st, w := logStyle, logBody.W-logIndent
		if ln.Action {
			st, w = logBold, logBody.W-logIndent
		} else if ln.Die != "" {
			w -= 16
		}
		for j, t := range ui.Wrap(ln.Text, st, w) {
			l.rows = append(l.rows, logRow{text: t, line: i, first: j == 0})
		}
	}
	if grew {
		l.scroll = 0 // the newest line shows
	}
	l.clamp()
	full := make([]ui.LogLine, len(lines))
	for i, ln := range lines {
		full[i] = ui.LogLine{Text: ln.Text, Action: ln.Action}
		if d := logDie(ln.Die); d != "" {
			full[i].Die, full[i].Face = d, ln.Face
		}
		if ln.Player >= 0 && ln.Action {
			full[i].Mark = seatInk(int(ln.Player))
		}
	}
	l.full.Rect, l.full.Title = FullLog, "Log"
	l.full.Set(full, tick)
}

// logDie is the ui die id of an engine die id, for the full log's die
// icons: the polyhedral dice are shared; the Hero Die is this game's own,
// which the shared log cannot draw.
func logDie(id string) string {
	if id == dd.HeroDieID {
		return ""
	}
	return id
}

func (l *logPanel) visible() int { return int(logBody.H / logRowH) }

func (l *logPanel) clamp() {
	l.scroll = max(0, min(l.scroll, len(l.rows)-l.visible()))
}

// update scrolls with the wheel over the panel.
func (l *logPanel) update(f *ui.Frame) {
	if l.open {
		l.full.Update(f)
		return
	}
	if LogRect.Contains(f.Mouse) && f.Wheel != 0 {
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
	c.DarkPanel(LogRect)
	if len(l.rows) == 0 {
		c.Text("The log tells every roll and decision here.", logStyle, logBody.X, logBody.Y+logRowH/2, ui.Left, ui.CreamSoft)
		return
	}
	vis := l.visible()
	end := len(l.rows) - l.scroll
	start := max(0, end-vis)
	clip := c.Clip(LogRect)
	y := logBody.Y
	for i := start; i < end; i++ {
		row := l.rows[i]
		ln := l.lines[row.line]
		cy := y + logRowH/2
		x := logBody.X + logIndent
		st, col := logStyle, ui.CreamSoft
		if ln.Action {
			st, col = logBold, ui.Cream
			x = logBody.X + logIndent
			if row.first && ln.Player >= 0 {
				clip.Circle(logBody.X+4, cy, 3.5, seatInk(int(ln.Player)))
			}
		} else if ln.Die != "" {
			if row.first {
				drawDieFace(clip, ln.Die, ln.Face, layout.Centered(x+6, cy, 14, 14), 1)
			}
			x += 16
		}
		clip.Text(row.text, st, x, cy, ui.Left, col)
		y += logRowH
	}
	if len(l.rows) > vis {
		track := layout.Rect{X: logBody.Right() + 2, Y: logBody.Y, W: 4, H: logBody.H}
		c.RoundRect(track, 2, ui.Fade(ui.Cream, 0.08))
		h := max(10, track.H*float64(vis)/float64(len(l.rows)))
		top := track.Y + (track.H-h)*(1-float64(l.scroll)/float64(max(1, len(l.rows)-vis)))
		c.RoundRect(layout.Rect{X: track.X, Y: top, W: 4, H: h}, 2, ui.Fade(ui.Gold, 0.6))
	}
}

// drawFull draws the whole log over the map.
func (l *logPanel) drawFull(c *ui.Canvas, tick int) {
	if l.open {
		c.Fill(layout.Rect{X: FullLog.X - 4, Y: FullLog.Y - 4, W: FullLog.W + 8, H: FullLog.H + 8}, ui.Fade(ui.Dim, 0.5))
		l.full.Draw(c, tick)
	}
}

// seatInk is the colour that marks player p.
func seatInk(p int) color.Color {
	inks := []color.Color{color.NRGBA{0xe0, 0x5a, 0x4c, 0xff}, color.NRGBA{0x5a, 0x93, 0xe0, 0xff}}
	return inks[((p%2)+2)%2]
}
