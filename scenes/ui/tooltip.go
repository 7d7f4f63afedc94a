package ui

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/herotable/herotable/scenes/layout"
)

// TooltipWidth is the widest a tooltip gets before it wraps.
const TooltipWidth = 320

// DrawTooltip draws tip in a dark box below and right of the pointer at p,
// kept on the screen.
func DrawTooltip(c *Canvas, tip string, p layout.Point) {
	lines := Wrap(tip, Small, TooltipWidth)
	w := 0.0
	for _, l := range lines {
		w = max(w, Measure(l, Small))
	}
	lh := LineHeight(Small)
	r := layout.Rect{X: p.X + 14, Y: p.Y + 20, W: w + 24, H: float64(len(lines))*lh + 16}
	if r.Right() > layout.Width-8 {
		r.X = layout.Width - 8 - r.W
	}
	if r.Bottom() > layout.Height-8 {
		r.Y = p.Y - 12 - r.H
	}
	c.NineSlice("ui/tooltip", r, ebiten.ColorScale{})
	y := r.Y + 8 + lh/2
	for _, l := range lines {
		c.Text(l, Small, r.X+12, y, Left, Cream)
		y += lh
	}
}
