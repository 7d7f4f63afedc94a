package dieinthedungeon

import (
	"strconv"
	"strings"

	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/ui"
)

// picH is the height of the picture a tooltip shows (a card, a token, a
// tile composed large).
const picH = 150

// drawTip draws the tooltip of the spot under the pointer: its words and
// the thing itself at a readable size.
func (t *Table) drawTip(c *ui.Canvas, s *spot, mouse layout.Point) {
	if s == nil || s.tip == "" {
		return
	}
	ui.DrawPictureTooltip(c, s.tip, mouse, t.picWidth(s.pic), picH, func(r layout.Rect) { t.drawPic(c, s.pic, r) })
}

// picWidth is the width of a tooltip picture at picH high (0: none).
func (t *Table) picWidth(pic string) float64 {
	switch {
	case pic == "":
		return 0
	case strings.HasPrefix(pic, "tile:"):
		return picH
	}
	img := ui.Sprite(pic)
	if img == nil {
		return 0
	}
	b := img.Bounds()
	return min(picH*float64(b.Dx())/float64(b.Dy()), 2*picH)
}

// drawPic draws a tooltip's picture in r.
func (t *Table) drawPic(c *ui.Canvas, pic string, r layout.Rect) {
	if rest, ok := strings.CutPrefix(pic, "tile:"); ok {
		i, err := strconv.Atoi(rest)
		st := t.q.Shown
		m := &dd.Maps[st.Map]
		if err != nil || i < 0 || i >= len(m.Slots) {
			return
		}
		if f := faceOf(st, i); f >= 0 && (st.Slots[i].Open || st.Slots[i].Peek != 0 || Known(st, m, i)) {
			t.face(c, m, i, f, r, 1)
		} else {
			drawBack(c, m, i, r, 1, 1)
		}
		return
	}
	c.TrySprite(pic, r, ui.Alpha(1))
}
