package herohouse

import (
	"fmt"

	"github.com/herotable/herotable/engine"
	hh "github.com/herotable/herotable/engine/herohouse"
	"github.com/herotable/herotable/scenes/tablekit"
)

// Line is one line of the table's log: a seat's decision (Action) and the
// lines under it, what followed; where it comes from is the log entry (-1:
// the first deal) and the event of that entry it tells of (-1: the action
// as a whole; an action the engine also tells as a sentence is that
// sentence's event).
type Line = tablekit.LogLine

// LogLines tells the game in plain words: the first deal's events, then
// each action and what it led to. Only public things are told: what the
// game says happened (its sentences, info.Sentence) and the cards that
// went to the out pile face up.
func LogLines(info engine.Info, initial []engine.Event, log []engine.LogEntry, names []string) []Line {
	var out []Line
	out = appendEvents(out, info, -1, engine.LogEntry{Events: initial}, names, -1)
	for i, e := range log {
		text := engine.Names(actionText(log, i), names)
		out = append(out, Line{Player: e.Player, Text: text, Action: true, Entry: i, Event: -1})
		out = appendEvents(out, info, i, e, names, len(out)-1)
	}
	return out
}

// actionText is the sentence of log entry i's action, seats marked, as
// the log and the move's caption say it: "lays down no hero" for a Done
// when none was laid this turn, "no more heroes" after one (play-test 27,
// and play-test 30 read the caption's "no more heroes" beside the log's
// "no hero").
func actionText(log []engine.LogEntry, i int) string {
	e := log[i]
	if e.Action == hh.EndLayDown() && !laidThisTurn(log, i) {
		return engine.Who(e.Player) + " lays down no hero"
	}
	return e.Text
}

// laidThisTurn reports whether the player of log entry i laid down a hero
// earlier in the same turn: in the entries of theirs just before it.
func laidThisTurn(log []engine.LogEntry, i int) bool {
	for j := i - 1; j >= 0 && log[j].Player == log[i].Player; j-- {
		switch k, _, _, _ := hh.Decode(log[j].Action); k {
		case hh.KLayPrime, hh.KLayTrio:
			return true
		case hh.KDiscard, hh.KGiveCard, hh.KEndLayDown: // an earlier turn's end
			return false
		}
	}
	return false
}

// appendEvents tells the events of e, log entry number entry; act is the
// index of its action's line in out (-1: none, the first deal), which the
// sentence telling the action joins (tellsAction).
func appendEvents(out []Line, info engine.Info, entry int, e engine.LogEntry, names []string, act int) []Line {
	var deal dealing
	for i, ev := range e.Events {
		if line, ok := deal.see(ev, entry, i); ok {
			out = append(out, line)
		}
		if deal.on && ev.Kind == engine.EvDraw && ev.Zone == "draw:pile" && ev.Card >= 0 && ev.Card < hh.NumCards {
			// The deal's flips, said plainly (play-test 18 #14: only the
			// cards they covered showed, as "X → out pile").
			out = append(out, Line{Player: engine.NoPlayer, Text: "The deal turns up " + hh.Label(ev.Card) + ".", Entry: entry, Event: i})
			continue
		}
		switch ev.Kind {
		case engine.EvGame, engine.EvNote:
			if act >= 0 && tellsAction(e, ev) {
				out[act].Event = i
				continue
			}
			// A new hand's line heads its part of the log (play-test 18 #14:
			// the hands ran together in the whole log).
			text := info.Sentence(ev)
			if is(ev, hh.CodeNoDiscard) { // the step may be a give (play-test 21 #8: "no card to discard" there)
				text = engine.Who(ev.Player) + "'s hand is empty: no card to discard or give."
			}
			out = append(out, Line{Player: ev.Player, Text: engine.Names(text, names), Entry: entry, Event: i, Heading: is(ev, hh.CodeHand)})
		case engine.EvMove:
			if ev.To == "out" && ev.Public && ev.Card >= 0 && ev.Card < hh.NumCards {
				text := hh.Label(ev.Card) + " → out pile"
				if deal.on {
					text = hh.Label(ev.Card) + " is covered and goes to the out pile."
				}
				out = append(out, Line{Player: engine.NoPlayer, Text: text, Entry: entry, Event: i})
			}
		}
	}
	return out
}

// tellsAction reports whether event ev of log entry e says e's action in
// the same words: the same seat laying down, discarding or giving the same
// cards.
func tellsAction(e engine.LogEntry, ev engine.Event) bool {
	if ev.Kind != engine.EvGame || ev.Player != e.Player {
		return false
	}
	k, x, y, z := hh.Decode(e.Action)
	switch ev.Code {
	case hh.CodeLays:
		switch k {
		case hh.KLayPrime:
			return ev.Arg(0) == x && ev.Arg(1) == hh.NoCard && ev.Arg(2) == hh.NoCard
		case hh.KLayTrio:
			return ev.Arg(0) == x && ev.Arg(1) == y && ev.Arg(2) == z
		}
	case hh.CodeDiscards:
		return k == hh.KDiscard && ev.Arg(0) == x
	case hh.CodeGives:
		return k == hh.KGiveCard && ev.Arg(0) == x
	case hh.CodeMonsterDiscards:
		return k == hh.KMonsterDiscard && ev.Arg(0) == x
	}
	return false
}

// dealing follows a deal's flips onto the pile (from the hand's CodeHand
// to the first turn's draw) to say why a balanced monster they leave does
// not end the hand (R6), which the play-test found unexplained. The engine
// records nothing for it (nothing happens), so the line is the table's.
type dealing struct {
	on   bool
	pile [4]int
	last int // the event of the last flip
}

// see takes event i of log entry entry; ok when the deal is over and its
// monster is balanced: then line says so, shown with the last flip.
func (d *dealing) see(ev engine.Event, entry, i int) (line Line, ok bool) {
	switch {
	case ev.Kind == engine.EvGame && ev.Code == hh.CodeHand:
		*d = dealing{on: true, pile: [4]int{hh.NoCard, hh.NoCard, hh.NoCard, hh.NoCard}}
	case d.on && ev.Kind == engine.EvDraw && ev.Zone == "draw:pile" && ev.Card >= 0:
		d.pile, d.last = PileAfter(d.pile, ev.Card), i
	case d.on && ev.Kind == engine.EvGame:
		d.on = false
		if w, b, monster := MonsterOf(d.pile); monster && w == b {
			return Line{Player: engine.NoPlayer, Entry: entry, Event: d.last,
				Text: fmt.Sprintf("The deal leaves a balanced monster (%s): it is still fought, as only a balance made in play ends the hand", dotsText(w, b))}, true
		}
	}
	return Line{}, false
}
