package dieinthedungeon

import (
	"fmt"
	"strings"

	"github.com/herotable/herotable/engine"
	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/tablekit"
)

// Step is one part of an action's animation.
type Step struct {
	Kind       StepKind
	Ev         engine.Event
	At         int           // Ev's index in its action's events
	Player     engine.Player // whose roll, token or turn
	Slot       int           // the map slot of a flip, a token, a peek or a walk's end
	From       int           // the map slot a walk leaves (set as it starts)
	Caption    string        // the sentence a roll comes with; a bubble's or banner's words
	Told       engine.Event  // a roll: the event its sentence tells (its data names the roll)
	Flash      int           // how long the dice a note tells flash and tick (see tell)
	Hero       int           // a leave step: the leaver's index in the party shown (-1: not there)
	Only       bool          // a walk the game made: the only tile to explore, nothing else to do
	Heroes     bool          // a roll of the heroes (its sentence is a TellHeroRoll)
	Of         [2]int        // a hero attack: which of how many of its stat this round ({0, 0}: the only one)
	attackStat dd.Stat       // a hero attack's stat
	tablekit.Span
}

// Queue plays the animation of the actions applied since the table last
// settled. Shown is the state as drawn now: the state before the actions
// while their dice roll and tiles flip, moved on as flips and tokens land,
// then the state after them once the change step begins (when the board's
// losses flash and leaving heroes slide out).
type Queue struct {
	tablekit.Timeline[*Step]
	Shown  *dd.State
	Final  *dd.State
	Before *dd.State // Shown when the steps began, which the change compares with
	// Roll is the last roll step that has begun: the tray shows it until
	// the change step.
	Roll *Step
	// Change holds the changes being shown, from the change step's start
	// to its end.
	Change *Change
	// Told are the dice turned as the lines that tell them showed, each
	// flashing from then (see tell).
	Told []Told
	// CombatOver is set from the line telling the Combat is over to the
	// next turn's: the stage shown is no longer the Combat's.
	CombatOver bool
	// RolledBy is whose die the last roll step begun rolled, nil while no
	// roll of the steps has begun (the tray's last roll is from before).
	RolledBy *engine.Player
	// Moved is set when a creature of the steps walks to a tile, until a
	// roll step begins: the roll Shown holds is then from before the move
	// and the tray shows none (play-test 32 #5: the first fight after
	// Continue showed the last fight's "Your Magic attack against the
	// party's 2").
	Moved bool
	// Said is what the lines shown since the steps began say of the roll
	// shown (see said), once SaidSet: a new roll clears it.
	Said        *said
	SaidSet     bool
	beforeOwned bool        // Before is a copy of the queue's own
	fled        []dd.Member // members who fled during the steps
	// say is the sentence of an event (the match's Info.Sentence), seats
	// still marked.
	say func(engine.Event) string
}

// NewQueue is a queue at rest on st, whose roll captions say events'
// sentences with say (the match's Info.Sentence).
func NewQueue(st *dd.State, say func(engine.Event) string) *Queue {
	q := &Queue{Shown: st, Final: st, Before: st, say: say}
	q.Timeline.Start, q.Timeline.Land, q.Timeline.Rest = q.start, q.land, func() { q.Reset(q.Final) }
	return q
}

// Reset shows st at once, dropping every step.
func (q *Queue) Reset(st *dd.State) {
	q.Shown, q.Final, q.Before, q.Steps, q.Roll, q.Change, q.fled = st, st, st, nil, nil, nil, nil
	q.Told, q.beforeOwned, q.CombatOver, q.RolledBy = nil, false, false, nil
	q.Said, q.SaidSet, q.Moved = nil, false, false
}

// Add schedules the events of one log entry (masked for the viewer) from
// tick now, ending on final. It returns, for each event, the step made
// from it (nil when none), so that the log line telling of it can wait.
func (q *Queue) Add(e engine.LogEntry, events []engine.Event, final *dd.State, now int, frames func(int) int) []*Step {
	if !q.Busy() {
		q.Before, q.beforeOwned, q.Told, q.RolledBy = q.Shown, false, nil, nil
		q.Said, q.SaidSet, q.Moved = nil, false, false
	}
	q.Final = final
	q.Unlay(func(s *Step) bool { return s.Kind == StepChange }) // one change, after every entry
	add := func(s *Step) *Step { return q.Then(s, now) }
	made := make([]*Step, len(events))
	slots := TileSlots(events)
	banner := false // the last event made a turn banner
	act, _ := dd.Split(e.Action)
	if k, arg := dd.Split(e.Action); k == dd.KCard {
		if st := q.Shown; int(e.Player) < len(st.Mons) && arg < 4 {
			c := dd.Creatures[st.Mons[e.Player].Creature].Cards[arg]
			add(&Step{Kind: StepBubble, Player: e.Player, Caption: "“" + c.BattleCry + "”", Span: tablekit.Span{Dur: frames(bubbleTicks)}})
		}
	}
	for i, ev := range events {
		add := func(s *Step) *Step { s.At = i; return add(s) }
		switch ev.Kind {
		case engine.EvRoll:
			made[i] = add(&Step{Kind: StepRoll, Ev: ev, Player: ev.Player, Caption: q.nextSentence(events, i), Told: nextTold(events, i),
				Heroes: heroRoll(events, i), Span: tablekit.Span{Dur: frames(rollTicks + settleTicks)}})
		case engine.EvReveal:
			made[i] = add(&Step{Kind: StepFlip, Ev: ev, Player: ev.Player, Slot: slots[i], Span: tablekit.Span{Dur: frames(flipTicks)}})
		case engine.EvMove:
			made[i] = add(&Step{Kind: StepToken, Ev: ev, Player: ev.Player, Slot: slots[i], Span: tablekit.Span{Dur: frames(flyTicks)}})
		case engine.EvDraw:
			made[i] = add(&Step{Kind: StepPeek, Ev: ev, Player: ev.Player, Slot: slots[i], Span: tablekit.Span{Dur: frames(peekTicks)}})
		case engine.EvNote, engine.EvGame:
			if walks(ev, final) {
				// A move no one chose (the only tile to explore, nothing
				// else to do) is the game's: it says so, and takes longer.
				w := &Step{Kind: StepWalk, Ev: ev, Player: ev.Player, Slot: ev.Arg(0), Only: act != dd.KMove, Span: tablekit.Span{Dur: frames(walkTicks)}}
				if w.Only {
					w.Dur = frames(onlyWayTicks)
				}
				made[i] = add(w)
				continue
			}
			if ev.Kind == engine.EvGame && ev.Code == dd.TellFlees {
				q.fled = append(q.fled, dd.ArgMember(ev, 0)) // should its step not find it
			}
			if leaves(ev) {
				made[i] = add(&Step{Kind: StepLeave, Ev: ev, Player: ev.Player, Hero: -1, Span: tablekit.Span{Dur: frames(leaveTicks)}})
				continue
			}
			beat := 0
			if ev.Kind == engine.EvGame && !(ev.Code == dd.TellTurn && banner) {
				beat = frames(noteBeat(events, i)) // a Duel's turn has its banner
			}
			made[i] = add(&Step{Kind: StepNote, Ev: ev, Player: ev.Player, Flash: frames(changeTicks), Span: tablekit.Span{Dur: beat}})
		case engine.EvBarrier:
			if ev.Player >= 0 {
				made[i] = add(&Step{Kind: StepBanner, Ev: ev, Player: ev.Player, Span: tablekit.Span{Dur: frames(bannerTicks)}})
			}
		}
		banner = ev.Kind == engine.EvBarrier && ev.Player >= 0
	}
	holdForRolls(e, events, made)
	q.countAttacks(events, made)
	dur := frames(changeTicks)
	if Diff(q.Before, final, 0, 0).Empty() {
		dur = 0
	}
	add(&Step{Kind: StepChange, Span: tablekit.Span{Dur: dur}})
	return made
}

// holdForRolls lets an action's line that tells a roll's result wait for
// the die to land: when the entry's first sentence joins the action's line
// (tellsAction: "Ada attacks with Magic: 5 on the d10 …"), the rolls before
// it make no step the line may show with (the line waits for the first
// step made, and a roll's step begins as the die is thrown). A roll has no
// line of its own.
func holdForRolls(e engine.LogEntry, events []engine.Event, made []*Step) {
	for j, ev := range events {
		if ev.Kind != engine.EvNote && ev.Kind != engine.EvGame {
			continue
		}
		if !tellsAction(e, ev) {
			return
		}
		for i := range j {
			if events[i].Kind == engine.EvRoll {
				made[i] = nil
			}
		}
		return
	}
}

// walks reports whether ev is a move its creature makes (TellMove) and
// ends the action on: a step of its own, so that the line telling it
// shows as the standee sets off, not while it still stands where it was.
// A move that runs out of Time never arrives and is only told.
func walks(ev engine.Event, final *dd.State) bool {
	if ev.Kind != engine.EvGame || ev.Code != dd.TellMove {
		return false
	}
	p := int(ev.Player)
	return p >= 0 && p < len(final.Mons) && final.Mons[p].Pos == ev.Arg(0)
}

// nextSentence is the sentence that follows event i, which tells of its
// roll, with the roll's result when the action tells it next ("… 3 on the
// d8 against the party's 1. Bram's attack succeeds: 3 against 1.").
func (q *Queue) nextSentence(events []engine.Event, i int) string {
	said := ""
	for _, ev := range events[i+1:] {
		switch ev.Kind {
		case engine.EvNote, engine.EvGame:
			if said == "" {
				said = q.say(ev)
				continue
			}
			if ev.Kind == engine.EvGame && results[ev.Code] {
				return said + " " + q.verdict(events[i+1:], ev)
			}
			return said
		case engine.EvRoll:
			return said
		}
	}
	return said
}

// nextTold is the first event told after event i of events (the roll's
// sentence), or the zero Event.
func nextTold(events []engine.Event, i int) engine.Event {
	for _, ev := range events[i+1:] {
		switch ev.Kind {
		case engine.EvNote, engine.EvGame:
			return ev
		case engine.EvRoll:
			return engine.Event{}
		}
	}
	return engine.Event{}
}

// verdict is the result ev said after the roll's sentence in events: an
// attack's or a check's without the numbers the roll's sentence has said,
// naming what changed the value when something did (play-test 29 #8:
// "Ada attacks with Magic: 7 on the d12 … Ada's attack succeeds: 7
// against 2"; "5 on the d12 … succeeds: 4 against 2" did not say the Dark
// took 1).
func (q *Queue) verdict(events []engine.Event, ev engine.Event) string {
	var roll engine.Event
	for _, e := range events {
		if e.Kind == engine.EvGame {
			roll = e
			break
		}
	}
	face := 0
	switch {
	case roll.Code == dd.TellAttack && (ev.Code == dd.TellAttackHits || ev.Code == dd.TellAttackFails):
		face = roll.Arg(1)
	case roll.Code == dd.TellTrapRoll && (ev.Code == dd.TellCheckPassed || ev.Code == dd.TellCheckFailed):
		face = roll.Arg(0)
	default:
		return q.say(ev)
	}
	w := map[int]string{
		dd.TellAttackHits:  "the attack succeeds.",
		dd.TellAttackFails: "the attack fails.",
		dd.TellCheckPassed: "the check passes.",
		dd.TellCheckFailed: fmt.Sprintf("the check fails: %d damage.", ev.Arg(1)),
	}[ev.Code]
	if d := ev.Arg(0) - face; d != 0 {
		return fmt.Sprintf("%s makes it %d: %s", q.modWords(d), ev.Arg(0), w)
	}
	return strings.ToUpper(w[:1]) + w[1:]
}

// modWords names what added d to an attack's face: the fixed bonuses in
// force ("Dark −1") as the state after or before the roll holds them, or
// the number alone.
func (q *Queue) modWords(d int) string {
	for _, st := range []*dd.State{q.Final, q.Shown} {
		if st != nil && st.Combat.On && attackFixed(st) == d {
			return fixedWords(st)
		}
	}
	return "Bonuses " + signedNum(d)
}

// TileSlots is, for each of one action's events, the map slot of the tile
// it flips (EvReveal), takes a token from (EvMove) or peeks at (EvDraw),
// or -1: a flip or a token is at the slot of the move (TellMove) or the
// Kobold's side (TellKoboldSide) before it, a peek at the slot of the
// TellPeek that follows it.
func TileSlots(events []engine.Event) []int {
	out := make([]int, len(events))
	at := -1
	for i, ev := range events {
		out[i] = -1
		switch ev.Kind {
		case engine.EvGame:
			switch ev.Code {
			case dd.TellMove:
				at = ev.Arg(0)
			case dd.TellKoboldSide:
				at = ev.Arg(1)
			}
		case engine.EvReveal, engine.EvMove:
			out[i] = at
		case engine.EvDraw:
			if i+1 < len(events) && events[i+1].Kind == engine.EvGame && events[i+1].Code == dd.TellPeek {
				out[i] = events[i+1].Arg(0)
			}
		}
	}
	return out
}

// Leaving is the leave step under way for party member i of the party
// shown, or nil.
func (q *Queue) Leaving(i int) *Step {
	for _, s := range q.Steps {
		if s.Kind == StepLeave && s.Hero == i && s.Started && !s.Landed {
			return s
		}
	}
	return nil
}

// own makes Shown a copy of its own before the steps change it, so that
// the state it came from (Before, or the match's) stays as it was.
func (q *Queue) own() {
	if q.Shown == q.Before || q.Shown == q.Final {
		q.Shown = q.Shown.Clone().(*dd.State)
	}
}

// Walking is the walk step of player p under way, or nil.
func (q *Queue) Walking(p int) *Step {
	for _, s := range q.Steps {
		if s.Kind == StepWalk && int(s.Player) == p && s.Started && !s.Landed {
			return s
		}
	}
	return nil
}

// Flipping is the flip step under way at slot i, or nil.
func (q *Queue) Flipping(i int) *Step {
	for _, s := range q.Steps {
		if s.Kind == StepFlip && s.Slot == i && s.Started && !s.Landed {
			return s
		}
	}
	return nil
}
