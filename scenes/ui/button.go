package ui

import (
	"strconv"

	"github.com/herotable/herotable/scenes/layout"
)

// Look is how a control is drawn this frame.
type Look struct {
	Hover, Pressed, Focused bool
	Tick                    int
	// New is 1 when the control has just appeared, or changed its meaning,
	// down to 0 once it is in place (Appear ticks later): it comes in
	// visibly, fading and sliding up (see Group).
	New float64
}

// In is how far a control coming in (Look.New) is drawn below its place,
// and its opacity.
func (l Look) In() (dy, alpha float64) {
	if l.New <= 0 {
		return 0, 1
	}
	k := l.New * l.New // eases out
	return 10 * k, 1 - k
}

// Control is anything a Group can focus and click.
type Control interface {
	Bounds() layout.Rect
	// Usable reports whether the control is shown and enabled.
	Usable() bool
	// Visible reports whether it is drawn at all.
	Visible() bool
	Draw(c *Canvas, l Look)
	// Tip is the tooltip text ("" for none).
	Tip() string
	// Activate is a click, or Enter while focused.
	Activate()
}

// Button is a wooden button with an optional icon and a label.
type Button struct {
	Rect     layout.Rect
	Label    string
	Icon     string // icon name without "icon/", e.g. "save"
	Tooltip  string
	Disabled bool
	Hidden   bool
	Selected bool // the chosen one of a set (a speed, a seat kind)
	Primary  bool // the main action of a scene: gold label
	Danger   bool // a destructive action: red label
	Glow     bool // a legal target: the glow ring
	Quick    int  // its number key (1–9), named in its tooltip; 0 for none
	NoKey    bool // kept off the number keys: one of many pickers, not a decision
	// KeepKey: greyed, it keeps its number key (the keys follow the
	// buttons as they read), and the key says why it is grey.
	KeepKey bool
	Style   Style
	OnClick func()
}

// NewButton is a button with a label and an action.
func NewButton(r layout.Rect, label string, onClick func()) *Button {
	return &Button{Rect: r, Label: label, OnClick: onClick}
}

func (b *Button) Bounds() layout.Rect { return b.Rect }
func (b *Button) Usable() bool        { return !b.Hidden && !b.Disabled }
func (b *Button) Visible() bool       { return !b.Hidden }

// Tip is the tooltip, naming the button's number key if it has one.
func (b *Button) Tip() string {
	switch {
	case b.Quick <= 0:
		return b.Tooltip
	case b.Tooltip == "":
		return "Key " + strconv.Itoa(b.Quick)
	}
	return b.Tooltip + " (key " + strconv.Itoa(b.Quick) + ")"
}

// Meaning is what a click on the button does, as a player tells it: its
// label and icon (Meaner).
func (b *Button) Meaning() Meaning { return Meaning{Words: b.Label, Icon: b.Icon} }

// Activate runs OnClick.
func (b *Button) Activate() {
	if b.OnClick != nil && b.Usable() {
		b.OnClick()
	}
}

// Draw draws the button in its state.
func (b *Button) Draw(c *Canvas, l Look) {
	if b.Hidden {
		return
	}
	drop, alpha := l.In()
	alpha *= b.faint()
	r := b.Rect.Offset(0, drop)
	sprite := "ui/button"
	switch {
	case b.Disabled:
		sprite = "ui/button-disabled"
	case l.Pressed || b.Selected:
		sprite = "ui/button-pressed"
	case l.Hover || l.Focused:
		sprite = "ui/button-hover"
	}
	if b.Glow && !b.Disabled {
		c.Glow(r, 0.9*alpha)
	}
	c.NineSlice(sprite, r, Alpha(alpha))
	if l.Focused {
		c.RoundStroke(r.Inset(-3), 10, 2, Gold)
	}
	col := Cream
	switch {
	case b.Disabled:
		col = Disabled
	case b.Selected || b.Primary:
		col = Gold
	case b.Danger:
		col = rgb(0xffb4a8)
	}
	col = Fade(col, alpha)
	st := b.Style
	if st.Size == 0 {
		st = Label
	}
	dy := 0.0
	if l.Pressed || b.Selected {
		dy = 1.5 // the face sits lower when pressed
	}
	cy := r.Y + r.H/2 + dy - 1
	iconSize := min(24, r.H-16)
	if b.Label == "" {
		if b.Icon != "" {
			c.Icon(b.Icon, r.X+r.W/2, cy, iconSize+2, col)
		}
		return
	}
	box, iconX := b.labelBox(r, st, iconSize)
	if b.Icon != "" {
		c.Icon(b.Icon, iconX, cy, iconSize, col)
	}
	label := Ellipsize(b.Label, st, box.W)
	x, al := r.X+r.W/2, Center
	if b.Icon != "" {
		x, al = box.X, Left
	}
	draw := c.shadowLine
	if st.Size <= 15 && !b.Disabled {
		draw = c.haloLine // small words on the button's light face
	}
	draw(label, st, x, cy, al, col, lineAt{box: &box, cut: label != b.Label})
}

// faint is how much of the button shows: an icon alone that is off is
// drawn faint, for it has no grey words to say so (play-test 37 took the
// bar's undo for live).
func (b *Button) faint() float64 {
	if b.Disabled && b.Label == "" {
		return 0.45
	}
	return 1
}

// labelBox is where the label of a button at r goes and, with an icon,
// the icon's centre: icon and label centred together, the label cut
// short at the face's margin.
func (b *Button) labelBox(r layout.Rect, st Style, iconSize float64) (box layout.Rect, iconX float64) {
	if b.Icon == "" {
		return layout.Rect{X: r.X + 10, Y: r.Y, W: r.W - 20, H: r.H}, 0
	}
	const gap = 8.0
	x := r.X + max((r.W-(iconSize+gap+Measure(b.Label, st)))/2, 12)
	return layout.Rect{X: x + iconSize + gap, Y: r.Y, W: r.Right() - 12 - (x + iconSize + gap), H: r.H}, x + iconSize/2
}

// FaceLabel is the label as the button's face shows it: whole, or cut
// short with "…" where it does not fit.
func (b *Button) FaceLabel() string {
	st := b.Style
	if st.Size == 0 {
		st = Label
	}
	box, _ := b.labelBox(b.Rect, st, min(24, b.Rect.H-16))
	return Ellipsize(b.Label, st, box.W)
}

// ButtonWidth is the width a button needs for label (and an icon).
func ButtonWidth(label, icon string, st Style) float64 {
	if st.Size == 0 {
		st = Label
	}
	w := Measure(label, st) + 40
	if icon != "" {
		w += 32
	}
	return w
}
