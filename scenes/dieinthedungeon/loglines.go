package dieinthedungeon

import (
	"sort"
	"strings"

	"github.com/herotable/herotable/engine"
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

// LogGate holds back the lines of the actions being animated: a line shows
// when the step that shows what it tells begins, so the log never tells
// what the table has not shown yet. Once the animation is over (or
// skipped) every line shows.
type LogGate struct {
	shows map[int][]*Step // by log entry: the step of each event
	first map[int]*Step   // by log entry: its first step, which the action's line waits for
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

// Shown is how many of lines, from the first, may show now: all while
// nothing is animated, else those before the first line whose step has
// not begun.
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
