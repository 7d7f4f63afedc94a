package art

// The 14 bodies of Hero House, in local units: shoulders at y = 0 about
// 17 units either side, waist at y = 38, arms hanging to the hands at
// y ≈ 36. On a body card the torso stands on a tailor's dummy pole, high in
// the window so it shows above the legs card in a laid-down trio.

func drawBodyCard(c *Canvas, name string) {
	s := penAt(c, P(72, 0), 1)
	pole := wood.Darker(0.1)
	s.limb(4, pole, P(0, 110), P(0, 168))
	s.limb(3.4, pole, P(0, 166), P(-20, 178))
	s.limb(3.4, pole, P(0, 166), P(20, 178))
	s.limb(3.4, pole, P(0, 166), P(0, 180))
	s.shape(Ellipse(P(0, 54), 6.5, 4.5), woodLight)
	drawBody(penAt(c, P(72, 58), 1.4), name, skinTan)
}

// torsoPath is the trunk from shoulders to waist.
func torsoPath() Path {
	return RoundPolygon(2.5, P(-5, -2), P(5, -2), P(15.5, 0.5), P(17.5, 7), P(13, 38), P(-13, 38), P(-17.5, 7), P(-15.5, 0.5))
}

// arms draws both arms: sleeves to fraction reach of the arm (1 = long),
// bare skin below, and the hands.
func arms(p pen, sleeve, skin Color, reach, width float64) {
	for _, q := range []pen{p, p.mirrored()} {
		a, e, w := P(14.5, 4), P(19.5, 19), P(20.5, 32)
		q.limb(width-1.4, skin, a, e, w)
		if reach >= 1 {
			q.limb(width, sleeve, a, e, w)
		} else if reach > 0 {
			q.limb(width, sleeve, a, a.Lerp(e, reach*2))
		}
		q.shape(Circle(P(20.7, 35.5), 3.4), skin)
	}
}

// buttons draws a column of n small buttons from y0 down by step at x.
func buttons(p pen, x, y0, step float64, n int, col Color) {
	for i := 0; i < n; i++ {
		p.flat(Circle(P(x, y0+float64(i)*step), 1.1), col)
	}
}

func drawBody(p pen, name string, skin Color) {
	torso := torsoPath()
	switch name {
	case "T-Shirt":
		shirt := Hex(0xd0402e)
		arms(p, shirt, skin, 0.4, 8)
		p.shape(torso, shirt)
		p.line(1.4, shirt.Darker(0.35), curve(P(-5, -1.5), P(0, 4), P(5, -1.5), 8)...)
		p.flat(Polygon(StarPoints(P(0, 16), 5, 5, 2.2)...), Hex(0xfff1c8))
	case "Vest":
		arms(p, Hex(0xf4efe4), skin, 1, 7)
		p.shape(torso, Hex(0xf4efe4))
		for _, q := range []pen{p, p.mirrored()} {
			q.shape(RoundPolygon(1.5, P(4, -1.5), P(15.5, 0.5), P(17.5, 7), P(13, 38), P(1, 38), P(1, 14)), Hex(0x7a4a26))
		}
		buttons(p, 3.2, 18, 6, 3, goldLight)
		p.line(1, Hex(0x4a2a14), P(7, 24), P(12, 24))
	case "Toga":
		arms(p, skin, skin, 0, 6.6)
		p.shape(torso, skin)
		drape := blob(P(-15, 0), P(-9, -1), P(4, 10), P(13.5, 26), P(13, 38), P(-13, 38), P(-17, 10))
		p.shape(drape, Hex(0xf7f3ea))
		for _, d := range []float64{0, 6, 12} {
			p.line(0.8, Hex(0xc8bfae), curve(P(-12+d*0.4, 4+d), P(-2+d*0.3, 14+d), P(10, 26+d*0.5), 8)...)
		}
		p.shape(Circle(P(-13, 2), 2.4), gold)
	case "Striped Sweater":
		red, cream := Hex(0xb8322a), Hex(0xf2e6cc)
		arms(p, red, skin, 1, 8)
		for _, q := range []pen{p, p.mirrored()} {
			for i := 0; i < 3; i++ {
				y := 9 + float64(i)*8
				q.clipped(Rect(14, y, 10, 3.4), Stroke(8, false, P(14.5, 4), P(19.5, 19), P(20.5, 32)), cream)
			}
		}
		p.shape(torso, red)
		for y := 5.0; y < 38; y += 7 {
			p.clipped(Rect(-20, y, 40, 3.4), torso, cream)
		}
		p.shape(RoundRect(-6, -3, 12, 3.4, 1.5), red.Darker(0.2))
	case "Trench Coat":
		coat := Hex(0xbf9358)
		arms(p, coat, skin, 1, 8.4)
		p.shape(RoundPolygon(2, P(-14, 30), P(14, 30), P(17, 47), P(-17, 47)), coat.Darker(0.08))
		p.shape(torso, coat)
		for _, q := range []pen{p, p.mirrored()} {
			q.shape(Polygon(P(1, -2), P(7, -2), P(10, 6), P(6, 10), P(1, 18)), coat.Darker(0.18))
		}
		p.shape(RoundRect(-14, 26, 28, 4, 1), coat.Darker(0.3))
		p.shape(RoundRect(-2.6, 25.4, 5.2, 5.2, 1), goldDark)
		buttons(p, -5, 13, 5.5, 2, hairBrown)
		buttons(p, 5, 13, 5.5, 2, hairBrown)
	case "Chef Jacket":
		white := Hex(0xf8f6f0)
		arms(p, white, skin, 1, 8)
		p.shape(torso, white)
		p.shape(RoundPolygon(1.5, P(-6, -3), P(6, -3), P(0, 6)), Hex(0xd0342a))
		buttons(p, -4.5, 10, 7, 4, hairBlack)
		buttons(p, 4.5, 10, 7, 4, hairBlack)
		p.line(0.8, Hex(0xcfcabd), P(2, 4), P(2, 38))
	case "Caped Chest":
		cape, suit := Hex(0xc0302a), Hex(0x2f5fb0)
		p.shape(blob(P(-14, 0), P(14, 0), P(23, 24), P(25, 48), P(0, 45), P(-25, 48), P(-23, 24)), cape)
		arms(p, suit, skin, 1, 7.6)
		p.shape(torso, suit)
		p.shape(RoundPolygon(1.5, P(-8, 6), P(8, 6), P(8, 13), P(0, 21), P(-8, 13)), goldLight)
		p.flat(Polygon(StarPoints(P(0, 12), 5, 4, 1.8)...), cape)
		p.shape(RoundRect(-13, 33.5, 26, 4.5, 1), goldLight)
	case "Leather Jacket":
		jacket := Hex(0x2a2628)
		arms(p, jacket, skin, 1, 8.2)
		p.shape(torso, jacket)
		p.flat(Polygon(P(-4.5, -2), P(4.5, -2), P(0, 8)), Hex(0xf4f1ea))
		for _, q := range []pen{p, p.mirrored()} {
			q.shape(Polygon(P(4.5, -2.4), P(12, 0), P(8, 10), P(2.5, 6)), jacket.Lighter(0.15))
		}
		p.line(1, steel, P(1.5, 8), P(3, 38))
		p.flat(RoundRect(2, 12, 2.4, 4, 0.6), steel)
		p.line(0.8, steel, P(-12, 18), P(-6, 18))
	case "Tuxedo":
		black := Hex(0x1e1c22)
		arms(p, black, skin, 1, 7.8)
		p.shape(torso, black)
		p.shape(Polygon(P(-5, -2), P(5, -2), P(0, 24)), Hex(0xfbfaf6))
		p.shape(Join(Polygon(P(0, 1.5), P(-5, -1), P(-5, 4)), Polygon(P(0, 1.5), P(5, -1), P(5, 4))), Hex(0xa01c1c))
		buttons(p, 0, 9, 5, 3, black)
		p.flat(Polygon(P(-12.5, 12), P(-7, 12), P(-8, 15), P(-11, 15)), Hex(0xfbfaf6))
	case "Armor Plate":
		arms(p, steelDark.Lighter(0.2), skin, 1, 8)
		p.shape(torso, steel)
		p.flat(Polygon(P(-1, -1.5), P(1, -1.5), P(1.5, 36), P(-1.5, 36)), Color{1, 1, 1, 0.55})
		for _, q := range []pen{p, p.mirrored()} {
			q.shape(blob(P(9, -1), P(18, -3), P(23, 4), P(22, 11), P(15, 9)), steel.Lighter(0.1))
			q.flat(Circle(P(10, 30), 1.1), steelDark)
		}
		p.shape(RoundRect(-13, 31, 26, 4, 1), Hex(0x6a4024))
	case "Lab Coat":
		white := Hex(0xf6f8f8)
		arms(p, white, skin, 1, 8.2)
		p.shape(RoundPolygon(2, P(-14, 30), P(14, 30), P(16.5, 46), P(-16.5, 46)), white.Darker(0.06))
		p.shape(torso, white)
		p.shape(Polygon(P(-5, -2), P(5, -2), P(3.6, 38), P(-3.6, 38)), Hex(0x7fa8d8))
		p.shape(Polygon(P(-1.3, 0), P(1.3, 0), P(1.6, 18), P(0, 21), P(-1.6, 18)), Hex(0x2a3e7a))
		p.shape(RoundRect(-13, 10, 7, 7, 1), white)
		p.line(1.2, blood, P(-11.5, 7.5), P(-11.5, 12))
		p.line(1.2, Hex(0x2a5ad0), P(-9, 8), P(-9, 12))
	case "Chainmail":
		mail := Hex(0x9aa3ac)
		arms(p, mail, skin, 1, 8)
		p.shape(torso, mail)
		var rings Path
		for row := 0; row < 14; row++ {
			for col := -7; col <= 7; col++ {
				x := float64(col)*3 + float64(row%2)*1.5
				rings.Append(Ring(P(x, float64(row)*3), 0.6, 1.45))
			}
		}
		p.clipped(rings, torso, steelDark)
		p.shape(RoundRect(-13, 31, 26, 4, 1), Hex(0x6a4024))
		p.shape(RoundRect(-2.4, 30.6, 4.8, 4.8, 1), goldDark)
	case "Bomber Jacket":
		brown, fur := Hex(0x7a4826), Hex(0xefe2c4)
		arms(p, brown, skin, 1, 8.6)
		p.shape(torso, brown)
		p.shape(RoundRect(-13.5, 33, 27, 5, 1.5), Hex(0x5b6a3a))
		p.line(1, steel, P(0.5, 4), P(0.5, 33))
		p.shape(blob(P(-14, -1), P(-6, -3.5), P(0, 4), P(6, -3.5), P(14, -1), P(9, 6), P(0, 8), P(-9, 6)), fur)
		p.shape(Circle(P(-8, 18), 3.2), Hex(0xd8b03c))
		p.flat(Polygon(StarPoints(P(-8, 18.2), 5, 2.3, 1)...), blood)
	case "Dark Robe":
		robe := Hex(0x2e2240)
		for _, q := range []pen{p, p.mirrored()} {
			q.shape(RoundPolygon(2, P(13, 1), P(19, 12), P(28, 36), P(16, 38), P(12, 10)), robe.Lighter(0.08))
			q.shape(Circle(P(21, 36), 3.2), skin)
		}
		p.shape(RoundPolygon(2, P(-13, 30), P(13, 30), P(16, 48), P(-16, 48)), robe.Darker(0.1))
		p.shape(torso, robe)
		p.shape(blob(P(-13, -1), P(0, -4), P(13, -1), P(6, 5), P(0, 6), P(-6, 5)), robe.Lighter(0.18))
		p.shape(RoundRect(-13, 24, 26, 2.6, 1.3), gold)
		p.limb(1.4, gold, P(4, 26), P(5, 36))
		p.shape(Circle(P(0, 3), 1.8), steel)
	default:
		panic("no Hero House body drawn for " + name)
	}
}
