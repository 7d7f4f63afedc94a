package heromustdie

import (
	"image"
	"testing"

	"github.com/herotable/herotable/assets/internal/art"
)

// The printable board draws at any scale: scale 3 is exactly three times
// scale 1 on both sides, and the same board point shows the same colour at
// both scales (the pieces are laid out in units, not pixels).
func TestHMDPrintBoardScales(t *testing.T) {
	one, three := PrintBoard(1), PrintBoard(3)
	if one.Bounds() != image.Rect(0, 0, hmdPrintW, hmdPrintH) {
		t.Fatalf("scale 1 board is %v, want %dx%d", one.Bounds(), hmdPrintW, hmdPrintH)
	}
	if three.Bounds().Dx() != 3*one.Bounds().Dx() || three.Bounds().Dy() != 3*one.Bounds().Dy() {
		t.Fatalf("scale 3 board is %v, scale 1 is %v", three.Bounds(), one.Bounds())
	}
	// Points in flat areas: a guard post's carpet, a location title plate,
	// a reminder band, an event slot's face, a VP number plate, a panel.
	for _, p := range []art.Pt{art.P(52, 100), art.P(120, 360), art.P(52, 470), art.P(705, 100), art.P(50, 652), art.P(372, 600)} {
		u := p.Sub(art.P(hmdPrintX0, hmdPrintY0))
		a := one.NRGBAAt(int(u.X), int(u.Y))
		b := three.NRGBAAt(int(3*u.X+1), int(3*u.Y+1))
		if a.A != 255 || b.A != 255 {
			t.Errorf("board point %v is not opaque: %v, %v", p, a, b)
		}
		d := hmdAbs(float64(a.R)-float64(b.R)) + hmdAbs(float64(a.G)-float64(b.G)) + hmdAbs(float64(a.B)-float64(b.B))
		if d > 60 {
			t.Errorf("board point %v is %v at scale 1 but %v at scale 3", p, a, b)
		}
	}
}
