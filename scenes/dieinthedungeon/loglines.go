package dieinthedungeon

import (
	"strings"

	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/scenes/tablekit"
)

// Line is one line of the table's log.
type Line struct {
	Player engine.Player
	Text   string
	Action bool   // a decision; the lines under it are what followed
	Die    string // the die a roll line tells of ("d8", "hero_die"), "" if none
	Face   int
	// Where it comes from: the log entry and the event of that entry it
	// tells of (-1: the action as a whole).
	Entry, Event int
}

// LogLines tells the game in plain words: each action, then the engine's
// sentences about what followed (spec §10: every roll, decision and stat
// change). A sentence that repeats the action joins its line.
func LogLines(log []engine.LogEntry, names []string) []Line {
	var out []Line
	for i, e := range log {
		act := len(out)
		out = append(out, Line{Player: e.Player, Text: engine.Names(e.Text, names), Action: true, Entry: i, Event: -1})
		die, face := "", 0
		for j, ev := range e.Events {
			switch ev.Kind {
			case engine.EvRoll:
				die, face = ev.Die, ev.Face
			case engine.EvNote:
				t := engine.Names(ev.Text, names)
				if sameWords(t, out[act].Text) || strings.HasPrefix(t, out[act].Text+":") && out[act].Event < 0 {
					// The sentence tells the action in full ("… powers
					// up: 3 AP."): it becomes the action's line.
					out[act].Text, out[act].Event = t, j
					continue
				}
				out = append(out, Line{Player: ev.Player, Text: t, Entry: i, Event: j, Die: die, Face: face})
				die = ""
			}
		}
	}
	return out
}

// sameWords reports whether two sentences say the same, the full stop
// aside.
func sameWords(a, b string) bool {
	return strings.TrimSuffix(a, ".") == strings.TrimSuffix(b, ".")
}

// LogGate holds back the lines of the actions being animated until the
// steps that show what they tell begin (see tablekit.LogGate).
type LogGate = tablekit.LogGate[*Step, Line]

// GateKey places l for the log gate: an action's line waits for the first
// step of its entry, another line for the step of its event.
func (l Line) GateKey() (entry, event int, action bool) { return l.Entry, l.Event, l.Action }

// Begins and Begun tell the log gate when s starts and whether it has.
func (s *Step) Begins() int { return s.Start }
func (s *Step) Begun() bool { return s.Started }
