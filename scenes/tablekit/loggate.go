package tablekit

import "sort"

// Step is an animation step a log line may wait for: it knows the tick it
// starts at and whether it has begun. Nil (the zero value) is no step.
type Step interface {
	comparable
	Begins() int
	Begun() bool
}

// Line is a log line as the gate sees it: the log entry it comes from,
// the event of that entry it tells of, and whether it is an action's line
// (which waits for the first step of its entry). Lines come in entry
// order.
type Line interface {
	GateKey() (entry, event int, action bool)
}

// LogGate holds back the lines of the actions being animated: a line
// shows when the step that shows what it tells begins, so the log never
// tells what the table has not shown yet. Lines show in order; once the
// animation is over (or skipped) every line shows. The zero value holds
// nothing.
type LogGate[S Step, L Line] struct {
	shows map[int][]S // by log entry: the step of each event
	first map[int]S   // by log entry: its first step, which its action's line waits for
	from  int         // the lowest entry held
}

// Hold makes the lines of log entry entry wait for the steps made from
// its events (made, as the table's queue returns them; nil: none).
func (g *LogGate[S, L]) Hold(entry int, made []S) { g.HoldShown(entry, made, made) }

// HoldShown is Hold where the line of event i waits for shows[i] rather
// than for the step made from it; the action's line still waits for the
// first step made.
func (g *LogGate[S, L]) HoldShown(entry int, made, shows []S) {
	if g.shows == nil {
		g.shows, g.first, g.from = map[int][]S{}, map[int]S{}, entry
	}
	g.from = min(g.from, entry)
	var none, first S
	for _, s := range made {
		if s != none && (first == none || s.Begins() < first.Begins()) {
			first = s
		}
	}
	g.shows[entry], g.first[entry] = shows, first
}

// Clear lets every line show: the steps held for are over or dropped.
func (g *LogGate[S, L]) Clear() { g.shows, g.first = nil, nil }

// WaitsFor is the step line l waits for, the zero S if none.
func (g *LogGate[S, L]) WaitsFor(l L) S {
	entry, event, action := l.GateKey()
	if action {
		return g.first[entry]
	}
	if shows := g.shows[entry]; event >= 0 && event < len(shows) {
		return shows[event]
	}
	var none S
	return none
}

// Shown is how many of lines, from the first, may show now: all while
// nothing is animated (busy false), else those before the first line
// whose step has not begun.
func (g *LogGate[S, L]) Shown(lines []L, busy bool) int {
	if !busy {
		g.Clear()
	}
	if g.shows == nil {
		return len(lines)
	}
	// The lines before the lowest entry held wait for nothing.
	i := sort.Search(len(lines), func(i int) bool {
		entry, _, _ := lines[i].GateKey()
		return entry >= g.from
	})
	var none S
	for ; i < len(lines); i++ {
		if s := g.WaitsFor(lines[i]); s != none && !s.Begun() {
			return i
		}
	}
	return len(lines)
}
