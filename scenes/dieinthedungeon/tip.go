package dieinthedungeon

import (
	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/stage"
	"github.com/herotable/herotable/scenes/ui"
)

// picH is the height of the picture a tooltip shows (a card, a token, a
// tile composed large).
const picH = 150

// DrawTip draws the tooltip of the spot under the pointer: its words and
// the thing itself at a readable size (a map slot's: its tile composed
// large).
func (t *Table) DrawTip(c *ui.Canvas, s *spot, ctx *stage.Context) {
	if s == nil || s.Hint == "" {
		return
	}
	mouse := ctx.Mouse
	if s.Key.Kind == AtTile {
		ui.DrawPictureTooltip(c, s.Hint, mouse, picH, picH, func(r layout.Rect) { t.drawTilePic(c, s.Key.I, r) })
		return
	}
	ui.DrawPictureTooltip(c, s.Hint, mouse, picWidth(s.Pic), picH, func(r layout.Rect) { c.TrySprite(s.Pic, r, ui.Alpha(1)) })
}

// picWidth is the width of a sprite as a tooltip picture, picH high (0:
// none).
func picWidth(pic string) float64 {
	if pic == "" {
		return 0
	}
	img := ui.Sprite(pic)
	if img == nil {
		return 0
	}
	b := img.Bounds()
	return min(picH*float64(b.Dx())/float64(b.Dy()), 2*picH)
}

// drawTilePic draws map slot i's tile in r, as the table shows it: its
// face if known, else its back.
func (t *Table) drawTilePic(c *ui.Canvas, i int, r layout.Rect) {
	st := t.q.Shown
	m := &dd.Maps[st.Map]
	if i < 0 || i >= len(m.Slots) {
		return
	}
	if f := faceOf(st, i); f >= 0 && (st.Slots[i].Open || st.Slots[i].Peek != 0 || Known(st, m, i)) {
		t.face(c, m, i, f, r, 1)
	} else {
		drawBack(c, m, i, r, 1, 1)
	}
}
