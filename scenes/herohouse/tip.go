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
	cardW := 0.0
	if s.card >= 0 {
		cardW = tipCard.W
	}
	ui.DrawPictureTooltip(c, s.tip, mouse, cardW, tipCard.H, func(r layout.Rect) { t.drawCard(c, s.card, r, false, 1) })
}

// drawTargets rings the heroes the viewer may defend with.
func (t *Table) drawTargets(c *ui.Canvas) {
	for _, s := range t.order {
		if s.key.kind == kHero && s.glow {
			c.Glow(s.rect, 0.8)
		}
	}
}
