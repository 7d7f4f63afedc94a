package tablekit

import (
	"image/color"

	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/ui"
)

const (
	whoH  = 22 // the first line's height
	lineH = 15 // a wrapped line's
)

// The prompt's words, the same at every table that has a prompt bar.
var (
	whoStyle    = ui.Style{Font: ui.Bold, Size: 14}
	whatStyle   = ui.Style{Font: ui.Bold, Size: 13}
	detailStyle = ui.Style{Font: ui.Regular, Size: 12}
)

// DrawAsking writes a's words in r: who decides after the seat's marker
// (mark draws it with its left edge at x and its middle at y and returns
// the width it took; nil for none), then the decision on up to two lines,
// then the detail on the lines left, in the alert colour when something
// went wrong. A line that does not fit ends in "…". It reports whether
// the detail was shown whole, for a table with room to show it elsewhere.
func DrawAsking(c *ui.Canvas, a Asking, r layout.Rect, mark func(x, y float64) float64) (whole bool) {
	x := r.X
	if mark != nil {
		x += mark(x, r.Y+whoH/2)
	}
	c.TextIn(a.Who, whoStyle, layout.Rect{X: x, Y: r.Y, W: r.Right() - x, H: whoH}, ui.Left, ui.Gold)
	y := r.Y + whoH
	y, _ = drawLines(c, a.What, whatStyle, r, y, 2, ui.Cream)
	col := ui.CreamSoft
	if a.Alert {
		col = ui.Loss
	}
	_, whole = drawLines(c, a.Detail, detailStyle, r, y, int((r.Bottom()-y)/lineH), col)
	return whole
}

// drawLines wraps s in r's width from y on, at most n lines (the last cut
// short with "…" when more would follow), and returns the y below them
// and whether all of s was shown.
func drawLines(c *ui.Canvas, s string, st ui.Style, r layout.Rect, y float64, n int, col color.Color) (float64, bool) {
	lines := ui.Wrap(s, st, r.W)
	whole := len(lines) <= n
	if !whole {
		lines = lines[:max(n, 0)]
		if n > 0 {
			lines[n-1] = ui.MoreFollows(lines[n-1], st, r.W)
		}
	}
	for _, ln := range lines {
		c.Text(ln, st, r.X, y+lineH/2, ui.Left, col)
		y += lineH
	}
	return y, whole
}
