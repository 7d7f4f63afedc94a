package heromustdie

import (
	"strconv"
	"strings"

	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/ui"
)

// picH is the height of the picture a tooltip shows (a card, a token or a
// box at a readable size).
const picH = 150

// drawTip draws the tooltip of the spot under the pointer: its words and
// the thing itself large.
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
		r.H = max(textH, t.picHeight(s.pic)+16)
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
	if heroes := t.partyPic(s.pic); len(heroes) > 0 {
		w := float64(picH) * 120 / 168
		for i, h := range heroes {
			drawFighter(c, heroSprite(h.Card), hmd.Heroes[h.Card].Name, layout.Rect{X: r.X + 8 + (w+6)*float64(i), Y: r.Y + 8, W: w, H: picH}, int(h.Wounds), int(heroStrength(h).Max()), h.LevelUp, false)
		}
		x += extra
	} else if picW > 0 {
		sprite(c, s.pic, layout.Rect{X: r.X + 8, Y: r.Y + 8, W: picW, H: t.picHeight(s.pic)}, ui.Alpha(1))
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

// partyPic reads a party picture ("party:1"): the heroes to show.
func (t *Table) partyPic(pic string) []hmd.Fighter {
	rest, ok := strings.CutPrefix(pic, "party:")
	if !ok {
		return nil
	}
	i, err := strconv.Atoi(rest)
	st := t.q.Shown
	if err != nil || i < 0 || i >= hmd.NumParties {
		return nil
	}
	if st.Fight.Active && int(st.Fight.Party) == i {
		return st.Fight.Heroes
	}
	return st.Parties[i].Heroes
}

// picHeight is the height of a tooltip picture: cards at picH, tokens
// and boxes at twice their size.
func (t *Table) picHeight(pic string) float64 {
	if img := ui.Sprite(pic); img != nil && img.Bounds().Dy() < 60 {
		return 2 * float64(img.Bounds().Dy())
	}
	return picH
}

// picWidth is the width of a tooltip picture (0: none).
func (t *Table) picWidth(pic string) float64 {
	if n := len(t.partyPic(pic)); n > 0 {
		return float64(n)*(picH*120/168+6) - 6
	}
	if pic == "" {
		return 0
	}
	img := ui.Sprite(pic)
	if img == nil {
		return 0
	}
	b := img.Bounds()
	if b.Dy() < 60 {
		return 2 * float64(b.Dx())
	}
	return min(picH*float64(b.Dx())/float64(b.Dy()), 2*picH)
}
