package heromustdie

import (
	"slices"

	"github.com/herotable/herotable/engine"
)

// The dungeon and its parties: the duty ring (§3.3), evil moves (§5.9),
// entering and leaving (§5.10), VP and elimination (§5.12).

// FloorOf is the floor seat p guards (1..5), or 0 when p is in reserve or
// out (§3.3: Ring[i] guards the i-th unconquered floor).
func (s *State) FloorOf(p int8) int8 {
	for i, q := range s.Ring {
		if q == p {
			if f := s.Front + int8(i); f <= NumFloors {
				return f
			}
			return 0
		}
	}
	return 0
}

// GuardOf is the seat guarding floor f, or -1 (conquered or unguarded).
func (s *State) GuardOf(f int8) int8 {
	if i := int(f - s.Front); f >= s.Front && i < len(s.Ring) {
		return s.Ring[i]
	}
	return -1
}

// NextGuardOf is the seat that will guard floor f next turn, after the
// shift of duty (R4: the ring turns by one), if no floor falls and nobody
// goes out before then; -1 when none will, or when this is the last turn.
// It tells a player whom his buildings will serve.
func (s *State) NextGuardOf(f int8) int8 {
	if s.Turn >= Turns || len(s.Ring) < 2 {
		return -1
	}
	if i := int(f - s.Front); f >= s.Front && i < len(s.Ring) {
		return s.Ring[(i+1)%len(s.Ring)]
	}
	return -1
}

// NextFloorOf is the floor seat p will guard next turn (as NextGuardOf),
// 0 for the reserve, or when this is the last turn.
func (s *State) NextFloorOf(p int8) int8 {
	for f := s.Front; f <= NumFloors; f++ {
		if s.NextGuardOf(f) == p {
			return f
		}
	}
	return 0
}

// Defender is the first player, guard of the front floor (R10).
func (s *State) Defender() int8 { return s.Ring[0] }

// ringIndex is p's place in the ring, -1 when out.
func (s *State) ringIndex(p int8) int { return slices.Index(s.Ring, p) }

// MLP is seat p's monster level points: the levels of its monsters.
func (s *State) MLP(p int8) int {
	n := 0
	for _, m := range s.Seats[p].Monsters {
		n += int(Monsters[m].Level)
	}
	return n
}

// Resources is seat p's gold + slaves + MP.
func (s *State) Resources(p int8) int {
	q := &s.Seats[p]
	return int(q.Gold) + int(q.Slaves) + int(q.MP)
}

// canPay reports whether seat p has c.
func (s *State) canPay(p int8, c Cost) bool {
	q := &s.Seats[p]
	return q.Gold >= int16(c.Gold) && q.Slaves >= int16(c.Slaves) && q.MP >= int16(c.MP)
}

// pay takes c from seat p, which can pay it.
func (s *State) pay(p int8, c Cost) {
	q := &s.Seats[p]
	q.Gold -= int16(c.Gold)
	q.Slaves -= int16(c.Slaves)
	q.MP -= int16(c.MP)
}

// addVP changes seat p's VP by d, clamped to 0..12 (R55); elimination is
// checked by the caller at the end of the step (R35).
func (s *State) addVP(p int8, d int) {
	q := &s.Seats[p]
	q.VP = int8(min(MaxVP, max(0, int(q.VP)+d)))
}

// checkOut puts every in-game seat at 0 VP out (§5.12), in ring order, and
// ends the game when one or no player is left. It reports whether the
// game ended.
func (s *State) checkOut() bool {
	for _, p := range slices.Clone(s.Ring) {
		if s.Seats[p].VP == 0 {
			s.eliminate(p)
		}
	}
	switch len(s.Ring) {
	case 0:
		s.end(CodeNobodyLeft, nil)
	case 1:
		s.end(CodeLastMage, []int{int(s.Ring[0])}, s.Ring[0])
	}
	return s.Over
}

// eliminate takes seat p out of the game (§5.12): its monsters go home
// (R38), its hand to the discard, its resources to the bank; its trophies
// stay on show.
func (s *State) eliminate(p int8) {
	q := &s.Seats[p]
	q.Out = true
	s.Ring = slices.DeleteFunc(s.Ring, func(x int8) bool { return x == p })
	for _, m := range q.Monsters {
		s.monsterHome(m)
	}
	q.Monsters = q.Monsters[:0]
	for _, c := range q.Hand { // face up on the discard: everyone sees them now
		s.PlotDisc = append(s.PlotDisc, c)
		s.PlotKnown[c] = allSeats
		s.Ev.Add(engine.Event{Kind: engine.EvReveal, Player: engine.Player(p), Card: int(c), Zone: engine.ZoneHand, To: "plot_discard", Public: true})
	}
	q.Hand = q.Hand[:0]
	q.Gold, q.Slaves, q.MP = 0, 0, 0
	for b, o := range s.Boxes {
		if o == p {
			s.Boxes[b] = -1
		}
	}
	s.Ev.Game(engine.Player(p), CodeEliminated, int(p))
}

// allSeats is a knowledge mask every seat is in (a public card).
const allSeats = 0xff

// end finishes the game with the given winners (none: everybody loses);
// code and args say why, in the log and in Why.
func (s *State) end(code int, args []int, winners ...int8) {
	ev := engine.Event{Kind: engine.EvGame, Player: engine.NoPlayer, Code: code, Args: args}
	s.Over, s.Phase, s.Stage, s.Why = true, PhOver, StNone, Tell(ev)
	s.Won = make([]bool, s.Players)
	for _, w := range winners {
		s.Won[w] = true
	}
	s.Ev.Add(ev)
}

// monsterHome sends a killed or discarded monster card home (R38): L1/L2
// face up to the pool, L3+ to the bottom of the monster deck in public.
func (s *State) monsterHome(m int8) {
	if Monsters[m].Level <= 2 {
		s.MonsterPool = append(s.MonsterPool, m)
		return
	}
	s.MonsterDeck = append(s.MonsterDeck, m)
	s.MonsterSeen++
}

// evilMove is one evil move (§5.9). In the Action phase (phase true) a
// party already moved by Town or Forest this phase is not moved again.
func (s *State) evilMove(phase bool) {
	pick := func(ok func(Where) bool) int {
		for i := range NumParties {
			if ok(s.Parties[i].Where) && !(phase && s.EvilMoved&(1<<i) != 0) {
				return i
			}
		}
		return -1
	}
	if i := pick(func(w Where) bool { return w == AtCastle || w == AtInn }); i >= 0 {
		s.Parties[i].Where++
		s.markMoved(i, phase)
		s.Ev.Add(engine.Event{Kind: engine.EvMove, Player: engine.NoPlayer, Card: i, Zone: "party_track", To: whereIDs[s.Parties[i].Where], Public: true})
		s.Ev.Game(engine.NoPlayer, CodeEvilAdvance, i, int(s.Parties[i].Where))
		return
	}
	if i := pick(func(w Where) bool { return w == AtEntrance }); i >= 0 {
		s.markMoved(i, phase)
		s.Ev.Game(engine.NoPlayer, CodeEvilEnter, i)
		s.enterDungeon(i)
		return
	}
	s.Ev.Game(engine.NoPlayer, CodeEvilStuck)
}

func (s *State) markMoved(i int, phase bool) {
	if phase {
		s.EvilMoved |= 1 << i
	}
}

// enterDungeon puts party i at the back of the front floor's queue and
// draws its heroes (§5.10, R52): cards of a level still needed join, the
// rest go to the bottom of the hero deck.
func (s *State) enterDungeon(i int) {
	p := &s.Parties[i]
	p.Where = InDungeon
	p.Heroes = p.Heroes[:0]
	need := partyNeeds[i]
	left := 3
	for left > 0 && len(s.HeroDeck) > 0 {
		h := s.HeroDeck[0]
		s.HeroDeck = s.HeroDeck[1:]
		s.HeroSeen = min(s.HeroSeen, int8(len(s.HeroDeck)))
		s.Ev.Add(engine.Event{Kind: engine.EvReveal, Player: engine.NoPlayer, Card: int(h), Zone: "hero_deck", To: "party", Public: true})
		k := slices.Index(need[:], Heroes[h].Level)
		if k < 0 {
			s.HeroDeck = append(s.HeroDeck, h)
			s.HeroSeen++
			s.Ev.Game(engine.NoPlayer, CodeNotNeeded, int(h), i)
			continue
		}
		need[k] = 0
		left--
		p.Heroes = append(p.Heroes, Fighter{Card: h})
	}
	p.Heroes = partyOrder(p.Heroes)
	s.Queue = append(s.Queue, int8(i))
	s.Ev.Add(engine.Event{Kind: engine.EvMove, Player: engine.NoPlayer, Card: i, Zone: "entrance", To: "dungeon"})
	s.Ev.Game(engine.NoPlayer, CodePartyEnters, heroArgs([]int{i, int(s.Front)}, p.Heroes)...)
}

// partyOrder sorts heroes by I1: HP (with level-up) down, then level
// down, then table order; index 0 is the front.
func partyOrder(hs []Fighter) []Fighter {
	slices.SortStableFunc(hs, func(a, b Fighter) int {
		if d := int(heroStr(b).Max()) - int(heroStr(a).Max()); d != 0 {
			return d
		}
		if d := int(Heroes[b.Card].Level) - int(Heroes[a.Card].Level); d != 0 {
			return d
		}
		return int(a.Card) - int(b.Card)
	})
	return hs
}

// heroStr is a hero's strength with its level-up (R24: +1 to its largest
// strength, ties brown, green, black, yellow, blue).
func heroStr(f Fighter) Strength {
	st := Heroes[f.Card].Str
	if f.LevelUp {
		best := Brown
		for c := Brown; c < NumColours; c++ {
			if st[c] > st[best] {
				best = c
			}
		}
		st[best]++
	}
	return st
}

// leaveDungeon sends party i back to the Castle (§5.10): its surviving
// heroes go under the hero deck in party order, level-ups are lost. When
// the dungeon empties, every floor is reclaimed (R7).
func (s *State) leaveDungeon(i int) {
	p := &s.Parties[i]
	for _, h := range p.Heroes {
		s.HeroDeck = append(s.HeroDeck, h.Card)
		s.HeroSeen++
	}
	p.Heroes = p.Heroes[:0]
	p.Where = AtCastle
	s.Queue = slices.DeleteFunc(s.Queue, func(x int8) bool { return int(x) == i })
	s.Ev.Add(engine.Event{Kind: engine.EvMove, Player: engine.NoPlayer, Card: i, Zone: "dungeon", To: "castle"})
	if len(s.Queue) == 0 && s.Front != 1 {
		s.Front = 1
		s.Ev.Game(engine.NoPlayer, CodeReclaimed)
	}
}

// roll rolls the d6 (forced faces first, in tests).
func (s *State) roll(p int8) int {
	if len(s.force) > 0 {
		f := s.force[0]
		s.force = s.force[1:]
		s.Ev.Add(engine.Event{Kind: engine.EvRoll, Player: engine.Player(p), Die: "d6", Face: f})
		return f
	}
	return s.Ev.Roll(&s.RNG, engine.D6, engine.Player(p))
}
