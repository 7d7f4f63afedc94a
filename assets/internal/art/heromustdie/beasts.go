package heromustdie

import "github.com/herotable/herotable/assets/internal/art"

// Portraits of the beast and dragon families, facing the viewer. Pen
// units are card pixels; (0, 0) is the middle of the window, which spans
// x -51..51 and y -37..33.

func hmdHead(pts ...art.Pt) art.Path { return art.Clockwise(art.Blob(pts...)) }

var hmdBeastArt = map[string]func(art.Pen){
	"mon_giant_rat": func(p art.Pen) {
		fur := art.Hex(0x8d8781)
		hmdShoulders(p, 14, 30, fur.Darker(0.15))
		for _, s := range []float64{-1, 1} {
			p.Shape(art.Circle(art.P(s*17, -16), 10), fur)
			p.Flat(art.Circle(art.P(s*17, -16), 6), art.Hex(0xe0a4a4))
		}
		p.Shape(hmdHead(art.P(-18, -8), art.P(0, -20), art.P(18, -8), art.P(12, 10), art.P(0, 22), art.P(-12, 10)), fur)
		p.Shape(art.Ellipse(art.P(0, 12), 9, 7), fur.Lighter(0.3))
		p.Shape(art.RoundRect(-3.6, 17, 3.4, 7, 1), art.Bone)
		p.Shape(art.RoundRect(0.2, 17, 3.4, 7, 1), art.Bone)
		p.Flat(art.Ellipse(art.P(0, 8.5), 3.5, 2.5), art.Hex(0xd07080))
		for _, s := range []float64{-1, 1} {
			p.Flat(art.Circle(art.P(s*7.5, -3), 3.2), art.Ink)
			p.Flat(art.Circle(art.P(s*7.5, -3), 2.2), art.Hex(0xd02828))
			p.Flat(art.Circle(art.P(s*7, -3.8), 0.7), art.White)
			p.Line(0.8, art.Ink.Alpha(0.7), art.P(s*6, 12), art.P(s*26, 7))
			p.Line(0.8, art.Ink.Alpha(0.7), art.P(s*6, 13.5), art.P(s*25, 15))
		}
	},
	"mon_wolf": func(p art.Pen) { hmdWolf(p, art.Hex(0x8a7a66), false) },
	"mon_dire_wolf": func(p art.Pen) {
		mane := art.Polygon(art.StarPoints(art.P(0, -4), 13, 34, 24)...)
		p.Shape(mane, art.Hex(0x34303a))
		hmdWolf(p, art.Hex(0x4e4a56), true)
	},
	"mon_troll": func(p art.Pen) {
		skin := art.Hex(0x7a9a52)
		p.Shape(art.Stroke(7, false, art.P(-44, 36), art.P(-34, -20)), art.Hex(0x6a4a2a))
		p.Shape(art.Clockwise(art.Blob(art.P(-40, -18), art.P(-30, -34), art.P(-22, -22), art.P(-30, -10))), art.Hex(0x6a4a2a))
		hmdShoulders(p, 12, 46, art.Hex(0x6a5a3a))
		for _, s := range []float64{-1, 1} {
			p.Shape(art.Polygon(art.P(s*20, -8), art.P(s*33, -16), art.P(s*21, 2)), skin.Darker(0.1))
		}
		p.Shape(hmdHead(art.P(-22, -14), art.P(0, -26), art.P(22, -14), art.P(24, 6), art.P(12, 21), art.P(-12, 21), art.P(-24, 6)), skin)
		p.Shape(art.Polygon(art.P(-4, -23), art.P(-1, -35), art.P(2, -25), art.P(7, -32), art.P(8, -22)), art.Hex(0x4a3a20))
		p.Shape(art.RoundRect(-19, -12, 38, 7, 3), skin.Darker(0.2))
		hmdEyes(p, -2.5, 8.5, 4, 2.4, 16, art.Hex(0xf4e0a0), art.Ink)
		p.Shape(hmdHead(art.P(-5, -4), art.P(5, -4), art.P(8, 8), art.P(0, 11), art.P(-8, 8)), skin.Darker(0.08))
		p.Line(1.6, art.Ink, art.P(-10, 15), art.P(0, 17), art.P(10, 15))
		hmdTusks(p, 16.5, 9, 10, art.Bone)
	},
	"mon_manticore": func(p art.Pen) {
		mane, face := art.Hex(0xa0521e), art.Hex(0xd8a050)
		hmdWings(p, 18, -8, 32, art.Hex(0x7a2a2a))
		tail := art.Curve(art.P(34, 30), art.P(56, -44), art.P(14, -30), 10)
		for i, q := range tail {
			p.Shape(art.Circle(q, 5-float64(i)*0.25), art.Hex(0x8a3a2a))
		}
		p.Shape(art.Polygon(art.P(14, -36), art.P(6, -24), art.P(18, -26)), art.Hex(0x2a1a1a))
		hmdShoulders(p, 18, 32, face.Darker(0.15))
		p.Shape(art.Polygon(art.StarPoints(art.P(0, -2), 14, 29, 21)...), mane)
		p.Shape(hmdHead(art.P(-16, -10), art.P(0, -20), art.P(16, -10), art.P(15, 8), art.P(0, 18), art.P(-15, 8)), face)
		hmdEyes(p, -5, 7, 4.5, 2.8, 12, art.Hex(0xf0d040), art.Ink)
		p.Shape(art.Polygon(art.P(-4, 4), art.P(4, 4), art.P(0, 8)), art.Hex(0x3a2018))
		p.Line(1.2, art.Ink, art.P(0, 8), art.P(0, 11), art.P(-5, 13))
		p.Line(1.2, art.Ink, art.P(0, 11), art.P(5, 13))
		hmdFangs(p, 12.5, -5, 5, 2, 4, art.Bone)
	},
	"mon_behemoth": func(p art.Pen) {
		hide := art.Hex(0x6a4a5a)
		hmdShoulders(p, 6, 52, hide.Darker(0.2))
		hmdHorns(p, 16, -12, 44, -18, 40, -38, 10, art.Bone)
		p.Shape(hmdHead(art.P(-24, -16), art.P(0, -23), art.P(24, -16), art.P(22, 8), art.P(12, 23), art.P(-12, 23), art.P(-22, 8)), hide)
		p.Shape(art.Ellipse(art.P(0, 12), 14, 9), hide.Lighter(0.25))
		p.Flat(art.Join(art.Ellipse(art.P(-5, 11), 2.4, 3.2), art.Ellipse(art.P(5, 11), 2.4, 3.2)), art.Ink)
		p.Shape(art.Ring(art.P(0, 20), 2.4, 4.2), art.Gold)
		p.Shape(art.RoundRect(-20, -12, 40, 6, 3), hide.Darker(0.25))
		hmdGlowEyes(p, -5, 11, 3, art.Hex(0xff4030))
		hmdTusks(p, 21, 15, 15, art.Bone)
	},
	"mon_kobold": func(p art.Pen) {
		sc := art.Hex(0xc0642a)
		p.Shape(art.Stroke(3, false, art.P(30, 36), art.P(38, -30)), art.Hex(0x8a5a2a))
		p.Shape(art.Polygon(art.P(34, -28), art.P(42, -30), art.P(40, -42)), art.Steel)
		hmdShoulders(p, 16, 28, art.Hex(0x6a5a3a))
		p.Shape(hmdHead(art.P(-14, -12), art.P(0, -20), art.P(14, -12), art.P(10, 4), art.P(6, 16), art.P(-6, 16), art.P(-10, 4)), sc)
		hmdHorns(p, 8, -15, 13, -22, 11, -30, 4, art.Bone)
		p.Shape(art.Ellipse(art.P(0, 9), 7, 8), sc.Lighter(0.2))
		hmdEyes(p, -5, 7, 4.5, 3, 8, art.Hex(0xf0e040), art.Ink)
		p.Flat(art.Join(art.Circle(art.P(-2.5, 12), 1), art.Circle(art.P(2.5, 12), 1)), art.Ink)
		p.Line(1.2, art.Ink, art.P(-4, 16), art.P(4, 16))
	},
	"mon_wyrmling": func(p art.Pen) {
		sc := art.Hex(0x5aa04a)
		hmdWings(p, 14, 4, 24, sc.Darker(0.25))
		hmdShoulders(p, 18, 24, sc.Darker(0.1))
		p.Shape(art.Ellipse(art.P(0, 32), 10, 12), art.Hex(0xe8d890))
		hmdHorns(p, 7, -13, 11, -22, 7, -29, 4.5, art.Bone)
		p.Shape(hmdHead(art.P(-15, -8), art.P(0, -18), art.P(15, -8), art.P(11, 8), art.P(0, 14), art.P(-11, 8)), sc)
		p.Shape(art.Ellipse(art.P(0, 8), 9, 6), sc.Lighter(0.25))
		hmdEyes(p, -5, 7, 5, 3.6, 0, art.Hex(0xf8f0a0), art.Ink)
		p.Flat(art.Join(art.Circle(art.P(-2.5, 8), 0.9), art.Circle(art.P(2.5, 8), 0.9)), art.Ink)
	},
	"mon_wyvern": func(p art.Pen) {
		sc := art.Hex(0x3a8a8a)
		hmdWings(p, 8, -4, 42, sc.Darker(0.2))
		p.Shape(art.Stroke(14, false, art.P(0, 40), art.P(0, 0)), sc.Darker(0.08))
		hmdHorns(p, 7, -14, 14, -22, 19, -32, 4, sc.Lighter(0.35))
		p.Shape(hmdHead(art.P(-11, -14), art.P(0, -22), art.P(11, -14), art.P(8, 6), art.P(4, 17), art.P(-4, 17), art.P(-8, 6)), sc)
		hmdEyes(p, -8, 6, 4, 2.5, 16, art.Hex(0xf0a020), art.Ink)
		p.Flat(art.Join(art.Circle(art.P(-2, 13), 0.9), art.Circle(art.P(2, 13), 0.9)), art.Ink)
	},
	"mon_drake": func(p art.Pen) {
		sc := art.Hex(0xa8442a)
		hmdShoulders(p, 12, 40, sc.Darker(0.15))
		for _, y := range []float64{24, 30} {
			p.Line(1.2, sc.Darker(0.45), art.P(-12, y), art.P(12, y))
		}
		hmdHorns(p, 12, -13, 26, -18, 32, -34, 7, art.Bone)
		for _, s := range []float64{-1, 1} {
			p.Shape(art.Polygon(art.P(s*18, -4), art.P(s*30, 0), art.P(s*17, 6)), sc.Lighter(0.2))
		}
		p.Shape(hmdHead(art.P(-20, -12), art.P(0, -20), art.P(20, -12), art.P(16, 8), art.P(8, 20), art.P(-8, 20), art.P(-16, 8)), sc)
		hmdEyes(p, -6, 9, 5, 3, 18, art.Hex(0xf0c020), art.Ink)
		hmdMouth(p, 11, 8, 6, art.Bone)
	},
	"mon_young_dragon": func(p art.Pen) { hmdDragon(p, art.Hex(0x3a64a8), 0.85) },
	"mon_dragon":       func(p art.Pen) { hmdDragon(p, art.Hex(0xb83226), 1) },
}

// hmdWolf is a wolf's head; fierce adds glowing eyes and bared fangs.
func hmdWolf(p art.Pen, fur art.Color, fierce bool) {
	hmdShoulders(p, 14, 36, fur.Darker(0.15))
	for _, s := range []float64{-1, 1} {
		p.Shape(art.Polygon(art.P(s*7, -16), art.P(s*21, -34), art.P(s*23, -8)), fur)
		p.Flat(art.Polygon(art.P(s*11, -16), art.P(s*19, -28), art.P(s*20, -12)), fur.Darker(0.35))
	}
	p.Shape(hmdHead(art.P(-22, -6), art.P(-14, -20), art.P(0, -23), art.P(14, -20), art.P(22, -6), art.P(14, 8), art.P(0, 12), art.P(-14, 8)), fur)
	p.Shape(hmdHead(art.P(-9, 0), art.P(9, 0), art.P(8, 15), art.P(0, 22), art.P(-8, 15)), fur.Lighter(0.35))
	p.Shape(art.Ellipse(art.P(0, 15), 4.5, 3), art.Ink)
	if fierce {
		hmdGlowEyes(p, -8, 9, 3.2, art.Hex(0xff3a2a))
		hmdFangs(p, 19, -5, 5, 2, 5, art.Bone)
		return
	}
	hmdEyes(p, -8, 9, 5, 3, 12, art.Hex(0xf0c030), art.Ink)
}

// hmdDragon is a horned, winged dragon with fire glowing behind; k sizes
// the horns and wings.
func hmdDragon(p art.Pen, sc art.Color, k float64) {
	p.Flat(art.Circle(art.P(0, -4), 48), art.Hex(0xffa030).Alpha(0.22*k))
	hmdWings(p, 16, -8, 40*k, sc.Darker(0.25))
	hmdShoulders(p, 12, 42, sc.Darker(0.1))
	p.Shape(art.Ellipse(art.P(0, 34), 12, 14), art.Hex(0xe8d090))
	hmdHorns(p, 12, -15, 30*k, -24, 36*k, -40*k, 8, art.Bone)
	hmdHorns(p, 17, -6, 28, -6, 30, -16, 4.5, art.Bone)
	for i := -1; i <= 1; i++ {
		x := float64(i) * 6
		p.Shape(art.Polygon(art.P(x-3, -18), art.P(x+3, -18), art.P(x, -27+2*float64(i*i))), sc.Lighter(0.2))
	}
	p.Shape(hmdHead(art.P(-22, -12), art.P(0, -22), art.P(22, -12), art.P(18, 8), art.P(10, 24), art.P(-10, 24), art.P(-18, 8)), sc)
	hmdEyes(p, -7, 10, 5, 3, 20, art.Hex(0xffd040), art.Ink)
	p.Flat(art.Join(art.Ellipse(art.P(-4, 8), 1.4, 2), art.Ellipse(art.P(4, 8), 1.4, 2)), art.Ink)
	hmdMouth(p, 15, 10, 7, art.Bone)
}
