package tablekit

import (
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/ui"
)

// EndBanner draws the head of a table's result panel r, top below its top
// edge: the headline on a band, green when the game went well (red when
// it did not), in the heading font unless it is too wide for it, and why
// the game ended under the band. It returns the band.
func EndBanner(c *ui.Canvas, r layout.Rect, top float64, headline, why string, good bool) layout.Rect {
	band := layout.Rect{X: r.X + 30, Y: r.Y + top, W: r.W - 60, H: 54}
	col := ui.Gain
	if !good {
		col = ui.Loss
	}
	c.RoundRect(band, 10, ui.Fade(col, 0.9))
	hs := ui.Heading
	if ui.Measure(headline, hs) > band.W-20 {
		hs = ui.Style{Font: ui.Display, Size: 22}
	}
	c.TextShadow(headline, hs, band.X+band.W/2, band.Y+band.H/2, ui.Center, ui.Cream)
	c.Paragraph(why, ui.BodyB, layout.Rect{X: band.X, Y: band.Bottom() + 8, W: band.W, H: 44}, ui.Center, ui.Ink)
	return band
}
