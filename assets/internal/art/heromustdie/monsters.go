package heromustdie

import "github.com/herotable/herotable/assets/internal/art"

// Hero Must Die! monster cards: a creature portrait over its family's
// glow, the family badge in the window's corner, HP, the strength pips and
// the hire cost. The portraits are drawn by beasts.go and
// fiends.go with the pen and the creature parts below.

func hmdMonsterCardSprites(fc art.Faces) []art.Sprite {
	var out []art.Sprite
	for _, m := range HMDMonsters {
		out = append(out, art.NewSprite("heromustdie/card/"+m.ID, hmdMonsterCard(fc, m)))
	}
	return out
}

func hmdMonsterCard(fc art.Faces, m HMDMonster) *art.Canvas {
	c := art.NewCanvas(hcW, hcH)
	b := hmdBrush(c, 1)
	hmdCardBase(b, "monster")
	hmdCardArt(c, "monster", func(fig *art.Canvas) {
		col := hmdFamilyColour[m.Family]
		fb := hmdBrush(fig, 1)
		fb.fill(art.Rect(8, 28, 104, 72), art.Radial{C: art.P(60, 62), R: 64, Stops: []art.Stop{
			{T: 0, C: col.Lighter(0.55)}, {T: 0.6, C: col.Darker(0.2)}, {T: 1, C: col.Darker(0.6)},
		}})
		fb.fill(art.Ellipse(art.P(60, 99), 50, 9), art.Color{R: 0, G: 0, B: 0, A: 0.3})
		hmdMonsterDraw(m.ID)(art.PenAt(fig, art.P(60, 66), 1))
	})
	hmdCardTitle(b, fc, m.Name, m.Level)
	hmdHeart(b, fc, art.P(99, 41), hmdHP(m.Str))
	b.shadow(art.RoundRect(10, 31, 20, 20, 6), 0, 1, 1, art.Color{R: 0, G: 0, B: 0, A: 0.4})
	hmdFamilyBadge(b, m.Family, art.P(20, 41), 10)
	hmdStrengthRow(b, fc, m.Str)
	hmdHireCost(b, fc, m.Cost)
	hmdCardTag(b, fc, m.Family)
	return c
}

// hmdHireCost prints "Hire" and each non-zero cost as icon and number.
func hmdHireCost(b hmdB, fc art.Faces, cost [3]int) {
	b.fill(hmdRR(hcLower, 4), art.InkSoft.Alpha(0.55))
	b.fill(art.RoundRect(hcLower[0]+1, hcLower[1]+1, hcLower[2]-2, hcLower[3]-2, 3.2), art.Vertical(129, 146, art.Hex(0xf3e4c0), art.Hex(0xe2cc98)))
	res := []string{"gold", "slave", "mp"}
	var items []int
	for i, v := range cost {
		if v > 0 {
			items = append(items, i)
		}
	}
	b.text(fc, "Hire", 9, 24, 140.8, 24, art.InkSoft, 0)
	for k, i := range items {
		x := 74 + (float64(k)-float64(len(items)-1)/2)*24
		hmdIcon(b, res[i], art.P(x-6, 137.5), 13.5)
		b.num(fc, art.Itoa(cost[i]), art.P(x+6.5, 137.5), 10, 10, art.Ink, 0)
	}
}

// Creature parts, in a pen's local units (1 unit = 1 px on the card).

// hmdEyes draws a pair of almond eyes dx either side of x = 0 at height y,
// slanted by tilt (positive = angry), with round pupils.
func hmdEyes(p art.Pen, y, dx, rx, ry, tilt float64, white, pupil art.Color) {
	for _, s := range []float64{-1, 1} {
		c := art.P(s*dx, y)
		e := art.Almond(c, rx, ry).Transform(art.Rotate(art.Deg(s*tilt), c))
		p.Flat(e.Transform(art.Affine{A: 1.25, B: 0, C: -0.25 * c.X, D: 0, E: 1.45, F: -0.45 * c.Y}), art.Ink)
		p.Flat(e, white)
		p.Flat(art.Circle(c.Add(art.P(-s*0.2*rx, 0)), ry*0.62), pupil)
	}
}

// hmdGlowEyes are eyes that shine: a halo and a bright core.
func hmdGlowEyes(p art.Pen, y, dx, r float64, col art.Color) {
	for _, s := range []float64{-1, 1} {
		c := art.P(s*dx, y)
		p.Flat(art.Circle(c, r*2.4), col.Alpha(0.25))
		p.Flat(art.Almond(c, r*1.25, r*0.8).Transform(art.Rotate(art.Deg(s*14), c)), col)
		p.Flat(art.Circle(c, r*0.35), art.White)
	}
}

// hmdFangs hangs n teeth from y between x0 and x1, each h long.
func hmdFangs(p art.Pen, y, x0, x1 float64, n int, h float64, col art.Color) {
	w := (x1 - x0) / float64(n)
	for i := 0; i < n; i++ {
		x := x0 + w*float64(i)
		p.Shape(art.Polygon(art.P(x+w*0.1, y), art.P(x+w*0.9, y), art.P(x+w/2, y+h)), col)
	}
}

// hmdTusks point up from the jaw at ±dx.
func hmdTusks(p art.Pen, y, dx, h float64, col art.Color) {
	for _, s := range []float64{-1, 1} {
		p.Shape(hmdHorn(art.P(s*dx, y), art.P(s*(dx+2), y-h*0.5), art.P(s*(dx-1), y-h), 4.2), col)
	}
}

// hmdHorns draws two horns from (±x, y) bending through (±cx, cy) to
// (±tx, ty), w wide at the base.
func hmdHorns(p art.Pen, x, y, cx, cy, tx, ty, w float64, col art.Color) {
	for _, s := range []float64{-1, 1} {
		p.Shape(hmdHorn(art.P(s*x, y), art.P(s*cx, cy), art.P(s*tx, ty), w), col)
	}
}

// hmdWings spreads two scalloped wings behind the body from (±x, y).
func hmdWings(p art.Pen, x, y, span float64, col art.Color) {
	for _, s := range []float64{-1, 1} {
		pts := []art.Pt{art.P(s*x, y-4), art.P(s*(x+span*0.45), y-span*0.55), art.P(s*(x+span), y-span*0.3),
			art.P(s*(x+span*0.88), y+span*0.05), art.P(s*(x+span*0.7), y-span*0.02), art.P(s*(x+span*0.6), y+span*0.22),
			art.P(s*(x+span*0.42), y+span*0.12), art.P(s*(x+span*0.28), y+span*0.3), art.P(s*x, y+10)}
		p.Shape(art.Polygon(pts...), col)
		for _, k := range []float64{0.45, 0.7, 0.88} {
			p.Line(1.2, col.Darker(0.35), art.P(s*(x+span*0.45), y-span*0.55), art.P(s*(x+span*k), y+span*0.1))
		}
	}
}

// hmdShoulders is a body under a head: a rounded mound w wide from y down.
func hmdShoulders(p art.Pen, y, w float64, col art.Color) {
	var b art.Path
	b.MoveTo(art.P(-w, 40))
	b.CubeTo(art.P(-w, y+10), art.P(-w*0.6, y), art.P(0, y))
	b.CubeTo(art.P(w*0.6, y), art.P(w, y+10), art.P(w, 40))
	b.Close()
	p.Shape(art.Clockwise(b), col)
}

// hmdMouth is an open dark mouth with upper fangs.
func hmdMouth(p art.Pen, y, w, h float64, fangCol art.Color) {
	m := art.Clockwise(art.Blob(art.P(-w, y), art.P(0, y-h*0.25), art.P(w, y), art.P(w*0.5, y+h), art.P(-w*0.5, y+h)))
	p.Shape(m, art.Hex(0x3a1418))
	hmdFangs(p, y-h*0.1, -w*0.8, w*0.8, 4, h*0.55, fangCol)
}

// hmdMonsterDraw is the portrait of a monster id.
func hmdMonsterDraw(id string) func(art.Pen) {
	if f, ok := hmdBeastArt[id]; ok {
		return f
	}
	return hmdFiendArt[id]
}
