// Package climb is the Climb test game's own table, and the proof of what a
// new table costs on the table core (scenes/tablekit): the seats' hands,
// the climb, the deck and the die, each play flying from a hand to the
// climb, the die rolling and the draw flying to the hand; the cards of the
// viewer's hand are clicked to play them. Everything else — the match, the
// log, the bar, the keys, the bots, the pass screen — is the core's.
package climb

import (
	"slices"
	"strconv"

	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/engine/toys"
	"github.com/herotable/herotable/scenes/play"
	"github.com/herotable/herotable/scenes/stage"
	"github.com/herotable/herotable/scenes/tablekit"
	"github.com/herotable/herotable/scenes/ui"
)

// Table is Climb's table. Its spots are keyed by place: the deck, the
// climb, or the viewer's card at hand index k (handKey + k).
type Table struct {
	tablekit.Core[int]
	q queue
}

// Places without a card.
const (
	atDeck  = -1
	atClimb = -2
	handKey = 10
)

// Timings at normal speed, in ticks.
const (
	flyTicks  = 22
	rollTicks = 40
)

// New is the table for s, a Climb session.
func New(s *play.Session) *Table {
	t := &Table{}
	t.Init(s, t)
	t.q.Rest = func() { t.q.shown = t.q.final }
	t.Bar.NoUndo = "Nothing to undo: the die was rolled or a card drawn, or a bot moved"
	t.place()
	return t
}

// step is one part of a play's animation: a card flying, or the die.
type step struct {
	tablekit.Span
	ev engine.Event
}

// queue is the animation: shown is the state drawn, which becomes final
// once every step has landed.
type queue struct {
	tablekit.Timeline[*step]
	shown, final *toys.Climb
}

func (t *Table) view(viewer engine.Player) *toys.Climb {
	st := t.S.Match.State.(*toys.Climb)
	if viewer == engine.NoPlayer && (t.S.Watching() || t.S.Over()) {
		return st.Clone().(*toys.Climb) // the match moves on under the picture
	}
	return st.View(viewer).(*toys.Climb)
}

// Afresh shows the match as viewer sees it.
func (t *Table) Afresh(viewer engine.Player, _ *stage.Context) []*tablekit.Span {
	t.q.Clear()
	t.q.shown = t.view(viewer)
	t.q.final = t.q.shown
	return nil
}

// Animate flies the card played to the climb, rolls the die and flies the
// card drawn to the hand; the state drawn stays the one before until all
// have landed.
func (t *Table) Animate(i int, e engine.LogEntry, viewer engine.Player, ctx *stage.Context) []*tablekit.Span {
	t.q.final = t.view(viewer)
	made := make([]*step, len(e.Events))
	for j, ev := range e.Events {
		var d int
		switch ev.Kind {
		case engine.EvReveal, engine.EvDraw:
			d = flyTicks
		case engine.EvRoll:
			d = rollTicks
		default:
			continue
		}
		if !ev.VisibleTo(viewer) && viewer != engine.NoPlayer {
			ev.Card = toys.Hidden
		}
		made[j] = t.q.Then(&step{Span: tablekit.Span{Dur: ctx.Frames(d)}, ev: ev}, ctx.Tick)
	}
	return tablekit.Spans(made)
}

// Timeline is the table's animation.
func (t *Table) Timeline() tablekit.Animation { return &t.q }

func (t *Table) Synced(*stage.Context) {} // the hand's spots offer the plays: nothing to remake

// LogLines are the game's log in its own words.
func (t *Table) LogLines(viewer engine.Player) []tablekit.LogLine {
	return play.Lines(t.S.Match.Info, t.S.Match.Log, t.S.Names(), viewer)
}

// Mark lays the spots: the deck, the climb, and the viewer's cards, which
// a click plays when the decision is the viewer's.
func (t *Table) Mark() {
	st := t.q.shown
	t.Spots.Mark(atDeck, deckRect, strconv.Itoa(st.Deck.Len())+" cards left in the deck", "")
	t.Spots.Mark(atClimb, climbRect, "The climb: play higher than "+strconv.Itoa(st.Top)+" to score", "")
	if t.Viewer < 0 || int(t.Viewer) >= len(st.Hands) {
		return
	}
	legal := t.S.Legal()
	for i, v := range st.Hands[t.Viewer] {
		s := t.Spots.Mark(handKey+i, handCard(i, len(st.Hands[t.Viewer])), "Your "+strconv.Itoa(v), "")
		if t.Mine() && slices.Contains(legal, engine.Action(v)) {
			s.Offer(engine.Action(v))
			s.Hint += "\nClick: play it onto the climb."
		}
	}
}

// Controls: the table has no buttons of its own.
func (t *Table) Controls() []ui.Control { return nil }

// NewEnd is the result over the climb.
func (t *Table) NewEnd() tablekit.End { return newEnd(t) }
