package ui

import (
	"image"
	"image/draw"
	"math"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
	"golang.org/x/image/vector"
)

// Rounded shapes are drawn from small white masks rasterised once per
// radius and stroke (in device pixels) and stretched as 9-slices. This keeps
// their edges smooth without Ebitengine's anti-aliased triangles, which
// render through a double-size offscreen copy of the whole target and cost
// far more than a frame's budget on a software renderer.
var (
	masksMu sync.Mutex
	masks   = map[maskKey]*ebiten.Image{}
)

type maskKey struct {
	radius, stroke float64 // device pixels, rounded to a quarter; stroke 0 fills
}

// maskSize is the mask's side: two corners and a 2-pixel solid middle.
func (k maskKey) size() int { return int(math.Ceil(k.radius))*2 + 2 }

func quarter(v float64) float64 { return math.Round(v*4) / 4 }

// mask returns the mask for a rounded square of radius r with a stroke of
// width w (0 fills it), both in device pixels.
func mask(r, w float64) *ebiten.Image {
	key := maskKey{quarter(max(r, 0.5)), quarter(max(w, 0))}
	masksMu.Lock()
	defer masksMu.Unlock()
	if img, ok := masks[key]; ok {
		return img
	}
	n := key.size()
	z := vector.NewRasterizer(n, n)
	roundRectPathTo(z, 0, 0, float64(n), float64(n), key.radius)
	if key.stroke > 0 {
		// The inner outline wound the other way punches the hole (non-zero rule).
		s := key.stroke
		inner := max(key.radius-s, 0)
		roundRectPathReverse(z, s, s, float64(n)-2*s, float64(n)-2*s, inner)
	}
	dst := image.NewAlpha(image.Rect(0, 0, n, n))
	z.Draw(dst, dst.Bounds(), image.Opaque, image.Point{})
	rgba := image.NewRGBA(dst.Bounds())
	draw.Draw(rgba, rgba.Bounds(), image.White, image.Point{}, draw.Src)
	for i, a := range dst.Pix {
		// premultiplied white at coverage a
		rgba.Pix[4*i], rgba.Pix[4*i+1], rgba.Pix[4*i+2], rgba.Pix[4*i+3] = a, a, a, a
	}
	img := ebiten.NewImageFromImage(rgba)
	masks[key] = img
	return img
}

const kappa = 0.5522847498 // cubic Bézier approximation of a quarter circle

func roundRectPathTo(z *vector.Rasterizer, x, y, w, h, r float64) {
	r = math.Min(r, math.Min(w, h)/2)
	c := float32(r * kappa)
	x0, y0, x1, y1, rr := float32(x), float32(y), float32(x+w), float32(y+h), float32(r)
	z.MoveTo(x0+rr, y0)
	z.LineTo(x1-rr, y0)
	z.CubeTo(x1-rr+c, y0, x1, y0+rr-c, x1, y0+rr)
	z.LineTo(x1, y1-rr)
	z.CubeTo(x1, y1-rr+c, x1-rr+c, y1, x1-rr, y1)
	z.LineTo(x0+rr, y1)
	z.CubeTo(x0+rr-c, y1, x0, y1-rr+c, x0, y1-rr)
	z.LineTo(x0, y0+rr)
	z.CubeTo(x0, y0+rr-c, x0+rr-c, y0, x0+rr, y0)
	z.ClosePath()
}

func roundRectPathReverse(z *vector.Rasterizer, x, y, w, h, r float64) {
	r = math.Min(r, math.Min(w, h)/2)
	c := float32(r * kappa)
	x0, y0, x1, y1, rr := float32(x), float32(y), float32(x+w), float32(y+h), float32(r)
	z.MoveTo(x0+rr, y0)
	z.CubeTo(x0+rr-c, y0, x0, y0+rr-c, x0, y0+rr)
	z.LineTo(x0, y1-rr)
	z.CubeTo(x0, y1-rr+c, x0+rr-c, y1, x0+rr, y1)
	z.LineTo(x1-rr, y1)
	z.CubeTo(x1-rr+c, y1, x1, y1-rr+c, x1, y1-rr)
	z.LineTo(x1, y0+rr)
	z.CubeTo(x1, y0+rr-c, x1-rr+c, y0, x1-rr, y0)
	z.ClosePath()
}

// drawMask stretches a mask (device pixels) over the device-pixel
// rectangle (x, y, w, h) as a 9-slice, tinted by cs.
func drawMask(dst *ebiten.Image, m *ebiten.Image, x, y, w, h float64, cs ebiten.ColorScale) {
	if Dry() {
		return
	}
	for _, sl := range maskSlices(m.Bounds().Dx(), x, y, w, h) {
		op := &ebiten.DrawImageOptions{ColorScale: cs, Filter: ebiten.FilterLinear}
		op.GeoM.Scale(sl.w/float64(sl.src.Dx()), sl.h/float64(sl.src.Dy()))
		op.GeoM.Translate(sl.x, sl.y)
		dst.DrawImage(m.SubImage(sl.src).(*ebiten.Image), op)
	}
}

// maskSlice is one of a mask's 9 slices: its source, and where it goes.
type maskSlice struct {
	src        image.Rectangle
	x, y, w, h float64
}

// maskSlices are the slices of a mask of side n drawn over (x, y, w, h):
// its corners at their size (or less, on a small target), its edges and
// middle stretched. The corner is the mask's own (maskKey.size), not one
// worked out again from the radius: r is rounded to a quarter pixel before
// the mask is made, and ceil of a radius just over a whole pixel (2.05)
// made the corner 3 of a 6-pixel mask, leaving no middle, so nothing was
// drawn (DIE's tile plaques at 1024x576).
func maskSlices(n int, x, y, w, h float64) []maskSlice {
	s := float64(n-2) / 2
	corner := math.Min(s, math.Min(w/2, h/2))
	sx := []float64{0, s, float64(n) - s, float64(n)}
	dx := []float64{x, x + corner, x + w - corner, x + w}
	dy := []float64{y, y + corner, y + h - corner, y + h}
	var out []maskSlice
	for j := range 3 {
		for i := range 3 {
			src := image.Rect(int(sx[i]), int(sx[j]), int(sx[i+1]), int(sx[j+1]))
			ww, hh := dx[i+1]-dx[i], dy[j+1]-dy[j]
			if ww <= 0 || hh <= 0 || src.Empty() {
				continue
			}
			out = append(out, maskSlice{src, dx[i], dy[j], ww, hh})
		}
	}
	return out
}

// disc is a large anti-aliased white disc, scaled for circles and ellipses.
var disc = sync.OnceValue(func() *ebiten.Image { return mask(64, 0) })
