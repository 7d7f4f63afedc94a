package art

import "math"

// Icons are white glyphs on transparency, 32x32, so the app can tint them.
// Strokes are 3 px or more: they must read at 1:1 on a 1280x720 screen.

// Glyph is one icon: its shape and the parts cut out of it.
type Glyph struct {
	Fill, Cut, Over Path
}

func iconSprites(Faces) []Sprite {
	icons := []struct {
		name string
		g    Glyph
	}{
		{"menu", Glyph{Fill: Join(
			Stroke(3.6, false, P(7, 9), P(25, 9)),
			Stroke(3.6, false, P(7, 16), P(25, 16)),
			Stroke(3.6, false, P(7, 23), P(25, 23)))}},
		{"undo", undoGlyph(false)},
		{"back", backGlyph()},
		{"save", saveGlyph()},
		{"rules", rulesGlyph()},
		{"settings", gearGlyph()},
		{"close", Glyph{Fill: Join(Stroke(4, false, P(8, 8), P(24, 24)), Stroke(4, false, P(24, 8), P(8, 24)))}},
		{"play", Glyph{Fill: RoundPolygon(2.5, P(9, 5.5), P(26.5, 16), P(9, 26.5))}},
		{"load", loadGlyph()},
		{"delete", trashGlyph()},
		{"human", humanGlyph()},
		{"bot", botGlyph()},
		{"dice", DiceGlyph()},
		{"fullscreen", fullscreenGlyph()},
		{"speed", Glyph{Fill: Join(
			RoundPolygon(1.5, P(4, 8), P(16, 16), P(4, 24)),
			RoundPolygon(1.5, P(15, 8), P(27, 16), P(15, 24)))}},
		{"check", Glyph{Fill: Stroke(4.2, false, P(6, 16.5), P(13, 23.5), P(26, 9))}},
		{"lock", lockGlyph()},
		{"arrow-left", arrowGlyph().mirror()},
		{"arrow-right", arrowGlyph()},
		{"plus", Glyph{Fill: Join(Stroke(4, false, P(7, 16), P(25, 16)), Stroke(4, false, P(16, 7), P(16, 25)))}},
		{"minus", Glyph{Fill: Stroke(4, false, P(7, 16), P(25, 16))}},
		{"info", infoGlyph()},
		{"trophy", TrophyGlyph()},
	}
	var out []Sprite
	for _, ic := range icons {
		c := NewCanvas(32, 32)
		c.Fill(ic.g.Fill, White)
		if !ic.g.Cut.Empty() {
			c.Erase(c.Mask(ic.g.Cut))
		}
		if !ic.g.Over.Empty() {
			c.Fill(ic.g.Over, White)
		}
		out = append(out, NewSprite("icon/"+ic.name, c))
	}
	return out
}

func (g Glyph) mirror() Glyph {
	m := Affine{A: -1, C: 32, E: 1}
	return Glyph{g.Fill.Transform(m), g.Cut.Transform(m), g.Over.Transform(m)}
}

// Arc returns points along a circle from angle a0 to a1 (degrees).
func Arc(c Pt, r, a0, a1 float64, n int) []Pt {
	pts := make([]Pt, n+1)
	for i := range pts {
		pts[i] = Polar(c, r, Deg(a0+(a1-a0)*float64(i)/float64(n)))
	}
	return pts
}

func undoGlyph(bool) Glyph {
	// A hook: from the arrow head on the left, right along the top, round
	// and back down to the bottom left.
	pts := []Pt{P(11, 10)}
	pts = append(pts, Arc(P(18, 17), 7, -90, 90, 16)...)
	pts = append(pts, P(9, 24))
	return Glyph{Fill: Join(Stroke(3.6, false, pts...), RoundPolygon(1.2, P(3, 10), P(12.5, 3.5), P(12.5, 16.5)))}
}

func backGlyph() Glyph {
	return Glyph{Fill: Join(
		Ring(P(16, 16), 10.5, 14),
		Stroke(3.6, false, P(18.5, 9.5), P(12, 16), P(18.5, 22.5)))}
}

func saveGlyph() Glyph {
	body := RoundPolygon(2.5, P(5, 5), P(23, 5), P(27, 9), P(27, 27), P(5, 27))
	cut := Join(RoundRect(10, 8, 12, 6.5, 1.2), RoundRect(9, 17.5, 14, 7, 1.5))
	return Glyph{Fill: body, Cut: cut, Over: RoundRect(18, 9.3, 2.6, 3.9, 0.6)}
}

func rulesGlyph() Glyph {
	left := Path{}
	left.MoveTo(P(15, 9))
	left.CubeTo(P(11, 6), P(6, 6), P(3, 7.5))
	left.LineTo(P(3, 25))
	left.CubeTo(P(6, 23.5), P(11, 23.5), P(15, 26.5))
	left.Close()
	right := left.Transform(Affine{A: -1, C: 32, E: 1}).Reverse()
	var lines Path
	for _, y := range []float64{12, 16, 20} {
		lines.Append(StrokeButt(1.3, P(6, y-0.5), P(12.5, y+0.8)), StrokeButt(1.3, P(26, y-0.5), P(19.5, y+0.8)))
	}
	return Glyph{Fill: Join(left, right), Cut: lines}
}

func gearGlyph() Glyph {
	c := P(16, 16)
	var pts []Pt
	const teeth = 8
	for i := 0; i < teeth; i++ {
		a := 2 * math.Pi * float64(i) / teeth
		w := 0.23
		pts = append(pts,
			Polar(c, 10.2, a-w*1.6), Polar(c, 14, a-w), Polar(c, 14, a+w), Polar(c, 10.2, a+w*1.6))
	}
	return Glyph{Fill: RoundPolygon(0.8, pts...), Cut: Circle(c, 4.5)}
}

func loadGlyph() Glyph {
	back := RoundPolygon(1.8, P(4, 7), P(12, 7), P(14.5, 10), P(25, 10), P(25, 14), P(4, 14))
	front := RoundPolygon(1.8, P(7.5, 14.5), P(29, 14.5), P(25, 26), P(3, 26), P(3, 20))
	back = Join(back, RoundRect(4, 7, 4, 19, 1.5))
	return Glyph{Fill: Join(back, front), Cut: StrokeButt(1.4, P(6.5, 13.6), P(27.5, 13.6))}
}

func trashGlyph() Glyph {
	body := RoundPolygon(1.5, P(7.5, 10), P(24.5, 10), P(23, 28), P(9, 28))
	lid := Join(RoundRect(5, 6, 22, 3, 1.3), RoundRect(12.5, 3, 7, 4, 1.5))
	cut := Join(StrokeButt(1.8, P(12.5, 13.5), P(12.8, 24.5)), StrokeButt(1.8, P(16, 13.5), P(16, 24.5)), StrokeButt(1.8, P(19.5, 13.5), P(19.2, 24.5)))
	return Glyph{Fill: Join(body, lid), Cut: Join(cut, RoundRect(14.5, 4.3, 3, 1.7, 0.6))}
}

func humanGlyph() Glyph {
	head := Circle(P(16, 10), 5.8)
	var body Path
	body.MoveTo(P(4.5, 28))
	body.CubeTo(P(4.5, 20), P(9.5, 17), P(16, 17))
	body.CubeTo(P(22.5, 17), P(27.5, 20), P(27.5, 28))
	body.Close()
	return Glyph{Fill: Join(head, body)}
}

func botGlyph() Glyph {
	head := RoundRect(5, 10, 22, 17, 4)
	ant := Join(Stroke(2.2, false, P(16, 10), P(16, 5)), Circle(P(16, 4.5), 2.4))
	ears := Join(RoundRect(2, 15, 3.5, 7, 1.2), RoundRect(26.5, 15, 3.5, 7, 1.2))
	cut := Join(Circle(P(11.5, 17), 2.6), Circle(P(20.5, 17), 2.6), RoundRect(10.5, 21.8, 11, 2.2, 1))
	return Glyph{Fill: Join(head, ant, ears), Cut: cut}
}

// DiceGlyph is a die showing five pips, tilted.
func DiceGlyph() Glyph {
	rot := Rotate(Deg(-12), P(16, 16))
	body := RoundRect(5, 5, 22, 22, 4.5).Transform(rot)
	var pips Path
	for _, p := range []Pt{P(10.5, 10.5), P(21.5, 10.5), P(16, 16), P(10.5, 21.5), P(21.5, 21.5)} {
		pips.Append(Circle(rot.Apply(p), 2.3))
	}
	return Glyph{Fill: body, Cut: pips}
}

func fullscreenGlyph() Glyph {
	var p Path
	for _, s := range []Pt{P(1, 1), P(-1, 1), P(1, -1), P(-1, -1)} {
		o := P(16-11*s.X, 16-11*s.Y)
		p.Append(Stroke(3.4, false, o.Add(P(0, 7*s.Y)), o, o.Add(P(7*s.X, 0))))
	}
	return Glyph{Fill: p}
}

func lockGlyph() Glyph {
	shackle := Stroke(3.4, false, append([]Pt{P(10, 15)}, append(Arc(P(16, 11), 6, 180, 360, 14), P(22, 15))...)...)
	body := RoundRect(6, 14, 20, 15, 3)
	hole := Join(Circle(P(16, 20), 2.3), RoundPolygon(0.5, P(15, 20), P(17, 20), P(17.6, 25), P(14.4, 25)))
	return Glyph{Fill: Join(shackle, body), Cut: hole}
}

func arrowGlyph() Glyph {
	return Glyph{Fill: Join(
		Stroke(4, false, P(6, 16), P(20, 16)),
		RoundPolygon(1.5, P(16, 6.5), P(27.5, 16), P(16, 25.5)))}
}

func infoGlyph() Glyph {
	cut := Join(Circle(P(16, 9.8), 2.3), RoundRect(14.1, 13.5, 3.8, 11, 1.2))
	return Glyph{Fill: Circle(P(16, 16), 13.5), Cut: cut}
}

// TrophyGlyph is a cup with two handles on a stepped base.
func TrophyGlyph() Glyph {
	var cup Path
	cup.MoveTo(P(8, 4))
	cup.LineTo(P(24, 4))
	cup.LineTo(P(24, 10))
	cup.CubeTo(P(24, 16), P(20.5, 19.5), P(16, 19.5))
	cup.CubeTo(P(11.5, 19.5), P(8, 16), P(8, 10))
	cup.Close()
	handles := Join(
		Stroke(2.4, false, Arc(P(8.5, 10), 4.2, 90, 270, 12)...),
		Stroke(2.4, false, Arc(P(23.5, 10), 4.2, -90, 90, 12)...))
	stem := Join(RoundPolygon(0.5, P(14, 19), P(18, 19), P(19, 24), P(13, 24)), RoundRect(9, 24, 14, 4.5, 1.5))
	return Glyph{Fill: Join(cup, handles, stem), Cut: Stroke(1.4, false, P(12, 7.5), P(12, 11.5))}
}

// DrawWhite fills a glyph pure white: the scene tints it.
func (g Glyph) DrawWhite(c *Canvas) {
	c.Fill(g.Fill, White)
	if !g.Cut.Empty() {
		c.Erase(c.Mask(g.Cut))
	}
	if !g.Over.Empty() {
		c.Fill(g.Over, White)
	}
}
