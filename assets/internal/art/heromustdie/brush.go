package heromustdie

import (
	"math"

	"github.com/herotable/herotable/assets/internal/art"
)

// The Hero Must Die! art draws through a brush that maps design units to
// pixels: a board piece is designed at its 1280x720 size and drawn at any
// scale (the sprites at 1, the printable board at 3 to 6), so the board
// stays resolution independent. Every operation rasterises only the box
// its shape covers, which keeps large print canvases cheap.

// hmdB draws paths given in design units: unit point u lands on pixel
// o + u*s of c.
type hmdB struct {
	c *art.Canvas
	s float64
	o art.Pt
}

// hmdBrush is a brush at scale s with the design origin on pixel (0, 0).
func hmdBrush(c *art.Canvas, s float64) hmdB { return hmdB{c, s, art.Pt{}} }

func (b hmdB) m() art.Affine { return art.Affine{A: b.s, B: 0, C: b.o.X, D: 0, E: b.s, F: b.o.Y} }

// at returns the brush with its origin moved by (x, y) units.
func (b hmdB) at(x, y float64) hmdB { b.o = b.o.Add(art.P(x*b.s, y*b.s)); return b }

// unitPaint evaluates a paint designed in units at a pixel.
type unitPaint struct {
	p   art.Paint
	inv art.Affine
}

func (u unitPaint) At(q art.Pt) art.Color { return u.p.At(u.inv.Apply(q)) }

func (b hmdB) paint(p art.Paint) art.Paint {
	if col, ok := p.(art.Color); ok {
		return col
	}
	return unitPaint{p, b.m().Inverse()}
}

// fill paints a path.
func (b hmdB) fill(p art.Path, paint art.Paint) { b.c.FillFast(p.Transform(b.m()), b.paint(paint)) }

// box is the pixel box around path p (units) grown by g pixels.
func (b hmdB) box(p art.Path, g float64) (lo, hi art.Pt) {
	lo, hi = p.Transform(b.m()).Bounds()
	return lo.Sub(art.P(g, g)), hi.Add(art.P(g, g))
}

// maskIn rasterises p inside the pixel box lo-hi.
func (b hmdB) maskIn(p art.Path, lo, hi art.Pt) (*art.Mask, int, int) {
	return b.c.BoxMask(p.Transform(b.m()), lo, hi)
}

// edge paints the area within w units around p: an ink outline when
// drawn before p itself.
func (b hmdB) edge(p art.Path, w float64, paint art.Paint) {
	lo, hi := b.box(p, w*b.s+2)
	m, x0, y0 := b.maskIn(p, lo, hi)
	b.c.FillBoxMask(m.Dilate(w*b.s), x0, y0, b.paint(paint))
}

// inked fills p over an ink edge w units wide, so it reads on any ground.
func (b hmdB) inked(p art.Path, w float64, paint art.Paint) {
	b.edge(p, w, art.Ink)
	b.fill(p, paint)
}

// shadow paints a soft shadow of p moved by (dx, dy) units.
func (b hmdB) shadow(p art.Path, dx, dy, blur float64, col art.Color) {
	r := int(math.Round(blur * b.s))
	lo, hi := b.box(p.Move(dx, dy), float64(3*r+2))
	m, x0, y0 := b.maskIn(p.Move(dx, dy), lo, hi)
	b.c.FillBoxMask(m.Blur(r), x0, y0, col)
}

// inset darkens the inside of p along its top and left edges: a recess.
func (b hmdB) inset(p art.Path, d, blur float64, col art.Color) {
	lo, hi := b.box(p, 2)
	m, x0, y0 := b.maskIn(p, lo, hi)
	n, _, _ := b.maskIn(p.Move(d, d), lo, hi)
	b.c.FillBoxMask(m.Minus(n.Blur(int(math.Round(blur*b.s)))), x0, y0, col)
}

// clip paints paint where both p and within are.
func (b hmdB) clip(p, within art.Path, paint art.Paint) {
	lo, hi := b.box(within, 1)
	m, x0, y0 := b.maskIn(p, lo, hi)
	n, _, _ := b.maskIn(within, lo, hi)
	b.c.FillBoxMask(m.Times(n), x0, y0, b.paint(paint))
}

// hmdGlyphAt maps a glyph designed on a grid-unit square so that it is size
// units wide, centred on at.
func hmdGlyphAt(g art.Glyph, at art.Pt, size, grid float64) art.Glyph {
	k := size / grid
	m := art.Affine{A: k, B: 0, C: at.X - grid/2*k, D: 0, E: k, F: at.Y - grid/2*k}
	return art.Glyph{Fill: g.Fill.Transform(m), Cut: g.Cut.Transform(m), Over: g.Over.Transform(m)}
}

// glyphMask is a glyph's coverage (fill, minus cut, plus over) in a pixel
// box grown by g px around it.
func (b hmdB) glyphMask(g art.Glyph, g0 float64) (*art.Mask, int, int) {
	lo, hi := b.box(art.Join(g.Fill, g.Over), g0)
	m, x0, y0 := b.maskIn(g.Fill, lo, hi)
	if !g.Cut.Empty() {
		cut, _, _ := b.maskIn(g.Cut, lo, hi)
		m = m.Minus(cut)
	}
	if !g.Over.Empty() {
		over, _, _ := b.maskIn(g.Over, lo, hi)
		for i, a := range over.A {
			m.A[i] = a + m.A[i]*(1-a)
		}
	}
	return m, x0, y0
}

// glyph paints a 32-grid glyph size units wide centred on at, in paint,
// over an ink edge ew units wide (none when 0).
func (b hmdB) glyph(g art.Glyph, at art.Pt, size float64, paint art.Paint, ew float64) {
	b.glyphGrid(g, at, size, 32, paint, ew)
}

// glyphGrid is glyph for a glyph designed on a grid-unit square (48 for
// the DIE glyphs).
func (b hmdB) glyphGrid(g art.Glyph, at art.Pt, size, grid float64, paint art.Paint, ew float64) {
	m, x0, y0 := b.glyphMask(hmdGlyphAt(g, at, size, grid), ew*b.s+2)
	if ew > 0 {
		b.c.FillBoxMask(m.Dilate(ew*b.s), x0, y0, art.Ink)
	}
	b.c.FillBoxMask(m, x0, y0, b.paint(paint))
}

// hmdLit is col lit from the top left over a shape of radius r around at.
func hmdLit(at art.Pt, r float64, col art.Color) art.Paint {
	return art.Radial{C: at.Add(art.P(-r*0.45, -r*0.55)), R: r * 1.9, Stops: []art.Stop{
		{T: 0, C: col.Lighter(0.3)}, {T: 0.55, C: col}, {T: 1, C: col.Darker(0.3)},
	}}
}

// text writes s in Go Bold, size units per em, centred on cx with its
// baseline at y, squeezed to maxW; ew > 0 puts an ink edge round it.
func (b hmdB) text(fc art.Faces, s string, size, cx, y, maxW float64, paint art.Paint, ew float64) {
	p := art.FitText(fc.Bold, s, size, cx, y, maxW)
	if ew > 0 {
		b.edge(p, ew, art.Ink)
	}
	b.fill(p, paint)
}

// display is text in the display face (Cinzel), for names and titles.
func (b hmdB) display(fc art.Faces, s string, size, cx, y, maxW float64, paint art.Paint, ew float64) {
	p := art.FitText(fc.Display, s, size, cx, y, maxW)
	if ew > 0 {
		b.edge(p, ew, art.Ink)
	}
	b.fill(p, paint)
}

// num writes a number (or short label) with its ink h units tall, centred
// on at.
func (b hmdB) num(fc art.Faces, s string, at art.Pt, h, maxW float64, paint art.Paint, ew float64) {
	p := fc.Label(s, at, h, maxW)
	if ew > 0 {
		b.edge(p, ew, art.Ink)
	}
	b.fill(p, paint)
}

// plate is a framed panel: ink edge, a rim of colour rim and a face.
func (b hmdB) plate(x, y, w, h, r float64, rim, face art.Paint) {
	b.fill(art.RoundRect(x-1, y-1, w+2, h+2, r+1), art.Ink)
	b.fill(art.RoundRect(x, y, w, h, r), rim)
	b.fill(art.RoundRect(x+2, y+2, w-4, h-4, math.Max(0, r-1.5)), face)
}

// socket is a recessed square in stone: where a piece is placed.
func (b hmdB) socket(x, y, w, h, r float64, rim art.Color) {
	b.fill(art.RoundRect(x-1, y-1, w+2, h+2, r+1), art.Ink.Alpha(0.8))
	b.fill(art.RoundRect(x, y, w, h, r), art.Vertical(y, y+h, rim.Lighter(0.15), rim.Darker(0.35)))
	in := art.RoundRect(x+2, y+2, w-4, h-4, math.Max(0, r-1.5))
	b.fill(in, art.Vertical(y, y+h, art.Hex(0x2a211c), art.Hex(0x3d322b)))
	b.inset(in, 2, 1.5, art.Color{R: 0, G: 0, B: 0, A: 0.55})
}
