package ui

import (
	"unicode"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/herotable/herotable/scenes/layout"
)

// TextField is a one-line text entry: click (or Tab to) it and type;
// Backspace deletes, Enter submits.
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

// HandleKeys takes typing while the field is focused.
func (t *TextField) HandleKeys(f *Frame) {
	limit := t.MaxLen
	if limit <= 0 {
		limit = 32
	}
	changed := false
	for _, r := range f.Chars {
		if !unicode.IsPrint(r) || (t.Digits && (r < '0' || r > '9')) {
			continue
		}
		if utf8.RuneCountInString(t.Text) >= limit {
			break
		}
		t.Text += string(r)
		changed = true
	}
	f.Chars = nil
	if f.Key(ebiten.KeySpace) {
		f.TakeKey(ebiten.KeySpace) // typed as a character above
	}
	if f.TakeKey(ebiten.KeyBackspace) && t.Text != "" {
		_, n := utf8.DecodeLastRuneInString(t.Text)
		t.Text = t.Text[:len(t.Text)-n]
		changed = true
	}
	if changed {
		f.Redraw()
		if t.OnChange != nil {
			t.OnChange(t.Text)
		}
	}
}

// Draw draws the field: a parchment slot with an ink edge, and a caret while
// focused (steady, so an idle screen need not be redrawn).
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
	inner := r.InsetXY(12, 0)
	st := Body
	if t.Text == "" && !l.Focused {
		c.TextIn(t.Placeholder, st, inner, Left, Fade(InkSoft, 0.75))
		return
	}
	shown := t.Text
	for Measure(shown, st) > inner.W-6 && shown != "" {
		_, n := utf8.DecodeRuneInString(shown)
		shown = shown[n:] // keep the end, where the caret is, in view
	}
	col := Ink
	if t.Disabled {
		col = InkSoft
	}
	c.Text(shown, st, inner.X, r.Y+r.H/2, Left, col)
	if l.Focused {
		x := inner.X + Measure(shown, st) + 2
		c.Line(x, r.Y+r.H/2-9, x, r.Y+r.H/2+9, 2, Ink)
	}
}
