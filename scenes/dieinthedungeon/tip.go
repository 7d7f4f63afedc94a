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
	lines := ui.Wrap(s.tip, ui.Small, ui.TooltipWidth)
	w := 0.0
	for _, l := range lines {
		w = max(w, ui.Measure(l, ui.Small))
	}
	lh := ui.LineHeight(ui.Small)
	textH := float64(len(lines))*lh + 16
	picW := t.picWidth(s.pic)
	extra := 0.0
	if picW > 0 {
		extra = picW + 12
	}
	r := layout.Rect{X: mouse.X + 16, Y: mouse.Y + 20, W: w + 24 + extra, H: textH}
	if picW > 0 {
		r.H = max(textH, picH+16)
	}
	if r.Right() > layout.Width-8 {
		r.X = mouse.X - 16 - r.W
	}
	if r.Bottom() > layout.Height-8 {
		r.Y = max(mouse.Y-12-r.H, 8)
	}
	r.X = max(r.X, 8)
	c.NineSlice("ui/tooltip", r, ui.Alpha(1))
	x := r.X + 12
	if picW > 0 {
		t.drawPic(c, s.pic, layout.Rect{X: r.X + 8, Y: r.Y + 8, W: picW, H: picH})
		x += extra
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
	sprite(c, pic, r, ui.Alpha(1))
}
