package herohouse

import "github.com/herotable/herotable/assets/internal/art"

// The 14 legs of Hero House, in local units: waist at y = 0 about 12.5
// units either side, knees at y ≈ 26, soles at y ≈ 51. On a legs card they
// stand high in the window, starting just under the badge, so a trio
// reads as one figure.

func drawLegsCard(c *art.Canvas, name string) {
	s := art.PenAt(c, art.P(72, 0), 1)
	s.Flat(art.Ellipse(art.P(0, 175), 30, 4.5), art.Color{R: 0.2, G: 0.12, B: 0.05, A: 0.25})
	drawLegs(art.PenAt(c, art.P(72, 50), 2.3), name, skinTan)
}

var (
	hip   = art.P(6.6, 6)
	knee  = art.P(7, 26)
	ankle = art.P(7, 44.5)
)

// pelvis is the seat of the trousers (or a swimsuit) joining the legs.
func pelvis() art.Path {
	return art.RoundPolygon(2, art.P(-12.5, 0), art.P(12.5, 0), art.P(13.2, 12), art.P(1.5, 15), art.P(-1.5, 15), art.P(-13.2, 12))
}

// legPair draws bare legs under trousers that reach down to fraction reach
// (0 = none, 1 = ankles), with the seat of the trousers on top.
func legPair(p art.Pen, pants, skin art.Color, reach, width float64) {
	for _, q := range []art.Pen{p, p.Mirrored()} {
		q.Limb(width-1.2, skin, hip, knee, ankle)
		switch {
		case reach >= 1:
			q.Limb(width, pants, hip, knee, ankle)
		case reach > 0.5:
			q.Limb(width, pants, hip, knee, knee.Lerp(ankle, reach*2-1))
		case reach > 0:
			q.Limb(width, pants, hip, hip.Lerp(knee, reach*2))
		}
	}
	if reach > 0 {
		p.Shape(pelvis(), pants)
	}
}

// shoes draws a pair of shoes of colour col, toes turned out.
func shoes(p art.Pen, col art.Color, h float64) {
	for _, q := range []art.Pen{p, p.Mirrored()} {
		q.Shape(art.RoundPolygon(2, art.P(3.5, 51-h), art.P(10.5, 51-h), art.P(14.5, 48), art.P(14.5, 51.5), art.P(3, 51.5)), col)
	}
}

func drawLegs(p art.Pen, name string, skin art.Color) {
	switch name {
	case "Bare Feet":
		legPair(p, art.Hex(0x8a6a42), skin, 0.4, 9.4)
		for _, q := range []art.Pen{p, p.Mirrored()} {
			q.Shape(art.RoundRect(1.6, 14.5, 10.4, 3.2, 1.2), art.Hex(0x8a6a42).Lighter(0.15))
			q.Shape(art.Blob(art.P(3.8, 47), art.P(8, 45.5), art.P(13.5, 48.5), art.P(13.5, 51.5), art.P(4, 51.5)), skin)
			for i := 0; i < 4; i++ {
				q.Flat(art.Circle(art.P(10.2+float64(i)*1.1, 49.2-float64(i)*0.2), 0.55), skin.Darker(0.3))
			}
		}
	case "Sneakers":
		navy := art.Hex(0x2c3a6e)
		legPair(p, navy, skin, 0.95, 9.6)
		for _, q := range []art.Pen{p, p.Mirrored()} {
			q.Line(1.2, art.White, art.P(11.4, 7), art.P(11.6, 26), art.P(11.4, 42))
		}
		shoes(p, art.Hex(0xf6f6f2), 6)
		for _, q := range []art.Pen{p, p.Mirrored()} {
			q.Flat(art.Rect(3, 49.4, 11.5, 2), art.Blood)
			q.Line(0.8, art.Hex(0x9aa0a8), art.P(6, 46.5), art.P(9, 46.5))
		}
	case "Skirt":
		legPair(p, art.Clear, skin, 0, 8)
		shoes(p, hairBlack, 4.5)
		skirt := art.RoundPolygon(2, art.P(-12, 0), art.P(12, 0), art.P(18, 24), art.P(-18, 24))
		p.Shape(skirt, art.Hex(0xc8343a))
		for _, x := range []float64{-9, -3, 3, 9} {
			p.Line(0.8, art.Hex(0x8a1e24), art.P(x*0.55, 3), art.P(x, 23.5))
		}
	case "Jeans":
		denim := art.Hex(0x3e64a0)
		legPair(p, denim, skin, 1, 10)
		for _, q := range []art.Pen{p, p.Mirrored()} {
			q.Line(0.7, art.Hex(0xd8b070), art.P(9.5, 10), art.P(10.2, 26), art.P(9.8, 43))
			q.Line(0.7, art.Hex(0xd8b070), art.Curve(art.P(4, 3), art.P(6, 8), art.P(11, 7), 6)...)
		}
		p.Shape(art.RoundRect(-13, -1.5, 26, 3.6, 1), art.Hex(0x5a3418))
		p.Shape(art.RoundRect(-2.4, -1.9, 4.8, 4.4, 0.8), art.GoldLight)
		shoes(p, art.Hex(0x6a3f20), 4.5)
	case "Boots":
		legPair(p, art.Hex(0x6e6a64), skin, 1, 9.6)
		for _, q := range []art.Pen{p, p.Mirrored()} {
			q.Shape(art.RoundPolygon(1.5, art.P(1.6, 30), art.P(12.4, 30), art.P(12.2, 47), art.P(15.5, 48.5), art.P(15.5, 51.5), art.P(1.6, 51.5)), art.Hex(0x70401e))
			q.Shape(art.RoundRect(1, 28, 12, 4.4, 1.2), art.Hex(0x8e5a2c))
		}
	case "Tights":
		green := art.Hex(0x3f9a56)
		legPair(p, green, skin, 1, 8.8)
		p.Shape(pelvis(), art.Hex(0xe8b83a))
		p.Clipped(art.Join(art.Rect(-14, 4, 28, 2.4), art.Rect(-14, 9, 28, 2.4)), pelvis(), art.Hex(0xc0302a))
		for _, q := range []art.Pen{p, p.Mirrored()} {
			q.Shape(art.Blob(art.P(3.6, 47), art.P(9, 46), art.P(16, 47.5), art.P(13, 51.5), art.P(4, 51.5)), art.Hex(0xc0302a))
		}
	case "Kilt":
		legPair(p, art.Clear, skin, 0, 8.8)
		for _, q := range []art.Pen{p, p.Mirrored()} {
			q.Limb(9.4, art.Hex(0xf1ead8), art.P(7, 31), ankle)
			q.Line(1.2, art.Blood, art.P(2.5, 33), art.P(11.5, 33))
		}
		shoes(p, art.Hex(0x4a2a14), 4.5)
		kilt := art.RoundPolygon(1.5, art.P(-13, 0), art.P(13, 0), art.P(15, 26), art.P(-15, 26))
		p.Shape(kilt, art.Hex(0x2e6a3e))
		var tartan art.Path
		for x := -14.0; x <= 14; x += 5 {
			tartan.Append(art.Rect(x, 0, 1.2, 26))
		}
		for y := 3.0; y < 26; y += 6 {
			tartan.Append(art.Rect(-15, y, 30, 1.2))
		}
		p.Clipped(tartan, kilt, art.Hex(0xc0302a).Alpha(0.75))
		p.Shape(art.RoundPolygon(1.5, art.P(-4, 6), art.P(4, 6), art.P(4.6, 14), art.P(0, 16), art.P(-4.6, 14)), art.Hex(0xf4efe4))
	case "Cargo Pants":
		khaki := art.Hex(0x9a8a56)
		legPair(p, khaki, skin, 1, 11)
		for _, q := range []art.Pen{p, p.Mirrored()} {
			q.Shape(art.RoundRect(8.5, 19, 6.2, 8, 1), khaki.Darker(0.1))
			q.Line(0.8, khaki.Darker(0.35), art.P(8.5, 21.4), art.P(14.7, 21.4))
		}
		p.Shape(art.RoundRect(-13, -1.5, 26, 3.6, 1), art.Hex(0x3a3a34))
		shoes(p, art.Hex(0x2a2624), 6)
	case "Riding Boots":
		white := art.Hex(0xf3eee2)
		for _, q := range []art.Pen{p, p.Mirrored()} {
			q.Shape(art.Blob(art.P(1.5, 4), art.P(10, 3), art.P(15, 13), art.P(12.5, 24), art.P(8, 28), art.P(2, 26)), white)
		}
		p.Shape(pelvis(), white)
		for _, q := range []art.Pen{p, p.Mirrored()} {
			q.Shape(art.RoundPolygon(1.5, art.P(2, 24), art.P(12.4, 22.5), art.P(12.2, 47), art.P(15.5, 48.5), art.P(15.5, 51.5), art.P(2, 51.5)), art.Hex(0x1e1a1a))
			q.Flat(art.Rect(4, 26, 1.5, 18), art.Color{R: 1, G: 1, B: 1, A: 0.3})
			q.Shape(art.Circle(art.P(15.2, 46.5), 1.4), art.GoldLight)
		}
	case "Roller Skates":
		legPair(p, art.Hex(0x2a7ab0), skin, 0.3, 9.2)
		for _, q := range []art.Pen{p, p.Mirrored()} {
			q.Shape(art.RoundPolygon(1.5, art.P(2.4, 34), art.P(11.6, 34), art.P(11.8, 43), art.P(15, 45), art.P(15, 47.5), art.P(2.2, 47.5)), art.Hex(0xf4f0e8))
			q.Line(1.4, art.Blood, art.P(2.6, 37), art.P(11.6, 37))
			q.Shape(art.RoundRect(1.5, 47, 14.5, 1.8, 0.8), art.SteelDark)
			q.Shape(art.Circle(art.P(4.6, 50.5), 2.1), art.Hex(0xe8b83a))
			q.Shape(art.Circle(art.P(12.6, 50.5), 2.1), art.Hex(0xe8b83a))
		}
	case "Stilts":
		pole := art.WoodLight
		for _, q := range []art.Pen{p, p.Mirrored()} {
			q.Limb(3, pole, art.P(10.5, 22), art.P(10.5, 52))
		}
		for _, q := range []art.Pen{p, p.Mirrored()} {
			q.Limb(9.6, art.Hex(0xa23a8a), hip, art.P(7, 20), art.P(7.2, 30))
			q.Shape(art.RoundPolygon(1.5, art.P(3, 30), art.P(11, 30), art.P(14, 33), art.P(3, 33)), hairBlack)
			q.Shape(art.RoundRect(2, 33, 12, 2, 0.6), pole.Darker(0.2))
		}
		p.Shape(pelvis(), art.Hex(0xa23a8a))
		p.Clipped(art.Join(art.Rect(-14, 3, 28, 2.4), art.Rect(-14, 8, 28, 2.4)), pelvis(), art.GoldLight)
	case "Peg Leg":
		trousers := art.Hex(0x5a3a6a)
		p.Limb(9.6, trousers, hip, knee, ankle)
		q := p.Mirrored()
		q.Limb(9.6, trousers, hip, art.P(7, 24))
		q.Shape(art.RoundRect(2, 22, 10, 4, 1.2), trousers.Lighter(0.2))
		q.Shape(art.RoundPolygon(1.5, art.P(4, 26), art.P(10, 26), art.P(8, 51.5), art.P(6, 51.5)), art.WoodLight)
		q.Line(0.8, art.Wood, art.P(6, 30), art.P(7, 44))
		p.Shape(pelvis(), trousers)
		p.Shape(art.RoundPolygon(1.5, art.P(1.6, 36), art.P(12.4, 36), art.P(12.2, 47), art.P(15.5, 48.5), art.P(15.5, 51.5), art.P(1.6, 51.5)), hairBlack)
	case "Ski Pants":
		orange := art.Hex(0xe8702a)
		legPair(p, orange, skin, 1, 12)
		for _, q := range []art.Pen{p, p.Mirrored()} {
			for _, y := range []float64{14, 22, 30} {
				q.Line(0.8, orange.Darker(0.3), art.P(1.6, y), art.P(12.4, y+1))
			}
			q.Shape(art.RoundRect(1.5, 40, 12, 9, 2), art.Hex(0x2a5ad0))
			q.Shape(art.RoundPolygon(1.2, art.P(-0.5, 49), art.P(14, 49), art.P(16.5, 46.5), art.P(16, 51.5), art.P(-0.5, 51.5)), art.Hex(0xe8d23a))
		}
	case "Rocket Boots":
		legPair(p, art.Hex(0x4a4e56), skin, 1, 9.4)
		for _, q := range []art.Pen{p, p.Mirrored()} {
			var fire art.Path
			fire.MoveTo(art.P(3.5, 46))
			fire.CubeTo(art.P(4, 50), art.P(5, 53), art.P(7.5, 57))
			fire.CubeTo(art.P(9.5, 53), art.P(11, 50), art.P(11.5, 46))
			fire.Close()
			q.Shape(fire, art.Hex(0xf0782a))
			q.Flat(art.Ellipse(art.P(7.5, 49), 2, 3.5), art.Hex(0xffe27a))
			q.Shape(art.RoundPolygon(1.5, art.P(1.6, 32), art.P(12.4, 32), art.P(13, 46), art.P(1, 46)), art.Hex(0xc0302a))
			q.Shape(art.Polygon(art.P(12.4, 36), art.P(16, 42), art.P(12.8, 44)), art.Steel)
			q.Shape(art.RoundRect(2, 44, 10, 3, 1), art.Steel)
		}
	default:
		panic("no Hero House legs drawn for " + name)
	}
}
