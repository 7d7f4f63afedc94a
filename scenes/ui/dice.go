package ui

import (
	"math"

	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/tween"
)

// DieRoll is one die and the face it shows.
type DieRoll struct {
	Die  string
	Face int
}

// Tumble lengths at normal speed, in ticks.
const (
	DiceTumble = 54 // the dice roll across the table
	DiceSettle = 14 // the settled face pops into place
)

// Dice animates a roll: the dice tumble through their tumbling frames,
// bounce to rest and settle on the faces rolled. A click skips to the end.
type Dice struct {
	Rolls  []DieRoll
	Center layout.Point
	Size   float64

	start, dur int
}

// Roll starts animating rolls at tick for frames ticks (0 shows the faces
// at once).
func (d *Dice) Roll(rolls []DieRoll, tick, frames int) {
	d.Rolls = append(d.Rolls[:0], rolls...)
	d.start, d.dur = tick, frames
}

// Clear removes the dice from the table.
func (d *Dice) Clear() { d.Rolls = d.Rolls[:0] }

// Rolling reports whether the dice are still tumbling at tick: the table
// waits for them before the next move.
func (d *Dice) Rolling(tick int) bool { return len(d.Rolls) > 0 && tick < d.start+d.dur }

// Animating reports whether anything still moves at tick (tumbling or the
// settling pop).
func (d *Dice) Animating(tick int) bool {
	return len(d.Rolls) > 0 && tick < d.start+d.dur+DiceSettle
}

// Skip ends the tumble at tick.
func (d *Dice) Skip(tick int) {
	if d.Rolling(tick) {
		d.dur = tick - d.start
	}
}

// Draw draws the dice at tick.
func (d *Dice) Draw(c *Canvas, tick int) {
	n := len(d.Rolls)
	if n == 0 {
		return
	}
	size := d.Size
	if size == 0 {
		size = 72
	}
	gap := size * 0.35
	x0 := d.Center.X - (float64(n)*size+float64(n-1)*gap)/2 + size/2
	for i, r := range d.Rolls {
		cx := x0 + float64(i)*(size+gap)
		cy := d.Center.Y
		// Each die lands a little after the one before.
		lag := i * 4
		t := tween.Progress(tick, d.start+lag, d.dur-lag)
		if d.dur <= 0 {
			t = 1
		}
		c.shadow(cx, cy+size*0.46, size*0.42*(0.6+0.4*t))
		if t < 1 {
			// Thrown from the left, bouncing to rest.
			drop := 1 - tween.OutBounce(t)
			x := cx - (1-tween.OutCubic(t))*size*2.2
			y := cy - drop*size*1.4
			angle := (1 - t) * (1 - t) * 7 * float64(1-2*(i%2))
			frame := (tick-d.start)/3 + i*3
			c.ImageRotated(Sprite(DieTumble(r.Die, frame)), x, y, size, size, angle, Alpha(1))
			if Sprite(DieTumble(r.Die, frame)) == nil {
				c.Placeholder(DieTumble(r.Die, frame), layout.Centered(x, y, size, size))
			}
			continue
		}
		pop := tween.Progress(tick, d.start+d.dur, DiceSettle)
		s := size * (1 + 0.12*math.Sin(math.Pi*pop))
		c.Sprite(DieFace(r.Die, r.Face), layout.Centered(cx, cy, s, s), Alpha(1))
	}
}

// shadow is a soft dark ellipse under a die or card.
func (c *Canvas) shadow(cx, cy, rx float64) {
	for i := 3; i >= 1; i-- {
		f := float64(i) / 3
		c.Ellipse(cx, cy, rx*(0.7+0.3*f), rx*0.28*(0.7+0.3*f), Fade(Shadow, 0.22))
	}
}
