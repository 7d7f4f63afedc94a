package ui

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"github.com/herotable/herotable/scenes/layout"
)

// Canvas is where a scene draws, in logical 1280×720 coordinates: Scale is
// how many device pixels a logical pixel covers, so drawing stays sharp on a
// large window or a HiDPI screen.
type Canvas struct {
	Dst   *ebiten.Image
	Scale float64

	// Keep are the places a tooltip drawn now must leave clear if it can:
	// the legal targets that glow (a table's core sets them around its
	// tooltip), so that a tooltip never hides the thing to click next.
	Keep []layout.Rect
	// KeepFirst are places it leaves clear before all of Keep (what the
	// player reads to decide: a prompt's words).
	KeepFirst []layout.Rect

	decor   bool // the text drawn here is decor (see Decor)
	scrolls bool // lines cut at the clip's top and bottom are scrolling
}

// NewCanvas wraps dst drawn at scale k.
func NewCanvas(dst *ebiten.Image, k float64) *Canvas {
	if k <= 0 {
		k = 1
	}
	return &Canvas{Dst: dst, Scale: k}
}

// Clip is a canvas that draws only inside r.
func (c *Canvas) Clip(r layout.Rect) *Canvas {
	sub := c.Dst.SubImage(r.Scale(c.Scale).Image().Intersect(c.Dst.Bounds()))
	return &Canvas{Dst: sub.(*ebiten.Image), Scale: c.Scale, decor: c.decor}
}

// ScrollClip is Clip for a scrolling view: the lines its top and bottom
// cut are scrolled out of sight, not spilling (the text audit's view).
func (c *Canvas) ScrollClip(r layout.Rect) *Canvas {
	s := c.Clip(r)
	s.scrolls = true
	return s
}

// Decor is this canvas for text nobody needs to read at the size drawn:
// a card face or tile whose zoom shows the same words larger, or purely
// decorative words. It draws the same; the text audit leaves its lines out
// of the size floor (they still count as texts, markers and spills):
//
//	drawCardFace(c.Decor(), card, r)
func (c *Canvas) Decor() *Canvas {
	d := *c
	d.decor = true
	return &d
}

var whitePixel = func() *ebiten.Image {
	img := ebiten.NewImage(3, 3)
	img.Fill(color.White)
	return img.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image)
}()

// Fill paints r with col.
func (c *Canvas) Fill(r layout.Rect, col color.Color) {
	s := r.Scale(c.Scale)
	if Dry() {
		return
	}
	vector.DrawFilledRect(c.Dst, float32(s.X), float32(s.Y), float32(s.W), float32(s.H), col, false)
}

// Stroke outlines r with a line of width w.
func (c *Canvas) Stroke(r layout.Rect, w float64, col color.Color) {
	s := r.Scale(c.Scale)
	if Dry() {
		return
	}
	vector.StrokeRect(c.Dst, float32(s.X), float32(s.Y), float32(s.W), float32(s.H), float32(w*c.Scale), col, false)
}

// Line draws a line of width w.
func (c *Canvas) Line(x0, y0, x1, y1, w float64, col color.Color) {
	k := c.Scale
	if Dry() {
		return
	}
	vector.StrokeLine(c.Dst, float32(x0*k), float32(y0*k), float32(x1*k), float32(y1*k), float32(w*k), col, false)
}

// Circle fills a disc.
func (c *Canvas) Circle(cx, cy, r float64, col color.Color) {
	c.Ellipse(cx, cy, r, r, col)
}

// Ellipse fills an ellipse with radii rx, ry.
func (c *Canvas) Ellipse(cx, cy, rx, ry float64, col color.Color) {
	if Dry() {
		return
	}
	k := c.Scale
	d := disc()
	n := float64(d.Bounds().Dx())
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Scale(2*rx*k/n, 2*ry*k/n)
	op.GeoM.Translate((cx-rx)*k, (cy-ry)*k)
	op.ColorScale = Tint(col, 1)
	c.Dst.DrawImage(d, op)
}

// RoundRect fills a rectangle with rounded corners of radius rad.
func (c *Canvas) RoundRect(r layout.Rect, rad float64, col color.Color) {
	s := r.Scale(c.Scale)
	rad = math.Min(rad*c.Scale, math.Min(s.W, s.H)/2)
	drawMask(c.Dst, mask(rad, 0), s.X, s.Y, s.W, s.H, Tint(col, 1))
}

// RoundStroke outlines a rounded rectangle with a line of width w.
func (c *Canvas) RoundStroke(r layout.Rect, rad, w float64, col color.Color) {
	s := r.Scale(c.Scale)
	rad = math.Min(rad*c.Scale, math.Min(s.W, s.H)/2)
	drawMask(c.Dst, mask(rad, w*c.Scale), s.X, s.Y, s.W, s.H, Tint(col, 1))
}

// Gradient fills r with a vertical gradient from top to bottom.
func (c *Canvas) Gradient(r layout.Rect, top, bottom color.Color) {
	if Dry() {
		return
	}
	s := r.Scale(c.Scale)
	vs := []ebiten.Vertex{
		vertex(s.X, s.Y, top), vertex(s.Right(), s.Y, top),
		vertex(s.X, s.Bottom(), bottom), vertex(s.Right(), s.Bottom(), bottom),
	}
	c.Dst.DrawTriangles(vs, []uint16{0, 1, 2, 1, 3, 2}, whitePixel, &ebiten.DrawTrianglesOptions{ColorScaleMode: ebiten.ColorScaleModePremultipliedAlpha})
}

// vertex is a vertex of colour col; col.RGBA is premultiplied, so the draw
// uses ColorScaleModePremultipliedAlpha.
func vertex(x, y float64, col color.Color) ebiten.Vertex {
	r, g, b, a := col.RGBA()
	return ebiten.Vertex{
		DstX: float32(x), DstY: float32(y), SrcX: 1, SrcY: 1,
		ColorR: float32(r) / 0xffff, ColorG: float32(g) / 0xffff, ColorB: float32(b) / 0xffff, ColorA: float32(a) / 0xffff,
	}
}

// Image draws img stretched over r, its colours scaled by cs.
func (c *Canvas) Image(img *ebiten.Image, r layout.Rect, cs ebiten.ColorScale) {
	if img == nil || Dry() {
		return
	}
	b := img.Bounds()
	s := r.Scale(c.Scale)
	op := &ebiten.DrawImageOptions{ColorScale: cs}
	sx, sy := s.W/float64(b.Dx()), s.H/float64(b.Dy())
	op.GeoM.Scale(sx, sy)
	op.GeoM.Translate(s.X, s.Y)
	if sx != 1 || sy != 1 || s.X != math.Trunc(s.X) || s.Y != math.Trunc(s.Y) {
		op.Filter = ebiten.FilterLinear
	}
	c.Dst.DrawImage(img, op)
}

// ImageRotated draws img of size w×h centred on (cx, cy), rotated by angle
// radians.
func (c *Canvas) ImageRotated(img *ebiten.Image, cx, cy, w, h, angle float64, cs ebiten.ColorScale) {
	if img == nil || Dry() {
		return
	}
	b := img.Bounds()
	k := c.Scale
	op := &ebiten.DrawImageOptions{ColorScale: cs, Filter: ebiten.FilterLinear}
	op.GeoM.Translate(-float64(b.Dx())/2, -float64(b.Dy())/2)
	op.GeoM.Scale(w*k/float64(b.Dx()), h*k/float64(b.Dy()))
	op.GeoM.Rotate(angle)
	op.GeoM.Translate(cx*k, cy*k)
	c.Dst.DrawImage(img, op)
}

// Alpha is a colour scale that only fades.
func Alpha(a float64) ebiten.ColorScale {
	var cs ebiten.ColorScale
	cs.ScaleAlpha(float32(clamp01(a)))
	return cs
}

// Tint is a colour scale that colours a white sprite col, faded by a.
func Tint(col color.Color, a float64) ebiten.ColorScale {
	var cs ebiten.ColorScale
	cs.ScaleWithColor(col)
	cs.ScaleAlpha(float32(clamp01(a)))
	return cs
}
