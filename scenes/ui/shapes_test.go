package ui

import (
	"math"
	"testing"
)

// A rounded rectangle's mask slices cover the whole target, whatever the
// radius: a radius just over a whole pixel (2.05) once left the middle out,
// and the shape was not drawn at all (DIE's plaques at 1024x576).
func TestMaskSlicesCoverTheTarget(t *testing.T) {
	for r := 0.5; r <= 12; r += 0.05 {
		n := maskKey{quarter(max(r, 0.5)), 0}.size()
		for _, wh := range [][2]float64{{60, 20}, {10, 10}, {100.4, 17.3}} {
			area := 0.0
			for _, sl := range maskSlices(n, 3, 4, wh[0], wh[1]) {
				area += sl.w * sl.h
			}
			if math.Abs(area-wh[0]*wh[1]) > 1e-6 {
				t.Fatalf("radius %.2f (mask %d px) over %vx%v: the slices cover %.2f of %.2f", r, n, wh[0], wh[1], area, wh[0]*wh[1])
			}
		}
	}
}
