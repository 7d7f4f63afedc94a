package dieinthedungeon

import (
	"slices"

	"github.com/herotable/herotable/engine"
	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/tablekit"
)

// Timings at normal speed, in ticks (60 a second); the speed setting
// scales them (spec §10: dice tumble about 0.6 s, a tile flips in 0.4 s;
// here 0.6 s, see below).
// What the game does by itself between two decisions (the last hit of a
// Combat, the next turn, a move with one way on) is paced so that each
// part can be followed: a step, or a step and the beat of the line after
// it, lasts 0.6 s at least (the play-test saw a whole turn go by in 1.5 s).
const (
	walkTicks    = 36 // a creature steps onto the tile it explores
	onlyWayTicks = 60 // … when it is the only one and the game moves it (a note says so)
	rollTicks    = 36 // a die tumbles across the tray
	settleTicks  = 10 // it pops onto its face
	flipTicks    = 36 // a tile turns over (0.6 s: it ends a stretch the eye follows)
	flyTicks     = 36 // a token flies to the inventory
	leaveTicks   = 50 // a defeated hero's card is struck out, then fades
	peekTicks    = 22 // a peeked tile lifts a corner
	changeTicks  = 30 // the board takes the new position: flashes, ticks, slides
	bubbleTicks  = 80 // a card's battle cry
	bannerTicks  = 60 // a turn banner (the Duel)
)

// StepKind is what a step of an animation shows.
type StepKind uint8

const (
	StepRoll   StepKind = iota // a die tumbles in the tray and settles on the face rolled
	StepFlip                   // a tile is flipped face up
	StepToken                  // a token flies from its tile to the inventory
	StepPeek                   // a face-down tile is peeked at
	StepNote                   // a log sentence (takes no time)
	StepChange                 // the board takes the new position, with flashes and slides
	StepBubble                 // a card's battle cry in a speech bubble
	StepBanner                 // a banner over the map (whose turn it is)
	StepWalk                   // a creature steps onto the tile it explores
	StepLeave                  // a hero is defeated or flees: its card is struck out and goes
)

// beatTicks are how long the table dwells on a line of what the game did
// by itself, by the event's code, before the next part shows: the Combat
// won and over, the new turn, the power up, the tile turned up.
var beatTicks = map[int]int{
	dd.TellCombatOver: 40,
	dd.TellCleared:    40,
	dd.TellTurn:       40,
	dd.TellPowerUp:    36,
	dd.TellRest:       36,
	dd.TellTile:       36,
	dd.TellTrap:       30,
	dd.TellGainTime:   30,
	dd.TellGainAP:     30,
	dd.TellHeal:       30,
	dd.TellDieNamic:   30,
	dd.TellRound:      24,
}

// heroHoldTicks is how long a hero attack's result stays in the tray and
// as the newest line, even when the action ends with it: the play-test saw
// the last attack of a round flash by as the next decision came.
const heroHoldTicks = 60

// heroResults are the codes that tell how a hero attack came out.
var heroResults = map[int]bool{dd.TellHits: true, dd.TellMisses: true, dd.TellBoneShield: true, dd.TellThickHide: true}

// readTicks is how long a roll's result stays in the tray and as the
// newest line before what follows it in the same action shows (the next
// roll, a hero defeated): the play-test's hit on the Patriarch ("11
// against 9 … 1 of 2 hits") went by unseen as the heroes' d20 came in.
const readTicks = 45

// nextRollTicks is how long a roll's result stays when another roll of the
// same action follows it (the heroes' attacks one after another): the
// play-test saw the first hero's result replaced by the next die before
// it could be read, even at Slow. Two seconds at Normal, scaled by speed.
const nextRollTicks = 120

// results are the codes that tell how a roll came out.
var results = map[int]bool{
	dd.TellAttackHits: true, dd.TellAttackFails: true, dd.TellCheckPassed: true, dd.TellCheckFailed: true,
	dd.TellHits: true, dd.TellMisses: true, dd.TellFireHits: true, dd.TellFireMisses: true,
	dd.TellBoneShield: true, dd.TellThickHide: true,
}

// shows reports whether an event makes a step that shows something.
func shows(ev engine.Event) bool {
	switch ev.Kind {
	case engine.EvRoll, engine.EvReveal, engine.EvMove, engine.EvDraw, engine.EvNote, engine.EvGame:
		return true
	}
	return false
}

// noteBeat is how long note ev (event i of events) stays the newest line
// before the next part of its action shows: its code's beat; for a roll's
// result, long enough to read it; for a die of the board it turns, until
// the die has ticked to what the line says ("Ada has 14 Time" read while
// the die still showed 15). A note with nothing after it in the action
// holds nothing back: what it tells stays on the table.
func noteBeat(events []engine.Event, i int) int {
	ev := events[i]
	beat := beatTicks[ev.Code]
	if heroResults[ev.Code] {
		beat = max(beat, heroHoldTicks)
	}
	if !slices.ContainsFunc(events[i+1:], shows) {
		return beat
	}
	if results[ev.Code] {
		beat = max(beat, readTicks)
		if slices.ContainsFunc(events[i+1:], func(e engine.Event) bool { return e.Kind == engine.EvRoll }) {
			beat = max(beat, nextRollTicks)
		}
	}
	if len(boardTold(ev)) > 0 {
		beat = max(beat, changeTicks)
	}
	return beat
}

// leaves reports whether ev tells a party member leaving the Combat: its
// card gets a beat of its own (StepLeave).
func leaves(ev engine.Event) bool {
	if ev.Kind != engine.EvGame {
		return false
	}
	switch ev.Code {
	case dd.TellDefeats, dd.TellAlone, dd.TellFlees, dd.TellBardLeaves:
		return true
	}
	return false
}

// Step is one part of an action's animation.
type Step struct {
	Kind       StepKind
	Ev         engine.Event
	At         int           // Ev's index in its action's events
	Player     engine.Player // whose roll, token or turn
	Slot       int           // the map slot of a flip, a token, a peek or a walk's end
	From       int           // the map slot a walk leaves (set as it starts)
	Caption    string        // the sentence a roll comes with; a bubble's or banner's words
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
	q.Said, q.SaidSet = nil, false
}

// Add schedules the events of one log entry (masked for the viewer) from
// tick now, ending on final. It returns, for each event, the step made
// from it (nil when none), so that the log line telling of it can wait.
func (q *Queue) Add(e engine.LogEntry, events []engine.Event, final *dd.State, now int, frames func(int) int) []*Step {
	if !q.Busy() {
		q.Before, q.beforeOwned, q.Told, q.RolledBy = q.Shown, false, nil, nil
		q.Said, q.SaidSet = nil, false
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
			made[i] = add(&Step{Kind: StepRoll, Ev: ev, Player: ev.Player, Caption: q.nextSentence(events, i),
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
				return said + " " + q.say(ev)
			}
			return said
		case engine.EvRoll:
			return said
		}
	}
	return said
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

// start begins step s.
func (q *Queue) start(s *Step) {
	s.Started = true
	switch s.Kind {
	case StepRoll:
		if !q.Shown.Combat.On && q.roundBegun() {
			q.partyIn(true) // the round began in an entry laid before this one's roll
		}
		q.Roll = s
		if s.Heroes && q.Shown.Stage != dd.StNone {
			q.own() // the heroes attack: the step the prompt named is over
			q.Shown.Stage = dd.StNone
		}
		p := s.Player
		q.RolledBy = &p
		q.Said, q.SaidSet = nil, true
	case StepNote:
		q.tell(s)
		q.narrate(s)
		q.pushRoll(s.Ev)
		if w, ok := saidOf(s.Ev); ok {
			q.Said, q.SaidSet = &w, true
		}
		if s.Ev.Kind == engine.EvGame {
			switch s.Ev.Code {
			case dd.TellCombatOver:
				q.combatOver()
			case dd.TellTurn:
				q.newTurn(s)
			case dd.TellRound:
				q.partyIn(false)
			}
		}
	case StepWalk:
		s.From = -1
		if p := int(s.Player); p >= 0 && p < len(q.Shown.Mons) {
			s.From = q.Shown.Mons[p].Pos
		}
		q.Roll = nil // the creature moves on: the tray's roll is over (as at rest, see rolledSinceMove)
	case StepLeave:
		s.Hero = leaverIndex(q.Shown.Combat.Party, s.Ev)
		q.narrate(s) // the XP its defeat gains
	case StepToken:
		if s.Slot >= 0 && s.Slot < len(q.Shown.Slots) {
			q.own()
			q.Shown.Slots[s.Slot].Token = dd.NoToken
		}
	case StepChange:
		q.Change = Diff(q.Before, q.Final, s.Start, s.Dur, q.fled...)
		q.Shown, q.Roll = q.Final, nil
	}
}

// land ends step s: a walker stands on its tile, a flipped tile lies face
// up, a token reaches its holder, a peeked tile shows its peeker's mark.
func (q *Queue) land(s *Step) {
	s.Landed = true
	switch s.Kind {
	case StepLeave:
		q.leave(s)
		return
	case StepWalk, StepFlip, StepToken, StepPeek:
		q.own() // before st is taken: the state it came from stays as it was
	default:
		return
	}
	st := q.Shown
	p, inSlots := int(s.Player), s.Slot >= 0 && s.Slot < len(st.Slots)
	seat := p >= 0 && p < len(st.Mons)
	switch s.Kind {
	case StepWalk:
		if seat && inSlots {
			st.Mons[p].Pos = s.Slot
		}
	case StepFlip:
		if inSlots {
			st.Slots[s.Slot].Open = true
			if s.Ev.Card >= 0 {
				st.Slots[s.Slot].Tile = s.Ev.Card
			}
			if seat {
				st.Mons[p].Pos = s.Slot
			}
		}
	case StepToken:
		if t := s.Ev.Card; seat && t > 0 && t < dd.NumTokens {
			st.Mons[p].Held[t]++
		}
	case StepPeek:
		if inSlots && s.Player >= 0 {
			st.Slots[s.Slot].Peek |= 1 << s.Player
			if s.Ev.Card >= 0 {
				st.Slots[s.Slot].Tile = s.Ev.Card
			}
		}
	}
}

// leaverIndex is the index in party of the member leave event ev tells
// of, -1 if none.
func leaverIndex(party dd.Party, ev engine.Event) int {
	if ev.Code == dd.TellBardLeaves {
		return slices.IndexFunc(party, func(m dd.Member) bool { return m.Kind == dd.Bard })
	}
	who := dd.ArgMember(ev, 0)
	return slices.IndexFunc(party, func(m dd.Member) bool { return sameMember(m, who) })
}

// leave takes the member leave step s showed out of the party shown, and
// out of the one the action's change compares with (its card has had its
// beat: the change does not slide it out again).
func (q *Queue) leave(s *Step) {
	if s.Hero < 0 {
		return
	}
	q.ownBoth()
	for _, st := range []*dd.State{q.Shown, q.Before} {
		if i := leaverIndex(st.Combat.Party, s.Ev); i >= 0 {
			st.Combat.Party = slices.Delete(slices.Clone(st.Combat.Party), i, i+1)
		}
	}
}

// combatOver shows the Combat over as its line tells it: no party, no
// round, on the board shown and the one the change compares with (a
// Combat the action then begins slides its heroes in).
func (q *Queue) combatOver() {
	if !q.Shown.Combat.On && len(q.Shown.Combat.Party) == 0 {
		return
	}
	q.ownBoth()
	q.Shown.Combat, q.Before.Combat = dd.Combat{}, dd.Combat{}
	q.CombatOver = true
}

// partyIn shows the party of a Combat the steps begin as its first round
// begins, when the heroes then attack before the steps end: the party
// panel showed "No Combat" while they rolled (play-test 14: "an attack
// from nobody"). With no roll to come the party slides in with the
// action's change, as before; with a member leaving later in the steps
// (the party then is not the final one) too. rolling says a roll step
// is starting now.
func (q *Queue) partyIn(rolling bool) {
	if q.Shown.Combat.On || !q.Final.Combat.On {
		return
	}
	rolls := rolling
	for _, o := range q.Steps {
		switch {
		case o.Started:
		case o.Kind == StepLeave:
			return
		case o.Kind == StepRoll:
			rolls = true
		}
	}
	if !rolls {
		return
	}
	q.ownBoth()
	c := q.Final.Combat
	c.Party = slices.Clone(c.Party)
	q.Shown.Combat, q.Before.Combat = c, c
}

// roundBegun reports whether a step begun tells a Combat round begun.
func (q *Queue) roundBegun() bool {
	return slices.ContainsFunc(q.Steps, func(o *Step) bool {
		return o.Kind == StepNote && o.Started && o.Ev.Kind == engine.EvGame && o.Ev.Code == dd.TellRound
	})
}

// newTurn shows the turn note step s tells begun: its number and whose it
// is (the prompt and the top bar say it as the line shows).
func (q *Queue) newTurn(s *Step) {
	p := int(s.Player)
	if p < 0 || p >= len(q.Shown.Mons) {
		return
	}
	q.own()
	q.Shown.Turn, q.Shown.TurnNo, q.Shown.Stage = s.Player, s.Ev.Arg(0), dd.StTurnStart
	q.CombatOver = false
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

// heroRoll reports whether roll event i of events is the heroes': the
// sentence after it tells a hero roll.
func heroRoll(events []engine.Event, i int) bool {
	for _, ev := range events[i+1:] {
		if ev.Kind == engine.EvGame {
			return ev.Code == dd.TellHeroRoll
		}
	}
	return false
}

// narrate moves the board shown on as note step s tells what the game did,
// so that no line tells what the board does not show yet (play-test 20:
// the log said "defeats the Cleric… Round 2" while the panel still said
// round 1, XP was empty and Shield Wall still in force): the XP a defeat
// gains, the round begun and its effects over, a card's or ability's
// effects in force, the stage of a roll whose result is told over.
func (q *Queue) narrate(s *Step) {
	ev := s.Ev
	if ev.Kind != engine.EvGame {
		return
	}
	p := int(s.Player)
	switch ev.Code {
	case dd.TellDefeats, dd.TellAlone:
		if p < 0 || p >= len(q.Shown.Mons) || ev.Arg(3) <= 0 {
			return
		}
		q.ownBoth()
		for _, st := range []*dd.State{q.Shown, q.Before} {
			st.Mons[p].XPTotal += ev.Arg(3)
			st.Mons[p].XP.Gain(ev.Arg(3))
		}
	case dd.TellRound:
		q.ownBoth()
		for _, st := range []*dd.State{q.Shown, q.Before} {
			st.Combat.Round, st.Combat.Fx = ev.Arg(0), dd.RoundFx{}
		}
	case dd.TellCard, dd.TellAbility:
		cr, i := ev.Arg(0), ev.Arg(1)
		if p < 0 || p >= len(q.Shown.Mons) || cr < 0 || cr >= len(dd.Creatures) || i < 0 || i >= 4 {
			return
		}
		q.ownBoth()
		for _, st := range []*dd.State{q.Shown, q.Before} {
			// Spent as it is told: the card reads USED, the AP are paid
			// (play-test 20: Grave Blade still unused, AP still 2).
			if ev.Code == dd.TellCard {
				st.Mons[p].CardsUsed[i] = true
				st.Mons[p].Board.Lose(dd.SlotAbility, dd.Creatures[cr].Cards[i].Cost)
			} else if i < len(st.Window) && i < len(dd.Creatures[cr].Abilities) {
				st.Window[i] = true
				st.Mons[p].Board.Lose(dd.SlotAbility, dd.Creatures[cr].Abilities[i].Cost)
			}
			// What it puts in force is in the final position, when the
			// Combat and its round are still on there (a card is played
			// as an action's first step, nothing else puts effects in
			// force).
			f, c := &q.Final.Combat, &st.Combat
			if f.On && c.On && f.Round == c.Round {
				c.Fx, c.Unblinking, c.Loaded, c.Diesplaced = f.Fx, f.Unblinking, f.Loaded, f.Diesplaced
			}
		}
	case dd.TellCleared:
		if p < 0 || p >= len(q.Shown.Mons) || p >= len(q.Final.Mons) {
			return
		}
		q.ownBoth() // the Duel's header counts it as it is told
		for _, st := range []*dd.State{q.Shown, q.Before} {
			st.Mons[p].Epics = q.Final.Mons[p].Epics
			if sl := st.Combat.Slot; st.Combat.On && sl >= 0 && sl < len(st.Slots) {
				st.Slots[sl].Won = p + 1
			}
		}
	case dd.TellAttackHits, dd.TellAttackFails, dd.TellCheckPassed, dd.TellCheckFailed:
		if q.Shown.Stage == dd.StBoost || q.Shown.Stage == dd.StTrapPre || q.Shown.Stage == dd.StAdjust {
			q.own() // the roll is made: boosting it is over
			q.Shown.Stage = dd.StNone
		}
	}
}

// countAttacks numbers the heroes' attacks of a stat when the round has
// more than one ("Agility attack 1 of 2"): the round's attacks are those
// rolled before the action (Shown's queue up to Next), this action's, and
// those the final position still queues in the same round (the queue of a
// position at the Ability step is the last round's: not counted).
func (q *Queue) countAttacks(events []engine.Event, made []*Step) {
	var round []dd.Stat // this round's attacks so far
	var steps []*Step   // the roll steps of this action's, by round
	var idx []int       // their index in round
	// The queue is this round's once the Ability step is over (during it,
	// the last round's is still there).
	if c := q.Shown.Combat; c.On && q.Shown.Stage != dd.StAbility {
		round = slices.Clone(c.Queue[:min(c.Next, c.Queued)])
	}
	flush := func(full []dd.Stat) {
		for k, s := range steps {
			st, j := s.attackStat, idx[k]
			n, at := 0, 0
			for x, o := range full {
				if o == st {
					n++
					if x <= j {
						at++
					}
				}
			}
			if n > 1 {
				s.Of = [2]int{at, n}
			}
		}
		steps, idx = nil, nil
	}
	for i, ev := range events {
		switch {
		case ev.Kind == engine.EvGame && ev.Code == dd.TellRound:
			flush(round)
			round = nil
		case ev.Kind == engine.EvGame && ev.Code == dd.TellHeroRoll && dd.RollKind(ev.Arg(0)) == dd.RollHero:
			st := dd.Stat(ev.Arg(1))
			for j := i - 1; j >= 0; j-- {
				if m := made[j]; m != nil && m.Kind == StepRoll {
					m.attackStat = st
					steps, idx = append(steps, m), append(idx, len(round))
					break
				}
				if events[j].Kind == engine.EvRoll {
					break // its step is held for the action's line: nothing to number
				}
			}
			round = append(round, st)
		}
	}
	if c := q.Final.Combat; c.On && q.Final.Stage != dd.StAbility && c.Queued >= len(round) {
		round = slices.Clone(c.Queue[:c.Queued]) // the attacks still to come
	}
	flush(round)
}
