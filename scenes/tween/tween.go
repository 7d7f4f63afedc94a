// Package tween is the easing maths behind Hero Table's animations: easing
// curves and tweens of numbers and points over a number of frames. Time is
// counted in update ticks (60 per second), never read from a clock, so an
// animation plays the same on every machine and in screenshot tests.
package tween

import "math"

// Ease maps progress t in [0,1] to eased progress (0 at 0, 1 at 1).
type Ease func(t float64) float64

// The easing curves in use.
var (
	Linear     Ease = func(t float64) float64 { return t }
	InQuad     Ease = func(t float64) float64 { return t * t }
	OutQuad    Ease = func(t float64) float64 { return 1 - (1-t)*(1-t) }
	OutCubic   Ease = func(t float64) float64 { u := 1 - t; return 1 - u*u*u }
	InOutCubic Ease = func(t float64) float64 {
		if t < 0.5 {
			return 4 * t * t * t
		}
		u := -2*t + 2
		return 1 - u*u*u/2
	}
	// OutBack overshoots a little and settles: a piece that lands.
	OutBack Ease = func(t float64) float64 {
		const c1 = 1.70158
		const c3 = c1 + 1
		u := t - 1
		return 1 + c3*u*u*u + c1*u*u
	}
	// OutBounce drops and bounces: a die that hits the table.
	OutBounce Ease = func(t float64) float64 {
		const n, d = 7.5625, 2.75
		switch {
		case t < 1/d:
			return n * t * t
		case t < 2/d:
			t -= 1.5 / d
			return n*t*t + 0.75
		case t < 2.5/d:
			t -= 2.25 / d
			return n*t*t + 0.9375
		default:
			t -= 2.625 / d
			return n*t*t + 0.984375
		}
	}
)

// Progress is how far an animation that started at tick start and lasts dur
// ticks has come at tick now, clamped to [0,1]. A zero duration is done at
// once (the "instant" animation speed).
func Progress(now, start, dur int) float64 {
	if dur <= 0 || now >= start+dur {
		return 1
	}
	if now <= start {
		return 0
	}
	return float64(now-start) / float64(dur)
}

// Lerp interpolates from a to b by t.
func Lerp(a, b, t float64) float64 { return a + (b-a)*t }

// Tween animates a number from From to To over Dur ticks from Start.
type Tween struct {
	From, To   float64
	Start, Dur int
	Ease       Ease // nil means Linear
}

// At is the value at tick now.
func (tw Tween) At(now int) float64 {
	e := tw.Ease
	if e == nil {
		e = Linear
	}
	return Lerp(tw.From, tw.To, e(Progress(now, tw.Start, tw.Dur)))
}

// Done reports whether the tween has reached To by tick now.
func (tw Tween) Done(now int) bool { return Progress(now, tw.Start, tw.Dur) >= 1 }

// Point is a position in logical pixels.
type Point struct{ X, Y float64 }

// Move animates a point (a card or token) from From to To.
type Move struct {
	From, To   Point
	Start, Dur int
	Ease       Ease // nil means OutCubic, the usual glide
	Arc        float64
}

// At is the position at tick now. Arc lifts the path into a curve of that
// height at its middle, as a card tossed across the table.
func (m Move) At(now int) Point {
	e := m.Ease
	if e == nil {
		e = OutCubic
	}
	t := e(Progress(now, m.Start, m.Dur))
	lift := m.Arc * 4 * t * (1 - t)
	return Point{Lerp(m.From.X, m.To.X, t), Lerp(m.From.Y, m.To.Y, t) - lift}
}

// Done reports whether the move has arrived by tick now.
func (m Move) Done(now int) bool { return Progress(now, m.Start, m.Dur) >= 1 }

// Pulse is a smooth 0..1..0 wave with the given period in ticks, for glows.
func Pulse(now, period int) float64 {
	if period <= 0 {
		return 1
	}
	return 0.5 - 0.5*math.Cos(2*math.Pi*float64(now%period)/float64(period))
}
