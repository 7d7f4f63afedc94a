package ui

import (
	"fmt"
	"image/color"
	"math"
	"strings"

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
	// Private: only the viewer reads it (a peek, a draw): an eye beside it,
	// in the peek colour. Reader names its reader when that is not the
	// viewer (a finished game's log shows every seat's secrets).
	Private bool
	Reader  string
	// Heading starts a part of the game (a hand, a round): bold, in gold,
	// not indented, so the whole log reads as parts.
	Heading bool
}

type logRow struct {
	text  string
	line  int // index into lines; sinceRow for the "since your turn" rule
	first bool
}

// sinceRow is the line of the row that marks where the news begins.
const sinceRow = -1

// Log is a scrolling log in a dark panel: newest at the bottom, new lines
// fading in, the wheel scrolls back through older ones.
type Log struct {
	Rect  layout.Rect
	Title string
	// Bare: no title, tight margins and small rows (a table's log strip).
	Bare bool
	// Empty is what the log says before anything happened ("" for the
	// default words).
	Empty string
	// Icon, when set, draws a line's die in r instead of the shared die
	// faces (a game's own die), or a private line's eye; it reports whether
	// it drew anything.
	Icon func(c *Canvas, ln LogLine, r layout.Rect, a float64) bool
	// Since, when above 0, is the first line the viewer has not taken
	// part in (after their last move): a gold rule marks it, so a glance
	// finds what the others did.
	Since int

	lines  []LogLine
	wraps  [][]string // wrapped text per line, reused while the line is unchanged
	rows   []logRow
	scroll float64 // rows scrolled up from the newest
	fresh  int     // index of the first row added by the last Set
	added  int     // tick of the last Set that added rows
	unseen int     // rows added below while scrolled back, not yet seen
}

const (
	markIndent   = 14.0 // a marked decision's words, right of its chip
	logStyleText = 14.0
	logRowH      = 20.0
	logFade      = 14 // ticks a new line takes to fade in
)

func (l *Log) body() layout.Rect {
	if l.Bare {
		// Room on the right for the scroll bar and a table's button.
		return layout.Rect{X: l.Rect.X + 10, Y: l.Rect.Y + 5, W: l.Rect.W - 44, H: l.Rect.H - 10}
	}
	_, body := l.Rect.Inset(14).CutTop(30, 6)
	return body
}

// rowH and textSize are a row's height and its words' size.
func (l *Log) rowH() float64 {
	if l.Bare {
		return bareRowH
	}
	return logRowH
}

// Sizes of a bare log (a table's strip).
const (
	bareRowH = 16.0
	bareText = 12.0
)

// PeekInk is the colour of what only the viewer reads.
var PeekInk = color.NRGBA{0x8c, 0xd0, 0xf0, 0xff}

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
		wraps[i] = wrapKeepingGroups(l.words(ln), l.rowStyle(ln), width-l.indent(ln))
	}
	l.lines, l.wraps = append(l.lines[:0], lines...), wraps
	l.rows = l.rows[:0]
	for i, w := range wraps {
		if i == l.Since && i > 0 {
			l.rows = append(l.rows, logRow{text: sinceWords, line: sinceRow})
		}
		for j, t := range w {
			l.rows = append(l.rows, logRow{text: t, line: i, first: j == 0})
		}
	}
	if len(l.rows) > oldRows {
		l.fresh, l.added = oldRows, tick
		if l.scroll > 0 {
			l.scroll += float64(len(l.rows) - oldRows) // keep what the reader looks at
			l.unseen += len(l.rows) - oldRows
		}
	}
	l.clamp()
}

func (l *Log) rowStyle(ln LogLine) Style {
	size := logStyleText
	if l.Bare {
		size = bareText
	}
	if ln.Action || ln.Heading {
		return Style{Bold, size}
	}
	return Style{Regular, size}
}

// words are a line's words as shown: a private line says so in the full log.
func (l *Log) words(ln LogLine) string {
	switch {
	case ln.Private && !l.Bare && ln.Reader != "":
		return "(seen by " + ln.Reader + " alone) " + ln.Text
	case ln.Private && !l.Bare:
		return "(only you) " + ln.Text
	}
	return ln.Text
}

// indent is where a line's words start, on every row of it: a wrapped
// row hangs under the first row's words, not under its chip.
func (l *Log) indent(ln LogLine) float64 {
	switch {
	case ln.Heading:
		return 0
	case !l.Bare && ln.Action && ln.Mark != nil:
		return markIndent
	case l.Bare && ln.Action:
		return 12
	case l.Bare && (ln.Die != "" || ln.Private):
		return 28
	case l.Bare:
		return 12
	case ln.Action:
		return 0
	case ln.Die != "" || ln.Private:
		return 40 // clear of the die or the eye drawn before the words
	}
	return 16
}

func (l *Log) visibleRows() int { return max(1, int(l.body().H/l.rowH())) }

func (l *Log) clamp() {
	maxScroll := math.Max(0, float64(len(l.rows)-l.visibleRows()))
	l.scroll = math.Max(0, math.Min(l.scroll, maxScroll))
	if l.scroll < float64(l.unseen) {
		l.unseen = int(l.scroll) // scrolled down onto them: seen
	}
}

// ToNewest scrolls back to the newest line.
func (l *Log) ToNewest() {
	l.scroll, l.unseen = 0, 0
}

// AtNewest reports whether the log shows its newest line (not scrolled
// back).
func (l *Log) AtNewest() bool { return l.scroll == 0 }

// Unseen is how many rows came in below while the log was scrolled back.
func (l *Log) Unseen() int { return l.unseen }

// ShowsFrom reports whether every row from line i on shows at once when
// the log is at its newest.
func (l *Log) ShowsFrom(i int) bool {
	n := 0
	for _, r := range l.rows {
		if r.line >= i {
			n++
		}
	}
	return n <= l.visibleRows()
}

// newBelow is the button that says new lines came in below the rows
// read: a click scrolls to them.
func (l *Log) newBelow() layout.Rect {
	b := l.body()
	w := Measure(l.newWords(), Style{Bold, bareText}) + 24
	return layout.Rect{X: b.X + b.W/2 - w/2, Y: b.Bottom() - 20, W: w, H: 20}
}

func (l *Log) newWords() string {
	if l.unseen == 1 {
		return "1 new line below: click"
	}
	return fmt.Sprintf("%d new lines below: click", l.unseen)
}

// sinceWords are the words on the rule where the news begins.
const sinceWords = "since your last move"

// Update scrolls with the wheel while the pointer is over the log, and to
// the newest line on a click on its "new lines below".
func (l *Log) Update(f *Frame) {
	if l.unseen > 0 && l.newBelow().Contains(f.Mouse) && f.TakeClick() {
		l.ToNewest()
		f.Redraw()
		return
	}
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

// RowsOf is the rows line i is drawn as, wrapped to the panel (tests).
func (l *Log) RowsOf(i int) []string {
	var out []string
	for _, r := range l.rows {
		if r.line == i {
			out = append(out, r.text)
		}
	}
	return out
}

// Draw draws the log.
func (l *Log) Draw(c *Canvas, tick int) {
	l.draw(c, tick)
}

// draw draws the panel and its rows, the newest fading in.
func (l *Log) draw(c *Canvas, tick int) {
	body := l.body()
	rowH := l.rowH()
	c.DarkPanel(l.Rect)
	if !l.Bare {
		head, _ := l.Rect.Inset(14).CutTop(30, 6)
		title := l.Title
		if title == "" {
			title = "Log"
		}
		c.TextShadow(title, Label, head.X+6, head.Y+head.H/2, Left, Gold)
		c.Divider(head.X, head.Right(), head.Bottom()+2, true)
	}
	if len(l.rows) == 0 {
		empty := l.Empty
		if empty == "" {
			empty = "Nothing has happened yet."
		}
		c.TextIn(empty, l.rowStyle(LogLine{}), body.CutTopRect(rowH), Left, CreamSoft)
		return
	}
	vis := l.visibleRows()
	start, end, y := l.window()
	clip := c.ScrollClip(body)
	for i := start; i < end; i++ {
		row := l.rows[i]
		if row.line == sinceRow {
			l.drawSince(clip, body, y+rowH/2)
			y += rowH
			continue
		}
		ln := l.lines[row.line]
		a := 1.0
		isFresh := i >= l.fresh && l.Animating(tick)
		if isFresh {
			a = tween.OutQuad(tween.Progress(tick, l.added, logFade))
		}
		x := body.X + l.indent(ln)
		col := CreamSoft
		switch {
		case ln.Heading:
			col = Gold
		case ln.Action:
			col = Cream
		case ln.Private:
			col = PeekInk
		}
		cy := y + rowH/2
		if row.first && ln.Mark != nil {
			if l.Bare {
				clip.Circle(body.X+4, cy, 3.5, Fade(ln.Mark, a))
			} else {
				clip.Circle(body.X+4, cy, 4, Fade(ln.Mark, a))
			}
		}
		if row.first {
			l.drawIcon(clip, ln, body, x, cy, a)
		}
		clip.CachedText(row.text, l.rowStyle(ln), x, cy, Fade(col, a))
		y += rowH
	}
	if len(l.rows) > vis {
		l.drawThumb(c, body, vis)
	}
	if l.unseen > 0 {
		r := l.newBelow()
		c.RoundRect(r, r.H/2, Gold)
		c.Text(l.newWords(), Style{Bold, bareText}, r.X+r.W/2, r.Y+r.H/2, Center, Ink)
	}
}

// window is the rows that show, [start, end), and the top of the first:
// the newest at the bottom, or those scrolled back to. The "new lines
// below" button takes the last rows' room, the top rows read staying put.
func (l *Log) window() (start, end int, top float64) {
	body, rowH, vis := l.body(), l.rowH(), l.visibleRows()
	end = len(l.rows) - int(l.scroll)
	start = max(0, end-vis)
	bottom := body.Bottom()
	if l.unseen > 0 {
		room := int(math.Ceil(l.newBelow().H / rowH))
		end = max(start+1, min(end, start+vis-room))
		bottom -= float64(room) * rowH
	}
	top = bottom - float64(end-start)*rowH
	if end-start < vis && l.unseen == 0 {
		top = body.Y
	}
	return start, end, top
}

// drawSince draws the rule where the news begins, its words in its middle.
func (l *Log) drawSince(c *Canvas, body layout.Rect, cy float64) {
	st := Style{Regular, bareText}
	w := Measure(sinceWords, st)
	mid := body.X + body.W/2
	rule := Fade(Gold, 0.6)
	c.Fill(layout.Rect{X: body.X, Y: cy, W: mid - w/2 - 8 - body.X, H: 1}, rule)
	c.Fill(layout.Rect{X: mid + w/2 + 8, Y: cy, W: body.Right() - mid - w/2 - 8, H: 1}, rule)
	c.Text(sinceWords, st, mid, cy, Center, Gold)
}

// drawIcon draws a line's die, or what the table's Icon draws for a die or
// a private line, before its words at x.
func (l *Log) drawIcon(c *Canvas, ln LogLine, body layout.Rect, x, cy, a float64) {
	r := layout.Centered(body.X+26, cy, 18, 18)
	if l.Bare {
		r = layout.Centered(x-10, cy, 13, 13)
	}
	switch {
	case (ln.Die != "" || ln.Private) && l.Icon != nil && l.Icon(c, ln, r, a):
	case ln.Die != "":
		c.TrySprite(DieFace(ln.Die, ln.Face), r, Alpha(a))
	}
}

func (l *Log) drawThumb(c *Canvas, body layout.Rect, vis int) {
	track := layout.Rect{X: body.Right() - 8, Y: body.Y, W: 6, H: body.H}
	if l.Bare {
		track.X = body.Right() + 4
	}
	c.RoundRect(track, 3, Fade(Cream, 0.08))
	total := float64(len(l.rows))
	h := math.Max(24, track.H*float64(vis)/total)
	top := track.Y + (track.H-h)*(1-l.scroll/math.Max(1, total-float64(vis)))
	c.NineSliceInset("ui/scroll-thumb", 4, layout.Rect{X: track.X, Y: top, W: 6, H: h}, Alpha(0.85))
}

// groupJoin stands for a space inside a short bracketed group while a log
// line wraps, so that "(1○ 0●)" stays on one row.
const groupJoin = "\x00"

// wrapKeepingGroups wraps a log line like Wrap, breaking no short group in
// brackets (a card's dots: at most 16 bytes from bracket to bracket).
func wrapKeepingGroups(s string, st Style, width float64) []string {
	var b strings.Builder
	join := false // inside a short bracketed group
	for i, r := range s {
		switch {
		case r == '(':
			end := strings.IndexByte(s[i:], ')')
			join = end >= 0 && end <= 16
		case r == ')':
			join = false
		case r == ' ' && join:
			b.WriteString(groupJoin)
			continue
		}
		b.WriteRune(r)
	}
	rows := layout.Wrap(b.String(), width, func(t string) float64 {
		return measureWords(strings.ReplaceAll(t, groupJoin, " "), st)
	})
	for i := range rows {
		rows[i] = strings.ReplaceAll(rows[i], groupJoin, " ")
	}
	return rows
}
