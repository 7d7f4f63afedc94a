package dieinthedungeon

import (
	"fmt"
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/ui"
)

// Colours of the table beyond the app's palette.
var (
	warnInk = color.NRGBA{0xf0, 0xa8, 0x40, 0xff}
	stone   = color.NRGBA{0x5e, 0x55, 0x4a, 0xff}
)

// The sprite prefix of this game's art.
const art = "dieinthedungeon/"

// rotated draws the named sprite centred in r, turned by quarter turns
// clockwise.
func rotated(c *ui.Canvas, name string, r layout.Rect, quarter int, cs ebiten.ColorScale) bool {
	img := ui.Sprite(name)
	if img == nil {
		return false
	}
	cx, cy := r.X+r.W/2, r.Y+r.H/2
	c.ImageRotated(img, cx, cy, r.W, r.H, float64(quarter)*math.Pi/2, cs)
	return true
}

// dieSprite is the sprite of a die's face: the shared polyhedral dice, this
// game's Hero Die and DieNamic dice.
func dieSprite(die string, face int) string {
	switch die {
	case dd.HeroDieID:
		return fmt.Sprintf(art+"herodie/%d", face)
	case "dienamic":
		if face <= 0 {
			return art + "dienamic/empty"
		}
		return fmt.Sprintf(art+"dienamic/%d", face)
	}
	return ui.DieFace(die, face)
}

// tumbleSprite is tumbling frame k of a die.
func tumbleSprite(die string, k int) string {
	if die == dd.HeroDieID {
		return fmt.Sprintf(art+"herodie/tumble/%d", ((k%8)+8)%8)
	}
	return ui.DieTumble(die, k)
}

// drawDieFace draws a die showing face in r; a drawn die with the number
// while the sprite is missing (a face of 0: an empty die).
func drawDieFace(c *ui.Canvas, die string, face int, r layout.Rect, a float64) {
	if face > 0 && c.TrySprite(dieSprite(die, face), r, ui.Alpha(a)) {
		return
	}
	if die == "dienamic" && c.TrySprite(dieSprite(die, 0), r, ui.Alpha(a)) {
		return
	}
	c.RoundRect(r, r.W*0.18, ui.Fade(ui.Paper, a))
	c.RoundStroke(r.Inset(1), r.W*0.18, 1.5, ui.Fade(ui.Ink, a))
	if face > 0 {
		c.Text(fmt.Sprint(face), ui.Style{Font: ui.Bold, Size: r.H * 0.45}, r.X+r.W/2, r.Y+r.H/2, ui.Center, ui.Fade(ui.Ink, a))
	}
}

// dieID is the engine's id of a die type as the dice sprites name it.
func dieID(d dd.DieType) string { return d.String() }

// tokenSprite is a token's sprite.
func tokenSprite(t dd.Token) string {
	if info := t.Info(); info.Group == dd.DieMinions {
		return art + "dieminion/" + info.Die.String()
	}
	return art + "token/" + t.ID()
}

// drawToken draws token t as a disc of side r; a lettered disc while its
// sprite is missing.
func drawToken(c *ui.Canvas, t dd.Token, r layout.Rect, a float64) {
	if c.TrySprite(tokenSprite(t), r, ui.Alpha(a)) {
		return
	}
	c.Circle(r.X+r.W/2, r.Y+r.H/2, r.W/2, ui.Fade(ui.GoldDeep, a))
	c.Circle(r.X+r.W/2, r.Y+r.H/2, r.W/2-2, ui.Fade(ui.DarkWood, a))
	label := strings.TrimPrefix(strings.TrimPrefix(t.ID(), "tok_"), "dm_")
	c.Text(ui.Ellipsize(label, ui.Style{Font: ui.Bold, Size: 9}, r.W-4), ui.Style{Font: ui.Bold, Size: 9},
		r.X+r.W/2, r.Y+r.H/2, ui.Center, ui.Fade(ui.Cream, a))
}

// statSprite is a board slot's glyph.
func statSprite(s dd.Slot) string { return art + "stat/" + s.ID() }

// headSprite is a tile head's icon.
func headSprite(h dd.Head) string {
	if t, ok := h.Hero(); ok {
		return art + "head/" + dd.HeroTypes[t].ID
	}
	return art + "head/unknown"
}

// memberSprite is a party member's card.
func memberSprite(m dd.Member) string {
	switch m.Kind {
	case dd.Basic:
		return fmt.Sprintf(art+"hero/%s-%d", dd.HeroTypes[m.Hero.Type].ID, m.Hero.Level)
	case dd.EpicMem:
		return art + "epic/" + strings.TrimPrefix(dd.Epics[m.Epic].ID, "epic_")
	case dd.Boss:
		return art + "epic/diemaster"
	}
	return art + "ally/bard-" + [2]string{"a", "b"}[m.BardSide&1]
}

// allySprite is an ally card showing side (the Kobold's face-up side).
func allySprite(ally, side int) string {
	if ally == 0 {
		return art + "ally/kobold-" + [2]string{"a", "b"}[side&1]
	}
	return art + "ally/diesplacer"
}

// cardSprite is an ability card's face.
func cardSprite(creature, i int) string { return art + "card/" + dd.Creatures[creature].Cards[i].ID }

// drawCardStandIn draws a plain card with a title and a line of words.
func drawCardStandIn(c *ui.Canvas, r layout.Rect, title, sub string, a float64) {
	c.RoundRect(r, 6, ui.Fade(ui.Paper, a))
	c.RoundStroke(r.Inset(1), 6, 2, ui.Fade(ui.GoldDeep, a))
	st := ui.Style{Font: ui.Bold, Size: max(9, min(14, r.W/8))}
	c.Paragraph(title, st, layout.Rect{X: r.X + 4, Y: r.Y + 6, W: r.W - 8, H: r.H / 2}, ui.Center, ui.Fade(ui.Ink, a))
	if sub != "" {
		c.TextIn(sub, ui.Style{Font: ui.Regular, Size: st.Size - 1}, layout.Rect{X: r.X + 4, Y: r.Bottom() - 22, W: r.W - 8, H: 18}, ui.Center, ui.Fade(ui.InkSoft, a))
	}
}

// mark draws a tick (ok) or a cross, the fonts having neither glyph.
func mark(c *ui.Canvas, ok bool, cx, cy, size float64, col color.Color) {
	w := max(2, size/6)
	if ok {
		c.Line(cx-size*0.4, cy, cx-size*0.1, cy+size*0.3, w, col)
		c.Line(cx-size*0.1, cy+size*0.3, cx+size*0.45, cy-size*0.35, w, col)
		return
	}
	c.Line(cx-size*0.35, cy-size*0.35, cx+size*0.35, cy+size*0.35, w, col)
	c.Line(cx-size*0.35, cy+size*0.35, cx+size*0.35, cy-size*0.35, w, col)
}

// checkbox draws an objective's box, ticked when done.
func checkbox(c *ui.Canvas, cx, cy, size float64, done bool) {
	r := layout.Centered(cx, cy, size, size)
	c.RoundRect(r, 3, ui.Fade(ui.Dim, 0.6))
	c.RoundStroke(r, 3, 1.5, ui.Gold)
	if done {
		mark(c, true, cx, cy, size*0.9, ui.Gain)
	}
}

// chip draws a rounded label on col, a little see-through, in 12 px
// words; it returns its width.
func chip(c *ui.Canvas, text string, x, cy float64, col color.Color) float64 {
	w := chipW(text)
	c.RoundRect(layout.Rect{X: x, Y: cy - 9, W: w, H: 18}, 9, ui.Fade(col, 0.85))
	c.Text(text, chipText, x+w/2, cy, ui.Center, ui.Ink)
	return w
}

// chipText is a chip's words.
var chipText = ui.Style{Font: ui.Bold, Size: 12}

// chipW is the width of a chip saying text.
func chipW(text string) float64 { return ui.Measure(text, chipText) + 12 }

// seatInk is the colour that marks player p.
func seatInk(p int) color.Color {
	inks := []color.Color{color.NRGBA{0xe0, 0x5a, 0x4c, 0xff}, color.NRGBA{0x5a, 0x93, 0xe0, 0xff}}
	return inks[((p%2)+2)%2]
}

// logIcon draws a log line's die in r, the Hero Die too.
func logIcon(c *ui.Canvas, ln ui.LogLine, r layout.Rect, a float64) bool {
	if ln.Die == "" {
		return false
	}
	drawDieFace(c, ln.Die, ln.Face, r, a)
	return true
}
