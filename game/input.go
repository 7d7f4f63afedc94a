package game

import (
	"slices"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/ui"
)

// input turns Ebitengine's input into the scenes' ui.Frame: positions in
// logical pixels, a touch acting as the left mouse button, and navigation
// keys repeating while held.
type input struct {
	mouse   layout.Point
	touch   ebiten.TouchID
	touched bool
	held    int  // ticks the touch has been held still
	long    bool // the touch was held long enough to inspect: its release is no click
	keys    []ebiten.Key
}

// longTouch is how long, in ticks, a still touch is held to inspect what is
// under it (the browser's long press, a right-click's stand-in).
const longTouch = 30

// repeatKeys repeat while held: after repeatDelay ticks, every repeatEvery.
var repeatKeys = []ebiten.Key{
	ebiten.KeyArrowUp, ebiten.KeyArrowDown, ebiten.KeyArrowLeft, ebiten.KeyArrowRight,
	ebiten.KeyTab, ebiten.KeyBackspace, ebiten.KeyPageUp, ebiten.KeyPageDown,
}

const (
	repeatDelay = 24
	repeatEvery = 4
)

// repeats reports whether a key held for d ticks fires again this tick.
func repeats(d int) bool { return d > repeatDelay && (d-repeatDelay)%repeatEvery == 0 }

// read fills f from this tick's input at render scale k. It reports whether
// there was any input at all (which may change what is shown).
func (in *input) read(f *ui.Frame, k float64) bool {
	x, y := ebiten.CursorPosition()
	p := layout.ToLogical(x, y, k)
	f.Pressed = inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft)
	f.Released = inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonLeft)
	f.Down = ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft)
	f.Inspect = inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonRight)
	if ids := inpututil.AppendJustPressedTouchIDs(nil); len(ids) > 0 {
		in.touch, in.touched, in.held, in.long = ids[0], true, 0, false
		f.Pressed = true
	}
	if in.touched {
		tx, ty := ebiten.TouchPosition(in.touch)
		if inpututil.IsTouchJustReleased(in.touch) {
			tx, ty = inpututil.TouchPositionInPreviousTick(in.touch)
			f.Released, in.touched = !in.long, false
		} else {
			f.Down = true
		}
		p = layout.ToLogical(tx, ty, k)
		if in.touched && p == in.mouse {
			in.held++
		} else {
			in.held = 0
		}
		if in.held == longTouch {
			f.Inspect, in.long = true, true
		}
	}
	f.Mouse = p
	f.Moved = p != in.mouse
	in.mouse = p
	_, f.Wheel = ebiten.Wheel()
	in.keys = inpututil.AppendJustPressedKeys(in.keys[:0])
	for _, key := range repeatKeys {
		if repeats(inpututil.KeyPressDuration(key)) && !slices.Contains(in.keys, key) {
			in.keys = append(in.keys, key)
		}
	}
	f.Chars = ebiten.AppendInputChars(f.Chars[:0])
	in.keys = tapped(in.keys, f.Chars, ebiten.IsKeyPressed)
	f.Keys = append(f.Keys[:0], in.keys...)
	f.Shift = ebiten.IsKeyPressed(ebiten.KeyShift)
	f.Ctrl = ebiten.IsKeyPressed(ebiten.KeyControl) || ebiten.IsKeyPressed(ebiten.KeyMeta)
	return f.Moved || f.Pressed || f.Released || f.Inspect || f.Wheel != 0 || len(f.Keys) > 0 || len(f.Chars) > 0
}

// tapped adds to keys the digit and letter keys whose characters were
// typed this tick though their keys were never seen down: a tap pressed
// and let go between two ticks (play-tests 33 and 35: xdotool's and the
// browser's instant taps, and short taps on a busy machine, were lost; the
// typed characters are queued, the key states are not). A key still held
// is left alone, so that a held key's repeated characters press nothing.
func tapped(keys []ebiten.Key, chars []rune, down func(ebiten.Key) bool) []ebiten.Key {
	for _, r := range chars {
		k, ok := keyOfRune(r)
		if ok && !slices.Contains(keys, k) && !down(k) {
			keys = append(keys, k)
		}
	}
	return keys
}

// keyOfRune is the key that types r: a digit or a letter.
func keyOfRune(r rune) (ebiten.Key, bool) {
	switch {
	case r >= '0' && r <= '9':
		return ebiten.Key0 + ebiten.Key(r-'0'), true
	case r >= 'a' && r <= 'z':
		return ebiten.KeyA + ebiten.Key(r-'a'), true
	case r >= 'A' && r <= 'Z':
		return ebiten.KeyA + ebiten.Key(r-'A'), true
	}
	return 0, false
}
