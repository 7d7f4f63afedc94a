package tablekit

import (
	"cmp"
	"fmt"
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/herotable/herotable/scenes/stage"
	"github.com/herotable/herotable/scenes/ui"
)

// The number keys 1–9 press the table's buttons in the order they read,
// top row first, left to right, as their tooltips say ("(key 2)"): the
// engine's order of the legal actions is not the order a player sees (a
// card's button came before the prompt's first, and key 1 played it). A
// table with no buttons keeps the engine's order (Turns.QuickKeys).

// numberButtons gives the viewer's usable buttons their number keys, in
// reading order, while the decision is theirs; none otherwise. A greyed
// button marked KeepKey keeps its place in the count (play-test 32: with
// the second of three attacks grey, key 3 did nothing and the third was
// "key 2").
func (c *Core[K]) numberButtons(mine bool) {
	var bs []*ui.Button
	for _, it := range c.own.Controls() {
		if b, ok := it.(*ui.Button); ok {
			b.Quick = 0
			if mine && !b.NoKey && (b.Usable() || b.KeepKey && b.Visible()) {
				bs = append(bs, b)
			}
		}
	}
	slices.SortStableFunc(bs, func(a, b *ui.Button) int {
		if math.Abs(a.Rect.Y-b.Rect.Y) > 4 { // one row, though a pixel apart
			return cmp.Compare(a.Rect.Y, b.Rect.Y)
		}
		return cmp.Compare(a.Rect.X, b.Rect.X)
	})
	for i, b := range bs[:min(len(bs), 9)] {
		b.Quick = i + 1
	}
}

// pressNumbered presses the button whose number key was pressed, and
// reports whether the table numbers its buttons at all.
func (c *Core[K]) pressNumbered(ctx *stage.Context) bool {
	numbered := false
	for _, it := range c.own.Controls() {
		b, ok := it.(*ui.Button)
		if !ok || b.Quick == 0 {
			continue
		}
		numbered = true
		if ctx.TakeKey(ebiten.Key1 + ebiten.Key(b.Quick-1)) {
			if !b.Usable() { // a greyed button that keeps its key says why
				c.say(ctx, b.Tooltip)
				return true
			}
			b.Activate()
			ctx.Redraw()
			return true
		}
	}
	return numbered
}

// takeNumberKey takes a number key 1–9 pressed this tick and nobody took,
// and says which.
func takeNumberKey(ctx *stage.Context) (int, bool) {
	for k := ebiten.Key1; k <= ebiten.Key9; k++ {
		if ctx.TakeKey(k) {
			return int(k-ebiten.Key1) + 1, true
		}
	}
	return 0, false
}

// noSuchKey is why number key k chose nothing: not the viewer's decision,
// or no choice has that number (play-test 38 pressed 4 with three
// choices, and nothing said so).
func (c *Core[K]) noSuchKey(k int, mine bool) string {
	if why := c.notYours(); why != "" || !mine {
		return cmp.Or(why, "Not now: nothing is yours to choose.")
	}
	if _, own := c.own.(Keyer); own { // its own keys may number more
		return fmt.Sprintf("Key %d: no choice has that number now.", k)
	}
	n := 0
	for _, it := range c.own.Controls() {
		if b, ok := it.(*ui.Button); ok {
			n = max(n, b.Quick)
		}
	}
	if n == 0 {
		n = min(len(c.S.Legal()), 9)
	}
	switch n {
	case 0:
		return fmt.Sprintf("Key %d: nothing to choose now.", k)
	case 1:
		return fmt.Sprintf("Key %d: there is one choice now (key 1).", k)
	}
	return fmt.Sprintf("Key %d: there are %d choices now (keys 1–%d).", k, n, n)
}
