package herohouse

import (
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/ui"
)

// tipCard is the size of the card shown large in a card's tooltip.
var tipCard = Size{96, 138}

// drawTip draws the tooltip of the spot under the pointer: its words and,
// for a card, the card itself at a readable size.
func (t *Table) drawTip(c *ui.Canvas, s *spot, mouse layout.Point) {
	if s == nil || s.tip == "" {
		return
	}
	lines := ui.Wrap(s.tip, ui.Small, ui.TooltipWidth)
	w := 0.0
	for _, l := range lines {
		w = max(w, ui.Measure(l, ui.Small))
	}
	lh := ui.LineHeight(ui.Small)
	textH := float64(len(lines))*lh + 16
	cardW := 0.0
	if s.card >= 0 {
		cardW = tipCard.W + 12
	}
	r := layout.Rect{X: mouse.X + 16, Y: mouse.Y + 20, W: w + 24 + cardW, H: max(textH, tipCard.H+16)}
	if s.card < 0 {
		r.H = textH
	}
	if r.Right() > layout.Width-8 {
		r.X = mouse.X - 16 - r.W
	}
	if r.Bottom() > layout.Height-8 {
		r.Y = max(mouse.Y-12-r.H, 8)
	}
	c.NineSlice("ui/tooltip", r, ui.Alpha(1))
	x := r.X + 12
	if s.card >= 0 {
		t.drawCard(c, s.card, layout.Rect{X: r.X + 8, Y: r.Y + 8, W: tipCard.W, H: tipCard.H}, false, 1)
		x += cardW
	}
	y := r.Y + 8 + lh/2
	for i, l := range lines {
		col := ui.Cream
		if i == 0 {
			col = ui.Gold
		}
		c.Text(l, ui.Small, x, y, ui.Left, col)
		y += lh
	}
}

// drawTargets rings the heroes the viewer may defend with.
func (t *Table) drawTargets(c *ui.Canvas) {
	for _, s := range t.order {
		if s.key.kind == kHero && s.glow {
			c.Glow(s.rect, 0.8)
		}
	}
}
