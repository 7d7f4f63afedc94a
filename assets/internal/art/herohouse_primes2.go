package art

// Primes 8 to 14 in rulebook order: Hat Man to Black Knight.

func drawPrime2(c *Canvas, fc faces, f figure, name string) {
	switch name {
	case "Hat Man":
		coat := Hex(0x8a6a44)
		legPair(f.legs, Hex(0x3a3a40), skinLight, 1, 9.4)
		shoes(f.legs, hairBlack, 5)
		arms(f.body, coat, skinLight, 1, 8.4)
		f.body.shape(RoundPolygon(2, P(-14, 28), P(14, 28), P(18, 60), P(-18, 60)), coat.Darker(0.08))
		f.body.shape(torsoPath(), coat)
		f.body.line(0.9, coat.Darker(0.4), P(0, 4), P(0, 60))
		f.body.shape(RoundRect(-14, 27, 28, 3.6, 1), coat.Darker(0.35))
		headBase(f.head, skinLight)
		f.head.flat(Ellipse(P(0, -3), 10, 5), Color{0, 0, 0, 0.3})
		eyes(f.head, 0.5)
		smile(f.head, 0.6)
		hat := Hex(0x3e2c20)
		f.head.shape(RoundPolygon(3, P(-11, -7), P(11, -7), P(9, -22), P(0, -19), P(-9, -22)), hat)
		f.head.flat(Rect(-11, -10.5, 22, 3), blood.Darker(0.2))
		f.head.shape(Ellipse(P(0, -7), 23, 4.2), hat.Lighter(0.08))
	case "Zero Fun":
		grey := Hex(0x6c7078)
		legPair(f.legs, grey, skinLight, 1, 9.6)
		shoes(f.legs, hairBlack, 5)
		f.body.shape(torsoPath(), grey)
		f.body.flat(Polygon(P(-4.5, -2), P(4.5, -2), P(0, 10)), White)
		f.body.shape(Polygon(P(-1.4, 0), P(1.4, 0), P(2, 9), P(0, 12), P(-2, 9)), Hex(0x3a3e48))
		// Arms folded across the chest.
		for _, q := range []pen{f.body, f.body.mirrored()} {
			q.limb(8, grey.Lighter(0.08), P(14.5, 4), P(17, 17), P(-6, 20))
			q.shape(Circle(P(-8, 19.5), 3.2), skinLight)
		}
		headBase(f.head, skinLight)
		hairCap(f.head, Hex(0x8a8a8a), -4)
		f.head.flat(Join(Circle(P(-3.6, 0.5), 1.2), Circle(P(3.6, 0.5), 1.2)), ink)
		f.head.line(1.4, ink, P(-6, -4.5), P(-1.5, -2))
		f.head.line(1.4, ink, P(6, -4.5), P(1.5, -2))
		smile(f.head, -1.2)
		s := penAt(c, P(72, 0), 1)
		for _, x := range []float64{8, 14, 20, 26} {
			s.line(1.5, Hex(0x3a7ac0), P(x, 53), P(x-2, 59))
		}
		s.shape(cloudPath(P(18, 49), 28, 10), Hex(0x6a6e7a))
	case "Cave Woman":
		leopard := Hex(0xe89a3a)
		legPair(f.legs, Clear, skinTan, 0, 9)
		for _, q := range []pen{f.legs, f.legs.mirrored()} {
			q.shape(blob(P(3.8, 47), P(8, 45.5), P(13.5, 48.5), P(13.5, 51.5), P(4, 51.5)), skinTan)
		}
		club := penAt(c, P(94, 84), 1)
		club.shape(blob(P(-3, 40), P(3, 40), P(9, -2), P(11, -18), P(4, -22), P(-3, -16), P(-2, 0)), woodLight)
		club.flat(Join(Circle(P(5, -12), 1.2), Circle(P(2, -4), 1)), wood)
		arms(f.body, skinTan, skinTan, 0, 7.6)
		dress := RoundPolygon(2, P(-15, 0), P(-10, -1), P(16, 6), P(14, 38), P(18, 62), P(-18, 62), P(-14, 38))
		f.body.shape(dress, leopard)
		var spots Path
		for i := 0; i < 16; i++ {
			spots.Append(Ellipse(P(-12+float64(i%4)*8+float64(i/4%2)*4, 6+float64(i/4)*14), 2, 1.4))
		}
		f.body.clipped(spots, dress, Hex(0x5a3418))
		f.body.line(0.8, leopard.Darker(0.3), P(-14, 60), P(-10, 56), P(-6, 60), P(-2, 56), P(2, 60), P(6, 56), P(10, 60), P(14, 56))
		f.head.shape(blob(P(-14, 14), P(-16, 0), P(-13, -11), P(-4, -16), P(6, -15), P(14, -10), P(16, 2), P(14, 14), P(9, 6), P(-9, 6)), hairRed.Darker(0.15))
		headBase(f.head, skinTan)
		f.head.shape(blob(P(-10, 0), P(-8, -9), P(0, -12), P(8, -9), P(10, 0), P(5, -6), P(0, -4), P(-5, -6)), hairRed.Darker(0.15))
		f.head.shape(Join(Circle(P(5, -11), 1.8), Circle(P(11, -11), 1.8), RoundRect(5, -12, 6, 2, 0.8)), bone)
		eyes(f.head, 0.3)
		smile(f.head, 1.3)
	case "Top Dog":
		fur := Hex(0xb07a42)
		cape(f.body, blood, 22, 58)
		legPair(f.legs, Hex(0x2f5fb0), fur, 1, 9.6)
		shoes(f.legs, Hex(0x6a3f20), 5)
		arms(f.body, Hex(0x2f5fb0), fur, 1, 7.8)
		f.body.shape(torsoPath(), Hex(0x2f5fb0))
		f.body.shape(RoundRect(-13, 32, 26, 4, 1), goldLight)
		f.body.line(2, blood, P(-6, -1), P(0, 9), P(6, -1))
		f.body.shape(Circle(P(0, 13), 5.5), gold)
		letter(f.body, fc.bold, "1", P(0, 13), 6.5, goldDark.Darker(0.3))
		h := f.head
		h.shape(RoundRect(-4.2, 4, 8.4, 12, 2), fur.Darker(0.1))
		h.shape(Ellipse(P(0, -1), 10, 10.5), fur)
		for _, q := range []pen{h, h.mirrored()} {
			q.shape(blob(P(6, -9), P(11, -11), P(15, -2), P(14, 9), P(10, 8), P(9, -2)), Hex(0x5a3418))
		}
		h.shape(Ellipse(P(0, 5), 6, 4.6), Hex(0xf0d8b0))
		h.shape(Ellipse(P(0, 2.4), 2.6, 1.8), hairBlack)
		h.shape(Ellipse(P(0, 9.5), 1.6, 2.2), Hex(0xe0607a))
		h.line(0.8, ink, curve(P(-3, 6.5), P(0, 8.5), P(3, 6.5), 6)...)
		h.flat(Join(Circle(P(-4, -3), 1.4), Circle(P(4, -3), 1.4)), ink)
		h.shape(Polygon(P(-6, -9), P(6, -9), P(7, -16), P(3.5, -12.5), P(0, -17), P(-3.5, -12.5), P(-7, -16)), gold)
	case "Alpha Man":
		red, blue := Hex(0xc0302a), Hex(0x2a4a9a)
		cape(f.body, red, 24, 60)
		legPair(f.legs, blue, skinLight, 1, 10.4)
		shoes(f.legs, red, 7)
		for _, q := range []pen{f.body, f.body.mirrored()} {
			q.limb(9.4, blue, P(15, 4), P(27, 8), P(26, -6))
			q.shape(Circle(P(26, -8), 4), skinLight)
		}
		wide := Join(RoundPolygon(3, P(-6, -2), P(6, -2), P(19, 0.5), P(21, 8), P(12, 38), P(-12, 38), P(-21, 8), P(-19, 0.5)))
		f.body.shape(wide, blue)
		f.body.shape(RoundPolygon(2, P(-10, 4), P(10, 4), P(10, 14), P(0, 22), P(-10, 14)), goldLight)
		letter(f.body, fc.bold, "α", P(0, 11.5), 8, red)
		f.body.shape(RoundRect(-12, 32, 24, 4.5, 1), red)
		headBase(f.head, skinLight)
		hairCap(f.head, hairBlack, -3)
		f.head.shape(blob(P(-7, -8), P(-3, -14), P(2, -12), P(-2, -8)), hairBlack)
		eyes(f.head, 0.5)
		f.head.line(0.9, ink, curve(P(-3, 5.8), P(0, 7.4), P(3, 5.8), 6)...)
		f.head.line(0.7, skinLight.Darker(0.35), P(0, 8.6), P(0, 9.8))
	case "Delta Bird":
		teal, beak := Hex(0x2a8a8a), Hex(0xf0a02a)
		for _, q := range []pen{f.legs, f.legs.mirrored()} {
			q.limb(3.4, beak, P(6, 10), P(7, 48))
			q.line(2, beak, P(7, 48), P(2, 52))
			q.line(2, beak, P(7, 48), P(7.5, 53))
			q.line(2, beak, P(7, 48), P(12, 52))
		}
		f.legs.shape(RoundPolygon(3, P(-12.5, 0), P(12.5, 0), P(9, 14), P(-9, 14)), teal.Darker(0.1))
		for _, q := range []pen{f.body, f.body.mirrored()} {
			var wing Path
			wing.MoveTo(P(13, 2))
			wing.CubeTo(P(26, 4), P(32, 20), P(32, 40))
			wing.LineTo(P(28, 34))
			wing.LineTo(P(26, 40))
			wing.LineTo(P(22, 32))
			wing.LineTo(P(19, 36))
			wing.CubeTo(P(17, 26), P(15, 14), P(13, 8))
			wing.Close()
			q.shape(wing, teal.Lighter(0.15))
		}
		f.body.shape(torsoPath(), teal)
		f.body.shape(Polygon(P(0, 4), P(9, 20), P(-9, 20)), Hex(0xf4e6c4))
		f.body.flat(Polygon(P(0, 9), P(5, 17.6), P(-5, 17.6)), teal)
		h := f.head
		for i, a := range []float64{-30, 0, 30} {
			h.limb(2.6, []Color{blood, goldLight, blood}[i], P(0, -8), Polar(P(0, -8), 10, Deg(a-90)))
		}
		h.shape(RoundRect(-4.2, 4, 8.4, 12, 2), teal)
		h.shape(Ellipse(P(0, 0), 10, 10.6), teal.Lighter(0.2))
		h.flat(Ellipse(P(0, 4), 7, 6), Hex(0xf4e6c4))
		for _, x := range []float64{-4.2, 4.2} {
			h.shape(Circle(P(x, -2), 2.4), White)
			h.flat(Circle(P(x*1.1, -2), 1.3), ink)
		}
		h.shape(Polygon(P(-3.2, 1), P(3.2, 1), P(0, 9)), beak)
	case "Black Knight":
		black := Hex(0x2c2e36)
		legPair(f.legs, black.Lighter(0.08), black, 1, 10)
		shoes(f.legs, black.Darker(0.3), 6)
		arms(f.body, black.Lighter(0.06), black, 1, 8.6)
		f.body.shape(torsoPath(), black)
		f.body.flat(Polygon(P(-1, -1.5), P(1, -1.5), P(1.5, 36), P(-1.5, 36)), Color{1, 1, 1, 0.25})
		for _, q := range []pen{f.body, f.body.mirrored()} {
			q.shape(blob(P(9, -1), P(18, -3), P(23, 4), P(22, 11), P(15, 9)), black.Lighter(0.12))
		}
		f.body.shape(RoundRect(-13, 31, 26, 4, 1), blood.Darker(0.3))
		h := f.head
		h.shape(blob(P(0, -10), P(-4, -18), P(2, -26), P(14, -22), P(8, -18)), hairBlack)
		h.shape(RoundRect(-4.5, 4, 9, 12, 2), black)
		h.shape(RoundPolygon(4, P(-10.5, -12), P(10.5, -12), P(11, 8), P(0, 12), P(-11, 8)), black.Lighter(0.15))
		h.flat(RoundRect(-8.5, -2.5, 17, 3, 1.2), Hex(0xd83a2a))
		h.flat(Rect(-0.8, -12, 1.6, 23), Color{1, 1, 1, 0.3})
		sword(c, P(62, 146), P(60, 86), 5)
		sh := penAt(c, P(56, 118), 1)
		sh.shape(shieldPath(P(0, 0), 13), black.Lighter(0.2))
		sh.flat(shieldPath(P(0, 0), 9.5), blood.Darker(0.25))
		sh.flat(Join(Rect(-1.6, -8, 3.2, 16), Rect(-6, -3.5, 12, 3.2)), Hex(0x9aa3ac))
	default:
		panic("no Hero House prime drawn for " + name)
	}
}
