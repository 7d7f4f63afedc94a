package herohouse

import (
	"slices"

	"github.com/herotable/herotable/engine"
	hh "github.com/herotable/herotable/engine/herohouse"
)

// undoWhy words why undo is off at the start of a turn: when the seat to
// act made the last move itself and that move began this turn (its draw,
// after the others went out, or the next hand's deal), the match's reason
// is that move's draw or the hand's end, which read as wrong to a
// newcomer who had done nothing yet this turn (play-test pt7 #6). Then it
// says so; any other reason stands.
func (t *Table) undoWhy(why string) string {
	log := t.S.Match.Log
	p := t.S.Current()
	if len(log) == 0 || log[len(log)-1].Player != p {
		return why
	}
	began := slices.ContainsFunc(log[len(log)-1].Events, func(ev engine.Event) bool {
		return ev.Kind == engine.EvGame && ev.Code == hh.CodeDrawsCard && ev.Player == p
	})
	if began {
		return notYetThisTurn
	}
	return why
}

// notYetThisTurn is why undo is off when a turn began with the seat's draw.
const notYetThisTurn = "you have not moved yet this turn"
