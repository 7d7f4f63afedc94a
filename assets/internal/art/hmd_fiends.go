package art

// Portraits of the demon, undead and elemental families, in the same
// frame as hmd_beasts.go.

var hmdFiendArt = map[string]func(pen){
	"mon_imp": func(p pen) {
		sk := Hex(0xc8402a)
		hmdWings(p, 10, 0, 28, Hex(0x7a2020))
		hmdShoulders(p, 18, 22, sk.Darker(0.15))
		for _, s := range []float64{-1, 1} {
			p.shape(Polygon(P(s*11, -6), P(s*32, -16), P(s*13, 3)), sk)
		}
		hmdHorns(p, 6, -13, 9, -22, 4, -28, 4, Hex(0x3a2020))
		p.shape(Ellipse(P(0, -2), 15, 15), sk)
		hmdEyes(p, -4, 6, 4.5, 3, 18, Hex(0xffe060), ink)
		p.shape(Polygon(P(-9, 5), P(9, 5), P(0, 11)), Hex(0x3a1418))
		hmdFangs(p, 5, -6, 6, 3, 3, bone)
	},
	"mon_hellhound": func(p pen) {
		for i := -2; i <= 2; i++ {
			x := float64(i) * 12
			p.shape(hmdCW(flamePath(P(x, -8+hmdAbs(x)*0.3), 9)), Hex(0xff7020))
		}
		hmdWolf(p, Hex(0x2e2628), true)
	},
	"mon_succubus": func(p pen) {
		skin, hair := Hex(0xc888c0), Hex(0x2a1430)
		hmdWings(p, 14, -2, 34, Hex(0x5a1e5e))
		p.shape(hmdHead(P(-16, -12), P(0, -22), P(16, -12), P(18, 20), P(0, 24), P(-18, 20)), hair)
		hmdShoulders(p, 20, 26, Hex(0x5a1e5e))
		hmdHorns(p, 7, -14, 16, -22, 10, -33, 4.5, Hex(0x2a1a20))
		p.shape(Ellipse(P(0, -2), 11, 14), skin)
		p.flat(hmdHead(P(-12, -8), P(-2, -16), P(10, -12), P(4, -10), P(-6, -6)), hair)
		hmdEyes(p, -2, 5, 3.8, 2.2, -8, White, Hex(0xc02060))
		p.flat(Ellipse(P(0, 7), 3, 1.4), Hex(0xa8203a))
	},
	"mon_fiend":     func(p pen) { hmdDemon(p, Hex(0xa82c24), Hex(0x2a1a1a), false, 0) },
	"mon_pit_fiend": func(p pen) { hmdDemon(p, Hex(0x7a2020), Hex(0x1e1010), true, 0.5) },
	"mon_archdemon": func(p pen) { hmdDemon(p, Hex(0x4a1a22), Hex(0x120808), true, 1) },
	"mon_skeleton": func(p pen) {
		p.shape(Stroke(4, false, P(-30, 36), P(-40, -16)), Hex(0x8a6a4a))
		hmdRibs(p)
		skull(p.cv, p.m.Apply(P(0, -6)), 0.95)
	},
	"mon_zombie": func(p pen) {
		skin := Hex(0x8aa070)
		hmdShoulders(p, 14, 34, Hex(0x5a5a6a))
		p.flat(Polygon(P(-10, 14), P(-4, 24), P(-12, 30)), Hex(0x3a3a44))
		p.shape(hmdHead(P(-17, -12), P(-4, -21), P(15, -15), P(17, 4), P(10, 19), P(-9, 18), P(-18, 4)), skin)
		p.line(1.4, Hex(0x3a2a2a), P(-12, -11), P(6, -15))
		for _, x := range []float64{-8, -3, 2} {
			p.line(1, Hex(0x3a2a2a), P(x, -16), P(x+1, -10))
		}
		p.shape(Circle(P(-6, -2), 5), Hex(0xf0ead0))
		p.flat(Circle(P(-5, -1), 1.8), ink)
		p.shape(Ellipse(P(7, 0), 3.5, 2.2), Hex(0xd8d0b0))
		p.shape(Polygon(P(-8, 9), P(8, 8), P(6, 14), P(-6, 15)), Hex(0x2a1818))
		hmdFangs(p, 9, -5, 5, 3, 3, bone)
		p.line(1.2, Hex(0x4a3a2a), P(-12, -18), P(-16, -26))
		p.line(1.2, Hex(0x4a3a2a), P(2, -20), P(4, -28))
	},
	"mon_skeleton_archer": func(p pen) {
		p.line(4, Hex(0x5a3a1a), curve(P(30, -38), P(62, 0), P(30, 36), 14)...)
		p.line(1, ink, P(30, -38), P(30, 36))
		hmdRibs(p)
		p.shape(hmdHead(P(-18, -4), P(-12, -24), P(0, -31), P(12, -24), P(18, -4), P(16, 16), P(-16, 16)), Hex(0x4a3a30))
		skull(p.cv, p.m.Apply(P(0, -3)), 0.78)
	},
	"mon_wraith": func(p pen) {
		cloak := Hex(0x2e3a4a)
		p.flat(Circle(P(0, -4), 44), Hex(0x80c8ff).Alpha(0.2))
		body := Polygon(P(-26, 10), P(26, 10), P(34, 38), P(24, 30), P(16, 40), P(8, 30), P(0, 40), P(-8, 30), P(-16, 40), P(-24, 30), P(-34, 38))
		p.shape(body, cloak)
		p.shape(hmdHead(P(-18, 14), P(-16, -10), P(0, -32), P(16, -10), P(18, 14), P(0, 20)), cloak.Lighter(0.1))
		p.shape(Ellipse(P(0, -2), 11, 13), Hex(0x0a0c12))
		hmdGlowEyes(p, -4, 5, 2.6, Hex(0x70e0ff))
	},
	"mon_vampire": func(p pen) {
		for _, s := range []float64{-1, 1} {
			p.shape(Polygon(P(s*6, 16), P(s*34, -12), P(s*32, 12), P(s*20, 24)), Hex(0xa01a22))
		}
		hmdShoulders(p, 16, 34, Hex(0x1a1418))
		p.shape(Polygon(P(-6, 16), P(6, 16), P(0, 34)), White)
		p.shape(Ellipse(P(0, -1), 12.5, 16), Hex(0xe8e0e0))
		p.flat(Polygon(P(-13, -4), P(-13, -12), P(-6, -18), P(0, -10), P(6, -18), P(13, -12), P(13, -4), P(9, -13), P(0, -4), P(-9, -13)), Hex(0x141018))
		hmdEyes(p, -1, 5, 3.6, 2, 14, Hex(0xffe8e0), Hex(0xc01818))
		p.line(1.2, Hex(0x7a2030), P(-4, 8), P(4, 8))
		hmdFangs(p, 8, -3.5, 3.5, 2, 3.5, White)
	},
	"mon_lich": func(p pen) {
		p.flat(Circle(P(0, -4), 46), Hex(0xb070ff).Alpha(0.25))
		hmdShoulders(p, 12, 40, Hex(0x3a2050))
		p.line(2, gold, P(-14, 14), P(0, 30), P(14, 14))
		skull(p.cv, p.m.Apply(P(0, -2)), 1)
		p.shape(Polygon(P(-12, -14), P(-13, -26), P(-6, -19), P(0, -29), P(6, -19), P(13, -26), P(12, -14)), gold)
		hmdGlowEyes(p, -2.5, 5.5, 2.4, Hex(0xc080ff))
	},
	"mon_wisp": func(p pen) {
		p.flat(Circle(P(0, 0), 36), Hex(0xa0f0ff).Alpha(0.25))
		p.flat(Circle(P(0, 0), 24), Hex(0xc8f8ff).Alpha(0.45))
		p.shape(Circle(P(0, 0), 15), Hex(0xe8fcff))
		p.flat(Join(Ellipse(P(-5, -1), 2, 3), Ellipse(P(5, -1), 2, 3)), Hex(0x1a4a6a))
		for _, q := range []Pt{P(-28, -20), P(30, -14), P(-24, 22), P(26, 20)} {
			p.flat(sparkle(q, 5), White)
		}
	},
	"mon_ember":          func(p pen) { hmdFlame(p, 0.75, Hex(0xf06020)) },
	"mon_fire_elemental": func(p pen) { hmdFlame(p, 1, Hex(0xe04018)) },
	"mon_undine": func(p pen) {
		water := Hex(0x3a8ad0)
		var drop Path
		drop.MoveTo(P(0, -34))
		drop.CubeTo(P(10, -18), P(28, -2), P(28, 14))
		drop.CubeTo(P(28, 30), P(14, 40), P(0, 40))
		drop.CubeTo(P(-14, 40), P(-28, 30), P(-28, 14))
		drop.CubeTo(P(-28, -2), P(-10, -18), P(0, -34))
		drop.Close()
		p.shape(hmdCW(drop), water)
		p.flat(Ellipse(P(-12, 6), 4, 10), Color{1, 1, 1, 0.35})
		p.shape(Ellipse(P(0, 4), 10, 12), Hex(0x9ad0f4))
		hmdEyes(p, 2, 4.5, 3.4, 2, -6, White, Hex(0x1a4a8a))
		p.flat(Ellipse(P(0, 10), 2.4, 1.2), Hex(0x1a4a8a))
		for _, s := range []float64{-1, 1} {
			p.line(2.2, water.Lighter(0.35), curve(P(s*8, -10), P(s*22, -6), P(s*20, 12), 8)...)
		}
	},
	"mon_storm_elemental": func(p pen) {
		cloud := Hex(0x4a5a78)
		for _, b := range [][4]float64{{-26, 22, 8, 34}, {24, 20, 32, 36}} {
			p.shape(Polygon(P(b[0], b[1]), P(b[0]+8, b[1]), P(b[0]+2, b[1]+8), P(b[2], b[1]+6), P(b[0]-4, b[3]+4), P(b[0]-1, b[1]+10), P(b[0]-6, b[1]+10)), Hex(0xffe040))
		}
		p.shape(hmdCW(cloudPath(P(0, 4), 84, 40)), cloud)
		p.flat(hmdCW(cloudPath(P(-4, 0), 60, 26)), cloud.Lighter(0.15))
		hmdGlowEyes(p, 4, 9, 3, Hex(0xfff080))
		p.shape(Polygon(P(-2, 12), P(6, 12), P(0, 20), P(6, 20), P(-6, 34), P(-2, 22), P(-8, 22)), Hex(0xffe040))
	},
	"mon_earth_titan": func(p pen) {
		rock := Hex(0x8a7a66)
		for _, s := range []float64{-1, 1} {
			p.shape(Polygon(P(s*14, 14), P(s*46, 8), P(s*52, 40), P(s*14, 40)), rock.Darker(0.15))
		}
		p.shape(Polygon(P(-24, -10), P(-14, -28), P(10, -30), P(26, -14), P(24, 12), P(10, 24), P(-12, 24), P(-26, 10)), rock)
		p.flat(Polygon(P(-14, -28), P(10, -30), P(14, -24), P(-10, -22)), Hex(0x5a8a3a))
		p.line(1.6, Hex(0xffb040), P(-18, 4), P(-10, 10), P(-12, 18))
		p.line(1.6, Hex(0xffb040), P(14, -20), P(18, -10), P(12, -4))
		p.shape(RoundRect(-18, -12, 36, 6, 2), rock.Darker(0.3))
		hmdGlowEyes(p, -3, 9, 3, Hex(0xffb040))
		p.shape(RoundRect(-9, 10, 18, 5, 2), Hex(0x3a2a1e))
	},
}

func hmdAbs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}

// hmdRibs is a skeleton's shoulders and ribcage.
func hmdRibs(p pen) {
	p.shape(Join(Stroke(4, false, P(-30, 14), P(0, 10), P(30, 14)), Stroke(4, false, P(0, 10), P(0, 40))), bone)
	for i := 0; i < 3; i++ {
		y := 18 + float64(i)*7
		p.shape(Stroke(3, false, curve(P(-20+float64(i)*2, y+4), P(0, y-4), P(20-float64(i)*2, y+4), 8)...), bone)
	}
}

// hmdDemon is a horned demon: winged and on fire when grand; crown
// (0..1) adds a crown of smaller horns.
func hmdDemon(p pen, sk, hornCol Color, grand bool, crown float64) {
	if grand {
		for i := -3; i <= 3; i++ {
			x := float64(i) * 12
			p.shape(hmdCW(flamePath(P(x, 30-hmdAbs(x)*0.2), 10+crown*3)), Hex(0xf06a20))
		}
		hmdWings(p, 18, -6, 40, sk.Darker(0.35))
	}
	hmdShoulders(p, 10, 46, sk.Darker(0.2))
	if grand {
		for _, s := range []float64{-1, 1} {
			p.shape(Polygon(P(s*26, 12), P(s*44, 4), P(s*40, 22)), hornCol)
		}
	}
	hmdHorns(p, 14, -14, 36, -10, 30, -36, 8, hornCol)
	if crown > 0 {
		for _, x := range []float64{-8, 0, 8} {
			p.shape(hmdHorn(P(x, -17), P(x*1.3, -26), P(x*1.5, -34+hmdAbs(x)), 4.5), hornCol)
		}
	}
	p.shape(hmdHead(P(-20, -16), P(0, -22), P(20, -16), P(20, 6), P(10, 21), P(-10, 21), P(-20, 6)), sk)
	p.shape(RoundRect(-17, -10, 34, 6, 3), sk.Darker(0.3))
	hmdGlowEyes(p, -3, 8, 3, Hex(0xffd040))
	hmdMouth(p, 10, 9, 7, bone)
}

// hmdFlame is a living flame with eyes, k its size.
func hmdFlame(p pen, k float64, col Color) {
	p.flat(Circle(P(0, 4), 40*k), Hex(0xffb040).Alpha(0.25))
	p.shape(hmdCW(flamePath(P(0, 30), 26*k)), col)
	p.flat(hmdCW(flamePath(P(0, 30), 16*k)), Hex(0xffb030))
	p.flat(hmdCW(flamePath(P(0, 30), 8*k)), Hex(0xfff0a0))
	y := 30 - 24*k
	hmdEyes(p, y, 7*k, 4.2*k, 2.8*k, 16, White, ink)
	if k > 0.9 {
		hmdMouth(p, y+11, 7, 5, Hex(0xfff0a0))
	}
}
