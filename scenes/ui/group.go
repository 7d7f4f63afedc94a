package ui

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/herotable/herotable/scenes/focus"
	"github.com/herotable/herotable/scenes/layout"
)

// TipDelay is how long the pointer rests on a control before its tooltip
// shows, in ticks.
const TipDelay = 30

// KeyHandler is a control that takes typing while focused (a text field).
type KeyHandler interface {
	HandleKeys(f *Frame)
}

// Group is a scene's set of controls: it routes the pointer to them (hover,
// press, click on release over the same control), moves keyboard focus with
// Tab and the arrow keys, activates the focused control with Enter or Space,
// and shows tooltips. Controls are focused in the order they were added.
type Group struct {
	Items []Control
	Focus focus.Ring

	hover      Control
	hoverSince int
	armed      Control
}

// NewGroup is a group of the given controls.
func NewGroup(items ...Control) *Group {
	return &Group{Items: items, Focus: focus.NewRing()}
}

// Add appends controls.
func (g *Group) Add(items ...Control) { g.Items = append(g.Items, items...) }

// Clear removes every control.
func (g *Group) Clear() {
	g.Items, g.hover, g.armed = g.Items[:0], nil, nil
	g.Focus.Index = focus.None
}

func (g *Group) usable(i int) bool { return g.Items[i].Usable() }

// Focused is the focused control, or nil.
func (g *Group) Focused() Control {
	g.Focus.Clamp(len(g.Items), g.usable)
	if g.Focus.Index < 0 {
		return nil
	}
	return g.Items[g.Focus.Index]
}

// SetFocus focuses c (nil for nothing).
func (g *Group) SetFocus(c Control) {
	g.Focus.Index = focus.None
	for i, it := range g.Items {
		if it == c {
			g.Focus.Index = i
		}
	}
}

// Update handles this tick's input for the group. Keys it uses are taken
// from the frame; so is a click on one of its controls.
func (g *Group) Update(f *Frame) {
	g.Focus.Clamp(len(g.Items), g.usable)
	g.updatePointer(f)
	g.updateKeys(f)
}

func (g *Group) at(p layout.Point) Control {
	for i := len(g.Items) - 1; i >= 0; i-- {
		if it := g.Items[i]; it.Visible() && it.Bounds().Contains(p) {
			return it
		}
	}
	return nil
}

func (g *Group) updatePointer(f *Frame) {
	over := g.at(f.Mouse)
	if over != g.hover {
		g.hover, g.hoverSince = over, f.Tick
		f.Redraw()
	}
	if g.hover != nil && g.hover.Tip() != "" {
		switch d := f.Tick - g.hoverSince; {
		case d == TipDelay:
			f.Redraw() // the tooltip appears
		case d > TipDelay && f.Moved:
			f.Redraw() // it follows the pointer
		}
	}
	if f.PressFree() && over != nil && over.Usable() {
		g.armed = over
		g.SetFocus(nil)
		if _, ok := over.(KeyHandler); ok {
			g.SetFocus(over) // clicking a text field focuses it for typing
		}
		f.Redraw()
	}
	if f.Released && g.armed != nil {
		a := g.armed
		g.armed = nil
		f.Redraw()
		if a == over && f.TakeClick() {
			a.Activate()
		}
	}
}

func (g *Group) updateKeys(f *Frame) {
	n := len(g.Items)
	if cur := g.Focused(); cur != nil {
		if kh, ok := cur.(KeyHandler); ok {
			kh.HandleKeys(f)
		}
	}
	switch {
	case f.Key(ebiten.KeyTab) && f.Shift, f.Key(ebiten.KeyArrowUp), f.Key(ebiten.KeyArrowLeft):
		if k := firstOf(f, ebiten.KeyTab, ebiten.KeyArrowUp, ebiten.KeyArrowLeft); k >= 0 {
			f.TakeKey(k)
		}
		g.Focus.Prev(n, g.usable)
		f.Redraw()
	case f.Key(ebiten.KeyTab), f.Key(ebiten.KeyArrowDown), f.Key(ebiten.KeyArrowRight):
		if k := firstOf(f, ebiten.KeyTab, ebiten.KeyArrowDown, ebiten.KeyArrowRight); k >= 0 {
			f.TakeKey(k)
		}
		g.Focus.Next(n, g.usable)
		f.Redraw()
	case f.Key(ebiten.KeyEnter) || f.Key(ebiten.KeyNumpadEnter) || f.Key(ebiten.KeySpace):
		cur := g.Focused()
		if cur == nil {
			return
		}
		if _, typing := cur.(KeyHandler); typing && f.Key(ebiten.KeySpace) {
			return
		}
		f.TakeKey(ebiten.KeyEnter)
		f.TakeKey(ebiten.KeyNumpadEnter)
		f.TakeKey(ebiten.KeySpace)
		f.Redraw()
		cur.Activate()
	}
}

func firstOf(f *Frame, keys ...ebiten.Key) ebiten.Key {
	for _, k := range keys {
		if f.Key(k) {
			return k
		}
	}
	return -1
}

// Draw draws every control, then the tooltip of the one under the pointer.
func (g *Group) Draw(c *Canvas, tick int, mouse layout.Point) {
	foc := g.Focused()
	for _, it := range g.Items {
		if !it.Visible() {
			continue
		}
		l := Look{Tick: tick, Focused: it == foc}
		if it == g.hover && it.Usable() {
			l.Hover = true
			l.Pressed = g.armed == it
		}
		it.Draw(c, l)
	}
	if g.hover != nil && g.hover.Tip() != "" && tick-g.hoverSince >= TipDelay {
		DrawTooltip(c, g.hover.Tip(), mouse)
	}
}

// Hovered is the control under the pointer, or nil.
func (g *Group) Hovered() Control { return g.hover }
