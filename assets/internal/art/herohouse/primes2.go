package herohouse

import "github.com/herotable/herotable/assets/internal/art"

// Primes 8 to 14 in rulebook order: Hat Man to Black Knight.

func drawPrime2(c *art.Canvas, fc art.Faces, f figure, name string) {
	switch name {
	case "Hat Man":
		coat := art.Hex(0x8a6a44)
		legPair(f.legs, art.Hex(0x3a3a40), skinLight, 1, 9.4)
		shoes(f.legs, hairBlack, 5)
		arms(f.body, coat, skinLight, 1, 8.4)
		f.body.Shape(art.RoundPolygon(2, art.P(-14, 28), art.P(14, 28), art.P(18, 60), art.P(-18, 60)), coat.Darker(0.08))
		f.body.Shape(torsoPath(), coat)
		f.body.Line(0.9, coat.Darker(0.4), art.P(0, 4), art.P(0, 60))
		f.body.Shape(art.RoundRect(-14, 27, 28, 3.6, 1), coat.Darker(0.35))
		headBase(f.head, skinLight)
		f.head.Flat(art.Ellipse(art.P(0, -3), 10, 5), art.Color{R: 0, G: 0, B: 0, A: 0.3})
		eyes(f.head, 0.5)
		smile(f.head, 0.6)
		hat := art.Hex(0x3e2c20)
		f.head.Shape(art.RoundPolygon(3, art.P(-11, -7), art.P(11, -7), art.P(9, -22), art.P(0, -19), art.P(-9, -22)), hat)
		f.head.Flat(art.Rect(-11, -10.5, 22, 3), art.Blood.Darker(0.2))
		f.head.Shape(art.Ellipse(art.P(0, -7), 23, 4.2), hat.Lighter(0.08))
	case "Zero Fun":
		grey := art.Hex(0x6c7078)
		legPair(f.legs, grey, skinLight, 1, 9.6)
		shoes(f.legs, hairBlack, 5)
		f.body.Shape(torsoPath(), grey)
		f.body.Flat(art.Polygon(art.P(-4.5, -2), art.P(4.5, -2), art.P(0, 10)), art.White)
		f.body.Shape(art.Polygon(art.P(-1.4, 0), art.P(1.4, 0), art.P(2, 9), art.P(0, 12), art.P(-2, 9)), art.Hex(0x3a3e48))
		// Arms folded across the chest.
		for _, q := range []art.Pen{f.body, f.body.Mirrored()} {
			q.Limb(8, grey.Lighter(0.08), art.P(14.5, 4), art.P(17, 17), art.P(-6, 20))
			q.Shape(art.Circle(art.P(-8, 19.5), 3.2), skinLight)
		}
		headBase(f.head, skinLight)
		hairCap(f.head, art.Hex(0x8a8a8a), -4)
		f.head.Flat(art.Join(art.Circle(art.P(-3.6, 0.5), 1.2), art.Circle(art.P(3.6, 0.5), 1.2)), art.Ink)
		f.head.Line(1.4, art.Ink, art.P(-6, -4.5), art.P(-1.5, -2))
		f.head.Line(1.4, art.Ink, art.P(6, -4.5), art.P(1.5, -2))
		smile(f.head, -1.2)
		s := art.PenAt(c, art.P(72, 0), 1)
		for _, x := range []float64{8, 14, 20, 26} {
			s.Line(1.5, art.Hex(0x3a7ac0), art.P(x, 53), art.P(x-2, 59))
		}
		s.Shape(art.CloudPath(art.P(18, 49), 28, 10), art.Hex(0x6a6e7a))
	case "Cave Woman":
		leopard := art.Hex(0xe89a3a)
		legPair(f.legs, art.Clear, skinTan, 0, 9)
		for _, q := range []art.Pen{f.legs, f.legs.Mirrored()} {
			q.Shape(art.Blob(art.P(3.8, 47), art.P(8, 45.5), art.P(13.5, 48.5), art.P(13.5, 51.5), art.P(4, 51.5)), skinTan)
		}
		club := art.PenAt(c, art.P(94, 84), 1)
		club.Shape(art.Blob(art.P(-3, 40), art.P(3, 40), art.P(9, -2), art.P(11, -18), art.P(4, -22), art.P(-3, -16), art.P(-2, 0)), art.WoodLight)
		club.Flat(art.Join(art.Circle(art.P(5, -12), 1.2), art.Circle(art.P(2, -4), 1)), art.Wood)
		arms(f.body, skinTan, skinTan, 0, 7.6)
		dress := art.RoundPolygon(2, art.P(-15, 0), art.P(-10, -1), art.P(16, 6), art.P(14, 38), art.P(18, 62), art.P(-18, 62), art.P(-14, 38))
		f.body.Shape(dress, leopard)
		var spots art.Path
		for i := 0; i < 16; i++ {
			spots.Append(art.Ellipse(art.P(-12+float64(i%4)*8+float64(i/4%2)*4, 6+float64(i/4)*14), 2, 1.4))
		}
		f.body.Clipped(spots, dress, art.Hex(0x5a3418))
		f.body.Line(0.8, leopard.Darker(0.3), art.P(-14, 60), art.P(-10, 56), art.P(-6, 60), art.P(-2, 56), art.P(2, 60), art.P(6, 56), art.P(10, 60), art.P(14, 56))
		f.head.Shape(art.Blob(art.P(-14, 14), art.P(-16, 0), art.P(-13, -11), art.P(-4, -16), art.P(6, -15), art.P(14, -10), art.P(16, 2), art.P(14, 14), art.P(9, 6), art.P(-9, 6)), hairRed.Darker(0.15))
		headBase(f.head, skinTan)
		f.head.Shape(art.Blob(art.P(-10, 0), art.P(-8, -9), art.P(0, -12), art.P(8, -9), art.P(10, 0), art.P(5, -6), art.P(0, -4), art.P(-5, -6)), hairRed.Darker(0.15))
		f.head.Shape(art.Join(art.Circle(art.P(5, -11), 1.8), art.Circle(art.P(11, -11), 1.8), art.RoundRect(5, -12, 6, 2, 0.8)), art.Bone)
		eyes(f.head, 0.3)
		smile(f.head, 1.3)
	case "Top Dog":
		fur := art.Hex(0xb07a42)
		cape(f.body, art.Blood, 22, 58)
		legPair(f.legs, art.Hex(0x2f5fb0), fur, 1, 9.6)
		shoes(f.legs, art.Hex(0x6a3f20), 5)
		arms(f.body, art.Hex(0x2f5fb0), fur, 1, 7.8)
		f.body.Shape(torsoPath(), art.Hex(0x2f5fb0))
		f.body.Shape(art.RoundRect(-13, 32, 26, 4, 1), art.GoldLight)
		f.body.Line(2, art.Blood, art.P(-6, -1), art.P(0, 9), art.P(6, -1))
		f.body.Shape(art.Circle(art.P(0, 13), 5.5), art.Gold)
		letter(f.body, fc.Bold, "1", art.P(0, 13), 6.5, art.GoldDark.Darker(0.3))
		h := f.head
		h.Shape(art.RoundRect(-4.2, 4, 8.4, 12, 2), fur.Darker(0.1))
		h.Shape(art.Ellipse(art.P(0, -1), 10, 10.5), fur)
		for _, q := range []art.Pen{h, h.Mirrored()} {
			q.Shape(art.Blob(art.P(6, -9), art.P(11, -11), art.P(15, -2), art.P(14, 9), art.P(10, 8), art.P(9, -2)), art.Hex(0x5a3418))
		}
		h.Shape(art.Ellipse(art.P(0, 5), 6, 4.6), art.Hex(0xf0d8b0))
		h.Shape(art.Ellipse(art.P(0, 2.4), 2.6, 1.8), hairBlack)
		h.Shape(art.Ellipse(art.P(0, 9.5), 1.6, 2.2), art.Hex(0xe0607a))
		h.Line(0.8, art.Ink, art.Curve(art.P(-3, 6.5), art.P(0, 8.5), art.P(3, 6.5), 6)...)
		h.Flat(art.Join(art.Circle(art.P(-4, -3), 1.4), art.Circle(art.P(4, -3), 1.4)), art.Ink)
		h.Shape(art.Polygon(art.P(-6, -9), art.P(6, -9), art.P(7, -16), art.P(3.5, -12.5), art.P(0, -17), art.P(-3.5, -12.5), art.P(-7, -16)), art.Gold)
	case "Alpha Man":
		red, blue := art.Hex(0xc0302a), art.Hex(0x2a4a9a)
		cape(f.body, red, 24, 60)
		legPair(f.legs, blue, skinLight, 1, 10.4)
		shoes(f.legs, red, 7)
		for _, q := range []art.Pen{f.body, f.body.Mirrored()} {
			q.Limb(9.4, blue, art.P(15, 4), art.P(27, 8), art.P(26, -6))
			q.Shape(art.Circle(art.P(26, -8), 4), skinLight)
		}
		wide := art.Join(art.RoundPolygon(3, art.P(-6, -2), art.P(6, -2), art.P(19, 0.5), art.P(21, 8), art.P(12, 38), art.P(-12, 38), art.P(-21, 8), art.P(-19, 0.5)))
		f.body.Shape(wide, blue)
		f.body.Shape(art.RoundPolygon(2, art.P(-10, 4), art.P(10, 4), art.P(10, 14), art.P(0, 22), art.P(-10, 14)), art.GoldLight)
		letter(f.body, fc.Bold, "α", art.P(0, 11.5), 8, red)
		f.body.Shape(art.RoundRect(-12, 32, 24, 4.5, 1), red)
		headBase(f.head, skinLight)
		hairCap(f.head, hairBlack, -3)
		f.head.Shape(art.Blob(art.P(-7, -8), art.P(-3, -14), art.P(2, -12), art.P(-2, -8)), hairBlack)
		eyes(f.head, 0.5)
		f.head.Line(0.9, art.Ink, art.Curve(art.P(-3, 5.8), art.P(0, 7.4), art.P(3, 5.8), 6)...)
		f.head.Line(0.7, skinLight.Darker(0.35), art.P(0, 8.6), art.P(0, 9.8))
	case "Delta Bird":
		teal, beak := art.Hex(0x2a8a8a), art.Hex(0xf0a02a)
		for _, q := range []art.Pen{f.legs, f.legs.Mirrored()} {
			q.Limb(3.4, beak, art.P(6, 10), art.P(7, 48))
			q.Line(2, beak, art.P(7, 48), art.P(2, 52))
			q.Line(2, beak, art.P(7, 48), art.P(7.5, 53))
			q.Line(2, beak, art.P(7, 48), art.P(12, 52))
		}
		f.legs.Shape(art.RoundPolygon(3, art.P(-12.5, 0), art.P(12.5, 0), art.P(9, 14), art.P(-9, 14)), teal.Darker(0.1))
		for _, q := range []art.Pen{f.body, f.body.Mirrored()} {
			var wing art.Path
			wing.MoveTo(art.P(13, 2))
			wing.CubeTo(art.P(26, 4), art.P(32, 20), art.P(32, 40))
			wing.LineTo(art.P(28, 34))
			wing.LineTo(art.P(26, 40))
			wing.LineTo(art.P(22, 32))
			wing.LineTo(art.P(19, 36))
			wing.CubeTo(art.P(17, 26), art.P(15, 14), art.P(13, 8))
			wing.Close()
			q.Shape(wing, teal.Lighter(0.15))
		}
		f.body.Shape(torsoPath(), teal)
		f.body.Shape(art.Polygon(art.P(0, 4), art.P(9, 20), art.P(-9, 20)), art.Hex(0xf4e6c4))
		f.body.Flat(art.Polygon(art.P(0, 9), art.P(5, 17.6), art.P(-5, 17.6)), teal)
		h := f.head
		for i, a := range []float64{-30, 0, 30} {
			h.Limb(2.6, []art.Color{art.Blood, art.GoldLight, art.Blood}[i], art.P(0, -8), art.Polar(art.P(0, -8), 10, art.Deg(a-90)))
		}
		h.Shape(art.RoundRect(-4.2, 4, 8.4, 12, 2), teal)
		h.Shape(art.Ellipse(art.P(0, 0), 10, 10.6), teal.Lighter(0.2))
		h.Flat(art.Ellipse(art.P(0, 4), 7, 6), art.Hex(0xf4e6c4))
		for _, x := range []float64{-4.2, 4.2} {
			h.Shape(art.Circle(art.P(x, -2), 2.4), art.White)
			h.Flat(art.Circle(art.P(x*1.1, -2), 1.3), art.Ink)
		}
		h.Shape(art.Polygon(art.P(-3.2, 1), art.P(3.2, 1), art.P(0, 9)), beak)
	case "Black Knight":
		black := art.Hex(0x2c2e36)
		legPair(f.legs, black.Lighter(0.08), black, 1, 10)
		shoes(f.legs, black.Darker(0.3), 6)
		arms(f.body, black.Lighter(0.06), black, 1, 8.6)
		f.body.Shape(torsoPath(), black)
		f.body.Flat(art.Polygon(art.P(-1, -1.5), art.P(1, -1.5), art.P(1.5, 36), art.P(-1.5, 36)), art.Color{R: 1, G: 1, B: 1, A: 0.25})
		for _, q := range []art.Pen{f.body, f.body.Mirrored()} {
			q.Shape(art.Blob(art.P(9, -1), art.P(18, -3), art.P(23, 4), art.P(22, 11), art.P(15, 9)), black.Lighter(0.12))
		}
		f.body.Shape(art.RoundRect(-13, 31, 26, 4, 1), art.Blood.Darker(0.3))
		h := f.head
		h.Shape(art.Blob(art.P(0, -10), art.P(-4, -18), art.P(2, -26), art.P(14, -22), art.P(8, -18)), hairBlack)
		h.Shape(art.RoundRect(-4.5, 4, 9, 12, 2), black)
		h.Shape(art.RoundPolygon(4, art.P(-10.5, -12), art.P(10.5, -12), art.P(11, 8), art.P(0, 12), art.P(-11, 8)), black.Lighter(0.15))
		h.Flat(art.RoundRect(-8.5, -2.5, 17, 3, 1.2), art.Hex(0xd83a2a))
		h.Flat(art.Rect(-0.8, -12, 1.6, 23), art.Color{R: 1, G: 1, B: 1, A: 0.3})
		art.Sword(c, art.P(62, 146), art.P(60, 86), 5)
		sh := art.PenAt(c, art.P(56, 118), 1)
		sh.Shape(art.ShieldPath(art.P(0, 0), 13), black.Lighter(0.2))
		sh.Flat(art.ShieldPath(art.P(0, 0), 9.5), art.Blood.Darker(0.25))
		sh.Flat(art.Join(art.Rect(-1.6, -8, 3.2, 16), art.Rect(-6, -3.5, 12, 3.2)), art.Hex(0x9aa3ac))
	default:
		panic("no Hero House prime drawn for " + name)
	}
}
