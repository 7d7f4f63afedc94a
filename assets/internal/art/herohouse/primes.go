package herohouse

import (
	"golang.org/x/image/font/sfnt"

	"github.com/herotable/herotable/assets/internal/art"
)

// The 14 primes of Hero House: whole heroes, each recognisable from its
// name. They are drawn with the same local units as the parts (head,
// torso, legs pens) at a smaller scale, plus their own props. This file
// holds the first seven in rulebook order, primes2.go the rest.

// figure holds the three pens of a standing hero in the card window.
type figure struct{ head, body, legs art.Pen }

func figureAt(c *art.Canvas) figure {
	return figure{art.PenAt(c, art.P(72, 68), 1.1), art.PenAt(c, art.P(72, 85), 0.92), art.PenAt(c, art.P(72, 120), 1.0)}
}

// letter fills character s of font f, its ink box centred on c (local)
// and h units tall.
func letter(p art.Pen, f *sfnt.Font, s string, c art.Pt, h float64, col art.Color) {
	path, _ := art.Text(f, 100, 0, s)
	a, b := path.Bounds()
	k := h / (b.Y - a.Y)
	p.Flat(path.Transform(art.Scale(k, k)).Centered(c), col)
}

// cape is a cape behind the shoulders, flaring to half width w at length l
// (body units).
func cape(p art.Pen, col art.Color, w, l float64) {
	p.Shape(art.Blob(art.P(-13, -1), art.P(13, -1), art.P(w*0.85, l*0.5), art.P(w, l), art.P(0, l-3), art.P(-w, l), art.P(-w*0.85, l*0.5)), col)
}

func drawPrime(c *art.Canvas, fc art.Faces, name string) {
	f := figureAt(c)
	switch name {
	case "Toothpick":
		toothpick(art.PenAt(c, art.P(72, 62), 1.1))
	case "Ink Spot":
		inkSpot(art.PenAt(c, art.P(72, 112), 1))
	case "Snow Angel":
		snowAngel(c, f)
	case "Java Man":
		legPair(f.legs, art.Hex(0x4a3a2e), skinBrown, 1, 10)
		shoes(f.legs, hairBlack, 5)
		arms(f.body, art.Hex(0x8a5a34), skinBrown, 1, 8)
		f.body.Shape(torsoPath(), art.Hex(0xe8dcc4))
		f.body.Shape(art.Circle(art.P(0, 16), 7), art.Hex(0x6a3f20))
		letter(f.body, fc.Bold, "J", art.P(0, 16), 8, art.Hex(0xf4e6c4))
		headBase(f.head, skinBrown)
		hairCap(f.head, hairBlack, -2)
		eyes(f.head, 0)
		smile(f.head, 1.3)
		mug := art.PenAt(c, art.P(96, 114), 1)
		mug.Shape(art.Ring(art.P(7, 1), 2.5, 5), art.White)
		mug.Shape(art.RoundPolygon(1.5, art.P(-7, -6), art.P(7, -6), art.P(6, 9), art.P(-6, 9)), art.White)
		mug.Flat(art.Ellipse(art.P(0, -5.4), 6.2, 1.4), art.Hex(0x5a3018))
		for _, x := range []float64{-3, 2.5} {
			mug.Line(1.4, art.Hex(0x8a94a0).Alpha(0.8), art.Curve(art.P(x, -9), art.P(x+4, -14), art.P(x, -19), 6)...)
			mug.Line(1.4, art.Hex(0x8a94a0).Alpha(0.8), art.Curve(art.P(x, -19), art.P(x-4, -23), art.P(x+1, -28), 6)...)
		}
	case "Night Owl":
		nightOwl(c, f)
	case "Cloud Walker":
		sky := art.Hex(0x3a8ac8)
		cape(f.body, art.White, 20, 40)
		legPair(f.legs, sky, skinLight, 1, 9.6)
		arms(f.body, sky, skinLight, 1, 7.6)
		f.body.Shape(torsoPath(), sky)
		f.body.Shape(art.CloudPath(art.P(0, 17), 16, 10), art.White)
		headBase(f.head, skinLight)
		f.head.Shape(art.Blob(art.P(-10.4, -1), art.P(-11, -8), art.P(-4, -12.5), art.P(5, -12), art.P(14, -10), art.P(10.6, -6), art.P(10.4, 0), art.P(3, -6)), hairGold)
		eyes(f.head, 0)
		smile(f.head, 1.2)
		s := art.PenAt(c, art.P(72, 0), 1)
		s.Shape(art.CloudPath(art.P(0, 166), 74, 24), art.Hex(0xfbfdff))
		s.Shape(art.CloudPath(art.P(-22, 54), 18, 8), art.Hex(0xfbfdff))
		s.Shape(art.CloudPath(art.P(24, 70), 16, 7), art.Hex(0xfbfdff))
	case "Male Being":
		suit := art.Hex(0x2f8a7a)
		legPair(f.legs, suit, skinTan, 1, 9.6)
		shoes(f.legs, art.Hex(0x6a3f20), 5)
		for _, q := range []art.Pen{f.body, f.body.Mirrored()} {
			q.Limb(7.6, suit, art.P(14.5, 4), art.P(24, 15), art.P(15, 29))
			q.Shape(art.Circle(art.P(14.5, 30), 3.6), skinTan)
		}
		f.body.Shape(torsoPath(), suit)
		f.body.Shape(art.RoundRect(-13, 31, 26, 4.5, 1), art.Hex(0xe8b83a))
		f.body.Shape(art.Circle(art.P(0, 14), 7.5), art.Hex(0xe8b83a))
		mars := art.Join(art.Ring(art.P(-1.2, 15.5), 2.2, 3.5), art.Stroke(1.4, false, art.P(1.2, 13), art.P(4.2, 10)),
			art.Polygon(art.P(5.4, 8.8), art.P(5.4, 12.6), art.P(1.6, 8.8)))
		f.body.Flat(mars, art.Ink)
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
func toothpick(p art.Pen) {
	woodCol := art.Hex(0xe2b87c)
	p.Shape(art.Blob(art.P(-2, 14), art.P(2, 14), art.P(6, 60), art.P(-6, 60)), art.Blood)
	for _, s := range []float64{-1, 1} {
		p.Limb(2.6, woodCol, art.P(s*1.5, 56), art.P(s*4, 78), art.P(s*3.5, 98))
		p.Shape(art.Ellipse(art.P(s*5, 98.5), 3.2, 1.4), woodCol.Darker(0.3))
		p.Limb(2.4, woodCol, art.P(s*1.5, 18), art.P(s*9, 32), art.P(s*14, 44))
	}
	p.Shape(art.RoundRect(-2.5, 6, 5, 52, 2.5), woodCol)
	p.Shape(art.Polygon(art.P(-3.4, 2), art.P(0, -24), art.P(3.4, 2)), woodCol)
	p.Shape(art.Ellipse(art.P(0, 3), 4.6, 7.5), woodCol)
	p.Flat(art.RoundRect(-5, -0.4, 10, 3.2, 1.4), art.Blood)
	p.Flat(art.Join(art.Circle(art.P(-2, 1.2), 0.8), art.Circle(art.P(2, 1.2), 0.8)), art.Ink)
	p.Line(0.7, art.Ink, art.Curve(art.P(-1.6, 6), art.P(0, 7.2), art.P(1.6, 6), 6)...)
	p.Line(0.6, woodCol.Darker(0.35), art.P(0, 12), art.P(0, 52))
}

// inkSpot is a living ink blot with a hero's mask, stubby limbs and
// splashes around it.
func inkSpot(p art.Pen) {
	navy := art.Hex(0x1c2040)
	for _, s := range []float64{-1, 1} {
		p.Limb(6, navy, art.P(s*10, 20), art.P(s*12, 44))
		p.Shape(art.Ellipse(art.P(s*14, 46), 6, 3), hairBlack)
		p.Limb(5.5, navy, art.P(s*24, 0), art.P(s*33, -8))
		p.Shape(art.Circle(art.P(s*34, -9), 3.8), navy)
	}
	var pts []art.Pt
	for i, r := range []float64{30, 24, 28, 21, 31, 25, 27, 22, 30, 26, 23, 29, 25, 27} {
		pts = append(pts, art.Polar(art.P(0, 0), r, art.Deg(float64(i)*360/14-90)))
	}
	p.Shape(art.Blob(pts...), navy)
	for i, d := range []art.Pt{art.P(-30, -34), art.P(33, -28), art.P(-36, 20), art.P(30, 30), art.P(6, -44)} {
		p.Shape(art.Circle(d, 2+float64(i%3)), navy)
	}
	p.Shape(art.RoundPolygon(3, art.P(-19, -14), art.P(19, -14), art.P(16, -3), art.P(3, -5), art.P(0, -2), art.P(-3, -5), art.P(-16, -3)), art.Blood)
	for _, x := range []float64{-9, 9} {
		p.Flat(art.Ellipse(art.P(x, -8.5), 4.4, 3.4), art.White)
		p.Flat(art.Circle(art.P(x+1, -8.2), 1.8), hairBlack)
	}
	p.Line(1.6, art.White, art.Curve(art.P(-8, 8), art.P(0, 15), art.P(8, 8), 8)...)
	p.Flat(art.Ellipse(art.P(-12, -20), 5, 2.4), art.Color{R: 1, G: 1, B: 1, A: 0.2})
}

// snowAngel has feathered wings, a long frosty robe and snowflakes about.
func snowAngel(c *art.Canvas, f figure) {
	for _, q := range []art.Pen{f.body, f.body.Mirrored()} {
		var wing art.Path
		wing.MoveTo(art.P(8, 6))
		wing.CubeTo(art.P(20, -14), art.P(34, -16), art.P(38, -10))
		wing.CubeTo(art.P(38, 4), art.P(36, 22), art.P(30, 40))
		wing.CubeTo(art.P(26, 36), art.P(24, 34), art.P(22, 36))
		wing.CubeTo(art.P(18, 30), art.P(14, 26), art.P(8, 22))
		wing.Close()
		q.Shape(wing, art.Hex(0xfbfcff))
		for _, t := range []float64{0.3, 0.55, 0.8} {
			q.Line(0.9, art.Hex(0xa8c4dc), art.Curve(art.P(12, 10+t*6), art.P(24, 4+t*18), art.P(34, -8+t*44), 6)...)
		}
	}
	robe := art.Hex(0xbcd8f0)
	f.body.Shape(art.RoundPolygon(3, art.P(-14, 20), art.P(14, 20), art.P(24, 92), art.P(-24, 92)), robe.Darker(0.06))
	arms(f.body, robe, skinLight, 1, 8.2)
	f.body.Shape(torsoPath(), robe)
	f.body.Shape(art.RoundRect(-13, 30, 26, 3.4, 1.5), art.Hex(0x8ab4dc))
	headBase(f.head, skinLight)
	f.head.Shape(art.Blob(art.P(-10.5, 6), art.P(-11, -6), art.P(-4, -12.5), art.P(4, -12.5), art.P(11, -6), art.P(10.5, 6), art.P(7, -5), art.P(-7, -5)), hairWhite)
	for _, x := range []float64{-3.6, 3.6} {
		f.head.Line(0.9, art.Ink, art.Curve(art.P(x-1.8, 0), art.P(x, 1.6), art.P(x+1.8, 0), 6)...)
	}
	f.head.Flat(art.Join(art.Circle(art.P(-5.5, 4), 1.6), art.Circle(art.P(5.5, 4), 1.6)), art.Hex(0xf09090).Alpha(0.6))
	smile(f.head, 1)
	s := art.PenAt(c, art.P(72, 0), 1)
	for _, at := range []art.Pt{art.P(-26, 60), art.P(24, 54), art.P(-28, 160), art.P(27, 150)} {
		var flake art.Path
		for i := 0; i < 3; i++ {
			a := art.Deg(float64(i) * 60)
			flake.Append(art.Stroke(1.6, false, art.Polar(at, 6, a), art.Polar(at, 6, a+art.Deg(180))))
		}
		s.Flat(flake, art.Hex(0x5a8ec0))
	}
}

// nightOwl wears an owl mask with ear tufts and huge eyes, and a cape
// scalloped like wing feathers, under a crescent moon.
func nightOwl(c *art.Canvas, f figure) {
	s := art.PenAt(c, art.P(72, 0), 1)
	s.Shape(art.Crescent(art.P(22, 62), 9), art.Hex(0xf4e08a))
	suit, capeCol := art.Hex(0x2c3468), art.Hex(0x4a3a5a)
	var wings art.Path
	wings.MoveTo(art.P(-13, -1))
	wings.LineTo(art.P(13, -1))
	wings.CubeTo(art.P(24, 10), art.P(30, 30), art.P(30, 52))
	for i := 0; i < 6; i++ {
		x0 := 30 - float64(i)*10
		wings.QuadTo(art.P(x0-5, 44), art.P(x0-10, 52))
	}
	wings.CubeTo(art.P(-30, 30), art.P(-24, 10), art.P(-13, -1))
	wings.Close()
	f.body.Shape(wings, capeCol)
	legPair(f.legs, suit, skinLight, 1, 9.6)
	shoes(f.legs, art.Hex(0x6a4a24), 5)
	arms(f.body, suit, skinLight, 1, 7.8)
	f.body.Shape(torsoPath(), suit)
	f.body.Shape(art.Ellipse(art.P(0, 20), 8, 12), art.Hex(0xc8b48a))
	for y := 13.0; y < 30; y += 5 {
		for _, x := range []float64{-3, 3} {
			f.body.Line(0.8, art.Hex(0x8a7450), art.P(x-1.5, y), art.P(x, y+1.5), art.P(x+1.5, y))
		}
	}
	h := f.head
	h.Shape(art.RoundRect(-4.2, 4, 8.4, 12, 2), skinLight.Darker(0.1))
	mask := art.Join(art.Ellipse(art.P(0, 0), 11, 10.6), art.Polygon(art.P(-11, -2), art.P(-12, -15), art.P(-4, -8)), art.Polygon(art.P(11, -2), art.P(12, -15), art.P(4, -8)))
	h.Shape(mask, art.Hex(0x6a4a2c))
	h.Flat(art.Ellipse(art.P(0, 5.5), 7, 4.2), skinLight)
	for _, x := range []float64{-4.6, 4.6} {
		h.Shape(art.Circle(art.P(x, -1.2), 4.2), art.Hex(0xf6c83a))
		h.Flat(art.Circle(art.P(x, -1.2), 2), hairBlack)
		h.Flat(art.Circle(art.P(x-0.7, -2), 0.7), art.White)
	}
	h.Shape(art.Polygon(art.P(-1.8, 1.5), art.P(1.8, 1.5), art.P(0, 5.5)), art.Hex(0xe8902a))
	h.Line(0.8, art.Ink, art.Curve(art.P(-2.5, 7.5), art.P(0, 8.5), art.P(2.5, 7.5), 6)...)
}
