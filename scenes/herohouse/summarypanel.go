package herohouse

import (
	"fmt"

	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/scenes"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/tween"
	"github.com/herotable/herotable/scenes/ui"
)

// summaryW is the summary panel's width; a seat's row takes its words on
// up to summaryLines lines (a hand can bring a house, a won fight and
// going out to one seat).
const (
	summaryW     = 720.0
	summaryLines = 3
)

// SummaryRect is where the summary of a hand shows, its seats' rows rowH
// high in all: over the felt (the log and the prompt stay readable
// beside it).
func SummaryRect(rowsH float64) layout.Rect {
	h := 170 + rowsH + 126 // the Next hand button at its foot
	return layout.Centered(LogRect.X/2, TopBar.Bottom()+(layout.Height-TopBar.Bottom())/2, summaryW, h)
}

// summaryRows are each seat's words wrapped for its row, and the row's
// height.
func summaryRows(sum *HandSummary, viewer engine.Player, width float64) (lines [][]string, heights []float64) {
	lh := ui.LineHeight(ui.Small)
	for p := range sum.Seats {
		l := ui.Wrap(sum.RowWords(p, viewer), ui.Small, width)
		if len(l) > summaryLines {
			l = l[:summaryLines]
			l[summaryLines-1] = ui.MoreFollows(l[summaryLines-1], ui.Small, width)
		}
		lines = append(lines, l)
		heights = append(heights, max(42, float64(len(l))*lh+6))
	}
	return lines, heights
}

// summaryRows are the columns of a seat's row in the summary: name, what
// it did this hand, its points this hand, its score.
func summaryCols(r layout.Rect) (name, words, gain, score layout.Rect) {
	x := r.X + 28
	name = layout.Rect{X: x + 24, W: 120}
	words = layout.Rect{X: name.Right() + 8, W: summaryW - 340}
	gain = layout.Rect{X: words.Right() + 8, W: 60}
	score = layout.Rect{X: gain.Right() + 4, W: r.Right() - 28 - gain.Right() - 4}
	return
}

// drawSummary shows a finished hand's summary (a StepSummary): the hand,
// why it ended, each seat's points this hand and why, its score, the
// treasure carried over and what comes next, and how to go on.
func (t *Table) drawSummary(c *ui.Canvas, s *Step, now int, ctx *scenes.Context) {
	sum := s.Summary
	if sum == nil {
		return
	}
	a := tween.Progress(now, s.Start, max(ctx.Frames(10), 1))
	names := t.S.Names()
	say := func(text string) string { return engine.Names(text, names) }
	n := len(sum.Seats)
	c.Fill(layout.Rect{X: 0, Y: TopBar.Bottom(), W: LogRect.X, H: layout.Height - TopBar.Bottom()}, ui.Fade(ui.Dim, 0.55*a))
	r, seatLines, rowHs := summaryPanel(sum, t.you())
	c.Panel(r)
	title := fmt.Sprintf("Hand %d is over", sum.Hand)
	if sum.Cleanup {
		title = fmt.Sprintf("Clean-up hand %d is over", sum.Hand)
	}
	c.Text(title, ui.Heading, r.X+r.W/2, r.Y+36, ui.Center, ui.Ink)
	y := r.Y + 62
	used := c.Paragraph(say(sum.Why()), ui.BodyB, layout.Rect{X: r.X + 28, Y: y, W: r.W - 56, H: 44}, ui.Center, ui.GoldDeep)
	y += max(used, 22) + 10
	c.Divider(r.X+24, r.Right()-24, y, false)
	y += 8
	nameC, wordsC, gainC, scoreC := summaryCols(r)
	head := ui.Style{Font: ui.Bold, Size: 13}
	c.TextIn("This hand", head, layout.Rect{X: wordsC.X, Y: y, W: wordsC.W, H: 18}, ui.Left, ui.InkSoft)
	c.TextIn("Points", head, layout.Rect{X: gainC.X, Y: y, W: gainC.W, H: 18}, ui.Center, ui.InkSoft)
	c.TextIn("Score", head, layout.Rect{X: scoreC.X, Y: y, W: scoreC.W, H: 18}, ui.Center, ui.InkSoft)
	y += 20
	for p := range n {
		row := layout.Rect{X: r.X + 20, Y: y, W: r.W - 40, H: rowHs[p]}
		if p%2 == 0 {
			c.RoundRect(row, 6, ui.Fade(ui.GoldDeep, 0.08))
		}
		cy := row.Y + row.H/2
		c.Token("token/pawn-"+ui.SeatColour(p), nameC.X-12, cy, 22, 1)
		c.TextIn(names[p], ui.BodyB, layout.Rect{X: nameC.X, Y: row.Y, W: nameC.W, H: row.H}, ui.Left, ui.Ink)
		col := ui.InkSoft
		if sum.Seats[p].Points() > 0 || (engine.Player(p) == t.Viewer && sum.NoTurn(p)) {
			col = ui.Ink
		}
		lines := seatLines[p]
		lh := ui.LineHeight(ui.Small)
		ly := cy - lh*float64(len(lines)-1)/2
		for _, ln := range lines {
			c.Text(ln, ui.Small, wordsC.X, ly, ui.Left, col)
			ly += lh
		}
		gain, gcol := "—", ui.InkSoft
		if g := sum.Seats[p].Points(); g > 0 {
			gain, gcol = fmt.Sprintf("+%d", g), ui.GoldDeep
		}
		c.TextIn(gain, ui.Large, layout.Rect{X: gainC.X, Y: row.Y, W: gainC.W, H: row.H}, ui.Center, gcol)
		c.TextIn(fmt.Sprint(sum.Seats[p].Score), ui.Large, layout.Rect{X: scoreC.X, Y: row.Y, W: scoreC.W, H: row.H}, ui.Center, ui.Ink)
		y += row.H + 2
	}
	y += 6
	c.Divider(r.X+24, r.Right()-24, y, false)
	y += 8
	carried := fmt.Sprintf("Treasure carried over: %d", sum.Left)
	c.TextIn(carried, ui.BodyB, layout.Rect{X: r.X + 28, Y: y, W: r.W - 56, H: 22}, ui.Left, ui.Ink)
	y += 24
	c.Paragraph(say(sum.NextWords()), ui.Small, layout.Rect{X: r.X + 28, Y: y, W: r.W - 56, H: 40}, ui.Left, ui.InkSoft)
	if !t.S.Watching() {
		return // its Next hand button, drawn over it, says how to go on
	}
	foot := "Watching the bots: the game goes on in a moment, or click."
	if t.Paused {
		foot = "Paused: Space plays on, or click to go on."
	}
	c.TextIn(foot, ui.BodyB, layout.Rect{X: r.X + 28, Y: r.Bottom() - 34, W: r.W - 56, H: 22}, ui.Center, ui.GoldDeep)
}

// summaryPanel is the summary panel of sum as viewer reads it, with each
// seat's row's lines and height.
func summaryPanel(sum *HandSummary, viewer engine.Player) (r layout.Rect, lines [][]string, heights []float64) {
	_, wordsW, _, _ := summaryCols(layout.Rect{W: summaryW})
	lines, heights = summaryRows(sum, viewer, wordsW.W)
	rowsH := 0.0
	for _, h := range heights {
		rowsH += h + 2
	}
	return SummaryRect(rowsH), lines, heights
}

// NextHandRect is where the Next hand button sits on summary panel r: at
// its foot, in the middle.
func NextHandRect(r layout.Rect) layout.Rect {
	return layout.Rect{X: r.X + r.W/2 - 110, Y: r.Bottom() - 50, W: 220, H: 38}
}

// you is the seat the summary speaks to as "you": the viewer, or, once
// the game is over and every seat shows, the human playing the bots
// (play-test 24's last summary said "No turn: the hand ended before it"
// of their own seat).
func (t *Table) you() engine.Player {
	if t.Viewer >= 0 {
		return t.Viewer
	}
	return t.S.You()
}
