package herodice

import (
	"github.com/herotable/herotable/assets/internal/art"
)

// The treasure pictures, one per Treasure.Art: the weapons, armour and
// items, drawn across the window (x -80..80, y -48..48 in local units).
// The Healing Potion and the Potion of Strength share the bottle, each
// filled with its own colour and marked with its own sign (a cross, an
// arm's worth of dice).

func treasurePicture(t Treasure) func(art.Pen) {
	if t.Art == "potion" {
		if t.ID == "trs_healing_potion" {
			return func(p art.Pen) { potion(p, art.Hex(0xd0342c), "heal") }
		}
		return func(p art.Pen) { potion(p, art.Hex(0xe8872a), "strength") }
	}
	if f, ok := treasureArt[t.Art]; ok {
		return f
	}
	panic("no treasure art " + t.Art)
}

// axeHead is an axe blade on a haft at x = hx, y = hy, facing dir (±1); a
// double axe draws two.
func axeHead(p art.Pen, hx, hy, size, dir float64) {
	pts := []art.Pt{art.P(hx, hy-size*0.3), art.P(hx+dir*size*0.7, hy-size*0.9), art.P(hx+dir*size*1.05, hy-size*0.2),
		art.P(hx+dir*size*1.05, hy+size*0.3), art.P(hx+dir*size*0.7, hy+size*0.9), art.P(hx, hy+size*0.3)}
	p.Shape(art.Blob(pts...), art.Steel)
	p.Line(1.4, art.SteelDark, art.P(hx+dir*size*0.95, hy-size*0.25), art.P(hx+dir*size*0.95, hy+size*0.35))
}

func potion(p art.Pen, liquid art.Color, sign string) {
	glass := art.Hex(0xdce8ee)
	body := art.Circle(art.P(0, 12), 32)
	neck := art.RoundRect(-9, -40, 18, 28, 3)
	p.Shape(art.Join(body, neck), glass)
	p.Clipped(art.Rect(-40, 0, 80, 50), body, liquid)
	p.Flat(art.Ellipse(art.P(-14, 0), 6, 12), art.Color{R: 1, G: 1, B: 1, A: 0.45})
	p.Shape(art.RoundRect(-11, -50, 22, 12, 3), art.Hex(0x8a5a30))
	switch sign {
	case "heal":
		w := 5.0
		cross := art.Join(art.Rect(-w, 8, 2*w, 28), art.Rect(-14, 22-w, 28, 2*w))
		p.Shape(cross, art.White)
	case "strength":
		for i, x := range []float64{-9, 9} {
			_ = i
			p.Shape(art.RoundRect(x-8, 14, 16, 16, 3), art.Hex(0xfffaf0))
			p.Flat(art.Circle(art.P(x, 22), 2.4), art.Ink)
		}
		p.Shape(art.Join(art.Rect(-40, 10, 12, 4), art.Rect(-36, 6, 4, 12)), art.White)
	}
}

var treasureArt = map[string]func(art.Pen){
	"rusty_sword": func(p art.Pen) {
		art.Sword(p.C, pt(p, -62, 34), pt(p, 66, -30), 13*p.K)
		for _, q := range [][3]float64{{20, -8, 5}, {38, -16, 4}, {4, 0, 3.5}, {50, -22, 3}} {
			p.Flat(art.Circle(art.P(q[0], q[1]), q[2]), art.Hex(0x9a5a28).Alpha(0.85))
		}
	},
	"short_sword": func(p art.Pen) {
		art.Sword(p.C, pt(p, -40, 30), pt(p, 46, -24), 14*p.K)
	},
	"long_sword": func(p art.Pen) {
		art.Sword(p.C, pt(p, -78, 40), pt(p, 80, -40), 14*p.K)
		p.Flat(art.Circle(art.P(60, -34), 10), art.Color{R: 1, G: 1, B: 1, A: 0.35})
	},
	"hand_axe": func(p art.Pen) {
		p.Limb(7, art.Hex(0x8a5a30), art.P(-30, 44), art.P(20, -36))
		axeHead(p, 16, -28, 24, 1)
	},
	"battle_axe": func(p art.Pen) {
		p.Limb(8, art.Hex(0x6a4424), art.P(0, 50), art.P(0, -46))
		axeHead(p, 4, -22, 28, 1)
		axeHead(p, -4, -22, 28, -1)
		p.Shape(art.Polygon(art.P(-4, -46), art.P(0, -56), art.P(4, -46)), art.Steel)
	},
	"spear": func(p art.Pen) {
		p.Limb(5, art.Hex(0x8a5a30), art.P(-80, 42), art.P(50, -24))
		p.Shape(art.Polygon(art.P(44, -14), art.P(82, -42), art.P(56, -2)), art.Steel)
		p.Flat(art.Polygon(art.P(44, -14), art.P(82, -42), art.P(50, -8)), art.White.Alpha(0.4))
		p.Limb(3, art.Hex(0xb02a2a), art.P(44, -18), art.P(34, -4))
	},
	"studded_leather": func(p art.Pen) {
		col := art.Hex(0x8a5a30)
		p.Shape(tunic(), col)
		for y := -20.0; y <= 30; y += 12 {
			for x := -24.0; x <= 24; x += 12 {
				p.Shape(art.Circle(art.P(x+float64(int(y)%24)/4, y), 2.6), art.Steel)
			}
		}
	},
	"troll_hide_cloak": func(p art.Pen) {
		col := art.Hex(0x5e7a4a)
		p.Shape(art.Polygon(art.P(-16, -40), art.P(16, -40), art.P(50, 46), art.P(-50, 46)), col)
		p.Shape(art.Circle(art.P(0, -36), 7), art.Gold)
		for _, q := range [][2]float64{{-20, 0}, {14, 10}, {-6, 30}, {28, 36}, {-32, 34}} {
			p.Flat(art.Ellipse(art.P(q[0], q[1]), 5, 3), col.Darker(0.3))
		}
		for x := -44.0; x <= 44; x += 11 {
			p.Flat(art.Polygon(art.P(x-4, 44), art.P(x, 52), art.P(x+4, 44)), col.Darker(0.2))
		}
	},
	"chain_mail": func(p art.Pen) {
		p.Shape(tunic(), art.Steel)
		for y := -22.0; y <= 38; y += 6 {
			for x := -40.0; x <= 40; x += 6 {
				off := 0.0
				if int(y)%12 == 0 {
					off = 3
				}
				p.Clipped(art.Ring(art.P(x+off, y), 1.6, 2.8), tunic(), art.SteelDark)
			}
		}
	},
	"dwarven_plate": func(p art.Pen) {
		p.Shape(tunic(), art.Hex(0xa8b0b8))
		p.Shape(art.RoundPolygon(6, art.P(-26, -22), art.P(26, -22), art.P(22, 16), art.P(0, 26), art.P(-22, 16)), art.Hex(0xd0d8de))
		p.Line(2, art.SteelDark, art.P(0, -20), art.P(0, 22))
		p.Shape(art.RoundRect(-30, 28, 60, 8, 3), art.Gold)
		for _, x := range []float64{-20, 0, 20} {
			p.Flat(art.Circle(art.P(x, 32), 2), art.Ink)
		}
	},
	"fire_bomb": func(p art.Pen) {
		p.Shape(art.Circle(art.P(0, 10), 30), art.Hex(0x2a2a30))
		p.Flat(art.Ellipse(art.P(-10, -2), 8, 5), art.Color{R: 1, G: 1, B: 1, A: 0.3})
		p.Shape(art.RoundRect(-8, -26, 16, 10, 2), art.SteelDark)
		p.Limb(3, art.Hex(0xc0a060), art.P(0, -26), art.P(10, -36), art.P(20, -34))
		p.Flat(art.FlamePath(art.P(22, -34), 9), art.Hex(0xffa03a))
		p.Flat(art.FlamePath(art.P(22, -34), 5), art.Hex(0xfff0a0))
		p.Shape(art.FlamePath(art.P(0, 20), 9), art.Hex(0xe8572a))
	},
	"smoke_bomb": func(p art.Pen) {
		for _, q := range [][3]float64{{-40, -20, 26}, {36, -26, 28}, {0, -38, 22}} {
			p.Shape(art.CloudPath(art.P(q[0], q[1]), q[2]*2, q[2]*1.2), art.Hex(0xb8b8bc))
		}
		p.Shape(art.Circle(art.P(0, 18), 26), art.Hex(0x8a8a94))
		p.Shape(art.RoundRect(-7, -12, 14, 9, 2), art.SteelDark)
		p.Flat(art.Ellipse(art.P(-9, 8), 7, 4), art.Color{R: 1, G: 1, B: 1, A: 0.3})
	},
	"lucky_charm": func(p art.Pen) {
		leaf := art.Hex(0x4aa04a)
		for _, a := range []float64{-45, 45, 135, 225} {
			c := art.Polar(art.P(0, -4), 18, art.Deg(a))
			p.Shape(heartPath(art.P(0, 0), 18).Transform(art.Rotate(art.Deg(a+90), art.P(0, 0))).Transform(art.Translate(c.X, c.Y)), leaf)
		}
		p.Limb(4, leaf.Darker(0.2), art.P(0, 4), art.P(8, 30), art.P(18, 44))
		p.Shape(art.Circle(art.P(0, -4), 5), art.Gold)
	},
	"rope": func(p art.Pen) {
		col := art.Hex(0xc8a060)
		for i, r := range []float64{36, 28, 20} {
			_ = i
			p.Shape(art.Ring(art.P(0, 6), r-5, r), col)
		}
		p.Limb(6, col, art.P(30, 20), art.P(56, 30), art.P(70, 48))
		for a := 0.0; a < 360; a += 20 {
			p.Line(1, col.Darker(0.4), art.Polar(art.P(0, 6), 31, art.Deg(a)), art.Polar(art.P(0, 6), 36, art.Deg(a+8)))
		}
	},
	"backpack": func(p art.Pen) {
		col := art.Hex(0x8a5a30)
		p.Limb(5, col.Darker(0.3), art.P(-20, -30), art.P(-24, -50), art.P(24, -50), art.P(20, -30))
		p.Shape(art.RoundRect(-34, -36, 68, 82, 14), col)
		p.Shape(art.RoundPolygon(8, art.P(-34, -36), art.P(34, -36), art.P(34, -4), art.P(-34, -4)), col.Lighter(0.15))
		p.Shape(art.RoundRect(-5, -10, 10, 10, 2), art.Gold)
		p.Shape(art.RoundRect(-24, 12, 48, 26, 6), col.Darker(0.15))
	},
	"phoenix_feather": func(p art.Pen) {
		p.Flat(art.Circle(art.P(0, 0), 50), art.Hex(0xffc940).Alpha(0.35))
		f := art.Blob(art.P(-40, 44), art.P(-30, 10), art.P(0, -28), art.P(40, -48), art.P(22, -8), art.P(-8, 30))
		p.Shape(f, art.Hex(0xe8572a))
		p.Flat(art.Blob(art.P(-30, 34), art.P(-16, 8), art.P(10, -16), art.P(30, -36), art.P(14, -6), art.P(-12, 22)), art.Hex(0xffc940))
		p.Line(2.4, art.Hex(0x7a2a1a), art.P(-48, 52), art.P(-20, 20), art.P(10, -12), art.P(36, -42))
	},
}

// tunic is the outline of a body armour, sleeveless, in local units.
func tunic() art.Path {
	return art.RoundPolygon(5, art.P(-22, -40), art.P(-10, -34), art.P(10, -34), art.P(22, -40), art.P(40, -28),
		art.P(34, -6), art.P(30, 44), art.P(-30, 44), art.P(-34, -6), art.P(-40, -28))
}
