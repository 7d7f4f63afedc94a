package art

import "math"

// Stat glyphs (48x48, white, tinted by the scene) and the hero head
// icons of DIE in the Dungeon! tile faces.

// statGlyph is the glyph of a stat on a 48x48 grid; tokens draw it smaller.
func statGlyph(stat string) glyph {
	switch stat {
	case "time": // hourglass
		glass := []Pt{P(14, 11), P(34, 11), P(34, 14), P(26.5, 23), P(26.5, 25), P(34, 34),
			P(34, 37), P(14, 37), P(14, 34), P(21.5, 25), P(21.5, 23), P(14, 14)}
		return glyph{fill: Join(
			RoundRect(9, 5, 30, 5.5, 2.5), RoundRect(9, 37.5, 30, 5.5, 2.5),
			Stroke(3.2, true, glass...),
			Polygon(P(17, 35.5), P(31, 35.5), P(24, 28)),
			Polygon(P(18.5, 15.5), P(29.5, 15.5), P(24, 21)),
			Stroke(1.6, false, P(24, 22), P(24, 29)))}
	case "might": // sword, point up and to the right
		var blade Path
		blade.MoveTo(P(20.5, 30))
		blade.LineTo(P(20.5, 7))
		blade.LineTo(P(24, 1))
		blade.LineTo(P(27.5, 7))
		blade.LineTo(P(27.5, 30))
		blade.Close()
		s := Join(blade,
			RoundRect(11.5, 29.5, 25, 5.5, 2.5),
			RoundRect(21.4, 33, 5.2, 9, 1.5),
			Circle(P(24, 44), 3.4))
		rot := Rotate(Deg(45), P(24, 24))
		return glyph{fill: s.Transform(rot),
			cut: Stroke(1.5, false, P(24, 8), P(24, 27)).Transform(rot)}
	case "agility": // feather
		var f Path
		f.MoveTo(P(41, 5))
		f.CubeTo(P(26, 7), P(13, 19), P(13, 35))
		f.CubeTo(P(25, 35), P(38, 24), P(41, 5))
		f.Close()
		notch := func(a, b, c Pt) Path { return Polygon(a, b, c) }
		return glyph{
			fill: Join(f, Stroke(3.4, false, P(16, 32), P(7, 43))),
			cut: Join(Stroke(1.6, false, curve(P(38, 9), P(26, 19), P(16, 32), 10)...),
				notch(P(19, 18), P(27, 19), P(22, 14)),
				notch(P(35, 24), P(29, 23), P(37, 19)),
				notch(P(14, 27), P(21, 26), P(14, 22)))}
	case "magic": // wand and star
		return glyph{fill: Join(
			Polygon(StarPoints(P(31, 17), 5, 14, 6)...),
			Stroke(5, false, P(7, 42), P(22, 27)),
			sparkle(P(10, 12), 5), sparkle(P(40, 37), 4.2))}
	case "health": // heart
		var h Path
		h.MoveTo(P(24, 42))
		h.CubeTo(P(10, 32), P(4, 23), P(6, 15))
		h.CubeTo(P(8, 7), P(19, 5), P(24, 13))
		h.CubeTo(P(29, 5), P(40, 7), P(42, 15))
		h.CubeTo(P(44, 23), P(38, 32), P(24, 42))
		h.Close()
		return glyph{fill: h}
	case "ability": // lightning bolt
		return glyph{fill: RoundPolygon(1, P(30, 3), P(11, 27), P(22, 27), P(16, 45), P(38, 19), P(27, 19), P(35, 3))}
	}
	panic("no stat glyph " + stat)
}

// sparkle is a four-pointed twinkle of radius r.
func sparkle(c Pt, r float64) Path {
	var pts []Pt
	for i := 0; i < 8; i++ {
		k := r
		if i%2 == 1 {
			k = r * 0.3
		}
		pts = append(pts, Polar(c, k, float64(i)*math.Pi/4-math.Pi/2))
	}
	return Polygon(pts...)
}

// Head colours.
var (
	dieSkin   = Hex(0xe8b48a)
	dieHelm   = Hex(0xaab4bd)
	dieHood   = Hex(0x3f6b3c)
	dieHat    = Hex(0x3553a3)
	dieMitre  = Hex(0xf4efe2)
	dieShadow = Hex(0x2a2420)
)

// dieHead draws a head icon: each hero type is told by its headgear's
// outline (helmet, hood, pointed hat, mitre), and by its letter in a badge.
func dieHead(fc faces, kind string) *Canvas {
	c := NewCanvas(48, 48)
	letter := drawDieHead(penAt(c, P(22, 27), 1.25), fc, kind)
	badge := P(40.5, 40.5)
	c.Fill(Circle(badge, 7.3), ink)
	c.Fill(Circle(badge, 6.2), parch)
	c.Fill(fc.label(letter, badge, 8, 9), ink)
	return c
}

// drawDieHead draws a hero type's head with pen p (1.25 px per unit on
// the 48 px icon; larger on cards, skewed on a tumbling die) and returns
// the type's letter.
func drawDieHead(p pen, fc faces, kind string) string {
	c := p.cv
	face := func(y float64) {
		p.shape(Ellipse(P(0, y), 8.5, 9.5), dieSkin)
		p.flat(Join(Circle(P(-3.3, y), 1.3), Circle(P(3.3, y), 1.3)), ink)
	}
	letter := "?"
	switch kind {
	case "fighter":
		letter = "F"
		face(3)
		var h Path
		h.MoveTo(P(-11.5, 10))
		h.LineTo(P(-11.5, 0))
		h.CubeTo(P(-11.5, -10), P(-6, -14), P(0, -14))
		h.CubeTo(P(6, -14), P(11.5, -10), P(11.5, 0))
		h.LineTo(P(11.5, 10))
		h.LineTo(P(7, 10))
		h.LineTo(P(6.5, 1))
		h.LineTo(P(1.6, 1))
		h.LineTo(P(1.6, 8))
		h.LineTo(P(-1.6, 8))
		h.LineTo(P(-1.6, 1))
		h.LineTo(P(-6.5, 1))
		h.LineTo(P(-7, 10))
		h.Close()
		p.shape(h, dieHelm)
		p.line(2.2, dieHelm.Darker(0.35), P(0, -13), P(0, -3))
		p.flat(Join(Circle(P(-8.5, -2), 1), Circle(P(8.5, -2), 1)), dieHelm.Darker(0.4))
	case "rogue":
		letter = "R"
		var h Path
		h.MoveTo(P(0, -17))
		h.CubeTo(P(9, -14), P(14, -5), P(14, 5))
		h.CubeTo(P(14, 11), P(11, 14), P(9, 15))
		h.LineTo(P(-9, 15))
		h.CubeTo(P(-11, 14), P(-14, 11), P(-14, 5))
		h.CubeTo(P(-14, -5), P(-9, -14), P(0, -17))
		h.Close()
		p.shape(h, dieHood)
		p.flat(Ellipse(P(0, 4), 9, 10), dieShadow)
		p.flat(Ellipse(P(0, 5.5), 7.2, 8), dieSkin)
		p.flat(RoundRect(-8, 1.6, 16, 4.6, 2), dieShadow)
		p.flat(Join(Ellipse(P(-3.3, 3.9), 1.7, 1.2), Ellipse(P(3.3, 3.9), 1.7, 1.2)), White)
		p.line(1.2, dieHood.Darker(0.35), P(0, -16), P(-2, -6))
	case "wizard":
		letter = "W"
		face(5)
		beard := blob(P(-7.5, 7), P(7.5, 7), P(5, 13), P(0, 18), P(-5, 13))
		p.shape(beard, Hex(0xeeeae2))
		var cone Path
		cone.MoveTo(P(-9, 0))
		cone.CubeTo(P(-6, -8), P(-3, -16), P(4, -20))
		cone.LineTo(P(13, -17))
		cone.CubeTo(P(7, -16), P(6, -8), P(9, 0))
		cone.Close()
		p.shape(cone, dieHat)
		p.shape(Ellipse(P(0, -0.5), 16, 3.5), dieHat.Darker(0.15))
		p.flat(Polygon(StarPoints(P(0, -8), 5, 3, 1.3)...), goldLight)
	case "cleric":
		letter = "C"
		face(5)
		var m Path
		m.MoveTo(P(-8.5, -1))
		m.LineTo(P(-9.5, -11))
		m.CubeTo(P(-7, -17), P(-3, -20), P(0, -23))
		m.CubeTo(P(3, -20), P(7, -17), P(9.5, -11))
		m.LineTo(P(8.5, -1))
		m.Close()
		p.shape(m, dieMitre)
		p.shape(RoundRect(-9, -3.5, 18, 4, 1), gold)
		p.flat(Join(RoundRect(-1.1, -17, 2.2, 11, 0.5), RoundRect(-4, -13.5, 8, 2.2, 0.5)), gold)
	case "unknown":
		// A grey bust: a head on shoulders, wider at the bottom than any
		// headgear above.
		var bust Path
		bust.MoveTo(P(-17, 16))
		bust.CubeTo(P(-17, 9), P(-10, 7), P(-5, 7))
		bust.CubeTo(P(-10, 3), P(-10, -15), P(0, -15))
		bust.CubeTo(P(10, -15), P(10, 3), P(5, 7))
		bust.CubeTo(P(10, 7), P(17, 9), P(17, 16))
		bust.Close()
		p.shape(bust, Hex(0x8a8f96))
		u := p.k / 1.25
		q := fc.label("?", p.m.Apply(P(0, -4)), 14*u, 12*u)
		inked(c, q, 1.2*u, White)
	default:
		panic("no head " + kind)
	}
	return letter
}
