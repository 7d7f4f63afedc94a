package herohouse

import (
	"strings"
	"testing"

	hh "github.com/herotable/herotable/engine/herohouse"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/scenetest"
	"github.com/herotable/herotable/scenes/ui"
)

// drawnIn draws a frame with the pointer at pt and returns the words the
// table (not a tooltip, nor a card's "!" mark) wrote inside r at 12 px or
// more, in drawing order, a word broken over two lines joined again.
func drawnIn(t *testing.T, h *scenetest.Host, table *Table, pt layout.Point, r layout.Rect) string {
	t.Helper()
	var words []string
	table.Layer.Invalidate()
	stop := ui.AuditText(nil, func(d ui.Drawn) {
		c := d.Ink.Center()
		if d.Text != "!" && !d.Tip && d.Style.Size >= ui.MinTextPx && r.Contains(c) && d.Ink.X >= r.X-0.5 && d.Ink.Right() <= r.Right()+0.5 {
			words = append(words, d.Text)
		}
	})
	h.Frame(t, ui.Frame{Mouse: pt, Moved: true})
	stop()
	return strings.ReplaceAll(strings.Join(words, " "), "- ", "") // a word broken at its syllable reads whole
}

// Each card of the viewer's hand shows its name at 12 px or more in the
// part the next card leaves uncovered (the play-test could not read them);
// a hand of fourteen shows every name whole, and in a longer one a name
// cut short shows whole while the pointer rests on its card.
func TestHandCardsShowTheirNames(t *testing.T) {
	s := newSession(t, "human,greedy,greedy,greedy", 3)
	table := New(s)
	h := scenetest.Settled(t, table, &table.Core)
	off := layout.Point{X: -1, Y: -1}
	for _, k := range []int{5, 10, 14, 18} {
		table.q.Reset(fullBoard(4, k, 1), 0)
		h.Idle(t, 90) // the cards glide to their places
		l := table.q.Layout()
		shown := handShown(l, 0)
		for _, pl := range l.Cards {
			if pl.Zone != ZHand || pl.Seat != 0 {
				continue
			}
			name := hh.Name(pl.Card)
			visible := pl.Rect
			visible.W = shown[pl.Card]
			got := drawnIn(t, h, table, off, visible)
			if _, whole := nameLines(pl.Card, visible.W-6); whole || k <= 14 {
				if got != name {
					t.Errorf("%d cards: %s shows %q in its uncovered part %v", k, name, got, visible)
				}
				continue
			}
			at := layout.Point{X: pl.Rect.X + 4, Y: pl.Rect.Y + 30}
			h.Frame(t, ui.Frame{Mouse: at, Moved: true})
			// Its name is drawn last, over the card cut short beneath it.
			if got := drawnIn(t, h, table, at, pl.Rect); len(got) < len(name) || got[len(got)-len(name):] != name {
				t.Errorf("%d cards: %s, cut short, shows %q under the pointer", k, name, got)
			}
		}
	}
}

// A hand card shown whole keeps every dot in sight: its name's strip
// covers none, a long word breaking at its syllable (play-test 15: the
// names sat on the bottom dots at 1216×684 and 1024×576, and the cards
// read as cut off by the window; play-test 18 #13: Chainmail's and Ski
// Pants' strips still covered the fourth bottom-right dot).
func TestNameStripsLeaveEveryDot(t *testing.T) {
	r := layout.Rect{X: 100, Y: 608, W: HandCard.W, H: HandCard.H}
	// The art's dots (art/herohouse's HHDotCentre) on a face 144×208:
	// radius 13, the top-left column's centres 22 px in from the left,
	// from 22 px down, the bottom-right's 22 px in from the right, from
	// 171 px down, a step of 29 apart; a stroke's half pixel around.
	k := r.W / 144
	dot := func(x, y float64) layout.Rect {
		return layout.Rect{X: r.X + (x-13)*k - 0.5, Y: r.Y + (y-13)*k - 0.5, W: 26*k + 1, H: 26*k + 1}
	}
	for c := range hh.NumCards {
		strip, lines, whole := nameStripRect(c, r, r.W)
		if !whole {
			t.Errorf("%s: its name is cut on a card shown whole: %q", hh.Name(c), lines)
		}
		w, b := hh.Dots(c)
		for i := range w + b {
			for _, d := range []layout.Rect{dot(22, 22+29*float64(i)), dot(144-22, 171-29*float64(i))} {
				if !strip.Intersect(d).Empty() {
					t.Errorf("%s: its name's strip %v covers dot %d at %v", hh.Name(c), strip, i+1, d)
				}
			}
		}
	}
}

// Play-test 21 #10: a word of 8 letters or fewer never breaks with a
// hyphen ("Sneak-ers", "Gog-gles"); on a card shown whole it fits left of
// the dots, at the 12 px floor.
func TestShortWordsDoNotBreak(t *testing.T) {
	r := layout.Rect{X: 100, Y: 608, W: HandCard.W, H: HandCard.H}
	for c := range hh.NumCards {
		_, lines, whole, st := nameStripFit(c, r, r.W)
		if st.Size < 12 {
			t.Errorf("%s is written at %v px", hh.Name(c), st.Size)
		}
		for i, ln := range lines {
			if !strings.HasSuffix(ln, "-") || i+1 >= len(lines) {
				continue
			}
			head := ln[strings.LastIndex(ln, " ")+1 : len(ln)-1]
			tail := strings.Fields(lines[i+1])[0]
			if word := head + tail; len(word) <= 8 {
				t.Errorf("%s breaks its %d-letter word %q as %q", hh.Name(c), len(word), word, lines)
			}
		}
		if !whole {
			t.Errorf("%s is cut on a card shown whole: %q", hh.Name(c), lines)
		}
	}
}
