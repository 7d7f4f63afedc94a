package herohouse

import (
	"slices"

	"github.com/herotable/herotable/engine"
)

// Phase is the decision the game waits for.
type Phase uint8

const (
	PhLay     Phase = iota + 1 // T2: the player to act lays down heroes or ends laying down
	PhDefend                   // T3: the player to act picks the hero that fights the monster
	PhDiscard                  // T7: the player discards (or gives to the monster player)
	PhMonster                  // MONSTER_ACTION: the monster player discards or flips
	PhOver                     // the game is over
)

// State is a game of Hero House: a series of hands, each dealt anew.
type State struct {
	Players  int           `msg:"n"`
	Seats    []Seat        `msg:"seats"`
	Draw     engine.Deck   `msg:"draw"` // face down, top last
	Out      []OutCard     `msg:"out"`  // the out pile, in the order cards went out
	Pile     [4]int        `msg:"pile"` // the discard pile's slots, by Suit (Prime lies crossways over the rest)
	Treasure int           `msg:"treasure"`
	Antes    int           `msg:"antes"` // tokens the bank paid into the treasure, all hands (R3)
	Void     int           `msg:"void"`  // treasure left when the clean-up cap ended the game (R25)
	HandNo   int           `msg:"hand"`
	Dealer   engine.Player `msg:"dealer"`
	Cleanup  int           `msg:"cleanup"` // clean-up hands played (R25)
	Monster  engine.Player `msg:"monster"` // the monster player, NoPlayer if none
	Turn     engine.Player `msg:"turn"`    // the regular player whose turn it is
	Phase    Phase         `msg:"phase"`
	History  []HandResult  `msg:"history"`
	RNG      engine.RNG    `msg:"rng"`
	Ev       engine.Events `msg:"ev"`
}

// Seat is one player.
type Seat struct {
	Score int `msg:"score"`
	// Hand holds the cards only this player has seen (dealt or drawn), sorted.
	Hand []int `msg:"hand"`
	// Known holds hand cards everyone has seen enter the hand (won from the
	// monster, taken as the monster player, given): public-known, sorted (§7).
	Known []int `msg:"known"`
	// Fresh holds cards won from the monster this turn: public-known, and
	// not to be laid down before the player's next turn (R9).
	Fresh  []int  `msg:"fresh"`
	Heroes []Hero `msg:"heroes"` // in the order laid down
	Out    bool   `msg:"out"`    // out for the rest of the hand
}

// Hero is a prime alone ({prime, NoCard, NoCard}) or a head, a body and
// legs, in that order.
type Hero [3]int

// IsPrime reports whether h is a single prime.
func (h Hero) IsPrime() bool { return h[1] == NoCard }

// Cards lists h's cards.
func (h Hero) Cards() []int {
	if h.IsPrime() {
		return []int{h[0]}
	}
	return []int{h[0], h[1], h[2]}
}

// Dots are h's white and black dots.
func (h Hero) Dots() (w, b int) { return dotsOf(h[:]...) }

// OutCard is a card in the out pile. A hidden one went out face down; only
// Knower (the seat it came from) knows what it is (§7).
type OutCard struct {
	Card   int           `msg:"c"`
	Hidden bool          `msg:"h"`
	Knower engine.Player `msg:"k"`
}

// HandResult is one hand's line in the game's history.
type HandResult struct {
	Hand    int    `msg:"hand"`
	Dealer  int    `msg:"dealer"`
	Cleanup bool   `msg:"cleanup"`
	Reason  string `msg:"reason"` // "balanced", "last player", "exhausted"
	Gains   []int  `msg:"gains"`  // points each seat took this hand
	Left    int    `msg:"left"`   // treasure carried to the next hand
}

func (s *State) GameID() string  { return GameID }
func (s *State) NumPlayers() int { return s.Players }
func (s *State) IsTerminal() bool {
	return s.Phase == PhOver
}

// CurrentPlayer is the regular player whose turn it is, or the monster
// player during MONSTER_ACTION (an out-of-turn decision).
func (s *State) CurrentPlayer() engine.Player {
	switch s.Phase {
	case PhOver, 0:
		return engine.NoPlayer
	case PhMonster:
		return s.Monster
	}
	return s.Turn
}

// Returns: every seat with the top score shares the win (R26).
func (s *State) Returns() []float64 {
	best := 0
	for _, st := range s.Seats {
		best = max(best, st.Score)
	}
	out := make([]float64, s.Players)
	for p, st := range s.Seats {
		if st.Score == best {
			out[p] = 1
		}
	}
	return out
}

func (s *State) Clone() engine.State { return s.clone() }

func (s *State) clone() *State {
	d := *s
	d.Seats = make([]Seat, len(s.Seats))
	for p, st := range s.Seats {
		d.Seats[p] = Seat{Score: st.Score, Out: st.Out,
			Hand: slices.Clone(st.Hand), Known: slices.Clone(st.Known), Fresh: slices.Clone(st.Fresh),
			Heroes: slices.Clone(st.Heroes)}
	}
	d.Draw = s.Draw.Clone()
	d.Out = slices.Clone(s.Out)
	d.History = make([]HandResult, len(s.History))
	for i, h := range s.History {
		h.Gains = slices.Clone(h.Gains)
		d.History[i] = h
	}
	d.Ev = s.Ev.Clone()
	return &d
}

func (s *State) Events() []engine.Event { return s.Ev.List }

// Quiet stops event recording (engine.Quieter), for bots' playouts.
func (s *State) Quiet() { s.Ev.Off = true }

// HandSize is how many cards p holds, private and public-known.
func (s *State) HandSize(p engine.Player) int {
	st := &s.Seats[p]
	return len(st.Hand) + len(st.Known) + len(st.Fresh)
}

// InPlay is the sum of p's heroes' dots (§5.1: hand cards never count).
func (s *State) InPlay(p engine.Player) (w, b int) {
	for _, h := range s.Seats[p].Heroes {
		hw, hb := h.Dots()
		w, b = w+hw, b+hb
	}
	return w, b
}

// Active counts the players not out (the monster player is active, R30).
func (s *State) Active() int {
	n := 0
	for _, st := range s.Seats {
		if !st.Out {
			n++
		}
	}
	return n
}

// next is the seat to the left of p (clockwise).
func (s *State) next(p engine.Player) engine.Player { return (p + 1) % engine.Player(s.Players) }
