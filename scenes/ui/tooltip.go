package ui

import (
	"image/color"
	"slices"

	"github.com/herotable/herotable/scenes/layout"
)

// TooltipWidth is the widest a tooltip gets before it wraps.
const TooltipWidth = 320

// DrawTooltip draws a button's tooltip tip by the pointer at p, where it
// covers least of the canvas's Keep (TipPlace).
func DrawTooltip(c *Canvas, tip string, p layout.Point) {
	drawTip(c, tip, p, 0, 0, nil, Cream)
}

// DrawPictureTooltip draws a table's tooltip: tip, its first line in gold,
// beside a picture picW×picH drawn by pic in the rect it is given (no
// picture when picW is 0), by the pointer at p as TipPlace places it.
func DrawPictureTooltip(c *Canvas, tip string, p layout.Point, picW, picH float64, pic func(r layout.Rect)) {
	drawTip(c, tip, p, picW, picH, pic, Gold)
}

// drawTip is every tooltip's box: its words wrapped, the first line in
// first, beside an optional picture.
func drawTip(c *Canvas, tip string, p layout.Point, picW, picH float64, pic func(r layout.Rect), first color.Color) {
	lines, w, r := tipBox(c, tip, p, picW, picH)
	lh := LineHeight(Small)
	extra := 0.0
	if picW > 0 {
		extra = picW + 12
	}
	c.NineSlice("ui/tooltip", r, Alpha(1))
	x := r.X + 12
	if picW > 0 {
		pic(layout.Rect{X: r.X + 8, Y: r.Y + 8, W: picW, H: picH})
		x += extra
	}
	y := r.Y + 8 + lh/2
	box := layout.Rect{X: x, Y: r.Y, W: w, H: r.H}
	for i, l := range lines {
		var col color.Color = Cream
		if i == 0 {
			col = first
		}
		c.line(l, Small, x, y, Left, col, lineAt{box: &box, tip: true})
		y += lh
	}
}

// tipBox is a tooltip's wrapped lines, their width and its box by the
// pointer at p, covering least of c.Keep.
func tipBox(c *Canvas, tip string, p layout.Point, picW, picH float64) ([]string, float64, layout.Rect) {
	lines := Wrap(tip, Small, TooltipWidth)
	w := 0.0
	for _, l := range lines {
		w = max(w, Measure(l, Small))
	}
	size := layout.Rect{W: w + 24, H: float64(len(lines))*LineHeight(Small) + 16}
	if picW > 0 {
		size.W += picW + 12
		size.H = max(size.H, picH+16)
	}
	return lines, w, TipPlaceFirst(size, p, c.KeepFirst, c.Keep)
}

// maxStepOut is the widest kept place a tooltip steps out of sideways.
const maxStepOut = layout.Width / 3

// TipPlace places a tooltip of size's W×H by the pointer at p, on the
// screen: below and right of it by habit, else on another side of it, else
// beside a kept place the pointer is in, whichever covers least of keep
// (nothing, if it can).
func TipPlace(size layout.Rect, p layout.Point, keep []layout.Rect) layout.Rect {
	return TipPlaceFirst(size, p, nil, keep)
}

// TipPlaceFirst is TipPlace leaving first clear before all of keep: it
// covers any of first only where every place does.
func TipPlaceFirst(size layout.Rect, p layout.Point, first, keep []layout.Rect) layout.Rect {
	w, h := size.W, size.H
	onScreen := func(r layout.Rect) layout.Rect {
		r.X = max(min(r.X, layout.Width-8-w), 8)
		r.Y = max(min(r.Y, layout.Height-8-h), 8)
		return r
	}
	right, left := p.X+16, p.X-16-w
	below, above := p.Y+20, p.Y-12-h
	var best layout.Rect
	bestFirst, bestCover := -1.0, -1.0
	middle := p.Y - h/2 // beside the pointer: over its own row (a hand's other cards)
	places := [][2]float64{{right, below}, {left, below}, {right, above}, {left, above}, {right, middle}, {left, middle}}
	// Then beside a kept place the pointer is in (a prompt's button: the
	// tooltip clears the prompt's words, not only the pointer).
	for _, k := range slices.Concat(first, keep) {
		// Not beside a wide one: that puts the tooltip far from what it
		// is about (DIE's attack buttons' tips went to the screen's edge
		// for a kept tray 570 px wide).
		if k.Contains(p) && k.W <= maxStepOut {
			for _, y := range []float64{above, below, middle} {
				places = append(places, [2]float64{k.X - 8 - w, y}, [2]float64{k.Right() + 8, y})
			}
		}
	}
	for _, at := range places {
		x, y := at[0], at[1]
		if x+w > layout.Width-8 && at[0] == right {
			x = left // as before: flip rather than slide under the pointer
		}
		if y+h > layout.Height-8 && at[1] == below {
			y = max(above, 8)
		}
		r := onScreen(layout.Rect{X: x, Y: y, W: w, H: h})
		if r.Contains(p) {
			continue // never under the pointer
		}
		over, cover := covered(r, first), covered(r, keep)
		if bestCover < 0 || over < bestFirst || over == bestFirst && cover < bestCover {
			best, bestFirst, bestCover = r, over, cover
		}
		if over == 0 && cover == 0 {
			break
		}
	}
	if bestCover < 0 { // every side is under the pointer: the habit
		best = onScreen(layout.Rect{X: right, Y: below, W: w, H: h})
	}
	return best
}

// covered is how much of the places in keep r covers.
func covered(r layout.Rect, keep []layout.Rect) float64 {
	cover := 0.0
	for _, k := range keep {
		if o := r.Intersect(k); !o.Empty() {
			cover += o.W * o.H
		}
	}
	return cover
}
