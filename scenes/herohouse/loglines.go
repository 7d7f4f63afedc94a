package herohouse

import (
	"github.com/herotable/herotable/engine"
	hh "github.com/herotable/herotable/engine/herohouse"
)

// Line is one line of the table's log.
type Line struct {
	Player engine.Player
	Text   string
	Action bool // a seat's decision; the lines under it are what followed
	// Where it comes from: the log entry (-1: the first deal) and the
	// event of that entry it tells of (-1: the action as a whole; an
	// action the engine also tells as a sentence is that sentence's event).
	Entry, Event int
}

// LogLines tells the game in plain words: the first deal's events, then
// each action and what it led to. Only public things are told: what the
// game says happened (its sentences, info.Sentence) and the cards that
// went to the out pile face up.
func LogLines(info engine.Info, initial []engine.Event, log []engine.LogEntry, names []string) []Line {
	var out []Line
	out = appendEvents(out, info, -1, initial, names, -1)
	for i, e := range log {
		text := engine.Names(e.Text, names)
		out = append(out, Line{Player: e.Player, Text: text, Action: true, Entry: i, Event: -1})
		out = appendEvents(out, info, i, e.Events, names, len(out)-1)
	}
	return out
}

// appendEvents tells an entry's events; act is the index of its action's
// line in out (-1: none), which a sentence repeating the action joins.
func appendEvents(out []Line, info engine.Info, entry int, events []engine.Event, names []string, act int) []Line {
	for i, ev := range events {
		switch ev.Kind {
		case engine.EvGame, engine.EvNote:
			t := engine.Names(info.Sentence(ev), names)
			if act >= 0 && t == out[act].Text {
				out[act].Event = i
				continue
			}
			out = append(out, Line{Player: ev.Player, Text: t, Entry: entry, Event: i})
		case engine.EvMove:
			if ev.To == "out" && ev.Public && ev.Card >= 0 && ev.Card < hh.NumCards {
				out = append(out, Line{Player: engine.NoPlayer, Text: hh.Label(ev.Card) + " → out pile", Entry: entry, Event: i})
			}
		}
	}
	return out
}
