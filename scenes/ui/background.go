package ui

import (
	"image"
	"image/color"
	"math"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/herotable/herotable/scenes/layout"
)

// The table's baize: a vignette from the green centre to dark edges with a
// fine, fixed grain. It is painted once per render scale into a screen-sized
// image, by the GPU: the vignette as a mesh of coloured vertices, the grain
// as a small noise tile repeated over it. Drawing it each frame is then a
// plain copy, the cheapest full-screen draw there is (which matters on
// software renderers), and making it costs the CPU nearly nothing (which
// matters for the browser's first frame).
var (
	feltMu sync.Mutex
	felt   *ebiten.Image
	feltK  float64
)

// Mesh resolution of the vignette and side of the grain tile.
const (
	feltCols  = 32
	feltRows  = 18
	grainSide = 128
)

func feltImage(k float64) *ebiten.Image {
	feltMu.Lock()
	defer feltMu.Unlock()
	if felt != nil && feltK == k {
		return felt
	}
	if felt != nil {
		felt.Deallocate()
	}
	w, h := layout.Width*k, layout.Height*k
	felt, feltK = ebiten.NewImage(int(w), int(h)), k
	vs := make([]ebiten.Vertex, 0, (feltCols+1)*(feltRows+1))
	for j := 0; j <= feltRows; j++ {
		for i := 0; i <= feltCols; i++ {
			x, y := float64(i)/feltCols, float64(j)/feltRows
			vs = append(vs, vertex(x*w, y*h, vignette(x, y)))
		}
	}
	var is []uint16
	for j := range feltRows {
		for i := range feltCols {
			a := uint16(j*(feltCols+1) + i)
			b, c, d := a+1, a+feltCols+1, a+feltCols+2
			is = append(is, a, b, c, b, d, c)
		}
	}
	felt.DrawTriangles(vs, is, whitePixel, &ebiten.DrawTrianglesOptions{ColorScaleMode: ebiten.ColorScaleModePremultipliedAlpha})
	g := grainTile()
	for y := 0.0; y < h; y += grainSide * k {
		for x := 0.0; x < w; x += grainSide * k {
			op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
			op.GeoM.Scale(k, k)
			op.GeoM.Translate(x, y)
			felt.DrawImage(g, op)
		}
	}
	return felt
}

// vignette is the baize's colour at (x, y) in [0,1]² of the screen.
func vignette(x, y float64) color.NRGBA {
	dx, dy := (x-0.5)*2, (y-0.42)*2
	t := math.Min(1, math.Sqrt(dx*dx*0.8+dy*dy)/1.25)
	t = t * t * (3 - 2*t)
	c0, c1 := FeltCentre, FeltEdge
	return color.NRGBA{mixByte(c0.R, c1.R, t), mixByte(c0.G, c1.G, t), mixByte(c0.B, c1.B, t), 255}
}

func mixByte(a, b uint8, t float64) uint8 {
	return uint8(math.Round(float64(a) + (float64(b)-float64(a))*t))
}

var grainTile = sync.OnceValue(func() *ebiten.Image {
	img := image.NewRGBA(image.Rect(0, 0, grainSide, grainSide))
	for y := range grainSide {
		for x := range grainSide {
			// Premultiplied: light specks and dark specks, each faint.
			v := grain(x, y)
			if v > 0 {
				a := uint8(v * 3)
				img.SetRGBA(x, y, color.RGBA{a, a, a, a})
			} else {
				img.SetRGBA(x, y, color.RGBA{0, 0, 0, uint8(-v * 3)})
			}
		}
	}
	return ebiten.NewImageFromImage(img)
})

// grain is a fixed pseudo-random value in [-5, 5] per pixel.
func grain(x, y int) float64 {
	h := uint32(x)*374761393 + uint32(y)*668265263
	h = (h ^ (h >> 13)) * 1274126177
	return float64(h>>24)/255*10 - 5
}

// Table draws the green baize over the whole screen.
func (c *Canvas) Table() {
	if !Dry() {
		c.Dst.DrawImage(feltImage(c.Scale), nil)
	}
}
