package dieinthedungeon

import (
	"fmt"
	"math"

	"github.com/herotable/herotable/assets/internal/art"
)

// The DIE in the Dungeon! Hero Die: a red d6 whose faces are 1 Fighter,
// 2 Rogue, 3 Wizard, 4 Cleric (the head icons), 5 "Lose 1 Health" (a heart
// with −1) and 6 Bard (notes), settled (64x64) and tumbling (8 frames,
// drawn like art/tumble.go's dice but with these faces on the cube).

// DieHeroDieFaces are the Hero Die's faces, 1 first (engine dice.go).
var DieHeroDieFaces = []string{"fighter", "rogue", "wizard", "cleric", "health", "bard"}

var dieHeroDieBody = art.Hex(0xc3322a)

// heroDieSprites draws the settled faces and the tumbling frames.
func heroDieSprites(fc art.Faces) []art.Sprite {
	var out []art.Sprite
	for v, f := range DieHeroDieFaces {
		c := art.NewCanvas(64, 64)
		art.D6Body(c, dieHeroDieBody)
		c.Fill(art.Circle(art.P(32, 32), 22.5), art.Ink.Alpha(0.55))
		c.Fill(art.Circle(art.P(32, 32), 21.5), art.Radial{C: art.P(27, 26), R: 28, Stops: []art.Stop{
			{T: 0, C: art.Hex(0xfffaf0)}, {T: 1, C: art.ParchMid},
		}})
		heroDieMark(c, fc, f, art.Affine{A: 1, B: 0, C: 32, D: 0, E: 1, F: 32}, 1)
		out = append(out, art.NewSprite(dieName("herodie/", v+1), c))
	}
	return append(out, heroDieTumbles(fc)...)
}

// heroDieMark draws face f's symbol through m, which maps a 44-unit box
// centred on (0, 0) to the face; k is the box's size in pixels over 44.
func heroDieMark(c *art.Canvas, fc art.Faces, f string, m art.Affine, k float64) {
	switch f {
	case "health":
		g := art.StatGlyph("health")
		gm := m.Then(art.Scale(0.8, 0.8)).Then(art.Translate(-24, -25))
		p := g.Fill.Transform(gm)
		c.FillMask(c.Mask(p).Dilate(1.4), art.Ink)
		c.Fill(p, art.Hex(0xd23a4e))
		lab := fc.Label("−1", art.P(0, 0), 11, 20).Transform(m.Then(art.Translate(0, -1)))
		art.Inked(c, lab, 1.2*math.Min(1, k+0.2), art.White)
	case "bard":
		g, _ := specialGlyph("bard")
		gm := m.Then(art.Scale(0.8, 0.8)).Then(art.Translate(-25, -23))
		p := g.Fill.Transform(gm)
		c.FillMask(c.Mask(p).Dilate(1.4), art.Ink)
		c.Fill(p, dieTokenColours["bard"])
	default:
		art.DrawHead(art.Pen{C: c, M: m.Then(art.Translate(-1, 1)), K: k}, fc, f)
	}
}

// heroDieTumbles are the 8 tumbling frames, motion-blurred like art/tumble.go.
func heroDieTumbles(fc art.Faces) []art.Sprite {
	start := art.AxisAngle(art.V3{X: 0.5, Y: 0.7, Z: 0.3}.Norm(), 1.1).Then(art.AxisAngle(art.V3{X: 1, Y: 0, Z: 0}, 0.5))
	frames := art.Tumble(art.SolidOf("herodie"), 7, start, art.V3{X: 0.4, Y: 1, Z: 0.55}.Norm(), func(c *art.Canvas, s art.Solid, r art.Rotation, scale float64) {
		renderHeroDie(c, fc, s, r, scale, art.P(32, 32))
	})
	var out []art.Sprite
	for f, cv := range frames {
		out = append(out, art.NewSprite(fmt.Sprintf("dieinthedungeon/herodie/tumble/%d", f), cv))
	}
	return out
}

// renderHeroDie draws the cube turned by rot: lit red faces, each with its
// cream disc and symbol mapped through the face's projected axes.
func renderHeroDie(cv *art.Canvas, fc art.Faces, s art.Solid, rot art.Rotation, scale float64, at art.Pt) {
	proj := func(v art.V3) art.Pt { return art.P(at.X+scale*v.X, at.Y+scale*v.Y) }
	faces, all := art.VisibleFaces(s, rot, proj)
	cv.FillMask(cv.Mask(all).Dilate(1.5), art.Ink)
	for _, f := range faces {
		cv.Fill(art.Polygon(f.Pts...), art.Shade(dieHeroDieBody, f.N))
		if f.N.Z > 0.3 {
			// Face units: the corner is at distance 1; the symbol box
			// (44 units) nearly fills the square face.
			r := math.Sqrt(f.Up.Dot(f.Up))
			u := f.Up.Mul(1 / r)
			right := u.Cross(f.N) // the face seen from outside: not mirrored
			m := art.Affine{
				A: scale * right.X * r, B: -scale * u.X * r, C: at.X + scale*f.Center.X,
				D: scale * right.Y * r, E: -scale * u.Y * r, F: at.Y + scale*f.Center.Y,
			}.Then(art.Rotate(art.Deg(45), art.P(0, 0))).Then(art.Scale(1.0/33, 1.0/33))
			mc := art.NewCanvas(cv.W, cv.H)
			mc.Fill(art.Circle(art.P(0, 0), 21.5).Transform(m), art.Hex(0xfffaf0))
			heroDieMark(mc, fc, DieHeroDieFaces[f.Idx%6], m, scale*r/33*f.N.Z)
			cv.Draw(mc, math.Min(1, (f.N.Z-0.3)/0.3))
		}
		cv.Fill(art.Stroke(0.8, true, f.Pts...), art.Ink.Alpha(0.4))
	}
}
