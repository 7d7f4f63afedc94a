package heromustdie

import (
	"sort"
	"strings"

	"github.com/herotable/herotable/engine"
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
// action, then the engine's sentences about what followed. A private
// sentence (the card a peek showed, the plot card drawn or stolen) shows
// only to its seat; all shows when all may (bots alone, the game over).
func LogLines(log []engine.LogEntry, names []string, viewer engine.Player, all bool) []Line {
	var out []Line
	for i, e := range log {
		act := len(out)
		out = append(out, Line{Player: e.Player, Text: engine.Names(e.Text, names), Action: true, Entry: i, Event: -1})
		face := 0
		for j, ev := range e.Events {
			switch ev.Kind {
			case engine.EvRoll:
				face = ev.Face
			case engine.EvNote:
				t := engine.Names(ev.Text, names)
				if out[act].Event < 0 && (sameWords(t, out[act].Text) || sameStart(t, out[act].Text)) {
					out[act].Text, out[act].Event = t, j
					continue
				}
				out = append(out, Line{Player: ev.Player, Text: t, Entry: i, Event: j, Face: face})
				face = 0
			case engine.EvDraw:
				if ev.Text == "" || ev.Public || !(all || viewer >= 0 && ev.VisibleTo(viewer)) {
					continue
				}
				out = append(out, Line{Player: ev.Player, Text: engine.Names(ev.Text, names), Private: true, Entry: i, Event: j})
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

// LogGate holds back the lines of the actions being animated: a line
// shows when the step that shows what it tells begins, so the log never
// tells what the table has not shown yet. Once the animation is over (or
// skipped) every line shows.
type LogGate struct {
	shows map[int][]*Step // by log entry: the step of each event
	first map[int]*Step   // by log entry: its first step
	from  int             // the lowest entry held
}

// Hold makes the lines of log entry entry wait for the steps made from
// its events (made, as Queue.Add returns them).
func (g *LogGate) Hold(entry int, made []*Step) {
	if g.shows == nil {
		g.shows, g.first, g.from = map[int][]*Step{}, map[int]*Step{}, entry
	}
	g.from = min(g.from, entry)
	var first *Step
	for _, s := range made {
		if s != nil && (first == nil || s.Start < first.Start) {
			first = s
		}
	}
	g.shows[entry], g.first[entry] = made, first
}

// Clear lets every line show.
func (g *LogGate) Clear() { g.shows, g.first = nil, nil }

func (g *LogGate) waitsFor(l Line) *Step {
	if l.Action {
		return g.first[l.Entry]
	}
	if shows := g.shows[l.Entry]; l.Event >= 0 && l.Event < len(shows) {
		return shows[l.Event]
	}
	return nil
}

// Shown is how many of lines, from the first, may show now.
func (g *LogGate) Shown(lines []Line, busy bool) int {
	if !busy {
		g.Clear()
	}
	if g.shows == nil {
		return len(lines)
	}
	i := sort.Search(len(lines), func(i int) bool { return lines[i].Entry >= g.from })
	for ; i < len(lines); i++ {
		if s := g.waitsFor(lines[i]); s != nil && !s.Started {
			return i
		}
	}
	return len(lines)
}
