package ui

import "github.com/herotable/herotable/scenes/layout"

// Link is a line of words that goes somewhere when clicked (a section of
// the rules): lighter than a button, for lists of many.
type Link struct {
	Rect     layout.Rect
	Words    string
	Selected bool // where the reader is: gold, with a bar before it
	OnClick  func()
}

var linkStyle = Style{Regular, 15}

func (l *Link) Bounds() layout.Rect { return l.Rect }
func (l *Link) Usable() bool        { return true }
func (l *Link) Visible() bool       { return true }
func (l *Link) Tip() string         { return "" }

// Meaning is what a click does, as a player tells it (Meaner).
func (l *Link) Meaning() Meaning { return Meaning{Words: l.Words} }

// Activate runs OnClick.
func (l *Link) Activate() {
	if l.OnClick != nil {
		l.OnClick()
	}
}

// Draw draws the words, gold when chosen or pointed at, underlined under
// the pointer.
func (l *Link) Draw(c *Canvas, lk Look) {
	col := CreamSoft
	if l.Selected || lk.Hover || lk.Focused {
		col = Gold
	}
	r := l.Rect
	if l.Selected {
		c.Fill(layout.Rect{X: r.X, Y: r.Y + 4, W: 3, H: r.H - 8}, Gold)
	}
	box := layout.Rect{X: r.X + 12, Y: r.Y, W: r.W - 12, H: r.H}
	words := Ellipsize(l.Words, linkStyle, box.W)
	c.line(words, linkStyle, box.X, r.Y+r.H/2, Left, col, lineAt{box: &box, cut: words != l.Words})
	if lk.Hover || lk.Focused {
		w := min(Measure(words, linkStyle), box.W)
		c.Fill(layout.Rect{X: box.X, Y: r.Y + r.H/2 + 9, W: w, H: 1}, col)
	}
}
