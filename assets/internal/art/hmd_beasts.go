package art

// Portraits of the beast and dragon families, facing the viewer. Pen
// units are card pixels; (0, 0) is the middle of the window, which spans
// x -51..51 and y -37..33.

func hmdHead(pts ...Pt) Path { return hmdCW(blob(pts...)) }

var hmdBeastArt = map[string]func(pen){
	"mon_giant_rat": func(p pen) {
		fur := Hex(0x8d8781)
		hmdShoulders(p, 14, 30, fur.Darker(0.15))
		for _, s := range []float64{-1, 1} {
			p.shape(Circle(P(s*17, -16), 10), fur)
			p.flat(Circle(P(s*17, -16), 6), Hex(0xe0a4a4))
		}
		p.shape(hmdHead(P(-18, -8), P(0, -20), P(18, -8), P(12, 10), P(0, 22), P(-12, 10)), fur)
		p.shape(Ellipse(P(0, 12), 9, 7), fur.Lighter(0.3))
		p.shape(RoundRect(-3.6, 17, 3.4, 7, 1), bone)
		p.shape(RoundRect(0.2, 17, 3.4, 7, 1), bone)
		p.flat(Ellipse(P(0, 8.5), 3.5, 2.5), Hex(0xd07080))
		for _, s := range []float64{-1, 1} {
			p.flat(Circle(P(s*7.5, -3), 3.2), ink)
			p.flat(Circle(P(s*7.5, -3), 2.2), Hex(0xd02828))
			p.flat(Circle(P(s*7, -3.8), 0.7), White)
			p.line(0.8, ink.Alpha(0.7), P(s*6, 12), P(s*26, 7))
			p.line(0.8, ink.Alpha(0.7), P(s*6, 13.5), P(s*25, 15))
		}
	},
	"mon_wolf": func(p pen) { hmdWolf(p, Hex(0x8a7a66), false) },
	"mon_dire_wolf": func(p pen) {
		mane := Polygon(StarPoints(P(0, -4), 13, 34, 24)...)
		p.shape(mane, Hex(0x34303a))
		hmdWolf(p, Hex(0x4e4a56), true)
	},
	"mon_troll": func(p pen) {
		skin := Hex(0x7a9a52)
		p.shape(Stroke(7, false, P(-44, 36), P(-34, -20)), Hex(0x6a4a2a))
		p.shape(hmdCW(blob(P(-40, -18), P(-30, -34), P(-22, -22), P(-30, -10))), Hex(0x6a4a2a))
		hmdShoulders(p, 12, 46, Hex(0x6a5a3a))
		for _, s := range []float64{-1, 1} {
			p.shape(Polygon(P(s*20, -8), P(s*33, -16), P(s*21, 2)), skin.Darker(0.1))
		}
		p.shape(hmdHead(P(-22, -14), P(0, -26), P(22, -14), P(24, 6), P(12, 21), P(-12, 21), P(-24, 6)), skin)
		p.shape(Polygon(P(-4, -23), P(-1, -35), P(2, -25), P(7, -32), P(8, -22)), Hex(0x4a3a20))
		p.shape(RoundRect(-19, -12, 38, 7, 3), skin.Darker(0.2))
		hmdEyes(p, -2.5, 8.5, 4, 2.4, 16, Hex(0xf4e0a0), ink)
		p.shape(hmdHead(P(-5, -4), P(5, -4), P(8, 8), P(0, 11), P(-8, 8)), skin.Darker(0.08))
		p.line(1.6, ink, P(-10, 15), P(0, 17), P(10, 15))
		hmdTusks(p, 16.5, 9, 10, bone)
	},
	"mon_manticore": func(p pen) {
		mane, face := Hex(0xa0521e), Hex(0xd8a050)
		hmdWings(p, 18, -8, 32, Hex(0x7a2a2a))
		tail := curve(P(34, 30), P(56, -44), P(14, -30), 10)
		for i, q := range tail {
			p.shape(Circle(q, 5-float64(i)*0.25), Hex(0x8a3a2a))
		}
		p.shape(Polygon(P(14, -36), P(6, -24), P(18, -26)), Hex(0x2a1a1a))
		hmdShoulders(p, 18, 32, face.Darker(0.15))
		p.shape(Polygon(StarPoints(P(0, -2), 14, 29, 21)...), mane)
		p.shape(hmdHead(P(-16, -10), P(0, -20), P(16, -10), P(15, 8), P(0, 18), P(-15, 8)), face)
		hmdEyes(p, -5, 7, 4.5, 2.8, 12, Hex(0xf0d040), ink)
		p.shape(Polygon(P(-4, 4), P(4, 4), P(0, 8)), Hex(0x3a2018))
		p.line(1.2, ink, P(0, 8), P(0, 11), P(-5, 13))
		p.line(1.2, ink, P(0, 11), P(5, 13))
		hmdFangs(p, 12.5, -5, 5, 2, 4, bone)
	},
	"mon_behemoth": func(p pen) {
		hide := Hex(0x6a4a5a)
		hmdShoulders(p, 6, 52, hide.Darker(0.2))
		hmdHorns(p, 16, -12, 44, -18, 40, -38, 10, bone)
		p.shape(hmdHead(P(-24, -16), P(0, -23), P(24, -16), P(22, 8), P(12, 23), P(-12, 23), P(-22, 8)), hide)
		p.shape(Ellipse(P(0, 12), 14, 9), hide.Lighter(0.25))
		p.flat(Join(Ellipse(P(-5, 11), 2.4, 3.2), Ellipse(P(5, 11), 2.4, 3.2)), ink)
		p.shape(Ring(P(0, 20), 2.4, 4.2), gold)
		p.shape(RoundRect(-20, -12, 40, 6, 3), hide.Darker(0.25))
		hmdGlowEyes(p, -5, 11, 3, Hex(0xff4030))
		hmdTusks(p, 21, 15, 15, bone)
	},
	"mon_kobold": func(p pen) {
		sc := Hex(0xc0642a)
		p.shape(Stroke(3, false, P(30, 36), P(38, -30)), Hex(0x8a5a2a))
		p.shape(Polygon(P(34, -28), P(42, -30), P(40, -42)), steel)
		hmdShoulders(p, 16, 28, Hex(0x6a5a3a))
		p.shape(hmdHead(P(-14, -12), P(0, -20), P(14, -12), P(10, 4), P(6, 16), P(-6, 16), P(-10, 4)), sc)
		hmdHorns(p, 8, -15, 13, -22, 11, -30, 4, bone)
		p.shape(Ellipse(P(0, 9), 7, 8), sc.Lighter(0.2))
		hmdEyes(p, -5, 7, 4.5, 3, 8, Hex(0xf0e040), ink)
		p.flat(Join(Circle(P(-2.5, 12), 1), Circle(P(2.5, 12), 1)), ink)
		p.line(1.2, ink, P(-4, 16), P(4, 16))
	},
	"mon_wyrmling": func(p pen) {
		sc := Hex(0x5aa04a)
		hmdWings(p, 14, 4, 24, sc.Darker(0.25))
		hmdShoulders(p, 18, 24, sc.Darker(0.1))
		p.shape(Ellipse(P(0, 32), 10, 12), Hex(0xe8d890))
		hmdHorns(p, 7, -13, 11, -22, 7, -29, 4.5, bone)
		p.shape(hmdHead(P(-15, -8), P(0, -18), P(15, -8), P(11, 8), P(0, 14), P(-11, 8)), sc)
		p.shape(Ellipse(P(0, 8), 9, 6), sc.Lighter(0.25))
		hmdEyes(p, -5, 7, 5, 3.6, 0, Hex(0xf8f0a0), ink)
		p.flat(Join(Circle(P(-2.5, 8), 0.9), Circle(P(2.5, 8), 0.9)), ink)
	},
	"mon_wyvern": func(p pen) {
		sc := Hex(0x3a8a8a)
		hmdWings(p, 8, -4, 42, sc.Darker(0.2))
		p.shape(Stroke(14, false, P(0, 40), P(0, 0)), sc.Darker(0.08))
		hmdHorns(p, 7, -14, 14, -22, 19, -32, 4, sc.Lighter(0.35))
		p.shape(hmdHead(P(-11, -14), P(0, -22), P(11, -14), P(8, 6), P(4, 17), P(-4, 17), P(-8, 6)), sc)
		hmdEyes(p, -8, 6, 4, 2.5, 16, Hex(0xf0a020), ink)
		p.flat(Join(Circle(P(-2, 13), 0.9), Circle(P(2, 13), 0.9)), ink)
	},
	"mon_drake": func(p pen) {
		sc := Hex(0xa8442a)
		hmdShoulders(p, 12, 40, sc.Darker(0.15))
		for _, y := range []float64{24, 30} {
			p.line(1.2, sc.Darker(0.45), P(-12, y), P(12, y))
		}
		hmdHorns(p, 12, -13, 26, -18, 32, -34, 7, bone)
		for _, s := range []float64{-1, 1} {
			p.shape(Polygon(P(s*18, -4), P(s*30, 0), P(s*17, 6)), sc.Lighter(0.2))
		}
		p.shape(hmdHead(P(-20, -12), P(0, -20), P(20, -12), P(16, 8), P(8, 20), P(-8, 20), P(-16, 8)), sc)
		hmdEyes(p, -6, 9, 5, 3, 18, Hex(0xf0c020), ink)
		hmdMouth(p, 11, 8, 6, bone)
	},
	"mon_young_dragon": func(p pen) { hmdDragon(p, Hex(0x3a64a8), 0.85) },
	"mon_dragon":       func(p pen) { hmdDragon(p, Hex(0xb83226), 1) },
}

// hmdWolf is a wolf's head; fierce adds glowing eyes and bared fangs.
func hmdWolf(p pen, fur Color, fierce bool) {
	hmdShoulders(p, 14, 36, fur.Darker(0.15))
	for _, s := range []float64{-1, 1} {
		p.shape(Polygon(P(s*7, -16), P(s*21, -34), P(s*23, -8)), fur)
		p.flat(Polygon(P(s*11, -16), P(s*19, -28), P(s*20, -12)), fur.Darker(0.35))
	}
	p.shape(hmdHead(P(-22, -6), P(-14, -20), P(0, -23), P(14, -20), P(22, -6), P(14, 8), P(0, 12), P(-14, 8)), fur)
	p.shape(hmdHead(P(-9, 0), P(9, 0), P(8, 15), P(0, 22), P(-8, 15)), fur.Lighter(0.35))
	p.shape(Ellipse(P(0, 15), 4.5, 3), ink)
	if fierce {
		hmdGlowEyes(p, -8, 9, 3.2, Hex(0xff3a2a))
		hmdFangs(p, 19, -5, 5, 2, 5, bone)
		return
	}
	hmdEyes(p, -8, 9, 5, 3, 12, Hex(0xf0c030), ink)
}

// hmdDragon is a horned, winged dragon with fire glowing behind; k sizes
// the horns and wings.
func hmdDragon(p pen, sc Color, k float64) {
	p.flat(Circle(P(0, -4), 48), Hex(0xffa030).Alpha(0.22*k))
	hmdWings(p, 16, -8, 40*k, sc.Darker(0.25))
	hmdShoulders(p, 12, 42, sc.Darker(0.1))
	p.shape(Ellipse(P(0, 34), 12, 14), Hex(0xe8d090))
	hmdHorns(p, 12, -15, 30*k, -24, 36*k, -40*k, 8, bone)
	hmdHorns(p, 17, -6, 28, -6, 30, -16, 4.5, bone)
	for i := -1; i <= 1; i++ {
		x := float64(i) * 6
		p.shape(Polygon(P(x-3, -18), P(x+3, -18), P(x, -27+2*float64(i*i))), sc.Lighter(0.2))
	}
	p.shape(hmdHead(P(-22, -12), P(0, -22), P(22, -12), P(18, 8), P(10, 24), P(-10, 24), P(-18, 8)), sc)
	hmdEyes(p, -7, 10, 5, 3, 20, Hex(0xffd040), ink)
	p.flat(Join(Ellipse(P(-4, 8), 1.4, 2), Ellipse(P(4, 8), 1.4, 2)), ink)
	hmdMouth(p, 15, 10, 7, bone)
}
