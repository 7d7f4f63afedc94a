package art

// The 14 heads of Hero House. A head is drawn in local units: face centre
// at (0, 0), about 10 units in radius, neck down to y = 16. On a head card
// it sits low in the window, on a stone socle, so that in a laid-down trio
// the head shows above the body card that overlaps it.

// Skin and hair tones shared by heads and whole heroes.
var (
	skinLight = Hex(0xf3c9a0)
	skinTan   = Hex(0xd99a68)
	skinBrown = Hex(0x9a6038)
	skinDark  = Hex(0x6b4025)
	hairBrown = Hex(0x5a3418)
	hairBlack = Hex(0x211611)
	hairGold  = Hex(0xe8b43c)
	hairRed   = Hex(0xc05a24)
	hairWhite = Hex(0xeeeae2)
)

func drawHeadCard(c *Canvas, name string) {
	// A stone socle the neck rests on.
	stone := Hex(0xb9b2a6)
	s := penAt(c, P(72, 0), 1)
	s.shape(RoundPolygon(3, P(-26, 170), P(26, 170), P(24, 181), P(-24, 181)), stone.Darker(0.1))
	s.shape(RoundPolygon(2, P(-15, 134), P(15, 134), P(11, 170), P(-11, 170)), stone)
	s.shape(RoundPolygon(3, P(-22, 124), P(22, 124), P(20, 136), P(-20, 136)), stone.Lighter(0.15))
	drawHead(penAt(c, P(72, 90), 2), name)
}

// headBase is a face with ears and neck; features are drawn by the motif.
func headBase(p pen, skin Color) {
	p.shape(RoundRect(-4.2, 4, 8.4, 12, 2), skin.Darker(0.12))
	p.shape(Join(Circle(P(-9.6, 1), 2.6), Circle(P(9.6, 1), 2.6)), skin.Darker(0.05))
	p.shape(Ellipse(P(0, 0), 9.6, 10.6), skin)
	p.flat(Ellipse(P(0, 3.5), 2, 1.3), skin.Darker(0.18))
}

// eyes draws open eyes with brows; frown angles the brows down inward.
func eyes(p pen, frown float64) {
	for _, x := range []float64{-3.6, 3.6} {
		p.flat(Ellipse(P(x, 0), 1.35, 1.6), ink)
		p.flat(Circle(P(x-0.4, -0.5), 0.45), Color{1, 1, 1, 0.8})
		inner, outer := x+1.8, x-1.8
		if x > 0 {
			inner, outer = x-1.8, x+1.8
		}
		p.line(0.9, ink, P(outer, -3.8-frown*0.3), P(inner, -3.8+frown))
	}
}

// smile draws a mouth: bend > 0 smiles, < 0 frowns.
func smile(p pen, bend float64) {
	p.line(0.9, ink, curve(P(-3, 5.6), P(0, 5.6+bend*2), P(3, 5.6), 8)...)
}

// hairCap is hair over the top of the head down to y = low at the sides.
func hairCap(p pen, col Color, low float64) {
	p.shape(blob(P(-10.4, low), P(-10, -6), P(-5, -11.6), P(1, -12.2), P(7, -10.6), P(10.6, -5), P(10.4, low), P(6, -6), P(-2, -7.5), P(-7, -5)), col)
}

func drawHead(p pen, name string) {
	switch name {
	case "Pointy Hat":
		headBase(p, skinLight)
		p.shape(blob(P(-8, 4), P(-6, 12), P(0, 17), P(6, 12), P(8, 4), P(0, 7)), hairWhite)
		eyes(p, 0)
		p.shape(Ellipse(P(0, -6.5), 14, 3), Hex(0x34449a))
		var cone Path
		cone.MoveTo(P(-8.5, -7))
		cone.CubeTo(P(-5, -14), P(-2, -20), P(6, -24))
		cone.CubeTo(P(4, -18), P(6, -12), P(8.5, -7))
		cone.Close()
		p.shape(cone, Hex(0x3c50aa))
		p.flat(Polygon(StarPoints(P(-0.5, -13), 5, 2.6, 1.1)...), goldLight)
		p.flat(Circle(P(3.5, -18), 0.9), goldLight)
	case "Eye Patch":
		headBase(p, skinTan)
		hairCap(p, hairBlack, -3)
		eyes(p, 0.6)
		p.shape(Ellipse(P(3.8, 0.3), 3.2, 2.8), hairBlack)
		p.line(0.9, hairBlack, P(-9.5, -6.5), P(9.7, 3))
		p.line(0.7, skinTan.Darker(0.4), P(-6.5, 2.5), P(-4.5, 6))
		smile(p, 0.8)
	case "Crown":
		headBase(p, skinLight)
		hairCap(p, hairRed, 2)
		eyes(p, 0)
		smile(p, 1)
		crown := Polygon(P(-9, -6), P(9, -6), P(10, -17), P(5, -11), P(0, -19), P(-5, -11), P(-10, -17))
		p.shape(crown, gold)
		p.flat(Rect(-9, -9, 18, 3), goldDark.Alpha(0.6))
		p.flat(Circle(P(0, -7.5), 1.3), blood)
		p.flat(Join(Circle(P(-5.5, -7.5), 1), Circle(P(5.5, -7.5), 1)), Hex(0x3a6fd0))
	case "Goggles":
		headBase(p, skinLight)
		hairCap(p, hairRed, 0)
		p.shape(RoundRect(-11, -2.2, 22, 3.6, 1.5), Hex(0x6a4024))
		for _, x := range []float64{-4, 4} {
			p.shape(Circle(P(x, -0.4), 4.2), Hex(0xb8862e))
			p.flat(Circle(P(x, -0.4), 3), Hex(0x9fd4e0))
			p.flat(Circle(P(x-1, -1.5), 1), Color{1, 1, 1, 0.8})
		}
		smile(p, 1.2)
	case "Hood":
		hood := blob(P(0, -17), P(9, -11), P(13, 0), P(14, 14), P(0, 17), P(-14, 14), P(-13, 0), P(-9, -11))
		p.shape(hood, Hex(0x3d6b2e))
		p.shape(Ellipse(P(0, 1.5), 8, 9.5), skinTan)
		p.clipped(Ellipse(P(0, -7), 11, 7), Ellipse(P(0, 1.5), 8, 9.5), Color{0, 0, 0, 0.35})
		eyes(p, 0.4)
		smile(p, 0.3)
		p.line(0.8, Hex(0x2a4a1e), P(0, -16), P(0, -8.5))
	case "Feather Helm":
		headBase(p, skinTan)
		eyes(p, 0.3)
		smile(p, 0.5)
		var plume Path
		plume.MoveTo(P(1, -10))
		plume.CubeTo(P(-4, -18), P(-2, -26), P(8, -25))
		plume.CubeTo(P(4, -22), P(6, -16), P(6, -10))
		plume.Close()
		p.shape(plume, Hex(0xd8402e))
		p.line(0.6, Hex(0x8a1e14), curve(P(3.5, -10), P(1, -18), P(7, -24), 6)...)
		helm := Join(Rect(-10.6, -3, 21.2, 4), blob(P(-10.6, -2), P(-9, -9), P(0, -12.5), P(9, -9), P(10.6, -2)))
		p.shape(helm, steel)
		p.flat(Rect(-10.6, -3.2, 21.2, 1.4), steelDark)
		p.shape(RoundRect(-12, -3, 3.4, 11, 1.4), steel.Darker(0.1))
		p.shape(RoundRect(8.6, -3, 3.4, 11, 1.4), steel.Darker(0.1))
	case "Viking Helm":
		headBase(p, skinLight)
		eyes(p, 0.5)
		for _, s := range []float64{-1, 1} {
			var horn Path
			horn.MoveTo(P(s*8, -5))
			horn.CubeTo(P(s*14, -7), P(s*17, -12), P(s*16, -19))
			horn.CubeTo(P(s*13, -14), P(s*11, -11), P(s*7, -10))
			horn.Close()
			p.shape(horn, bone)
		}
		p.shape(blob(P(-10.5, -1), P(-8.5, -8.5), P(0, -12), P(8.5, -8.5), P(10.5, -1), P(0, -3)), steelDark.Lighter(0.25))
		p.shape(RoundRect(-1.4, -4, 2.8, 8, 1), steelDark.Lighter(0.1))
		p.shape(blob(P(-9.6, 2), P(-8, 10), P(0, 16), P(8, 10), P(9.6, 2), P(4, 5.5), P(-4, 5.5)), hairRed)
		p.line(1, hairRed.Darker(0.3), curve(P(-3, 5.5), P(0, 4), P(3, 5.5), 6)...)
	case "Top Hat":
		headBase(p, skinLight)
		eyes(p, 0)
		p.shape(RoundPolygon(1, P(-8, -7), P(8, -7), P(9, -24), P(-9, -24)), hairBlack)
		p.flat(Rect(-8.3, -11, 16.6, 3), blood)
		p.shape(Ellipse(P(0, -7), 13, 2.6), hairBlack)
		p.flat(Ring(P(3.6, 0), 2.4, 3.1), goldLight)
		p.line(0.5, goldLight, P(6.6, 0.5), P(8, 7))
		p.shape(blob(P(-5, 5), P(-2, 3.8), P(0, 4.6), P(2, 3.8), P(5, 5), P(0, 5.6)), hairBrown)
	case "Ninja Mask":
		p.shape(RoundRect(-4.2, 4, 8.4, 12, 2), hairBlack.Lighter(0.12))
		p.shape(Ellipse(P(0, 0), 10.2, 11), Hex(0x22243a))
		p.flat(RoundRect(-8.6, -2.6, 17.2, 5.4, 2.6), skinTan)
		eyes(p, 1.2)
		p.line(2, Hex(0xb02a24), P(-10, -5), P(10, -5))
		p.limb(2, Hex(0xb02a24), P(10, -5), P(16, -1), P(19, 3))
		p.limb(2, Hex(0xb02a24), P(10, -5), P(17, -7), P(21, -4))
	case "Halo":
		p.flat(Ellipse(P(0, -16), 13, 5), goldLight.Alpha(0.35))
		p.shape(Join(Ellipse(P(0, -16), 10, 3), Ellipse(P(0, -16), 7.2, 1.7).Reverse()), gold)
		headBase(p, skinLight)
		hairCap(p, hairGold, 3)
		for _, x := range []float64{-3.6, 3.6} {
			p.line(0.9, ink, curve(P(x-1.8, 0), P(x, 1.6), P(x+1.8, 0), 6)...)
		}
		smile(p, 1.1)
	case "Knight Visor":
		p.shape(RoundRect(-4.5, 4, 9, 12, 2), steelDark)
		p.shape(RoundPolygon(4, P(-10.5, -12), P(10.5, -12), P(11, 8), P(0, 12), P(-11, 8)), steel)
		p.flat(RoundRect(-8.5, -2.5, 17, 3, 1.2), hairBlack)
		p.flat(Rect(-0.8, -12, 1.6, 23), Color{1, 1, 1, 0.5})
		for i := 0; i < 3; i++ {
			for _, x := range []float64{-5, 5} {
				p.flat(Circle(P(x, 3.5+float64(i)*2.3), 0.7), hairBlack)
			}
		}
		p.shape(RoundRect(-2, -17, 4, 6, 1.5), blood)
	case "Robot Dome":
		p.shape(RoundRect(-3.5, 7, 7, 9, 1.5), steelDark)
		p.shape(RoundRect(-9, -8, 18, 16, 3.5), Hex(0x7fa6b0))
		for _, x := range []float64{-4, 4} {
			p.flat(RoundRect(x-2.4, -3, 4.8, 3, 1), Hex(0x1d2a30))
			p.flat(RoundRect(x-1.6, -2.3, 3.2, 1.6, 0.6), Hex(0x6ff0ff))
		}
		for i := 0; i < 4; i++ {
			p.flat(Rect(-4.5+float64(i)*2.6, 3, 1.4, 2.6), Hex(0x1d2a30))
		}
		p.limb(1, steelDark, P(0, -8), P(0, -13))
		p.shape(Circle(P(0, -13.5), 1.6), blood)
		dome := Circle(P(0, -2), 14.5)
		p.flat(dome, Hex(0xbfe8f5).Alpha(0.28))
		p.flat(StrokePath(1, true, dome), Hex(0x2b4a55))
		p.line(1.4, Color{1, 1, 1, 0.7}, curve(P(-10, -7), P(-8, -12), P(-3, -14), 6)...)
		p.shape(RoundRect(-15, 9, 30, 4, 1.5), steelDark.Lighter(0.2))
	case "Pirate Tricorn":
		headBase(p, skinTan)
		eyes(p, 0.6)
		p.shape(blob(P(-9, 3), P(-7, 11), P(0, 14.5), P(7, 11), P(9, 3), P(0, 6.5)), hairBlack)
		p.flat(Ellipse(P(0, 6), 2.5, 1.1), Hex(0x8a2a22))
		p.shape(Ring(P(-10, 5), 1, 1.8), gold)
		tri := blob(P(-16, -5), P(-8, -10), P(0, -15), P(8, -10), P(16, -5), P(0, -4.5))
		p.shape(tri, Hex(0x2a2018))
		p.line(1, gold, curve(P(-14.5, -5.4), P(0, -3.6), P(14.5, -5.4), 10)...)
		skullMini(p, P(0, -9.5), 0.14)
	case "Skull Mask":
		p.shape(blob(P(0, -15), P(11, -9), P(13, 4), P(12, 16), P(-12, 16), P(-13, 4), P(-11, -9)), Hex(0x2c2036))
		skullMini(p, P(0, 0.5), 0.62)
		p.flat(Join(Circle(P(-3.4, -0.2), 0.9), Circle(P(3.4, -0.2), 0.9)), Hex(0xff4a3a))
	default:
		panic("no Hero House head drawn for " + name)
	}
}

// skullMini is a flat bone skull (outlined) of height about 30*k units.
func skullMini(p pen, c Pt, k float64) {
	m := func(x, y float64) Pt { return P(c.X+x*k, c.Y+y*k) }
	head := blob(m(-13, 0), m(-11, -11), m(0, -16), m(11, -11), m(13, 0), m(8.5, 7), m(7, 14), m(-7, 14), m(-8.5, 7))
	p.shape(head, bone)
	p.flat(Join(Ellipse(m(-5.5, 0), 4.4*k, 4.8*k), Ellipse(m(5.5, 0), 4.4*k, 4.8*k)), hairBlack)
	p.flat(Polygon(m(0, 4.5), m(2, 8), m(-2, 8)), hairBlack)
	for _, x := range []float64{-3.5, 0, 3.5} {
		p.line(1.2*k, hairBlack, m(x, 10), m(x, 14))
	}
}
