package herohouse

import (
	"github.com/herotable/herotable/scenes"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/tablekit"
	"github.com/herotable/herotable/scenes/ui"
)

// tipCard is the size of the card shown large in a card's tooltip.
var tipCard = Size{96, 138}

// DrawTip draws the tooltip of the spot under the pointer: its words and,
// for a card, the card itself at a readable size.
func (t *Table) DrawTip(c *ui.Canvas, s *tablekit.Spot[spotKey], ctx *scenes.Context) {
	if s == nil || s.Hint == "" {
		return
	}
	cardW := 0.0
	if s.Thing >= 0 {
		cardW = tipCard.W
	}
	ui.DrawPictureTooltip(c, s.Hint, ctx.Mouse, cardW, tipCard.H, func(r layout.Rect) { t.drawCard(c, s.Thing, r, false, 1) })
}

// drawTargets rings the heroes the viewer may defend with.
func (t *Table) drawTargets(c *ui.Canvas) {
	for _, s := range t.Spots.Order {
		if s.Key.kind == kHero && s.Glow {
			c.Glow(s.Rect, 0.8)
		}
	}
}

// PicAspect: a spot showing a card (Thing) pictures it, large in the zoom.
func (t *Table) PicAspect(s *tablekit.Spot[spotKey]) float64 {
	if s.Thing < 0 {
		return 0
	}
	return tipCard.W / tipCard.H
}

// DrawPic draws the card a spot shows, filling r.
func (t *Table) DrawPic(c *ui.Canvas, s *tablekit.Spot[spotKey], r layout.Rect) {
	t.drawCard(c, s.Thing, r, false, 1)
}

var _ tablekit.Pictured[spotKey] = (*Table)(nil)

// TipFirst: tooltips leave the prompt's words clear before all else (a
// button's tooltip covered their last line; play-test 18 #6: the
// rightmost hand card's covered their left edge, as covering them cost
// less than covering the hand's other cards).
func (t *Table) TipFirst() []layout.Rect {
	r, _ := t.promptBox(t.asking())
	return []layout.Rect{r}
}

// TipKeep: then the heroes in play when they can, the viewer's above all
// (a hand card's tooltip hid the hero to fight with), and the viewer's
// plate, its gold and dots.
func (t *Table) TipKeep() []layout.Rect {
	l := t.q.Layout()
	var keep []layout.Rect
	if v := int(t.Viewer); v >= 0 && v < len(l.Boxes) {
		keep = append(keep, l.Boxes[v].Plate)
	}
	for _, heroes := range l.Heroes {
		for _, h := range heroes {
			keep = append(keep, h.Column, h.Label)
		}
	}
	return keep
}

var (
	_ tablekit.TipKeeper  = (*Table)(nil)
	_ tablekit.TipFirster = (*Table)(nil)
)
