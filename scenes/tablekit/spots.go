package tablekit

import (
	"slices"

	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/ui"
)

// Spot is a place on a table the pointer and the keyboard can reach: a
// card, a tile, a pile, a seat's plate. It keeps its identity (hover,
// focus) from tick to tick by its key, the game's own name for the place.
// It draws only its focus ring; the table draws what it shows.
type Spot[K comparable] struct {
	Key    K
	Rect   layout.Rect
	Hint   string // the tooltip's words ("" none)
	Pic    string // a sprite the tooltip shows large ("" none)
	Thing  int    // the game's own: what its tooltip pictures (a card id, -1 none)
	Live   bool   // a click does something
	Glow   bool   // a legal target, drawn glowing
	Action engine.Action
	Alt    engine.Action // what a Shift-click plays, when HasAlt
	HasAlt bool
	Click  func() // when set, what a click does instead of playing Action

	set *Spots[K]
}

func (s *Spot[K]) Bounds() layout.Rect { return s.Rect }
func (s *Spot[K]) Usable() bool        { return s.Live }
func (s *Spot[K]) Visible() bool       { return true }
func (s *Spot[K]) Tip() string         { return "" } // the table draws its own, with a picture
func (s *Spot[K]) HasTip() bool        { return s.Hint != "" }

// Meaning is what a click on the spot plays (ui.Meaner): when it changes
// under a pointer at rest, a click in the next instant is not taken.
func (s *Spot[K]) Meaning() ui.Meaning {
	m := ui.Meaning{Code: uint64(s.Action)}
	if s.HasAlt {
		m.Code |= uint64(s.Alt)<<32 | 1<<63
	}
	if s.Click != nil {
		m.Words = "click"
	}
	return m
}

// Activate plays the spot's action, its Shift-click one when Shift is held
// (or when the alternative is all it offers).
func (s *Spot[K]) Activate() {
	switch {
	case !s.Live:
	case s.Click != nil:
		s.Click()
	case s.HasAlt && (s.set.Shift || !s.Glow):
		s.set.Play(s.Alt)
	default:
		s.set.Play(s.Action)
	}
}

func (s *Spot[K]) Draw(c *ui.Canvas, l ui.Look) {
	if l.Focused {
		c.RoundStroke(s.Rect.Inset(-3), 6, 2, ui.Gold)
	}
}

// Offer makes the spot play a on a click, glowing as a legal target.
func (s *Spot[K]) Offer(a engine.Action) {
	s.Live, s.Glow, s.Action = true, true, a
}

// Spots are a table's spots: laid afresh every tick in drawing order
// (Begin, then Mark each), kept by key between ticks.
type Spots[K comparable] struct {
	Order []*Spot[K]          // this tick's spots, in drawing order
	Play  func(engine.Action) // what a spot's click plays (the core's PlayLater)
	Shift bool                // Shift is held this tick
	byKey map[K]*Spot[K]
}

// Begin starts this tick's spots.
func (ss *Spots[K]) Begin() { ss.Order = ss.Order[:0] }

// Mark lays the spot for key with this tick's place, tooltip and picture;
// it offers nothing until the table says so.
func (ss *Spots[K]) Mark(key K, r layout.Rect, tip, pic string) *Spot[K] {
	if ss.byKey == nil {
		ss.byKey = map[K]*Spot[K]{}
	}
	s, ok := ss.byKey[key]
	if !ok {
		s = &Spot[K]{Key: key, set: ss}
		ss.byKey[key] = s
	}
	*s = Spot[K]{Key: key, Rect: r, Hint: tip, Pic: pic, Thing: -1, set: ss}
	ss.Order = append(ss.Order, s)
	return s
}

// At is this tick's spot for key (the last laid), or nil.
func (ss *Spots[K]) At(key K) *Spot[K] {
	for i := len(ss.Order) - 1; i >= 0; i-- {
		if s := ss.Order[i]; s.Key == key {
			return s
		}
	}
	return nil
}

// Laid reports whether s is one of this tick's spots.
func (ss *Spots[K]) Laid(s *Spot[K]) bool { return s != nil && slices.Contains(ss.Order, s) }

// For is where a click plays a among this tick's spots: the rect, whether
// it needs Shift, and whether one offers it.
func (ss *Spots[K]) For(a engine.Action) (r layout.Rect, shift, ok bool) {
	for _, s := range ss.Order {
		if !s.Live || s.Click != nil {
			continue
		}
		if s.Action == a && (!s.HasAlt || s.Glow) {
			return s.Rect, false, true
		}
		if s.HasAlt && s.Alt == a {
			return s.Rect, s.Glow, true
		}
	}
	return layout.Rect{}, false, false
}

// Controls are this tick's spots as the group's controls, in order.
func (ss *Spots[K]) Controls() []ui.Control {
	out := make([]ui.Control, 0, len(ss.Order))
	for _, s := range ss.Order {
		out = append(out, s)
	}
	return out
}
