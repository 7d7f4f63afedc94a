package art

// Hero Must Die! monster cards: a creature portrait over its family's
// glow, the family badge in the window's corner, HP, the strength pips and
// the hire cost. The portraits are drawn by hmd_beasts.go and
// hmd_fiends.go with the pen and the creature parts below.

func hmdMonsterCardSprites(fc faces) []Sprite {
	var out []Sprite
	for _, m := range HMDMonsters {
		out = append(out, sprite("heromustdie/card/"+m.ID, hmdMonsterCard(fc, m)))
	}
	return out
}

func hmdMonsterCard(fc faces, m HMDMonster) *Canvas {
	c := NewCanvas(hcW, hcH)
	b := hmdBrush(c, 1)
	hmdCardBase(b, "monster")
	hmdCardArt(c, "monster", func(fig *Canvas) {
		col := hmdFamilyColour[m.Family]
		fb := hmdBrush(fig, 1)
		fb.fill(Rect(8, 28, 104, 72), Radial{P(60, 62), 64, []Stop{{0, col.Lighter(0.55)}, {0.6, col.Darker(0.2)}, {1, col.Darker(0.6)}}})
		fb.fill(Ellipse(P(60, 99), 50, 9), Color{0, 0, 0, 0.3})
		hmdMonsterDraw(m.ID)(penAt(fig, P(60, 66), 1))
	})
	hmdCardTitle(b, fc, m.Name, m.Level)
	hmdHeart(b, fc, P(99, 41), hmdHP(m.Str))
	b.shadow(RoundRect(10, 31, 20, 20, 6), 0, 1, 1, Color{0, 0, 0, 0.4})
	hmdFamilyBadge(b, m.Family, P(20, 41), 10)
	hmdStrengthRow(b, fc, m.Str)
	hmdHireCost(b, fc, m.Cost)
	hmdCardTag(b, fc, m.Family)
	return c
}

// hmdHireCost prints "Hire" and each non-zero cost as icon and number.
func hmdHireCost(b hmdB, fc faces, cost [3]int) {
	b.fill(hmdRR(hcLower, 4), inkSoft.Alpha(0.55))
	b.fill(RoundRect(hcLower[0]+1, hcLower[1]+1, hcLower[2]-2, hcLower[3]-2, 3.2), Vertical(129, 146, Hex(0xf3e4c0), Hex(0xe2cc98)))
	res := []string{"gold", "slave", "mp"}
	var items []int
	for i, v := range cost {
		if v > 0 {
			items = append(items, i)
		}
	}
	b.text(fc, "Hire", 9, 24, 140.8, 24, inkSoft, 0)
	for k, i := range items {
		x := 74 + (float64(k)-float64(len(items)-1)/2)*24
		hmdIcon(b, res[i], P(x-6, 137.5), 13.5)
		b.num(fc, itoa(cost[i]), P(x+6.5, 137.5), 10, 10, ink, 0)
	}
}

// Creature parts, in a pen's local units (1 unit = 1 px on the card).

// hmdEyes draws a pair of almond eyes dx either side of x = 0 at height y,
// slanted by tilt (positive = angry), with round pupils.
func hmdEyes(p pen, y, dx, rx, ry, tilt float64, white, pupil Color) {
	for _, s := range []float64{-1, 1} {
		c := P(s*dx, y)
		e := almond(c, rx, ry).Transform(Rotate(Deg(s*tilt), c))
		p.flat(e.Transform(Affine{1.25, 0, -0.25 * c.X, 0, 1.45, -0.45 * c.Y}), ink)
		p.flat(e, white)
		p.flat(Circle(c.Add(P(-s*0.2*rx, 0)), ry*0.62), pupil)
	}
}

// hmdGlowEyes are eyes that shine: a halo and a bright core.
func hmdGlowEyes(p pen, y, dx, r float64, col Color) {
	for _, s := range []float64{-1, 1} {
		c := P(s*dx, y)
		p.flat(Circle(c, r*2.4), col.Alpha(0.25))
		p.flat(almond(c, r*1.25, r*0.8).Transform(Rotate(Deg(s*14), c)), col)
		p.flat(Circle(c, r*0.35), White)
	}
}

// hmdFangs hangs n teeth from y between x0 and x1, each h long.
func hmdFangs(p pen, y, x0, x1 float64, n int, h float64, col Color) {
	w := (x1 - x0) / float64(n)
	for i := 0; i < n; i++ {
		x := x0 + w*float64(i)
		p.shape(Polygon(P(x+w*0.1, y), P(x+w*0.9, y), P(x+w/2, y+h)), col)
	}
}

// hmdTusks point up from the jaw at ±dx.
func hmdTusks(p pen, y, dx, h float64, col Color) {
	for _, s := range []float64{-1, 1} {
		p.shape(hmdHorn(P(s*dx, y), P(s*(dx+2), y-h*0.5), P(s*(dx-1), y-h), 4.2), col)
	}
}

// hmdHorns draws two horns from (±x, y) bending through (±cx, cy) to
// (±tx, ty), w wide at the base.
func hmdHorns(p pen, x, y, cx, cy, tx, ty, w float64, col Color) {
	for _, s := range []float64{-1, 1} {
		p.shape(hmdHorn(P(s*x, y), P(s*cx, cy), P(s*tx, ty), w), col)
	}
}

// hmdWings spreads two scalloped wings behind the body from (±x, y).
func hmdWings(p pen, x, y, span float64, col Color) {
	for _, s := range []float64{-1, 1} {
		pts := []Pt{P(s*x, y-4), P(s*(x+span*0.45), y-span*0.55), P(s*(x+span), y-span*0.3),
			P(s*(x+span*0.88), y+span*0.05), P(s*(x+span*0.7), y-span*0.02), P(s*(x+span*0.6), y+span*0.22),
			P(s*(x+span*0.42), y+span*0.12), P(s*(x+span*0.28), y+span*0.3), P(s*x, y+10)}
		p.shape(Polygon(pts...), col)
		for _, k := range []float64{0.45, 0.7, 0.88} {
			p.line(1.2, col.Darker(0.35), P(s*(x+span*0.45), y-span*0.55), P(s*(x+span*k), y+span*0.1))
		}
	}
}

// hmdShoulders is a body under a head: a rounded mound w wide from y down.
func hmdShoulders(p pen, y, w float64, col Color) {
	var b Path
	b.MoveTo(P(-w, 40))
	b.CubeTo(P(-w, y+10), P(-w*0.6, y), P(0, y))
	b.CubeTo(P(w*0.6, y), P(w, y+10), P(w, 40))
	b.Close()
	p.shape(hmdCW(b), col)
}

// hmdMouth is an open dark mouth with upper fangs.
func hmdMouth(p pen, y, w, h float64, fangCol Color) {
	m := hmdCW(blob(P(-w, y), P(0, y-h*0.25), P(w, y), P(w*0.5, y+h), P(-w*0.5, y+h)))
	p.shape(m, Hex(0x3a1418))
	hmdFangs(p, y-h*0.1, -w*0.8, w*0.8, 4, h*0.55, fangCol)
}

// hmdMonsterDraw is the portrait of a monster id.
func hmdMonsterDraw(id string) func(pen) {
	if f, ok := hmdBeastArt[id]; ok {
		return f
	}
	return hmdFiendArt[id]
}
