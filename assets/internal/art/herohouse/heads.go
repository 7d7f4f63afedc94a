package herohouse

import "github.com/herotable/herotable/assets/internal/art"

// The 14 heads of Hero House. A head is drawn in local units: face centre
// at (0, 0), about 10 units in radius, neck down to y = 16. On a head card
// it sits low in the window, on a stone socle, so that in a laid-down trio
// the head shows above the body card that overlaps it.

// Skin and hair tones shared by heads and whole heroes.
var (
	skinLight = art.Hex(0xf3c9a0)
	skinTan   = art.Hex(0xd99a68)
	skinBrown = art.Hex(0x9a6038)
	skinDark  = art.Hex(0x6b4025)
	hairBrown = art.Hex(0x5a3418)
	hairBlack = art.Hex(0x211611)
	hairGold  = art.Hex(0xe8b43c)
	hairRed   = art.Hex(0xc05a24)
	hairWhite = art.Hex(0xeeeae2)
)

func drawHeadCard(c *art.Canvas, name string) {
	// A stone socle the neck rests on.
	stone := art.Hex(0xb9b2a6)
	s := art.PenAt(c, art.P(72, 0), 1)
	s.Shape(art.RoundPolygon(3, art.P(-26, 170), art.P(26, 170), art.P(24, 181), art.P(-24, 181)), stone.Darker(0.1))
	s.Shape(art.RoundPolygon(2, art.P(-15, 134), art.P(15, 134), art.P(11, 170), art.P(-11, 170)), stone)
	s.Shape(art.RoundPolygon(3, art.P(-22, 124), art.P(22, 124), art.P(20, 136), art.P(-20, 136)), stone.Lighter(0.15))
	drawHead(art.PenAt(c, art.P(72, 90), 2), name)
}

// headBase is a face with ears and neck; features are drawn by the motif.
func headBase(p art.Pen, skin art.Color) {
	p.Shape(art.RoundRect(-4.2, 4, 8.4, 12, 2), skin.Darker(0.12))
	p.Shape(art.Join(art.Circle(art.P(-9.6, 1), 2.6), art.Circle(art.P(9.6, 1), 2.6)), skin.Darker(0.05))
	p.Shape(art.Ellipse(art.P(0, 0), 9.6, 10.6), skin)
	p.Flat(art.Ellipse(art.P(0, 3.5), 2, 1.3), skin.Darker(0.18))
}

// eyes draws open eyes with brows; frown angles the brows down inward.
func eyes(p art.Pen, frown float64) {
	for _, x := range []float64{-3.6, 3.6} {
		p.Flat(art.Ellipse(art.P(x, 0), 1.35, 1.6), art.Ink)
		p.Flat(art.Circle(art.P(x-0.4, -0.5), 0.45), art.Color{R: 1, G: 1, B: 1, A: 0.8})
		inner, outer := x+1.8, x-1.8
		if x > 0 {
			inner, outer = x-1.8, x+1.8
		}
		p.Line(0.9, art.Ink, art.P(outer, -3.8-frown*0.3), art.P(inner, -3.8+frown))
	}
}

// smile draws a mouth: bend > 0 smiles, < 0 frowns.
func smile(p art.Pen, bend float64) {
	p.Line(0.9, art.Ink, art.Curve(art.P(-3, 5.6), art.P(0, 5.6+bend*2), art.P(3, 5.6), 8)...)
}

// hairCap is hair over the top of the head down to y = low at the sides.
func hairCap(p art.Pen, col art.Color, low float64) {
	p.Shape(art.Blob(art.P(-10.4, low), art.P(-10, -6), art.P(-5, -11.6), art.P(1, -12.2), art.P(7, -10.6), art.P(10.6, -5), art.P(10.4, low), art.P(6, -6), art.P(-2, -7.5), art.P(-7, -5)), col)
}

func drawHead(p art.Pen, name string) {
	switch name {
	case "Pointy Hat":
		headBase(p, skinLight)
		p.Shape(art.Blob(art.P(-8, 4), art.P(-6, 12), art.P(0, 17), art.P(6, 12), art.P(8, 4), art.P(0, 7)), hairWhite)
		eyes(p, 0)
		p.Shape(art.Ellipse(art.P(0, -6.5), 14, 3), art.Hex(0x34449a))
		var cone art.Path
		cone.MoveTo(art.P(-8.5, -7))
		cone.CubeTo(art.P(-5, -14), art.P(-2, -20), art.P(6, -24))
		cone.CubeTo(art.P(4, -18), art.P(6, -12), art.P(8.5, -7))
		cone.Close()
		p.Shape(cone, art.Hex(0x3c50aa))
		p.Flat(art.Polygon(art.StarPoints(art.P(-0.5, -13), 5, 2.6, 1.1)...), art.GoldLight)
		p.Flat(art.Circle(art.P(3.5, -18), 0.9), art.GoldLight)
	case "Eye Patch":
		headBase(p, skinTan)
		hairCap(p, hairBlack, -3)
		eyes(p, 0.6)
		p.Shape(art.Ellipse(art.P(3.8, 0.3), 3.2, 2.8), hairBlack)
		p.Line(0.9, hairBlack, art.P(-9.5, -6.5), art.P(9.7, 3))
		p.Line(0.7, skinTan.Darker(0.4), art.P(-6.5, 2.5), art.P(-4.5, 6))
		smile(p, 0.8)
	case "Crown":
		headBase(p, skinLight)
		hairCap(p, hairRed, 2)
		eyes(p, 0)
		smile(p, 1)
		crown := art.Polygon(art.P(-9, -6), art.P(9, -6), art.P(10, -17), art.P(5, -11), art.P(0, -19), art.P(-5, -11), art.P(-10, -17))
		p.Shape(crown, art.Gold)
		p.Flat(art.Rect(-9, -9, 18, 3), art.GoldDark.Alpha(0.6))
		p.Flat(art.Circle(art.P(0, -7.5), 1.3), art.Blood)
		p.Flat(art.Join(art.Circle(art.P(-5.5, -7.5), 1), art.Circle(art.P(5.5, -7.5), 1)), art.Hex(0x3a6fd0))
	case "Goggles":
		headBase(p, skinLight)
		hairCap(p, hairRed, 0)
		p.Shape(art.RoundRect(-11, -2.2, 22, 3.6, 1.5), art.Hex(0x6a4024))
		for _, x := range []float64{-4, 4} {
			p.Shape(art.Circle(art.P(x, -0.4), 4.2), art.Hex(0xb8862e))
			p.Flat(art.Circle(art.P(x, -0.4), 3), art.Hex(0x9fd4e0))
			p.Flat(art.Circle(art.P(x-1, -1.5), 1), art.Color{R: 1, G: 1, B: 1, A: 0.8})
		}
		smile(p, 1.2)
	case "Hood":
		hood := art.Blob(art.P(0, -17), art.P(9, -11), art.P(13, 0), art.P(14, 14), art.P(0, 17), art.P(-14, 14), art.P(-13, 0), art.P(-9, -11))
		p.Shape(hood, art.Hex(0x3d6b2e))
		p.Shape(art.Ellipse(art.P(0, 1.5), 8, 9.5), skinTan)
		p.Clipped(art.Ellipse(art.P(0, -7), 11, 7), art.Ellipse(art.P(0, 1.5), 8, 9.5), art.Color{R: 0, G: 0, B: 0, A: 0.35})
		eyes(p, 0.4)
		smile(p, 0.3)
		p.Line(0.8, art.Hex(0x2a4a1e), art.P(0, -16), art.P(0, -8.5))
	case "Feather Helm":
		headBase(p, skinTan)
		eyes(p, 0.3)
		smile(p, 0.5)
		var plume art.Path
		plume.MoveTo(art.P(1, -10))
		plume.CubeTo(art.P(-4, -18), art.P(-2, -26), art.P(8, -25))
		plume.CubeTo(art.P(4, -22), art.P(6, -16), art.P(6, -10))
		plume.Close()
		p.Shape(plume, art.Hex(0xd8402e))
		p.Line(0.6, art.Hex(0x8a1e14), art.Curve(art.P(3.5, -10), art.P(1, -18), art.P(7, -24), 6)...)
		helm := art.Join(art.Rect(-10.6, -3, 21.2, 4), art.Blob(art.P(-10.6, -2), art.P(-9, -9), art.P(0, -12.5), art.P(9, -9), art.P(10.6, -2)))
		p.Shape(helm, art.Steel)
		p.Flat(art.Rect(-10.6, -3.2, 21.2, 1.4), art.SteelDark)
		p.Shape(art.RoundRect(-12, -3, 3.4, 11, 1.4), art.Steel.Darker(0.1))
		p.Shape(art.RoundRect(8.6, -3, 3.4, 11, 1.4), art.Steel.Darker(0.1))
	case "Viking Helm":
		headBase(p, skinLight)
		eyes(p, 0.5)
		for _, s := range []float64{-1, 1} {
			var horn art.Path
			horn.MoveTo(art.P(s*8, -5))
			horn.CubeTo(art.P(s*14, -7), art.P(s*17, -12), art.P(s*16, -19))
			horn.CubeTo(art.P(s*13, -14), art.P(s*11, -11), art.P(s*7, -10))
			horn.Close()
			p.Shape(horn, art.Bone)
		}
		p.Shape(art.Blob(art.P(-10.5, -1), art.P(-8.5, -8.5), art.P(0, -12), art.P(8.5, -8.5), art.P(10.5, -1), art.P(0, -3)), art.SteelDark.Lighter(0.25))
		p.Shape(art.RoundRect(-1.4, -4, 2.8, 8, 1), art.SteelDark.Lighter(0.1))
		p.Shape(art.Blob(art.P(-9.6, 2), art.P(-8, 10), art.P(0, 16), art.P(8, 10), art.P(9.6, 2), art.P(4, 5.5), art.P(-4, 5.5)), hairRed)
		p.Line(1, hairRed.Darker(0.3), art.Curve(art.P(-3, 5.5), art.P(0, 4), art.P(3, 5.5), 6)...)
	case "Top Hat":
		headBase(p, skinLight)
		eyes(p, 0)
		p.Shape(art.RoundPolygon(1, art.P(-8, -7), art.P(8, -7), art.P(9, -24), art.P(-9, -24)), hairBlack)
		p.Flat(art.Rect(-8.3, -11, 16.6, 3), art.Blood)
		p.Shape(art.Ellipse(art.P(0, -7), 13, 2.6), hairBlack)
		p.Flat(art.Ring(art.P(3.6, 0), 2.4, 3.1), art.GoldLight)
		p.Line(0.5, art.GoldLight, art.P(6.6, 0.5), art.P(8, 7))
		p.Shape(art.Blob(art.P(-5, 5), art.P(-2, 3.8), art.P(0, 4.6), art.P(2, 3.8), art.P(5, 5), art.P(0, 5.6)), hairBrown)
	case "Ninja Mask":
		p.Shape(art.RoundRect(-4.2, 4, 8.4, 12, 2), hairBlack.Lighter(0.12))
		p.Shape(art.Ellipse(art.P(0, 0), 10.2, 11), art.Hex(0x22243a))
		p.Flat(art.RoundRect(-8.6, -2.6, 17.2, 5.4, 2.6), skinTan)
		eyes(p, 1.2)
		p.Line(2, art.Hex(0xb02a24), art.P(-10, -5), art.P(10, -5))
		p.Limb(2, art.Hex(0xb02a24), art.P(10, -5), art.P(16, -1), art.P(19, 3))
		p.Limb(2, art.Hex(0xb02a24), art.P(10, -5), art.P(17, -7), art.P(21, -4))
	case "Halo":
		p.Flat(art.Ellipse(art.P(0, -16), 13, 5), art.GoldLight.Alpha(0.35))
		p.Shape(art.Join(art.Ellipse(art.P(0, -16), 10, 3), art.Ellipse(art.P(0, -16), 7.2, 1.7).Reverse()), art.Gold)
		headBase(p, skinLight)
		hairCap(p, hairGold, 3)
		for _, x := range []float64{-3.6, 3.6} {
			p.Line(0.9, art.Ink, art.Curve(art.P(x-1.8, 0), art.P(x, 1.6), art.P(x+1.8, 0), 6)...)
		}
		smile(p, 1.1)
	case "Knight Visor":
		p.Shape(art.RoundRect(-4.5, 4, 9, 12, 2), art.SteelDark)
		p.Shape(art.RoundPolygon(4, art.P(-10.5, -12), art.P(10.5, -12), art.P(11, 8), art.P(0, 12), art.P(-11, 8)), art.Steel)
		p.Flat(art.RoundRect(-8.5, -2.5, 17, 3, 1.2), hairBlack)
		p.Flat(art.Rect(-0.8, -12, 1.6, 23), art.Color{R: 1, G: 1, B: 1, A: 0.5})
		for i := 0; i < 3; i++ {
			for _, x := range []float64{-5, 5} {
				p.Flat(art.Circle(art.P(x, 3.5+float64(i)*2.3), 0.7), hairBlack)
			}
		}
		p.Shape(art.RoundRect(-2, -17, 4, 6, 1.5), art.Blood)
	case "Robot Dome":
		p.Shape(art.RoundRect(-3.5, 7, 7, 9, 1.5), art.SteelDark)
		p.Shape(art.RoundRect(-9, -8, 18, 16, 3.5), art.Hex(0x7fa6b0))
		for _, x := range []float64{-4, 4} {
			p.Flat(art.RoundRect(x-2.4, -3, 4.8, 3, 1), art.Hex(0x1d2a30))
			p.Flat(art.RoundRect(x-1.6, -2.3, 3.2, 1.6, 0.6), art.Hex(0x6ff0ff))
		}
		for i := 0; i < 4; i++ {
			p.Flat(art.Rect(-4.5+float64(i)*2.6, 3, 1.4, 2.6), art.Hex(0x1d2a30))
		}
		p.Limb(1, art.SteelDark, art.P(0, -8), art.P(0, -13))
		p.Shape(art.Circle(art.P(0, -13.5), 1.6), art.Blood)
		dome := art.Circle(art.P(0, -2), 14.5)
		p.Flat(dome, art.Hex(0xbfe8f5).Alpha(0.28))
		p.Flat(art.StrokePath(1, true, dome), art.Hex(0x2b4a55))
		p.Line(1.4, art.Color{R: 1, G: 1, B: 1, A: 0.7}, art.Curve(art.P(-10, -7), art.P(-8, -12), art.P(-3, -14), 6)...)
		p.Shape(art.RoundRect(-15, 9, 30, 4, 1.5), art.SteelDark.Lighter(0.2))
	case "Pirate Tricorn":
		headBase(p, skinTan)
		eyes(p, 0.6)
		p.Shape(art.Blob(art.P(-9, 3), art.P(-7, 11), art.P(0, 14.5), art.P(7, 11), art.P(9, 3), art.P(0, 6.5)), hairBlack)
		p.Flat(art.Ellipse(art.P(0, 6), 2.5, 1.1), art.Hex(0x8a2a22))
		p.Shape(art.Ring(art.P(-10, 5), 1, 1.8), art.Gold)
		tri := art.Blob(art.P(-16, -5), art.P(-8, -10), art.P(0, -15), art.P(8, -10), art.P(16, -5), art.P(0, -4.5))
		p.Shape(tri, art.Hex(0x2a2018))
		p.Line(1, art.Gold, art.Curve(art.P(-14.5, -5.4), art.P(0, -3.6), art.P(14.5, -5.4), 10)...)
		skullMini(p, art.P(0, -9.5), 0.14)
	case "Skull Mask":
		p.Shape(art.Blob(art.P(0, -15), art.P(11, -9), art.P(13, 4), art.P(12, 16), art.P(-12, 16), art.P(-13, 4), art.P(-11, -9)), art.Hex(0x2c2036))
		skullMini(p, art.P(0, 0.5), 0.62)
		p.Flat(art.Join(art.Circle(art.P(-3.4, -0.2), 0.9), art.Circle(art.P(3.4, -0.2), 0.9)), art.Hex(0xff4a3a))
	default:
		panic("no Hero House head drawn for " + name)
	}
}

// skullMini is a flat bone skull (outlined) of height about 30*k units.
func skullMini(p art.Pen, c art.Pt, k float64) {
	m := func(x, y float64) art.Pt { return art.P(c.X+x*k, c.Y+y*k) }
	head := art.Blob(m(-13, 0), m(-11, -11), m(0, -16), m(11, -11), m(13, 0), m(8.5, 7), m(7, 14), m(-7, 14), m(-8.5, 7))
	p.Shape(head, art.Bone)
	p.Flat(art.Join(art.Ellipse(m(-5.5, 0), 4.4*k, 4.8*k), art.Ellipse(m(5.5, 0), 4.4*k, 4.8*k)), hairBlack)
	p.Flat(art.Polygon(m(0, 4.5), m(2, 8), m(-2, 8)), hairBlack)
	for _, x := range []float64{-3.5, 0, 3.5} {
		p.Line(1.2*k, hairBlack, m(x, 10), m(x, 14))
	}
}
