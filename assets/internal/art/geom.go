package art

import "math"

// Pt is a point or vector in sprite pixels, y pointing down.
type Pt struct{ X, Y float64 }

// P is shorthand for Pt{x, y}.
func P(x, y float64) Pt { return Pt{x, y} }

func (p Pt) Add(q Pt) Pt             { return Pt{p.X + q.X, p.Y + q.Y} }
func (p Pt) Sub(q Pt) Pt             { return Pt{p.X - q.X, p.Y - q.Y} }
func (p Pt) Mul(k float64) Pt        { return Pt{p.X * k, p.Y * k} }
func (p Pt) Dot(q Pt) float64        { return p.X*q.X + p.Y*q.Y }
func (p Pt) Len() float64            { return math.Hypot(p.X, p.Y) }
func (p Pt) Perp() Pt                { return Pt{-p.Y, p.X} }
func (p Pt) Lerp(q Pt, t float64) Pt { return p.Add(q.Sub(p).Mul(t)) }

// Norm returns p scaled to length 1 (or p itself when it is zero).
func (p Pt) Norm() Pt {
	l := p.Len()
	if l == 0 {
		return p
	}
	return p.Mul(1 / l)
}

// Polar is the point at distance r and angle a (radians, 0 = right,
// clockwise on screen) from c.
func Polar(c Pt, r, a float64) Pt { return Pt{c.X + r*math.Cos(a), c.Y + r*math.Sin(a)} }

// Deg converts degrees to radians.
func Deg(d float64) float64 { return d * math.Pi / 180 }

// Affine maps (x, y) to (A*x + B*y + C, D*x + E*y + F).
type Affine struct{ A, B, C, D, E, F float64 }

// Identity is the affine map that changes nothing.
var Identity = Affine{A: 1, E: 1}

func Translate(dx, dy float64) Affine { return Affine{1, 0, dx, 0, 1, dy} }
func Scale(sx, sy float64) Affine     { return Affine{sx, 0, 0, 0, sy, 0} }

// Rotate turns by a radians about c.
func Rotate(a float64, c Pt) Affine {
	s, co := math.Sin(a), math.Cos(a)
	return Translate(c.X, c.Y).Then(Affine{co, -s, 0, s, co, 0}).Then(Translate(-c.X, -c.Y))
}

// Then returns the map that applies n first and then m.
func (m Affine) Then(n Affine) Affine {
	return Affine{
		m.A*n.A + m.B*n.D, m.A*n.B + m.B*n.E, m.A*n.C + m.B*n.F + m.C,
		m.D*n.A + m.E*n.D, m.D*n.B + m.E*n.E, m.D*n.C + m.E*n.F + m.F,
	}
}

// Apply maps one point.
func (m Affine) Apply(p Pt) Pt { return Pt{m.A*p.X + m.B*p.Y + m.C, m.D*p.X + m.E*p.Y + m.F} }
