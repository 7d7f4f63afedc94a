package dieinthedungeon

import (
	"slices"

	"github.com/herotable/herotable/engine"
	dd "github.com/herotable/herotable/engine/dieinthedungeon"
)

// What each step does to the position the table shows as it starts and
// lands: the board keeps up with the log line by line.

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
		q.RolledBy, q.Moved = &p, false
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
		q.Roll, q.Moved = nil, true // the creature moves on: the tray's roll is over (as at rest, see rolledSinceMove)
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
		if q.Change.Empty() && !q.Change.Combat {
			// The lines told it all as they showed (a card's AP paid
			// as it is told): nothing is left to change, so no wait
			// with nothing moving (play-test 41 #7: half a second of
			// "Click the table to skip the animation" after Far Sight).
			s.Dur, q.Change.Dur = 0, 0
		}
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
	sl := q.Shown.Combat.Slot
	q.Shown.Combat, q.Before.Combat = dd.Combat{}, dd.Combat{}
	q.CombatOver = true
	if sl >= 0 && sl < len(q.Shown.Slots) && sl < len(q.Final.Slots) && q.Final.Slots[sl].Explored {
		// Won: its heads stay beaten as the map grows back (play-test
		// 41 #6: those beaten earlier showed in full colour for a
		// second, between the Combat's end and the board's change).
		for _, st := range []*dd.State{q.Shown, q.Before} {
			st.Slots[sl].Open, st.Slots[sl].Explored = true, true
		}
	}
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
	case dd.TellTwist, dd.TellEvilEye:
		// A later step of the round: the reroll spends Twist Fate, the
		// pick stops a type (play-test 41 #3: "Twist Fate ready" stayed
		// in force after its reroll, the entry that played it having
		// put it in force).
		q.ownBoth()
		for _, st := range []*dd.State{q.Shown, q.Before} {
			if ev.Code == dd.TellTwist {
				st.Combat.Fx.Twist = 2
			} else if a := ev.Arg(0); a >= 0 && a < int(dd.NumStats) {
				st.Combat.Fx.NoAttack[a] = true
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
