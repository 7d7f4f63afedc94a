package tablekit

import "github.com/herotable/herotable/scenes/ui"

// DrawThinking draws the three dots that move while a bot thinks, as they
// stand at tick: the first centred at x, y, each of radius r, gap apart.
func DrawThinking(c *ui.Canvas, tick int, x, y, r, gap float64) {
	for k := range 3 {
		a := 0.3 + 0.7*float64(((tick/ThinkingStep)+3-k)%3)/2
		c.Circle(x+float64(k)*gap, y, r, ui.Fade(ui.Gold, a))
	}
}
