package ui

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/herotable/herotable/scenes/layout"
)

// Dialog is a modal box over a dimmed scene: a title, a message, an
// optional text field and a row of buttons. Esc picks the cancel button;
// while a dialog is open the scene below gets no input.
type Dialog struct {
	Title   string
	Message string
	Field   *TextField
	Buttons []*Button
	Cancel  *Button // pressed by Esc; may be nil
	Error   string  // shown in red under the message (e.g. a refused name)

	group *Group
	rect  layout.Rect
}

// DialogWidth is the width of every dialog.
const DialogWidth = 560

// NewDialog lays out a dialog with buttons labelled in order (the last is
// the default one, focused at once). Each button's action is the matching
// function; the dialog does not close itself: the scene drops it.
func NewDialog(title, message string, field *TextField, labels []string, actions []func()) *Dialog {
	d := &Dialog{Title: title, Message: message, Field: field}
	lines := len(Wrap(message, Body, DialogWidth-80))
	h := 190 + float64(lines)*LineHeight(Body)
	if field != nil {
		h += 60
	}
	d.rect = layout.Centered(layout.Width/2, layout.Height/2, DialogWidth, h)
	row := layout.CenteredRow(len(labels), layout.Width/2, d.rect.Bottom()-50, 170, 44, 20)
	d.group = NewGroup()
	if field != nil {
		field.Rect = layout.Rect{X: d.rect.X + 40, Y: d.rect.Bottom() - 130, W: DialogWidth - 80, H: 44}
		d.group.Add(field)
	}
	for i, l := range labels {
		b := NewButton(row[i], l, actions[i])
		d.Buttons = append(d.Buttons, b)
		d.group.Add(b)
	}
	if len(d.Buttons) > 0 {
		d.Cancel = d.Buttons[0]
		d.Buttons[len(d.Buttons)-1].Primary = true
	}
	if field != nil {
		d.group.SetFocus(field)
	} else if len(d.Buttons) > 0 {
		d.group.SetFocus(d.Buttons[len(d.Buttons)-1])
	}
	return d
}

// Update handles input and then blocks the rest of it from the scene.
func (d *Dialog) Update(f *Frame) {
	if f.TakeKey(ebiten.KeyEscape) && d.Cancel != nil {
		d.Cancel.Activate()
		f.Redraw()
	} else {
		d.group.Update(f)
	}
	f.Block()
}

// Draw dims the scene and draws the dialog.
func (d *Dialog) Draw(c *Canvas, tick int, mouse layout.Point) {
	c.Dim(1)
	r := d.rect
	c.Panel(r)
	area := c.PanelTitle(r, d.Title)
	y := area.Y + 8
	y += c.Paragraph(d.Message, Body, layout.Rect{X: r.X + 40, Y: y, W: r.W - 80, H: 200}, Center, Ink)
	if d.Error != "" {
		c.TextIn(d.Error, Small, layout.Rect{X: r.X + 30, Y: y + 4, W: r.W - 60, H: 22}, Center, Blood)
	}
	d.group.Draw(c, tick, mouse)
}

// Beneath keeps the controls under an open dialog quiet for a tick: the
// pointer is nowhere and no key or click reaches them, so none stays
// hovered and no tooltip of theirs shows through the dialog. A scene calls
// it with its groups after the dialog's Update.
func Beneath(f *Frame, groups ...*Group) {
	under := *f
	under.Mouse = layout.Point{X: -1e6, Y: -1e6}
	under.Moved = true
	under.Keys, under.Chars = nil, nil
	under.Pressed, under.Released, under.Down = false, false, false
	for _, g := range groups {
		g.Update(&under)
	}
	if under.NeedsRedraw() {
		f.Redraw()
	}
}
