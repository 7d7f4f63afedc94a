package heromustdie

import (
	"fmt"
	"slices"

	"github.com/herotable/herotable/engine"
)

// Set-up (§4).

// New sets up a game for n players (2–4); mage turns on §2.9's optional
// mage powers. The set-up choices (S2 colour, S5b floor, S6 monsters) are
// the first decisions.
func New(n int, seed uint64, mage bool) (*State, error) {
	if n < MinPlayers || n > MaxPlayers {
		return nil, fmt.Errorf("Hero Must Die! takes %d to %d players, not %d", MinPlayers, MaxPlayers, n)
	}
	s := &State{Players: n, MagePowers: mage, RNG: engine.NewRNG(seed), Drawn: -1, Quest: -1, Taker: -1, Front: 1}
	s.Seats = make([]Seat, n)
	for i := range s.Seats {
		s.Seats[i] = Seat{Colour: -1, VP: StartVP, Gold: StartRes, Slaves: StartRes, MP: StartRes} // S3, S4
	}
	for b := range s.Boxes {
		s.Boxes[b] = -1
	}
	for t := range s.Traps {
		s.Traps[t] = TrapCopies
	}
	// S1: deal the shuffled events two to a slot, the first dealt on top.
	ev := make([]int8, len(Events))
	for i := range ev {
		ev[i] = int8(i)
	}
	shuffle(&s.RNG, ev)
	for t := range s.Slots {
		s.Slots[t] = [2]int8{ev[2*t], ev[2*t+1]}
	}
	// The L1/L2 monsters lie face up for S6; the rest wait for S7.
	for m := range Monsters {
		if Monsters[m].Level <= 2 {
			s.MonsterPool = append(s.MonsterPool, int8(m))
		} else {
			s.MonsterDeck = append(s.MonsterDeck, int8(m))
		}
	}
	for h := range Heroes {
		s.HeroDeck = append(s.HeroDeck, int8(h))
	}
	for c := range Plots {
		s.PlotDeck = append(s.PlotDeck, int8(c))
	}
	s.enter(PhSetup)
	s.run()
	return s, nil
}

// shuffle is a Fisher–Yates shuffle of xs with the game's RNG.
func shuffle(r *engine.RNG, xs []int8) {
	for i := len(xs) - 1; i > 0; i-- {
		j := r.IntN(i + 1)
		xs[i], xs[j] = xs[j], xs[i]
	}
}

// Set-up sub-steps, in Sub.
const (
	suColour = iota // S2, Cur = seat
	suRoll          // S5a
	suFloor         // S5b, Cur = index into Order
	suPick          // S6, Cur = ring index
	suDecks         // S7–S10
)

func (s *State) stepSetup() {
	switch s.Sub {
	case suColour:
		if int(s.Cur) < s.Players {
			s.ask(StColour, s.Cur)
			return
		}
		s.Sub, s.Cur = suRoll, 0
	case suRoll:
		s.Order = s.rollOrder()
		s.Sub, s.Cur = suFloor, 0
	case suFloor:
		if int(s.Cur) < s.Players {
			s.ask(StFloor, s.Order[s.Cur])
			return
		}
		s.Ring = make([]int8, s.Players)
		for p := range s.Seats {
			s.Ring[s.Seats[p].Floor-1] = int8(p)
		}
		s.Sub, s.Cur = suPick, 0
	case suPick:
		if int(s.Cur) < len(s.Ring) {
			s.ask(StPickL1, s.Ring[s.Cur])
			return
		}
		s.Sub = suDecks
	case suDecks:
		shuffle(&s.RNG, s.MonsterDeck) // S7
		shuffle(&s.RNG, s.HeroDeck)    // S8
		shuffle(&s.RNG, s.PlotDeck)    // S9
		s.Ev.Add(engine.Event{Kind: engine.EvShuffle, Player: engine.NoPlayer, Zone: "decks"})
		s.Order = s.Order[:0]
		s.Turn = 1
		s.Ev.Game(engine.NoPlayer, CodeTurn, 1)
		s.enter(PhBeginning)
	}
}

// rollOrder is S5a: everyone rolls the d6, the highest chooses first, and
// tied players re-roll among themselves to order their group.
func (s *State) rollOrder() []int8 {
	all := make([]int8, s.Players)
	for i := range all {
		all[i] = int8(i)
	}
	return s.orderByRolls(all)
}

func (s *State) orderByRolls(group []int8) []int8 {
	if len(group) == 1 {
		return group
	}
	rolls := make([]int8, len(group)) // a tied group's re-rolls must not reorder this one
	for i, p := range group {
		rolls[i] = int8(s.roll(p))
		s.Seats[p].Roll = rolls[i]
		s.Ev.Game(engine.Player(p), CodeSetupRoll, int(p), int(rolls[i]))
	}
	var out []int8
	for face := int8(6); face >= 1; face-- {
		var tied []int8
		for i, p := range group {
			if rolls[i] == face {
				tied = append(tied, p)
			}
		}
		if len(tied) > 0 {
			out = append(out, s.orderByRolls(tied)...)
		}
	}
	return out
}

func (s *State) legalSetup(buf []engine.Action) []engine.Action {
	switch s.Stage {
	case StColour:
		for c := range PlayerColours {
			if !s.colourTaken(int8(c)) {
				buf = append(buf, Act(KColour, c))
			}
		}
	case StFloor:
		for f := 1; f <= s.Players; f++ {
			if !s.floorTaken(int8(f)) {
				buf = append(buf, Act(KFloor, f))
			}
		}
	case StPickL1, StPickL2:
		lvl := int8(1)
		if s.Stage == StPickL2 {
			lvl = 2
		}
		for _, m := range s.MonsterPool {
			if Monsters[m].Level == lvl {
				buf = append(buf, Act(KMonster, int(m)))
			}
		}
	}
	return buf
}

func (s *State) colourTaken(c int8) bool {
	return slices.ContainsFunc(s.Seats, func(q Seat) bool { return q.Colour == c })
}

func (s *State) floorTaken(f int8) bool {
	return slices.ContainsFunc(s.Seats, func(q Seat) bool { return q.Floor == f })
}

func (s *State) doSetup(st Stage, a engine.Action) {
	_, arg := Split(a)
	p := s.Actor
	switch st {
	case StColour:
		s.Seats[p].Colour = int8(arg)
		s.Ev.Game(engine.Player(p), CodeColour, int(p), arg)
		s.Cur++
	case StFloor:
		s.Seats[p].Floor = int8(arg)
		s.Ev.Game(engine.Player(p), CodeFloorTaken, int(p), arg)
		s.Cur++
	case StPickL1, StPickL2:
		m := int8(arg)
		s.MonsterPool = slices.DeleteFunc(s.MonsterPool, func(x int8) bool { return x == m })
		s.Seats[p].Monsters = append(s.Seats[p].Monsters, m)
		s.Ev.Add(engine.Event{Kind: engine.EvMove, Player: engine.Player(p), Card: arg, Zone: "pool", To: "monsters", Public: true})
		s.Ev.Game(engine.Player(p), CodePickMonster, int(p), arg)
		if st == StPickL1 {
			s.ask(StPickL2, p)
			return
		}
		s.Cur++
	}
}
