package art

import "math"

// Pictograms of DIE in the Dungeon! effects, shared by the ability cards
// and the tile effect icons: each is a few 48-grid glyphs painted in
// colour over an ink edge, so it reads by its shape first.

// picto draws glyphs on a 48-unit box centred on at, k px per unit.
type picto struct {
	c  *Canvas
	at Pt
	k  float64
}

// put paints g centred on grid point (x, y) of the box, s times its size.
func (p picto) put(g glyph, x, y, s float64, col Color) {
	at := p.at.Add(P(x-24, y-24).Mul(p.k))
	paintGlyph(p.c, g, at, p.k*s, col, 0.9+0.55*p.k)
}

// mark writes a short overlay ("+4", "×2") in white with a thick ink edge,
// h units tall, centred on grid point (x, y).
func (p picto) mark(fc faces, s string, x, y, h float64) {
	at := p.at.Add(P(x-24, y-24).Mul(p.k))
	inked(p.c, fc.label(s, at, h*p.k, 2*h*p.k*float64(len([]rune(s)))), 1.2+0.7*p.k, White)
}

// eye draws an open eye r units wide centred on grid point (x, y).
func (p picto) eye(x, y, r float64, iris Color) {
	p.put(glyph{fill: almond(P(24, 24), 22, 13)}, x, y, r/22, Hex(0xfbf6ec))
	p.put(glyph{fill: Circle(P(24, 24), 10)}, x, y, r/22, iris)
	p.put(glyph{fill: Circle(P(24, 24), 10)}, x, y, r/22*0.42, ink)
}

// taper is a slash from a through ctl to b, w wide in its middle and
// pointed at both ends.
func taper(a, ctl, b Pt, w float64) Path {
	pts := curve(a, ctl, b, 16)
	var left, right []Pt
	for i, q := range pts {
		j := min(i+1, len(pts)-1)
		d := pts[j].Sub(pts[max(j-1, 0)]).Norm().Perp()
		hw := w / 2 * math.Sin(math.Pi*float64(i)/float64(len(pts)-1))
		left = append(left, q.Add(d.Mul(hw)))
		right = append([]Pt{q.Sub(d.Mul(hw))}, right...)
	}
	return Polygon(append(left, right...)...)
}

// The glyphs on the 48 grid.
var (
	clawGlyph = glyph{fill: Join(
		taper(P(30, 4), P(18, 20), P(8, 42), 7),
		taper(P(38, 6), P(26, 22), P(17, 44), 8),
		taper(P(45, 10), P(34, 24), P(26, 45), 7))}
	checkGlyph   = glyph{fill: Stroke(6.5, false, P(8, 25), P(19, 37), P(40, 10))}
	upArrowGlyph = glyph{fill: Polygon(P(24, 3), P(43, 22), P(31, 22), P(31, 45), P(17, 45), P(17, 22), P(5, 22))}
	d20Glyph     = glyph{
		fill: Polygon(RegularPoints(P(24, 24), 6, 21, -math.Pi/2)...),
		cut:  Stroke(2.2, true, RegularPoints(P(24, 27), 3, 12, -math.Pi/2)...)}
	gemGlyph = glyph{
		fill: Polygon(P(8, 18), P(16, 7), P(32, 7), P(40, 18), P(24, 43)),
		cut: Join(Stroke(1.6, false, P(8, 18), P(40, 18)),
			Stroke(1.6, false, P(17, 7), P(20, 18), P(24, 42)), Stroke(1.6, false, P(31, 7), P(28, 18), P(24, 42)))}
	spikesGlyph = glyph{fill: func() Path {
		p := RoundRect(3, 34, 42, 9, 2.5)
		for i := 0; i < 5; i++ {
			x := 4 + 8*float64(i)
			p.Append(Polygon(P(x, 35), P(x+8, 35), P(x+4, 11)))
		}
		return p
	}()}
	shieldGlyph = glyph{fill: shieldPath(P(24, 23), 20), cut: StrokePath(2, true, shieldPath(P(24, 23), 14.5))}
	tileGlyph   = glyph{fill: RoundRect(6, 6, 36, 36, 5), cut: StrokePath(1.8, true, RoundRect(12, 12, 24, 24, 3))}
	moonGlyph   = glyph{fill: Join(crescent(P(22, 26), 20), sparkle(P(38, 10), 6), sparkle(P(40, 30), 4.5))}
	crossGlyph  = glyph{fill: Join(RoundRect(20.5, 5, 7, 38, 2), RoundRect(11, 14, 26, 7, 2))}
	raysGlyph   = glyph{fill: Polygon(StarPoints(P(24, 24), 12, 23, 10)...)}
	bushGlyph   = glyph{fill: Join(Circle(P(14, 28), 11), Circle(P(24, 20), 13), Circle(P(35, 27), 11), RoundRect(5, 27, 38, 15, 7))}
	haloGlyph   = glyph{fill: Join(Ellipse(P(24, 6.5), 11, 4), Ellipse(P(24, 6.5), 7.5, 2.2).Reverse())}
)

// d6Glyph is a die showing n pips, s units wide, centred on (24, 24).
func d6Glyph(n int, s float64) glyph {
	return glyph{fill: Join(RoundRect(24-s/2, 24-s/2, s, s, s*0.2), pipHoles(P(24, 24), n, s*0.27, s*0.1))}
}

// chaliceGlyph is a cup on a stem.
func chaliceGlyph() glyph {
	var cup Path
	cup.MoveTo(P(11, 13))
	cup.LineTo(P(37, 13))
	cup.CubeTo(P(37, 25), P(31, 31), P(24, 31))
	cup.CubeTo(P(17, 31), P(11, 25), P(11, 13))
	cup.Close()
	return glyph{fill: Join(cup, RoundRect(21.5, 29, 5, 10, 1.5), Ellipse(P(24, 40), 11, 4)),
		cut: Stroke(1.6, false, P(13, 18), P(35, 18))}
}

// drum draws a war drum with crossed sticks.
func (p picto) drum() {
	p.put(glyph{fill: Join(Stroke(3.4, false, P(6, 4), P(21, 18)), Circle(P(6, 4), 3))}, 24, 24, 1, woodLight)
	p.put(glyph{fill: Join(Stroke(3.4, false, P(42, 4), P(27, 18)), Circle(P(42, 4), 3))}, 24, 24, 1, woodLight)
	p.put(glyph{fill: RoundRect(7, 20, 34, 22, 4),
		cut: Stroke(1.8, false, P(9, 24), P(15, 39), P(21, 24), P(27, 39), P(33, 24), P(39, 37))}, 24, 24, 1, Hex(0xb0342a))
	p.put(glyph{fill: Ellipse(P(24, 21), 17, 5)}, 24, 24, 1, parch)
}

// dieCardPicto draws an ability card's pictogram.
func dieCardPicto(c *Canvas, fc faces, d DieAbilityCard, at Pt, k float64) {
	p := picto{c, at, k}
	red, steelC, heart, sand := Hex(0xc0302a), Hex(0xb8c2cc), Hex(0xd23a4e), Hex(0xd8a84a)
	green, ivory := Hex(0x4caa48), Hex(0xf4ecd8)
	switch d.picto {
	case "hit":
		p.put(clawGlyph, 24, 24, 1, red)
	case "pass":
		p.put(d20Glyph, 20, 24, 0.85, ivory)
		p.put(checkGlyph, 30, 30, 0.75, green)
	case "stare":
		p.eye(24, 24, 23, Hex(0xd8a020))
	case "peek":
		p.put(tileGlyph, 14, 34, 0.45, Hex(0x8a9aa8))
		p.put(tileGlyph, 34, 34, 0.45, Hex(0x8a9aa8))
		p.eye(24, 14, 16, Hex(0x3a9a4a))
	case "heal":
		p.put(statGlyph("health"), 24, 24, 1, heart)
	case "shield":
		p.put(shieldGlyph, 24, 24, 1, Hex(0x9a7a54))
	case "carve":
		p.put(glyph{fill: bonePath(P(8, 40), P(38, 10), 6)}, 22, 22, 0.9, bone)
		p.put(d6Glyph(6, 22), 31, 31, 0.9, ivory)
	case "bulk":
		p.put(upArrowGlyph, 24, 22, 1, green)
		p.put(statGlyph("might"), 14, 32, 0.5, steelC)
		p.put(statGlyph("agility"), 34, 32, 0.5, Hex(0x8ad07a))
	case "fire":
		p.put(glyph{fill: flamePath(P(24, 37), 16)}, 24, 24, 1, Hex(0xf08a22))
		p.put(glyph{fill: flamePath(P(24, 39), 8)}, 24, 24, 1, Hex(0xfcd24a))
	case "scorch":
		p.put(spikesGlyph, 24, 30, 0.8, steelC)
		p.put(glyph{fill: flamePath(P(24, 37), 12)}, 24, 18, 0.8, Hex(0xf08a22))
	case "rage":
		p.put(glyph{fill: flamePath(P(24, 38), 17)}, 24, 24, 1, red)
		p.put(d20Glyph, 24, 30, 0.55, ivory)
		p.put(upArrowGlyph, 38, 12, 0.35, green)
	case "pact":
		p.put(upArrowGlyph, 30, 22, 0.85, green)
		p.put(statGlyph("might"), 18, 28, 0.85, steelC)
	case "dice":
		p.put(d6Glyph(5, 24), 16, 28, 0.85, Hex(0x3462b0))
		p.put(d6Glyph(3, 24), 32, 20, 0.85, ivory)
		p.put(d6Glyph(2, 24), 30, 36, 0.7, Hex(0xd7802c))
	case "loaded":
		p.put(d6Glyph(6, 30), 22, 26, 1, ivory)
		p.put(glyph{fill: Polygon(StarPoints(P(24, 24), 5, 12, 5)...)}, 38, 10, 0.8, gold)
	case "shiny":
		p.put(gemGlyph, 24, 26, 0.9, Hex(0x38b6c8))
		p.put(glyph{fill: Join(sparkle(P(40, 8), 7), sparkle(P(8, 38), 5))}, 24, 24, 1, goldLight)
	case "rake":
		p.put(clawGlyph, 28, 26, 0.8, red)
		p.put(glyph{fill: rakePath()}, 20, 22, 0.9, gold)
	case "time":
		p.put(statGlyph("time"), 24, 24, 1, sand)
	case "flee":
		skull(c, p.at.Add(P(-5, 0).Mul(k)), k*0.95)
		p.put(glyph{fill: upArrowGlyph.fill.Transform(Rotate(Deg(90), P(24, 24)))}, 38, 34, 0.45, Hex(0xe8d070))
	case "blade":
		p.put(statGlyph("might"), 24, 24, 1, steelC)
	case "rise":
		p.put(statGlyph("health"), 22, 22, 0.9, heart)
		p.put(statGlyph("time"), 36, 34, 0.5, sand)
	default:
		panic("no pictogram " + d.picto)
	}
	if d.mark != "" {
		p.mark(fc, d.mark, 36, 40, 9)
	}
}

// DieEffects are the tile effect ids that have an icon: every effect kind
// of engine effects.go but "none".
var DieEffects = []string{
	"trap", "lose_time", "gain_time", "gain_ability", "gain_health_noup",
	"armory", "war_drums", "dark", "holy_ground", "ambush", "sanctified",
}

// dieEffectIcon draws a 48x48 effect icon: the pictogram on a parchment
// disc, with a "+" or "−" badge for the effects that change a value.
func dieEffectIcon(fc faces, id string) *Canvas {
	c := NewCanvas(48, 48)
	o := P(24, 24)
	rim := Hex(0x9a7a3c)
	sign := ""
	switch id {
	case "trap", "lose_time", "dark", "ambush", "armory", "war_drums":
		rim = Hex(0xa8362c)
	case "gain_time", "gain_ability", "gain_health_noup":
		rim = Hex(0x3f8a3a)
	}
	c.Shadow(Circle(o, 22), 0, 1, 1, Color{0, 0, 0, 0.4})
	c.Fill(Circle(o, 23), ink)
	c.Fill(Circle(o, 21.8), rim)
	c.Fill(Circle(o, 18.6), ink.Alpha(0.6))
	c.Fill(Circle(o, 18), Radial{P(19, 17), 26, []Stop{{0, Hex(0xfffaf0)}, {1, parchMid}}})
	p := picto{c, o, 0.66}
	switch id {
	case "trap":
		p.put(spikesGlyph, 24, 24, 1, Hex(0xb8c2cc))
	case "lose_time", "gain_time":
		p.put(statGlyph("time"), 22, 24, 1, Hex(0xd8a84a))
		sign = map[string]string{"lose_time": "−", "gain_time": "+"}[id]
	case "gain_ability":
		p.put(statGlyph("ability"), 22, 24, 1, Hex(0x2aa0a8))
		sign = "+"
	case "gain_health_noup":
		p.put(statGlyph("health"), 22, 24, 0.95, Hex(0xd23a4e))
		sign = "+"
	case "armory":
		sw := statGlyph("might")
		p.put(glyph{fill: sw.fill.Transform(Affine{A: -1, C: 48, E: 1})}, 24, 24, 1, Hex(0xb8c2cc))
		p.put(sw, 24, 24, 1, Hex(0xd8dee6))
	case "war_drums":
		p.drum()
	case "dark":
		p.put(moonGlyph, 24, 24, 1, Hex(0x4a4a8a))
	case "holy_ground":
		p.put(raysGlyph, 24, 24, 1, gold)
		p.put(crossGlyph, 24, 24, 0.9, White)
	case "ambush":
		p.put(bushGlyph, 24, 26, 1, Hex(0x2f6a2a))
		p.eye(15, 29, 8.5, Hex(0xf0c030))
		p.eye(33, 29, 8.5, Hex(0xf0c030))
	case "sanctified":
		p.put(chaliceGlyph(), 24, 26, 1, gold)
		p.put(haloGlyph, 24, 24, 1, goldLight)
	default:
		panic("no effect icon " + id)
	}
	if sign != "" {
		b := P(37.5, 36.5)
		c.Fill(Circle(b, 8.2), ink)
		c.Fill(Circle(b, 7), rim)
		bar := RoundRect(b.X-5, b.Y-1.4, 10, 2.8, 0.8)
		if sign == "+" {
			bar.Append(RoundRect(b.X-1.4, b.Y-5, 2.8, 10, 0.8))
		}
		c.Fill(bar, White)
	}
	return c
}
