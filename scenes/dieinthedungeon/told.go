package dieinthedungeon

import (
	"github.com/herotable/herotable/engine"
	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/tween"
)

// The board changes as the log tells it (spec §10): a sentence that says
// what a die of the board now holds ("Ada loses 1 Time: 18 left.") turns
// that die as its line shows, not at the end of the action, when the
// token has flown and the tile has flipped.

// told is a die of the board as an event says it now is.
type told struct {
	Slot dd.Slot
	Die  dd.BoardDie
	Kept bool // the event gives the value only: the die keeps its type
}

// boardTold lists the dice of its player's board that event ev says the
// value of, from the event's data; nil for any other event.
func boardTold(ev engine.Event) []told {
	if ev.Kind != engine.EvGame {
		return nil
	}
	a := ev.Arg
	value := func(s dd.Slot, v int) told { return told{Slot: s, Die: dd.BoardDie{Value: v}, Kept: true} }
	die := func() []told { // slot, old die (2), new die (2)
		return []told{{Slot: dd.Slot(a(0)), Die: dd.BoardDie{Type: dd.DieType(a(3)), Value: a(4)}}}
	}
	switch ev.Code {
	case dd.TellTurn:
		return []told{value(dd.SlotTime, a(1)), value(dd.SlotHealth, a(2)), value(dd.SlotAbility, a(3))}
	case dd.TellPowerUp, dd.TellGainAP:
		return []told{value(dd.SlotAbility, a(0))}
	case dd.TellGainTime:
		return []told{value(dd.SlotTime, a(0))}
	case dd.TellLoseTime:
		return []told{value(dd.SlotTime, a(1))}
	case dd.TellPickpocket:
		if len(ev.Args) < 1 {
			return nil // an old save's event tells no value
		}
		return []told{value(dd.SlotAbility, a(0))}
	case dd.TellSilence:
		if len(ev.Args) < 3 {
			return nil
		}
		return []told{value(dd.SlotAbility, a(2))}
	case dd.TellHeal:
		return []told{value(dd.SlotHealth, a(0))}
	case dd.TellRest:
		return []told{value(dd.SlotTime, a(1)), value(dd.SlotHealth, a(2))}
	case dd.TellLowersBy: // slot, points, old die (2), new die (2)
		if len(ev.Args) < 6 {
			return nil
		}
		return []told{{Slot: dd.Slot(a(0)), Die: dd.BoardDie{Type: dd.DieType(a(4)), Value: a(5)}}}
	case dd.TellSlotGain, dd.TellLowers, dd.TellDamagePoint:
		if len(ev.Args) < 5 {
			return nil
		}
		return die()
	}
	return nil
}

// toldLayout is the board the dice placed by ev (TellLayout) make, and
// its index into dd.Layouts; false for any other event.
func toldLayout(ev engine.Event) (dd.Board, int, bool) {
	if ev.Kind != engine.EvGame || ev.Code != dd.TellLayout || len(ev.Args) < 4 {
		return dd.Board{}, 0, false
	}
	var l dd.Layout
	for i := range l {
		l[i] = dd.DieType(ev.Arg(i))
	}
	b, err := dd.NewBoard(l[0], l[1], l[2], l[3])
	if err != nil {
		return dd.Board{}, 0, false
	}
	for i, x := range dd.Layouts {
		if x == l {
			return b, i, true
		}
	}
	return dd.Board{}, 0, false
}

// Told is a change of one die shown from the line that tells it.
type Told struct {
	SlotChange
	Start, Dur int
}

// At is how far the change has gone at tick now, 0 to 1.
func (t Told) At(now int) float64 { return tween.Progress(now, t.Start, t.Dur) }

// tell turns the dice that note step s tells on the board shown, and on
// the board the action's change compares with, so that the change step
// does not show them again.
func (q *Queue) tell(s *Step) {
	p := int(s.Player)
	if p < 0 || p >= len(q.Shown.Mons) {
		return
	}
	if b, l, ok := toldLayout(s.Ev); ok {
		q.ownBoth()
		for _, st := range []*dd.State{q.Shown, q.Before} {
			st.Mons[p].Board, st.Mons[p].Layout = b, l
		}
		return
	}
	ts := boardTold(s.Ev)
	if len(ts) == 0 || q.Shown.Mons[p].Layout < 0 {
		return
	}
	for _, t := range ts {
		old := q.Shown.Mons[p].Board[t.Slot]
		nw := t.Die
		if t.Kept {
			nw.Type = old.Type
		}
		if nw == old {
			continue
		}
		q.ownBoth()
		q.Shown.Mons[p].Board[t.Slot] = nw
		q.Before.Mons[p].Board[t.Slot] = nw
		q.Told = append(q.Told, Told{SlotChange: SlotChange{Player: p, Slot: t.Slot, Old: old, New: nw}, Start: s.Start, Dur: s.Flash})
	}
}

// ownBoth makes Shown and Before copies of their own before a told die
// changes them (the states they came from stay as they were).
func (q *Queue) ownBoth() {
	q.own()
	if !q.beforeOwned {
		q.Before, q.beforeOwned = q.Before.Clone().(*dd.State), true
	}
}

// SlotNow is the change of player p's die s under way at tick now: the
// action's change step, else the latest told change; k is how far it has
// gone.
func (q *Queue) SlotNow(p int, s dd.Slot, now int) (ch SlotChange, k float64, ok bool) {
	if ch, ok := q.Change.SlotOf(p, s); ok {
		return ch, q.Change.At(now), true
	}
	for i := len(q.Told) - 1; i >= 0; i-- {
		if t := q.Told[i]; t.Player == p && t.Slot == s {
			return t.SlotChange, t.At(now), true
		}
	}
	return SlotChange{}, 1, false
}
