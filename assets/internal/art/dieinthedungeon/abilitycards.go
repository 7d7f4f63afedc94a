package dieinthedungeon

import (
	"image"
	"math"
	"strings"

	"github.com/herotable/herotable/assets/internal/art"
)

// DIE in the Dungeon! ability cards, 190x280 (twice the 95x140 they are
// shown at): the creature's frame colour, the name on a plate in one or two
// lines, the effect's pictogram in a window, and along the bottom the AP
// cost in a gold coin, the creature's emblem and the window letters
// (T, R, X, T/R) on a dark badge. Also the two card backs: ability cards
// (190x280) and hero cards (240x340).

const (
	dacW = 190
	dacH = 280
)

// dieAbilityCardSprites draws the 20 cards and both backs.
func dieAbilityCardSprites(fc art.Faces) []art.Sprite {
	var out []art.Sprite
	for _, d := range DieAbilityCards {
		out = append(out, art.NewSprite("dieinthedungeon/card/"+d.ID, dieAbilityCard(fc, d)))
	}
	return append(out,
		art.NewSprite("dieinthedungeon/card/back", dieAbilityBack(fc)),
		art.NewSprite("dieinthedungeon/hero/back", dieHeroBack(fc)))
}

// dieCardTitle lays a card name out on the title plate (x 20–170, y
// 14–66): one line at 24 px if it fits, else two lines split where the
// longer is shortest, at 23 px and squeezed if still too wide.
func dieCardTitle(fc art.Faces, name string) []art.Path {
	const maxW, cx = 150.0, dacW / 2.0
	if _, w := art.Text(fc.Bold, 24, 0, name); w <= maxW {
		return []art.Path{art.FitText(fc.Bold, name, 24, cx, 49, maxW)}
	}
	words := strings.Fields(name)
	best, bestW := 1, math.Inf(1)
	for i := 1; i < len(words); i++ {
		_, a := art.Text(fc.Bold, 23, 0, strings.Join(words[:i], " "))
		_, b := art.Text(fc.Bold, 23, 0, strings.Join(words[i:], " "))
		if w := math.Max(a, b); w < bestW {
			best, bestW = i, w
		}
	}
	return []art.Path{
		art.FitText(fc.Bold, strings.Join(words[:best], " "), 23, cx, 37, maxW),
		art.FitText(fc.Bold, strings.Join(words[best:], " "), 23, cx, 61, maxW),
	}
}

func dieAbilityCard(fc art.Faces, d DieAbilityCard) *art.Canvas {
	ci := dieCreatureOf(d.ID)
	id, theme := DieCreatures[ci], dieThemes[ci]
	c := art.NewCanvas(dacW, dacH)
	c.Fill(art.RoundRect(0.5, 0.5, dacW-1, dacH-1, 12), art.Ink)
	c.Fill(art.RoundRect(2.5, 2.5, dacW-5, dacH-5, 10), art.Grain{Base: art.Vertical(2, dacH-2, theme.Lighter(0.15), theme.Darker(0.3)), Amp: 0.07, SX: 8, SY: 8, Seed: 31})
	face := art.RoundRect(8, 8, dacW-16, dacH-16, 7)
	c.Fill(art.StrokePath(2.2, true, face), art.Ink.Alpha(0.7))
	c.Fill(face, art.Grain{Base: art.Vertical(8, dacH-8, art.Hex(0xfbf1d8), art.ParchMid), Amp: 0.05, SX: 7, SY: 7, Seed: 12})

	c.Fill(art.RoundRect(11, 11, dacW-22, 58, 10), art.Ink)
	c.Fill(art.RoundRect(13, 13, dacW-26, 54, 9), art.Vertical(13, 67, theme.Lighter(0.12), theme.Darker(0.38)))
	c.Fill(art.StrokePath(1, true, art.RoundRect(15.5, 15.5, dacW-31, 49, 7)), art.Gold.Alpha(0.6))
	for _, l := range dieCardTitle(fc, d.Name) {
		art.Inked(c, l, 1.8, art.White)
	}

	win := art.RoundRect(14, 75, dacW-28, 132, 8)
	c.Fill(win, art.Radial{C: art.P(95, 130), R: 110, Stops: []art.Stop{{T: 0, C: theme.Lighter(0.8)}, {T: 1, C: theme.Lighter(0.35)}}})
	c.FillMask(c.Mask(win).Minus(c.Mask(win.Move(0, 4)).Blur(4)), art.Color{R: 0, G: 0, B: 0, A: 0.25})
	fig := art.NewCanvas(dacW, dacH)
	dieCardPicto(fig, fc, d, art.P(95, 141), 2.45)
	c.DrawMasked(fig, c.Mask(win))
	c.Fill(art.StrokePath(1.8, true, win), art.Ink.Alpha(0.8))

	// Cost coin, emblem and window badge.
	patch(c, image.Rect(14, 210, dacW-8, 274), 1, func(sc *art.Canvas, o art.Pt) { dieCardFoot(sc, fc, d, id, o) })
	return c
}

// dieCardFoot draws the cost coin, emblem and window badge, offset by o.
func dieCardFoot(c *art.Canvas, fc art.Faces, d DieAbilityCard, id string, o art.Pt) {
	coin := art.P(46, 241).Add(o)
	c.Shadow(art.Circle(coin, 26), 0, 2, 3, art.Color{R: 0, G: 0, B: 0, A: 0.4})
	c.Fill(art.Circle(coin, 27.5), art.Ink)
	c.Fill(art.Circle(coin, 26), art.GoldPaint(coin.Y-26, coin.Y+26))
	c.Fill(art.Circle(coin, 21.8), art.Ink.Alpha(0.55))
	c.Fill(art.Circle(coin, 21), art.Radial{C: coin.Add(art.P(-6, -8)), R: 30, Stops: []art.Stop{
		{T: 0, C: art.Hex(0xfff4c8)}, {T: 1, C: art.Hex(0xe8c060)},
	}})
	c.Fill(fc.Label(art.Itoa(d.Cost), coin.Add(art.P(0, -3)), 24, 24), art.Ink)
	c.Fill(fc.Label("AP", coin.Add(art.P(0, 14)), 6.5, 14), art.InkSoft)
	emblemBadge(c, id, art.P(95, 241).Add(o), 17)
	c.Fill(art.RoundRect(112.5, 218.5, 67, 45, 11).Move(o.X, o.Y), art.Ink)
	c.Fill(art.RoundRect(114, 220, 64, 42, 10).Move(o.X, o.Y), art.GoldPaint(220+o.Y, 262+o.Y))
	c.Fill(art.RoundRect(117, 223, 58, 36, 8).Move(o.X, o.Y), art.Vertical(223+o.Y, 259+o.Y, art.Hex(0x3a2a22), art.Ink))
	c.Fill(fc.Label(d.Windows, art.P(146, 241).Add(o), 21, 52), art.GoldLight)
}

// dieBackField paints a card back's ground: ink edge, a radial field from
// inner to outer, a fine gold lattice and a gold frame with corner gems.
func dieBackField(c *art.Canvas, inner, outer art.Color, seed uint32) {
	w, h := float64(c.W), float64(c.H)
	c.Fill(art.RoundRect(0.5, 0.5, w-1, h-1, 12), art.Ink)
	c.Fill(art.RoundRect(2.5, 2.5, w-5, h-5, 10), art.Grain{Base: art.Radial{C: art.P(w/2, h/2), R: h * 0.62, Stops: []art.Stop{
		{T: 0, C: inner}, {T: 1, C: outer},
	}}, Amp: 0.08, SX: 6, SY: 6, Seed: seed})
	field := art.RoundRect(12, 12, w-24, h-24, 6)
	var lattice art.Path
	for k := -h; k <= w+h; k += 18 {
		lattice.Append(art.StrokeButt(0.9, art.P(k, 0), art.P(k+h, h)), art.StrokeButt(0.9, art.P(k+h, 0), art.P(k, h)))
	}
	fm := c.Mask(field)
	c.FillMask(c.Mask(lattice).Times(fm), art.GoldLight.Alpha(0.2))
	c.FillMask(fm.Minus(c.Mask(art.RoundRect(16, 16, w-32, h-32, 4)).Blur(4)), art.Color{R: 0, G: 0, B: 0, A: 0.35})
	c.Fill(art.StrokePath(2, true, art.RoundRect(7, 7, w-14, h-14, 7.5)), art.GoldPaint(7, h-7))
	c.Fill(art.StrokePath(1, true, field), art.Gold.Alpha(0.8))
	for _, p := range []art.Pt{art.P(12, 12), art.P(w-12, 12), art.P(12, h-12), art.P(w-12, h-12)} {
		art.Gem(c, p, 4)
	}
}

// dieBackMedallion is a gold-ringed dark disc of radius r.
func dieBackMedallion(c *art.Canvas, at art.Pt, r float64) {
	c.Shadow(art.Circle(at, r), 0, 3, 4, art.Color{R: 0, G: 0, B: 0, A: 0.55})
	c.Fill(art.Circle(at, r+1.5), art.Ink)
	c.Fill(art.Circle(at, r), art.GoldPaint(at.Y-r, at.Y+r))
	c.Fill(art.Circle(at, r-4.5), art.Ink)
	c.Fill(art.Circle(at, r-5.5), art.Radial{C: at.Add(art.P(0, -r*0.3)), R: r, Stops: []art.Stop{
		{T: 0, C: art.Hex(0x3b2a30)}, {T: 1, C: art.Hex(0x160e10)},
	}})
	var dots art.Path
	for i := 0; i < 28; i++ {
		dots.Append(art.Circle(art.Polar(at, r-2.3, 2*math.Pi*float64(i)/28), 0.9))
	}
	c.Fill(dots, art.GoldDark)
}

// ribbon is a dark plate with gold letters.
func ribbon(c *art.Canvas, fc art.Faces, s string, at art.Pt, w float64) {
	c.Fill(art.RoundRect(at.X-w/2-1.5, at.Y-13.5, w+3, 27, 7), art.Ink)
	c.Fill(art.RoundRect(at.X-w/2, at.Y-12, w, 24, 6), art.GoldPaint(at.Y-12, at.Y+12))
	c.Fill(art.RoundRect(at.X-w/2+2.5, at.Y-9.5, w-5, 19, 4.5), art.Hex(0x2a1c18))
	c.Fill(fc.Label(s, at, 11, w-16), art.GoldLight)
}

// dieAbilityBack is the ability cards' back: the ability bolt in a
// medallion over the five creature emblems.
func dieAbilityBack(fc art.Faces) *art.Canvas {
	c := art.NewCanvas(dacW, dacH)
	dieBackField(c, art.Hex(0x5a2f62), art.Hex(0x1e1024), 41)
	at := art.P(95, 112)
	dieBackMedallion(c, at, 46)
	gc := art.NewCanvas(dacW, dacH)
	markGlyph(gc, art.StatGlyph("ability"), at, 1.45)
	c.FillMask(gc.Alpha().Dilate(4).Blur(5), art.Hex(0x40e0e8).Alpha(0.5))
	paintGlyph(c, art.StatGlyph("ability"), at, 1.45, art.Gold, 2)
	ribbon(c, fc, "ABILITY", art.P(95, 186), 112)
	for j, id := range DieCreatures {
		emblemBadge(c, id, art.P(95+float64(j-2)*31, 228), 12.5)
	}
	return c
}

// dieHeroBack is the hero cards' back: a red shield in a medallion over
// the four heroes' heads.
func dieHeroBack(fc art.Faces) *art.Canvas {
	c := art.NewCanvas(dcW, dcH)
	dieBackField(c, art.Hex(0x2f4f8e), art.Hex(0x0f1a36), 43)
	at := art.P(120, 132)
	dieBackMedallion(c, at, 58)
	art.HeaterShield(c, at.Add(art.P(0, -2)), 34)
	ribbon(c, fc, "HEROES", art.P(120, 222), 130)
	for j, h := range []string{"fighter", "rogue", "wizard", "cleric"} {
		o := art.P(120+float64(j)*44-66, 276)
		c.Fill(art.Circle(o, 19.5), art.Ink)
		c.Fill(art.Circle(o, 18), art.GoldPaint(o.Y-18, o.Y+18))
		c.Fill(art.Circle(o, 15), art.Radial{C: o.Add(art.P(-4, -5)), R: 22, Stops: []art.Stop{{T: 0, C: art.Hex(0xfffaf0)}, {T: 1, C: art.ParchMid}}})
		art.DrawHead(art.PenAt(c, o.Add(art.P(0, 2.5)), 0.8), fc, h)
	}
	return c
}
