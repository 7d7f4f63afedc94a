package art

import (
	"fmt"
	"math"
)

// The DIE in the Dungeon! Hero Die: a red d6 whose faces are 1 Fighter,
// 2 Rogue, 3 Wizard, 4 Cleric (the head icons), 5 "Lose 1 Health" (a heart
// with −1) and 6 Bard (notes), settled (64x64) and tumbling (8 frames,
// drawn like tumble.go's dice but with these faces on the cube).

// DieHeroDieFaces are the Hero Die's faces, 1 first (engine dice.go).
var DieHeroDieFaces = []string{"fighter", "rogue", "wizard", "cleric", "health", "bard"}

var dieHeroDieBody = Hex(0xc3322a)

// heroDieSprites draws the settled faces and the tumbling frames.
func heroDieSprites(fc faces) []Sprite {
	var out []Sprite
	for v, f := range DieHeroDieFaces {
		c := NewCanvas(64, 64)
		d6Body(c, dieHeroDieBody)
		c.Fill(Circle(P(32, 32), 22.5), ink.Alpha(0.55))
		c.Fill(Circle(P(32, 32), 21.5), Radial{P(27, 26), 28, []Stop{{0, Hex(0xfffaf0)}, {1, parchMid}}})
		heroDieMark(c, fc, f, Affine{1, 0, 32, 0, 1, 32}, 1)
		out = append(out, sprite(dieName("herodie/", v+1), c))
	}
	return append(out, heroDieTumbles(fc)...)
}

// heroDieMark draws face f's symbol through m, which maps a 44-unit box
// centred on (0, 0) to the face; k is the box's size in pixels over 44.
func heroDieMark(c *Canvas, fc faces, f string, m Affine, k float64) {
	switch f {
	case "health":
		g := statGlyph("health")
		gm := m.Then(Scale(0.8, 0.8)).Then(Translate(-24, -25))
		p := g.fill.Transform(gm)
		c.FillMask(c.Mask(p).Dilate(1.4), ink)
		c.Fill(p, Hex(0xd23a4e))
		lab := fc.label("−1", P(0, 0), 11, 20).Transform(m.Then(Translate(0, -1)))
		inked(c, lab, 1.2*math.Min(1, k+0.2), White)
	case "bard":
		g, _ := specialGlyph("bard")
		gm := m.Then(Scale(0.8, 0.8)).Then(Translate(-25, -23))
		p := g.fill.Transform(gm)
		c.FillMask(c.Mask(p).Dilate(1.4), ink)
		c.Fill(p, dieTokenColours["bard"])
	default:
		drawDieHead(pen{c, m.Then(Translate(-1, 1)), k}, fc, f)
	}
}

// heroDieTumbles are the 8 tumbling frames, motion-blurred like tumble.go.
func heroDieTumbles(fc faces) []Sprite {
	start := axisAngle(v3{0.5, 0.7, 0.3}.norm(), 1.1).then(axisAngle(v3{1, 0, 0}, 0.5))
	frames := tumble(solidOf("herodie"), 7, start, v3{0.4, 1, 0.55}.norm(), func(c *Canvas, s solid, r rotation, scale float64) {
		renderHeroDie(c, fc, s, r, scale, P(32, 32))
	})
	var out []Sprite
	for f, cv := range frames {
		out = append(out, sprite(fmt.Sprintf("dieinthedungeon/herodie/tumble/%d", f), cv))
	}
	return out
}

// renderHeroDie draws the cube turned by rot: lit red faces, each with its
// cream disc and symbol mapped through the face's projected axes.
func renderHeroDie(cv *Canvas, fc faces, s solid, rot rotation, scale float64, at Pt) {
	proj := func(v v3) Pt { return P(at.X+scale*v.X, at.Y+scale*v.Y) }
	var all Path
	type vis struct {
		pts     []Pt
		n, c, u v3
		idx     int
	}
	var faces []vis
	for i, f := range s.faces {
		var c v3
		var pts []Pt
		for _, vi := range f {
			v := rot.apply(s.verts[vi])
			c = c.add(v)
			pts = append(pts, proj(v))
		}
		c = c.mul(1 / float64(len(f)))
		n := c.norm()
		if n.Z <= 0.02 {
			continue
		}
		faces = append(faces, vis{pts, n, c, rot.apply(s.verts[f[0]]).sub(c), i})
		all.Append(Polygon(pts...))
	}
	cv.FillMask(cv.Mask(all).Dilate(1.5), ink)
	for _, f := range faces {
		lit := math.Max(0, f.n.dot(light3))
		col := dieHeroDieBody.Darker(0.45 * (1 - lit))
		if lit > 0.8 {
			col = col.Lighter((lit - 0.8) * 1.2)
		}
		cv.Fill(Polygon(f.pts...), col)
		if f.n.Z > 0.3 {
			// Face units: the corner is at distance 1; the symbol box
			// (44 units) nearly fills the square face.
			r := math.Sqrt(f.u.dot(f.u))
			u := f.u.mul(1 / r)
			right := u.cross(f.n) // the face seen from outside: not mirrored
			m := Affine{
				scale * right.X * r, -scale * u.X * r, at.X + scale*f.c.X,
				scale * right.Y * r, -scale * u.Y * r, at.Y + scale*f.c.Y,
			}.Then(Rotate(Deg(45), P(0, 0))).Then(Scale(1.0/33, 1.0/33))
			mc := NewCanvas(cv.W, cv.H)
			mc.Fill(Circle(P(0, 0), 21.5).Transform(m), Hex(0xfffaf0))
			heroDieMark(mc, fc, DieHeroDieFaces[f.idx%6], m, scale*r/33*f.n.Z)
			cv.Draw(mc, math.Min(1, (f.n.Z-0.3)/0.3))
		}
		cv.Fill(Stroke(0.8, true, f.pts...), ink.Alpha(0.4))
	}
}
