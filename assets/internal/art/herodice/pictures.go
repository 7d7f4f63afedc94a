package herodice

import (
	"math"

	"github.com/herotable/herotable/assets/internal/art"
)

// The pictures of the encounter and boss cards: head-and-shoulders
// portraits in a pen's local units, within x -80..80 and y -50..55 (the
// encounter window at 1 unit a pixel; the boss portrait at 0.62).

// picture is the portrait of a card id.
func picture(id string) func(art.Pen) {
	if f, ok := portraits[id]; ok {
		return f
	}
	panic("no picture for " + id)
}

// pt is local point (x, y) in canvas pixels.
func pt(p art.Pen, x, y float64) art.Pt { return p.M.Apply(art.P(x, y)) }

func head(pts ...art.Pt) art.Path { return art.Blob(pts...) }

// eyes are a pair of almond eyes at ±dx, y, slanted by tilt degrees.
func eyes(p art.Pen, y, dx, rx, ry, tilt float64, white, pupil art.Color) {
	for _, s := range []float64{-1, 1} {
		c := art.P(s*dx, y)
		e := art.Almond(c, rx, ry).Transform(art.Rotate(art.Deg(s*tilt), c))
		p.Flat(art.Almond(c, rx+1.4, ry+1.4).Transform(art.Rotate(art.Deg(s*tilt), c)), art.Ink)
		p.Flat(e, white)
		p.Flat(art.Circle(c, ry*0.6), pupil)
	}
}

// glowEyes shine in colour col.
func glowEyes(p art.Pen, y, dx, r float64, col art.Color) {
	for _, s := range []float64{-1, 1} {
		c := art.P(s*dx, y)
		p.Flat(art.Circle(c, r*2.6), col.Alpha(0.25))
		p.Flat(art.Almond(c, r*1.3, r*0.8).Transform(art.Rotate(art.Deg(s*14), c)), col)
		p.Flat(art.Circle(c, r*0.35), art.White)
	}
}

// shoulders is a mound w wide from y down to the window's foot.
func shoulders(p art.Pen, y, w float64, col art.Color) {
	var b art.Path
	b.MoveTo(art.P(-w, 70))
	b.CubeTo(art.P(-w, y+12), art.P(-w*0.6, y), art.P(0, y))
	b.CubeTo(art.P(w*0.6, y), art.P(w, y+12), art.P(w, 70))
	b.Close()
	p.Shape(art.Clockwise(b), col)
}

// horn is a curved horn from base a (w wide) through b to the tip c.
func horn(a, b, c art.Pt, w float64) art.Path {
	d := b.Sub(a).Norm().Perp().Mul(w / 2)
	var p art.Path
	p.MoveTo(a.Add(d))
	p.QuadTo(b.Add(d.Mul(0.5)), c)
	p.QuadTo(b.Sub(d.Mul(0.5)), a.Sub(d))
	p.Close()
	return art.Clockwise(p)
}

func horns(p art.Pen, x, y, cx, cy, tx, ty, w float64, col art.Color) {
	for _, s := range []float64{-1, 1} {
		p.Shape(horn(art.P(s*x, y), art.P(s*cx, cy), art.P(s*tx, ty), w), col)
	}
}

// fangs hangs n teeth from y between x0 and x1, each h long.
func fangs(p art.Pen, y, x0, x1 float64, n int, h float64, col art.Color) {
	w := (x1 - x0) / float64(n)
	for i := 0; i < n; i++ {
		x := x0 + w*float64(i)
		p.Shape(art.Polygon(art.P(x+w*0.1, y), art.P(x+w*0.9, y), art.P(x+w/2, y+h)), col)
	}
}

// mouth is a dark open mouth with upper fangs.
func mouth(p art.Pen, y, w, h float64) {
	p.Shape(art.Blob(art.P(-w, y), art.P(0, y-h*0.2), art.P(w, y), art.P(w*0.5, y+h), art.P(-w*0.5, y+h)), art.Hex(0x3a1418))
	fangs(p, y-h*0.05, -w*0.75, w*0.75, 4, h*0.5, art.Bone)
}

// ears are two pointed ears from (±x, y) to (±tx, ty).
func ears(p art.Pen, x, y, tx, ty, w float64, col art.Color) {
	for _, s := range []float64{-1, 1} {
		e := art.Polygon(art.P(s*x, y-w/2), art.P(s*tx, ty), art.P(s*x, y+w/2))
		p.Shape(e, col)
		p.Flat(art.Polygon(art.P(s*(x+2), y-w/4), art.P(s*(tx-s*0), ty).Lerp(art.P(s*x, y), 0.2), art.P(s*(x+2), y+w/4)), col.Darker(0.3))
	}
}

// knife is a dagger from hilt a to tip b, in canvas terms through the pen.
func knife(p art.Pen, a, b art.Pt, w float64) {
	art.Sword(p.C, pt(p, a.X, a.Y), pt(p, b.X, b.Y), w*p.K)
}

var portraits = map[string]func(art.Pen){
	"enc_guard_dog": func(p art.Pen) {
		fur := art.Hex(0x9a6a3c)
		shoulders(p, 22, 62, fur.Darker(0.1))
		p.Shape(art.RoundRect(-40, 24, 80, 12, 5), art.Hex(0x3a2a22))
		for x := -32.0; x <= 32; x += 16 {
			p.Shape(art.Polygon(art.P(x-5, 26), art.P(x, 14), art.P(x+5, 26)), art.Steel)
		}
		for _, s := range []float64{-1, 1} {
			p.Shape(art.Blob(art.P(s*18, -34), art.P(s*36, -30), art.P(s*40, -6), art.P(s*30, 0)), fur.Darker(0.35))
		}
		p.Shape(head(art.P(0, -40), art.P(26, -30), art.P(28, 0), art.P(14, 20), art.P(-14, 20), art.P(-28, 0), art.P(-26, -30)), fur)
		p.Shape(head(art.P(0, -4), art.P(16, 2), art.P(14, 20), art.P(0, 26), art.P(-14, 20), art.P(-16, 2)), art.Hex(0xd9b48a))
		p.Shape(art.Ellipse(art.P(0, 3), 7, 5), art.Ink)
		eyes(p, -16, 12, 6, 4.5, 10, art.Hex(0xffe9a0), art.Ink)
		fangs(p, 18, -9, 9, 3, 6, art.Bone)
	},
	"enc_goblin": func(p art.Pen) {
		sk := art.Hex(0x6f9a3a)
		shoulders(p, 26, 46, art.Hex(0x6a4a2a))
		ears(p, 22, -12, 62, -26, 14, sk)
		p.Shape(head(art.P(0, -38), art.P(24, -28), art.P(24, 4), art.P(10, 24), art.P(-10, 24), art.P(-24, 4), art.P(-24, -28)), sk)
		eyes(p, -12, 10, 7, 5, 16, art.Hex(0xffe14a), art.Ink)
		p.Shape(art.Polygon(art.P(-4, -6), art.P(4, -6), art.P(0, 6)), sk.Darker(0.2))
		p.Shape(art.Blob(art.P(-14, 10), art.P(0, 14), art.P(14, 10), art.P(0, 18)), art.Hex(0x3a1418))
		fangs(p, 11, -10, 10, 4, 4, art.Bone)
		knife(p, art.P(48, 40), art.P(70, -10), 6)
	},
	"enc_giant_rat": func(p art.Pen) {
		fur := art.Hex(0x7a7068)
		shoulders(p, 24, 56, fur.Darker(0.15))
		for _, s := range []float64{-1, 1} {
			p.Shape(art.Circle(art.P(s*26, -32), 14), fur)
			p.Flat(art.Circle(art.P(s*26, -32), 8), art.Hex(0xd88a90))
		}
		p.Shape(head(art.P(0, -38), art.P(24, -24), art.P(16, 6), art.P(4, 30), art.P(-4, 30), art.P(-16, 6), art.P(-24, -24)), fur)
		p.Shape(art.Circle(art.P(0, 29), 5), art.Hex(0xd86a78))
		glowEyes(p, -14, 11, 4.5, art.Hex(0xff3a2a))
		p.Shape(art.Join(art.Rect(-4, 33, 3.6, 8), art.Rect(0.4, 33, 3.6, 8)), art.Bone)
		for _, s := range []float64{-1, 1} {
			for _, a := range []float64{-8, 0, 8} {
				p.Line(1, art.Ink, art.P(s*6, 26), art.P(s*40, 26+a))
			}
		}
	},
	"enc_kobold_sneak": func(p art.Pen) {
		cloak := art.Hex(0x3c3a4a)
		shoulders(p, 20, 50, cloak)
		p.Shape(head(art.P(0, -48), art.P(30, -26), art.P(30, 10), art.P(0, 20), art.P(-30, 10), art.P(-30, -26)), cloak.Lighter(0.1))
		p.Shape(head(art.P(0, -30), art.P(18, -20), art.P(16, 2), art.P(8, 22), art.P(-8, 22), art.P(-16, 2), art.P(-18, -20)), art.Hex(0xc0582e))
		glowEyes(p, -14, 9, 4, art.Hex(0xffd23a))
		p.Flat(art.Circle(art.P(-3, 14), 1.5), art.Ink)
		p.Flat(art.Circle(art.P(3, 14), 1.5), art.Ink)
		knife(p, art.P(-50, 40), art.P(-22, -12), 6)
	},
	"enc_skeleton": func(p art.Pen) {
		for i := 0; i < 4; i++ {
			y := 26 + float64(i)*9
			w := 34 - float64(i)*3
			p.Limb(5, art.Bone, art.P(-w, y+4), art.P(0, y), art.P(w, y+4))
		}
		p.Limb(6, art.Bone, art.P(0, 16), art.P(0, 60))
		p.Limb(6, art.Bone, art.P(-50, 24), art.P(50, 24))
		art.Skull(p.C, pt(p, 0, -12), 1.6*p.K)
		knife(p, art.P(56, 50), art.P(64, -30), 7)
	},
	"enc_green_slime": func(p art.Pen) {
		g := art.Hex(0x5cbf3a)
		p.Shape(art.Blob(art.P(-62, 48), art.P(-56, 10), art.P(-30, -24), art.P(0, -36), art.P(30, -22), art.P(58, 12), art.P(64, 48), art.P(0, 54)), g)
		p.Flat(art.Ellipse(art.P(-20, -14), 14, 7), art.Color{R: 1, G: 1, B: 1, A: 0.4})
		for _, b := range [][3]float64{{28, 20, 5}, {-30, 30, 4}, {10, 36, 3}} {
			p.Flat(art.Ring(art.P(b[0], b[1]), b[2]-1.2, b[2]), g.Darker(0.35))
		}
		eyes(p, -2, 14, 8, 7, 0, art.White, art.Ink)
		p.Flat(art.Blob(art.P(-10, 18), art.P(0, 22), art.P(10, 18), art.P(0, 26)), g.Darker(0.5))
	},
	"enc_gnoll_hunter": func(p art.Pen) {
		fur := art.Hex(0xc29a5a)
		p.Limb(4, art.Hex(0x6a4424), art.P(52, -50), art.P(74, 0), art.P(52, 50))
		p.Line(1, art.Ink, art.P(52, -50), art.P(52, 50))
		shoulders(p, 24, 54, art.Hex(0x5a4a3a))
		p.Shape(art.Blob(art.P(-20, -40), art.P(0, -50), art.P(20, -40), art.P(10, -10), art.P(-10, -10)), fur.Darker(0.4))
		ears(p, 14, -32, 30, -54, 12, fur)
		p.Shape(head(art.P(0, -38), art.P(20, -26), art.P(18, 0), art.P(10, 30), art.P(-10, 30), art.P(-18, 0), art.P(-20, -26)), fur)
		for _, s := range [][2]float64{{-10, -20}, {12, -28}, {8, -6}, {-12, 4}} {
			p.Flat(art.Circle(art.P(s[0], s[1]), 2.6), fur.Darker(0.45))
		}
		p.Shape(art.Ellipse(art.P(0, 26), 6, 4), art.Ink)
		eyes(p, -14, 9, 5, 3.6, 18, art.Hex(0xffd23a), art.Ink)
		fangs(p, 30, -7, 7, 3, 5, art.Bone)
	},
	"enc_orc_raider": func(p art.Pen) {
		sk := art.Hex(0x7a8c5a)
		shoulders(p, 24, 58, art.Hex(0x5a5048))
		for _, s := range []float64{-1, 1} {
			p.Shape(art.Ellipse(art.P(s*42, 34), 18, 12), art.SteelDark)
		}
		p.Shape(head(art.P(0, -30), art.P(28, -22), art.P(28, 6), art.P(14, 28), art.P(-14, 28), art.P(-28, 6), art.P(-28, -22)), sk)
		p.Shape(art.Blob(art.P(-30, -22), art.P(0, -48), art.P(30, -22), art.P(0, -26)), art.SteelDark)
		horns(p, 22, -32, 36, -44, 30, -60, 8, art.Bone)
		p.Shape(art.RoundRect(-24, -14, 48, 7, 3), sk.Darker(0.3))
		eyes(p, -4, 11, 6, 3.6, 16, art.Hex(0xff6a2a), art.Ink)
		p.Shape(art.RoundRect(-14, 12, 28, 6, 3), art.Hex(0x3a1418))
		for _, s := range []float64{-1, 1} {
			p.Shape(horn(art.P(s*10, 18), art.P(s*12, 10), art.P(s*9, 2), 5), art.Bone)
		}
		p.Limb(5, art.Hex(0x6a4424), art.P(-70, 50), art.P(-52, -20))
		p.Shape(art.Blob(art.P(-52, -20), art.P(-72, -34), art.P(-74, -10), art.P(-62, -4)), art.Steel)
	},
	"enc_zombie": func(p art.Pen) {
		sk := art.Hex(0x8aa07a)
		shoulders(p, 24, 52, art.Hex(0x5a5a6a))
		p.Limb(12, sk, art.P(-46, 40), art.P(-64, 4))
		p.Limb(12, sk, art.P(46, 40), art.P(70, 12))
		p.Shape(head(art.P(-2, -40), art.P(24, -28), art.P(24, 6), art.P(10, 26), art.P(-12, 26), art.P(-26, 4), art.P(-22, -30)), sk)
		p.Flat(art.Ellipse(art.P(-10, -12), 7, 6), art.Hex(0x2a2420))
		p.Flat(art.Circle(art.P(-10, -12), 2), art.Hex(0xe0e0c0))
		eyes(p, -12, 10, 6, 3, -10, art.Hex(0xeae6c0), art.Ink)
		p.Line(1.6, art.Hex(0x4a2a2a), art.P(6, -34), art.P(16, -20))
		for _, y := range []float64{-31, -26, -21} {
			p.Line(1.2, art.Hex(0x4a2a2a), art.P(8, y), art.P(16, y-3))
		}
		p.Shape(art.Blob(art.P(-12, 12), art.P(4, 10), art.P(10, 16), art.P(-2, 20)), art.Hex(0x3a1418))
	},
	"enc_hobgoblin_brute": func(p art.Pen) {
		sk := art.Hex(0xc0642e)
		shoulders(p, 20, 64, art.Hex(0x4a3a30))
		ears(p, 24, -10, 50, -18, 12, sk)
		p.Shape(head(art.P(0, -40), art.P(26, -28), art.P(28, 4), art.P(20, 26), art.P(-20, 26), art.P(-28, 4), art.P(-26, -28)), sk)
		p.Shape(art.RoundRect(-26, -20, 52, 8, 3), sk.Darker(0.35))
		eyes(p, -8, 11, 6, 3.8, 20, art.Hex(0xffe14a), art.Ink)
		p.Shape(art.RoundRect(-16, 10, 32, 8, 3), art.Hex(0x3a1418))
		fangs(p, 10.5, -14, 14, 5, 4, art.Bone)
		p.Limb(8, art.Hex(0x6a4424), art.P(50, 54), art.P(66, -20))
		p.Shape(art.Ellipse(art.P(66, -24), 11, 16), art.Hex(0x7a5434))
		for _, a := range []float64{-60, 0, 60, 180} {
			q := art.Polar(art.P(66, -24), 12, art.Deg(a))
			p.Shape(art.Polygon(q.Add(art.P(-3, 0)), q.Add(art.P(3, 0)), art.Polar(art.P(66, -24), 20, art.Deg(a))), art.Steel)
		}
	},
	"enc_cave_troll": func(p art.Pen) {
		sk := art.Hex(0x6a8094)
		shoulders(p, 14, 74, sk.Darker(0.2))
		p.Shape(head(art.P(0, -46), art.P(34, -32), art.P(36, 4), art.P(22, 30), art.P(-22, 30), art.P(-36, 4), art.P(-34, -32)), sk)
		p.Shape(art.RoundRect(-30, -26, 60, 9, 4), sk.Darker(0.3))
		p.Shape(art.Blob(art.P(0, -16), art.P(8, 0), art.P(6, 12), art.P(-6, 12), art.P(-8, 0)), sk.Lighter(0.15))
		eyes(p, -12, 15, 4, 3, 10, art.Hex(0xffe14a), art.Ink)
		p.Shape(art.RoundRect(-20, 16, 40, 7, 3), art.Hex(0x3a1418))
		for _, s := range []float64{-1, 1} {
			p.Shape(horn(art.P(s*14, 22), art.P(s*16, 14), art.P(s*12, 6), 6), art.Bone)
		}
		p.Flat(art.Circle(art.P(22, -36), 3), sk.Darker(0.35))
		p.Flat(art.Circle(art.P(-26, 8), 2.5), sk.Darker(0.35))
	},
	"enc_wraith": func(p art.Pen) {
		c := art.Hex(0x2a3440)
		p.Shape(art.Blob(art.P(0, -52), art.P(34, -30), art.P(44, 10), art.P(62, 50), art.P(20, 40), art.P(0, 56), art.P(-20, 40), art.P(-62, 50), art.P(-44, 10), art.P(-34, -30)), c)
		p.Flat(art.Blob(art.P(0, -38), art.P(20, -22), art.P(18, 8), art.P(0, 16), art.P(-18, 8), art.P(-20, -22)), art.Hex(0x0a0c10))
		glowEyes(p, -12, 9, 4.5, art.Hex(0x6af0ff))
		for _, s := range []float64{-1, 1} {
			for _, d := range []float64{-8, 0, 8} {
				p.Limb(2.4, art.Hex(0xbfd8e0), art.P(s*50, 26+d*0.3), art.P(s*66, 10+d))
			}
		}
	},
	"enc_death_knight": func(p art.Pen) {
		plate := art.Hex(0x3a3a44)
		shoulders(p, 24, 60, plate)
		for _, s := range []float64{-1, 1} {
			p.Shape(art.Ellipse(art.P(s*44, 30), 20, 13), plate.Lighter(0.15))
			for _, x := range []float64{36, 48, 58} {
				p.Shape(art.Polygon(art.P(s*(x-4), 22), art.P(s*(x+2), 4), art.P(s*(x+4), 22)), art.Steel)
			}
		}
		p.Shape(art.RoundPolygon(6, art.P(-24, -40), art.P(24, -40), art.P(26, 14), art.P(0, 28), art.P(-26, 14)), plate.Lighter(0.25))
		p.Flat(art.Join(art.Rect(-20, -16, 40, 6), art.Rect(-3, -16, 6, 26)), art.Hex(0x0a0808))
		glowEyes(p, -13, 11, 3.6, art.Hex(0xff3a2a))
		p.Shape(art.Polygon(art.P(-4, -40), art.P(0, -56), art.P(4, -40)), art.Hex(0x8a1a1a))
	},
	"enc_ogre": func(p art.Pen) {
		sk := art.Hex(0xb08a5a)
		shoulders(p, 16, 76, art.Hex(0x6a5a3a))
		for _, s := range []float64{-1, 1} {
			p.Shape(art.Ellipse(art.P(s*38, -8), 8, 11), sk)
		}
		p.Shape(head(art.P(0, -46), art.P(34, -30), art.P(36, 6), art.P(24, 32), art.P(-24, 32), art.P(-36, 6), art.P(-34, -30)), sk)
		eyes(p, -16, 12, 5, 3.6, 14, art.Hex(0xfff4d0), art.Ink)
		p.Shape(art.RoundRect(-26, -25, 52, 7, 3), sk.Darker(0.3))
		p.Shape(art.Ellipse(art.P(0, 0), 10, 8), sk.Lighter(0.1))
		p.Shape(art.RoundRect(-18, 16, 36, 8, 4), art.Hex(0x3a1418))
		p.Shape(art.Rect(-10, 15, 7, 7), art.Bone)
		p.Limb(2, art.Hex(0x6a4424), art.P(-10, -44), art.P(-4, -38), art.P(2, -44))
	},
	"enc_pit_trap": func(p art.Pen) {
		p.Flat(art.Rect(-90, -60, 180, 120), art.Hex(0x8a7a66))
		for _, y := range []float64{-40, -14, 30} {
			p.Line(1.2, art.Hex(0x5a4e40), art.P(-90, y), art.P(90, y))
		}
		p.Shape(art.Ellipse(art.P(0, 8), 60, 30), art.Hex(0x1a1210))
		for i := -3; i <= 3; i++ {
			x := float64(i) * 14
			p.Shape(art.Polygon(art.P(x-4, 30), art.P(x, 6+math.Abs(float64(i))*3), art.P(x+4, 30)), art.Steel.Darker(0.2))
		}
		p.Flat(art.StrokePath(3, true, art.Ellipse(art.P(0, 8), 60, 30)), art.Hex(0x5a4e40))
	},
	"enc_yawning_chasm": func(p art.Pen) {
		// Seen from above: a jagged crack across the floor, its far wall
		// lit, its depth black.
		p.Flat(art.Rect(-90, -60, 180, 120), art.Hex(0x8a7a66))
		for _, y := range []float64{-36, -10, 16, 42} {
			p.Line(1.2, art.Hex(0x5a4e40), art.P(-90, y), art.P(90, y))
		}
		top := []art.Pt{art.P(-92, -30), art.P(-60, -20), art.P(-40, -28), art.P(-10, -8), art.P(20, -14), art.P(50, 6), art.P(92, 0)}
		bot := []art.Pt{art.P(92, 44), art.P(56, 40), art.P(30, 30), art.P(0, 36), art.P(-30, 16), art.P(-56, 20), art.P(-92, 8)}
		gap := art.Polygon(append(append([]art.Pt{}, top...), bot...)...)
		p.Shape(gap, art.Hex(0x0c0808))
		wall := append([]art.Pt{}, top...)
		for i := len(top) - 1; i >= 0; i-- {
			wall = append(wall, top[i].Add(art.P(0, 12)))
		}
		p.Clipped(art.Polygon(wall...), gap, art.Hex(0x5a4a3c))
		for _, q := range [][3]float64{{-20, 22, 2.4}, {10, 20, 1.8}, {40, 26, 2}} {
			p.Flat(art.Circle(art.P(q[0], q[1]), q[2]), art.Hex(0x6a5a4a))
		}
	},
	"enc_poison_dart_trap": func(p art.Pen) {
		p.Flat(art.Rect(-90, -60, 180, 120), art.Hex(0x6a5e52))
		for row := 0; row < 6; row++ {
			off := float64(row%2) * 20
			for x := -100.0; x < 100; x += 40 {
				p.Flat(art.StrokePath(1.4, true, art.Rect(x+off, -60+float64(row)*20, 40, 20)), art.Hex(0x3e352c))
			}
		}
		for _, y := range []float64{-30, 0, 30} {
			p.Shape(art.Circle(art.P(-60, y), 5), art.Ink)
			p.Limb(2.6, art.Hex(0x6a4424), art.P(-30+y*0.3, y-6), art.P(20+y*0.3, y-14))
			p.Shape(art.Polygon(art.P(20+y*0.3, y-18), art.P(32+y*0.3, y-16), art.P(21+y*0.3, y-10)), art.Hex(0x6ad84a))
			p.Flat(art.Circle(art.P(34+y*0.3, y-8), 2.4), art.Hex(0x6ad84a))
		}
	},
	"enc_sleeping_dragon": func(p art.Pen) {
		for i := 0; i < 14; i++ {
			x := -80 + float64(i)*12.5
			p.Shape(art.Ellipse(art.P(x, 46-float64(i%3)*3), 8, 4), art.Gold)
		}
		sc := art.Hex(0x3f8a4a)
		p.Shape(art.Blob(art.P(-70, 40), art.P(-60, 0), art.P(-10, -16), art.P(40, -6), art.P(60, 30), art.P(20, 44)), sc)
		p.Limb(10, sc, art.P(50, 34), art.P(74, 10), art.P(70, -10))
		p.Shape(art.Blob(art.P(-54, 0), art.P(-74, -20), art.P(-44, -34), art.P(-20, -18), art.P(-30, 6)), sc.Lighter(0.1))
		p.Shape(horn(art.P(-46, -30), art.P(-40, -44), art.P(-26, -48), 7), art.Bone)
		p.Line(2, art.Ink, art.P(-56, -18), art.P(-46, -16))
		for i, s := range []float64{10, 14, 18} {
			x, y := -10+float64(i)*18, -30-float64(i)*8
			p.Line(2.2, art.White, art.P(x, y), art.P(x+s*0.6, y), art.P(x, y+s*0.6), art.P(x+s*0.6, y+s*0.6))
		}
	},
	"enc_wandering_healer": func(p art.Pen) {
		robe := art.Hex(0xe8e0cc)
		p.Limb(4, art.Hex(0x7a5434), art.P(42, 60), art.P(42, -34))
		p.Flat(art.Circle(art.P(42, -42), 16), healGreen.Alpha(0.35))
		p.Shape(art.Join(art.Rect(39, -54, 6, 24), art.Rect(32, -45, 20, 6)), healGreen.Lighter(0.3))
		shoulders(p, 18, 44, robe)
		p.Shape(art.Blob(art.P(0, -46), art.P(26, -28), art.P(26, 12), art.P(0, 22), art.P(-26, 12), art.P(-26, -28)), robe.Darker(0.1))
		p.Shape(art.Blob(art.P(0, -30), art.P(14, -18), art.P(12, 6), art.P(0, 12), art.P(-12, 6), art.P(-14, -18)), art.Hex(0xe0b48a))
		eyes(p, -12, 6, 3, 1.6, 0, art.Ink, art.Ink)
		p.Line(1.6, art.Ink, art.P(-5, 2), art.P(0, 5), art.P(5, 2))
	},
	"enc_ambush": func(p art.Pen) {
		p.Flat(art.Rect(-90, -60, 180, 120), art.Hex(0x14100e))
		for _, e := range [][2]float64{{-56, -30}, {50, -36}, {-10, -10}, {-60, 24}, {56, 18}} {
			for _, s := range []float64{-1, 1} {
				c := art.P(e[0]+s*6, e[1])
				p.Flat(art.Almond(c, 4.4, 2.4).Transform(art.Rotate(art.Deg(s*16), c)), art.Hex(0xffd23a))
			}
		}
		knife(p, art.P(-30, 50), art.P(30, -10), 8)
		knife(p, art.P(30, 50), art.P(-30, -10), 8)
	},
	// Bosses.
	"boss_ashmaw_red_dragon": func(p art.Pen) {
		sc := art.Hex(0xb8302a)
		p.Flat(art.FlamePath(art.P(0, 50), 40), art.Hex(0xffa03a).Alpha(0.6))
		horns(p, 18, -30, 34, -52, 50, -64, 10, art.Bone)
		p.Shape(head(art.P(0, -46), art.P(28, -36), art.P(30, -6), art.P(22, 30), art.P(0, 50), art.P(-22, 30), art.P(-30, -6), art.P(-28, -36)), sc)
		p.Shape(art.Blob(art.P(0, 10), art.P(16, 18), art.P(14, 40), art.P(0, 48), art.P(-14, 40), art.P(-16, 18)), sc.Lighter(0.2))
		glowEyes(p, -16, 14, 5, art.Hex(0xffd23a))
		for _, s := range []float64{-1, 1} {
			p.Flat(art.Ellipse(art.P(s*6, 38), 2.2, 3), art.Ink)
		}
		fangs(p, 26, -18, -12, 1, 10, art.Bone)
		fangs(p, 26, 12, 18, 1, 10, art.Bone)
	},
	"boss_balgoroth_pit_demon": func(p art.Pen) {
		sk := art.Hex(0x9a1e22)
		for _, s := range []float64{-1, 1} {
			p.Shape(art.Polygon(art.P(s*20, 0), art.P(s*70, -50), art.P(s*64, -10), art.P(s*80, 10), art.P(s*50, 20)), art.Hex(0x3a1418))
		}
		shoulders(p, 26, 56, sk.Darker(0.2))
		horns(p, 22, -30, 52, -40, 44, -72, 12, art.Hex(0x2a2020))
		p.Shape(head(art.P(0, -44), art.P(28, -32), art.P(28, 4), art.P(12, 30), art.P(-12, 30), art.P(-28, 4), art.P(-28, -32)), sk)
		glowEyes(p, -14, 12, 5, art.Hex(0xffd23a))
		mouth(p, 12, 14, 12)
	},
	"boss_count_morvane": func(p art.Pen) {
		p.Shape(art.Polygon(art.P(-70, 60), art.P(-56, -10), art.P(-26, 16), art.P(26, 16), art.P(56, -10), art.P(70, 60)), art.Hex(0x8a1020))
		shoulders(p, 22, 40, art.Hex(0x1a1418))
		p.Shape(art.Polygon(art.P(-8, 22), art.P(8, 22), art.P(0, 50)), art.White)
		skin := art.Hex(0xe6e0dc)
		p.Shape(head(art.P(0, -42), art.P(24, -30), art.P(22, 2), art.P(10, 24), art.P(-10, 24), art.P(-22, 2), art.P(-24, -30)), skin)
		p.Flat(art.Polygon(art.P(-25, -28), art.P(-24, -44), art.P(0, -52), art.P(24, -44), art.P(25, -28), art.P(10, -34), art.P(0, -22), art.P(-10, -34)), art.Hex(0x141014))
		glowEyes(p, -12, 10, 3.8, art.Hex(0xe02030))
		p.Flat(art.StrokeButt(2, art.P(-8, 10), art.P(8, 10)), art.Hex(0x6a1018))
		p.Shape(art.Polygon(art.P(-6, 10), art.P(-3, 10), art.P(-4.5, 17)), art.White)
		p.Shape(art.Polygon(art.P(3, 10), art.P(6, 10), art.P(4.5, 17)), art.White)
	},
	"boss_xul_necromancer": func(p art.Pen) {
		robe := art.Hex(0x3a2a50)
		p.Limb(4, art.Hex(0x4a3a2a), art.P(-50, 60), art.P(-50, -20))
		art.Skull(p.C, pt(p, -50, -34), 0.7*p.K)
		p.Flat(art.Circle(art.P(-50, -34), 22), art.Hex(0x6af07a).Alpha(0.25))
		shoulders(p, 20, 54, robe)
		p.Shape(art.Blob(art.P(0, -54), art.P(30, -30), art.P(30, 14), art.P(0, 26), art.P(-30, 14), art.P(-30, -30)), robe.Lighter(0.1))
		p.Flat(art.Blob(art.P(0, -36), art.P(18, -20), art.P(16, 8), art.P(0, 16), art.P(-16, 8), art.P(-18, -20)), art.Hex(0x0c0a10))
		glowEyes(p, -12, 8, 4, art.Hex(0x6af07a))
	},
	"boss_bone_king_lich": func(p art.Pen) {
		shoulders(p, 22, 56, art.Hex(0x4a2a6a))
		p.Shape(art.Polygon(art.P(-24, 22), art.P(24, 22), art.P(0, 50)), art.GoldDark)
		art.Skull(p.C, pt(p, 0, -6), 1.7*p.K)
		cr := crownPath(art.P(0, -36), 22)
		p.Shape(cr, art.Gold)
		for _, x := range []float64{-10, 0, 10} {
			p.Flat(art.Circle(art.P(x, -28), 2.2), art.Hex(0x6a30b0))
		}
		glowEyes(p, -6, 9, 2.6, art.Hex(0x9a6aff))
	},
	"boss_gorrak_minotaur": func(p art.Pen) {
		fur := art.Hex(0x6a4028)
		shoulders(p, 22, 66, fur.Darker(0.2))
		horns(p, 20, -30, 56, -30, 60, -60, 12, art.Bone)
		for _, s := range []float64{-1, 1} {
			p.Shape(art.Ellipse(art.P(s*34, -18), 12, 6), fur)
		}
		p.Shape(head(art.P(0, -44), art.P(24, -32), art.P(24, 0), art.P(18, 28), art.P(-18, 28), art.P(-24, 0), art.P(-24, -32)), fur)
		p.Shape(art.Ellipse(art.P(0, 18), 18, 13), fur.Lighter(0.25))
		p.Flat(art.Ellipse(art.P(-7, 16), 3, 4), art.Ink)
		p.Flat(art.Ellipse(art.P(7, 16), 3, 4), art.Ink)
		p.Flat(art.StrokePath(2.6, true, art.Circle(art.P(0, 27), 6)), art.Gold)
		glowEyes(p, -14, 12, 4, art.Hex(0xff3a2a))
	},
	"boss_gazing_horror": func(p art.Pen) {
		body := art.Hex(0x7a4a8a)
		for i := 0; i < 7; i++ {
			a := art.Deg(-160 + float64(i)*23.3)
			tip := art.Polar(art.P(0, 0), 62, a)
			p.Limb(4, body.Darker(0.1), art.Polar(art.P(0, 0), 30, a), art.Polar(art.P(0, 0), 48, a+0.2), tip)
			p.Shape(art.Circle(tip, 7), art.White)
			p.Flat(art.Circle(tip, 3.4), art.Ink)
		}
		p.Shape(art.Circle(art.P(0, 6), 40), body)
		p.Shape(art.Almond(art.P(0, -2), 24, 15), art.White)
		p.Flat(art.Circle(art.P(0, -2), 10), art.Hex(0xd0302a))
		p.Flat(art.Circle(art.P(0, -2), 5), art.Ink)
		p.Shape(art.Blob(art.P(-22, 26), art.P(0, 22), art.P(22, 26), art.P(0, 38)), art.Hex(0x3a1418))
		fangs(p, 25, -18, 18, 6, 6, art.Bone)
	},
	"boss_grimjaw_troll_king": func(p art.Pen) {
		sk := art.Hex(0x5e8a6a)
		shoulders(p, 14, 74, art.Hex(0x6a3a2a))
		p.Shape(head(art.P(0, -40), art.P(34, -28), art.P(36, 6), art.P(24, 34), art.P(-24, 34), art.P(-36, 6), art.P(-34, -28)), sk)
		p.Shape(crownPath(art.P(0, -46), 24), art.Gold)
		p.Shape(art.RoundRect(-30, -22, 60, 8, 4), sk.Darker(0.3))
		p.Shape(art.Blob(art.P(0, -12), art.P(8, 2), art.P(6, 14), art.P(-6, 14), art.P(-8, 2)), sk.Lighter(0.15))
		eyes(p, -8, 15, 4.5, 3.2, 10, art.Hex(0xffe14a), art.Ink)
		p.Shape(art.RoundRect(-22, 20, 44, 7, 3), art.Hex(0x3a1418))
		for _, s := range []float64{-1, 1} {
			p.Shape(horn(art.P(s*15, 26), art.P(s*18, 16), art.P(s*13, 6), 7), art.Bone)
		}
	},
	"boss_skitterfang": func(p art.Pen) {
		body := art.Hex(0x2a2430)
		for _, s := range []float64{-1, 1} {
			for i := 0; i < 4; i++ {
				y := -16 + float64(i)*12
				p.Limb(4, body.Lighter(0.2), art.P(s*16, y), art.P(s*(48+float64(i)*4), y-26+float64(i)*6), art.P(s*(66-float64(i)*2), y+20+float64(i)*8))
			}
		}
		p.Shape(art.Ellipse(art.P(0, 28), 28, 26), body)
		p.Flat(art.Polygon(art.P(-8, 18), art.P(8, 18), art.P(0, 28), art.P(8, 38), art.P(-8, 38), art.P(0, 28)), art.Hex(0xd02a2a))
		p.Shape(art.Circle(art.P(0, -14), 20), body.Lighter(0.1))
		for _, e := range [][3]float64{{-7, -18, 4}, {7, -18, 4}, {-13, -10, 2.6}, {13, -10, 2.6}, {-3, -8, 2}, {3, -8, 2}} {
			p.Flat(art.Circle(art.P(e[0], e[1]), e[2]), art.Hex(0xff3a2a))
		}
		p.Shape(crownPath(art.P(0, -38), 14), art.Gold)
		for _, s := range []float64{-1, 1} {
			p.Shape(horn(art.P(s*5, 2), art.P(s*8, 10), art.P(s*3, 16), 4), art.Bone)
		}
	},
	"boss_iron_golem": func(p art.Pen) {
		iron := art.Hex(0x7a8088)
		shoulders(p, 20, 70, iron.Darker(0.25))
		for _, s := range []float64{-1, 1} {
			p.Shape(art.RoundRect(s*48-18, 12, 36, 26, 5), iron)
		}
		p.Shape(art.RoundRect(-30, -46, 60, 72, 8), iron)
		p.Flat(art.RoundRect(-22, -22, 44, 9, 2), art.Hex(0x1a1410))
		p.Flat(art.RoundRect(-18, -20, 36, 5, 2), art.Hex(0xff8a2a))
		p.Flat(art.RoundRect(-22, 4, 44, 12, 2), art.Hex(0x1a1410))
		for x := -16.0; x <= 16; x += 8 {
			p.Flat(art.Rect(x-1, 4, 2, 12), iron.Darker(0.2))
		}
		for _, q := range [][2]float64{{-24, -40}, {24, -40}, {-24, 20}, {24, 20}, {0, -40}} {
			p.Shape(art.Circle(art.P(q[0], q[1]), 2.6), art.Steel)
		}
		p.Flat(art.Rect(-1.5, -46, 3, 20), iron.Darker(0.3))
	},
}

// warrior is the hero: a helmeted fighter with a sword and a shield.
func warrior(p art.Pen) {
	shoulders(p, 24, 56, art.Hex(0x4a6a9a))
	p.Shape(art.Blob(art.P(-24, 30), art.P(0, 24), art.P(24, 30), art.P(0, 60)), art.Steel)
	p.Shape(head(art.P(0, -30), art.P(20, -20), art.P(20, 6), art.P(10, 24), art.P(-10, 24), art.P(-20, 6), art.P(-20, -20)), art.Hex(0xe0b48a))
	p.Shape(art.Blob(art.P(-24, -10), art.P(-22, -38), art.P(0, -50), art.P(22, -38), art.P(24, -10), art.P(0, -22)), art.Steel)
	p.Shape(art.RoundRect(-3, -22, 6, 26, 2), art.Steel.Darker(0.1))
	p.Flat(art.Circle(art.P(-9, -4), 2.4), art.Ink)
	p.Flat(art.Circle(art.P(9, -4), 2.4), art.Ink)
	p.Line(2, art.Hex(0x8a4a2a), art.P(-7, 12), art.P(7, 12))
	art.Sword(p.C, pt(p, 40, 40), pt(p, 62, -56), 9*p.K)
	art.HeaterShield(p.C, pt(p, -46, 28), 24*p.K)
}
