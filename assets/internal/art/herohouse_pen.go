package art

import "math"

// Drawing helpers for the Hero House figures: a pen that draws shapes in a
// small local coordinate system (a head is 10 units in radius, a torso 40
// units tall), so the same motif can be drawn large on a part card and
// small on a prime, always with the same printed ink outline.

// hhLine is the ink outline width in card pixels, whatever the scale.
const hhLine = 1.7

type pen struct {
	cv *Canvas
	m  Affine
	k  float64 // card pixels per local unit
}

// penAt maps local (0, 0) to o, k pixels per unit.
func penAt(cv *Canvas, o Pt, k float64) pen {
	return pen{cv, Affine{k, 0, o.X, 0, k, o.Y}, k}
}

// mirrored returns the pen flipped left to right about local x = 0.
func (p pen) mirrored() pen {
	p.m = p.m.Then(Scale(-1, 1))
	return p
}

// shape draws a local path with an ink outline, a flat colour and a soft
// light-from-the-left shading.
func (p pen) shape(path Path, col Color) {
	q := path.Transform(p.m)
	a, b := q.Bounds()
	grow := P(hhLine+1, hhLine+1)
	p.cv.fillBox(StrokePath(2*hhLine, true, q), a.Sub(grow), b.Add(grow), ink)
	m, x0, y0 := p.cv.boxMask(q, a, b)
	p.cv.fillBoxMask(m, x0, y0, col)
	if b.X-a.X >= 2 {
		p.cv.fillBoxMask(m, x0, y0, Linear{P(a.X, 0), P(b.X, 0), []Stop{
			{0, Color{1, 1, 1, 0.16}}, {0.4, Clear}, {0.75, Clear}, {1, Color{0, 0, 0, 0.2}}}})
	}
}

// flat fills a local path with no outline: details inside a shape.
func (p pen) flat(path Path, col Color) { p.cv.fillFast(path.Transform(p.m), col) }

// fillFast is Canvas.Fill for small shapes on a large canvas: it
// rasterises only the path's bounding box.
func (c *Canvas) fillFast(path Path, paint Paint) {
	a, b := path.Bounds()
	c.fillBox(path, a, b, paint)
}

// fillBox fills path, which lies inside the box a-b.
func (c *Canvas) fillBox(path Path, a, b Pt, paint Paint) {
	m, x0, y0 := c.boxMask(path, a, b)
	c.fillBoxMask(m, x0, y0, paint)
}

// boxMask rasterises path inside the box a-b (clipped to the canvas); the
// mask's pixel (0, 0) is canvas pixel (x0, y0).
func (c *Canvas) boxMask(path Path, a, b Pt) (m *Mask, x0, y0 int) {
	x0, y0 = max(0, int(math.Floor(a.X))-1), max(0, int(math.Floor(a.Y))-1)
	x1, y1 := min(c.W, int(math.Ceil(b.X))+2), min(c.H, int(math.Ceil(b.Y))+2)
	if x1 <= x0 || y1 <= y0 {
		return newMask(0, 0), 0, 0
	}
	box := &Canvas{W: x1 - x0, H: y1 - y0}
	return box.Mask(path.Move(-float64(x0), -float64(y0))), x0, y0
}

// fillBoxMask paints through a box mask from boxMask.
func (c *Canvas) fillBoxMask(m *Mask, x0, y0 int, paint Paint) {
	for y := 0; y < m.H; y++ {
		for x := 0; x < m.W; x++ {
			if cov := m.A[y*m.W+x]; cov > 0 {
				px, py := x0+x, y0+y
				c.blend(px, py, paint.At(P(float64(px)+0.5, float64(py)+0.5)), cov)
			}
		}
	}
}

// limb is an outlined round-capped stroke of local width w.
func (p pen) limb(w float64, col Color, pts ...Pt) { p.shape(Stroke(w, false, pts...), col) }

// line is a plain stroke of local width w: seams, folds, mouths.
func (p pen) line(w float64, col Color, pts ...Pt) { p.flat(Stroke(w, false, pts...), col) }

// clipped fills path only where it overlaps within (both local): stripes
// on a sweater, rings of chainmail.
func (p pen) clipped(path, within Path, col Color) {
	p.cv.FillMask(p.cv.Mask(path.Transform(p.m)).Times(p.cv.Mask(within.Transform(p.m))), col)
}

// curve is a local quadratic Bézier from a to c bending toward b, as points.
func curve(a, b, c Pt, n int) []Pt {
	pts := make([]Pt, n+1)
	for i := range pts {
		t := float64(i) / float64(n)
		pts[i] = a.Lerp(b, t).Lerp(b.Lerp(c, t), t)
	}
	return pts
}

// blob is a closed smooth outline through pts (a Catmull-Rom loop turned
// into cubic Béziers): clouds, ink blots, hair.
func blob(pts ...Pt) Path {
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

// cloudPath is a puffy cloud: circles along a flat-bottomed band.
func cloudPath(c Pt, w, h float64) Path {
	var p Path
	p.Append(RoundRect(c.X-w/2, c.Y-h*0.1, w, h*0.6, h*0.3))
	for i, f := range []float64{-0.32, -0.08, 0.16, 0.36} {
		r := h * []float64{0.36, 0.5, 0.44, 0.3}[i]
		p.Append(Circle(P(c.X+f*w, c.Y+h*0.15-r*0.6), r))
	}
	return p
}

// dashes cuts the outline of path into dashes of length on, gaps off, each
// stroked w wide: the outline of an empty slot.
func dashes(path Path, w, on, off float64) Path {
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

// blit draws src onto dst mapped by m (src pixel space to dst pixel
// space), 4x4 supersampled with bilinear taps: how a card back becomes
// the top of a smaller, tilted pile.
func blit(dst, src *Canvas, m Affine, alpha float64) {
	inv := m.inverse()
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
				dst.pix[i+j] = acc[j]/(n*n)*alpha + dst.pix[i+j]*k
			}
			dst.pix[i+3] = a + dst.pix[i+3]*k
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
			out[j] += c.pix[i+j] * t.w
		}
	}
	return out
}

// inverse returns the map that undoes m (m must not be degenerate).
func (m Affine) inverse() Affine {
	det := m.A*m.E - m.B*m.D
	a, b, d, e := m.E/det, -m.B/det, -m.D/det, m.A/det
	return Affine{a, b, -(a*m.C + b*m.F), d, e, -(d*m.C + e*m.F)}
}

// greyed returns a copy of the canvas desaturated and dimmed by k.
func (c *Canvas) greyed(k float64) *Canvas {
	out := &Canvas{c.W, c.H, append([]float64(nil), c.pix...)}
	for i := 0; i < len(out.pix); i += 4 {
		l := (0.3*out.pix[i] + 0.59*out.pix[i+1] + 0.11*out.pix[i+2]) * k
		out.pix[i], out.pix[i+1], out.pix[i+2] = l, l, l
	}
	return out
}
