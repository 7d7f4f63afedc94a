package art

import "math"

// Generic cards, 140x200: a framed face with a title plate, an art window
// and a text box (the games draw their own content into them), a back, and
// a highlight ring to lay over a selected card.

const cardW, cardH = 140, 200

func cardSprites(Faces) []Sprite {
	return []Sprite{cardFrame(), cardBack(), cardHighlight()}
}

func cardFrame() Sprite {
	c := NewCanvas(cardW, cardH)
	c.Fill(RoundRect(0.5, 0.5, 139, 199, 10), Ink)
	c.Fill(RoundRect(2, 2, 136, 196, 8.5), Grain{Vertical(0, 200, Hex(0x7a4126), Hex(0x4f2715)), 0.10, 9, 3, 11})
	c.Fill(StrokePath(1.2, true, RoundRect(4.5, 4.5, 131, 191, 6.5)), Gold.Alpha(0.9))
	face := RoundRect(7, 7, 126, 186, 5)
	c.Fill(face, Grain{Vertical(7, 193, Parch, ParchMid), 0.07, 7, 7, 12})
	c.FillMask(c.Mask(face).Minus(c.Mask(RoundRect(9, 9, 122, 182, 4)).Blur(3)), Color{0.4, 0.22, 0.05, 0.35})
	for _, p := range []Pt{P(4.5, 4.5), P(135.5, 4.5), P(4.5, 195.5), P(135.5, 195.5)} {
		c.Fill(Circle(p, 3.3), Ink)
		c.Fill(Circle(p, 2.5), Radial{p.Add(P(-0.8, -0.8)), 3, []Stop{{0, GoldLight}, {1, GoldDark}}})
	}
	// Title plate.
	plate := RoundRect(13, 12, 114, 20, 4)
	c.Fill(RoundRect(12, 11, 116, 22, 5), InkSoft)
	c.Fill(plate, Vertical(12, 32, Hex(0xfbf1d6), Hex(0xe9d3a4)))
	// Art window, recessed.
	art := RoundRect(13, 37, 114, 84, 3)
	c.Fill(RoundRect(12, 36, 116, 86, 4), InkSoft)
	c.Fill(art, Radial{P(70, 70), 80, []Stop{{0, Hex(0xd9c194)}, {1, Hex(0xa98959)}}})
	c.FillMask(c.Mask(art).Minus(c.Mask(art.Move(1, 2)).Blur(2)), Color{0, 0, 0, 0.35})
	// Text box.
	text := RoundRect(13, 127, 114, 58, 4)
	c.Fill(RoundRect(12, 126, 116, 60, 5), InkSoft.Alpha(0.8))
	c.Fill(text, Vertical(127, 185, Hex(0xfcf5e2), Hex(0xf1e2bf)))
	Gem(c, P(70, 126), 4)
	Gem(c, P(70, 186), 4)
	return NewSprite("card/frame", c)
}

// Gem is a small gold diamond stud with an ink edge.
func Gem(c *Canvas, p Pt, r float64) {
	d := func(r float64) Path { return Polygon(p.Add(P(0, -r)), p.Add(P(r, 0)), p.Add(P(0, r)), p.Add(P(-r, 0))) }
	c.Fill(d(r+1.2), Ink)
	c.Fill(d(r), GoldPaint(p.Y-r, p.Y+r))
	c.Fill(Polygon(p.Add(P(0, -r)), p.Add(P(r, 0)), p), Color{1, 1, 1, 0.3})
}

func cardBack() Sprite {
	c := NewCanvas(cardW, cardH)
	c.Fill(RoundRect(0.5, 0.5, 139, 199, 10), Ink)
	inner := RoundRect(2, 2, 136, 196, 8.5)
	c.Fill(inner, Grain{Radial{P(70, 100), 120, []Stop{{0, Hex(0x8c2d24)}, {1, Hex(0x4a1511)}}}, 0.08, 6, 6, 21})
	// A lattice of fine gold lines, clipped to the inner field.
	field := RoundRect(10, 10, 120, 180, 5)
	var lattice Path
	for k := -200.0; k <= 340; k += 16 {
		lattice.Append(StrokeButt(0.8, P(k, 0), P(k+200, 200)), StrokeButt(0.8, P(k+200, 0), P(k, 200)))
	}
	fm := c.Mask(field)
	c.FillMask(c.Mask(lattice).Times(fm), GoldLight.Alpha(0.22))
	c.FillMask(fm.Minus(c.Mask(RoundRect(14, 14, 112, 172, 3)).Blur(4)), Color{0, 0, 0, 0.35})
	c.Fill(StrokePath(1.6, true, RoundRect(6, 6, 128, 188, 6.5)), GoldPaint(6, 194))
	c.Fill(StrokePath(0.8, true, RoundRect(10, 10, 120, 180, 5)), Gold.Alpha(0.8))
	for _, p := range []Pt{P(10, 10), P(130, 10), P(10, 190), P(130, 190)} {
		Gem(c, p, 3.5)
	}
	// Medallion with the crest.
	ctr := P(70, 100)
	c.Shadow(Circle(ctr, 36), 0, 2, 3, Color{0, 0, 0, 0.5})
	c.Fill(Circle(ctr, 36), Ink)
	c.Fill(Circle(ctr, 34.5), GoldPaint(ctr.Y-35, ctr.Y+35))
	c.Fill(Circle(ctr, 30.5), Ink)
	c.Fill(Circle(ctr, 29.5), Radial{ctr.Add(P(0, -8)), 36, []Stop{{0, Hex(0x3b2a20)}, {1, Hex(0x1c120c)}}})
	var dots Path
	for i := 0; i < 24; i++ {
		dots.Append(Circle(Polar(ctr, 32.5, 2*math.Pi*float64(i)/24), 0.9))
	}
	c.Fill(dots, GoldDark)
	crest(c, ctr.Add(P(0, 1)), 22, true)
	return NewSprite("card/back", c)
}

func cardHighlight() Sprite {
	c := NewCanvas(cardW, cardH)
	edge := RoundRect(2.5, 2.5, 135, 195, 9)
	c.FillMask(c.Mask(StrokePath(5, true, edge)).Blur(2), Hex(0xffc940).Alpha(0.95))
	c.Fill(StrokePath(2.4, true, edge), GoldLight)
	c.Fill(StrokePath(1, true, edge), Hex(0xfffbe8))
	return NewSprite("card/highlight", c)
}
