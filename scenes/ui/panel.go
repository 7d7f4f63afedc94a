package ui

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/herotable/herotable/scenes/layout"
)

// Panel draws a parchment panel over r.
func (c *Canvas) Panel(r layout.Rect) { c.NineSlice("ui/panel", r, ebiten.ColorScale{}) }

// DarkPanel draws a dark leather panel over r.
func (c *Canvas) DarkPanel(r layout.Rect) { c.NineSlice("ui/panel-dark", r, ebiten.ColorScale{}) }

// Tile draws a game tile plate: normal, hovered or locked.
func (c *Canvas) Tile(r layout.Rect, hover, locked bool) {
	name := "ui/tile"
	switch {
	case locked:
		name = "ui/tile-locked"
	case hover:
		name = "ui/tile-hover"
	}
	c.NineSlice(name, r, ebiten.ColorScale{})
}

// PanelTitle draws a heading centred at the top of a parchment panel with a
// gold rule under it and returns the area left below.
func (c *Canvas) PanelTitle(r layout.Rect, title string) layout.Rect {
	c.Text(title, Heading, r.X+r.W/2, r.Y+38, Center, Ink)
	tw := Measure(title, Heading)
	y := r.Y + 62
	c.Line(r.X+r.W/2-tw/2-30, y, r.X+r.W/2+tw/2+30, y, 1.5, Fade(GoldDeep, 0.8))
	c.Circle(r.X+r.W/2, y, 3, GoldDeep)
	return layout.Rect{X: r.X, Y: y + 12, W: r.W, H: r.Bottom() - y - 12}
}

// Dim darkens the whole screen behind a dialog or overlay.
func (c *Canvas) Dim(a float64) { c.Fill(layout.Screen, Fade(Dim, a)) }

// Divider draws a thin horizontal rule.
func (c *Canvas) Divider(x0, x1, y float64, dark bool) {
	col := Fade(GoldDeep, 0.5)
	if dark {
		col = Fade(Gold, 0.35)
	}
	c.Line(x0, y, x1, y, 1, col)
}

// Chip draws a small rounded label: text in ink on fill, from x, centred
// on cy. It returns its width.
func (c *Canvas) Chip(text string, x, cy float64, fill color.Color) float64 {
	st := Style{Font: Bold, Size: 12}
	w := Measure(text, st) + 12
	c.RoundRect(layout.Rect{X: x, Y: cy - 9, W: w, H: 18}, 9, fill)
	c.Text(text, st, x+w/2, cy, Center, Ink)
	return w
}
