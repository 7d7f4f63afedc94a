package scenes

import (
	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/ui"
)

// SeatMarker draws seat p's own mark in a match, filling r, and reports
// whether it did: a game whose seats take their colours in play (Hero Must
// Die!'s evil mages) says so with it, so that the save browser and the
// pass screen show each seat as its table does.
type SeatMarker func(c *ui.Canvas, m *engine.Match, p int, r layout.Rect) bool

var seatMarks = map[string]SeatMarker{}

// RegisterSeatMark makes f game's seat marks (at start-up, with its table).
func RegisterSeatMark(game string, f SeatMarker) {
	tablesMu.Lock()
	defer tablesMu.Unlock()
	seatMarks[game] = f
}

// DrawSeatMark draws seat p's mark of m centred on (cx, cy), size tall: the
// game's own, else the seat's pawn.
func DrawSeatMark(c *ui.Canvas, m *engine.Match, p int, cx, cy, size float64) {
	tablesMu.RLock()
	f := seatMarks[m.Setup.Game]
	tablesMu.RUnlock()
	if f != nil && f(c, m, p, layout.Centered(cx, cy, size, size)) {
		return
	}
	c.Token("token/pawn-"+ui.SeatColour(p), cx, cy, size, 1)
}
