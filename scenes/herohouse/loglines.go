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
}

// LogLines tells the game in plain words: the first deal's events, then
// each action and what it led to. Only public things are told: the
// engine's sentences and the cards that went to the out pile face up.
func LogLines(initial []engine.Event, log []engine.LogEntry, names []string) []Line {
	var out []Line
	out = appendEvents(out, initial, names, "")
	for _, e := range log {
		text := engine.Names(e.Text, names)
		out = append(out, Line{Player: e.Player, Text: text, Action: true})
		out = appendEvents(out, e.Events, names, text)
	}
	return out
}

func appendEvents(out []Line, events []engine.Event, names []string, action string) []Line {
	for _, ev := range events {
		switch ev.Kind {
		case engine.EvNote:
			if t := engine.Names(ev.Text, names); t != action {
				out = append(out, Line{Player: ev.Player, Text: t})
			}
		case engine.EvMove:
			if ev.To == "out" && ev.Public && ev.Card >= 0 && ev.Card < hh.NumCards {
				out = append(out, Line{Player: engine.NoPlayer, Text: hh.Label(ev.Card) + " → out pile"})
			}
		}
	}
	return out
}
