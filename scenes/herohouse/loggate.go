package herohouse

import (
	"sort"

	"github.com/herotable/herotable/engine"
)

// LogGate holds back the log lines of the actions being animated: a line
// shows when the step that shows what it tells begins, so the log never
// tells the player what the table has not shown yet. Lines show in order;
// once the animation is over (or skipped) they all show.
type LogGate struct {
	shows map[int][]*Step // by log entry (-1: the first deal): the step showing each event
	first map[int]*Step   // by log entry: its first step, which its action's line waits for
	from  int             // the lowest entry held
}

// Hold makes the lines of log entry entry (-1: the first deal) wait for
// the steps made from its events (made, as Queue.Add returns them).
//
// A sentence the engine adds after a card's move tells of that move ("Dain
// discards Boots", "Dain flips Zero Fun onto the monster") and shows as
// the card leaves; other sentences show with their own step (a fight, a
// banner, a seat going out, the new monster player).
func (g *LogGate) Hold(entry int, events []engine.Event, made []*Step) {
	if g.shows == nil {
		g.shows, g.first, g.from = map[int][]*Step{}, map[int]*Step{}, entry
	}
	g.from = min(g.from, entry)
	shows := make([]*Step, len(events))
	var first *Step
	for i, ev := range events {
		s := made[i]
		if s == nil {
			continue
		}
		if ev.Kind == engine.EvNote && s.Kind == StepNote {
			s = g.toldMove(events, made, i, s)
		}
		shows[i] = s
		if first == nil || made[i].Start < first.Start {
			first = made[i]
		}
	}
	g.shows[entry], g.first[entry] = shows, first
}

// toldMove is the step a sentence (event i) waits for: the card move just
// before it by the same seat if there is one, the first of a run of like
// moves (the three cards of a hero laid down); else its own step s. A card
// leaving because another covers it is not what a sentence tells of ("the
// hero is now 4○ 2●" waits for the new card to turn over).
func (g *LogGate) toldMove(events []engine.Event, made []*Step, i int, s *Step) *Step {
	like := func(j int) bool {
		a, b := events[j], events[i-1]
		return made[j] != nil && made[j].Kind == StepCard && !made[j].with && // not a card covered by another
			a.Player == events[i].Player && a.Zone == b.Zone && a.To == b.To
	}
	for j := i - 1; j >= 0 && like(j); j-- {
		if s.Kind == StepNote || made[j].Start < s.Start {
			s = made[j]
		}
	}
	return s
}

// Clear lets every line show: the steps held for are over or dropped.
func (g *LogGate) Clear() { g.shows, g.first = nil, nil }

// waitsFor is the step line l waits for, nil if none.
func (g *LogGate) waitsFor(l Line) *Step {
	if l.Event < 0 {
		return g.first[l.Entry]
	}
	if shows := g.shows[l.Entry]; l.Event < len(shows) {
		return shows[l.Event]
	}
	return nil
}

// Shown is how many of lines, from the first, may show now: all while
// nothing is animated (busy false), else those before the first line
// whose step has not begun.
func (g *LogGate) Shown(lines []Line, busy bool) int {
	if !busy {
		g.Clear()
	}
	if g.shows == nil {
		return len(lines)
	}
	// Lines come in entry order; the ones before the lowest entry held
	// wait for nothing.
	i := sort.Search(len(lines), func(i int) bool { return lines[i].Entry >= g.from })
	for ; i < len(lines); i++ {
		if s := g.waitsFor(lines[i]); s != nil && !s.Started {
			return i
		}
	}
	return len(lines)
}
