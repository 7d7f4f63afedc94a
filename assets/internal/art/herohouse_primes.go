package art

import "golang.org/x/image/font/sfnt"

// The 14 primes of Hero House: whole heroes, each recognisable from its
// name. They are drawn with the same local units as the parts (head,
// torso, legs pens) at a smaller scale, plus their own props. This file
// holds the first seven in rulebook order, herohouse_primes2.go the rest.

// figure holds the three pens of a standing hero in the card window.
type figure struct{ head, body, legs pen }

func figureAt(c *Canvas) figure {
	return figure{penAt(c, P(72, 68), 1.1), penAt(c, P(72, 85), 0.92), penAt(c, P(72, 120), 1.0)}
}

// letter fills character s of font f, its ink box centred on c (local)
// and h units tall.
func letter(p pen, f *sfnt.Font, s string, c Pt, h float64, col Color) {
	path, _ := Text(f, 100, 0, s)
	a, b := path.Bounds()
	k := h / (b.Y - a.Y)
	p.flat(path.Transform(Scale(k, k)).Centered(c), col)
}

// cape is a cape behind the shoulders, flaring to half width w at length l
// (body units).
func cape(p pen, col Color, w, l float64) {
	p.shape(blob(P(-13, -1), P(13, -1), P(w*0.85, l*0.5), P(w, l), P(0, l-3), P(-w, l), P(-w*0.85, l*0.5)), col)
}

func drawPrime(c *Canvas, fc faces, name string) {
	f := figureAt(c)
	switch name {
	case "Toothpick":
		toothpick(penAt(c, P(72, 62), 1.1))
	case "Ink Spot":
		inkSpot(penAt(c, P(72, 112), 1))
	case "Snow Angel":
		snowAngel(c, f)
	case "Java Man":
		legPair(f.legs, Hex(0x4a3a2e), skinBrown, 1, 10)
		shoes(f.legs, hairBlack, 5)
		arms(f.body, Hex(0x8a5a34), skinBrown, 1, 8)
		f.body.shape(torsoPath(), Hex(0xe8dcc4))
		f.body.shape(Circle(P(0, 16), 7), Hex(0x6a3f20))
		letter(f.body, fc.bold, "J", P(0, 16), 8, Hex(0xf4e6c4))
		headBase(f.head, skinBrown)
		hairCap(f.head, hairBlack, -2)
		eyes(f.head, 0)
		smile(f.head, 1.3)
		mug := penAt(c, P(96, 114), 1)
		mug.shape(Ring(P(7, 1), 2.5, 5), White)
		mug.shape(RoundPolygon(1.5, P(-7, -6), P(7, -6), P(6, 9), P(-6, 9)), White)
		mug.flat(Ellipse(P(0, -5.4), 6.2, 1.4), Hex(0x5a3018))
		for _, x := range []float64{-3, 2.5} {
			mug.line(1.4, Hex(0x8a94a0).Alpha(0.8), curve(P(x, -9), P(x+4, -14), P(x, -19), 6)...)
			mug.line(1.4, Hex(0x8a94a0).Alpha(0.8), curve(P(x, -19), P(x-4, -23), P(x+1, -28), 6)...)
		}
	case "Night Owl":
		nightOwl(c, f)
	case "Cloud Walker":
		sky := Hex(0x3a8ac8)
		cape(f.body, White, 20, 40)
		legPair(f.legs, sky, skinLight, 1, 9.6)
		arms(f.body, sky, skinLight, 1, 7.6)
		f.body.shape(torsoPath(), sky)
		f.body.shape(cloudPath(P(0, 17), 16, 10), White)
		headBase(f.head, skinLight)
		f.head.shape(blob(P(-10.4, -1), P(-11, -8), P(-4, -12.5), P(5, -12), P(14, -10), P(10.6, -6), P(10.4, 0), P(3, -6)), hairGold)
		eyes(f.head, 0)
		smile(f.head, 1.2)
		s := penAt(c, P(72, 0), 1)
		s.shape(cloudPath(P(0, 166), 74, 24), Hex(0xfbfdff))
		s.shape(cloudPath(P(-22, 54), 18, 8), Hex(0xfbfdff))
		s.shape(cloudPath(P(24, 70), 16, 7), Hex(0xfbfdff))
	case "Male Being":
		suit := Hex(0x2f8a7a)
		legPair(f.legs, suit, skinTan, 1, 9.6)
		shoes(f.legs, Hex(0x6a3f20), 5)
		for _, q := range []pen{f.body, f.body.mirrored()} {
			q.limb(7.6, suit, P(14.5, 4), P(24, 15), P(15, 29))
			q.shape(Circle(P(14.5, 30), 3.6), skinTan)
		}
		f.body.shape(torsoPath(), suit)
		f.body.shape(RoundRect(-13, 31, 26, 4.5, 1), Hex(0xe8b83a))
		f.body.shape(Circle(P(0, 14), 7.5), Hex(0xe8b83a))
		mars := Join(Ring(P(-1.2, 15.5), 2.2, 3.5), Stroke(1.4, false, P(1.2, 13), P(4.2, 10)),
			Polygon(P(5.4, 8.8), P(5.4, 12.6), P(1.6, 8.8)))
		f.body.flat(mars, ink)
		headBase(f.head, skinTan)
		hairCap(f.head, hairBrown, -3)
		eyes(f.head, 0.2)
		smile(f.head, 1)
	default:
		drawPrime2(c, fc, f, name)
	}
}

// toothpick is a hero as thin as a toothpick: a wooden stick with a
// pointed tip for a head, a red mask and a tiny cape.
func toothpick(p pen) {
	woodCol := Hex(0xe2b87c)
	p.shape(blob(P(-2, 14), P(2, 14), P(6, 60), P(-6, 60)), blood)
	for _, s := range []float64{-1, 1} {
		p.limb(2.6, woodCol, P(s*1.5, 56), P(s*4, 78), P(s*3.5, 98))
		p.shape(Ellipse(P(s*5, 98.5), 3.2, 1.4), woodCol.Darker(0.3))
		p.limb(2.4, woodCol, P(s*1.5, 18), P(s*9, 32), P(s*14, 44))
	}
	p.shape(RoundRect(-2.5, 6, 5, 52, 2.5), woodCol)
	p.shape(Polygon(P(-3.4, 2), P(0, -24), P(3.4, 2)), woodCol)
	p.shape(Ellipse(P(0, 3), 4.6, 7.5), woodCol)
	p.flat(RoundRect(-5, -0.4, 10, 3.2, 1.4), blood)
	p.flat(Join(Circle(P(-2, 1.2), 0.8), Circle(P(2, 1.2), 0.8)), ink)
	p.line(0.7, ink, curve(P(-1.6, 6), P(0, 7.2), P(1.6, 6), 6)...)
	p.line(0.6, woodCol.Darker(0.35), P(0, 12), P(0, 52))
}

// inkSpot is a living ink blot with a hero's mask, stubby limbs and
// splashes around it.
func inkSpot(p pen) {
	navy := Hex(0x1c2040)
	for _, s := range []float64{-1, 1} {
		p.limb(6, navy, P(s*10, 20), P(s*12, 44))
		p.shape(Ellipse(P(s*14, 46), 6, 3), hairBlack)
		p.limb(5.5, navy, P(s*24, 0), P(s*33, -8))
		p.shape(Circle(P(s*34, -9), 3.8), navy)
	}
	var pts []Pt
	for i, r := range []float64{30, 24, 28, 21, 31, 25, 27, 22, 30, 26, 23, 29, 25, 27} {
		pts = append(pts, Polar(P(0, 0), r, Deg(float64(i)*360/14-90)))
	}
	p.shape(blob(pts...), navy)
	for i, d := range []Pt{P(-30, -34), P(33, -28), P(-36, 20), P(30, 30), P(6, -44)} {
		p.shape(Circle(d, 2+float64(i%3)), navy)
	}
	p.shape(RoundPolygon(3, P(-19, -14), P(19, -14), P(16, -3), P(3, -5), P(0, -2), P(-3, -5), P(-16, -3)), blood)
	for _, x := range []float64{-9, 9} {
		p.flat(Ellipse(P(x, -8.5), 4.4, 3.4), White)
		p.flat(Circle(P(x+1, -8.2), 1.8), hairBlack)
	}
	p.line(1.6, White, curve(P(-8, 8), P(0, 15), P(8, 8), 8)...)
	p.flat(Ellipse(P(-12, -20), 5, 2.4), Color{1, 1, 1, 0.2})
}

// snowAngel has feathered wings, a long frosty robe and snowflakes about.
func snowAngel(c *Canvas, f figure) {
	for _, q := range []pen{f.body, f.body.mirrored()} {
		var wing Path
		wing.MoveTo(P(8, 6))
		wing.CubeTo(P(20, -14), P(34, -16), P(38, -10))
		wing.CubeTo(P(38, 4), P(36, 22), P(30, 40))
		wing.CubeTo(P(26, 36), P(24, 34), P(22, 36))
		wing.CubeTo(P(18, 30), P(14, 26), P(8, 22))
		wing.Close()
		q.shape(wing, Hex(0xfbfcff))
		for _, t := range []float64{0.3, 0.55, 0.8} {
			q.line(0.9, Hex(0xa8c4dc), curve(P(12, 10+t*6), P(24, 4+t*18), P(34, -8+t*44), 6)...)
		}
	}
	robe := Hex(0xbcd8f0)
	f.body.shape(RoundPolygon(3, P(-14, 20), P(14, 20), P(24, 92), P(-24, 92)), robe.Darker(0.06))
	arms(f.body, robe, skinLight, 1, 8.2)
	f.body.shape(torsoPath(), robe)
	f.body.shape(RoundRect(-13, 30, 26, 3.4, 1.5), Hex(0x8ab4dc))
	headBase(f.head, skinLight)
	f.head.shape(blob(P(-10.5, 6), P(-11, -6), P(-4, -12.5), P(4, -12.5), P(11, -6), P(10.5, 6), P(7, -5), P(-7, -5)), hairWhite)
	for _, x := range []float64{-3.6, 3.6} {
		f.head.line(0.9, ink, curve(P(x-1.8, 0), P(x, 1.6), P(x+1.8, 0), 6)...)
	}
	f.head.flat(Join(Circle(P(-5.5, 4), 1.6), Circle(P(5.5, 4), 1.6)), Hex(0xf09090).Alpha(0.6))
	smile(f.head, 1)
	s := penAt(c, P(72, 0), 1)
	for _, at := range []Pt{P(-26, 60), P(24, 54), P(-28, 160), P(27, 150)} {
		var flake Path
		for i := 0; i < 3; i++ {
			a := Deg(float64(i) * 60)
			flake.Append(Stroke(1.6, false, Polar(at, 6, a), Polar(at, 6, a+Deg(180))))
		}
		s.flat(flake, Hex(0x5a8ec0))
	}
}

// nightOwl wears an owl mask with ear tufts and huge eyes, and a cape
// scalloped like wing feathers, under a crescent moon.
func nightOwl(c *Canvas, f figure) {
	s := penAt(c, P(72, 0), 1)
	s.shape(crescent(P(22, 62), 9), Hex(0xf4e08a))
	suit, capeCol := Hex(0x2c3468), Hex(0x4a3a5a)
	var wings Path
	wings.MoveTo(P(-13, -1))
	wings.LineTo(P(13, -1))
	wings.CubeTo(P(24, 10), P(30, 30), P(30, 52))
	for i := 0; i < 6; i++ {
		x0 := 30 - float64(i)*10
		wings.QuadTo(P(x0-5, 44), P(x0-10, 52))
	}
	wings.CubeTo(P(-30, 30), P(-24, 10), P(-13, -1))
	wings.Close()
	f.body.shape(wings, capeCol)
	legPair(f.legs, suit, skinLight, 1, 9.6)
	shoes(f.legs, Hex(0x6a4a24), 5)
	arms(f.body, suit, skinLight, 1, 7.8)
	f.body.shape(torsoPath(), suit)
	f.body.shape(Ellipse(P(0, 20), 8, 12), Hex(0xc8b48a))
	for y := 13.0; y < 30; y += 5 {
		for _, x := range []float64{-3, 3} {
			f.body.line(0.8, Hex(0x8a7450), P(x-1.5, y), P(x, y+1.5), P(x+1.5, y))
		}
	}
	h := f.head
	h.shape(RoundRect(-4.2, 4, 8.4, 12, 2), skinLight.Darker(0.1))
	mask := Join(Ellipse(P(0, 0), 11, 10.6), Polygon(P(-11, -2), P(-12, -15), P(-4, -8)), Polygon(P(11, -2), P(12, -15), P(4, -8)))
	h.shape(mask, Hex(0x6a4a2c))
	h.flat(Ellipse(P(0, 5.5), 7, 4.2), skinLight)
	for _, x := range []float64{-4.6, 4.6} {
		h.shape(Circle(P(x, -1.2), 4.2), Hex(0xf6c83a))
		h.flat(Circle(P(x, -1.2), 2), hairBlack)
		h.flat(Circle(P(x-0.7, -2), 0.7), White)
	}
	h.shape(Polygon(P(-1.8, 1.5), P(1.8, 1.5), P(0, 5.5)), Hex(0xe8902a))
	h.line(0.8, ink, curve(P(-2.5, 7.5), P(0, 8.5), P(2.5, 7.5), 6)...)
}
