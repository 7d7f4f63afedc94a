package art

import "math"

// Icons are white glyphs on transparency, 32x32, so the app can tint them.
// Strokes are 3 px or more: they must read at 1:1 on a 1280x720 screen.

// glyph is one icon: its shape and the parts cut out of it.
type glyph struct {
	fill, cut, over Path
}

func iconSprites(faces) []Sprite {
	icons := []struct {
		name string
		g    glyph
	}{
		{"menu", glyph{fill: Join(
			Stroke(3.6, false, P(7, 9), P(25, 9)),
			Stroke(3.6, false, P(7, 16), P(25, 16)),
			Stroke(3.6, false, P(7, 23), P(25, 23)))}},
		{"undo", undoGlyph(false)},
		{"back", backGlyph()},
		{"save", saveGlyph()},
		{"rules", rulesGlyph()},
		{"settings", gearGlyph()},
		{"close", glyph{fill: Join(Stroke(4, false, P(8, 8), P(24, 24)), Stroke(4, false, P(24, 8), P(8, 24)))}},
		{"play", glyph{fill: RoundPolygon(2.5, P(9, 5.5), P(26.5, 16), P(9, 26.5))}},
		{"load", loadGlyph()},
		{"delete", trashGlyph()},
		{"human", humanGlyph()},
		{"bot", botGlyph()},
		{"dice", diceGlyph()},
		{"fullscreen", fullscreenGlyph()},
		{"speed", glyph{fill: Join(
			RoundPolygon(1.5, P(4, 8), P(16, 16), P(4, 24)),
			RoundPolygon(1.5, P(15, 8), P(27, 16), P(15, 24)))}},
		{"check", glyph{fill: Stroke(4.2, false, P(6, 16.5), P(13, 23.5), P(26, 9))}},
		{"lock", lockGlyph()},
		{"arrow-left", arrowGlyph().mirror()},
		{"arrow-right", arrowGlyph()},
		{"plus", glyph{fill: Join(Stroke(4, false, P(7, 16), P(25, 16)), Stroke(4, false, P(16, 7), P(16, 25)))}},
		{"minus", glyph{fill: Stroke(4, false, P(7, 16), P(25, 16))}},
		{"info", infoGlyph()},
		{"trophy", trophyGlyph()},
	}
	var out []Sprite
	for _, ic := range icons {
		c := NewCanvas(32, 32)
		c.Fill(ic.g.fill, White)
		if !ic.g.cut.Empty() {
			c.Erase(c.Mask(ic.g.cut))
		}
		if !ic.g.over.Empty() {
			c.Fill(ic.g.over, White)
		}
		out = append(out, sprite("icon/"+ic.name, c))
	}
	return out
}

func (g glyph) mirror() glyph {
	m := Affine{A: -1, C: 32, E: 1}
	return glyph{g.fill.Transform(m), g.cut.Transform(m), g.over.Transform(m)}
}

// arc returns points along a circle from angle a0 to a1 (degrees).
func arc(c Pt, r, a0, a1 float64, n int) []Pt {
	pts := make([]Pt, n+1)
	for i := range pts {
		pts[i] = Polar(c, r, Deg(a0+(a1-a0)*float64(i)/float64(n)))
	}
	return pts
}

func undoGlyph(bool) glyph {
	// A hook: from the arrow head on the left, right along the top, round
	// and back down to the bottom left.
	pts := []Pt{P(11, 10)}
	pts = append(pts, arc(P(18, 17), 7, -90, 90, 16)...)
	pts = append(pts, P(9, 24))
	return glyph{fill: Join(Stroke(3.6, false, pts...), RoundPolygon(1.2, P(3, 10), P(12.5, 3.5), P(12.5, 16.5)))}
}

func backGlyph() glyph {
	return glyph{fill: Join(
		Ring(P(16, 16), 10.5, 14),
		Stroke(3.6, false, P(18.5, 9.5), P(12, 16), P(18.5, 22.5)))}
}

func saveGlyph() glyph {
	body := RoundPolygon(2.5, P(5, 5), P(23, 5), P(27, 9), P(27, 27), P(5, 27))
	cut := Join(RoundRect(10, 8, 12, 6.5, 1.2), RoundRect(9, 17.5, 14, 7, 1.5))
	return glyph{fill: body, cut: cut, over: RoundRect(18, 9.3, 2.6, 3.9, 0.6)}
}

func rulesGlyph() glyph {
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
	return glyph{fill: Join(left, right), cut: lines}
}

func gearGlyph() glyph {
	c := P(16, 16)
	var pts []Pt
	const teeth = 8
	for i := 0; i < teeth; i++ {
		a := 2 * math.Pi * float64(i) / teeth
		w := 0.23
		pts = append(pts,
			Polar(c, 10.2, a-w*1.6), Polar(c, 14, a-w), Polar(c, 14, a+w), Polar(c, 10.2, a+w*1.6))
	}
	return glyph{fill: RoundPolygon(0.8, pts...), cut: Circle(c, 4.5)}
}

func loadGlyph() glyph {
	back := RoundPolygon(1.8, P(4, 7), P(12, 7), P(14.5, 10), P(25, 10), P(25, 14), P(4, 14))
	front := RoundPolygon(1.8, P(7.5, 14.5), P(29, 14.5), P(25, 26), P(3, 26), P(3, 20))
	back = Join(back, RoundRect(4, 7, 4, 19, 1.5))
	return glyph{fill: Join(back, front), cut: StrokeButt(1.4, P(6.5, 13.6), P(27.5, 13.6))}
}

func trashGlyph() glyph {
	body := RoundPolygon(1.5, P(7.5, 10), P(24.5, 10), P(23, 28), P(9, 28))
	lid := Join(RoundRect(5, 6, 22, 3, 1.3), RoundRect(12.5, 3, 7, 4, 1.5))
	cut := Join(StrokeButt(1.8, P(12.5, 13.5), P(12.8, 24.5)), StrokeButt(1.8, P(16, 13.5), P(16, 24.5)), StrokeButt(1.8, P(19.5, 13.5), P(19.2, 24.5)))
	return glyph{fill: Join(body, lid), cut: Join(cut, RoundRect(14.5, 4.3, 3, 1.7, 0.6))}
}

func humanGlyph() glyph {
	head := Circle(P(16, 10), 5.8)
	var body Path
	body.MoveTo(P(4.5, 28))
	body.CubeTo(P(4.5, 20), P(9.5, 17), P(16, 17))
	body.CubeTo(P(22.5, 17), P(27.5, 20), P(27.5, 28))
	body.Close()
	return glyph{fill: Join(head, body)}
}

func botGlyph() glyph {
	head := RoundRect(5, 10, 22, 17, 4)
	ant := Join(Stroke(2.2, false, P(16, 10), P(16, 5)), Circle(P(16, 4.5), 2.4))
	ears := Join(RoundRect(2, 15, 3.5, 7, 1.2), RoundRect(26.5, 15, 3.5, 7, 1.2))
	cut := Join(Circle(P(11.5, 17), 2.6), Circle(P(20.5, 17), 2.6), RoundRect(10.5, 21.8, 11, 2.2, 1))
	return glyph{fill: Join(head, ant, ears), cut: cut}
}

func diceGlyph() glyph {
	rot := Rotate(Deg(-12), P(16, 16))
	body := RoundRect(5, 5, 22, 22, 4.5).Transform(rot)
	var pips Path
	for _, p := range []Pt{P(10.5, 10.5), P(21.5, 10.5), P(16, 16), P(10.5, 21.5), P(21.5, 21.5)} {
		pips.Append(Circle(rot.Apply(p), 2.3))
	}
	return glyph{fill: body, cut: pips}
}

func fullscreenGlyph() glyph {
	var p Path
	for _, s := range []Pt{P(1, 1), P(-1, 1), P(1, -1), P(-1, -1)} {
		o := P(16-11*s.X, 16-11*s.Y)
		p.Append(Stroke(3.4, false, o.Add(P(0, 7*s.Y)), o, o.Add(P(7*s.X, 0))))
	}
	return glyph{fill: p}
}

func lockGlyph() glyph {
	shackle := Stroke(3.4, false, append([]Pt{P(10, 15)}, append(arc(P(16, 11), 6, 180, 360, 14), P(22, 15))...)...)
	body := RoundRect(6, 14, 20, 15, 3)
	hole := Join(Circle(P(16, 20), 2.3), RoundPolygon(0.5, P(15, 20), P(17, 20), P(17.6, 25), P(14.4, 25)))
	return glyph{fill: Join(shackle, body), cut: hole}
}

func arrowGlyph() glyph {
	return glyph{fill: Join(
		Stroke(4, false, P(6, 16), P(20, 16)),
		RoundPolygon(1.5, P(16, 6.5), P(27.5, 16), P(16, 25.5)))}
}

func infoGlyph() glyph {
	cut := Join(Circle(P(16, 9.8), 2.3), RoundRect(14.1, 13.5, 3.8, 11, 1.2))
	return glyph{fill: Circle(P(16, 16), 13.5), cut: cut}
}

func trophyGlyph() glyph {
	var cup Path
	cup.MoveTo(P(8, 4))
	cup.LineTo(P(24, 4))
	cup.LineTo(P(24, 10))
	cup.CubeTo(P(24, 16), P(20.5, 19.5), P(16, 19.5))
	cup.CubeTo(P(11.5, 19.5), P(8, 16), P(8, 10))
	cup.Close()
	handles := Join(
		Stroke(2.4, false, arc(P(8.5, 10), 4.2, 90, 270, 12)...),
		Stroke(2.4, false, arc(P(23.5, 10), 4.2, -90, 90, 12)...))
	stem := Join(RoundPolygon(0.5, P(14, 19), P(18, 19), P(19, 24), P(13, 24)), RoundRect(9, 24, 14, 4.5, 1.5))
	return glyph{fill: Join(cup, handles, stem), cut: Stroke(1.4, false, P(12, 7.5), P(12, 11.5))}
}
