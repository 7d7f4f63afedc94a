package art

import "math"

// Shape constructors. Every outline runs clockwise on screen, so shapes
// filled together unite; Reverse turns one into a hole.

// Polygon is the closed polygon through pts.
func Polygon(pts ...Pt) Path {
	pts = oriented(pts)
	var p Path
	p.MoveTo(pts[0])
	for _, q := range pts[1:] {
		p.LineTo(q)
	}
	p.Close()
	return p
}

// RoundPolygon is the polygon through pts with every corner rounded by a
// circular-looking arc of radius about r.
func RoundPolygon(r float64, pts ...Pt) Path {
	pts = oriented(pts)
	n := len(pts)
	var p Path
	for i := 0; i < n; i++ {
		prev, v, next := pts[(i+n-1)%n], pts[i], pts[(i+1)%n]
		din, dout := prev.Sub(v), next.Sub(v)
		ang := math.Acos(math.Max(-1, math.Min(1, din.Norm().Dot(dout.Norm()))))
		cut := r / math.Tan(ang/2)
		cut = math.Min(cut, math.Min(din.Len(), dout.Len())/2)
		a := v.Add(din.Norm().Mul(cut))
		b := v.Add(dout.Norm().Mul(cut))
		// Control length for an arc of turning angle (pi - ang).
		k := 4.0 / 3 * math.Tan((math.Pi-ang)/4) * cut * math.Tan(ang/2)
		if i == 0 {
			p.MoveTo(a)
		} else {
			p.LineTo(a)
		}
		p.CubeTo(a.Add(din.Norm().Mul(-k)), b.Add(dout.Norm().Mul(-k)), b)
	}
	p.Close()
	return p
}

// Rect is an axis-aligned rectangle.
func Rect(x, y, w, h float64) Path {
	return Polygon(P(x, y), P(x+w, y), P(x+w, y+h), P(x, y+h))
}

// RoundRect is a rectangle with circular corners of radius r.
func RoundRect(x, y, w, h, r float64) Path {
	r = math.Min(r, math.Min(w, h)/2)
	if r <= 0 {
		return Rect(x, y, w, h)
	}
	const k = 0.5523
	var p Path
	p.MoveTo(P(x+r, y))
	p.LineTo(P(x+w-r, y))
	p.CubeTo(P(x+w-r+r*k, y), P(x+w, y+r-r*k), P(x+w, y+r))
	p.LineTo(P(x+w, y+h-r))
	p.CubeTo(P(x+w, y+h-r+r*k), P(x+w-r+r*k, y+h), P(x+w-r, y+h))
	p.LineTo(P(x+r, y+h))
	p.CubeTo(P(x+r-r*k, y+h), P(x, y+h-r+r*k), P(x, y+h-r))
	p.LineTo(P(x, y+r))
	p.CubeTo(P(x, y+r-r*k), P(x+r-r*k, y), P(x+r, y))
	p.Close()
	return p
}

// Ellipse is an axis-aligned ellipse around c.
func Ellipse(c Pt, rx, ry float64) Path {
	const k = 0.5523
	var p Path
	p.MoveTo(P(c.X+rx, c.Y))
	p.CubeTo(P(c.X+rx, c.Y+ry*k), P(c.X+rx*k, c.Y+ry), P(c.X, c.Y+ry))
	p.CubeTo(P(c.X-rx*k, c.Y+ry), P(c.X-rx, c.Y+ry*k), P(c.X-rx, c.Y))
	p.CubeTo(P(c.X-rx, c.Y-ry*k), P(c.X-rx*k, c.Y-ry), P(c.X, c.Y-ry))
	p.CubeTo(P(c.X+rx*k, c.Y-ry), P(c.X+rx, c.Y-ry*k), P(c.X+rx, c.Y))
	p.Close()
	return p
}

// Circle is a circle of radius r around c.
func Circle(c Pt, r float64) Path { return Ellipse(c, r, r) }

// Ring is the band between radii r0 < r1 around c.
func Ring(c Pt, r0, r1 float64) Path { return Join(Circle(c, r1), Circle(c, r0).Reverse()) }

// RegularPoints returns the n corners of a regular polygon of radius r
// around c, the first at angle a0.
func RegularPoints(c Pt, n int, r, a0 float64) []Pt {
	pts := make([]Pt, n)
	for i := range pts {
		pts[i] = Polar(c, r, a0+2*math.Pi*float64(i)/float64(n))
	}
	return pts
}

// StarPoints returns the 2n corners of a star with outer radius r1 and
// inner radius r0, the first tip straight up.
func StarPoints(c Pt, n int, r1, r0 float64) []Pt {
	pts := make([]Pt, 2*n)
	for i := range pts {
		r := r1
		if i%2 == 1 {
			r = r0
		}
		pts[i] = Polar(c, r, -math.Pi/2+math.Pi*float64(i)/float64(n))
	}
	return pts
}

// Stroke returns the outline of a line of width w along pts, with round
// caps and joins; closed joins the last point to the first.
func Stroke(w float64, closed bool, pts ...Pt) Path {
	var p Path
	h := w / 2
	n := len(pts)
	segs := n - 1
	if closed {
		segs = n
	}
	for i := 0; i < segs; i++ {
		a, b := pts[i], pts[(i+1)%n]
		d := b.Sub(a)
		if d.Len() == 0 {
			continue
		}
		nn := d.Norm().Perp().Mul(h)
		p.Append(Polygon(a.Add(nn), b.Add(nn), b.Sub(nn), a.Sub(nn)))
	}
	for _, q := range pts {
		p.Append(Circle(q, h))
	}
	return p
}

// StrokeButt is Stroke without round ends (joins stay round).
func StrokeButt(w float64, pts ...Pt) Path {
	var p Path
	h := w / 2
	for i := 0; i+1 < len(pts); i++ {
		a, b := pts[i], pts[i+1]
		nn := b.Sub(a).Norm().Perp().Mul(h)
		p.Append(Polygon(a.Add(nn), b.Add(nn), b.Sub(nn), a.Sub(nn)))
		if i > 0 {
			p.Append(Circle(a, h))
		}
	}
	return p
}

// StrokePath strokes every outline of a path (curves flattened).
func StrokePath(w float64, closed bool, path Path) Path {
	var p Path
	for _, pts := range path.Flatten() {
		p.Append(Stroke(w, closed, pts...))
	}
	return p
}

// Almond is an eye outline, w wide and h tall, centred on c.
func Almond(c Pt, w, h float64) Path {
	var p Path
	p.MoveTo(c.Add(P(-w, 0)))
	p.CubeTo(c.Add(P(-w*0.5, -h)), c.Add(P(w*0.5, -h)), c.Add(P(w, 0)))
	p.CubeTo(c.Add(P(w*0.5, h)), c.Add(P(-w*0.5, h)), c.Add(P(-w, 0)))
	p.Close()
	return p
}

// FlamePath is a three-tongued flame standing on b, about 2.4h tall.
func FlamePath(b Pt, h float64) Path {
	m := Affine{h, 0, b.X, 0, h, b.Y}
	var p Path
	p.MoveTo(P(0, 0.35))
	p.CubeTo(P(0.55, 0.35), P(0.8, 0), P(0.62, -0.45))
	p.CubeTo(P(0.58, -0.7), P(0.5, -0.85), P(0.5, -1.1))
	p.CubeTo(P(0.36, -0.9), P(0.3, -0.8), P(0.22, -0.78))
	p.CubeTo(P(0.28, -1.3), P(0.12, -1.7), P(0.04, -2.1))
	p.CubeTo(P(-0.12, -1.6), P(-0.3, -1.3), P(-0.26, -0.9))
	p.CubeTo(P(-0.34, -1.0), P(-0.44, -1.1), P(-0.52, -1.3))
	p.CubeTo(P(-0.7, -0.85), P(-0.8, -0.2), P(-0.58, 0.1))
	p.CubeTo(P(-0.45, 0.3), P(-0.25, 0.35), P(0, 0.35))
	p.Close()
	return p.Transform(m)
}
