package ui

import (
	"unicode"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/herotable/herotable/scenes/layout"
)

// TextField is a one-line text entry: click (or Tab to) it and type. It
// edits as a desktop text box does: a caret that Left/Right, Home/End (and
// Ctrl+Left/Right by words) move and a click places, Shift with them
// selects, Ctrl+A selects everything, typing replaces the selection,
// Backspace and Delete remove it or the character beside the caret; Enter
// submits.
type TextField struct {
	Rect        layout.Rect
	Text        string
	Placeholder string // shown greyed while empty
	Tooltip     string
	MaxLen      int  // in characters; 0 means 32
	Digits      bool // accept only 0–9
	Disabled    bool
	OnChange    func(string)
	OnSubmit    func(string)

	// The caret and the selection's other end, in runes from the start;
	// placed is false until the field is edited (the caret then sits at
	// the end) and again whenever Text is changed from outside (seen).
	caret, anchor int
	placed        bool
	seen          string
	first         int // the first rune shown when the text is wider than the field
}

func (t *TextField) Bounds() layout.Rect { return t.Rect }
func (t *TextField) Usable() bool        { return !t.Disabled }
func (t *TextField) Visible() bool       { return true }
func (t *TextField) Tip() string         { return t.Tooltip }

// Activate is Enter while focused: submit.
func (t *TextField) Activate() {
	if t.OnSubmit != nil {
		t.OnSubmit(t.Text)
	}
}

// SelectAll selects the whole text, so that typing replaces it (a
// suggested name).
func (t *TextField) SelectAll() {
	t.sync()
	t.anchor, t.caret = 0, utf8.RuneCountInString(t.Text)
}

// Selection is the selected runes' range [from, to); from == to when
// nothing is selected (the caret is at from).
func (t *TextField) Selection() (from, to int) {
	t.sync()
	return min(t.caret, t.anchor), max(t.caret, t.anchor)
}

// Caret is the caret's place, in runes from the start.
func (t *TextField) Caret() int {
	t.sync()
	return t.caret
}

// sync puts the caret at the end of a text it has not seen yet (set from
// outside, or never edited) and keeps both ends within the text.
func (t *TextField) sync() {
	n := utf8.RuneCountInString(t.Text)
	if !t.placed || t.seen != t.Text {
		t.caret, t.anchor, t.placed, t.seen = n, n, true, t.Text
	}
	t.caret, t.anchor = clampInt(t.caret, 0, n), clampInt(t.anchor, 0, n)
}

func clampInt(v, lo, hi int) int { return max(lo, min(v, hi)) }

// HandleKeys takes typing and the editing keys while the field is focused.
func (t *TextField) HandleKeys(f *Frame) {
	t.sync()
	limit := t.MaxLen
	if limit <= 0 {
		limit = 32
	}
	runes := []rune(t.Text)
	before, moved := t.Text, false
	from, to := min(t.caret, t.anchor), max(t.caret, t.anchor)
	cut := func() { // remove the selection
		runes = append(runes[:from:from], runes[to:]...)
		t.caret, t.anchor, to = from, from, from
	}
	if f.Pressed && t.Rect.Contains(f.Mouse) {
		t.caret = t.runeAt(runes, f.Mouse.X)
		if !f.Shift {
			t.anchor = t.caret
		}
		moved = true
	}
	chars := f.Chars
	if f.Ctrl && f.TakeKey(ebiten.KeyA) {
		t.anchor, t.caret, moved = 0, len(runes), true
		chars = nil // the A of Ctrl+A, where a platform types it too
	}
	for _, r := range chars {
		if !unicode.IsPrint(r) || (t.Digits && (r < '0' || r > '9')) {
			continue
		}
		if from != to {
			cut()
		}
		if len(runes) >= limit {
			break
		}
		runes = append(runes[:t.caret], append([]rune{r}, runes[t.caret:]...)...)
		t.caret++
		t.anchor, from, to = t.caret, t.caret, t.caret
	}
	f.Chars = nil
	if f.Key(ebiten.KeySpace) {
		f.TakeKey(ebiten.KeySpace) // typed as a character above
	}
	switch {
	case f.TakeKey(ebiten.KeyBackspace):
		if from == to && from > 0 {
			from = t.wordOr(runes, from, -1, f.Ctrl)
		}
		cut()
	case f.TakeKey(ebiten.KeyDelete):
		if from == to && to < len(runes) {
			to = t.wordOr(runes, to, 1, f.Ctrl)
		}
		cut()
	}
	// Moving the caret; with Shift the selection's other end stays.
	to1 := -1
	switch {
	case f.TakeKey(ebiten.KeyArrowLeft):
		to1 = t.wordOr(runes, t.caret, -1, f.Ctrl)
		if from != to && !f.Shift {
			to1 = from
		}
	case f.TakeKey(ebiten.KeyArrowRight):
		to1 = t.wordOr(runes, t.caret, 1, f.Ctrl)
		if from != to && !f.Shift {
			to1 = to
		}
	case f.TakeKey(ebiten.KeyHome):
		to1 = 0
	case f.TakeKey(ebiten.KeyEnd):
		to1 = len(runes)
	}
	if to1 >= 0 {
		t.caret, moved = to1, true
		if !f.Shift {
			t.anchor = t.caret
		}
	}
	t.Text = string(runes)
	t.seen = t.Text
	t.scrollTo(runes)
	if moved || t.Text != before {
		f.Redraw()
	}
	if t.Text != before && t.OnChange != nil {
		t.OnChange(t.Text)
	}
}

// wordOr is the place one rune from i in direction dir, or with ctrl the
// next word's edge that way (as Ctrl+arrows move in a desktop text box).
func (t *TextField) wordOr(runes []rune, i, dir int, ctrl bool) int {
	if !ctrl {
		return clampInt(i+dir, 0, len(runes))
	}
	space := func(j int) bool { return unicode.IsSpace(runes[j]) }
	if dir < 0 {
		for i > 0 && space(i-1) {
			i--
		}
		for i > 0 && !space(i-1) {
			i--
		}
		return i
	}
	for i < len(runes) && space(i) {
		i++
	}
	for i < len(runes) && !space(i) {
		i++
	}
	return i
}

// fieldStyle is the text's style; inner is where the text goes.
var fieldStyle = Body

// selectionInk is behind selected text: the light blue players know from
// every desktop text box, plain against the parchment.
var selectionInk = rgb(0xa9c8ee)

func (t *TextField) inner() layout.Rect { return t.Rect.InsetXY(12, 0) }

// scrollTo keeps the caret in view when the text is wider than the field:
// the first rune shown moves only as far as it must.
func (t *TextField) scrollTo(runes []rune) {
	w := t.inner().W - 6
	t.first = clampInt(t.first, 0, t.caret)
	for t.first > 0 && Measure(string(runes[t.first-1:]), fieldStyle) <= w {
		t.first-- // room to show more of the start
	}
	for t.first < t.caret && Measure(string(runes[t.first:t.caret]), fieldStyle) > w {
		t.first++
	}
}

// runeAt is the caret place nearest to x (logical), as the field is shown.
func (t *TextField) runeAt(runes []rune, x float64) int {
	first := clampInt(t.first, 0, len(runes))
	x0 := t.inner().X
	best, bestD := first, 1e9
	for i := first; i <= len(runes); i++ {
		d := x - (x0 + Measure(string(runes[first:i]), fieldStyle))
		if d < 0 {
			d = -d
		}
		if d < bestD {
			best, bestD = i, d
		}
	}
	return best
}

// Draw draws the field: a parchment slot with an ink edge, the selection
// highlighted and a caret while focused (steady, so an idle screen need
// not be redrawn).
func (t *TextField) Draw(c *Canvas, l Look) {
	r := t.Rect
	edge := InkSoft
	if l.Focused {
		edge = GoldDeep
		c.RoundStroke(r.Inset(-3), 9, 2, Gold)
	} else if l.Hover {
		edge = Ink
	}
	c.RoundRect(r, 7, rgb(0xf7ebcd))
	c.RoundRect(layout.Rect{X: r.X + 2, Y: r.Y + 2, W: r.W - 4, H: 4}, 2, Fade(Ink, 0.12))
	c.RoundStroke(r, 7, 1.5, edge)
	inner := t.inner()
	st := fieldStyle
	if t.Text == "" && !l.Focused {
		c.TextIn(t.Placeholder, st, inner, Left, Fade(InkSoft, 0.75))
		return
	}
	runes := []rune(t.Text)
	caret, anchor := len(runes), len(runes)
	if t.placed && t.seen == t.Text {
		caret, anchor = clampInt(t.caret, 0, len(runes)), clampInt(t.anchor, 0, len(runes))
	}
	first := clampInt(t.first, 0, caret)
	for first < caret && Measure(string(runes[first:caret]), st) > inner.W-6 {
		first++ // a text set from outside: keep its caret in view
	}
	last := len(runes) // the last rune shown, exclusive
	for last > caret && Measure(string(runes[first:last]), st) > inner.W-6 {
		last--
	}
	shown := string(runes[first:last])
	xAt := func(i int) float64 {
		i = clampInt(i, first, last)
		return inner.X + Measure(string(runes[first:i]), st)
	}
	mid := r.Y + r.H/2
	if l.Focused && caret != anchor {
		x0, x1 := xAt(min(caret, anchor)), xAt(max(caret, anchor))
		c.Fill(layout.Rect{X: x0, Y: mid - 12, W: x1 - x0, H: 24}, selectionInk)
	}
	col := Ink
	if t.Disabled {
		col = InkSoft
	}
	c.Text(shown, st, inner.X, mid, Left, col)
	if l.Focused {
		x := xAt(caret) + 1
		c.Line(x, mid-11, x, mid+11, 2, Ink)
	}
}
