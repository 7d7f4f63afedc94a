package herodice

import (
	"math"

	"github.com/herotable/herotable/assets/internal/art"
)

// The small symbols every Hero Dice sprite shares, each with its own
// outline so that none is told by colour alone: a heart (health), a die
// (dice), a sword (attack), a gem (XP), a chest (gold glow), a skull (red
// glow), stairs, the tier badges and the boss ring powers. Each draws
// centred on c, r its half size.

var (
	heartRed  = art.Hex(0xd0342c)
	glowGold  = art.Hex(0xffc940)
	glowRed   = art.Hex(0xff4a3a)
	gemBlue   = art.Hex(0x3aa3d8)
	healGreen = art.Hex(0x3f9a45)
	rageOrng  = art.Hex(0xe8772a)
	weakPurp  = art.Hex(0x8a5cc0)
	shieldBlu = art.Hex(0x4f7fc0)
)

// heartPath is a heart fitting a circle of radius r about c.
func heartPath(c art.Pt, r float64) art.Path {
	m := art.Affine{A: r, C: c.X, E: r, F: c.Y}
	var p art.Path
	p.MoveTo(art.P(0, 0.95))
	p.CubeTo(art.P(-0.35, 0.62), art.P(-1, 0.2), art.P(-1, -0.28))
	p.CubeTo(art.P(-1, -0.72), art.P(-0.62, -0.92), art.P(-0.5, -0.92))
	p.CubeTo(art.P(-0.25, -0.92), art.P(-0.06, -0.78), art.P(0, -0.56))
	p.CubeTo(art.P(0.06, -0.78), art.P(0.25, -0.92), art.P(0.5, -0.92))
	p.CubeTo(art.P(0.62, -0.92), art.P(1, -0.72), art.P(1, -0.28))
	p.CubeTo(art.P(1, 0.2), art.P(0.35, 0.62), art.P(0, 0.95))
	p.Close()
	return p.Transform(m)
}

// heart draws a red heart with an ink edge and a highlight.
func heart(c *art.Canvas, at art.Pt, r float64) {
	h := heartPath(at, r)
	c.FillMask(c.Mask(h).Dilate(math.Max(1, r*0.1)), art.Ink)
	c.Fill(h, art.Radial{C: at.Add(art.P(-r*0.3, -r*0.4)), R: r * 1.6, Stops: []art.Stop{{T: 0, C: heartRed.Lighter(0.35)}, {T: 1, C: heartRed.Darker(0.3)}}})
	c.Fill(art.Ellipse(at.Add(art.P(-r*0.45, -r*0.35)), r*0.2, r*0.13), art.Color{R: 1, G: 1, B: 1, A: 0.5})
}

// miniDie draws a die face s px wide showing v pips (0: blank): the hero
// die red with a gold rim and white pips, a combat die ivory with black
// pips.
func miniDie(c *art.Canvas, at art.Pt, s float64, v int, hero bool) {
	h := s / 2
	body := art.RoundRect(at.X-h, at.Y-h, s, s, s*0.2)
	c.FillMask(c.Mask(body).Dilate(math.Max(1, s*0.05)), art.Ink)
	pip := art.Ink
	if hero {
		c.Fill(body, art.GoldPaint(at.Y-h, at.Y+h))
		c.Fill(art.RoundRect(at.X-h*0.8, at.Y-h*0.8, s*0.8, s*0.8, s*0.14), art.Vertical(at.Y-h, at.Y+h, art.Hex(0xd8463c), art.Hex(0x9a2820)))
		pip = art.Hex(0xfffaf0)
	} else {
		c.Fill(body, art.Vertical(at.Y-h, at.Y+h, art.Hex(0xfffaf0), art.Hex(0xe2d6bd)))
	}
	if v >= 1 && v <= 6 {
		for _, sp := range art.PipSpots[v-1] {
			c.Fill(art.Circle(at.Add(sp.Mul(s*0.25)), s*0.095), pip)
		}
	}
}

// gem draws the XP gem: a cut stone, facets lit from the top left.
func gem(c *art.Canvas, at art.Pt, r float64) {
	pts := []art.Pt{at.Add(art.P(-r*0.95, -r*0.3)), at.Add(art.P(-r*0.5, -r*0.85)), at.Add(art.P(r*0.5, -r*0.85)), at.Add(art.P(r*0.95, -r*0.3)), at.Add(art.P(0, r))}
	out := art.Polygon(pts...)
	c.FillMask(c.Mask(out).Dilate(math.Max(1, r*0.09)), art.Ink)
	c.Fill(out, gemBlue)
	top := at.Add(art.P(0, -r*0.3))
	c.Fill(art.Polygon(pts[0], pts[1], pts[2], pts[3]), gemBlue.Lighter(0.35))
	c.Fill(art.Polygon(pts[1], pts[2], at.Add(art.P(r*0.3, -r*0.3)), at.Add(art.P(-r*0.3, -r*0.3))), gemBlue.Lighter(0.6))
	c.Fill(art.Polygon(pts[3], pts[4], top), gemBlue.Darker(0.3))
	w := math.Max(0.6, r*0.05)
	c.Fill(art.Join(art.StrokeButt(w, pts[0], pts[3]), art.StrokeButt(w, top, pts[4])), art.Ink.Alpha(0.45))
}

// chest draws a treasure chest about 2r wide.
func chest(c *art.Canvas, at art.Pt, r float64) {
	lid := art.RoundRect(at.X-r, at.Y-r*0.7, 2*r, r*0.65, r*0.35)
	box := art.RoundRect(at.X-r, at.Y-r*0.1, 2*r, r*0.85, r*0.08)
	all := art.Join(lid, box)
	c.FillMask(c.Mask(all).Dilate(math.Max(1, r*0.1)), art.Ink)
	c.Fill(lid, art.Vertical(at.Y-r*0.7, at.Y, art.WoodLight, art.Wood))
	c.Fill(box, art.Vertical(at.Y-r*0.1, at.Y+r*0.75, art.Wood, art.WoodDark))
	bands := art.Join(art.Rect(at.X-r*0.7, at.Y-r*0.7, r*0.22, r*1.45), art.Rect(at.X+r*0.48, at.Y-r*0.7, r*0.22, r*1.45), art.Rect(at.X-r, at.Y-r*0.14, 2*r, r*0.12))
	c.FillMask(c.Mask(bands).Times(c.Mask(all)), art.GoldPaint(at.Y-r, at.Y+r))
	lock := art.RoundRect(at.X-r*0.18, at.Y-r*0.22, r*0.36, r*0.42, r*0.06)
	c.FillMask(c.Mask(lock).Dilate(math.Max(0.6, r*0.06)), art.Ink)
	c.Fill(lock, art.GoldLight)
	c.Fill(art.Circle(at.Add(art.P(0, -r*0.04)), r*0.07), art.Ink)
}

// glowDisc is a soft round light of colour col.
func glowDisc(c *art.Canvas, at art.Pt, r float64, col art.Color) {
	c.Fill(art.Circle(at, r), art.Radial{C: at, R: r, Stops: []art.Stop{{T: 0, C: col}, {T: 0.55, C: col.Alpha(col.A * 0.55)}, {T: 1, C: col.Alpha(0)}}})
}

// goldGlow is a chest in a gold light; redGlow a skull in a red light.
func goldGlow(c *art.Canvas, at art.Pt, r float64) {
	glowDisc(c, at, r*1.5, glowGold.Alpha(0.85))
	chest(c, at.Add(art.P(0, r*0.05)), r*0.82)
}

func redGlow(c *art.Canvas, at art.Pt, r float64) {
	glowDisc(c, at, r*1.5, glowRed.Alpha(0.85))
	art.Skull(c, at, r/17)
}

// stairs draws a flight of steps going down into a dark doorway, fitting
// a box 2r wide.
func stairs(c *art.Canvas, at art.Pt, r float64) {
	frame := art.RoundRect(at.X-r, at.Y-r, 2*r, 2*r, r*0.2)
	c.FillMask(c.Mask(frame).Dilate(math.Max(1, r*0.08)), art.Ink)
	c.Fill(frame, art.Vertical(at.Y-r, at.Y+r, art.Hex(0x1a1412), art.Hex(0x3a302a)))
	// Steps: lighter the nearer (lower), each narrower going in.
	for i := 0; i < 4; i++ {
		t := float64(i) / 4
		y := at.Y + r*(0.95-0.42*float64(i))
		w := r * (1.9 - 0.32*float64(i))
		h := r * 0.42
		step := art.Rect(at.X-w/2, y-h, w, h*0.55)
		col := art.Hex(0xcdbf9f).Mix(art.Hex(0x6a5d50), t)
		c.FillMask(c.Mask(step).Times(c.Mask(frame)), col)
		c.FillMask(c.Mask(art.Rect(at.X-w/2, y-h*0.45, w, h*0.45)).Times(c.Mask(frame)), col.Darker(0.45))
	}
	// A down arrow over the doorway.
	a := art.Join(art.Polygon(at.Add(art.P(0, -r*0.05)), at.Add(art.P(r*0.42, -r*0.5)), at.Add(art.P(-r*0.42, -r*0.5))), art.Rect(at.X-r*0.14, at.Y-r*0.95, r*0.28, r*0.5))
	c.FillMask(c.Mask(a).Dilate(math.Max(1, r*0.07)), art.Ink)
	c.Fill(a, art.GoldPaint(at.Y-r, at.Y))
	c.Fill(art.StrokePath(math.Max(1, r*0.06), true, frame), art.Hex(0x8a7b68))
}

// arrowPath is an arrow pointing up, fitting a circle of radius r.
func arrowPath(at art.Pt, r float64) art.Path {
	return art.RoundPolygon(r*0.06,
		at.Add(art.P(0, -r)), at.Add(art.P(r*0.85, -r*0.05)), at.Add(art.P(r*0.36, -r*0.05)),
		at.Add(art.P(r*0.36, r*0.9)), at.Add(art.P(-r*0.36, r*0.9)), at.Add(art.P(-r*0.36, -r*0.05)),
		at.Add(art.P(-r*0.85, -r*0.05)))
}

// rotation of the exits, clockwise from north, in radians.
var exitAngle = map[byte]float64{'N': 0, 'E': math.Pi / 2, 'S': math.Pi, 'W': -math.Pi / 2}

// tierBadge draws a tier's badge: minion a bronze disc with one chevron,
// soldier a silver shield with two, champion a gold star-edged shield with
// three, boss a purple crown.
func tierBadge(c *art.Canvas, tier string, at art.Pt, r float64) {
	ew := math.Max(1, r*0.08)
	chevrons := func(n int, col art.Color, y0 float64) {
		var p art.Path
		for i := 0; i < n; i++ {
			y := at.Y + y0 + float64(i)*r*0.34
			p.Append(art.Stroke(r*0.17, false, at.Add(art.P(-r*0.42, 0)).Add(art.P(0, y-at.Y)), art.P(at.X, y-r*0.28), at.Add(art.P(r*0.42, 0)).Add(art.P(0, y-at.Y))))
		}
		c.FillMask(c.Mask(p).Dilate(ew*0.8), art.Ink)
		c.Fill(p, col)
	}
	switch tier {
	case "minion":
		d := art.Circle(at, r*0.82)
		c.FillMask(c.Mask(d).Dilate(ew), art.Ink)
		c.Fill(d, art.Radial{C: at.Add(art.P(-r*0.3, -r*0.3)), R: r * 1.4, Stops: []art.Stop{{T: 0, C: art.Hex(0xe0a466)}, {T: 1, C: art.Hex(0x8a5420)}}})
		c.Fill(art.StrokePath(ew, true, art.Circle(at, r*0.66)), art.Ink.Alpha(0.4))
		chevrons(1, art.Parch, r*0.12)
	case "soldier":
		s := art.ShieldPath(at.Add(art.P(0, -r*0.02)), r*0.92)
		c.FillMask(c.Mask(s).Dilate(ew), art.Ink)
		c.Fill(s, art.Vertical(at.Y-r, at.Y+r, art.Hex(0xe8edf1), art.Hex(0x7d8893)))
		chevrons(2, art.Hex(0x2e3a46), -r*0.08)
	case "champion":
		st := art.Polygon(art.StarPoints(at, 8, r, r*0.78)...)
		c.FillMask(c.Mask(st).Dilate(ew), art.Ink)
		c.Fill(st, art.GoldPaint(at.Y-r, at.Y+r))
		c.Fill(art.Circle(at, r*0.62), art.Hex(0x7a1f1a))
		chevrons(3, art.GoldLight, -r*0.28)
	case "boss":
		cr := crownPath(at, r)
		c.FillMask(c.Mask(cr).Dilate(ew), art.Ink)
		c.Fill(cr, art.Vertical(at.Y-r, at.Y+r, art.Hex(0xa070d0), art.Hex(0x4a2470)))
		band := art.Rect(at.X-r*0.8, at.Y+r*0.3, r*1.6, r*0.28)
		c.FillMask(c.Mask(band).Times(c.Mask(cr)), art.GoldPaint(at.Y, at.Y+r))
		for _, x := range []float64{-0.42, 0, 0.42} {
			c.Fill(art.Circle(at.Add(art.P(r*x, r*0.44)), r*0.08), art.Ink)
		}
	default:
		panic("unknown tier " + tier)
	}
}

// crownPath is a three-pointed crown fitting a circle of radius r.
func crownPath(at art.Pt, r float64) art.Path {
	return art.RoundPolygon(r*0.05,
		at.Add(art.P(-r*0.85, r*0.62)), at.Add(art.P(-r*0.95, -r*0.55)), at.Add(art.P(-r*0.45, -r*0.05)),
		at.Add(art.P(0, -r*0.85)), at.Add(art.P(r*0.45, -r*0.05)), at.Add(art.P(r*0.95, -r*0.55)),
		at.Add(art.P(r*0.85, r*0.62)))
}

// powerIcon draws a boss ring power: wound a red drop cut by a slash,
// drain a drop with a curved arrow back, heal a green cross, shield a blue
// shield, rage a flame, weaken a broken sword, none a grey ring with a bar.
func powerIcon(c *art.Canvas, kind string, at art.Pt, r float64) {
	ew := math.Max(1, r*0.1)
	inked := func(p art.Path, paint art.Paint) {
		c.FillMask(c.Mask(p).Dilate(ew), art.Ink)
		c.Fill(p, paint)
	}
	drop := func(c0 art.Pt, k float64) art.Path {
		var p art.Path
		p.MoveTo(c0.Add(art.P(0, -k)))
		p.CubeTo(c0.Add(art.P(k*0.25, -k*0.45)), c0.Add(art.P(k*0.7, -k*0.05)), c0.Add(art.P(k*0.7, k*0.32)))
		p.CubeTo(c0.Add(art.P(k*0.7, k*0.75)), c0.Add(art.P(k*0.38, k)), c0.Add(art.P(0, k)))
		p.CubeTo(c0.Add(art.P(-k*0.38, k)), c0.Add(art.P(-k*0.7, k*0.75)), c0.Add(art.P(-k*0.7, k*0.32)))
		p.CubeTo(c0.Add(art.P(-k*0.7, -k*0.05)), c0.Add(art.P(-k*0.25, -k*0.45)), c0.Add(art.P(0, -k)))
		p.Close()
		return p
	}
	switch kind {
	case "wound":
		inked(drop(at.Add(art.P(-r*0.12, 0)), r*0.9), art.Vertical(at.Y-r, at.Y+r, heartRed.Lighter(0.2), heartRed.Darker(0.3)))
		sl := art.Join(art.Stroke(r*0.16, false, at.Add(art.P(r*0.15, -r*0.8)), at.Add(art.P(r*0.85, -r*0.1))),
			art.Stroke(r*0.16, false, at.Add(art.P(r*0.3, -r*0.45)), at.Add(art.P(r*0.95, r*0.2))))
		inked(sl, art.White)
	case "drain":
		inked(drop(at.Add(art.P(-r*0.3, r*0.1)), r*0.75), art.Vertical(at.Y-r, at.Y+r, heartRed.Lighter(0.2), heartRed.Darker(0.3)))
		arc := art.Arc(at.Add(art.P(r*0.15, r*0.05)), r*0.7, -150, 60, 12)
		for i := range arc {
			arc[i] = art.P(arc[i].X+r*0.12, arc[i].Y)
		}
		a := art.Join(art.Stroke(r*0.16, false, arc[2:]...), art.Polygon(arc[2].Add(art.P(-r*0.3, r*0.02)), arc[2].Add(art.P(r*0.2, -r*0.28)), arc[2].Add(art.P(r*0.12, r*0.26))))
		inked(a, art.Hex(0xb06ad8))
	case "heal":
		w := r * 0.36
		cross := art.RoundPolygon(r*0.05,
			at.Add(art.P(-w, -r*0.9)), at.Add(art.P(w, -r*0.9)), at.Add(art.P(w, -w)), at.Add(art.P(r*0.9, -w)),
			at.Add(art.P(r*0.9, w)), at.Add(art.P(w, w)), at.Add(art.P(w, r*0.9)), at.Add(art.P(-w, r*0.9)),
			at.Add(art.P(-w, w)), at.Add(art.P(-r*0.9, w)), at.Add(art.P(-r*0.9, -w)), at.Add(art.P(-w, -w)))
		inked(cross, art.Vertical(at.Y-r, at.Y+r, healGreen.Lighter(0.3), healGreen.Darker(0.25)))
	case "shield":
		s := art.ShieldPath(at, r*0.92)
		inked(s, art.Vertical(at.Y-r, at.Y+r, shieldBlu.Lighter(0.3), shieldBlu.Darker(0.3)))
		c.Fill(art.ShieldPath(at.Add(art.P(0, -r*0.05)), r*0.55), art.Color{R: 1, G: 1, B: 1, A: 0.25})
		c.Fill(art.StrokeButt(r*0.14, at.Add(art.P(0, -r*0.6)), at.Add(art.P(0, r*0.55))), art.Ink.Alpha(0.5))
	case "rage":
		f := art.FlamePath(at.Add(art.P(0, r*0.62)), r*0.78)
		inked(f, art.Vertical(at.Y-r, at.Y+r, art.Hex(0xffd24a), rageOrng.Darker(0.15)))
		c.Fill(art.FlamePath(at.Add(art.P(0, r*0.62)), r*0.4), art.Hex(0xfff0a0))
	case "weaken":
		col := weakPurp
		blade1 := art.Polygon(at.Add(art.P(-r*0.85, r*0.85)), at.Add(art.P(-r*0.65, r*0.95)), at.Add(art.P(-r*0.02, r*0.2)), at.Add(art.P(-r*0.2, r*0.05)))
		blade2 := art.Polygon(at.Add(art.P(r*0.05, -r*0.05)), at.Add(art.P(r*0.25, r*0.08)), at.Add(art.P(r*0.95, -r*0.8)), at.Add(art.P(r*0.7, -r*0.95)))
		guard := art.Stroke(r*0.16, false, at.Add(art.P(-r*0.95, r*0.45)), at.Add(art.P(-r*0.45, r*0.95)))
		inked(art.Join(blade1, guard), art.Steel)
		inked(blade2, art.Steel.Darker(0.15))
		down := art.Polygon(at.Add(art.P(r*0.2, r*0.95)), at.Add(art.P(r*0.62, r*0.45)), at.Add(art.P(r*0.98, r*0.95)))
		inked(down, col)
	case "none":
		ring := art.Ring(at, r*0.55, r*0.85)
		inked(art.Join(ring, art.Stroke(r*0.18, false, at.Add(art.P(-r*0.6, r*0.6)), at.Add(art.P(r*0.6, -r*0.6)))), art.Hex(0x9a928a))
	default:
		panic("unknown power " + kind)
	}
}

// typeBadge draws a treasure type: a sword (weapon), a breastplate shape
// (armor) or a pouch (item) on a round plate.
func typeBadge(c *art.Canvas, typ string, at art.Pt, r float64) {
	c.Fill(art.Circle(at, r), art.Ink)
	c.Fill(art.Circle(at, r*0.9), art.GoldPaint(at.Y-r, at.Y+r))
	c.Fill(art.Circle(at, r*0.74), art.Parch)
	switch typ {
	case "weapon":
		art.Sword(c, at.Add(art.P(-r*0.5, r*0.5)), at.Add(art.P(r*0.55, -r*0.55)), r*0.2)
	case "armor":
		p := art.RoundPolygon(r*0.06, at.Add(art.P(-r*0.5, -r*0.5)), at.Add(art.P(-r*0.18, -r*0.5)), at.Add(art.P(0, -r*0.32)),
			at.Add(art.P(r*0.18, -r*0.5)), at.Add(art.P(r*0.5, -r*0.5)), at.Add(art.P(r*0.42, r*0.5)), at.Add(art.P(-r*0.42, r*0.5)))
		c.FillMask(c.Mask(p).Dilate(1), art.Ink)
		c.Fill(p, art.Vertical(at.Y-r, at.Y+r, art.Steel, art.SteelDark))
	case "item":
		bag := art.Blob(at.Add(art.P(-r*0.15, -r*0.3)), at.Add(art.P(-r*0.5, r*0.1)), at.Add(art.P(-r*0.4, r*0.5)), at.Add(art.P(r*0.4, r*0.5)), at.Add(art.P(r*0.5, r*0.1)), at.Add(art.P(r*0.15, -r*0.3)))
		tie := art.Polygon(at.Add(art.P(-r*0.3, -r*0.6)), at.Add(art.P(r*0.3, -r*0.6)), at.Add(art.P(r*0.1, -r*0.25)), at.Add(art.P(-r*0.1, -r*0.25)))
		all := art.Join(bag, tie)
		c.FillMask(c.Mask(all).Dilate(1), art.Ink)
		c.Fill(all, art.Vertical(at.Y-r, at.Y+r, art.Hex(0xc08a50), art.Hex(0x7a4a22)))
		c.Fill(art.StrokeButt(r*0.1, at.Add(art.P(-r*0.22, -r*0.3)), at.Add(art.P(r*0.22, -r*0.3))), art.Ink)
	default:
		panic("unknown treasure type " + typ)
	}
}

// bag draws a pouch (the carry limit), about 2r tall.
func bag(c *art.Canvas, at art.Pt, r float64) {
	body := art.Blob(at.Add(art.P(-r*0.3, -r*0.45)), at.Add(art.P(-r*0.9, r*0.2)), at.Add(art.P(-r*0.7, r*0.9)), at.Add(art.P(r*0.7, r*0.9)), at.Add(art.P(r*0.9, r*0.2)), at.Add(art.P(r*0.3, -r*0.45)))
	tie := art.Polygon(at.Add(art.P(-r*0.55, -r*0.95)), at.Add(art.P(r*0.55, -r*0.95)), at.Add(art.P(r*0.2, -r*0.4)), at.Add(art.P(-r*0.2, -r*0.4)))
	all := art.Join(body, tie)
	c.FillMask(c.Mask(all).Dilate(math.Max(1, r*0.1)), art.Ink)
	c.Fill(all, art.Vertical(at.Y-r, at.Y+r, art.Hex(0xc08a50), art.Hex(0x7a4a22)))
	c.Fill(art.StrokeButt(r*0.16, at.Add(art.P(-r*0.4, -r*0.45)), at.Add(art.P(r*0.4, -r*0.45))), art.Ink)
}
