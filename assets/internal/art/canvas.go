package art

import (
	"image"
	"image/draw"
	"math"

	"golang.org/x/image/vector"
)

// Color is a straight (not premultiplied) colour with channels in [0, 1].
type Color struct{ R, G, B, A float64 }

// Hex makes an opaque colour from 0xRRGGBB.
func Hex(v uint32) Color {
	return Color{float64(v>>16&255) / 255, float64(v>>8&255) / 255, float64(v&255) / 255, 1}
}

// White and Ink are used everywhere: white glyphs and the dark outline.
var (
	White = Color{1, 1, 1, 1}
	Clear = Color{}
)

// Alpha returns c with its opacity multiplied by a.
func (c Color) Alpha(a float64) Color { c.A *= a; return c }

// Mix blends toward d by t (0 = c, 1 = d).
func (c Color) Mix(d Color, t float64) Color {
	return Color{c.R + (d.R-c.R)*t, c.G + (d.G-c.G)*t, c.B + (d.B-c.B)*t, c.A + (d.A-c.A)*t}
}

// Lighter mixes toward white, Darker toward black, both keeping alpha.
func (c Color) Lighter(t float64) Color { return c.Mix(Color{1, 1, 1, c.A}, t) }
func (c Color) Darker(t float64) Color  { return c.Mix(Color{0, 0, 0, c.A}, t) }

// Paint gives the colour at a point; Color itself paints one colour.
type Paint interface{ At(p Pt) Color }

func (c Color) At(Pt) Color { return c }

// Stop is one colour stop of a gradient, T in [0, 1].
type Stop struct {
	T float64
	C Color
}

func stopsAt(stops []Stop, t float64) Color {
	if t <= stops[0].T {
		return stops[0].C
	}
	for i := 1; i < len(stops); i++ {
		if t <= stops[i].T {
			a, b := stops[i-1], stops[i]
			return a.C.Mix(b.C, (t-a.T)/(b.T-a.T))
		}
	}
	return stops[len(stops)-1].C
}

// Linear is a gradient from A (T=0) to B (T=1).
type Linear struct {
	A, B  Pt
	Stops []Stop
}

func (g Linear) At(p Pt) Color {
	d := g.B.Sub(g.A)
	return stopsAt(g.Stops, p.Sub(g.A).Dot(d)/d.Dot(d))
}

// Vertical is a top-to-bottom gradient between two colours.
func Vertical(y0, y1 float64, top, bottom Color) Linear {
	return Linear{P(0, y0), P(0, y1), []Stop{{0, top}, {1, bottom}}}
}

// Radial is a gradient from C (T=0) out to radius R (T=1).
type Radial struct {
	C     Pt
	R     float64
	Stops []Stop
}

func (g Radial) At(p Pt) Color { return stopsAt(g.Stops, p.Sub(g.C).Len()/g.R) }

// Grain darkens and lightens a paint with smooth noise: parchment fibres,
// wood and stone.
type Grain struct {
	Base   Paint
	Amp    float64 // strength of the variation, 0.1 is subtle
	SX, SY float64 // feature size in px along x and y (stretch one for wood)
	Seed   uint32
}

func (g Grain) At(p Pt) Color {
	c := g.Base.At(p)
	n := fbm(p.X/g.SX, p.Y/g.SY, g.Seed)*2 - 1
	if n > 0 {
		return c.Lighter(n * g.Amp)
	}
	return c.Darker(-n * g.Amp)
}

// Mask is a coverage map in [0, 1], the same size as its canvas.
type Mask struct {
	W, H int
	A    []float64
}

// NewMask is an empty w×h mask.
func NewMask(w, h int) *Mask { return &Mask{w, h, make([]float64, w*h)} }

func (m *Mask) at(x, y int) float64 {
	if x < 0 || y < 0 || x >= m.W || y >= m.H {
		return 0
	}
	return m.A[y*m.W+x]
}

// Canvas is a premultiplied RGBA picture with float channels.
type Canvas struct {
	W, H int
	Pix  []float64 // R, G, B, A of each pixel, rows first
}

// NewCanvas makes a transparent canvas.
func NewCanvas(w, h int) *Canvas { return &Canvas{w, h, make([]float64, 4*w*h)} }

// Mask rasterises a path with anti-aliasing.
func (c *Canvas) Mask(p Path) *Mask {
	z := vector.NewRasterizer(c.W, c.H)
	f := func(q Pt) (float32, float32) { return float32(q.X), float32(q.Y) }
	open := false
	var start Pt
	for _, o := range p.ops {
		switch o.kind {
		case opMove:
			if open {
				z.ClosePath()
			}
			z.MoveTo(f(o.p[0]))
			start, open = o.p[0], true
		case opLine:
			z.LineTo(f(o.p[0]))
		case opQuad:
			bx, by := f(o.p[0])
			cx, cy := f(o.p[1])
			z.QuadTo(bx, by, cx, cy)
		case opCube:
			bx, by := f(o.p[0])
			cx, cy := f(o.p[1])
			dx, dy := f(o.p[2])
			z.CubeTo(bx, by, cx, cy, dx, dy)
		case opClose:
			if open {
				z.ClosePath()
				z.MoveTo(f(start))
				open = false
			}
		}
	}
	if open {
		z.ClosePath()
	}
	dst := image.NewAlpha(image.Rect(0, 0, c.W, c.H))
	z.Draw(dst, dst.Bounds(), image.Opaque, image.Point{})
	m := NewMask(c.W, c.H)
	for i, a := range dst.Pix {
		m.A[i] = float64(a) / 255
	}
	return m
}

// FillMask paints through a mask (source-over).
func (c *Canvas) FillMask(m *Mask, paint Paint) {
	for y := 0; y < c.H; y++ {
		for x := 0; x < c.W; x++ {
			cov := m.A[y*c.W+x]
			if cov <= 0 {
				continue
			}
			col := paint.At(P(float64(x)+0.5, float64(y)+0.5))
			c.blend(x, y, col, cov)
		}
	}
}

func (c *Canvas) blend(x, y int, col Color, cov float64) {
	a := col.A * cov
	if a <= 0 {
		return
	}
	i := 4 * (y*c.W + x)
	k := 1 - a
	c.Pix[i] = col.R*a + c.Pix[i]*k
	c.Pix[i+1] = col.G*a + c.Pix[i+1]*k
	c.Pix[i+2] = col.B*a + c.Pix[i+2]*k
	c.Pix[i+3] = a + c.Pix[i+3]*k
}

// Fill paints a path.
func (c *Canvas) Fill(p Path, paint Paint) { c.FillMask(c.Mask(p), paint) }

// Erase removes coverage m from the canvas (destination-out).
func (c *Canvas) Erase(m *Mask) {
	for i, a := range m.A {
		k := 1 - a
		for j := 0; j < 4; j++ {
			c.Pix[4*i+j] *= k
		}
	}
}

// Outline paints ink of width w around whatever a path covers, under
// nothing: call it before filling the shape itself.
func (c *Canvas) Outline(p Path, w float64, ink Color) {
	c.FillMask(c.Mask(p).Dilate(w), ink)
}

// Shadow paints a soft shadow of a path offset by (dx, dy).
func (c *Canvas) Shadow(p Path, dx, dy float64, blur int, col Color) {
	c.FillMask(c.Mask(p.Move(dx, dy)).Blur(blur), col)
}

// Draw composites another canvas of the same size over c, at opacity a.
func (c *Canvas) Draw(src *Canvas, a float64) {
	for i := 0; i < len(c.Pix); i += 4 {
		sa := src.Pix[i+3] * a
		if sa <= 0 {
			continue
		}
		k := 1 - sa
		for j := 0; j < 3; j++ {
			c.Pix[i+j] = src.Pix[i+j]*a + c.Pix[i+j]*k
		}
		c.Pix[i+3] = sa + c.Pix[i+3]*k
	}
}

// Alpha returns the canvas coverage as a mask.
func (c *Canvas) Alpha() *Mask {
	m := NewMask(c.W, c.H)
	for i := range m.A {
		m.A[i] = c.Pix[4*i+3]
	}
	return m
}

// NRGBA converts to an 8-bit straight-alpha image.
func (c *Canvas) NRGBA() *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, c.W, c.H))
	q := func(v float64) uint8 { return uint8(math.Round(math.Max(0, math.Min(1, v)) * 255)) }
	for i := 0; i < len(c.Pix); i += 4 {
		a := c.Pix[i+3]
		if a <= 0.5/255 {
			continue
		}
		img.Pix[i] = q(c.Pix[i] / a)
		img.Pix[i+1] = q(c.Pix[i+1] / a)
		img.Pix[i+2] = q(c.Pix[i+2] / a)
		img.Pix[i+3] = q(a)
	}
	return img
}

// Paste copies an image into dst at (x, y).
func Paste(dst *image.NRGBA, src image.Image, x, y int) {
	b := src.Bounds()
	draw.Draw(dst, image.Rect(x, y, x+b.Dx(), y+b.Dy()), src, b.Min, draw.Src)
}

// Blur returns the mask softened by three box blurs of radius r.
func (m *Mask) Blur(r int) *Mask {
	if r <= 0 {
		return m
	}
	out := &Mask{m.W, m.H, append([]float64(nil), m.A...)}
	tmp := make([]float64, len(m.A))
	for pass := 0; pass < 3; pass++ {
		boxBlur(out.A, tmp, m.W, m.H, r, 1, m.W)
		boxBlur(tmp, out.A, m.H, m.W, r, m.W, 1)
	}
	return out
}

// boxBlur blurs lines of length n (count lines) stepping by step inside a
// line and by lineStep between lines.
func boxBlur(src, dst []float64, n, lines, r, step, lineStep int) {
	for l := 0; l < lines; l++ {
		base := l * lineStep
		for i := 0; i < n; i++ {
			s := 0.0
			for k := i - r; k <= i+r; k++ {
				if k >= 0 && k < n {
					s += src[base+k*step]
				}
			}
			dst[base+i*step] = s / float64(2*r+1)
		}
	}
}

// Dilate grows the covered area by w px in every direction, keeping soft
// edges: the basis of ink outlines around text and complex shapes.
func (m *Mask) Dilate(w float64) *Mask {
	out := NewMask(m.W, m.H)
	r := int(math.Ceil(w + 1))
	type tap struct {
		dx, dy int
		k      float64
	}
	var taps []tap
	for dy := -r; dy <= r; dy++ {
		for dx := -r; dx <= r; dx++ {
			d := math.Hypot(float64(dx), float64(dy))
			if k := math.Min(1, w+0.5-d); k > 0 {
				taps = append(taps, tap{dx, dy, k})
			}
		}
	}
	// Two shortcuts that change no result, for big masks (the 1024 px app
	// icon): a pixel with nothing covered within r stays 0, and the scan
	// stops once it meets the mask's largest value (no tap weighs over 1).
	top := 0.0
	for _, a := range m.A {
		top = math.Max(top, a)
	}
	covered := m.coveredCounts()
	for y := 0; y < m.H; y++ {
		for x := 0; x < m.W; x++ {
			if covered.in(x-r, y-r, x+r, y+r) == 0 {
				continue
			}
			best := 0.0
			for _, t := range taps {
				if v := m.at(x+t.dx, y+t.dy) * t.k; v > best {
					if best = v; best >= top {
						break
					}
				}
			}
			out.A[y*m.W+x] = best
		}
	}
	return out
}

// counts is a summed-area table of a mask's covered (non-zero) pixels.
type counts struct {
	w, h int
	n    []int32 // (w+1)×(h+1): n[(y)*(w+1)+x] counts pixels above and left of (x, y)
}

func (m *Mask) coveredCounts() counts {
	c := counts{w: m.W, h: m.H, n: make([]int32, (m.W+1)*(m.H+1))}
	for y := 0; y < m.H; y++ {
		var row int32
		for x := 0; x < m.W; x++ {
			if m.A[y*m.W+x] != 0 {
				row++
			}
			c.n[(y+1)*(m.W+1)+x+1] = c.n[y*(m.W+1)+x+1] + row
		}
	}
	return c
}

// in counts the covered pixels in the box x0..x1, y0..y1 (inclusive,
// clipped to the mask).
func (c counts) in(x0, y0, x1, y1 int) int32 {
	x0, y0 = max(x0, 0), max(y0, 0)
	x1, y1 = min(x1, c.w-1), min(y1, c.h-1)
	if x0 > x1 || y0 > y1 {
		return 0
	}
	W := c.w + 1
	return c.n[(y1+1)*W+x1+1] - c.n[y0*W+x1+1] - c.n[(y1+1)*W+x0] + c.n[y0*W+x0]
}

// Minus returns m without the area covered by n.
func (m *Mask) Minus(n *Mask) *Mask {
	out := NewMask(m.W, m.H)
	for i := range m.A {
		out.A[i] = m.A[i] * (1 - n.A[i])
	}
	return out
}

// Times returns the overlap of m and n.
func (m *Mask) Times(n *Mask) *Mask {
	out := NewMask(m.W, m.H)
	for i := range m.A {
		out.A[i] = m.A[i] * n.A[i]
	}
	return out
}

// Shift returns the mask moved by whole pixels.
func (m *Mask) Shift(dx, dy int) *Mask {
	out := NewMask(m.W, m.H)
	for y := 0; y < m.H; y++ {
		for x := 0; x < m.W; x++ {
			out.A[y*m.W+x] = m.at(x-dx, y-dy)
		}
	}
	return out
}

// Scaled returns the mask with every coverage multiplied by k.
func (m *Mask) Scaled(k float64) *Mask {
	out := NewMask(m.W, m.H)
	for i, a := range m.A {
		out.A[i] = a * k
	}
	return out
}

// Accumulate adds src's premultiplied pixels times w: averaging several
// renders this way gives motion blur.
func (c *Canvas) Accumulate(src *Canvas, w float64) {
	for i, v := range src.Pix {
		c.Pix[i] += v * w
	}
}

// DrawMasked composites src over c through a mask: how a scene is clipped
// to its frame.
func (c *Canvas) DrawMasked(src *Canvas, m *Mask) {
	for i, a := range m.A {
		sa := src.Pix[4*i+3] * a
		if sa <= 0 {
			continue
		}
		k := 1 - sa
		for j := 0; j < 3; j++ {
			c.Pix[4*i+j] = src.Pix[4*i+j]*a + c.Pix[4*i+j]*k
		}
		c.Pix[4*i+3] = sa + c.Pix[4*i+3]*k
	}
}
