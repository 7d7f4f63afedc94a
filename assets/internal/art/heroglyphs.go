package art

import "math"

// Stat glyphs (48x48, white, tinted by the scene) and the hero heads of
// DIE in the Dungeon! tile faces, which Hero Must Die! draws too (its
// board's might and magic, its heroes' heads).

// StatGlyph is the glyph of a stat on a 48x48 grid; tokens draw it smaller.
func StatGlyph(stat string) Glyph {
	switch stat {
	case "time": // hourglass
		glass := []Pt{P(14, 11), P(34, 11), P(34, 14), P(26.5, 23), P(26.5, 25), P(34, 34),
			P(34, 37), P(14, 37), P(14, 34), P(21.5, 25), P(21.5, 23), P(14, 14)}
		return Glyph{Fill: Join(
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
		return Glyph{Fill: s.Transform(rot),
			Cut: Stroke(1.5, false, P(24, 8), P(24, 27)).Transform(rot)}
	case "agility": // feather
		var f Path
		f.MoveTo(P(41, 5))
		f.CubeTo(P(26, 7), P(13, 19), P(13, 35))
		f.CubeTo(P(25, 35), P(38, 24), P(41, 5))
		f.Close()
		notch := func(a, b, c Pt) Path { return Polygon(a, b, c) }
		return Glyph{
			Fill: Join(f, Stroke(3.4, false, P(16, 32), P(7, 43))),
			Cut: Join(Stroke(1.6, false, Curve(P(38, 9), P(26, 19), P(16, 32), 10)...),
				notch(P(19, 18), P(27, 19), P(22, 14)),
				notch(P(35, 24), P(29, 23), P(37, 19)),
				notch(P(14, 27), P(21, 26), P(14, 22)))}
	case "magic": // wand and star
		return Glyph{Fill: Join(
			Polygon(StarPoints(P(31, 17), 5, 14, 6)...),
			Stroke(5, false, P(7, 42), P(22, 27)),
			Sparkle(P(10, 12), 5), Sparkle(P(40, 37), 4.2))}
	case "health": // heart
		var h Path
		h.MoveTo(P(24, 42))
		h.CubeTo(P(10, 32), P(4, 23), P(6, 15))
		h.CubeTo(P(8, 7), P(19, 5), P(24, 13))
		h.CubeTo(P(29, 5), P(40, 7), P(42, 15))
		h.CubeTo(P(44, 23), P(38, 32), P(24, 42))
		h.Close()
		return Glyph{Fill: h}
	case "ability": // lightning bolt
		return Glyph{Fill: RoundPolygon(1, P(30, 3), P(11, 27), P(22, 27), P(16, 45), P(38, 19), P(27, 19), P(35, 3))}
	}
	panic("no stat glyph " + stat)
}

// Sparkle is a four-pointed twinkle of radius r.
func Sparkle(c Pt, r float64) Path {
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
	HeroSkin   = Hex(0xe8b48a)
	HeroHelm   = Hex(0xaab4bd)
	HeroHood   = Hex(0x3f6b3c)
	HeroHat    = Hex(0x3553a3)
	HeroMitre  = Hex(0xf4efe2)
	heroShadow = Hex(0x2a2420)
)

// DrawHead draws a hero type's head with pen p (1.25 px per unit on
// the 48 px icon; larger on cards, skewed on a tumbling die) and returns
// the type's letter.
func DrawHead(p Pen, fc Faces, kind string) string {
	c := p.C
	face := func(y float64) {
		p.Shape(Ellipse(P(0, y), 8.5, 9.5), HeroSkin)
		p.Flat(Join(Circle(P(-3.3, y), 1.3), Circle(P(3.3, y), 1.3)), Ink)
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
		p.Shape(h, HeroHelm)
		p.Line(2.2, HeroHelm.Darker(0.35), P(0, -13), P(0, -3))
		p.Flat(Join(Circle(P(-8.5, -2), 1), Circle(P(8.5, -2), 1)), HeroHelm.Darker(0.4))
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
		p.Shape(h, HeroHood)
		p.Flat(Ellipse(P(0, 4), 9, 10), heroShadow)
		p.Flat(Ellipse(P(0, 5.5), 7.2, 8), HeroSkin)
		p.Flat(RoundRect(-8, 1.6, 16, 4.6, 2), heroShadow)
		p.Flat(Join(Ellipse(P(-3.3, 3.9), 1.7, 1.2), Ellipse(P(3.3, 3.9), 1.7, 1.2)), White)
		p.Line(1.2, HeroHood.Darker(0.35), P(0, -16), P(-2, -6))
	case "wizard":
		letter = "W"
		face(5)
		beard := Blob(P(-7.5, 7), P(7.5, 7), P(5, 13), P(0, 18), P(-5, 13))
		p.Shape(beard, Hex(0xeeeae2))
		var cone Path
		cone.MoveTo(P(-9, 0))
		cone.CubeTo(P(-6, -8), P(-3, -16), P(4, -20))
		cone.LineTo(P(13, -17))
		cone.CubeTo(P(7, -16), P(6, -8), P(9, 0))
		cone.Close()
		p.Shape(cone, HeroHat)
		p.Shape(Ellipse(P(0, -0.5), 16, 3.5), HeroHat.Darker(0.15))
		p.Flat(Polygon(StarPoints(P(0, -8), 5, 3, 1.3)...), GoldLight)
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
		p.Shape(m, HeroMitre)
		p.Shape(RoundRect(-9, -3.5, 18, 4, 1), Gold)
		p.Flat(Join(RoundRect(-1.1, -17, 2.2, 11, 0.5), RoundRect(-4, -13.5, 8, 2.2, 0.5)), Gold)
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
		p.Shape(bust, Hex(0x8a8f96))
		u := p.K / 1.25
		q := fc.Label("?", p.M.Apply(P(0, -4)), 14*u, 12*u)
		Inked(c, q, 1.2*u, White)
	default:
		panic("no head " + kind)
	}
	return letter
}

// Taper is a slash from a through ctl to b, w wide in its middle and
// pointed at both ends.
func Taper(a, ctl, b Pt, w float64) Path {
	pts := Curve(a, ctl, b, 16)
	var left, right []Pt
	for i, q := range pts {
		j := min(i+1, len(pts)-1)
		d := pts[j].Sub(pts[max(j-1, 0)]).Norm().Perp()
		hw := w / 2 * math.Sin(math.Pi*float64(i)/float64(len(pts)-1))
		left = append(left, q.Add(d.Mul(hw)))
		right = append([]Pt{q.Sub(d.Mul(hw))}, right...)
	}
	return Polygon(append(left, right...)...)
}

// The 48-grid glyphs of the DIE in the Dungeon! pictograms that Hero Must
// Die! draws too.
var (
	SpikesGlyph = Glyph{Fill: func() Path {
		p := RoundRect(3, 34, 42, 9, 2.5)
		for i := 0; i < 5; i++ {
			x := 4 + 8*float64(i)
			p.Append(Polygon(P(x, 35), P(x+8, 35), P(x+4, 11)))
		}
		return p
	}()}
	MoonGlyph = Glyph{Fill: Join(Crescent(P(22, 26), 20), Sparkle(P(38, 10), 6), Sparkle(P(40, 30), 4.5))}
	HaloGlyph = Glyph{Fill: Join(Ellipse(P(24, 6.5), 11, 4), Ellipse(P(24, 6.5), 7.5, 2.2).Reverse())}
)
