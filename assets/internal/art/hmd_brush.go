package art

import (
	"math"
	"strings"
)

// The Hero Must Die! art draws through a brush that maps design units to
// pixels: a board piece is designed at its 1280x720 size and drawn at any
// scale (the sprites at 1, the printable board at 3 to 6), so the board
// stays resolution independent. Every operation rasterises only the box
// its shape covers, which keeps large print canvases cheap.

// hmdB draws paths given in design units: unit point u lands on pixel
// o + u*s of c.
type hmdB struct {
	c *Canvas
	s float64
	o Pt
}

// hmdBrush is a brush at scale s with the design origin on pixel (0, 0).
func hmdBrush(c *Canvas, s float64) hmdB { return hmdB{c, s, Pt{}} }

func (b hmdB) m() Affine { return Affine{b.s, 0, b.o.X, 0, b.s, b.o.Y} }

// at returns the brush with its origin moved by (x, y) units.
func (b hmdB) at(x, y float64) hmdB { b.o = b.o.Add(P(x*b.s, y*b.s)); return b }

// unitPaint evaluates a paint designed in units at a pixel.
type unitPaint struct {
	p   Paint
	inv Affine
}

func (u unitPaint) At(q Pt) Color { return u.p.At(u.inv.Apply(q)) }

func (b hmdB) paint(p Paint) Paint {
	if col, ok := p.(Color); ok {
		return col
	}
	return unitPaint{p, b.m().inverse()}
}

// fill paints a path.
func (b hmdB) fill(p Path, paint Paint) { b.c.fillFast(p.Transform(b.m()), b.paint(paint)) }

// box is the pixel box around path p (units) grown by g pixels.
func (b hmdB) box(p Path, g float64) (lo, hi Pt) {
	lo, hi = p.Transform(b.m()).Bounds()
	return lo.Sub(P(g, g)), hi.Add(P(g, g))
}

// maskIn rasterises p inside the pixel box lo-hi.
func (b hmdB) maskIn(p Path, lo, hi Pt) (*Mask, int, int) {
	return b.c.boxMask(p.Transform(b.m()), lo, hi)
}

// edge paints the area within w units around p: an ink outline when
// drawn before p itself.
func (b hmdB) edge(p Path, w float64, paint Paint) {
	lo, hi := b.box(p, w*b.s+2)
	m, x0, y0 := b.maskIn(p, lo, hi)
	b.c.fillBoxMask(m.Dilate(w*b.s), x0, y0, b.paint(paint))
}

// inked fills p over an ink edge w units wide, so it reads on any ground.
func (b hmdB) inked(p Path, w float64, paint Paint) {
	b.edge(p, w, ink)
	b.fill(p, paint)
}

// shadow paints a soft shadow of p moved by (dx, dy) units.
func (b hmdB) shadow(p Path, dx, dy, blur float64, col Color) {
	r := int(math.Round(blur * b.s))
	lo, hi := b.box(p.Move(dx, dy), float64(3*r+2))
	m, x0, y0 := b.maskIn(p.Move(dx, dy), lo, hi)
	b.c.fillBoxMask(m.Blur(r), x0, y0, col)
}

// inset darkens the inside of p along its top and left edges: a recess.
func (b hmdB) inset(p Path, d, blur float64, col Color) {
	lo, hi := b.box(p, 2)
	m, x0, y0 := b.maskIn(p, lo, hi)
	n, _, _ := b.maskIn(p.Move(d, d), lo, hi)
	b.c.fillBoxMask(m.Minus(n.Blur(int(math.Round(blur*b.s)))), x0, y0, col)
}

// clip paints paint where both p and within are.
func (b hmdB) clip(p, within Path, paint Paint) {
	lo, hi := b.box(within, 1)
	m, x0, y0 := b.maskIn(p, lo, hi)
	n, _, _ := b.maskIn(within, lo, hi)
	b.c.fillBoxMask(m.Times(n), x0, y0, b.paint(paint))
}

// hmdGlyphAt maps a glyph designed on a grid-unit square so that it is size
// units wide, centred on at.
func hmdGlyphAt(g glyph, at Pt, size, grid float64) glyph {
	k := size / grid
	m := Affine{k, 0, at.X - grid/2*k, 0, k, at.Y - grid/2*k}
	return glyph{g.fill.Transform(m), g.cut.Transform(m), g.over.Transform(m)}
}

// glyphMask is a glyph's coverage (fill, minus cut, plus over) in a pixel
// box grown by g px around it.
func (b hmdB) glyphMask(g glyph, g0 float64) (*Mask, int, int) {
	lo, hi := b.box(Join(g.fill, g.over), g0)
	m, x0, y0 := b.maskIn(g.fill, lo, hi)
	if !g.cut.Empty() {
		cut, _, _ := b.maskIn(g.cut, lo, hi)
		m = m.Minus(cut)
	}
	if !g.over.Empty() {
		over, _, _ := b.maskIn(g.over, lo, hi)
		for i, a := range over.A {
			m.A[i] = a + m.A[i]*(1-a)
		}
	}
	return m, x0, y0
}

// glyph paints a 32-grid glyph size units wide centred on at, in paint,
// over an ink edge ew units wide (none when 0).
func (b hmdB) glyph(g glyph, at Pt, size float64, paint Paint, ew float64) {
	b.glyphGrid(g, at, size, 32, paint, ew)
}

// glyphGrid is glyph for a glyph designed on a grid-unit square (48 for
// the DIE glyphs).
func (b hmdB) glyphGrid(g glyph, at Pt, size, grid float64, paint Paint, ew float64) {
	m, x0, y0 := b.glyphMask(hmdGlyphAt(g, at, size, grid), ew*b.s+2)
	if ew > 0 {
		b.c.fillBoxMask(m.Dilate(ew*b.s), x0, y0, ink)
	}
	b.c.fillBoxMask(m, x0, y0, b.paint(paint))
}

// hmdLit is col lit from the top left over a shape of radius r around at.
func hmdLit(at Pt, r float64, col Color) Paint {
	return Radial{at.Add(P(-r*0.45, -r*0.55)), r * 1.9, []Stop{{0, col.Lighter(0.3)}, {0.55, col}, {1, col.Darker(0.3)}}}
}

// text writes s in Go Bold, size units per em, centred on cx with its
// baseline at y, squeezed to maxW; ew > 0 puts an ink edge round it.
func (b hmdB) text(fc faces, s string, size, cx, y, maxW float64, paint Paint, ew float64) {
	p := fitText(fc.bold, s, size, cx, y, maxW)
	if ew > 0 {
		b.edge(p, ew, ink)
	}
	b.fill(p, paint)
}

// display is text in the display face (Cinzel), for names and titles.
func (b hmdB) display(fc faces, s string, size, cx, y, maxW float64, paint Paint, ew float64) {
	p := fitText(fc.display, s, size, cx, y, maxW)
	if ew > 0 {
		b.edge(p, ew, ink)
	}
	b.fill(p, paint)
}

// num writes a number (or short label) with its ink h units tall, centred
// on at.
func (b hmdB) num(fc faces, s string, at Pt, h, maxW float64, paint Paint, ew float64) {
	p := fc.label(s, at, h, maxW)
	if ew > 0 {
		b.edge(p, ew, ink)
	}
	b.fill(p, paint)
}

// hmdWrap splits s into lines no wider than w at size px in Go Bold.
func hmdWrap(fc faces, s string, size, w float64) []string {
	var lines []string
	cur := ""
	for _, word := range strings.Fields(s) {
		try := word
		if cur != "" {
			try = cur + " " + word
		}
		if _, tw := Text(fc.bold, size, 0, try); tw > w && cur != "" {
			lines = append(lines, cur)
			cur = word
			continue
		}
		cur = try
	}
	if cur != "" {
		lines = append(lines, cur)
	}
	return lines
}

// plate is a framed panel: ink edge, a rim of colour rim and a face.
func (b hmdB) plate(x, y, w, h, r float64, rim, face Paint) {
	b.fill(RoundRect(x-1, y-1, w+2, h+2, r+1), ink)
	b.fill(RoundRect(x, y, w, h, r), rim)
	b.fill(RoundRect(x+2, y+2, w-4, h-4, math.Max(0, r-1.5)), face)
}

// socket is a recessed square in stone: where a piece is placed.
func (b hmdB) socket(x, y, w, h, r float64, rim Color) {
	b.fill(RoundRect(x-1, y-1, w+2, h+2, r+1), ink.Alpha(0.8))
	b.fill(RoundRect(x, y, w, h, r), Vertical(y, y+h, rim.Lighter(0.15), rim.Darker(0.35)))
	in := RoundRect(x+2, y+2, w-4, h-4, math.Max(0, r-1.5))
	b.fill(in, Vertical(y, y+h, Hex(0x2a211c), Hex(0x3d322b)))
	b.inset(in, 2, 1.5, Color{0, 0, 0, 0.55})
}
