package dieinthedungeon

import (
	"math"

	"github.com/herotable/herotable/assets/internal/art"
)

// DIE in the Dungeon! pieces: DieNamic pip faces, DieMinion tokens (front
// and back) and the stat and special tokens. Every token shows a glyph and
// a printed label, so its colour is never the only cue.

// dieTokenColours are the token faces' colours by symbol.
var dieTokenColours = map[string]art.Color{
	"time": art.Hex(0x9c7a3c), "might": art.Hex(0xb3362c), "agility": art.Hex(0x3f8a3a),
	"magic": art.Hex(0x5a4bb0), "health": art.Hex(0xc84a74), "ability": art.Hex(0x23868c),
	"bard": art.Hex(0xc07a1e), "kobold": art.Hex(0x76573a), "diesplacer": art.Hex(0x3b4a6b),
	"diemaster": art.Hex(0x2f2622),
}

// dieNamic is a DieNamic pip face: a white die with its pips cut through,
// 48x48, tinted by the scene; 0 is the empty slot's dashed outline.
func dieNamic(v int) *art.Canvas {
	c := art.NewCanvas(48, 48)
	box := art.RoundRect(5, 5, 38, 38, 8)
	if v == 0 {
		c.Fill(art.Dashes(box, 3, 6, 4.5), art.White)
		return c
	}
	c.Fill(box, art.White)
	var pips art.Path
	for _, s := range art.PipSpots[v-1] {
		pips.Append(art.Circle(art.P(24, 24).Add(s.Mul(10.5)), 4.4))
	}
	c.Erase(c.Mask(pips))
	return c
}

// tokenDisc draws the round body of a 64x64 token: ink edge, a face lit
// from the top left and a rim of colour rim.
func tokenDisc(c *art.Canvas, base, rim art.Color) {
	o := art.P(32, 32)
	c.Shadow(art.Circle(o, 29), 0, 1.5, 2, art.Color{R: 0, G: 0, B: 0, A: 0.35})
	c.Fill(art.Circle(o, 30.5), art.Ink)
	c.Fill(art.Circle(o, 29.2), rim)
	c.Fill(art.Circle(o, 25.5), art.Ink.Alpha(0.6))
	c.Fill(art.Circle(o, 24.8), art.Radial{C: art.P(25, 22), R: 36, Stops: []art.Stop{
		{T: 0, C: base.Lighter(0.22)}, {T: 0.55, C: base}, {T: 1, C: base.Darker(0.25)},
	}})
	c.Fill(art.StrokePath(1, true, art.Circle(o, 27.4)), art.Color{R: 1, G: 1, B: 1, A: 0.28})
}

// markGlyph draws a 48-grid glyph white with an ink edge, scaled by k and
// centred on at.
func markGlyph(c *art.Canvas, g art.Glyph, at art.Pt, k float64) {
	gc := art.NewCanvas(c.W, c.H)
	m := art.Affine{A: k, B: 0, C: at.X - 24*k, D: 0, E: k, F: at.Y - 24*k} // scale about the glyph's origin, then move its centre to at
	art.Glyph{Fill: g.Fill.Transform(m), Cut: g.Cut.Transform(m), Over: g.Over.Transform(m)}.DrawWhite(gc)
	a := gc.Alpha()
	c.FillMask(a.Dilate(1.3), art.Ink)
	c.FillMask(a, art.Hex(0xfffaf0))
}

// dieToken draws a stat or special token.
func dieToken(fc art.Faces, t DieToken) *art.Canvas {
	c := art.NewCanvas(64, 64)
	base := dieTokenColours[t.Symbol]
	rim := base.Lighter(0.35)
	if t.Symbol == "diemaster" {
		rim = art.Gold
	}
	tokenDisc(c, base, rim)
	g, ok := specialGlyph(t.Symbol)
	if !ok {
		g = art.StatGlyph(t.Symbol)
	}
	markGlyph(c, g, art.P(32, 24), 0.62)
	if t.Label[0] == '+' {
		art.Inked(c, fc.Label(t.Label, art.P(32, 46.5), 10, 22), 1.3, art.White)
	} else {
		c.Fill(art.RoundRect(14, 41, 36, 11, 3), art.Ink.Alpha(0.75))
		c.Fill(fc.Label(t.Label, art.P(32, 46.5), 6.5, 32), art.GoldLight)
	}
	return c
}

// specialGlyph is the symbol of a special token on the 48 grid.
func specialGlyph(kind string) (art.Glyph, bool) {
	switch kind {
	case "bard": // two beamed notes
		head := func(x, y float64) art.Path {
			return art.Ellipse(art.P(x, y), 6.2, 4.6).Transform(art.Rotate(art.Deg(-20), art.P(x, y)))
		}
		return art.Glyph{Fill: art.Join(head(14, 37), head(33, 33),
			art.Stroke(3, false, art.P(19.2, 36), art.P(19.2, 11)),
			art.Stroke(3, false, art.P(38.2, 32), art.P(38.2, 7)),
			art.Polygon(art.P(17.7, 9), art.P(39.7, 4), art.P(39.7, 11), art.P(17.7, 16)))}, true
	case "kobold": // a miner's pick
		return art.Glyph{Fill: art.Join(
			art.Stroke(4.5, false, art.P(10, 43), art.P(31, 15)),
			art.Stroke(5, false, art.Curve(art.P(14, 7), art.P(28, 7), art.P(34, 12), 8)...),
			art.Stroke(5, false, art.Curve(art.P(34, 12), art.P(40, 18), art.P(41, 32), 8)...),
			art.Circle(art.P(14, 7), 1), art.Circle(art.P(41, 32), 1))}, true
	case "diesplacer": // a die beside its dashed ghost
		solid := art.RoundRect(17, 17, 26, 26, 5)
		return art.Glyph{
			Fill: art.Dashes(art.RoundRect(5, 5, 26, 26, 5), 3, 5, 3.5),
			Cut:  art.RoundRect(13.5, 13.5, 33, 33, 7),
			Over: art.Join(solid, pipHoles(art.P(30, 30), 3, 6.8, 3)),
		}, true
	case "diemaster": // a crowned d20
		hex := art.RegularPoints(art.P(24, 31), 6, 14.5, -math.Pi/2)
		tri := art.RegularPoints(art.P(24, 33), 3, 10, -math.Pi/2)
		return art.Glyph{
			Fill: art.Join(art.Polygon(hex...),
				art.Polygon(art.P(12, 15.5), art.P(12, 4), art.P(18, 9.5), art.P(24, 2), art.P(30, 9.5), art.P(36, 4), art.P(36, 15.5))),
			Cut: art.Join(art.Stroke(2, true, tri...), art.Stroke(1.6, false, art.P(10, 17), art.P(38, 17))),
		}, true
	}
	return art.Glyph{}, false
}

// pipHoles is reversed pip circles: joined to a filled shape they punch
// its pips out under the non-zero rule.
func pipHoles(c art.Pt, n int, step, r float64) art.Path {
	var p art.Path
	for _, s := range art.PipSpots[n-1] {
		p.Append(art.Circle(c.Add(s.Mul(step)), r).Reverse())
	}
	return p
}

// dieMinionShape is the outline of a die type, scaled into a token.
func dieMinionShape(id string) []art.Pt {
	var out []art.Pt
	if id == "d6" {
		out = []art.Pt{art.P(8, 8), art.P(56, 8), art.P(56, 56), art.P(8, 56)}
	} else {
		out = art.DieShapeOf(id).Outline
	}
	pts := make([]art.Pt, len(out))
	for i, p := range out {
		pts[i] = art.P(32, 32).Add(p.Sub(art.P(32, 32)).Mul(0.66))
	}
	return pts
}

// dieMinionFront shows the die's outline and its label, "d8".
func dieMinionFront(fc art.Faces, i int) *art.Canvas {
	k := art.DieKinds[i]
	c := art.NewCanvas(64, 64)
	tokenDisc(c, art.Hex(0x3b3346), k.Look.Body)
	pts := dieMinionShape(k.ID)
	sh := art.RoundPolygon(2, pts...)
	c.Outline(sh, 1.4, art.Ink)
	c.Fill(sh, art.Radial{C: art.P(26, 22), R: 34, Stops: []art.Stop{{T: 0, C: k.Look.Body.Lighter(0.3)}, {T: 1, C: k.Look.Body.Darker(0.15)}}})
	at := art.Centroid(pts)
	if k.ID == "d4" {
		at = at.Add(art.P(0, 2))
	}
	lab := fc.Label(k.ID, at, 10, 24)
	if art.Luminance(k.Look.Body) > 0.6 {
		c.Fill(lab, art.Ink)
	} else {
		art.Inked(c, lab, 1.3, art.White)
	}
	return c
}

// dieMinionBack is the plain side: the minion skull, with the die's rim
// colour and a small label so the side held face down still says its die.
func dieMinionBack(fc art.Faces, i int) *art.Canvas {
	k := art.DieKinds[i]
	c := art.NewCanvas(64, 64)
	tokenDisc(c, art.Hex(0x4b2c50), k.Look.Body)
	art.Skull(c, art.P(32, 27), 0.62)
	c.Fill(art.RoundRect(20, 42, 24, 10, 3), art.Ink.Alpha(0.75))
	c.Fill(fc.Label(k.ID, art.P(32, 47), 6.5, 20), art.Bone)
	return c
}
