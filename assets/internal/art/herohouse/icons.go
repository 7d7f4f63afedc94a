package herohouse

import "github.com/herotable/herotable/assets/internal/art"

// Hero House button glyphs, 32x32 white on transparency like icon/*: lay
// down, flip, next hand and give. "Done" and "confirm" use icon/check.

func hhIcons() []art.Sprite {
	icons := []struct {
		name string
		draw func(c *art.Canvas)
	}{
		{"lay-down", layDownGlyph().DrawWhite},
		{"flip", flipGlyph().DrawWhite},
		{"next-hand", nextHandIcon},
		{"give", giveGlyph().DrawWhite},
	}
	var out []art.Sprite
	for _, ic := range icons {
		c := art.NewCanvas(32, 32)
		ic.draw(c)
		out = append(out, art.NewSprite("herohouse/icon/"+ic.name, c))
	}
	return out
}

// layDownGlyph: a card coming down, an arrow under it, onto a line.
func layDownGlyph() art.Glyph {
	card := art.RoundRect(9.5, 1, 13, 14.5, 2.2)
	arrow := art.Stroke(3.2, false, art.P(10, 19.5), art.P(16, 24.5), art.P(22, 19.5))
	line := art.Stroke(3.4, false, art.P(4, 29.5), art.P(28, 29.5))
	return art.Glyph{Fill: art.Join(card, arrow, line), Cut: art.RoundRect(12.5, 4, 7, 8.5, 1)}
}

// flipGlyph: a face-down card, a curved arrow over the top, and the same
// card face up.
func flipGlyph() art.Glyph {
	back := art.RoundRect(2.5, 15, 11, 16, 2)
	face := art.RoundRect(18.5, 15, 11, 16, 2)
	pts := art.Arc(art.P(16, 15), 9.5, 205, 318, 16)
	end := pts[len(pts)-1]
	dir := art.Polar(art.P(0, 0), 1, art.Deg(318+90))
	head := func(k float64) art.Path {
		return art.Polygon(end.Add(dir.Mul(5.5*k)), end.Add(dir.Perp().Mul(4.4*k)), end.Sub(dir.Perp().Mul(4.4*k)))
	}
	arrow := art.Join(art.Stroke(2.8, false, pts[:len(pts)-1]...), head(1))
	gap := art.Join(art.Stroke(6, false, pts[:len(pts)-1]...), head(1.5))
	return art.Glyph{Fill: art.Join(back, face), Cut: art.Join(art.RoundRect(21, 17.5, 6, 11, 1), gap), Over: arrow}
}

// nextHandIcon: a fan of three cards, each cut free of the one behind,
// and an arrow pointing on.
func nextHandIcon(c *art.Canvas) {
	for _, a := range []float64{-26, 0, 26} {
		card := art.RoundRect(7, 4, 12, 17, 2).Transform(art.Rotate(art.Deg(a), art.P(13, 25)))
		c.Erase(c.Mask(card).Dilate(1.6))
		c.Fill(card, art.White)
	}
	arrow := art.Join(art.Stroke(3.2, false, art.P(18, 27), art.P(25, 27)), art.RoundPolygon(1, art.P(23.5, 21.5), art.P(31, 27), art.P(23.5, 32.5)))
	c.Erase(c.Mask(arrow).Dilate(1.8))
	c.Fill(arrow, art.White)
}

// giveGlyph: an open hand, palm up, passing a card to the right.
func giveGlyph() art.Glyph {
	cuff := art.RoundRect(1, 18.5, 5, 12, 1.2)
	fingers := art.RoundRect(8, 20.5, 21, 4.4, 2.2)
	palm := art.RoundPolygon(2.2, art.P(8, 21), art.P(20, 21), art.P(19, 30), art.P(8, 30))
	thumb := art.Stroke(3.6, false, art.P(15, 22), art.P(19.5, 17.5))
	card := art.RoundRect(11, 2, 12, 15, 2).Transform(art.Rotate(art.Deg(14), art.P(17, 10)))
	motion := art.Join(art.Stroke(2.2, false, art.P(25.5, 6), art.P(30, 6)), art.Stroke(2.2, false, art.P(26.5, 11), art.P(30, 11)))
	return art.Glyph{
		Fill: art.Join(cuff, fingers, palm, thumb, motion),
		Cut:  art.Join(art.StrokePath(3, true, card), art.StrokeButt(1.2, art.P(18, 25.5), art.P(29, 25.5)), art.StrokeButt(1.4, art.P(6.7, 17), art.P(6.7, 32))),
		Over: card,
	}
}
