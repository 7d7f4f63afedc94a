package art

// The 14 legs of Hero House, in local units: waist at y = 0 about 12.5
// units either side, knees at y ≈ 26, soles at y ≈ 51. On a legs card they
// stand high in the window, starting just under the badge, so a trio
// reads as one figure.

func drawLegsCard(c *Canvas, name string) {
	s := penAt(c, P(72, 0), 1)
	s.flat(Ellipse(P(0, 175), 30, 4.5), Color{0.2, 0.12, 0.05, 0.25})
	drawLegs(penAt(c, P(72, 50), 2.3), name, skinTan)
}

var (
	hip   = P(6.6, 6)
	knee  = P(7, 26)
	ankle = P(7, 44.5)
)

// pelvis is the seat of the trousers (or a swimsuit) joining the legs.
func pelvis() Path {
	return RoundPolygon(2, P(-12.5, 0), P(12.5, 0), P(13.2, 12), P(1.5, 15), P(-1.5, 15), P(-13.2, 12))
}

// legPair draws bare legs under trousers that reach down to fraction reach
// (0 = none, 1 = ankles), with the seat of the trousers on top.
func legPair(p pen, pants, skin Color, reach, width float64) {
	for _, q := range []pen{p, p.mirrored()} {
		q.limb(width-1.2, skin, hip, knee, ankle)
		switch {
		case reach >= 1:
			q.limb(width, pants, hip, knee, ankle)
		case reach > 0.5:
			q.limb(width, pants, hip, knee, knee.Lerp(ankle, reach*2-1))
		case reach > 0:
			q.limb(width, pants, hip, hip.Lerp(knee, reach*2))
		}
	}
	if reach > 0 {
		p.shape(pelvis(), pants)
	}
}

// shoes draws a pair of shoes of colour col, toes turned out.
func shoes(p pen, col Color, h float64) {
	for _, q := range []pen{p, p.mirrored()} {
		q.shape(RoundPolygon(2, P(3.5, 51-h), P(10.5, 51-h), P(14.5, 48), P(14.5, 51.5), P(3, 51.5)), col)
	}
}

func drawLegs(p pen, name string, skin Color) {
	switch name {
	case "Bare Feet":
		legPair(p, Hex(0x8a6a42), skin, 0.4, 9.4)
		for _, q := range []pen{p, p.mirrored()} {
			q.shape(RoundRect(1.6, 14.5, 10.4, 3.2, 1.2), Hex(0x8a6a42).Lighter(0.15))
			q.shape(blob(P(3.8, 47), P(8, 45.5), P(13.5, 48.5), P(13.5, 51.5), P(4, 51.5)), skin)
			for i := 0; i < 4; i++ {
				q.flat(Circle(P(10.2+float64(i)*1.1, 49.2-float64(i)*0.2), 0.55), skin.Darker(0.3))
			}
		}
	case "Sneakers":
		navy := Hex(0x2c3a6e)
		legPair(p, navy, skin, 0.95, 9.6)
		for _, q := range []pen{p, p.mirrored()} {
			q.line(1.2, White, P(11.4, 7), P(11.6, 26), P(11.4, 42))
		}
		shoes(p, Hex(0xf6f6f2), 6)
		for _, q := range []pen{p, p.mirrored()} {
			q.flat(Rect(3, 49.4, 11.5, 2), blood)
			q.line(0.8, Hex(0x9aa0a8), P(6, 46.5), P(9, 46.5))
		}
	case "Skirt":
		legPair(p, Clear, skin, 0, 8)
		shoes(p, hairBlack, 4.5)
		skirt := RoundPolygon(2, P(-12, 0), P(12, 0), P(18, 24), P(-18, 24))
		p.shape(skirt, Hex(0xc8343a))
		for _, x := range []float64{-9, -3, 3, 9} {
			p.line(0.8, Hex(0x8a1e24), P(x*0.55, 3), P(x, 23.5))
		}
	case "Jeans":
		denim := Hex(0x3e64a0)
		legPair(p, denim, skin, 1, 10)
		for _, q := range []pen{p, p.mirrored()} {
			q.line(0.7, Hex(0xd8b070), P(9.5, 10), P(10.2, 26), P(9.8, 43))
			q.line(0.7, Hex(0xd8b070), curve(P(4, 3), P(6, 8), P(11, 7), 6)...)
		}
		p.shape(RoundRect(-13, -1.5, 26, 3.6, 1), Hex(0x5a3418))
		p.shape(RoundRect(-2.4, -1.9, 4.8, 4.4, 0.8), goldLight)
		shoes(p, Hex(0x6a3f20), 4.5)
	case "Boots":
		legPair(p, Hex(0x6e6a64), skin, 1, 9.6)
		for _, q := range []pen{p, p.mirrored()} {
			q.shape(RoundPolygon(1.5, P(1.6, 30), P(12.4, 30), P(12.2, 47), P(15.5, 48.5), P(15.5, 51.5), P(1.6, 51.5)), Hex(0x70401e))
			q.shape(RoundRect(1, 28, 12, 4.4, 1.2), Hex(0x8e5a2c))
		}
	case "Tights":
		green := Hex(0x3f9a56)
		legPair(p, green, skin, 1, 8.8)
		p.shape(pelvis(), Hex(0xe8b83a))
		p.clipped(Join(Rect(-14, 4, 28, 2.4), Rect(-14, 9, 28, 2.4)), pelvis(), Hex(0xc0302a))
		for _, q := range []pen{p, p.mirrored()} {
			q.shape(blob(P(3.6, 47), P(9, 46), P(16, 47.5), P(13, 51.5), P(4, 51.5)), Hex(0xc0302a))
		}
	case "Kilt":
		legPair(p, Clear, skin, 0, 8.8)
		for _, q := range []pen{p, p.mirrored()} {
			q.limb(9.4, Hex(0xf1ead8), P(7, 31), ankle)
			q.line(1.2, blood, P(2.5, 33), P(11.5, 33))
		}
		shoes(p, Hex(0x4a2a14), 4.5)
		kilt := RoundPolygon(1.5, P(-13, 0), P(13, 0), P(15, 26), P(-15, 26))
		p.shape(kilt, Hex(0x2e6a3e))
		var tartan Path
		for x := -14.0; x <= 14; x += 5 {
			tartan.Append(Rect(x, 0, 1.2, 26))
		}
		for y := 3.0; y < 26; y += 6 {
			tartan.Append(Rect(-15, y, 30, 1.2))
		}
		p.clipped(tartan, kilt, Hex(0xc0302a).Alpha(0.75))
		p.shape(RoundPolygon(1.5, P(-4, 6), P(4, 6), P(4.6, 14), P(0, 16), P(-4.6, 14)), Hex(0xf4efe4))
	case "Cargo Pants":
		khaki := Hex(0x9a8a56)
		legPair(p, khaki, skin, 1, 11)
		for _, q := range []pen{p, p.mirrored()} {
			q.shape(RoundRect(8.5, 19, 6.2, 8, 1), khaki.Darker(0.1))
			q.line(0.8, khaki.Darker(0.35), P(8.5, 21.4), P(14.7, 21.4))
		}
		p.shape(RoundRect(-13, -1.5, 26, 3.6, 1), Hex(0x3a3a34))
		shoes(p, Hex(0x2a2624), 6)
	case "Riding Boots":
		white := Hex(0xf3eee2)
		for _, q := range []pen{p, p.mirrored()} {
			q.shape(blob(P(1.5, 4), P(10, 3), P(15, 13), P(12.5, 24), P(8, 28), P(2, 26)), white)
		}
		p.shape(pelvis(), white)
		for _, q := range []pen{p, p.mirrored()} {
			q.shape(RoundPolygon(1.5, P(2, 24), P(12.4, 22.5), P(12.2, 47), P(15.5, 48.5), P(15.5, 51.5), P(2, 51.5)), Hex(0x1e1a1a))
			q.flat(Rect(4, 26, 1.5, 18), Color{1, 1, 1, 0.3})
			q.shape(Circle(P(15.2, 46.5), 1.4), goldLight)
		}
	case "Roller Skates":
		legPair(p, Hex(0x2a7ab0), skin, 0.3, 9.2)
		for _, q := range []pen{p, p.mirrored()} {
			q.shape(RoundPolygon(1.5, P(2.4, 34), P(11.6, 34), P(11.8, 43), P(15, 45), P(15, 47.5), P(2.2, 47.5)), Hex(0xf4f0e8))
			q.line(1.4, blood, P(2.6, 37), P(11.6, 37))
			q.shape(RoundRect(1.5, 47, 14.5, 1.8, 0.8), steelDark)
			q.shape(Circle(P(4.6, 50.5), 2.1), Hex(0xe8b83a))
			q.shape(Circle(P(12.6, 50.5), 2.1), Hex(0xe8b83a))
		}
	case "Stilts":
		pole := woodLight
		for _, q := range []pen{p, p.mirrored()} {
			q.limb(3, pole, P(10.5, 22), P(10.5, 52))
		}
		for _, q := range []pen{p, p.mirrored()} {
			q.limb(9.6, Hex(0xa23a8a), hip, P(7, 20), P(7.2, 30))
			q.shape(RoundPolygon(1.5, P(3, 30), P(11, 30), P(14, 33), P(3, 33)), hairBlack)
			q.shape(RoundRect(2, 33, 12, 2, 0.6), pole.Darker(0.2))
		}
		p.shape(pelvis(), Hex(0xa23a8a))
		p.clipped(Join(Rect(-14, 3, 28, 2.4), Rect(-14, 8, 28, 2.4)), pelvis(), goldLight)
	case "Peg Leg":
		trousers := Hex(0x5a3a6a)
		p.limb(9.6, trousers, hip, knee, ankle)
		q := p.mirrored()
		q.limb(9.6, trousers, hip, P(7, 24))
		q.shape(RoundRect(2, 22, 10, 4, 1.2), trousers.Lighter(0.2))
		q.shape(RoundPolygon(1.5, P(4, 26), P(10, 26), P(8, 51.5), P(6, 51.5)), woodLight)
		q.line(0.8, wood, P(6, 30), P(7, 44))
		p.shape(pelvis(), trousers)
		p.shape(RoundPolygon(1.5, P(1.6, 36), P(12.4, 36), P(12.2, 47), P(15.5, 48.5), P(15.5, 51.5), P(1.6, 51.5)), hairBlack)
	case "Ski Pants":
		orange := Hex(0xe8702a)
		legPair(p, orange, skin, 1, 12)
		for _, q := range []pen{p, p.mirrored()} {
			for _, y := range []float64{14, 22, 30} {
				q.line(0.8, orange.Darker(0.3), P(1.6, y), P(12.4, y+1))
			}
			q.shape(RoundRect(1.5, 40, 12, 9, 2), Hex(0x2a5ad0))
			q.shape(RoundPolygon(1.2, P(-0.5, 49), P(14, 49), P(16.5, 46.5), P(16, 51.5), P(-0.5, 51.5)), Hex(0xe8d23a))
		}
	case "Rocket Boots":
		legPair(p, Hex(0x4a4e56), skin, 1, 9.4)
		for _, q := range []pen{p, p.mirrored()} {
			var fire Path
			fire.MoveTo(P(3.5, 46))
			fire.CubeTo(P(4, 50), P(5, 53), P(7.5, 57))
			fire.CubeTo(P(9.5, 53), P(11, 50), P(11.5, 46))
			fire.Close()
			q.shape(fire, Hex(0xf0782a))
			q.flat(Ellipse(P(7.5, 49), 2, 3.5), Hex(0xffe27a))
			q.shape(RoundPolygon(1.5, P(1.6, 32), P(12.4, 32), P(13, 46), P(1, 46)), Hex(0xc0302a))
			q.shape(Polygon(P(12.4, 36), P(16, 42), P(12.8, 44)), steel)
			q.shape(RoundRect(2, 44, 10, 3, 1), steel)
		}
	default:
		panic("no Hero House legs drawn for " + name)
	}
}
