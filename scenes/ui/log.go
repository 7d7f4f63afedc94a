package ui

import (
	"image/color"
	"math"

	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/tween"
)

// LogLine is one line of a scrolling log.
type LogLine struct {
	Text   string
	Action bool   // an action: bold, starts an entry; events under it are indented
	Die    string // a roll: die id, drawn as its face beside the text
	Face   int
	Mark   color.Color // optional colour chip (the acting seat's)
}

type logRow struct {
	text  string
	line  int // index into lines
	first bool
}

// Log is a scrolling log in a dark panel: newest at the bottom, new lines
// fading in, the wheel scrolls back through older ones.
type Log struct {
	Rect  layout.Rect
	Title string

	lines  []LogLine
	wraps  [][]string // wrapped text per line, reused while the line is unchanged
	rows   []logRow
	scroll float64 // rows scrolled up from the newest
	fresh  int     // index of the first row added by the last Set
	added  int     // tick of the last Set that added rows
}

const (
	logStyleText = 14.0
	logRowH      = 20.0
	logFade      = 14 // ticks a new line takes to fade in
)

func (l *Log) body() layout.Rect {
	_, body := l.Rect.Inset(14).CutTop(30, 6)
	return body
}

// Set replaces the log's lines; rows beyond the old end fade in from tick.
func (l *Log) Set(lines []LogLine, tick int) {
	width := l.body().W - 34
	oldRows := len(l.rows)
	wraps := make([][]string, len(lines))
	for i, ln := range lines {
		if i < len(l.lines) && l.lines[i] == ln && i < len(l.wraps) {
			wraps[i] = l.wraps[i]
			continue
		}
		wraps[i] = Wrap(ln.Text, rowStyle(ln), width-indent(ln))
	}
	l.lines, l.wraps = append(l.lines[:0], lines...), wraps
	l.rows = l.rows[:0]
	for i, w := range wraps {
		for j, t := range w {
			l.rows = append(l.rows, logRow{text: t, line: i, first: j == 0})
		}
	}
	if len(l.rows) > oldRows {
		l.fresh, l.added = oldRows, tick
		if l.scroll > 0 {
			l.scroll += float64(len(l.rows) - oldRows) // keep what the reader looks at
		}
	}
	l.clamp()
}

func rowStyle(ln LogLine) Style {
	if ln.Action {
		return Style{Bold, logStyleText}
	}
	return Style{Regular, logStyleText}
}

func indent(ln LogLine) float64 {
	if ln.Action {
		return 0
	}
	if ln.Die != "" {
		return 40
	}
	return 16
}

func (l *Log) visibleRows() int { return int(l.body().H / logRowH) }

func (l *Log) clamp() {
	maxScroll := math.Max(0, float64(len(l.rows)-l.visibleRows()))
	l.scroll = math.Max(0, math.Min(l.scroll, maxScroll))
}

// Update scrolls with the wheel while the pointer is over the log.
func (l *Log) Update(f *Frame) {
	if l.Rect.Contains(f.Mouse) && f.Wheel != 0 {
		before := l.scroll
		l.scroll += f.TakeWheel() * 3
		l.clamp()
		if l.scroll != before {
			f.Redraw()
		}
	}
}

// Animating reports whether new lines are still fading in at tick.
func (l *Log) Animating(tick int) bool { return tick-l.added < logFade }

// Draw draws the log.
func (l *Log) Draw(c *Canvas, tick int) {
	l.draw(c, tick, true, true)
}

// DrawStill draws the log without the lines still fading in at tick, and
// DrawFading draws only those: a scene that caches its still parts in a
// Layer draws the one into the layer and the other over it.
func (l *Log) DrawStill(c *Canvas, tick int) { l.draw(c, tick, true, !l.Animating(tick)) }

// DrawFading draws the lines still fading in at tick.
func (l *Log) DrawFading(c *Canvas, tick int) {
	if l.Animating(tick) {
		l.draw(c, tick, false, true)
	}
}

// draw draws the panel (still) and the rows: all of them, or only the fresh
// ones (fresh without still), or all but the fresh ones (still without fresh).
func (l *Log) draw(c *Canvas, tick int, still, fresh bool) {
	body := l.body()
	if still {
		c.DarkPanel(l.Rect)
		head, _ := l.Rect.Inset(14).CutTop(30, 6)
		title := l.Title
		if title == "" {
			title = "Log"
		}
		c.TextShadow(title, Label, head.X+6, head.Y+head.H/2, Left, Gold)
		c.Divider(head.X, head.Right(), head.Bottom()+2, true)
	}
	if len(l.rows) == 0 && still {
		c.TextIn("Nothing has happened yet.", Style{Regular, logStyleText}, body.CutTopRect(logRowH), Left, CreamSoft)
		return
	}
	vis := l.visibleRows()
	end := len(l.rows) - int(l.scroll)
	start := max(0, end-vis)
	clip := c.Clip(body)
	y := body.Bottom() - float64(end-start)*logRowH
	if end-start < vis {
		y = body.Y
	}
	for i := start; i < end; i++ {
		row := l.rows[i]
		ln := l.lines[row.line]
		a := 1.0
		isFresh := i >= l.fresh && l.Animating(tick)
		if isFresh && !fresh || !isFresh && !still {
			y += logRowH
			continue
		}
		if isFresh {
			a = tween.OutQuad(tween.Progress(tick, l.added, logFade))
		}
		x := body.X + indent(ln)
		col := CreamSoft
		if ln.Action {
			col = Cream
		}
		cy := y + logRowH/2
		if row.first && ln.Mark != nil {
			clip.Circle(body.X+4, cy, 4, Fade(ln.Mark, a))
			if ln.Action {
				x += 14
			}
		}
		if row.first && ln.Die != "" {
			clip.Sprite(DieFace(ln.Die, ln.Face), layout.Centered(body.X+26, cy, 18, 18), Alpha(a))
		}
		clip.CachedText(row.text, rowStyle(ln), x, cy, Fade(col, a))
		y += logRowH
	}
	if len(l.rows) > vis && still {
		l.drawThumb(c, body, vis)
	}
}

func (l *Log) drawThumb(c *Canvas, body layout.Rect, vis int) {
	track := layout.Rect{X: body.Right() - 8, Y: body.Y, W: 6, H: body.H}
	c.RoundRect(track, 3, Fade(Cream, 0.08))
	total := float64(len(l.rows))
	h := math.Max(24, track.H*float64(vis)/total)
	top := track.Y + (track.H-h)*(1-l.scroll/math.Max(1, total-float64(vis)))
	c.NineSliceInset("ui/scroll-thumb", 4, layout.Rect{X: track.X, Y: top, W: 6, H: h}, Alpha(0.85))
}
