package art

// Picture symbols shared by the Heroica die and the title emblems: a
// shield, a sword and a skull, each outlined in ink so it reads on any
// background.

// heroicaSymbol draws one Heroica die face symbol centred on c.
func heroicaSymbol(cv *Canvas, kind string, c Pt) {
	switch kind {
	case "shield":
		HeaterShield(cv, c.Add(P(0, -1)), 17)
	case "sword":
		Sword(cv, c.Add(P(-15, 15)), c.Add(P(15, -15)), 6.5)
	case "skull":
		Skull(cv, c.Add(P(0, 1)), 1)
	case "sword_skull":
		Sword(cv, c.Add(P(-17, 17)), c.Add(P(16, -16)), 5.5)
		Skull(cv, c.Add(P(6, 7)), 0.68)
	default:
		panic("unknown Heroica face " + kind)
	}
}

// HeaterShield is a red shield with a gold rim and a gold boss.
func HeaterShield(cv *Canvas, c Pt, s float64) {
	sh := ShieldPath(c, s)
	cv.FillMask(cv.Mask(sh).Dilate(1.5), Ink)
	cv.Fill(sh, GoldPaint(c.Y-s, c.Y+s))
	in := ShieldPath(c.Add(P(0, -s*0.02)), s*0.78)
	cv.Fill(in, Ink.Alpha(0.6))
	in2 := ShieldPath(c.Add(P(0, -s*0.02)), s*0.72)
	cv.Fill(in2, Radial{c.Add(P(-s*0.3, -s*0.5)), s * 1.6, []Stop{{0, Hex(0xd8463c)}, {1, Hex(0x80201a)}}})
	// A gold cross on the field, with a boss where the arms meet.
	w := s * 0.16
	cross := Join(Rect(c.X-w/2, c.Y-s*0.62, w, s*1.3), Rect(c.X-s*0.55, c.Y-s*0.2-w/2, s*1.1, w))
	cv.FillMask(cv.Mask(cross).Times(cv.Mask(in2)), GoldPaint(c.Y-s, c.Y+s))
	cv.Fill(Circle(c.Add(P(0, -s*0.2)), s*0.2), Ink)
	cv.Fill(Circle(c.Add(P(0, -s*0.2)), s*0.15), Radial{c.Add(P(-s*0.06, -s*0.26)), s * 0.2, []Stop{{0, GoldLight}, {1, GoldDark}}})
}

// Sword is a sword from its pommel at a to its tip at b; w is the blade
// width.
func Sword(cv *Canvas, a, b Pt, w float64) {
	d := b.Sub(a).Norm()
	n := d.Perp()
	l := b.Sub(a).Len()
	at := func(t, o float64) Pt { return a.Add(d.Mul(t * l)).Add(n.Mul(o * w)) }
	blade := Polygon(at(0.3, -0.5), at(0.84, -0.5), at(1, 0), at(0.84, 0.5), at(0.3, 0.5))
	guard := RoundPolygon(w*0.2, at(0.25, -1.6), at(0.31, -1.6), at(0.31, 1.6), at(0.25, 1.6))
	grip := Polygon(at(0.07, -0.28), at(0.26, -0.28), at(0.26, 0.28), at(0.07, 0.28))
	pommel := Circle(at(0.06, 0), w*0.5)
	all := Join(blade, guard, grip, pommel)
	cv.FillMask(cv.Mask(all).Dilate(1.4), Ink)
	half := Polygon(at(0.3, 0), at(1, 0), at(0.84, 0.5), at(0.3, 0.5))
	cv.Fill(blade, Hex(0xe9eef2))
	cv.Fill(half, Hex(0xa7b2bc))
	cv.Fill(StrokeButt(w*0.12, at(0.33, 0), at(0.8, 0)), Hex(0x8a96a1))
	cv.Fill(grip, Vertical(a.Y-w, a.Y+w, Hex(0x7a4a28), Hex(0x4a2a14)))
	cv.Fill(guard, GoldPaint(at(0.28, 0).Y-w, at(0.28, 0).Y+w))
	cv.Fill(pommel, Radial{at(0.06, -0.2), w * 0.6, []Stop{{0, GoldLight}, {1, GoldDark}}})
}

// Skull is a bone-white skull centred on c, about 30 px tall at k = 1.
func Skull(cv *Canvas, c Pt, k float64) {
	m := Affine{k, 0, c.X, 0, k, c.Y}
	var head Path
	head.MoveTo(P(-13, -1))
	head.CubeTo(P(-13, -10), P(-7, -16), P(0, -16))
	head.CubeTo(P(7, -16), P(13, -10), P(13, -1))
	head.CubeTo(P(13, 4), P(10, 6), P(8.5, 7))
	head.LineTo(P(8.5, 12))
	head.CubeTo(P(8.5, 14), P(7, 15), P(5, 15))
	head.LineTo(P(-5, 15))
	head.CubeTo(P(-7, 15), P(-8.5, 14), P(-8.5, 12))
	head.LineTo(P(-8.5, 7))
	head.CubeTo(P(-10, 6), P(-13, 4), P(-13, -1))
	head.Close()
	head = head.Transform(m)
	cv.FillMask(cv.Mask(head).Dilate(1.5), Ink)
	cv.Fill(head, Radial{c.Add(P(-4*k, -8*k)), 24 * k, []Stop{{0, Hex(0xfffbf0)}, {0.7, Bone}, {1, Hex(0xcfc2a6)}}})
	eye := func(x float64) Path {
		return Ellipse(P(x, 0), 4.2, 4.6).Transform(Rotate(Deg(x*1.5), P(x, 0))).Transform(m)
	}
	cv.Fill(Join(eye(-5.5), eye(5.5)), Hex(0x2a1a14))
	nose := Polygon(P(0, 4.5), P(2, 8), P(-2, 8)).Transform(m)
	cv.Fill(nose, Hex(0x2a1a14))
	var teeth Path
	for _, x := range []float64{-3.5, 0, 3.5} {
		teeth.Append(StrokeButt(1.2, P(x, 10.5), P(x, 15)).Transform(m))
	}
	cv.Fill(teeth, Hex(0x5a4636))
	cv.Fill(Circle(P(-5, -1.5).Add(P(0, 0)), 1).Transform(m), Color{1, 1, 1, 0.25})
}
