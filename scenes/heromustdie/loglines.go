package heromustdie

import (
	"strings"

	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/scenes/tablekit"
)

// Line is one line of the table's log.
type Line struct {
	Player  engine.Player
	Text    string
	Action  bool // a decision; the lines under it are what followed
	Private bool // only the viewer reads it (a peek, a draw, a theft)
	Face    int  // a d6 roll the line tells of (0 none)
	// Where it comes from: the log entry and the event of that entry it
	// tells of (-1: the action as a whole).
	Entry, Event int
}

// LogLines tells the game in plain words as viewer may read it: each
// action, then the engine's sentences about what followed (info's
// Sentence: the fight's blows, which the sentence before them tells, are
// left out). A private sentence (the card a peek showed, the plot card
// drawn or stolen) shows only to its seat; all shows when all may (bots
// alone, the game over).
func LogLines(info engine.Info, log []engine.LogEntry, names []string, viewer engine.Player, all bool) []Line {
	var out []Line
	for i, e := range log {
		act := len(out)
		out = append(out, Line{Player: e.Player, Text: engine.Names(e.Text, names), Action: true, Entry: i, Event: -1})
		face := 0
		for j, ev := range e.Events {
			switch {
			case ev.Kind == engine.EvRoll:
				face = ev.Face
			case told(ev):
				t := engine.Names(info.Sentence(ev), names)
				if out[act].Event < 0 && (sameWords(t, out[act].Text) || sameStart(t, out[act].Text)) {
					out[act].Text, out[act].Event = t, j
					continue
				}
				out = append(out, Line{Player: ev.Player, Text: t, Entry: i, Event: j, Face: face})
				face = 0
			case ev.Kind == engine.EvDraw:
				words := info.Sentence(ev)
				if words == "" || ev.Public || !(all || viewer >= 0 && ev.VisibleTo(viewer)) {
					continue
				}
				out = append(out, Line{Player: ev.Player, Text: engine.Names(words, names), Private: true, Entry: i, Event: j})
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

// sameStart reports whether two sentences begin with the same two words
// (the seat and the verb): the engine's sentence then tells the action in
// full ("Bram draws the top card of slot 2: Full Moon.") and replaces it.
func sameStart(a, b string) bool {
	wa, wb := strings.Fields(a), strings.Fields(b)
	return len(wa) > 2 && len(wb) >= 2 && wa[0] == wb[0] && wa[1] == wb[1]
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
