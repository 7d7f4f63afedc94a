package art

import (
	"fmt"
	"math"
	"sort"
)

// Tumbling frames: each die is modelled as its real polyhedron, turned
// about a tilted axis by 1/8 of a turn per frame and motion-blurred by
// averaging sub-frames, so the 8 frames loop as a rolling die.

// TumbleFrames is the number of tumbling frames per die.
const TumbleFrames = 8

// V3 is a point or vector in 3D: x right, y down, z toward the viewer.
type V3 struct{ X, Y, Z float64 }

func (a V3) Add(b V3) V3      { return V3{a.X + b.X, a.Y + b.Y, a.Z + b.Z} }
func (a V3) Sub(b V3) V3      { return V3{a.X - b.X, a.Y - b.Y, a.Z - b.Z} }
func (a V3) Mul(k float64) V3 { return V3{a.X * k, a.Y * k, a.Z * k} }
func (a V3) Dot(b V3) float64 { return a.X*b.X + a.Y*b.Y + a.Z*b.Z }
func (a V3) Cross(b V3) V3    { return V3{a.Y*b.Z - a.Z*b.Y, a.Z*b.X - a.X*b.Z, a.X*b.Y - a.Y*b.X} }
func (a V3) Norm() V3         { return a.Mul(1 / math.Sqrt(a.Dot(a))) }

// Rotation is a 3x3 matrix, rows first.
type Rotation [3]V3

func (r Rotation) Apply(v V3) V3 { return V3{r[0].Dot(v), r[1].Dot(v), r[2].Dot(v)} }

// AxisAngle is the rotation by a radians about unit axis k (Rodrigues).
func AxisAngle(k V3, a float64) Rotation {
	c, s, t := math.Cos(a), math.Sin(a), 1-math.Cos(a)
	return Rotation{
		{t*k.X*k.X + c, t*k.X*k.Y - s*k.Z, t*k.X*k.Z + s*k.Y},
		{t*k.X*k.Y + s*k.Z, t*k.Y*k.Y + c, t*k.Y*k.Z - s*k.X},
		{t*k.X*k.Z - s*k.Y, t*k.Y*k.Z + s*k.X, t*k.Z*k.Z + c},
	}
}

func (r Rotation) Then(q Rotation) Rotation { // q after r
	var out Rotation
	cols := [3]V3{{r[0].X, r[1].X, r[2].X}, {r[0].Y, r[1].Y, r[2].Y}, {r[0].Z, r[1].Z, r[2].Z}}
	for i := 0; i < 3; i++ {
		out[i] = V3{q[i].Dot(cols[0]), q[i].Dot(cols[1]), q[i].Dot(cols[2])}
	}
	return out
}

// Solid is a convex polyhedron: vertices (max radius 1) and faces, each a
// vertex list in order round the face.
type Solid struct {
	Verts []V3
	Faces [][]int
}

const phi = 1.6180339887498949

// SolidOf is the polyhedron of the die called id.
func SolidOf(id string) Solid {
	var vs []V3
	switch id {
	case "d4":
		vs = []V3{{1, 1, 1}, {1, -1, -1}, {-1, 1, -1}, {-1, -1, 1}}
	case "d6", "herodie", "heroica":
		for _, x := range []float64{-1, 1} {
			for _, y := range []float64{-1, 1} {
				for _, z := range []float64{-1, 1} {
					vs = append(vs, V3{x, y, z})
				}
			}
		}
	case "d8":
		vs = []V3{{1, 0, 0}, {-1, 0, 0}, {0, 1, 0}, {0, -1, 0}, {0, 0, 1}, {0, 0, -1}}
	case "d10":
		// Pentagonal trapezohedron: apex height h makes the kites planar.
		z0 := 0.105
		c36 := math.Cos(Deg(36))
		h := z0 * (1 + c36) / (1 - c36)
		vs = []V3{{0, 0, h}, {0, 0, -h}}
		for k := 0; k < 5; k++ {
			a, b := Deg(72*float64(k)), Deg(72*float64(k)+36)
			vs = append(vs, V3{math.Cos(a), math.Sin(a), z0}, V3{math.Cos(b), math.Sin(b), -z0})
		}
	case "d12":
		for _, x := range []float64{-1, 1} {
			for _, y := range []float64{-1, 1} {
				for _, z := range []float64{-1, 1} {
					vs = append(vs, V3{x, y, z})
				}
			}
		}
		for _, a := range []float64{-1, 1} {
			for _, b := range []float64{-1, 1} {
				vs = append(vs, V3{0, a / phi, b * phi}, V3{a / phi, b * phi, 0}, V3{a * phi, 0, b / phi})
			}
		}
	case "d20":
		for _, a := range []float64{-1, 1} {
			for _, b := range []float64{-1, 1} {
				vs = append(vs, V3{0, a, b * phi}, V3{a, b * phi, 0}, V3{a * phi, 0, b})
			}
		}
	default:
		panic("no solid for " + id)
	}
	r := 0.0
	for _, v := range vs {
		r = math.Max(r, math.Sqrt(v.Dot(v)))
	}
	for i := range vs {
		vs[i] = vs[i].Mul(1 / r)
	}
	return Solid{vs, hullFaces(vs)}
}

// hullFaces finds the faces of a convex hull by trying every plane through
// three vertices: a small brute force that is exact enough for dice.
func hullFaces(vs []V3) [][]int {
	const eps = 1e-6
	var faces [][]int
	seen := map[string]bool{}
	for i := range vs {
		for j := i + 1; j < len(vs); j++ {
			for k := j + 1; k < len(vs); k++ {
				n := vs[j].Sub(vs[i]).Cross(vs[k].Sub(vs[i]))
				if n.Dot(n) < eps {
					continue
				}
				n = n.Norm()
				d := n.Dot(vs[i])
				above, below := 0, 0
				var on []int
				for m, p := range vs {
					switch s := n.Dot(p) - d; {
					case s > eps:
						above++
					case s < -eps:
						below++
					default:
						on = append(on, m)
					}
				}
				if above > 0 && below > 0 {
					continue
				}
				key := fmt.Sprint(on)
				if seen[key] {
					continue
				}
				seen[key] = true
				faces = append(faces, orderFace(vs, on))
			}
		}
	}
	return faces
}

// orderFace sorts a face's vertices by angle round its centre.
func orderFace(vs []V3, idx []int) []int {
	var c V3
	for _, i := range idx {
		c = c.Add(vs[i])
	}
	c = c.Mul(1 / float64(len(idx)))
	u := vs[idx[0]].Sub(c).Norm()
	w := c.Norm().Cross(u)
	out := append([]int(nil), idx...)
	// Angles in [0, 2pi) from the first vertex, which stays first: the
	// vertex opposite it must not flip between -pi and pi with rounding.
	ang := func(i int) float64 {
		d := vs[i].Sub(c)
		a := math.Atan2(d.Dot(w), d.Dot(u))
		if a < -1e-9 {
			a += 2 * math.Pi
		}
		return math.Abs(a)
	}
	sort.Slice(out, func(a, b int) bool { return ang(out[a]) < ang(out[b]) })
	return out
}

// Light3 is the direction the tumbling dice are lit from.
var Light3 = V3{-0.45, -0.65, 0.85}.Norm()

func diceTumbles(fc Faces) []Sprite {
	var out []Sprite
	for di, k := range DieKinds {
		// A fixed start pose and axis per die, so the set does not tumble in step.
		start := AxisAngle(V3{0.3, 0.8, 0.5}.Norm(), 0.7+0.9*float64(di)).Then(AxisAngle(V3{1, 0, 0}, 0.4))
		axis := V3{0.35, 1, 0.4 + 0.1*float64(di%3)}.Norm()
		frames := Tumble(SolidOf(k.ID), 9, start, axis, func(c *Canvas, s Solid, r Rotation, scale float64) {
			renderSolid(c, fc, s, k, r, scale, P(32, 32))
		})
		for f, cv := range frames {
			out = append(out, NewSprite(fmt.Sprintf("die/%s/tumble/%d", k.ID, f), cv))
		}
	}
	return out
}

// Tumble draws the TumbleFrames frames of solid s spinning about axis from
// start: each frame averages subs poses across its slice of the turn
// (motion blur) and gets a soft drop shadow; the scale makes the widest
// pose just fit the 64 px frame. render draws one pose centred in a canvas.
func Tumble(s Solid, subs int, start Rotation, axis V3, render func(c *Canvas, s Solid, r Rotation, scale float64)) []*Canvas {
	pose := func(f, j int) Rotation {
		t := (float64(f) + 0.6*(float64(j)/float64(subs-1)-0.5)) / TumbleFrames
		return start.Then(AxisAngle(axis, 2*math.Pi*t))
	}
	ext := 0.0
	for f := 0; f < TumbleFrames; f++ {
		for j := 0; j < subs; j++ {
			for _, v := range s.Verts {
				p := pose(f, j).Apply(v)
				ext = math.Max(ext, math.Max(math.Abs(p.X), math.Abs(p.Y)))
			}
		}
	}
	scale := 28.5 / ext
	out := make([]*Canvas, TumbleFrames)
	for f := range out {
		acc := NewCanvas(64, 64)
		for j := 0; j < subs; j++ {
			sub := NewCanvas(64, 64)
			render(sub, s, pose(f, j), scale)
			acc.Accumulate(sub, 1.0/float64(subs))
		}
		cv := NewCanvas(64, 64)
		cv.FillMask(acc.Alpha().Shift(2, 3).Blur(2), Color{0, 0, 0, 0.3})
		cv.Draw(acc, 1)
		out[f] = cv
	}
	return out
}

// renderSolid draws the solid turned by rot, centred on at: lit faces,
// face marks, ink edges.
func renderSolid(cv *Canvas, fc Faces, s Solid, k DieKind, rot Rotation, scale float64, at Pt) {
	proj := func(v V3) Pt { return P(at.X+scale*v.X, at.Y+scale*v.Y) }
	visible, all := VisibleFaces(s, rot, proj)
	cv.FillMask(cv.Mask(all).Dilate(1.5), Ink)
	for _, f := range visible {
		cv.Fill(Polygon(f.Pts...), Shade(k.Look.Body, f.N))
		if f.N.Z > 0.3 {
			faceMark(cv, fc, k, f.Idx, f.Center, f.Up, f.N, scale, at)
		}
		cv.Fill(Stroke(0.8, true, f.Pts...), Ink.Alpha(0.4))
	}
}

// faceMark draws a face's value (numeral, pips or Heroica symbol) flat on
// the face, mapped through the face's own projected axes.
func faceMark(cv *Canvas, fc Faces, k DieKind, idx int, c, up, n V3, scale float64, at Pt) {
	facing := n.Z
	r := math.Sqrt(up.Dot(up))
	u := up.Mul(1 / r)
	right := n.Cross(u)
	// Face units: 1 = distance from centre to first corner. Glyph y runs
	// from the corner toward the centre.
	m := Affine{
		scale * right.X * r, -scale * u.X * r, at.X + scale*c.X,
		scale * right.Y * r, -scale * u.Y * r, at.Y + scale*c.Y,
	}
	alpha := math.Min(1, (facing-0.3)/0.3)
	mark := k.Look.mark.Alpha(alpha)
	switch k.ID {
	case "d6", "herodie":
		v := idx%6 + 1
		var p Path
		for _, s := range PipSpots[v-1] {
			p.Append(Circle(s.Mul(0.3), 0.12))
		}
		// Cube faces: corners at 45 degrees; turn the pip grid to the edges.
		cv.Fill(p.Transform(m.Then(Rotate(Deg(45), P(0, 0)))), mark)
	case "heroica":
		var p Path
		switch HeroicaFaces[idx%6] {
		case "shield":
			p = ShieldPath(P(0, 0), 0.42)
		case "skull":
			p = Join(Circle(P(0, -0.08), 0.36), RoundRect(-0.22, 0.1, 0.44, 0.3, 0.08))
		default:
			blade, hilt := swordPath(P(-0.5, 0.5), P(0.5, -0.5), 0.14)
			p = Join(blade, hilt)
		}
		cv.Fill(p.Transform(m.Then(Rotate(Deg(45), P(0, 0)))), mark)
	default:
		v := idx%k.faces + 1
		h := 0.62
		switch k.ID {
		case "d4", "d20", "d8":
			h = 0.5
		}
		p := fc.Numeral(v, P(0, 0), h, h*1.5)
		cv.FillMask(cv.Mask(p.Transform(m)).Dilate(1), k.Look.markRim.Alpha(alpha))
		cv.Fill(p.Transform(m), mark)
	}
}

// SolidFace is a face of a turned solid that faces the viewer: its
// projected corners, its normal, centre and up axis (towards its first
// corner), and its index in the solid.
type SolidFace struct {
	Pts           []Pt
	N, Center, Up V3
	Idx           int
}

// VisibleFaces turns s by rot and projects it with proj: the faces turned
// towards the viewer, and the outline of them all (for the ink edge).
func VisibleFaces(s Solid, rot Rotation, proj func(V3) Pt) (faces []SolidFace, all Path) {
	for i, f := range s.Faces {
		var c V3
		var pts []Pt
		for _, vi := range f {
			v := rot.Apply(s.Verts[vi])
			c = c.Add(v)
			pts = append(pts, proj(v))
		}
		c = c.Mul(1 / float64(len(f)))
		n := c.Norm()
		if n.Z <= 0.02 {
			continue
		}
		faces = append(faces, SolidFace{pts, n, c, rot.Apply(s.Verts[f[0]]).Sub(c), i})
		all.Append(Polygon(pts...))
	}
	return faces, all
}

// Shade is a die body's colour on a face with normal n: darker away from
// the light, brighter where it faces it.
func Shade(body Color, n V3) Color {
	lit := math.Max(0, n.Dot(Light3))
	col := body.Darker(0.45 * (1 - lit))
	if lit > 0.8 {
		col = col.Lighter((lit - 0.8) * 1.2)
	}
	return col
}
