package herohouse

import (
	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/scenes/tablekit"
)

// LogGate holds back the log lines of the actions being animated: a line
// shows when the step that shows what it tells begins, so the log never
// tells the player what the table has not shown yet. Lines show in order;
// once the animation is over (or skipped) they all show.
type LogGate struct {
	tablekit.LogGate[*Step, Line]
}

// Hold makes the lines of log entry entry (-1: the first deal) wait for
// the steps made from its events (made, as Queue.Add returns them).
//
// A sentence the engine adds after a card's move tells of that move ("Dain
// discards Boots", "Dain flips Zero Fun onto the monster") and shows as
// the card leaves; other sentences show with their own step (a fight, a
// banner, a seat going out, the new monster player).
func (g *LogGate) Hold(entry int, events []engine.Event, made []*Step) {
	shows := make([]*Step, len(events))
	for i, ev := range events {
		s := made[i]
		if s == nil {
			continue
		}
		if (ev.Kind == engine.EvGame || ev.Kind == engine.EvNote) && s.Kind == StepNote {
			s = toldMove(events, made, i, s)
		}
		shows[i] = s
	}
	g.HoldShown(entry, made, shows)
}

// toldMove is the step a sentence (event i) waits for: the card move just
// before it by the same seat if there is one, the first of a run of like
// moves (the three cards of a hero laid down); else its own step s. A card
// leaving because another covers it is not what a sentence tells of ("the
// hero is now 4○ 2●" waits for the new card to turn over).
func toldMove(events []engine.Event, made []*Step, i int, s *Step) *Step {
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

// GateKey places l for the log gate: a line with no event of its own (an
// action as a whole) waits for the first step of its entry, another line
// for the step of its event.
func (l Line) GateKey() (entry, event int, action bool) { return l.Entry, l.Event, l.Event < 0 }

// Begins and Begun tell the log gate when s starts and whether it has.
func (s *Step) Begins() int { return s.Start }
func (s *Step) Begun() bool { return s.Started }
