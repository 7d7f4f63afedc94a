package heromustdie

import (
	"slices"

	"github.com/herotable/herotable/engine"
)

// The turn's first phases: Beginning (§5.1), Planning (§5.2) and Event
// (§5.3); the end of a turn.

// stepBeginning: the shift of duty from turn 2 (R4), then a fresh monster
// row (R53).
func (s *State) stepBeginning() {
	if s.Turn >= 2 && len(s.Ring) > 1 {
		s.Ring = append(s.Ring[1:], s.Ring[0])
		s.Ev.Game(engine.NoPlayer, CodeShift, int(s.Ring[0]), int(s.Front))
	}
	for _, m := range s.MonsterRow { // left to right under the deck, in public
		s.MonsterDeck = append(s.MonsterDeck, m)
		s.MonsterSeen++
	}
	s.MonsterRow = s.MonsterRow[:0]
	for len(s.MonsterRow) < 3 && len(s.MonsterDeck) > 0 {
		m := s.MonsterDeck[0]
		s.MonsterDeck = s.MonsterDeck[1:]
		s.MonsterSeen = min(s.MonsterSeen, int8(len(s.MonsterDeck)))
		s.MonsterRow = append(s.MonsterRow, m)
		s.Ev.Add(engine.Event{Kind: engine.EvReveal, Player: engine.NoPlayer, Card: int(m), Zone: "monster_deck", To: "monster_row", Public: true})
	}
	for i := range s.Seats {
		q := &s.Seats[i]
		q.Placed, q.Passed, q.Built = 0, q.Out, false
	}
	if s.Drawn >= 0 { // last turn's event, face up on the discard
		s.EvDisc = append(s.EvDisc, s.Drawn)
	}
	s.Flags, s.Drawn = 0, -1
	s.enter(PhPlanning)
}

// Allowance is how many goblins seat p may place this turn (§2.8, R3).
func (s *State) Allowance(p int8) int8 { return Workers[s.Seats[p].VP] }

// stepPlanning goes round the ring, one goblin or a pass at a time, until
// everyone is done (§5.2). Cur is the ring index to ask next.
func (s *State) stepPlanning() {
	for range len(s.Ring) {
		i := int(s.Cur) % len(s.Ring)
		p := s.Ring[i]
		q := &s.Seats[p]
		if !q.Passed && q.Placed >= s.Allowance(p) {
			q.Passed = true
		}
		if !q.Passed {
			s.ask(StPlace, p)
			return
		}
		s.Cur = int8((i + 1) % len(s.Ring))
	}
	s.enter(PhEvent)
}

// stepEvent: the first player draws from this turn's slot, then the event
// resolves (§5.3). Sub: 0 draw, 1 Pay Day payments (Cur = ring index).
func (s *State) stepEvent() {
	switch s.Sub {
	case 0:
		s.ask(StDraw, s.Defender())
	case 1: // Count: points still to pay, -1 before the seat starts
		for int(s.Cur) < len(s.Ring) {
			p := s.Ring[s.Cur]
			if s.Count < 0 {
				if s.Resources(p) < s.MLP(p) {
					s.ask(StPayShort, p)
					return
				}
				s.Count = int8(s.MLP(p))
			}
			if s.Count > 0 {
				s.ask(StPay, p)
				return
			}
			s.Cur, s.Count = s.Cur+1, -1
		}
		s.enter(PhAction)
	}
}

// Why an event card did nothing, or less than it says (CodeEventIdle).
const (
	IdleNoEntrance  = iota // an Invasion card: nobody at the Entrance
	IdleFewEntrance        // an Invasion card: fewer parties at the Entrance than it sends
	IdleNoQueue            // Kingdom at War: no party in the dungeon
)

// Event flags of the turn (Flags bits).
func flagOf(k EventKind) uint16 { return 1 << k }

// Has reports whether this turn's event is of kind k.
func (s *State) Has(k EventKind) bool { return s.Flags&flagOf(k) != 0 }

// resolveEvent applies the drawn event (§2.5).
func (s *State) resolveEvent(e int8) {
	k := Events[e].Kind
	s.Flags |= flagOf(k)
	switch {
	case k.invaders() > 0:
		sent := 0
		for range k.invaders() {
			i := slices.IndexFunc(s.Parties[:], func(p Party) bool { return p.Where == AtEntrance })
			if i < 0 {
				break
			}
			s.enterDungeon(i)
			sent++
		}
		switch {
		case sent == 0:
			s.Ev.Game(engine.NoPlayer, CodeEventIdle, int(k), IdleNoEntrance, 0)
		case sent < k.invaders():
			s.Ev.Game(engine.NoPlayer, CodeEventIdle, int(k), IdleFewEntrance, sent)
		}
	case k == KingdomAtWar && len(s.Queue) == 0:
		s.Ev.Game(engine.NoPlayer, CodeEventIdle, int(k), IdleNoQueue, 0)
	case k == KingdomAtWar:
		for len(s.Queue) > 0 {
			s.Ev.Game(engine.NoPlayer, CodeWarCalls, int(s.Queue[0]))
			s.leaveDungeon(int(s.Queue[0]))
		}
	case k == PayDay:
		s.Sub, s.Cur, s.Count = 1, 0, -1
		return
	}
	s.enter(PhAction)
}

// payShort lists the minimal monster sets seat p may discard so that its
// MLP fits its resources (R50): after discarding S, MLP ≤ R, and each
// monster of S was needed.
func (s *State) payShort(p int8, buf []engine.Action) []engine.Action {
	mons := s.Seats[p].Monsters
	r, mlp := s.Resources(p), s.MLP(p)
	for mask := 1; mask < 1<<len(mons); mask++ {
		lv := 0
		for i, m := range mons {
			if mask&(1<<i) != 0 {
				lv += int(Monsters[m].Level)
			}
		}
		if mlp-lv > r {
			continue
		}
		minimal := true
		for i, m := range mons {
			if mask&(1<<i) != 0 && mlp-lv+int(Monsters[m].Level) <= r {
				minimal = false
				break
			}
		}
		if minimal {
			buf = append(buf, Act(KDiscards, mask))
		}
	}
	return buf
}

func (s *State) legalTurn(buf []engine.Action) []engine.Action {
	p := s.Actor
	switch s.Stage {
	case StPlace:
		for b, o := range s.Boxes {
			if o < 0 {
				buf = append(buf, Act(KPlace, b))
			}
		}
		buf = append(buf, Act(KPass, 0))
	case StDraw:
		buf = append(buf, Act(KTop, 0), Act(KBottom, 0))
	case StPayShort:
		buf = s.payShort(p, buf)
	case StPay:
		q := &s.Seats[p]
		for r, have := range [3]int16{q.Gold, q.Slaves, q.MP} {
			if have > 0 {
				buf = append(buf, Act(KPay, r))
			}
		}
	}
	return buf
}

func (s *State) doTurn(st Stage, a engine.Action) {
	k, arg := Split(a)
	p := s.Actor
	q := &s.Seats[p]
	switch st {
	case StPlace:
		if k == KPass {
			q.Passed = true
			s.Ev.Game(engine.Player(p), CodePass, int(p))
		} else {
			s.Boxes[arg] = p
			q.Placed++
			s.Ev.Add(engine.Event{Kind: engine.EvMove, Player: engine.Player(p), Card: arg, Zone: "goblins", To: Boxes[arg].ID, Public: true})
			s.Ev.Game(engine.Player(p), CodePlace, int(p), arg)
		}
		s.Cur = int8((s.ringIndex(p) + 1) % len(s.Ring))
	case StDraw:
		half := 0
		if k == KBottom {
			half = 1
		}
		slot := &s.Slots[s.Turn-1]
		e, other := slot[half], slot[1-half]
		*slot = [2]int8{-1, -1}
		s.Drawn = e
		s.EvKnown[e] = allSeats
		s.EvDisc = append(s.EvDisc, other) // face down, unrevealed (R12)
		s.Ev.Add(engine.Event{Kind: engine.EvReveal, Player: engine.Player(p), Card: int(e), Zone: "slot", To: "event", Public: true})
		s.Ev.Game(engine.Player(p), CodeEventDrawn, int(p), half, int(s.Turn), int(e))
		s.resolveEvent(e)
	case StPayShort:
		var keep []int8
		for i, m := range q.Monsters {
			if arg&(1<<i) != 0 {
				s.Ev.Game(engine.Player(p), CodeLetGo, int(p), int(m))
				s.monsterHome(m)
			} else {
				keep = append(keep, m)
			}
		}
		q.Monsters = keep
		s.Count = int8(s.MLP(p))
	case StPay:
		switch arg {
		case 0:
			q.Gold--
		case 1:
			q.Slaves--
		default:
			q.MP--
		}
		s.Count--
		s.Ev.Game(engine.Player(p), CodePaid, int(p), arg)
		if s.Count == 0 {
			s.Ev.Game(engine.Player(p), CodeWages, int(p), s.MLP(p))
		}
	}
}

// endTurn closes the Court phase: the next turn, or final scoring after
// turn 8 (§5.13 step 4).
func (s *State) endTurn() {
	for p := range s.Seats {
		s.Seats[p].Reserve = false
	}
	if s.Turn == Turns {
		s.finalScore()
		return
	}
	s.Turn++
	s.Ev.Game(engine.NoPlayer, CodeTurn, int(s.Turn))
	s.enter(PhBeginning)
}
