package herohouse

import (
	"fmt"

	"github.com/herotable/herotable/engine"
)

// Setup (spec §4). A game is a series of hands; each hand the dealer
// passes to the left, the bank antes one token per seat (R3; none in a
// clean-up hand, R25), the whole deck is shuffled, five cards are dealt to
// each player and three are flipped onto the discard pile.

const (
	handCards = 5 // dealt to each player
	dealFlips = 3 // flipped onto the discard pile by the dealer
)

// New starts a game for n seats; the first dealer is drawn at random (R23).
func New(n int, seed uint64) (*State, error) {
	if n < MinPlayers || n > MaxPlayers {
		return nil, fmt.Errorf("herohouse: %d players: the game takes %d to %d", n, MinPlayers, MaxPlayers)
	}
	s := &State{Players: n, RNG: engine.NewRNG(seed), Seats: make([]Seat, n), Monster: engine.NoPlayer}
	s.Dealer = engine.Player(s.RNG.IntN(n)) - 1 // startHand moves it on to the first dealer
	if s.Dealer < 0 {
		s.Dealer += engine.Player(n)
	}
	s.startHand(false)
	return s, nil
}

// startHand begins the next hand: dealer, ante, shuffle, deal, flips, and
// the first turn.
func (s *State) startHand(cleanup bool) {
	s.HandNo++
	s.Dealer = s.next(s.Dealer)
	if !cleanup {
		s.Treasure += s.Players
		s.Antes += s.Players
	}
	s.History = append(s.History, HandResult{Hand: s.HandNo, Dealer: int(s.Dealer), Cleanup: cleanup,
		Gains: make([]int, s.Players)})
	clean := 0
	if cleanup {
		clean = 1
	}
	s.Ev.Game(engine.NoPlayer, CodeHand, s.HandNo, int(s.Dealer), clean, s.Treasure)
	if !cleanup {
		s.Ev.Add(engine.Event{Kind: engine.EvMove, Player: engine.NoPlayer, Card: s.Players, Zone: "bank", To: "treasure", Public: true})
	}
	s.resetHand()
	cards := make([]int, NumCards)
	for c := range cards {
		cards[c] = c
	}
	s.Draw = engine.NewDeck(cards...)
	s.Ev.Shuffle(&s.Draw, &s.RNG, "draw")
	s.deal()
}

// resetHand clears the table: every card goes back to the deck.
func (s *State) resetHand() {
	for p := range s.Seats {
		st := &s.Seats[p]
		st.Hand, st.Known, st.Fresh, st.Heroes, st.Out = st.Hand[:0], st.Known[:0], st.Fresh[:0], st.Heroes[:0], false
	}
	s.Out = s.Out[:0]
	s.Pile = [4]int{NoCard, NoCard, NoCard, NoCard}
	s.Monster = engine.NoPlayer
}

// deal deals from the draw pile as it lies (tests stack it): five cards
// each, one at a time, clockwise from the dealer's left; then three flips
// with no balance check (R6); then the first turn.
func (s *State) deal() {
	for range handCards {
		for i := 1; i <= s.Players; i++ {
			p := (s.Dealer + engine.Player(i)) % engine.Player(s.Players)
			c, _ := s.Ev.Draw(&s.Draw, p, "draw:hand", false)
			s.Seats[p].Hand = addSorted(s.Seats[p].Hand, c)
		}
	}
	for range dealFlips {
		c, _ := s.flip(s.Dealer, "pile")
		s.place(c, s.Dealer)
	}
	s.Turn = s.next(s.Dealer)
	s.startTurn()
}
