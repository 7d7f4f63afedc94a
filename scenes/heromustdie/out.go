package heromustdie

import (
	"fmt"

	"github.com/herotable/herotable/engine"
	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/ui"
)

// A seat put out of the game (§5.12: at 0 VP, at once) is a moment of its
// own: a banner over the dungeon says who is out and what did it, and the
// end screen's row says when (pt19 #1: a newcomer was put out by a drawn
// event with one line of log, and the end screen showed his row as zeros
// with no word).

// outTicks is how long the banner of a seat put out shows.
const outTicks = 150

// vpLosses are the codes of the sentences that take VP from a seat, and
// which argument names the seat.
var vpLosses = map[int]int{hmd.CodeWrathAngry: 0, hmd.CodeFloorLoss: 0, hmd.CodeTraitor: 1}

// outCause is the sentence among events[:i] that took seat p's last VP
// (none when the move does not tell it).
func outCause(events []engine.Event, i, p int) []engine.Event {
	for j := i - 1; j >= 0; j-- {
		ev := events[j]
		if arg, ok := vpLosses[ev.Code]; ok && ev.Kind == engine.EvGame && ev.Arg(arg) == p {
			return events[j : j+1]
		}
	}
	return nil
}

// outWords are the banner's words for seat p put out: its title, what
// it means and what did it (cause: the sentence that took its last VP).
func outWords(names []string, p int, cause []engine.Event) (title, does, why string) {
	name := nameOf(names, p)
	title = name + " is out of the game"
	does = "No victory points left: " + name + "'s monsters go home, plot cards to the discard and resources to the bank; quests completed stay on show."
	why = "A mage at 0 VP is out at once."
	if len(cause) > 0 {
		why = "What did it: " + engine.Names(hmd.Tell(cause[0]), names)
	}
	return title, does, why
}

// drawOut draws the banner of a seat put out, fading in and out.
func (t *Table) drawOut(c *ui.Canvas, s *Step) {
	title, does, why := outWords(t.S.Names(), s.Ev.Arg(0), s.Said)
	drawBand(c, title, does, why, fadeInOut(t.Now, s), 0)
}

// outTurn is the turn in which seat p went out, as the log tells it (0:
// the log does not, as a game resumed from a snapshot's may not).
func outTurn(log []engine.LogEntry, p int) int {
	turn := 0
	for _, e := range log {
		for _, ev := range e.Events {
			switch {
			case ev.Kind != engine.EvGame:
			case ev.Code == hmd.CodePhase:
				turn = ev.Arg(1)
			case ev.Code == hmd.CodeEliminated && ev.Arg(0) == p:
				return turn
			}
		}
	}
	return 0
}

// outRow is what the end screen's row of seat p, out of the game, says in
// place of its scores (all 0: its resources went to the bank).
func outRow(log []engine.LogEntry, p int) string {
	if turn := outTurn(log, p); turn > 0 {
		return fmt.Sprintf("Out in turn %d: no VP left", turn)
	}
	return "Out: no VP left"
}
