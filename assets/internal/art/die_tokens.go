package art

import "math"

// DIE in the Dungeon! pieces: DieNamic pip faces, DieMinion tokens (front
// and back) and the stat and special tokens. Every token shows a glyph and
// a printed label, so its colour is never the only cue.

// dieTokenColours are the token faces' colours by symbol.
var dieTokenColours = map[string]Color{
	"time": Hex(0x9c7a3c), "might": Hex(0xb3362c), "agility": Hex(0x3f8a3a),
	"magic": Hex(0x5a4bb0), "health": Hex(0xc84a74), "ability": Hex(0x23868c),
	"bard": Hex(0xc07a1e), "kobold": Hex(0x76573a), "diesplacer": Hex(0x3b4a6b),
	"diemaster": Hex(0x2f2622),
}

// dieNamic is a DieNamic pip face: a white die with its pips cut through,
// 48x48, tinted by the scene; 0 is the empty slot's dashed outline.
func dieNamic(v int) *Canvas {
	c := NewCanvas(48, 48)
	box := RoundRect(5, 5, 38, 38, 8)
	if v == 0 {
		c.Fill(dashes(box, 3, 6, 4.5), White)
		return c
	}
	c.Fill(box, White)
	var pips Path
	for _, s := range pipSpots[v-1] {
		pips.Append(Circle(P(24, 24).Add(s.Mul(10.5)), 4.4))
	}
	c.Erase(c.Mask(pips))
	return c
}

// tokenDisc draws the round body of a 64x64 token: ink edge, a face lit
// from the top left and a rim of colour rim.
func tokenDisc(c *Canvas, base, rim Color) {
	o := P(32, 32)
	c.Shadow(Circle(o, 29), 0, 1.5, 2, Color{0, 0, 0, 0.35})
	c.Fill(Circle(o, 30.5), ink)
	c.Fill(Circle(o, 29.2), rim)
	c.Fill(Circle(o, 25.5), ink.Alpha(0.6))
	c.Fill(Circle(o, 24.8), Radial{P(25, 22), 36, []Stop{{0, base.Lighter(0.22)}, {0.55, base}, {1, base.Darker(0.25)}}})
	c.Fill(StrokePath(1, true, Circle(o, 27.4)), Color{1, 1, 1, 0.28})
}

// markGlyph draws a 48-grid glyph white with an ink edge, scaled by k and
// centred on at.
func markGlyph(c *Canvas, g glyph, at Pt, k float64) {
	gc := NewCanvas(c.W, c.H)
	m := Affine{k, 0, at.X - 24*k, 0, k, at.Y - 24*k} // scale about the glyph's origin, then move its centre to at
	glyph{g.fill.Transform(m), g.cut.Transform(m), g.over.Transform(m)}.drawWhite(gc)
	a := gc.Alpha()
	c.FillMask(a.Dilate(1.3), ink)
	c.FillMask(a, Hex(0xfffaf0))
}

// dieToken draws a stat or special token.
func dieToken(fc faces, t DieToken) *Canvas {
	c := NewCanvas(64, 64)
	base := dieTokenColours[t.Symbol]
	rim := base.Lighter(0.35)
	if t.Symbol == "diemaster" {
		rim = gold
	}
	tokenDisc(c, base, rim)
	g, ok := specialGlyph(t.Symbol)
	if !ok {
		g = statGlyph(t.Symbol)
	}
	markGlyph(c, g, P(32, 24), 0.62)
	if t.Label[0] == '+' {
		inked(c, fc.label(t.Label, P(32, 46.5), 10, 22), 1.3, White)
	} else {
		c.Fill(RoundRect(14, 41, 36, 11, 3), ink.Alpha(0.75))
		c.Fill(fc.label(t.Label, P(32, 46.5), 6.5, 32), goldLight)
	}
	return c
}

// specialGlyph is the symbol of a special token on the 48 grid.
func specialGlyph(kind string) (glyph, bool) {
	switch kind {
	case "bard": // two beamed notes
		head := func(x, y float64) Path {
			return Ellipse(P(x, y), 6.2, 4.6).Transform(Rotate(Deg(-20), P(x, y)))
		}
		return glyph{fill: Join(head(14, 37), head(33, 33),
			Stroke(3, false, P(19.2, 36), P(19.2, 11)),
			Stroke(3, false, P(38.2, 32), P(38.2, 7)),
			Polygon(P(17.7, 9), P(39.7, 4), P(39.7, 11), P(17.7, 16)))}, true
	case "kobold": // a miner's pick
		return glyph{fill: Join(
			Stroke(4.5, false, P(10, 43), P(31, 15)),
			Stroke(5, false, curve(P(14, 7), P(28, 7), P(34, 12), 8)...),
			Stroke(5, false, curve(P(34, 12), P(40, 18), P(41, 32), 8)...),
			Circle(P(14, 7), 1), Circle(P(41, 32), 1))}, true
	case "diesplacer": // a die beside its dashed ghost
		solid := RoundRect(17, 17, 26, 26, 5)
		return glyph{
			fill: dashes(RoundRect(5, 5, 26, 26, 5), 3, 5, 3.5),
			cut:  RoundRect(13.5, 13.5, 33, 33, 7),
			over: Join(solid, pipHoles(P(30, 30), 3, 6.8, 3)),
		}, true
	case "diemaster": // a crowned d20
		hex := RegularPoints(P(24, 31), 6, 14.5, -math.Pi/2)
		tri := RegularPoints(P(24, 33), 3, 10, -math.Pi/2)
		return glyph{
			fill: Join(Polygon(hex...),
				Polygon(P(12, 15.5), P(12, 4), P(18, 9.5), P(24, 2), P(30, 9.5), P(36, 4), P(36, 15.5))),
			cut: Join(Stroke(2, true, tri...), Stroke(1.6, false, P(10, 17), P(38, 17))),
		}, true
	}
	return glyph{}, false
}

// pipHoles is reversed pip circles: joined to a filled shape they punch
// its pips out under the non-zero rule.
func pipHoles(c Pt, n int, step, r float64) Path {
	var p Path
	for _, s := range pipSpots[n-1] {
		p.Append(Circle(c.Add(s.Mul(step)), r).Reverse())
	}
	return p
}

// dieMinionShape is the outline of a die type, scaled into a token.
func dieMinionShape(id string) []Pt {
	var out []Pt
	if id == "d6" {
		out = []Pt{P(8, 8), P(56, 8), P(56, 56), P(8, 56)}
	} else {
		out = dieShapeOf(id).outline
	}
	pts := make([]Pt, len(out))
	for i, p := range out {
		pts[i] = P(32, 32).Add(p.Sub(P(32, 32)).Mul(0.66))
	}
	return pts
}

// dieMinionFront shows the die's outline and its label, "d8".
func dieMinionFront(fc faces, i int) *Canvas {
	k := dieKinds[i]
	c := NewCanvas(64, 64)
	tokenDisc(c, Hex(0x3b3346), k.look.body)
	pts := dieMinionShape(k.id)
	sh := RoundPolygon(2, pts...)
	c.Outline(sh, 1.4, ink)
	c.Fill(sh, Radial{P(26, 22), 34, []Stop{{0, k.look.body.Lighter(0.3)}, {1, k.look.body.Darker(0.15)}}})
	at := centroid(pts)
	if k.id == "d4" {
		at = at.Add(P(0, 2))
	}
	lab := fc.label(k.id, at, 10, 24)
	if luminance(k.look.body) > 0.6 {
		c.Fill(lab, ink)
	} else {
		inked(c, lab, 1.3, White)
	}
	return c
}

// dieMinionBack is the plain side: the minion skull, with the die's rim
// colour and a small label so the side held face down still says its die.
func dieMinionBack(fc faces, i int) *Canvas {
	k := dieKinds[i]
	c := NewCanvas(64, 64)
	tokenDisc(c, Hex(0x4b2c50), k.look.body)
	skull(c, P(32, 27), 0.62)
	c.Fill(RoundRect(20, 42, 24, 10, 3), ink.Alpha(0.75))
	c.Fill(fc.label(k.id, P(32, 47), 6.5, 20), bone)
	return c
}
