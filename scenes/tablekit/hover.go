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
}

// Track notes the spot under the pointer (the zero value: none); a change
// asks for a redraw.
func (h *Hover[S]) Track(ctx *stage.Context, over S) {
	if over != h.Spot {
		h.Spot, h.At = over, ctx.Tick
		ctx.Redraw()
	}
}

// Due reports whether the tooltip appears at tick (a frame to repaint).
func (h *Hover[S]) Due(tick int) bool {
	var none S
	return h.Spot != none && tick-h.At == ui.TipDelay
}

// Shown reports whether the tooltip shows at tick.
func (h *Hover[S]) Shown(tick int) bool {
	var none S
	return h.Spot != none && tick-h.At >= ui.TipDelay
}
