// Package layout is the geometry of Hero Table's 1280×720 logical screen:
// rectangles and the maths that splits them, the fixed places of widgets that
// tests and the browser smoke test rely on, the scale from the logical screen
// to a window of any size and pixel density, and word wrapping. It is pure Go
// so that all of it is tested without a display.
package layout

import (
	"image"
	"math"
)

// The logical screen every scene draws on.
const (
	Width  = 1280
	Height = 720
)

// Screen is the whole logical screen.
var Screen = Rect{0, 0, Width, Height}

// Point is a position on the logical screen.
type Point struct{ X, Y float64 }

// Rect is an axis-aligned rectangle in logical pixels.
type Rect struct{ X, Y, W, H float64 }

// Centered is the w×h rectangle whose centre is (cx, cy).
func Centered(cx, cy, w, h float64) Rect { return Rect{cx - w/2, cy - h/2, w, h} }

// Right is the x of the right edge.
func (r Rect) Right() float64 { return r.X + r.W }

// Bottom is the y of the bottom edge.
func (r Rect) Bottom() float64 { return r.Y + r.H }

// Center is the middle of r.
func (r Rect) Center() Point { return Point{r.X + r.W/2, r.Y + r.H/2} }

// Contains reports whether p lies inside r (left/top edges inclusive).
func (r Rect) Contains(p Point) bool {
	return p.X >= r.X && p.X < r.X+r.W && p.Y >= r.Y && p.Y < r.Y+r.H
}

// Empty reports whether r has no area.
func (r Rect) Empty() bool { return r.W <= 0 || r.H <= 0 }

// Inset shrinks r by d on every side (grows it when d < 0).
func (r Rect) Inset(d float64) Rect { return Rect{r.X + d, r.Y + d, r.W - 2*d, r.H - 2*d} }

// InsetXY shrinks r by dx left and right and dy top and bottom.
func (r Rect) InsetXY(dx, dy float64) Rect { return Rect{r.X + dx, r.Y + dy, r.W - 2*dx, r.H - 2*dy} }

// Offset moves r by (dx, dy).
func (r Rect) Offset(dx, dy float64) Rect { return Rect{r.X + dx, r.Y + dy, r.W, r.H} }

// Scale multiplies every coordinate by k (logical → device pixels).
func (r Rect) Scale(k float64) Rect { return Rect{r.X * k, r.Y * k, r.W * k, r.H * k} }

// Intersect is the overlap of r and s (empty when they do not overlap).
func (r Rect) Intersect(s Rect) Rect {
	x0, y0 := math.Max(r.X, s.X), math.Max(r.Y, s.Y)
	x1, y1 := math.Min(r.Right(), s.Right()), math.Min(r.Bottom(), s.Bottom())
	if x1 <= x0 || y1 <= y0 {
		return Rect{}
	}
	return Rect{x0, y0, x1 - x0, y1 - y0}
}

// Union is the smallest rectangle holding r and s; an empty one adds
// nothing.
func (r Rect) Union(s Rect) Rect {
	switch {
	case r.Empty():
		return s
	case s.Empty():
		return r
	}
	x, y := math.Min(r.X, s.X), math.Min(r.Y, s.Y)
	return Rect{x, y, math.Max(r.Right(), s.Right()) - x, math.Max(r.Bottom(), s.Bottom()) - y}
}

// Image converts r to whole device pixels, rounding outwards.
func (r Rect) Image() image.Rectangle {
	return image.Rect(int(math.Floor(r.X)), int(math.Floor(r.Y)), int(math.Ceil(r.Right())), int(math.Ceil(r.Bottom())))
}

// CutTop splits r into a top strip of height h and the rest below a gap.
func (r Rect) CutTop(h, gap float64) (top, rest Rect) {
	return Rect{r.X, r.Y, r.W, h}, Rect{r.X, r.Y + h + gap, r.W, r.H - h - gap}
}

// CutBottom splits r into a bottom strip of height h and the rest above a gap.
func (r Rect) CutBottom(h, gap float64) (bottom, rest Rect) {
	return Rect{r.X, r.Bottom() - h, r.W, h}, Rect{r.X, r.Y, r.W, r.H - h - gap}
}

// CutLeft splits r into a left strip of width w and the rest right of a gap.
func (r Rect) CutLeft(w, gap float64) (left, rest Rect) {
	return Rect{r.X, r.Y, w, r.H}, Rect{r.X + w + gap, r.Y, r.W - w - gap, r.H}
}

// CutRight splits r into a right strip of width w and the rest left of a gap.
func (r Rect) CutRight(w, gap float64) (right, rest Rect) {
	return Rect{r.Right() - w, r.Y, w, r.H}, Rect{r.X, r.Y, r.W - w - gap, r.H}
}

// Below is the strip of height h under r, gap below it and as wide as r:
// a region defined by what it sits under moves with it.
func (r Rect) Below(gap, h float64) Rect { return Rect{r.X, r.Bottom() + gap, r.W, h} }

// Beside is the strip of width w right of r, gap from it and as tall as r.
func (r Rect) Beside(gap, w float64) Rect { return Rect{r.Right() + gap, r.Y, w, r.H} }

// MirrorX is r reflected across the middle of a region w wide that starts
// at x 0: the right-hand twin of a left-hand place.
func (r Rect) MirrorX(w float64) Rect { return Rect{w - r.Right(), r.Y, r.W, r.H} }

// Columns splits r into n equal cells side by side with gap between them.
func (r Rect) Columns(n int, gap float64) []Rect {
	if n <= 0 {
		return nil
	}
	w := (r.W - gap*float64(n-1)) / float64(n)
	out := make([]Rect, n)
	for i := range out {
		out[i] = Rect{r.X + float64(i)*(w+gap), r.Y, w, r.H}
	}
	return out
}

// Rows splits r into n equal cells stacked with gap between them.
func (r Rect) Rows(n int, gap float64) []Rect {
	if n <= 0 {
		return nil
	}
	h := (r.H - gap*float64(n-1)) / float64(n)
	out := make([]Rect, n)
	for i := range out {
		out[i] = Rect{r.X, r.Y + float64(i)*(h+gap), r.W, h}
	}
	return out
}

// CenteredRow lays n cells of size w×h side by side with gap, the whole row
// centred on (cx, cy).
func CenteredRow(n int, cx, cy, w, h, gap float64) []Rect {
	total := float64(n)*w + float64(max(n-1, 0))*gap
	x := cx - total/2
	out := make([]Rect, n)
	for i := range out {
		out[i] = Rect{x + float64(i)*(w+gap), cy - h/2, w, h}
	}
	return out
}

// Flow places items of the given widths left to right in rows of height h
// inside r, wrapping when a row is full. It returns the rectangles of the
// items that fit; items that do not fit are left out (the caller pages).
func Flow(r Rect, widths []float64, h, gapX, gapY float64) []Rect {
	var out []Rect
	x, y := r.X, r.Y
	for _, w := range widths {
		w = math.Min(w, r.W)
		if x > r.X && x+w > r.Right()+0.01 {
			x, y = r.X, y+h+gapY
		}
		if y+h > r.Bottom()+0.01 {
			break
		}
		out = append(out, Rect{x, y, w, h})
		x += w + gapX
	}
	return out
}

// CutTopRect is the top strip of height h of r.
func (r Rect) CutTopRect(h float64) Rect { return Rect{r.X, r.Y, r.W, h} }
