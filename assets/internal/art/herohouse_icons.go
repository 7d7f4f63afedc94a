package art

// Hero House button glyphs, 32x32 white on transparency like icon/*: lay
// down, flip, next hand and give. "Done" and "confirm" use icon/check.

func hhIcons() []Sprite {
	icons := []struct {
		name string
		draw func(c *Canvas)
	}{
		{"lay-down", layDownGlyph().paint},
		{"flip", flipGlyph().paint},
		{"next-hand", nextHandIcon},
		{"give", giveGlyph().paint},
	}
	var out []Sprite
	for _, ic := range icons {
		c := NewCanvas(32, 32)
		ic.draw(c)
		out = append(out, sprite("herohouse/icon/"+ic.name, c))
	}
	return out
}

// paint draws a glyph in white: its shape, the cuts, then what lies over.
func (g glyph) paint(c *Canvas) {
	c.Fill(g.fill, White)
	if !g.cut.Empty() {
		c.Erase(c.Mask(g.cut))
	}
	if !g.over.Empty() {
		c.Fill(g.over, White)
	}
}

// layDownGlyph: a card coming down, an arrow under it, onto a line.
func layDownGlyph() glyph {
	card := RoundRect(9.5, 1, 13, 14.5, 2.2)
	arrow := Stroke(3.2, false, P(10, 19.5), P(16, 24.5), P(22, 19.5))
	line := Stroke(3.4, false, P(4, 29.5), P(28, 29.5))
	return glyph{fill: Join(card, arrow, line), cut: RoundRect(12.5, 4, 7, 8.5, 1)}
}

// flipGlyph: a face-down card, a curved arrow over the top, and the same
// card face up.
func flipGlyph() glyph {
	back := RoundRect(2.5, 15, 11, 16, 2)
	face := RoundRect(18.5, 15, 11, 16, 2)
	pts := arc(P(16, 15), 9.5, 205, 318, 16)
	end := pts[len(pts)-1]
	dir := Polar(P(0, 0), 1, Deg(318+90))
	head := func(k float64) Path {
		return Polygon(end.Add(dir.Mul(5.5*k)), end.Add(dir.Perp().Mul(4.4*k)), end.Sub(dir.Perp().Mul(4.4*k)))
	}
	arrow := Join(Stroke(2.8, false, pts[:len(pts)-1]...), head(1))
	gap := Join(Stroke(6, false, pts[:len(pts)-1]...), head(1.5))
	return glyph{fill: Join(back, face), cut: Join(RoundRect(21, 17.5, 6, 11, 1), gap), over: arrow}
}

// nextHandIcon: a fan of three cards, each cut free of the one behind,
// and an arrow pointing on.
func nextHandIcon(c *Canvas) {
	for _, a := range []float64{-26, 0, 26} {
		card := RoundRect(7, 4, 12, 17, 2).Transform(Rotate(Deg(a), P(13, 25)))
		c.Erase(c.Mask(card).Dilate(1.6))
		c.Fill(card, White)
	}
	arrow := Join(Stroke(3.2, false, P(18, 27), P(25, 27)), RoundPolygon(1, P(23.5, 21.5), P(31, 27), P(23.5, 32.5)))
	c.Erase(c.Mask(arrow).Dilate(1.8))
	c.Fill(arrow, White)
}

// giveGlyph: an open hand, palm up, passing a card to the right.
func giveGlyph() glyph {
	cuff := RoundRect(1, 18.5, 5, 12, 1.2)
	fingers := RoundRect(8, 20.5, 21, 4.4, 2.2)
	palm := RoundPolygon(2.2, P(8, 21), P(20, 21), P(19, 30), P(8, 30))
	thumb := Stroke(3.6, false, P(15, 22), P(19.5, 17.5))
	card := RoundRect(11, 2, 12, 15, 2).Transform(Rotate(Deg(14), P(17, 10)))
	motion := Join(Stroke(2.2, false, P(25.5, 6), P(30, 6)), Stroke(2.2, false, P(26.5, 11), P(30, 11)))
	return glyph{
		fill: Join(cuff, fingers, palm, thumb, motion),
		cut:  Join(StrokePath(3, true, card), StrokeButt(1.2, P(18, 25.5), P(29, 25.5)), StrokeButt(1.4, P(6.7, 17), P(6.7, 32))),
		over: card,
	}
}
