package dieinthedungeon

import (
	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/stage"
	"github.com/herotable/herotable/scenes/tablekit"
	"github.com/herotable/herotable/scenes/ui"
)

// DrawTip draws the tooltip of the spot under the pointer: its words and
// the thing itself at a readable size (a map slot's: its tile composed
// large).
func (t *Table) DrawTip(c *ui.Canvas, s *spot, ctx *stage.Context) {
	if s == nil || s.Hint == "" {
		return
	}
	mouse := ctx.Mouse
	switch s.Key.Kind {
	case AtTile:
		ui.DrawPictureTooltip(c, s.Hint, mouse, tablekit.PicH, tablekit.PicH, func(r layout.Rect) { t.drawTilePic(c, s.Key.I, r) })
		return
	case AtSlot:
		ui.DrawPictureTooltip(c, s.Hint, mouse, tablekit.PicH, tablekit.PicH, func(r layout.Rect) { t.drawSlotPic(c, s.Key.I, r) })
		return
	}
	ui.DrawPictureTooltip(c, s.Hint, mouse, tablekit.PicWidth(s.Pic), tablekit.PicH, func(r layout.Rect) { c.TrySprite(s.Pic, r, ui.Alpha(1)) })
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

// PicAspect: a map slot pictures its tile (square), anything else its
// sprite, large in the zoom.
func (t *Table) PicAspect(s *spot) float64 {
	if s.Key.Kind == AtTile || s.Key.Kind == AtSlot {
		return 1
	}
	return tablekit.PicWidth(s.Pic) / tablekit.PicH
}

// DrawPic draws what a spot shows, filling r: a tile as the table shows
// it, else its sprite.
func (t *Table) DrawPic(c *ui.Canvas, s *spot, r layout.Rect) {
	switch s.Key.Kind {
	case AtTile:
		t.drawTilePic(c, s.Key.I, r)
		return
	case AtSlot:
		t.drawSlotPic(c, s.Key.I, r)
		return
	}
	c.TrySprite(s.Pic, r, ui.Alpha(1))
}

var _ tablekit.Pictured[spotKey] = (*Table)(nil)

// maxDiePic is the most a board die is drawn in a tooltip or the zoom:
// its sprite is drawn for the board, and larger it blurs (play-test 32
// #13: a right-click on a stat die zoomed its stat's sword, huge and
// blurred).
const maxDiePic = 120

// drawSlotPic draws board slot i's die as the board shows it, centred in
// r at no more than maxDiePic.
func (t *Table) drawSlotPic(c *ui.Canvas, i int, r layout.Rect) {
	b, ok := t.boardDice(t.q.Shown)
	if !ok || i < 0 || i >= int(dd.NumSlots) {
		return
	}
	side := min(r.W, r.H, maxDiePic)
	d := b[i]
	drawDieFace(c, d.Type.String(), d.Value, layout.Centered(r.X+r.W/2, r.Y+r.H/2, side, side), 1)
}
