package tablekit

import (
	"github.com/herotable/herotable/scenes/stage"
	"github.com/herotable/herotable/scenes/ui"
)

// Hover is the thing on a table the pointer rests on and the tick it came
// there, for its tooltip, which shows ui.TipDelay ticks later. S is the
// table's own spot type; its zero value is nothing.
type Hover[S comparable] struct {
	Spot S
	At   int
	// Hushed: the player pressed on the spot; its tooltip stays away until
	// the pointer leaves it, so that it does not cover what the click shows
	// next (as on Board Game Arena).
	Hushed bool
	// Slid: the spot came under a pointer at rest (the table moved under
	// it, as a hand laid out afresh); its tooltip waits until the pointer
	// moves, so that it does not pop up over what the player looks at. The
	// table's ui.Group tells it (Group.Slid): the pointer is watched in one
	// place.
	Slid bool
}

// Track notes the spot under the pointer (the zero value: none) and
// whether it slid there under a pointer at rest (ui.Group.Slid); a change
// asks for a redraw. A press on the spot hushes its tooltip.
func (h *Hover[S]) Track(ctx *stage.Context, over S, slid bool) {
	var none S
	if over != h.Spot {
		h.Slid = over != none && slid
		h.Spot, h.At, h.Hushed = over, ctx.Tick, false
		ctx.Redraw()
	} else if h.Slid && !slid {
		h.Slid, h.At = false, ctx.Tick
	}
	if ctx.Pressed && over != none && !h.Hushed {
		h.Hushed = true
		ctx.Redraw()
	}
}

// Due reports whether the tooltip appears at tick (a frame to repaint).
func (h *Hover[S]) Due(tick int) bool {
	var none S
	return h.Spot != none && !h.Hushed && !h.Slid && tick-h.At == ui.TipDelayNow()
}

// Shown reports whether the tooltip shows at tick.
func (h *Hover[S]) Shown(tick int) bool {
	var none S
	return h.Spot != none && !h.Hushed && !h.Slid && tick-h.At >= ui.TipDelayNow()
}
