package herohouse

import "github.com/herotable/herotable/assets/internal/art"

// The 14 bodies of Hero House, in local units: shoulders at y = 0 about
// 17 units either side, waist at y = 38, arms hanging to the hands at
// y ≈ 36. On a body card the torso stands on a tailor's dummy pole, high in
// the window so it shows above the legs card in a laid-down trio.

func drawBodyCard(c *art.Canvas, name string) {
	s := art.PenAt(c, art.P(72, 0), 1)
	pole := art.Wood.Darker(0.1)
	s.Limb(4, pole, art.P(0, 110), art.P(0, 168))
	s.Limb(3.4, pole, art.P(0, 166), art.P(-20, 178))
	s.Limb(3.4, pole, art.P(0, 166), art.P(20, 178))
	s.Limb(3.4, pole, art.P(0, 166), art.P(0, 180))
	s.Shape(art.Ellipse(art.P(0, 54), 6.5, 4.5), art.WoodLight)
	drawBody(art.PenAt(c, art.P(72, 58), 1.4), name, skinTan)
}

// torsoPath is the trunk from shoulders to waist.
func torsoPath() art.Path {
	return art.RoundPolygon(2.5, art.P(-5, -2), art.P(5, -2), art.P(15.5, 0.5), art.P(17.5, 7), art.P(13, 38), art.P(-13, 38), art.P(-17.5, 7), art.P(-15.5, 0.5))
}

// arms draws both arms: sleeves to fraction reach of the arm (1 = long),
// bare skin below, and the hands.
func arms(p art.Pen, sleeve, skin art.Color, reach, width float64) {
	for _, q := range []art.Pen{p, p.Mirrored()} {
		a, e, w := art.P(14.5, 4), art.P(19.5, 19), art.P(20.5, 32)
		q.Limb(width-1.4, skin, a, e, w)
		if reach >= 1 {
			q.Limb(width, sleeve, a, e, w)
		} else if reach > 0 {
			q.Limb(width, sleeve, a, a.Lerp(e, reach*2))
		}
		q.Shape(art.Circle(art.P(20.7, 35.5), 3.4), skin)
	}
}

// buttons draws a column of n small buttons from y0 down by step at x.
func buttons(p art.Pen, x, y0, step float64, n int, col art.Color) {
	for i := 0; i < n; i++ {
		p.Flat(art.Circle(art.P(x, y0+float64(i)*step), 1.1), col)
	}
}

func drawBody(p art.Pen, name string, skin art.Color) {
	torso := torsoPath()
	switch name {
	case "T-Shirt":
		shirt := art.Hex(0xd0402e)
		arms(p, shirt, skin, 0.4, 8)
		p.Shape(torso, shirt)
		p.Line(1.4, shirt.Darker(0.35), art.Curve(art.P(-5, -1.5), art.P(0, 4), art.P(5, -1.5), 8)...)
		p.Flat(art.Polygon(art.StarPoints(art.P(0, 16), 5, 5, 2.2)...), art.Hex(0xfff1c8))
	case "Vest":
		arms(p, art.Hex(0xf4efe4), skin, 1, 7)
		p.Shape(torso, art.Hex(0xf4efe4))
		for _, q := range []art.Pen{p, p.Mirrored()} {
			q.Shape(art.RoundPolygon(1.5, art.P(4, -1.5), art.P(15.5, 0.5), art.P(17.5, 7), art.P(13, 38), art.P(1, 38), art.P(1, 14)), art.Hex(0x7a4a26))
		}
		buttons(p, 3.2, 18, 6, 3, art.GoldLight)
		p.Line(1, art.Hex(0x4a2a14), art.P(7, 24), art.P(12, 24))
	case "Toga":
		arms(p, skin, skin, 0, 6.6)
		p.Shape(torso, skin)
		drape := art.Blob(art.P(-15, 0), art.P(-9, -1), art.P(4, 10), art.P(13.5, 26), art.P(13, 38), art.P(-13, 38), art.P(-17, 10))
		p.Shape(drape, art.Hex(0xf7f3ea))
		for _, d := range []float64{0, 6, 12} {
			p.Line(0.8, art.Hex(0xc8bfae), art.Curve(art.P(-12+d*0.4, 4+d), art.P(-2+d*0.3, 14+d), art.P(10, 26+d*0.5), 8)...)
		}
		p.Shape(art.Circle(art.P(-13, 2), 2.4), art.Gold)
	case "Striped Sweater":
		red, cream := art.Hex(0xb8322a), art.Hex(0xf2e6cc)
		arms(p, red, skin, 1, 8)
		for _, q := range []art.Pen{p, p.Mirrored()} {
			for i := 0; i < 3; i++ {
				y := 9 + float64(i)*8
				q.Clipped(art.Rect(14, y, 10, 3.4), art.Stroke(8, false, art.P(14.5, 4), art.P(19.5, 19), art.P(20.5, 32)), cream)
			}
		}
		p.Shape(torso, red)
		for y := 5.0; y < 38; y += 7 {
			p.Clipped(art.Rect(-20, y, 40, 3.4), torso, cream)
		}
		p.Shape(art.RoundRect(-6, -3, 12, 3.4, 1.5), red.Darker(0.2))
	case "Trench Coat":
		coat := art.Hex(0xbf9358)
		arms(p, coat, skin, 1, 8.4)
		p.Shape(art.RoundPolygon(2, art.P(-14, 30), art.P(14, 30), art.P(17, 47), art.P(-17, 47)), coat.Darker(0.08))
		p.Shape(torso, coat)
		for _, q := range []art.Pen{p, p.Mirrored()} {
			q.Shape(art.Polygon(art.P(1, -2), art.P(7, -2), art.P(10, 6), art.P(6, 10), art.P(1, 18)), coat.Darker(0.18))
		}
		p.Shape(art.RoundRect(-14, 26, 28, 4, 1), coat.Darker(0.3))
		p.Shape(art.RoundRect(-2.6, 25.4, 5.2, 5.2, 1), art.GoldDark)
		buttons(p, -5, 13, 5.5, 2, hairBrown)
		buttons(p, 5, 13, 5.5, 2, hairBrown)
	case "Chef Jacket":
		white := art.Hex(0xf8f6f0)
		arms(p, white, skin, 1, 8)
		p.Shape(torso, white)
		p.Shape(art.RoundPolygon(1.5, art.P(-6, -3), art.P(6, -3), art.P(0, 6)), art.Hex(0xd0342a))
		buttons(p, -4.5, 10, 7, 4, hairBlack)
		buttons(p, 4.5, 10, 7, 4, hairBlack)
		p.Line(0.8, art.Hex(0xcfcabd), art.P(2, 4), art.P(2, 38))
	case "Caped Chest":
		cape, suit := art.Hex(0xc0302a), art.Hex(0x2f5fb0)
		p.Shape(art.Blob(art.P(-14, 0), art.P(14, 0), art.P(23, 24), art.P(25, 48), art.P(0, 45), art.P(-25, 48), art.P(-23, 24)), cape)
		arms(p, suit, skin, 1, 7.6)
		p.Shape(torso, suit)
		p.Shape(art.RoundPolygon(1.5, art.P(-8, 6), art.P(8, 6), art.P(8, 13), art.P(0, 21), art.P(-8, 13)), art.GoldLight)
		p.Flat(art.Polygon(art.StarPoints(art.P(0, 12), 5, 4, 1.8)...), cape)
		p.Shape(art.RoundRect(-13, 33.5, 26, 4.5, 1), art.GoldLight)
	case "Leather Jacket":
		jacket := art.Hex(0x2a2628)
		arms(p, jacket, skin, 1, 8.2)
		p.Shape(torso, jacket)
		p.Flat(art.Polygon(art.P(-4.5, -2), art.P(4.5, -2), art.P(0, 8)), art.Hex(0xf4f1ea))
		for _, q := range []art.Pen{p, p.Mirrored()} {
			q.Shape(art.Polygon(art.P(4.5, -2.4), art.P(12, 0), art.P(8, 10), art.P(2.5, 6)), jacket.Lighter(0.15))
		}
		p.Line(1, art.Steel, art.P(1.5, 8), art.P(3, 38))
		p.Flat(art.RoundRect(2, 12, 2.4, 4, 0.6), art.Steel)
		p.Line(0.8, art.Steel, art.P(-12, 18), art.P(-6, 18))
	case "Tuxedo":
		black := art.Hex(0x1e1c22)
		arms(p, black, skin, 1, 7.8)
		p.Shape(torso, black)
		p.Shape(art.Polygon(art.P(-5, -2), art.P(5, -2), art.P(0, 24)), art.Hex(0xfbfaf6))
		p.Shape(art.Join(art.Polygon(art.P(0, 1.5), art.P(-5, -1), art.P(-5, 4)), art.Polygon(art.P(0, 1.5), art.P(5, -1), art.P(5, 4))), art.Hex(0xa01c1c))
		buttons(p, 0, 9, 5, 3, black)
		p.Flat(art.Polygon(art.P(-12.5, 12), art.P(-7, 12), art.P(-8, 15), art.P(-11, 15)), art.Hex(0xfbfaf6))
	case "Armor Plate":
		arms(p, art.SteelDark.Lighter(0.2), skin, 1, 8)
		p.Shape(torso, art.Steel)
		p.Flat(art.Polygon(art.P(-1, -1.5), art.P(1, -1.5), art.P(1.5, 36), art.P(-1.5, 36)), art.Color{R: 1, G: 1, B: 1, A: 0.55})
		for _, q := range []art.Pen{p, p.Mirrored()} {
			q.Shape(art.Blob(art.P(9, -1), art.P(18, -3), art.P(23, 4), art.P(22, 11), art.P(15, 9)), art.Steel.Lighter(0.1))
			q.Flat(art.Circle(art.P(10, 30), 1.1), art.SteelDark)
		}
		p.Shape(art.RoundRect(-13, 31, 26, 4, 1), art.Hex(0x6a4024))
	case "Lab Coat":
		white := art.Hex(0xf6f8f8)
		arms(p, white, skin, 1, 8.2)
		p.Shape(art.RoundPolygon(2, art.P(-14, 30), art.P(14, 30), art.P(16.5, 46), art.P(-16.5, 46)), white.Darker(0.06))
		p.Shape(torso, white)
		p.Shape(art.Polygon(art.P(-5, -2), art.P(5, -2), art.P(3.6, 38), art.P(-3.6, 38)), art.Hex(0x7fa8d8))
		p.Shape(art.Polygon(art.P(-1.3, 0), art.P(1.3, 0), art.P(1.6, 18), art.P(0, 21), art.P(-1.6, 18)), art.Hex(0x2a3e7a))
		p.Shape(art.RoundRect(-13, 10, 7, 7, 1), white)
		p.Line(1.2, art.Blood, art.P(-11.5, 7.5), art.P(-11.5, 12))
		p.Line(1.2, art.Hex(0x2a5ad0), art.P(-9, 8), art.P(-9, 12))
	case "Chainmail":
		mail := art.Hex(0x9aa3ac)
		arms(p, mail, skin, 1, 8)
		p.Shape(torso, mail)
		var rings art.Path
		for row := 0; row < 14; row++ {
			for col := -7; col <= 7; col++ {
				x := float64(col)*3 + float64(row%2)*1.5
				rings.Append(art.Ring(art.P(x, float64(row)*3), 0.6, 1.45))
			}
		}
		p.Clipped(rings, torso, art.SteelDark)
		p.Shape(art.RoundRect(-13, 31, 26, 4, 1), art.Hex(0x6a4024))
		p.Shape(art.RoundRect(-2.4, 30.6, 4.8, 4.8, 1), art.GoldDark)
	case "Bomber Jacket":
		brown, fur := art.Hex(0x7a4826), art.Hex(0xefe2c4)
		arms(p, brown, skin, 1, 8.6)
		p.Shape(torso, brown)
		p.Shape(art.RoundRect(-13.5, 33, 27, 5, 1.5), art.Hex(0x5b6a3a))
		p.Line(1, art.Steel, art.P(0.5, 4), art.P(0.5, 33))
		p.Shape(art.Blob(art.P(-14, -1), art.P(-6, -3.5), art.P(0, 4), art.P(6, -3.5), art.P(14, -1), art.P(9, 6), art.P(0, 8), art.P(-9, 6)), fur)
		p.Shape(art.Circle(art.P(-8, 18), 3.2), art.Hex(0xd8b03c))
		p.Flat(art.Polygon(art.StarPoints(art.P(-8, 18.2), 5, 2.3, 1)...), art.Blood)
	case "Dark Robe":
		robe := art.Hex(0x2e2240)
		for _, q := range []art.Pen{p, p.Mirrored()} {
			q.Shape(art.RoundPolygon(2, art.P(13, 1), art.P(19, 12), art.P(28, 36), art.P(16, 38), art.P(12, 10)), robe.Lighter(0.08))
			q.Shape(art.Circle(art.P(21, 36), 3.2), skin)
		}
		p.Shape(art.RoundPolygon(2, art.P(-13, 30), art.P(13, 30), art.P(16, 48), art.P(-16, 48)), robe.Darker(0.1))
		p.Shape(torso, robe)
		p.Shape(art.Blob(art.P(-13, -1), art.P(0, -4), art.P(13, -1), art.P(6, 5), art.P(0, 6), art.P(-6, 5)), robe.Lighter(0.18))
		p.Shape(art.RoundRect(-13, 24, 26, 2.6, 1.3), art.Gold)
		p.Limb(1.4, art.Gold, art.P(4, 26), art.P(5, 36))
		p.Shape(art.Circle(art.P(0, 3), 1.8), art.Steel)
	default:
		panic("no Hero House body drawn for " + name)
	}
}
