package heromustdie

import (
	"slices"

	"github.com/herotable/herotable/engine"
	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/tablekit"
)

// Timings at normal speed, in ticks (60 a second); the speed setting
// scales them (spec §10: the d6 tumbles 0.6 s, a card flips in 0.3 s, a
// party hops 0.4 s a space).
const (
	rollTicks   = 36  // the d6 tumbles
	settleTicks = 12  // it pops onto its face
	sayTicks    = 18  // it stays, its sentence under it (and in the log)
	goblinTicks = 16  // a goblin drops on its box
	hopTicks    = 24  // a party token hops one space
	eventTicks  = 64  // an event card flips up large, then settles in its slot
	peekTicks   = 26  // a slot's card lifts a corner
	revealTicks = 60  // a played plot card shows large
	rowTicks    = 18  // a monster card turns up in the row
	heroTicks   = 16  // a hero card is drawn for a party
	flyTicks    = 24  // a card or token flies across the table
	fireTicks   = 22  // a trap fires or is disarmed
	resultTicks = 180 // the combat's result over the overlay: read whole (2.5 s and more at Normal, pt #4), a click skips it
	changeTicks = 30  // the board takes the new position
	fallTicks   = 40  // a conquest: the parties and the loser move a floor down
)

// StepKind is what a step of an animation shows.
type StepKind uint8

const (
	StepRoll   StepKind = iota // the d6 tumbles and settles on the face rolled
	StepGoblin                 // a goblin drops on a box
	StepParty                  // a party token hops to its new place
	StepEvent                  // the turn's event card flips up large
	StepPeek                   // a face-down event card is peeked at
	StepReveal                 // a plot card played shows large
	StepRow                    // a monster card turns up in the row
	StepHero                   // a hero card drawn for a party entering
	StepFly                    // a card or a building flies to its place
	StepFire                   // a trap fires, or the heroes disarm it
	StepResult                 // the combat's outcome over the overlay
	StepNote                   // a log sentence (takes no time)
	StepChange                 // the board takes the new position
	StepTrap                   // a trap flashes, slides to a hero, wounds drop
	StepVolley                 // the range step: arrows both ways
	StepClash                  // the melee: the front cards bump, Th vs Tm
	StepBolt                   // a magic wound flies to a hero
	StepHeal                   // sparkles on the cards healed
	StepDie                    // a killed card fades and slides off
	StepLevel                  // a level-up marker pops onto a hero
	StepPhase                  // a phase's banner: what happens in it, what is decided (phase.go)
	StepShift                  // the guards change posts (shift.go)
	StepRound                  // a round of a human's fight is over: what it did, until he goes on (wait.go)
	StepFall                   // a floor conquered: the overlay closes, the parties and the loser move down (conquest.go)
	StepOut                    // a seat is out of the game: a banner says who and why (out.go)
)

// Step is one part of an action's animation.
type Step struct {
	Kind   StepKind
	Ev     engine.Event
	Player engine.Player
	Card   int            // the card, token, box or party shown
	Slot   int            // an event slot (0-based) and its half, for peeks
	Half   int            // …
	Index  int            // the monster row place of a StepRow
	Zone   string         // a fly's origin zone ("supply" for a building)
	Room   bool           // a building that flies is a monster room (else a trap)
	Floor  int            // the floor a building flies to
	Said   []engine.Event // the events whose sentences a roll or a result shows
	Fx     fx             // a combat step's targets and numbers
	fly    flight         // set when the step starts
	glides []glide        // a shift's guards on their way, set when it starts
	hops   []Hop          // a conquest's parties on their way, set when it starts
	// Wait keeps the step under way until the player goes on (wait.go),
	// its last Tail ticks still to play; Ends marks a round's end that
	// ends the fight. A roll's last Tail ticks show its face settled,
	// with its sentence.
	Wait bool
	Tail int
	Ends bool
	tablekit.Span
}

// Queue plays the animation of the actions applied since the table last
// settled, on the table's timeline. Shown is the state as drawn now: the
// state before the actions while their steps play, moved on as goblins,
// cards and parties land, then the state after them once the change step
// begins.
type Queue struct {
	tablekit.Timeline[*Step]
	Shown  *hmd.State
	Final  *hmd.State
	Change *Change
	// Fought is the combat as it stood before its end, which the overlay
	// shows under the result step.
	Fought *hmd.State
	// Pool is where the pool's tiles stand (the table keeps them in
	// place), for a card taken from it to fly from its tile.
	Pool poolSlots
	// Row is where the monster row's cards stand (pool.go).
	Row rowSlots
	// Floats are the gains the log's sentences told, rising from the
	// panels (tally.go); gainDur is how long one rises.
	Floats  []floatGain
	gainDur int
	owned   bool // Shown is the queue's own copy
	// WaitsFor says whether the table waits for a human at an event card
	// drawn, or at the end of each round of defender d's fight (-1
	// unknown); nil: never (wait.go).
	WaitsFor func(event bool, d int) bool
	// Decides says whether a human at the table may decide in phase ph,
	// as st stands (nil: never): its banner shows whole (phase.go).
	Decides func(st *hmd.State, ph hmd.Phase) bool
	round   engine.Event // the CodeRound of the round under way, across entries
	// clashed is the melee of the round shown, once its clash has landed
	// (nil before): the totals it used, which the clash panel keeps
	// showing to the round's end (pt17 #1: it went back to the state
	// before the defender's black).
	clashed *Step
	// volleyed is the round's volley shown, once landed (nil before): its
	// shots, which the clash panel shows until the clash (pt22 #4).
	volleyed *Step
	// step is the overlay step (stepNames) the fight steps shown have
	// reached, -1 when the state shown says it (at rest, once the change
	// step begins).
	step int
}

// NewQueue is a queue at rest on st. Its steps start and land (land.go);
// once they are over or skipped the table shows the final state.
func NewQueue(st *hmd.State) *Queue {
	q := &Queue{Shown: st, Final: st, step: -1}
	q.Start, q.Land, q.Rest = q.start, q.land, func() { q.Reset(q.Final) }
	return q
}

// Reset shows st at once, dropping every step.
func (q *Queue) Reset(st *hmd.State) {
	q.Clear()
	q.Shown, q.Final, q.Change, q.Fought, q.owned = st, st, nil, nil, false
	q.Floats, q.round, q.step, q.clashed, q.volleyed = q.Floats[:0], engine.Event{}, -1, nil, nil
}

// Add schedules the events of one log entry (masked for the viewer) from
// tick now, ending on final. It returns, for each event, the step made
// from it (nil when none), so that the log line telling of it can wait.
func (q *Queue) Add(e engine.LogEntry, events []engine.Event, final *hmd.State, now int, frames func(int) int) []*Step {
	prev := q.Final
	q.Final, q.gainDur = final, frames(changeTicks)
	q.Unlay(func(s *Step) bool { return s.Kind == StepChange }) // one change, after every entry
	add := func(s *Step, ticks int) *Step {
		s.Dur = frames(ticks)
		return q.Then(s, now)
	}
	made := make([]*Step, len(events))
	k, arg := hmd.Split(e.Action)
	endAt := -1 // the event the combat ends with: its result shows there
	if prev.Fight.Active && !final.Fight.Active {
		endAt = fightEnd(events)
	}
	row := 0
	var last *Step    // the combat step the blow events that follow belong to
	var conquer *Step // a conquest, laid after the fight's result
	defender := -1    // the fight's defender, when known
	if prev.Fight.Active && len(prev.Ring) > 0 {
		defender = int(prev.Defender())
	}
	if q.round.Kind != engine.EvGame && prev.Fight.Active && prev.Fight.Round > 0 && combatStage(prev.Stage) {
		q.round = roundBegun(&prev.Fight) // (shown afresh since the round began)
	}
	waits := func(event bool) bool {
		return q.WaitsFor != nil && frames(roundTicks) > 0 && q.WaitsFor(event, defender)
	}
	roundEnd := func(ends bool) { // a round is over: wait for a human defender
		if q.round.Kind == engine.EvGame && waits(false) {
			add(&Step{Kind: StepRound, Card: q.round.Arg(0), Said: []engine.Event{q.round}, Wait: true, Ends: ends}, roundTicks)
		}
	}
	for i, ev := range events {
		if i > 0 && lastRound(events[i-1]) { // the fight's last round is over
			roundEnd(true)
			q.round = engine.Event{}
		}
		if i == endAt+1 && endAt >= 0 {
			add(&Step{Kind: StepResult, Said: resultSaid(events, i)}, resultTicks)
			if conquer != nil {
				add(conquer, fallTicks)
				conquer = nil
			}
		}
		if ev.Kind == engine.EvGame && ev.Code == hmd.CodeInvasion {
			defender = ev.Arg(2)
		}
		if ev.Kind == engine.EvGame && ev.Code == hmd.CodeRound {
			if ev.Arg(0) >= 2 {
				roundEnd(false)
			}
			q.round = ev
		}
		s := &Step{Ev: ev, Player: ev.Player, Card: ev.Card}
		switch {
		case made[i] != nil: // a roll's sentence, laid with its roll
		case ev.Kind == engine.EvRoll:
			// The roll's sentence shows in the log as the die settles,
			// when the roll's words show under it (pt12 #3: the log told
			// the roll before, the die this one).
			s.Kind, s.Dur = StepRoll, frames(rollTicks+settleTicks)
			start := q.Cursor(now)
			if j := nextTold(events, i); j >= 0 {
				s.Dur = frames(rollTicks + settleTicks + sayTicks)
			}
			s.Tail = s.Dur - frames(rollTicks)
			if j := nextTold(events, i); j >= 0 {
				s.Said = events[j : j+1]
				made[j] = q.At(&Step{Kind: StepNote, Ev: events[j], Player: events[j].Player, Card: events[j].Card}, start+s.Dur-s.Tail)
			}
			made[i] = q.At(s, start) // last: the next step starts after it
		case ev.Kind == engine.EvMove && ev.Zone == "goblins":
			s.Kind = StepGoblin
			made[i] = add(s, goblinTicks)
		case ev.Kind == engine.EvMove && (ev.To == "dungeon" || ev.Zone == "dungeon" || ev.Zone == "party_track"):
			s.Kind, s.Zone = StepParty, ev.To
			made[i] = add(s, hopTicks)
		case ev.Kind == engine.EvReveal && ev.Zone == "slot":
			s.Kind, s.Tail, s.Wait = StepEvent, frames(eventTicks)/5, waits(true)
			s.Said = idleOf(events[i:])
			made[i] = add(s, eventTicks)
		case ev.Kind == engine.EvDraw && ev.Zone == "slot" && k == hmd.KPeek:
			s.Kind, s.Slot, s.Half = StepPeek, arg/2, arg%2
			made[i] = add(s, peekTicks)
		case ev.Kind == engine.EvReveal && ev.Zone == "hand":
			s.Kind = StepReveal
			made[i] = add(s, revealTicks)
		case ev.Kind == engine.EvReveal && ev.To == "monster_row":
			s.Kind, s.Index = StepRow, row
			row++
			made[i] = add(s, rowTicks)
		case ev.Kind == engine.EvReveal && ev.To == "party":
			s.Kind = StepHero
			made[i] = add(s, heroTicks)
		case ev.Kind == engine.EvMove && (ev.To == "monsters" || ev.To == "fight_monsters" || ev.Zone == "trap_supply" || ev.Zone == "room_supply"),
			ev.Kind == engine.EvDraw && ev.Zone == "plot_deck":
			s.Kind, s.Zone = StepFly, ev.Zone
			switch ev.Zone { // a building leaves its supply for a floor (the move's Arg)
			case "room_supply":
				s.Zone, s.Room, s.Floor = "supply", true, ev.Arg(0)
			case "trap_supply":
				s.Zone, s.Floor = "supply", ev.Arg(0)
			}
			made[i] = add(s, flyTicks)
		case ev.Kind == engine.EvMove && ev.Zone == "floor_traps" && ev.Player != engine.NoPlayer: // fired, not disarmed
			s.Kind, s.Fx.Hero, s.Fx.Target = StepTrap, true, -1
			made[i] = add(s, trapTicks)
			last = s
		case isBlow(ev):
			s.Fx.Target = -1
			if ticks, ok := blowStep(ev, last, s); ok {
				made[i] = add(s, ticks)
			}
		case ev.Kind == engine.EvMove && ev.Zone == "floor_traps":
			s.Kind = StepFire
			made[i] = add(s, fireTicks)
		case ev.Kind == engine.EvGame && ev.Code == hmd.CodeShift:
			s.Kind = StepShift
			made[i] = add(s, shiftTicks)
		case phaseEvent(ev):
			decides := func(ph hmd.Phase) bool { return q.Decides != nil && q.Decides(final, ph) }
			if ticks, ok := phaseStep(s, events, i, decides); ok {
				made[i] = add(s, ticks)
			}
		case ev.Kind == engine.EvGame && ev.Code == hmd.CodeConquered:
			s.Kind, s.Card = StepFall, ev.Arg(1)
			conquer, made[i] = s, s // shown once the result has been
		case ev.Kind == engine.EvGame && ev.Code == hmd.CodeEliminated:
			s.Kind, s.Said = StepOut, outCause(events, i, ev.Arg(0))
			made[i] = add(s, outTicks)
		case told(ev):
			ticks, ok := combatStep(s, ev)
			if !ok {
				s.Kind = StepNote
			} else {
				last = s
			}
			made[i] = add(s, ticks)
		}
	}
	if n := len(events); n > 0 && lastRound(events[n-1]) {
		roundEnd(true)
		q.round = engine.Event{}
	}
	if endAt >= 0 && endAt == len(events)-1 { // (an entry with no events ends no combat)
		add(&Step{Kind: StepResult, Said: resultSaid(events, len(events))}, resultTicks)
	}
	if conquer != nil {
		add(conquer, fallTicks)
	}
	ticks := changeTicks
	if Diff(prev, final, 0, 0).Empty() {
		ticks = 0
	}
	add(&Step{Kind: StepChange}, ticks)
	return made
}

// told reports whether ev is a sentence of the log: one of the engine's
// own events but a blow (which the sentence before it tells) or a wage
// point paid (which the seat's wages line counts), or a plain note.
func told(ev engine.Event) bool {
	return ev.Kind == engine.EvGame && !hmd.IsBlow(ev.Code) && ev.Code != hmd.CodePaid || ev.Kind == engine.EvNote
}

// nextTold is the index of the sentence that follows event i, which
// tells of its roll (-1 when another roll comes first, or none).
func nextTold(events []engine.Event, i int) int {
	for j, ev := range events[i+1:] {
		switch {
		case told(ev):
			return i + 1 + j
		case ev.Kind == engine.EvRoll:
			return -1
		}
	}
	return -1
}

// fightEnd is the last event of a combat's end (its dead going home, the
// sentence of its outcome), or the last event when none is found.
func fightEnd(events []engine.Event) int {
	end := -1
	for i, ev := range events {
		if ev.Kind == engine.EvMove && (ev.Zone == "fight_heroes" || ev.Zone == "fight_monsters") || ends(ev) {
			end = i
		}
	}
	if end < 0 {
		return len(events) - 1
	}
	return end
}

// outcomes are the codes of the sentences that tell how a combat ended.
var outcomes = []int{
	hmd.CodeHeroesWin, hmd.CodeNoDefender, hmd.CodeBothDead, hmd.CodeHeroesDead, hmd.CodeStalemate,
	hmd.CodeRoundsOut, hmd.CodeConquered, hmd.CodeDrivenOff, hmd.CodeDungeonFalls,
}

// ends reports whether ev tells how a combat ended.
func ends(ev engine.Event) bool {
	return ev.Kind == engine.EvGame && slices.Contains(outcomes, ev.Code)
}

// outcome picks the events that tell how a combat ended.
func outcome(events []engine.Event) []engine.Event {
	var out []engine.Event
	for _, ev := range events {
		if ends(ev) {
			out = append(out, ev)
		}
	}
	return out
}

// resultSaid is what a combat's result says: how it ended (events[:i])
// and the VP it brought, which follow in the same move (pt #4: the kill
// VP were only in the log).
func resultSaid(events []engine.Event, i int) []engine.Event {
	var out []engine.Event
	for j, ev := range events {
		if ev.Kind != engine.EvGame {
			continue
		}
		if j >= i && ev.Code == hmd.CodeInvasion { // the next fight
			break
		}
		if j < i && ends(ev) || ev.Code == hmd.CodeKillVP || ev.Code == hmd.CodeFloorLoss {
			out = append(out, ev)
		}
	}
	return out
}

// own makes Shown a copy of its own before the steps change it.
func (q *Queue) own() *hmd.State {
	if !q.owned {
		q.Shown = q.Shown.Clone().(*hmd.State)
		q.owned = true
	}
	return q.Shown
}

// Moving reports whether a step under way carries thing (a party, a box's
// goblin): the board leaves it to the step.
func (q *Queue) Moving(kind StepKind, card int) bool {
	for _, s := range q.Steps {
		if s.Kind == kind && s.Card == card && s.Under() {
			return true
		}
	}
	return false
}
