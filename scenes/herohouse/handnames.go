package herohouse

import (
	"strings"

	"github.com/herotable/herotable/engine"
	hh "github.com/herotable/herotable/engine/herohouse"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/ui"
)

// The viewer's hand shows each card's name on a strip at the card's foot,
// at a size a newcomer reads (the art's own caption is a few pixels high),
// wrapped into the part of the card the next one leaves uncovered. A name
// that still does not fit shows whole while the pointer rests on its card:
// that card is drawn again on top, its strip as wide as the card.

// nameStyle is the hand's name strips' text.
var nameStyle = ui.Style{Font: ui.Bold, Size: 12}

// handShown is how wide each face-up card of seat p's hand shows, by card:
// up to the next card of the row, the whole card for the last.
func handShown(l *Layout, p engine.Player) map[int]float64 {
	var row []Placed
	for _, pl := range l.Cards {
		if pl.Zone == ZHand && pl.Seat == p {
			row = append(row, pl)
		}
	}
	out := map[int]float64{}
	for i, pl := range row {
		if pl.Card < 0 {
			continue
		}
		out[pl.Card] = pl.Rect.W
		if i+1 < len(row) {
			out[pl.Card] = min(row[i+1].Rect.X-pl.Rect.X, pl.Rect.W)
		}
	}
	return out
}

// nameLines are card c's name in at most two lines no wider than w in
// the strips' bold, broken between words, or a long word too wide for a
// line at its syllable (syllables), and whether the whole name fits (else
// a word too wide, or what a third line would hold, is cut with "…").
func nameLines(c int, w float64) ([]string, bool) { return nameLinesIn(c, w, nameStyle) }

// nameLinesIn is nameLines in style st.
func nameLinesIn(c int, w float64, st ui.Style) ([]string, bool) {
	var lines []string
	for _, word := range strings.Fields(hh.Name(c)) {
		if n := len(lines); n > 0 && ui.Measure(lines[n-1]+" "+word, st) <= w {
			lines[n-1] += " " + word
			continue
		}
		if i := syllables[word]; i > 0 && ui.Measure(word, st) > w {
			lines = append(lines, word[:i]+"-", word[i:])
			continue
		}
		lines = append(lines, word)
	}
	whole := len(lines) <= 2
	if !whole {
		lines = []string{lines[0], strings.Join(lines[1:], " ")}
	}
	for i, ln := range lines {
		if ui.Measure(ln, st) > w {
			lines[i], whole = ui.Ellipsize(ln, st, w), false
		}
	}
	return lines, whole
}

// syllables are where the long words of card names too wide to fit left of
// a hand card's bottom-right dots break, with a hyphen, over two lines (by
// the number of letters before the break). Words of 8 letters or fewer
// never break (play-test 21 #10: "Sneak-ers", "Gog-gles" read badly):
// they are written in the regular face, or closer to the strip's edges.
var syllables = map[string]int{"Toothpick": 5, "Chainmail": 5}

// nameFits are the ways a name strip is written, tried in turn until the
// name fits whole left of the dots: the bold face, then the narrower
// regular one, then closer to the strip's edges; all at the 12 px floor.
var nameFits = []struct {
	st       ui.Style
	pad, gap float64 // the text's inset in the strip; the strip's gap to the dots
}{
	{nameStyle, 3, dotClear},
	{ui.Style{Font: ui.Regular, Size: nameStyle.Size}, 3, dotClear},
	{ui.Style{Font: ui.Regular, Size: nameStyle.Size}, 1, 1},
}

// dotColumn is where, across a card face, its bottom-right column of dots
// begins: the art's dots (art/herohouse's HHDotCentre) have their centre
// 22 px from the right edge of a face 144 wide, and a radius of 13.
const dotColumn = (144.0 - 22 - 13) / 144

// dotClear is the gap kept between a name strip and the dots, in pixels.
const dotClear = 2

// nameStripRect is the strip card c's name is written on at the foot of
// r, shown wide, with its lines and whether the whole name is written.
// Where the card's bottom-right dots show, the strip stops short of them,
// a long word breaking at its syllable (play-tests 15 and 18: the names
// sat on the bottom dots, Chainmail's and Ski Pants' on the fourth, and
// read as cards cut off); else (the card mostly covered) it spans the
// shown width.
func nameStripRect(card int, r layout.Rect, shown float64) (layout.Rect, []string, bool) {
	strip, lines, whole, _ := nameStripFit(card, r, shown)
	return strip, lines, whole
}

// nameStripFit is nameStripRect and the style the name is written in.
func nameStripFit(card int, r layout.Rect, shown float64) (layout.Rect, []string, bool, ui.Style) {
	w, pad, st := shown, 3.0, nameStyle
	for _, f := range nameFits {
		if clear := r.W*dotColumn - f.gap; shown > clear {
			if _, whole := nameLinesIn(card, clear-2*f.pad, f.st); whole {
				w, pad, st = clear, f.pad, f.st
				break
			}
		}
	}
	lines, whole := nameLinesIn(card, w-2*pad, st)
	lh := ui.LineHeight(nameStyle) - 2
	h := float64(len(lines))*lh + 4
	return layout.Rect{X: r.X + 1, Y: r.Bottom() - h - 2, W: w - 2, H: h}, lines, whole, st
}

// nameStrip writes card c's name on a strip at the foot of r, within the
// shown width (nameStripRect); it reports whether the whole name is
// written.
func nameStrip(c *ui.Canvas, card int, r layout.Rect, shown, a float64) bool {
	strip, lines, whole, st := nameStripFit(card, r, shown)
	lh := ui.LineHeight(nameStyle) - 2
	c.RoundRect(strip, 3, ui.Fade(cardPaper, 0.94*a))
	c.RoundStroke(strip, 3, 1, ui.Fade(suitInks[hh.SuitOf(card)], 0.9*a))
	y := strip.Y + 2 + lh/2
	for _, ln := range lines {
		c.Text(ln, st, strip.X+strip.W/2, y, ui.Center, ui.Fade(ui.Ink, a))
		y += lh
	}
	return whole
}
