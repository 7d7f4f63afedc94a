package herohouse

import (
	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/scenes/tablekit"
)

// gateSpans are what the log gate holds the lines of one log entry (-1:
// the first deal) back for: for each of its events, the step that shows
// what the event's line tells (made are the steps Queue.Add made from the
// events).
//
// A sentence the engine adds after a card's move tells of that move ("Dain
// discards Boots", "Dain flips Zero Fun onto the monster") and shows as
// the card leaves; other sentences show with their own step (a fight, a
// banner, a seat going out, the new monster player).
func gateSpans(events []engine.Event, made []*Step) []*tablekit.Span {
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
	return tablekit.Spans(shows)
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
