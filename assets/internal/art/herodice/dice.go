package herodice

import (
	"fmt"
	"math"

	"github.com/herotable/herotable/assets/internal/art"
)

// The two dice, 64x64, settled and tumbling (8 frames, like the shared
// dice). The red hero die has a gold rim and corners cut at 45°, so it is
// told from the ivory combat dice by its outline as well as its colour.

var (
	heroRed   = art.Hex(0xc3322a)
	combatIvo = art.Hex(0xf0e8d6)
)

// heroOutline is the hero die's octagon: a square with cut corners.
func heroOutline(x, y, s, cut float64) art.Path {
	return art.RoundPolygon(2.5,
		art.P(x+cut, y), art.P(x+s-cut, y), art.P(x+s, y+cut), art.P(x+s, y+s-cut),
		art.P(x+s-cut, y+s), art.P(x+cut, y+s), art.P(x, y+s-cut), art.P(x, y+cut))
}

// dieFace draws a settled die showing v.
func dieFace(v int, hero bool) *art.Canvas {
	c := art.NewCanvas(64, 64)
	var outer, inner art.Path
	body := combatIvo
	if hero {
		body = heroRed
		outer, inner = heroOutline(4, 4, 56, 12), heroOutline(9, 9, 46, 9)
	} else {
		outer, inner = art.RoundRect(4, 4, 56, 56, 11), art.RoundRect(8, 8, 48, 48, 8)
	}
	c.FillMask(c.Mask(outer.Move(1.5, 2.5)).Blur(2), art.Color{A: 0.35})
	c.FillMask(c.Mask(outer).Dilate(1.5), art.Ink)
	if hero {
		c.Fill(outer, art.GoldPaint(4, 60))
	} else {
		c.Fill(outer, art.Linear{A: art.P(4, 4), B: art.P(60, 60), Stops: []art.Stop{{T: 0, C: body.Lighter(0.3)}, {T: 0.5, C: body}, {T: 1, C: body.Darker(0.35)}}})
	}
	c.Fill(inner, art.Linear{A: art.P(8, 8), B: art.P(56, 56), Stops: []art.Stop{{T: 0, C: body.Lighter(0.12)}, {T: 1, C: body.Darker(0.1)}}})
	c.Fill(art.StrokePath(0.9, true, inner), art.Ink.Alpha(0.3))
	c.FillMask(c.Mask(art.Ellipse(art.P(22, 17), 13, 6)).Blur(3).Times(c.Mask(inner)), art.Color{R: 1, G: 1, B: 1, A: 0.18})
	pip := art.Ink
	if hero {
		pip = art.Hex(0xfffaf0)
	}
	for _, sp := range art.PipSpots[v-1] {
		p := art.P(32, 32).Add(sp.Mul(13))
		c.Fill(art.Circle(p, 5.6), art.Color{A: 0.3})
		c.Fill(art.Circle(p.Add(art.P(0.3, 0.5)), 4.7), pip)
	}
	return c
}

// tumbles are the 8 tumbling frames of a die.
func tumbles(hero bool) []*art.Canvas {
	start := art.AxisAngle(art.V3{X: 0.6, Y: 0.5, Z: 0.35}.Norm(), 0.9)
	axis := art.V3{X: 0.5, Y: 1, Z: 0.4}.Norm()
	if hero {
		start = start.Then(art.AxisAngle(art.V3{X: 0, Y: 0, Z: 1}, 0.7))
		axis = art.V3{X: 1, Y: 0.4, Z: 0.5}.Norm()
	}
	return art.Tumble(art.SolidOf("d6"), 7, start, axis, func(c *art.Canvas, s art.Solid, r art.Rotation, scale float64) {
		renderDie(c, s, r, scale, hero)
	})
}

// renderDie draws the cube turned by r: lit faces with their pips; the
// hero die's edges are gold.
func renderDie(cv *art.Canvas, s art.Solid, rot art.Rotation, scale float64, hero bool) {
	at := art.P(32, 32)
	proj := func(v art.V3) art.Pt { return art.P(at.X+scale*v.X, at.Y+scale*v.Y) }
	faces, all := art.VisibleFaces(s, rot, proj)
	cv.FillMask(cv.Mask(all).Dilate(1.5), art.Ink)
	body, pip, edge := combatIvo, art.Ink, art.Ink.Alpha(0.4)
	if hero {
		body, pip, edge = heroRed, art.Hex(0xfffaf0), art.Gold
	}
	for _, f := range faces {
		cv.Fill(art.Polygon(f.Pts...), art.Shade(body, f.N))
		if f.N.Z > 0.3 {
			// Face units: the corner is at distance 1 along Up; cube
			// corners sit at 45 degrees, so the pip grid is turned to the
			// edges (as the shared dice do).
			r := math.Sqrt(f.Up.Dot(f.Up))
			u := f.Up.Mul(1 / r)
			right := u.Cross(f.N)
			m := art.Affine{
				A: scale * right.X * r, B: -scale * u.X * r, C: at.X + scale*f.Center.X,
				D: scale * right.Y * r, E: -scale * u.Y * r, F: at.Y + scale*f.Center.Y,
			}.Then(art.Rotate(art.Deg(45), art.P(0, 0)))
			var pips art.Path
			for _, sp := range art.PipSpots[f.Idx%6] {
				pips.Append(art.Circle(sp.Mul(0.3), 0.12))
			}
			cv.Fill(pips.Transform(m), pip.Alpha(math.Min(1, (f.N.Z-0.3)/0.3)))
		}
		cv.Fill(art.Stroke(0.9, true, f.Pts...), edge)
	}
}

// diceSprites draws both dice.
func diceSprites(art.Faces) []art.Sprite {
	var out []art.Sprite
	for _, k := range []struct {
		name string
		hero bool
	}{{"hero", true}, {"combat", false}} {
		for v := 1; v <= 6; v++ {
			out = append(out, art.NewSprite(fmt.Sprintf("herodice/die/%s/%d", k.name, v), dieFace(v, k.hero)))
		}
		for f, c := range tumbles(k.hero) {
			out = append(out, art.NewSprite(fmt.Sprintf("herodice/die/%s/tumble/%d", k.name, f), c))
		}
	}
	return out
}
