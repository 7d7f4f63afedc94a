package heromustdie

import (
	"slices"

	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/tween"
	"github.com/herotable/herotable/scenes/ui"
)

// closeUp is the monster cards sliding to their new places when the row
// and the pool close up over the places the hired cards kept (as the
// Action phase ends), a caption over them saying why (pt37 #2: the Drake
// jumped into the Dragon's place and the pool's tiles to the left between
// two frames).
type closeUp struct {
	cards      []slidingCard
	start, dur int
	gaps       bool // the cards close up over kept places: the caption says so
}

// slidingCard is a monster card on its way from the place it had.
type slidingCard struct {
	m    int8
	from layout.Rect
}

// closeUpWords is the caption over the cards while they slide.
const closeUpWords = "The hired cards' places close up"

// laid are where the row's cards and the pool's tiles stand now.
func (q *Queue) laid() map[int8]layout.Rect {
	out := map[int8]layout.Rect{}
	for i, m := range q.Row.card {
		if m >= 0 {
			out[m] = RowCard(i)
		}
	}
	for i, m := range q.Pool.card {
		if m >= 0 {
			out[m] = PoolCard(i, q.Pool.rows)
		}
	}
	return out
}

// kept reports whether a hired card's place is kept, empty, in the row or
// the pool.
func (q *Queue) kept() bool {
	return slices.ContainsFunc(q.Row.taken[:], func(m int8) bool { return m >= 0 }) ||
		slices.ContainsFunc(q.Pool.taken[:], func(m int8) bool { return m >= 0 })
}

// closeUpFrom starts the cards that moved since the places were before
// (laid before the slots synced, gaps when places were kept) sliding from
// there, at tick now for dur ticks (none at instant speed).
func (t *Table) closeUpFrom(before map[int8]layout.Rect, gaps bool, now, dur int) {
	if dur <= 0 {
		return
	}
	var moved []slidingCard
	for m, r := range t.q.laid() {
		if from, ok := before[m]; ok && from != r {
			moved = append(moved, slidingCard{m: m, from: from})
		}
	}
	if len(moved) > 0 {
		slices.SortFunc(moved, func(a, b slidingCard) int { return int(a.m) - int(b.m) })
		t.closing = closeUp{cards: moved, start: now, dur: dur, gaps: gaps}
	}
}

// closingAt is how far the close-up has gone at tick now, 0 to 1 (1: none
// under way).
func (t *Table) closingAt(now int) float64 {
	if len(t.closing.cards) == 0 || t.closing.dur <= 0 {
		return 1
	}
	return tween.Progress(now, t.closing.start, t.closing.dur)
}

// slid is where monster m's card, whose place is r, shows at tick now:
// on its way from its old place while the close-up is under way.
func (t *Table) slid(m int8, r layout.Rect, now int) layout.Rect {
	k := t.closingAt(now)
	if k >= 1 {
		return r
	}
	i := slices.IndexFunc(t.closing.cards, func(s slidingCard) bool { return s.m == m })
	if i < 0 {
		return r
	}
	f, u := t.closing.cards[i].from, tween.InOutCubic(k)
	return layout.Rect{X: tween.Lerp(f.X, r.X, u), Y: tween.Lerp(f.Y, r.Y, u), W: tween.Lerp(f.W, r.W, u), H: tween.Lerp(f.H, r.H, u)}
}

// closeUpStyle is the close-up caption's words.
var closeUpStyle = ui.Style{Font: ui.Bold, Size: 13}

// drawCloseUp draws the close-up's caption on a band over the monsters,
// fading in and out while the cards slide.
func (t *Table) drawCloseUp(c *ui.Canvas) {
	k := t.closingAt(t.Now)
	if k >= 1 || !t.closing.gaps {
		return
	}
	a := min(1, 6*k, 6*(1-k))
	band := t.closeUpBand()
	under, ink := captionAlpha(a)
	c.RoundRect(band, 6, ui.Fade(ui.DarkWood, under))
	c.RoundStroke(band, 6, 1, ui.Fade(ui.Gold, 0.6*ink))
	c.TextIn(closeUpWords, closeUpStyle, band, ui.Center, ui.Fade(ui.Cream, ink))
}

// closeUpBand is where the close-up's caption stands: in the pool's first
// row left empty once it closed up, else over the foot of its last row
// (the tiles' numbers), never on a card's name. Above the pool it lay over
// the foot of the row's cards (pt40 #10).
func (t *Table) closeUpBand() layout.Rect {
	const h = 22
	last := MonsterPool.Y // the foot of the pool's last tile
	for i, m := range t.q.Pool.card {
		if m >= 0 {
			last = max(last, PoolCard(i, t.q.Pool.rows).Bottom())
		}
	}
	y := last + (MonsterPool.Bottom()-last-h)/2
	if MonsterPool.Bottom()-last < h+4 {
		y = last - h + 3
	}
	return layout.Rect{X: MonsterPool.X + 40, Y: y, W: MonsterPool.W - 80, H: h}
}

// changesRow reports whether monster m's tile, whose place is r, slides
// from another row of the pool to it now.
func (t *Table) changesRow(m int8, r layout.Rect) bool {
	if t.closingAt(t.Now) >= 1 {
		return false
	}
	i := slices.IndexFunc(t.closing.cards, func(s slidingCard) bool { return s.m == m })
	return i >= 0 && t.closing.cards[i].from.Y != r.Y
}
