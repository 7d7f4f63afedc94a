package herohouse

import (
	"slices"

	"github.com/herotable/herotable/engine"
	hh "github.com/herotable/herotable/engine/herohouse"
)

// Board is the table as the viewer sees it at one moment. It is built from
// the viewer's view of the game (so it holds nothing the viewer may not
// see), and while the animations play it is moved on event by event from
// the picture before an action to the picture after it.
type Board struct {
	N        int
	HandNo   int
	Dealer   engine.Player
	Cleanup  bool
	Monster  engine.Player
	Treasure int
	Scores   []int
	Seats    []BoardSeat
	Pile     [4]int // by suit; hh.NoCard when empty
	Draw     int    // cards in the draw pile
	Out      int    // cards in the out pile
	// Dealt: the pile is as the deal's flips left it. A balanced monster
	// there does not end the hand (R6): only one made during play does.
	Dealt bool

	// The hero that fights this action: the target of a card flipped onto
	// a hero (no-win). Set by the fight's note; -1 when none.
	FightSeat engine.Player
	FightHero int
}

// BoardSeat is one seat's cards on the board.
type BoardSeat struct {
	Hand   []int   // private cards: ids the viewer may see, hh.Hidden for the rest
	Known  []int   // public-known cards, Fresh included
	Fresh  []int   // won from the monster this turn (also in Known)
	Heroes []Slots // in the order laid down
	Out    bool
	// House: the seat made its hero house this hand (it is counted at the
	// end of a turn, after the fight: heroes balanced before it are not
	// one yet).
	House bool
}

// Slots is a hero's cards by suit (a prime alone, or head, body and legs);
// hh.NoCard where there is none.
type Slots [4]int

var emptySlots = Slots{hh.NoCard, hh.NoCard, hh.NoCard, hh.NoCard}

// Cards lists the hero's cards, prime first then head, body, legs.
func (h Slots) Cards() []int {
	var out []int
	for _, c := range h {
		if c != hh.NoCard {
			out = append(out, c)
		}
	}
	return out
}

// Dots sums the hero's dots.
func (h Slots) Dots() (w, b int) {
	for _, c := range h.Cards() {
		cw, cb := hh.Dots(c)
		w, b = w+cw, b+cb
	}
	return w, b
}

// Empty reports a hero whose cards have all left (drawn as nothing).
func (h Slots) Empty() bool { return len(h.Cards()) == 0 }

func slotsOf(h hh.Hero) Slots {
	s := emptySlots
	if h.IsPrime() {
		s[hh.Prime] = h[0]
		return s
	}
	s[hh.Head], s[hh.Body], s[hh.Legs] = h[0], h[1], h[2]
	return s
}

// FromState is the board of a state: pass the viewer's View, or the whole
// state when the viewer may see everything (bots watched, game over).
func FromState(st *hh.State) *Board {
	b := &Board{N: st.Players, HandNo: st.HandNo, Dealer: st.Dealer, Cleanup: isCleanup(st),
		Monster: st.Monster, Treasure: st.Treasure, Pile: st.Pile, Draw: st.Draw.Len(), Out: len(st.Out),
		FightSeat: engine.NoPlayer, FightHero: -1,
		// A balanced monster in a hand still played can only be the deal's:
		// one made in play ends the hand at once.
		Dealt: st.Balanced() && !st.IsTerminal()}
	for p, seat := range st.Seats {
		bs := BoardSeat{Hand: slices.Clone(seat.Hand), Known: slices.Concat(seat.Known, seat.Fresh),
			Fresh: slices.Clone(seat.Fresh), Out: seat.Out, House: st.Monster == engine.Player(p)}
		for _, h := range seat.Heroes {
			bs.Heroes = append(bs.Heroes, slotsOf(h))
		}
		b.Scores = append(b.Scores, seat.Score)
		b.Seats = append(b.Seats, bs)
	}
	return b
}

// isCleanup reports whether the hand being played is a clean-up hand.
func isCleanup(st *hh.State) bool {
	return len(st.History) > 0 && st.History[len(st.History)-1].Cleanup
}

// Clone is a deep copy.
func (b *Board) Clone() *Board {
	d := *b
	d.Scores = slices.Clone(b.Scores)
	d.Seats = make([]BoardSeat, len(b.Seats))
	for i, s := range b.Seats {
		d.Seats[i] = BoardSeat{Hand: slices.Clone(s.Hand), Known: slices.Clone(s.Known), Fresh: slices.Clone(s.Fresh),
			Heroes: slices.Clone(s.Heroes), Out: s.Out, House: s.House}
	}
	return &d
}

// Blank is the board before the first hand of a game like st was dealt.
func Blank(st *hh.State) *Board {
	b := &Board{N: st.Players, Dealer: (st.Dealer + engine.Player(st.Players) - 1) % engine.Player(st.Players),
		Monster: engine.NoPlayer, Pile: [4]int{hh.NoCard, hh.NoCard, hh.NoCard, hh.NoCard},
		Scores: make([]int, st.Players), Seats: make([]BoardSeat, st.Players),
		FightSeat: engine.NoPlayer, FightHero: -1}
	return b
}

// DealtBalanced reports a balanced monster the deal left on the pile,
// which must be fought like any other (R6).
func (b *Board) DealtBalanced() bool {
	_, _, balanced := Readout(b.Pile)
	return balanced && b.Dealt
}

// InPlay is the sum of seat p's heroes' dots.
func (b *Board) InPlay(p engine.Player) (w, bl int) {
	for _, h := range b.Seats[p].Heroes {
		hw, hb := h.Dots()
		w, bl = w+hw, bl+hb
	}
	return w, bl
}

// HasHouse reports a hero house: heroes in play with as many white dots
// as black.
func (b *Board) HasHouse(p engine.Player) bool {
	n := 0
	for _, h := range b.Seats[p].Heroes {
		if !h.Empty() {
			n++
		}
	}
	w, bl := b.InPlay(p)
	return n > 0 && w == bl
}

// ShowsHouse reports whether seat p's plate shows the hero house badge:
// once its house is counted, not while its heroes merely balance before
// the turn's fight (which may take one away).
func (b *Board) ShowsHouse(p engine.Player) bool { return b.Seats[p].House && b.HasHouse(p) }

// MonsterCards are the cards of the monster on the pile, none if there is
// no complete monster.
func (b *Board) MonsterCards() []int {
	st := hh.State{Pile: b.Pile}
	return st.MonsterCards()
}

// HandCount is how many cards seat p holds.
func (b *Board) HandCount(p engine.Player) int {
	return len(b.Seats[p].Hand) + len(b.Seats[p].Known)
}

// newHand clears the table for the next hand (the deck's shuffle).
func (b *Board) newHand() {
	b.HandNo++
	b.Dealer = (b.Dealer + 1) % engine.Player(b.N)
	for i := range b.Seats {
		b.Seats[i] = BoardSeat{}
	}
	b.Pile = [4]int{hh.NoCard, hh.NoCard, hh.NoCard, hh.NoCard}
	b.Monster, b.Draw, b.Out, b.Dealt = engine.NoPlayer, hh.NumCards, 0, false
	b.FightSeat, b.FightHero = engine.NoPlayer, -1
}

// take removes card c from zone (of seat p where the zone is a seat's):
// the first half of a move, as the card lifts off.
func (b *Board) take(zone string, p engine.Player, c, n int) {
	switch zone {
	case "draw":
		b.Draw = max(b.Draw-1, 0)
	case "hand":
		if p >= 0 && int(p) < len(b.Seats) {
			b.Seats[p].remove(c)
		}
	case "pile":
		for s, pc := range b.Pile {
			if pc == c && c >= 0 {
				b.Pile[s] = hh.NoCard
			}
		}
	case "hero":
		b.takeHero(c)
	case "treasure":
		b.Treasure = max(b.Treasure-n, 0)
	}
}

// takeHero removes c from whichever hero holds it.
func (b *Board) takeHero(c int) {
	for p := range b.Seats {
		for i, h := range b.Seats[p].Heroes {
			for s, hc := range h {
				if hc == c && c >= 0 {
					b.Seats[p].Heroes[i][s] = hh.NoCard
					return
				}
			}
		}
	}
}

// HeroOf finds the seat and hero holding card c.
func (b *Board) HeroOf(c int) (engine.Player, int, bool) {
	for p := range b.Seats {
		for i, h := range b.Seats[p].Heroes {
			if c >= 0 && slices.Contains(h[:], c) {
				return engine.Player(p), i, true
			}
		}
	}
	return engine.NoPlayer, -1, false
}

// remove takes c out of the seat's hand: a public-known card by its id, a
// private one by its id if the viewer knows it, else one unknown card.
func (s *BoardSeat) remove(c int) {
	if c >= 0 {
		if i := slices.Index(s.Known, c); i >= 0 {
			s.Known = slices.Delete(s.Known, i, i+1)
			if j := slices.Index(s.Fresh, c); j >= 0 {
				s.Fresh = slices.Delete(s.Fresh, j, j+1)
			}
			return
		}
		if i := slices.Index(s.Hand, c); i >= 0 {
			s.Hand = slices.Delete(s.Hand, i, i+1)
			return
		}
	}
	if i := slices.Index(s.Hand, hh.Hidden); i >= 0 {
		s.Hand = slices.Delete(s.Hand, i, i+1)
		return
	}
	if len(s.Hand) > 0 { // a face-down card of the viewer's own hand went out
		s.Hand = s.Hand[1:]
	}
}

// put adds card c (or n tokens) to zone: the second half of a move, as it
// lands. from is the zone it came from.
func (b *Board) put(zone, from string, p engine.Player, c, n int, public bool) {
	switch zone {
	case "hand":
		if p < 0 || int(p) >= len(b.Seats) {
			return
		}
		s := &b.Seats[p]
		if public && c >= 0 {
			s.Known = append(s.Known, c)
			if from == "pile" {
				s.Fresh = append(s.Fresh, c)
			}
			return
		}
		s.Hand = append(s.Hand, c)
		if c >= 0 {
			slices.Sort(s.Hand)
		}
	case "pile":
		if c >= 0 {
			b.Pile[hh.SuitOf(c)] = c
		}
	case "hero":
		b.putHero(from, p, c)
	case "out":
		b.Out++
	case "score":
		if p >= 0 && int(p) < len(b.Scores) {
			b.Scores[p] += n
		}
	case "treasure":
		b.Treasure += n
	case "monster":
		b.Monster = p
	}
}

// putHero lays c as part of a new hero (from the hand), or flips it onto
// the fighting hero (from the draw pile, spec §5.3).
func (b *Board) putHero(from string, p engine.Player, c int) {
	if p < 0 || int(p) >= len(b.Seats) || c < 0 {
		return
	}
	s := &b.Seats[p]
	su := hh.SuitOf(c)
	if from == "draw" && b.FightSeat == p && b.FightHero >= 0 && b.FightHero < len(s.Heroes) {
		// The cards it replaces leave by their own moves, as it arrives.
		s.Heroes[b.FightHero][su] = c
		return
	}
	if su != hh.Prime && su != hh.Head && len(s.Heroes) > 0 {
		last := &s.Heroes[len(s.Heroes)-1]
		if last[hh.Prime] == hh.NoCard && last[su] == hh.NoCard && last[hh.Head] != hh.NoCard {
			last[su] = c
			return
		}
	}
	h := emptySlots
	h[su] = c
	s.Heroes = append(s.Heroes, h)
}

// note applies what the game told that no card move shows: a seat that
// leaves the hand, a clean-up hand.
func (b *Board) note(ev engine.Event) {
	p := ev.Player
	switch {
	case is(ev, hh.CodeCannotDefend, hh.CodeMonsterRetires) && p >= 0 && int(p) < len(b.Seats):
		b.Seats[p].Out = true
	case is(ev, hh.CodeHand):
		b.Cleanup = ev.Arg(2) != 0
	}
}

// SameBoard reports whether two boards show the same table: the same
// counts, scores, markers and discard pile, and every seat the same cards
// (hands in any order, heroes in order).
func SameBoard(a, b *Board) bool {
	if a.N != b.N || a.HandNo != b.HandNo || a.Dealer != b.Dealer || a.Monster != b.Monster ||
		a.Treasure != b.Treasure || a.Pile != b.Pile || a.Draw != b.Draw || a.Out != b.Out ||
		!slices.Equal(a.Scores, b.Scores) || len(a.Seats) != len(b.Seats) {
		return false
	}
	for i := range a.Seats {
		sa, sb := a.Seats[i], b.Seats[i]
		if sa.Out != sb.Out || !sameSet(sa.Hand, sb.Hand) || !sameSet(sa.Known, sb.Known) ||
			!slices.Equal(liveHeroes(sa.Heroes), liveHeroes(sb.Heroes)) {
			return false
		}
	}
	return true
}

func sameSet(a, b []int) bool {
	a, b = slices.Clone(a), slices.Clone(b)
	slices.Sort(a)
	slices.Sort(b)
	return slices.Equal(a, b)
}

func liveHeroes(hs []Slots) []Slots {
	var out []Slots
	for _, h := range hs {
		if !h.Empty() {
			out = append(out, h)
		}
	}
	return out
}
