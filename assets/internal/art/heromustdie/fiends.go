package heromustdie

import "github.com/herotable/herotable/assets/internal/art"

// Portraits of the demon, undead and elemental families, in the same
// frame as beasts.go.

var hmdFiendArt = map[string]func(art.Pen){
	"mon_imp": func(p art.Pen) {
		sk := art.Hex(0xc8402a)
		hmdWings(p, 10, 0, 28, art.Hex(0x7a2020))
		hmdShoulders(p, 18, 22, sk.Darker(0.15))
		for _, s := range []float64{-1, 1} {
			p.Shape(art.Polygon(art.P(s*11, -6), art.P(s*32, -16), art.P(s*13, 3)), sk)
		}
		hmdHorns(p, 6, -13, 9, -22, 4, -28, 4, art.Hex(0x3a2020))
		p.Shape(art.Ellipse(art.P(0, -2), 15, 15), sk)
		hmdEyes(p, -4, 6, 4.5, 3, 18, art.Hex(0xffe060), art.Ink)
		p.Shape(art.Polygon(art.P(-9, 5), art.P(9, 5), art.P(0, 11)), art.Hex(0x3a1418))
		hmdFangs(p, 5, -6, 6, 3, 3, art.Bone)
	},
	"mon_hellhound": func(p art.Pen) {
		for i := -2; i <= 2; i++ {
			x := float64(i) * 12
			p.Shape(art.Clockwise(art.FlamePath(art.P(x, -8+hmdAbs(x)*0.3), 9)), art.Hex(0xff7020))
		}
		hmdWolf(p, art.Hex(0x2e2628), true)
	},
	"mon_succubus": func(p art.Pen) {
		skin, hair := art.Hex(0xc888c0), art.Hex(0x2a1430)
		hmdWings(p, 14, -2, 34, art.Hex(0x5a1e5e))
		p.Shape(hmdHead(art.P(-16, -12), art.P(0, -22), art.P(16, -12), art.P(18, 20), art.P(0, 24), art.P(-18, 20)), hair)
		hmdShoulders(p, 20, 26, art.Hex(0x5a1e5e))
		hmdHorns(p, 7, -14, 16, -22, 10, -33, 4.5, art.Hex(0x2a1a20))
		p.Shape(art.Ellipse(art.P(0, -2), 11, 14), skin)
		p.Flat(hmdHead(art.P(-12, -8), art.P(-2, -16), art.P(10, -12), art.P(4, -10), art.P(-6, -6)), hair)
		hmdEyes(p, -2, 5, 3.8, 2.2, -8, art.White, art.Hex(0xc02060))
		p.Flat(art.Ellipse(art.P(0, 7), 3, 1.4), art.Hex(0xa8203a))
	},
	"mon_fiend":     func(p art.Pen) { hmdDemon(p, art.Hex(0xa82c24), art.Hex(0x2a1a1a), false, 0) },
	"mon_pit_fiend": func(p art.Pen) { hmdDemon(p, art.Hex(0x7a2020), art.Hex(0x1e1010), true, 0.5) },
	"mon_archdemon": func(p art.Pen) { hmdDemon(p, art.Hex(0x4a1a22), art.Hex(0x120808), true, 1) },
	"mon_skeleton": func(p art.Pen) {
		p.Shape(art.Stroke(4, false, art.P(-30, 36), art.P(-40, -16)), art.Hex(0x8a6a4a))
		hmdRibs(p)
		art.Skull(p.C, p.M.Apply(art.P(0, -6)), 0.95)
	},
	"mon_zombie": func(p art.Pen) {
		skin := art.Hex(0x8aa070)
		hmdShoulders(p, 14, 34, art.Hex(0x5a5a6a))
		p.Flat(art.Polygon(art.P(-10, 14), art.P(-4, 24), art.P(-12, 30)), art.Hex(0x3a3a44))
		p.Shape(hmdHead(art.P(-17, -12), art.P(-4, -21), art.P(15, -15), art.P(17, 4), art.P(10, 19), art.P(-9, 18), art.P(-18, 4)), skin)
		p.Line(1.4, art.Hex(0x3a2a2a), art.P(-12, -11), art.P(6, -15))
		for _, x := range []float64{-8, -3, 2} {
			p.Line(1, art.Hex(0x3a2a2a), art.P(x, -16), art.P(x+1, -10))
		}
		p.Shape(art.Circle(art.P(-6, -2), 5), art.Hex(0xf0ead0))
		p.Flat(art.Circle(art.P(-5, -1), 1.8), art.Ink)
		p.Shape(art.Ellipse(art.P(7, 0), 3.5, 2.2), art.Hex(0xd8d0b0))
		p.Shape(art.Polygon(art.P(-8, 9), art.P(8, 8), art.P(6, 14), art.P(-6, 15)), art.Hex(0x2a1818))
		hmdFangs(p, 9, -5, 5, 3, 3, art.Bone)
		p.Line(1.2, art.Hex(0x4a3a2a), art.P(-12, -18), art.P(-16, -26))
		p.Line(1.2, art.Hex(0x4a3a2a), art.P(2, -20), art.P(4, -28))
	},
	"mon_skeleton_archer": func(p art.Pen) {
		p.Line(4, art.Hex(0x5a3a1a), art.Curve(art.P(30, -38), art.P(62, 0), art.P(30, 36), 14)...)
		p.Line(1, art.Ink, art.P(30, -38), art.P(30, 36))
		hmdRibs(p)
		p.Shape(hmdHead(art.P(-18, -4), art.P(-12, -24), art.P(0, -31), art.P(12, -24), art.P(18, -4), art.P(16, 16), art.P(-16, 16)), art.Hex(0x4a3a30))
		art.Skull(p.C, p.M.Apply(art.P(0, -3)), 0.78)
	},
	"mon_wraith": func(p art.Pen) {
		cloak := art.Hex(0x2e3a4a)
		p.Flat(art.Circle(art.P(0, -4), 44), art.Hex(0x80c8ff).Alpha(0.2))
		body := art.Polygon(art.P(-26, 10), art.P(26, 10), art.P(34, 38), art.P(24, 30), art.P(16, 40), art.P(8, 30), art.P(0, 40), art.P(-8, 30), art.P(-16, 40), art.P(-24, 30), art.P(-34, 38))
		p.Shape(body, cloak)
		p.Shape(hmdHead(art.P(-18, 14), art.P(-16, -10), art.P(0, -32), art.P(16, -10), art.P(18, 14), art.P(0, 20)), cloak.Lighter(0.1))
		p.Shape(art.Ellipse(art.P(0, -2), 11, 13), art.Hex(0x0a0c12))
		hmdGlowEyes(p, -4, 5, 2.6, art.Hex(0x70e0ff))
	},
	"mon_vampire": func(p art.Pen) {
		for _, s := range []float64{-1, 1} {
			p.Shape(art.Polygon(art.P(s*6, 16), art.P(s*34, -12), art.P(s*32, 12), art.P(s*20, 24)), art.Hex(0xa01a22))
		}
		hmdShoulders(p, 16, 34, art.Hex(0x1a1418))
		p.Shape(art.Polygon(art.P(-6, 16), art.P(6, 16), art.P(0, 34)), art.White)
		p.Shape(art.Ellipse(art.P(0, -1), 12.5, 16), art.Hex(0xe8e0e0))
		p.Flat(art.Polygon(art.P(-13, -4), art.P(-13, -12), art.P(-6, -18), art.P(0, -10), art.P(6, -18), art.P(13, -12), art.P(13, -4), art.P(9, -13), art.P(0, -4), art.P(-9, -13)), art.Hex(0x141018))
		hmdEyes(p, -1, 5, 3.6, 2, 14, art.Hex(0xffe8e0), art.Hex(0xc01818))
		p.Line(1.2, art.Hex(0x7a2030), art.P(-4, 8), art.P(4, 8))
		hmdFangs(p, 8, -3.5, 3.5, 2, 3.5, art.White)
	},
	"mon_lich": func(p art.Pen) {
		p.Flat(art.Circle(art.P(0, -4), 46), art.Hex(0xb070ff).Alpha(0.25))
		hmdShoulders(p, 12, 40, art.Hex(0x3a2050))
		p.Line(2, art.Gold, art.P(-14, 14), art.P(0, 30), art.P(14, 14))
		art.Skull(p.C, p.M.Apply(art.P(0, -2)), 1)
		p.Shape(art.Polygon(art.P(-12, -14), art.P(-13, -26), art.P(-6, -19), art.P(0, -29), art.P(6, -19), art.P(13, -26), art.P(12, -14)), art.Gold)
		hmdGlowEyes(p, -2.5, 5.5, 2.4, art.Hex(0xc080ff))
	},
	"mon_wisp": func(p art.Pen) {
		p.Flat(art.Circle(art.P(0, 0), 36), art.Hex(0xa0f0ff).Alpha(0.25))
		p.Flat(art.Circle(art.P(0, 0), 24), art.Hex(0xc8f8ff).Alpha(0.45))
		p.Shape(art.Circle(art.P(0, 0), 15), art.Hex(0xe8fcff))
		p.Flat(art.Join(art.Ellipse(art.P(-5, -1), 2, 3), art.Ellipse(art.P(5, -1), 2, 3)), art.Hex(0x1a4a6a))
		for _, q := range []art.Pt{art.P(-28, -20), art.P(30, -14), art.P(-24, 22), art.P(26, 20)} {
			p.Flat(art.Sparkle(q, 5), art.White)
		}
	},
	"mon_ember":          func(p art.Pen) { hmdFlame(p, 0.75, art.Hex(0xf06020)) },
	"mon_fire_elemental": func(p art.Pen) { hmdFlame(p, 1, art.Hex(0xe04018)) },
	"mon_undine": func(p art.Pen) {
		water := art.Hex(0x3a8ad0)
		var drop art.Path
		drop.MoveTo(art.P(0, -34))
		drop.CubeTo(art.P(10, -18), art.P(28, -2), art.P(28, 14))
		drop.CubeTo(art.P(28, 30), art.P(14, 40), art.P(0, 40))
		drop.CubeTo(art.P(-14, 40), art.P(-28, 30), art.P(-28, 14))
		drop.CubeTo(art.P(-28, -2), art.P(-10, -18), art.P(0, -34))
		drop.Close()
		p.Shape(art.Clockwise(drop), water)
		p.Flat(art.Ellipse(art.P(-12, 6), 4, 10), art.Color{R: 1, G: 1, B: 1, A: 0.35})
		p.Shape(art.Ellipse(art.P(0, 4), 10, 12), art.Hex(0x9ad0f4))
		hmdEyes(p, 2, 4.5, 3.4, 2, -6, art.White, art.Hex(0x1a4a8a))
		p.Flat(art.Ellipse(art.P(0, 10), 2.4, 1.2), art.Hex(0x1a4a8a))
		for _, s := range []float64{-1, 1} {
			p.Line(2.2, water.Lighter(0.35), art.Curve(art.P(s*8, -10), art.P(s*22, -6), art.P(s*20, 12), 8)...)
		}
	},
	"mon_storm_elemental": func(p art.Pen) {
		cloud := art.Hex(0x4a5a78)
		for _, b := range [][4]float64{{-26, 22, 8, 34}, {24, 20, 32, 36}} {
			p.Shape(art.Polygon(art.P(b[0], b[1]), art.P(b[0]+8, b[1]), art.P(b[0]+2, b[1]+8), art.P(b[2], b[1]+6), art.P(b[0]-4, b[3]+4), art.P(b[0]-1, b[1]+10), art.P(b[0]-6, b[1]+10)), art.Hex(0xffe040))
		}
		p.Shape(art.Clockwise(art.CloudPath(art.P(0, 4), 84, 40)), cloud)
		p.Flat(art.Clockwise(art.CloudPath(art.P(-4, 0), 60, 26)), cloud.Lighter(0.15))
		hmdGlowEyes(p, 4, 9, 3, art.Hex(0xfff080))
		p.Shape(art.Polygon(art.P(-2, 12), art.P(6, 12), art.P(0, 20), art.P(6, 20), art.P(-6, 34), art.P(-2, 22), art.P(-8, 22)), art.Hex(0xffe040))
	},
	"mon_earth_titan": func(p art.Pen) {
		rock := art.Hex(0x8a7a66)
		for _, s := range []float64{-1, 1} {
			p.Shape(art.Polygon(art.P(s*14, 14), art.P(s*46, 8), art.P(s*52, 40), art.P(s*14, 40)), rock.Darker(0.15))
		}
		p.Shape(art.Polygon(art.P(-24, -10), art.P(-14, -28), art.P(10, -30), art.P(26, -14), art.P(24, 12), art.P(10, 24), art.P(-12, 24), art.P(-26, 10)), rock)
		p.Flat(art.Polygon(art.P(-14, -28), art.P(10, -30), art.P(14, -24), art.P(-10, -22)), art.Hex(0x5a8a3a))
		p.Line(1.6, art.Hex(0xffb040), art.P(-18, 4), art.P(-10, 10), art.P(-12, 18))
		p.Line(1.6, art.Hex(0xffb040), art.P(14, -20), art.P(18, -10), art.P(12, -4))
		p.Shape(art.RoundRect(-18, -12, 36, 6, 2), rock.Darker(0.3))
		hmdGlowEyes(p, -3, 9, 3, art.Hex(0xffb040))
		p.Shape(art.RoundRect(-9, 10, 18, 5, 2), art.Hex(0x3a2a1e))
	},
}

func hmdAbs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}

// hmdRibs is a skeleton's shoulders and ribcage.
func hmdRibs(p art.Pen) {
	p.Shape(art.Join(art.Stroke(4, false, art.P(-30, 14), art.P(0, 10), art.P(30, 14)), art.Stroke(4, false, art.P(0, 10), art.P(0, 40))), art.Bone)
	for i := 0; i < 3; i++ {
		y := 18 + float64(i)*7
		p.Shape(art.Stroke(3, false, art.Curve(art.P(-20+float64(i)*2, y+4), art.P(0, y-4), art.P(20-float64(i)*2, y+4), 8)...), art.Bone)
	}
}

// hmdDemon is a horned demon: winged and on fire when grand; crown
// (0..1) adds a crown of smaller horns.
func hmdDemon(p art.Pen, sk, hornCol art.Color, grand bool, crown float64) {
	if grand {
		for i := -3; i <= 3; i++ {
			x := float64(i) * 12
			p.Shape(art.Clockwise(art.FlamePath(art.P(x, 30-hmdAbs(x)*0.2), 10+crown*3)), art.Hex(0xf06a20))
		}
		hmdWings(p, 18, -6, 40, sk.Darker(0.35))
	}
	hmdShoulders(p, 10, 46, sk.Darker(0.2))
	if grand {
		for _, s := range []float64{-1, 1} {
			p.Shape(art.Polygon(art.P(s*26, 12), art.P(s*44, 4), art.P(s*40, 22)), hornCol)
		}
	}
	hmdHorns(p, 14, -14, 36, -10, 30, -36, 8, hornCol)
	if crown > 0 {
		for _, x := range []float64{-8, 0, 8} {
			p.Shape(hmdHorn(art.P(x, -17), art.P(x*1.3, -26), art.P(x*1.5, -34+hmdAbs(x)), 4.5), hornCol)
		}
	}
	p.Shape(hmdHead(art.P(-20, -16), art.P(0, -22), art.P(20, -16), art.P(20, 6), art.P(10, 21), art.P(-10, 21), art.P(-20, 6)), sk)
	p.Shape(art.RoundRect(-17, -10, 34, 6, 3), sk.Darker(0.3))
	hmdGlowEyes(p, -3, 8, 3, art.Hex(0xffd040))
	hmdMouth(p, 10, 9, 7, art.Bone)
}

// hmdFlame is a living flame with eyes, k its size.
func hmdFlame(p art.Pen, k float64, col art.Color) {
	p.Flat(art.Circle(art.P(0, 4), 40*k), art.Hex(0xffb040).Alpha(0.25))
	p.Shape(art.Clockwise(art.FlamePath(art.P(0, 30), 26*k)), col)
	p.Flat(art.Clockwise(art.FlamePath(art.P(0, 30), 16*k)), art.Hex(0xffb030))
	p.Flat(art.Clockwise(art.FlamePath(art.P(0, 30), 8*k)), art.Hex(0xfff0a0))
	y := 30 - 24*k
	hmdEyes(p, y, 7*k, 4.2*k, 2.8*k, 16, art.White, art.Ink)
	if k > 0.9 {
		hmdMouth(p, y+11, 7, 5, art.Hex(0xfff0a0))
	}
}
