package art

import "math"

// Drawing helpers first made for the Hero House figures, and used by every
// game's art: a pen that draws shapes in a small local coordinate system (a
// head is 10 units in radius, a torso 40 units tall), so the same motif can
// be drawn large on a part card and small on a prime, always with the same
// printed ink outline.

// hhLine is the ink outline width in card pixels, whatever the scale.
const hhLine = 1.7

// Pen draws on canvas C through M, which maps local units to pixels.
type Pen struct {
	C *Canvas
	M Affine
	K float64 // card pixels per local unit
}

// PenAt maps local (0, 0) to o, k pixels per unit.
func PenAt(cv *Canvas, o Pt, k float64) Pen {
	return Pen{cv, Affine{k, 0, o.X, 0, k, o.Y}, k}
}

// Mirrored returns the pen flipped left to right about local x = 0.
func (p Pen) Mirrored() Pen {
	p.M = p.M.Then(Scale(-1, 1))
	return p
}

// Shape draws a local path with an ink outline, a flat colour and a soft
// light-from-the-left shading.
func (p Pen) Shape(path Path, col Color) {
	q := path.Transform(p.M)
	a, b := q.Bounds()
	grow := P(hhLine+1, hhLine+1)
	p.C.fillBox(StrokePath(2*hhLine, true, q), a.Sub(grow), b.Add(grow), Ink)
	m, x0, y0 := p.C.BoxMask(q, a, b)
	p.C.FillBoxMask(m, x0, y0, col)
	if b.X-a.X >= 2 {
		p.C.FillBoxMask(m, x0, y0, Linear{P(a.X, 0), P(b.X, 0), []Stop{
			{0, Color{1, 1, 1, 0.16}}, {0.4, Clear}, {0.75, Clear}, {1, Color{0, 0, 0, 0.2}}}})
	}
}

// Flat fills a local path with no outline: details inside a shape.
func (p Pen) Flat(path Path, col Color) { p.C.FillFast(path.Transform(p.M), col) }

// FillFast is Canvas.Fill for small shapes on a large canvas: it
// rasterises only the path's bounding box.
func (c *Canvas) FillFast(path Path, paint Paint) {
	a, b := path.Bounds()
	c.fillBox(path, a, b, paint)
}

// fillBox fills path, which lies inside the box a-b.
func (c *Canvas) fillBox(path Path, a, b Pt, paint Paint) {
	m, x0, y0 := c.BoxMask(path, a, b)
	c.FillBoxMask(m, x0, y0, paint)
}

// BoxMask rasterises path inside the box a-b (clipped to the canvas); the
// mask's pixel (0, 0) is canvas pixel (x0, y0).
func (c *Canvas) BoxMask(path Path, a, b Pt) (m *Mask, x0, y0 int) {
	x0, y0 = max(0, int(math.Floor(a.X))-1), max(0, int(math.Floor(a.Y))-1)
	x1, y1 := min(c.W, int(math.Ceil(b.X))+2), min(c.H, int(math.Ceil(b.Y))+2)
	if x1 <= x0 || y1 <= y0 {
		return NewMask(0, 0), 0, 0
	}
	box := &Canvas{W: x1 - x0, H: y1 - y0}
	return box.Mask(path.Move(-float64(x0), -float64(y0))), x0, y0
}

// FillBoxMask paints through a box mask from boxMask.
func (c *Canvas) FillBoxMask(m *Mask, x0, y0 int, paint Paint) {
	for y := 0; y < m.H; y++ {
		for x := 0; x < m.W; x++ {
			if cov := m.A[y*m.W+x]; cov > 0 {
				px, py := x0+x, y0+y
				c.blend(px, py, paint.At(P(float64(px)+0.5, float64(py)+0.5)), cov)
			}
		}
	}
}

// Limb is an outlined round-capped stroke of local width w.
func (p Pen) Limb(w float64, col Color, pts ...Pt) { p.Shape(Stroke(w, false, pts...), col) }

// Line is a plain stroke of local width w: seams, folds, mouths.
func (p Pen) Line(w float64, col Color, pts ...Pt) { p.Flat(Stroke(w, false, pts...), col) }

// Clipped fills path only where it overlaps within (both local): stripes
// on a sweater, rings of chainmail.
func (p Pen) Clipped(path, within Path, col Color) {
	p.C.FillMask(p.C.Mask(path.Transform(p.M)).Times(p.C.Mask(within.Transform(p.M))), col)
}

// Curve is a local quadratic Bézier from a to c bending toward b, as points.
func Curve(a, b, c Pt, n int) []Pt {
	pts := make([]Pt, n+1)
	for i := range pts {
		t := float64(i) / float64(n)
		pts[i] = a.Lerp(b, t).Lerp(b.Lerp(c, t), t)
	}
	return pts
}

// Blob is a closed smooth outline through pts (a Catmull-Rom loop turned
// into cubic Béziers): clouds, ink blots, hair.
func Blob(pts ...Pt) Path {
	pts = oriented(pts)
	n := len(pts)
	var p Path
	p.MoveTo(pts[0])
	for i := 0; i < n; i++ {
		p0, p1, p2, p3 := pts[(i+n-1)%n], pts[i], pts[(i+1)%n], pts[(i+2)%n]
		p.CubeTo(p1.Add(p2.Sub(p0).Mul(1.0/6)), p2.Sub(p3.Sub(p1).Mul(1.0/6)), p2)
	}
	p.Close()
	return p
}

// CloudPath is a puffy cloud: circles along a flat-bottomed band.
func CloudPath(c Pt, w, h float64) Path {
	var p Path
	p.Append(RoundRect(c.X-w/2, c.Y-h*0.1, w, h*0.6, h*0.3))
	for i, f := range []float64{-0.32, -0.08, 0.16, 0.36} {
		r := h * []float64{0.36, 0.5, 0.44, 0.3}[i]
		p.Append(Circle(P(c.X+f*w, c.Y+h*0.15-r*0.6), r))
	}
	return p
}

// Dashes cuts the outline of path into dashes of length on, gaps off, each
// stroked w wide: the outline of an empty slot.
func Dashes(path Path, w, on, off float64) Path {
	var out Path
	for _, pts := range path.Flatten() {
		pts = append(pts, pts[0])
		var cur []Pt
		draw := true
		left := on
		cur = append(cur, pts[0])
		for i := 1; i < len(pts); i++ {
			a, b := pts[i-1], pts[i]
			seg := b.Sub(a).Len()
			for seg > 0 {
				step := math.Min(seg, left)
				a = a.Add(b.Sub(a).Norm().Mul(step))
				seg -= step
				left -= step
				if draw {
					cur = append(cur, a)
				}
				if left <= 1e-9 {
					if draw && len(cur) > 1 {
						out.Append(StrokeButt(w, cur...))
					}
					draw = !draw
					left = off
					if draw {
						left = on
					}
					cur = []Pt{a}
				}
			}
		}
		if draw && len(cur) > 1 {
			out.Append(StrokeButt(w, cur...))
		}
	}
	return out
}

// Blit draws src onto dst mapped by m (src pixel space to dst pixel
// space), 4x4 supersampled with bilinear taps: how a card back becomes
// the top of a smaller, tilted pile.
func Blit(dst, src *Canvas, m Affine, alpha float64) {
	inv := m.Inverse()
	// The destination box the mapped source covers.
	x0, y0, x1, y1 := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, q := range []Pt{P(0, 0), P(float64(src.W), 0), P(0, float64(src.H)), P(float64(src.W), float64(src.H))} {
		d := m.Apply(q)
		x0, y0, x1, y1 = math.Min(x0, d.X), math.Min(y0, d.Y), math.Max(x1, d.X), math.Max(y1, d.Y)
	}
	const n = 4
	for y := max(0, int(y0)); y < min(dst.H, int(math.Ceil(y1))); y++ {
		for x := max(0, int(x0)); x < min(dst.W, int(math.Ceil(x1))); x++ {
			var acc [4]float64
			for sy := 0; sy < n; sy++ {
				for sx := 0; sx < n; sx++ {
					s := inv.Apply(P(float64(x)+(float64(sx)+0.5)/n, float64(y)+(float64(sy)+0.5)/n))
					px := src.bilinear(s.X-0.5, s.Y-0.5)
					for j := range acc {
						acc[j] += px[j]
					}
				}
			}
			a := acc[3] / (n * n) * alpha
			if a <= 0 {
				continue
			}
			i := 4 * (y*dst.W + x)
			k := 1 - a
			for j := 0; j < 3; j++ {
				dst.Pix[i+j] = acc[j]/(n*n)*alpha + dst.Pix[i+j]*k
			}
			dst.Pix[i+3] = a + dst.Pix[i+3]*k
		}
	}
}

// bilinear samples the premultiplied pixels at (x, y), pixel centres on
// whole numbers, transparent outside.
func (c *Canvas) bilinear(x, y float64) [4]float64 {
	fx, fy := math.Floor(x), math.Floor(y)
	tx, ty := x-fx, y-fy
	var out [4]float64
	for _, t := range [4]struct {
		dx, dy int
		w      float64
	}{{0, 0, (1 - tx) * (1 - ty)}, {1, 0, tx * (1 - ty)}, {0, 1, (1 - tx) * ty}, {1, 1, tx * ty}} {
		px, py := int(fx)+t.dx, int(fy)+t.dy
		if t.w == 0 || px < 0 || py < 0 || px >= c.W || py >= c.H {
			continue
		}
		i := 4 * (py*c.W + px)
		for j := range out {
			out[j] += c.Pix[i+j] * t.w
		}
	}
	return out
}

// Inverse returns the map that undoes m (m must not be degenerate).
func (m Affine) Inverse() Affine {
	det := m.A*m.E - m.B*m.D
	a, b, d, e := m.E/det, -m.B/det, -m.D/det, m.A/det
	return Affine{a, b, -(a*m.C + b*m.F), d, e, -(d*m.C + e*m.F)}
}

// Greyed returns a copy of the canvas desaturated and dimmed by k.
func (c *Canvas) Greyed(k float64) *Canvas {
	out := &Canvas{c.W, c.H, append([]float64(nil), c.Pix...)}
	for i := 0; i < len(out.Pix); i += 4 {
		l := (0.3*out.Pix[i] + 0.59*out.Pix[i+1] + 0.11*out.Pix[i+2]) * k
		out.Pix[i], out.Pix[i+1], out.Pix[i+2] = l, l, l
	}
	return out
}
