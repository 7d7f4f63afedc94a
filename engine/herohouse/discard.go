package herohouse

import (
	"slices"

	"github.com/herotable/herotable/engine"
)

// The discard pile (spec §5.2, rule 7, R4, R5): three slots wide, heads on
// top, bodies in the middle, legs at the bottom; a prime lies crossways over
// all three. Cards are always placed face up, and a covered card is out of
// play at once.

// MonsterDots reports the monster in the discard pile: a prime on top, or a
// head, a body and legs with no prime. ok is false when there is none.
func (s *State) MonsterDots() (w, b int, ok bool) { return monsterOf(s.Pile) }

func monsterOf(pile [4]int) (w, b int, ok bool) {
	if pile[Prime] != NoCard {
		w, b = Dots(pile[Prime])
		return w, b, true
	}
	for _, su := range []Suit{Head, Body, Legs} {
		if pile[su] == NoCard {
			return 0, 0, false
		}
	}
	w, b = dotsOf(pile[Head], pile[Body], pile[Legs])
	return w, b, true
}

// MonsterCards lists the monster's cards (none when there is no monster).
func (s *State) MonsterCards() []int {
	if _, _, ok := s.MonsterDots(); !ok {
		return nil
	}
	if s.Pile[Prime] != NoCard {
		return []int{s.Pile[Prime]}
	}
	return []int{s.Pile[Head], s.Pile[Body], s.Pile[Legs]}
}

// Balanced reports a balanced monster: complete, with as many white dots as
// black (R4).
func (s *State) Balanced() bool { return balanced(s.Pile) }

func balanced(pile [4]int) bool {
	w, b, ok := monsterOf(pile)
	return ok && w == b
}

// BalancesWith reports whether placing c on the pile would leave a balanced
// monster; the pile is not changed.
func (s *State) BalancesWith(c int) bool {
	pile := s.Pile
	if SuitOf(c) == Prime {
		pile = [4]int{c, NoCard, NoCard, NoCard}
	} else {
		pile[Prime], pile[SuitOf(c)] = NoCard, c
	}
	return balanced(pile)
}

// place puts c face up on the discard pile: a prime cancels every card in
// the pile; a part cancels a prime and the part in its own slot (R5).
// Cancelled cards go to the out pile face up.
func (s *State) place(c int, by engine.Player) {
	if SuitOf(c) == Prime {
		for su := range s.Pile {
			s.cancel(su, by)
		}
	} else {
		s.cancel(int(Prime), by)
		s.cancel(int(SuitOf(c)), by)
	}
	s.Pile[SuitOf(c)] = c
}

func (s *State) cancel(slot int, by engine.Player) {
	if c := s.Pile[slot]; c != NoCard {
		s.Pile[slot] = NoCard
		s.toOut(c, by, "pile")
	}
}

// takePile empties the discard pile and returns the monster's cards for
// the caller to move (only a whole monster is ever taken).
func (s *State) takePile() []int {
	cards := s.MonsterCards()
	s.Pile = [4]int{NoCard, NoCard, NoCard, NoCard}
	return cards
}

// toOut puts a public card in the out pile, face up.
func (s *State) toOut(c int, p engine.Player, from string) {
	s.Out = append(s.Out, OutCard{Card: c, Knower: engine.NoPlayer})
	s.Ev.Add(engine.Event{Kind: engine.EvMove, Player: p, Card: c, Zone: from, To: "out", Public: true})
}

// toOutHidden puts one of p's private cards in the out pile face down.
func (s *State) toOutHidden(c int, p engine.Player) {
	s.Out = append(s.Out, OutCard{Card: c, Hidden: true, Knower: p})
	s.Ev.Add(engine.Event{Kind: engine.EvMove, Player: p, Card: Hidden, Zone: "hand", To: "out"})
}

// flip turns the top card of the draw pile face up for everyone; ok is
// false on an empty pile (R22).
func (s *State) flip(p engine.Player, to string) (int, bool) {
	return s.Ev.Draw(&s.Draw, p, "draw:"+to, true)
}

// takeFromHand removes c from p's hand wherever it is (private, known or
// fresh) and reports whether it was private.
func (s *State) takeFromHand(p engine.Player, c int) (private, ok bool) {
	st := &s.Seats[p]
	for _, l := range []*[]int{&st.Hand, &st.Known, &st.Fresh} {
		if i := slices.Index(*l, c); i >= 0 {
			*l = slices.Delete(*l, i, i+1)
			return l == &st.Hand, true
		}
	}
	return false, false
}

// holds reports whether c is in p's hand; layable excludes this turn's
// won cards (R9).
func (s *State) holds(p engine.Player, c int, layable bool) bool {
	st := &s.Seats[p]
	if slices.Contains(st.Hand, c) || slices.Contains(st.Known, c) {
		return true
	}
	return !layable && slices.Contains(st.Fresh, c)
}

// addSorted inserts c into a sorted list.
func addSorted(l []int, c int) []int {
	i, _ := slices.BinarySearch(l, c)
	return slices.Insert(l, i, c)
}
