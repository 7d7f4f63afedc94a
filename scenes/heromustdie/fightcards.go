package heromustdie

import (
	"fmt"
	"image/color"

	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/ui"
)

// A fighter's card in the combat overlay, its wounds and the numbers a
// level-up raised.

// heroStrength is a hero's strength with its level-up (R24).
func heroStrength(h hmd.Fighter) hmd.Strength {
	s := hmd.Heroes[h.Card].Str
	if h.LevelUp {
		best := 0
		for c := range s {
			if s[c] > s[best] {
				best = c
			}
		}
		s[best]++
	}
	return s
}

// drawFighter draws a card in the fight: the card, its wounds as markers
// with "wounds/HP", a level-up marker, and a "front" tag.
func drawFighter(c *ui.Canvas, name, title string, r layout.Rect, wounds, hp int, levelUp, front bool) {
	drawCard(c, name, title, r, 1)
	if front {
		tag := layout.Rect{X: r.X + r.W/2 - 28, Y: r.Y - 10, W: 56, H: 18}
		c.RoundRect(tag, 6, ui.Gold)
		c.TextIn("FRONT", ui.Style{Font: ui.Bold, Size: 12}, tag, ui.Center, ui.Ink)
	}
	if levelUp && !c.TrySprite(art+"levelup", layout.Rect{X: r.X - 8, Y: r.Bottom() - 34, W: 26, H: 26}, ui.Alpha(1)) {
		c.Circle(r.X+5, r.Bottom()-21, 10, ui.Gain)
	}
	if wounds <= 0 {
		return
	}
	for k := range min(wounds, 6) {
		wr := layout.Rect{X: r.X + 6 + 15*float64(k), Y: r.Y + r.H*0.16, W: 22, H: 22}
		if !c.TrySprite(art+"wound", wr, ui.Alpha(1)) {
			c.Circle(wr.X+11, wr.Y+11, 10, ui.Loss)
		}
	}
	band := layout.Rect{X: r.X + 3, Y: r.Y + r.H*0.16 + 24, W: r.W - 6, H: 18}
	c.RoundRect(band, 5, ui.Fade(ui.DarkWood, 0.85))
	c.TextIn(fmt.Sprintf("%d of %d HP lost", wounds, hp), ui.Style{Font: ui.Bold, Size: 12}, band, ui.Center, ui.Loss)
}

// raisedAt are the numbers a level-up raises on a card drawn in r, whose
// printed strength is printed and raised now: the heart's HP and the best
// colour's number, each where the card prints it (the art's 120x168 face:
// the heart at 99,40, the strength row's numbers at 114, centred as
// assets' hmdStrengthRow lays them), with the value now.
func raisedAt(r layout.Rect, printed, raised hmd.Strength) (at []layout.Rect, value []int) {
	k := r.W / 120
	box := func(x, y, w, h float64) layout.Rect {
		return layout.Rect{X: r.X + (x-w/2)*k, Y: r.Y + (y-h/2)*k, W: w * k, H: h * k}
	}
	if raised.Max() > printed.Max() {
		at, value = append(at, box(99, 40, 16, 14)), append(value, int(raised.Max()))
	}
	var cols []int
	for i, v := range printed {
		if v > 0 {
			cols = append(cols, i)
		}
	}
	pitch := 33.0
	if len(cols) > 2 {
		pitch = 31
	}
	for n, i := range cols {
		if raised[i] > printed[i] {
			x := 60 + (float64(n)-float64(len(cols)-1)/2)*pitch
			at, value = append(at, box(x+9, 114, 16, 17)), append(value, int(raised[i]))
		}
	}
	return at, value
}

// raisedGreen is the ground of a number a level-up raised.
var raisedGreen = color.NRGBA{0x2b, 0x6e, 0x2e, 0xff}

// drawRaised draws a levelled-up card's numbers as they are now over the
// printed ones, in the gain colour, so the card says what the tooltip and
// log say (pt22 #5: heart 6 and melee 6 printed after a level-up to 7).
func drawRaised(c *ui.Canvas, r layout.Rect, printed, raised hmd.Strength) {
	at, value := raisedAt(r, printed, raised)
	for i, b := range at {
		c.RoundRect(b, 4, raisedGreen)
		c.RoundStroke(b, 4, 1.5, ui.Gain)
		c.TextIn(fmt.Sprint(value[i]), ui.Style{Font: ui.Bold, Size: 13}, b, ui.Center, ui.Cream)
	}
}
