// Package focus is keyboard focus cycling for Hero Table's scenes: Tab and
// the arrow keys move through the focusable widgets (or the legal actions) in
// order, skipping disabled ones and wrapping at the ends.
package focus

// None is the index when nothing has focus.
const None = -1

// Step moves focus from cur by dir (+1 forward, -1 back) among n items,
// skipping items for which enabled is false and wrapping around. From None
// it goes to the first enabled item (forward) or the last (back). It returns
// None when no item is enabled.
func Step(cur, n, dir int, enabled func(i int) bool) int {
	if n <= 0 {
		return None
	}
	if dir >= 0 {
		dir = 1
	} else {
		dir = -1
	}
	i := cur
	if cur < 0 || cur >= n {
		i = -1
		if dir < 0 {
			i = n
		}
	}
	for range n {
		i = ((i+dir)%n + n) % n
		if enabled == nil || enabled(i) {
			return i
		}
	}
	return None
}

// Ring remembers which of a scene's items has focus.
type Ring struct {
	Index int // None when nothing has focus
}

// NewRing is a ring with nothing focused.
func NewRing() Ring { return Ring{Index: None} }

// Next moves focus forward and returns it.
func (r *Ring) Next(n int, enabled func(int) bool) int {
	r.Index = Step(r.Index, n, 1, enabled)
	return r.Index
}

// Prev moves focus back and returns it.
func (r *Ring) Prev(n int, enabled func(int) bool) int {
	r.Index = Step(r.Index, n, -1, enabled)
	return r.Index
}

// Clamp drops focus from an item that no longer exists or is disabled.
func (r *Ring) Clamp(n int, enabled func(int) bool) {
	if r.Index >= n || (r.Index >= 0 && enabled != nil && !enabled(r.Index)) {
		r.Index = None
	}
}
