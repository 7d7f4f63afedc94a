package ui

import (
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/prefs"
)

// Frame is one update tick as the widgets see it: the input, already mapped
// to logical coordinates by the app, the tick count that times animations,
// the animation speed, and whether anything asked for the screen to be drawn
// again. Widgets take the click or a key they use, so a dialog on top keeps
// them from the scene below.
type Frame struct {
	Tick  int
	Speed prefs.Speed

	Mouse    layout.Point // cursor (or touch) position
	Moved    bool         // the cursor moved since the last tick
	Down     bool         // left button (or a touch) is held
	Pressed  bool         // it went down this tick
	Released bool         // it went up this tick: a click ends
	Wheel    float64      // lines scrolled this tick, positive up
	Inspect  bool         // the player asks to see what is under the pointer large: a right-click, or a long touch
	Keys     []ebiten.Key // keys pressed this tick, navigation keys repeating
	Chars    []rune       // text typed this tick
	Shift    bool
	Ctrl     bool

	redraw    bool
	clickUsed bool
	wheelUsed bool
}

// Redraw asks for the screen to be drawn again after this tick. Input that
// can change what is shown asks by itself; animations call it every tick
// until they end.
func (f *Frame) Redraw() { f.redraw = true }

// NeedsRedraw reports whether anything asked to draw this tick.
func (f *Frame) NeedsRedraw() bool { return f.redraw }

// Key reports whether k was pressed this tick and nobody took it yet.
func (f *Frame) Key(k ebiten.Key) bool { return slices.Contains(f.Keys, k) }

// TakeKey is Key, and removes k so nothing else acts on it.
func (f *Frame) TakeKey(k ebiten.Key) bool {
	i := slices.Index(f.Keys, k)
	if i < 0 {
		return false
	}
	f.Keys = slices.Delete(slices.Clone(f.Keys), i, i+1)
	return true
}

// Click reports a release of the left button not yet used by a widget.
func (f *Frame) Click() bool { return f.Released && !f.clickUsed }

// TakeClick is Click, and uses the click up.
func (f *Frame) TakeClick() bool {
	if !f.Click() {
		return false
	}
	f.clickUsed = true
	return true
}

// PressFree reports a press of the left button no widget used yet.
func (f *Frame) PressFree() bool { return f.Pressed && !f.clickUsed }

// TakeWheel returns the wheel movement if nobody used it yet, and uses it.
func (f *Frame) TakeWheel() float64 {
	if f.wheelUsed {
		return 0
	}
	f.wheelUsed = true
	return f.Wheel
}

// Block makes the rest of this tick's input unusable: a modal dialog calls
// it after its own update so that the scene below it sees nothing.
func (f *Frame) Block() {
	f.clickUsed, f.wheelUsed = true, true
	f.Keys, f.Chars = nil, nil
	f.Pressed = false
}

// Frames is the animation speed applied to a length in ticks.
func (f *Frame) Frames(normal int) int { return f.Speed.Frames(normal) }
