package art

import (
	"image"
	"math"
	"strings"
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
func dieAbilityCardSprites(fc faces) []Sprite {
	var out []Sprite
	for _, d := range DieAbilityCards {
		out = append(out, sprite("dieinthedungeon/card/"+d.ID, dieAbilityCard(fc, d)))
	}
	return append(out,
		sprite("dieinthedungeon/card/back", dieAbilityBack(fc)),
		sprite("dieinthedungeon/hero/back", dieHeroBack(fc)))
}

// dieCardTitle lays a card name out on the title plate (x 20–170, y
// 14–66): one line at 24 px if it fits, else two lines split where the
// longer is shortest, at 23 px and squeezed if still too wide.
func dieCardTitle(fc faces, name string) []Path {
	const maxW, cx = 150.0, dacW / 2.0
	if _, w := Text(fc.bold, 24, 0, name); w <= maxW {
		return []Path{fitText(fc.bold, name, 24, cx, 49, maxW)}
	}
	words := strings.Fields(name)
	best, bestW := 1, math.Inf(1)
	for i := 1; i < len(words); i++ {
		_, a := Text(fc.bold, 23, 0, strings.Join(words[:i], " "))
		_, b := Text(fc.bold, 23, 0, strings.Join(words[i:], " "))
		if w := math.Max(a, b); w < bestW {
			best, bestW = i, w
		}
	}
	return []Path{
		fitText(fc.bold, strings.Join(words[:best], " "), 23, cx, 37, maxW),
		fitText(fc.bold, strings.Join(words[best:], " "), 23, cx, 61, maxW),
	}
}

func dieAbilityCard(fc faces, d DieAbilityCard) *Canvas {
	ci := dieCreatureOf(d.ID)
	id, theme := DieCreatures[ci], dieThemes[ci]
	c := NewCanvas(dacW, dacH)
	c.Fill(RoundRect(0.5, 0.5, dacW-1, dacH-1, 12), ink)
	c.Fill(RoundRect(2.5, 2.5, dacW-5, dacH-5, 10), Grain{Vertical(2, dacH-2, theme.Lighter(0.15), theme.Darker(0.3)), 0.07, 8, 8, 31})
	face := RoundRect(8, 8, dacW-16, dacH-16, 7)
	c.Fill(StrokePath(2.2, true, face), ink.Alpha(0.7))
	c.Fill(face, Grain{Vertical(8, dacH-8, Hex(0xfbf1d8), parchMid), 0.05, 7, 7, 12})

	c.Fill(RoundRect(11, 11, dacW-22, 58, 10), ink)
	c.Fill(RoundRect(13, 13, dacW-26, 54, 9), Vertical(13, 67, theme.Lighter(0.12), theme.Darker(0.38)))
	c.Fill(StrokePath(1, true, RoundRect(15.5, 15.5, dacW-31, 49, 7)), gold.Alpha(0.6))
	for _, l := range dieCardTitle(fc, d.Name) {
		inked(c, l, 1.8, White)
	}

	win := RoundRect(14, 75, dacW-28, 132, 8)
	c.Fill(win, Radial{P(95, 130), 110, []Stop{{0, theme.Lighter(0.8)}, {1, theme.Lighter(0.35)}}})
	c.FillMask(c.Mask(win).Minus(c.Mask(win.Move(0, 4)).Blur(4)), Color{0, 0, 0, 0.25})
	fig := NewCanvas(dacW, dacH)
	dieCardPicto(fig, fc, d, P(95, 141), 2.45)
	c.DrawMasked(fig, c.Mask(win))
	c.Fill(StrokePath(1.8, true, win), ink.Alpha(0.8))

	// Cost coin, emblem and window badge.
	patch(c, image.Rect(14, 210, dacW-8, 274), 1, func(sc *Canvas, o Pt) { dieCardFoot(sc, fc, d, id, o) })
	return c
}

// dieCardFoot draws the cost coin, emblem and window badge, offset by o.
func dieCardFoot(c *Canvas, fc faces, d DieAbilityCard, id string, o Pt) {
	coin := P(46, 241).Add(o)
	c.Shadow(Circle(coin, 26), 0, 2, 3, Color{0, 0, 0, 0.4})
	c.Fill(Circle(coin, 27.5), ink)
	c.Fill(Circle(coin, 26), goldPaint(coin.Y-26, coin.Y+26))
	c.Fill(Circle(coin, 21.8), ink.Alpha(0.55))
	c.Fill(Circle(coin, 21), Radial{coin.Add(P(-6, -8)), 30, []Stop{{0, Hex(0xfff4c8)}, {1, Hex(0xe8c060)}}})
	c.Fill(fc.label(itoa(d.Cost), coin.Add(P(0, -3)), 24, 24), ink)
	c.Fill(fc.label("AP", coin.Add(P(0, 14)), 6.5, 14), inkSoft)
	emblemBadge(c, id, P(95, 241).Add(o), 17)
	c.Fill(RoundRect(112.5, 218.5, 67, 45, 11).Move(o.X, o.Y), ink)
	c.Fill(RoundRect(114, 220, 64, 42, 10).Move(o.X, o.Y), goldPaint(220+o.Y, 262+o.Y))
	c.Fill(RoundRect(117, 223, 58, 36, 8).Move(o.X, o.Y), Vertical(223+o.Y, 259+o.Y, Hex(0x3a2a22), ink))
	c.Fill(fc.label(d.Windows, P(146, 241).Add(o), 21, 52), goldLight)
}

// dieBackField paints a card back's ground: ink edge, a radial field from
// inner to outer, a fine gold lattice and a gold frame with corner gems.
func dieBackField(c *Canvas, inner, outer Color, seed uint32) {
	w, h := float64(c.W), float64(c.H)
	c.Fill(RoundRect(0.5, 0.5, w-1, h-1, 12), ink)
	c.Fill(RoundRect(2.5, 2.5, w-5, h-5, 10), Grain{Radial{P(w/2, h/2), h * 0.62, []Stop{{0, inner}, {1, outer}}}, 0.08, 6, 6, seed})
	field := RoundRect(12, 12, w-24, h-24, 6)
	var lattice Path
	for k := -h; k <= w+h; k += 18 {
		lattice.Append(StrokeButt(0.9, P(k, 0), P(k+h, h)), StrokeButt(0.9, P(k+h, 0), P(k, h)))
	}
	fm := c.Mask(field)
	c.FillMask(c.Mask(lattice).Times(fm), goldLight.Alpha(0.2))
	c.FillMask(fm.Minus(c.Mask(RoundRect(16, 16, w-32, h-32, 4)).Blur(4)), Color{0, 0, 0, 0.35})
	c.Fill(StrokePath(2, true, RoundRect(7, 7, w-14, h-14, 7.5)), goldPaint(7, h-7))
	c.Fill(StrokePath(1, true, field), gold.Alpha(0.8))
	for _, p := range []Pt{P(12, 12), P(w-12, 12), P(12, h-12), P(w-12, h-12)} {
		gem(c, p, 4)
	}
}

// dieBackMedallion is a gold-ringed dark disc of radius r.
func dieBackMedallion(c *Canvas, at Pt, r float64) {
	c.Shadow(Circle(at, r), 0, 3, 4, Color{0, 0, 0, 0.55})
	c.Fill(Circle(at, r+1.5), ink)
	c.Fill(Circle(at, r), goldPaint(at.Y-r, at.Y+r))
	c.Fill(Circle(at, r-4.5), ink)
	c.Fill(Circle(at, r-5.5), Radial{at.Add(P(0, -r*0.3)), r, []Stop{{0, Hex(0x3b2a30)}, {1, Hex(0x160e10)}}})
	var dots Path
	for i := 0; i < 28; i++ {
		dots.Append(Circle(Polar(at, r-2.3, 2*math.Pi*float64(i)/28), 0.9))
	}
	c.Fill(dots, goldDark)
}

// ribbon is a dark plate with gold letters.
func ribbon(c *Canvas, fc faces, s string, at Pt, w float64) {
	c.Fill(RoundRect(at.X-w/2-1.5, at.Y-13.5, w+3, 27, 7), ink)
	c.Fill(RoundRect(at.X-w/2, at.Y-12, w, 24, 6), goldPaint(at.Y-12, at.Y+12))
	c.Fill(RoundRect(at.X-w/2+2.5, at.Y-9.5, w-5, 19, 4.5), Hex(0x2a1c18))
	c.Fill(fc.label(s, at, 11, w-16), goldLight)
}

// dieAbilityBack is the ability cards' back: the ability bolt in a
// medallion over the five creature emblems.
func dieAbilityBack(fc faces) *Canvas {
	c := NewCanvas(dacW, dacH)
	dieBackField(c, Hex(0x5a2f62), Hex(0x1e1024), 41)
	at := P(95, 112)
	dieBackMedallion(c, at, 46)
	gc := NewCanvas(dacW, dacH)
	markGlyph(gc, statGlyph("ability"), at, 1.45)
	c.FillMask(gc.Alpha().Dilate(4).Blur(5), Hex(0x40e0e8).Alpha(0.5))
	paintGlyph(c, statGlyph("ability"), at, 1.45, gold, 2)
	ribbon(c, fc, "ABILITY", P(95, 186), 112)
	for j, id := range DieCreatures {
		emblemBadge(c, id, P(95+float64(j-2)*31, 228), 12.5)
	}
	return c
}

// dieHeroBack is the hero cards' back: a red shield in a medallion over
// the four heroes' heads.
func dieHeroBack(fc faces) *Canvas {
	c := NewCanvas(dcW, dcH)
	dieBackField(c, Hex(0x2f4f8e), Hex(0x0f1a36), 43)
	at := P(120, 132)
	dieBackMedallion(c, at, 58)
	heaterShield(c, at.Add(P(0, -2)), 34)
	ribbon(c, fc, "HEROES", P(120, 222), 130)
	for j, h := range []string{"fighter", "rogue", "wizard", "cleric"} {
		o := P(120+float64(j)*44-66, 276)
		c.Fill(Circle(o, 19.5), ink)
		c.Fill(Circle(o, 18), goldPaint(o.Y-18, o.Y+18))
		c.Fill(Circle(o, 15), Radial{o.Add(P(-4, -5)), 22, []Stop{{0, Hex(0xfffaf0)}, {1, parchMid}}})
		drawDieHead(penAt(c, o.Add(P(0, 2.5)), 0.8), fc, h)
	}
	return c
}
