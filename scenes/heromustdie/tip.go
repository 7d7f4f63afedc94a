package heromustdie

import (
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/stage"
	"github.com/herotable/herotable/scenes/tablekit"
	"github.com/herotable/herotable/scenes/ui"
)

// DrawTip draws the tooltip of the spot under the pointer: its words and
// the thing itself large. Over the result only the hands' cards tell.
func (t *Table) DrawTip(c *ui.Canvas, s *tablekit.Spot[spotKey], ctx *stage.Context) {
	if s == nil || s.Hint == "" || t.End != nil && s.Key.Kind != atEndHand {
		return
	}
	ui.DrawPictureTooltip(c, s.Hint, ctx.Mouse, t.picWidth(s.Pic), t.picHeight(s.Pic), func(r layout.Rect) { t.DrawPic(c, s, r) })
}

// PicAspect is the width over the height of what spot s pictures (0:
// nothing): a card, a token, a party's heroes side by side. The zoom shows
// it large, its words beside it, so that the cards of the monster market
// and the event slots, drawn small on the table, are read there.
func (t *Table) PicAspect(s *tablekit.Spot[spotKey]) float64 {
	if w, h := t.picWidth(s.Pic), t.picHeight(s.Pic); w > 0 && h > 0 {
		return w / h
	}
	return 0
}

// DrawPic draws what spot s pictures filling r (the tooltip's picture, the
// zoom's): a party's heroes with their wounds, else the sprite.
func (t *Table) DrawPic(c *ui.Canvas, s *tablekit.Spot[spotKey], r layout.Rect) {
	if heroes := t.partyPic(s.Pic); len(heroes) > 0 {
		w := r.H * 120 / 168
		gap := (r.W - w*float64(len(heroes))) / float64(max(1, len(heroes)-1))
		for i, h := range heroes {
			hr := layout.Rect{X: r.X + (w+gap)*float64(i), Y: r.Y, W: w, H: r.H}
			drawFighter(c, heroSprite(h.Card), hmd.Heroes[h.Card].Name, hr, int(h.Wounds), int(heroStrength(h).Max()), h.LevelUp, false)
			if h.LevelUp {
				drawRaised(c, hr, hmd.Heroes[h.Card].Str, heroStrength(h))
			}
		}
		return
	}
	if img := sprite(s.Pic); img != nil {
		c.Image(img, r, ui.Alpha(1))
	}
}

var _ tablekit.Pictured[spotKey] = (*Table)(nil)

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

// picHeight is the height of a tooltip picture: cards at tablekit.PicH, tokens
// and boxes at twice their size.
func (t *Table) picHeight(pic string) float64 {
	if img := sprite(pic); img != nil && img.Bounds().Dy() < 60 {
		return 2 * float64(img.Bounds().Dy())
	}
	return tablekit.PicH
}

// picWidth is the width of a tooltip picture (0: none): a party's heroes
// side by side, tokens and boxes at twice their size.
func (t *Table) picWidth(pic string) float64 {
	if n := len(t.partyPic(pic)); n > 0 {
		return float64(n)*(tablekit.PicH*120/168+6) - 6
	}
	img := sprite(pic)
	if img == nil {
		return 0
	}
	if img.Bounds().Dy() < 60 {
		return 2 * float64(img.Bounds().Dx())
	}
	return tablekit.PicWidth(pic)
}

// sprite is the picture's sprite: nil for none, and for a party's picture
// (drawn from its heroes; an empty party has none).
func sprite(pic string) *ebiten.Image {
	if _, party := strings.CutPrefix(pic, "party:"); party || pic == "" {
		return nil
	}
	return ui.Sprite(pic)
}
