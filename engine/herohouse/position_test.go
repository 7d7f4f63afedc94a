package herohouse

import (
	"bytes"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/herotable/herotable/engine"
)

// Test helpers that build positions: a hand dealt from a stacked deck by
// the engine's own deal, and a mid-turn table set up card by card. Cards
// are named by their spec ids ("prime_cave_woman", "head_w1_b3").

// mustCard is the card with spec id id; a typo in a test table panics.
func mustCard(id string) int {
	c, ok := CardByID(id)
	if !ok {
		panic("herohouse test: there is no card " + id)
	}
	return c
}

// ids are the cards named, in order.
func ids(names ...string) []int {
	out := make([]int, len(names))
	for i, n := range names {
		out[i] = mustCard(n)
	}
	return out
}

// sortedIDs are the cards named, sorted as the engine keeps hands.
func sortedIDs(names ...string) []int {
	out := ids(names...)
	slices.Sort(out)
	return out
}

// hero is a prime ("prime_java_man") or a head, body and legs.
func hero(names ...string) Hero {
	c := ids(names...)
	if len(c) == 1 {
		return Hero{c[0], NoCard, NoCard}
	}
	return Hero{c[0], c[1], c[2]}
}

// stackedDraw is a draw pile with top (top first) on top and every other
// card below them in id order.
func stackedDraw(top []int, rest []int) engine.Deck {
	order := slices.Concat(top, rest)
	slices.Reverse(order) // the top of an engine.Deck is the end of Cards
	return engine.NewDeck(order...)
}

// unused lists the cards not in used, in id order.
func unused(used *[NumCards]bool) []int {
	var rest []int
	for c := range NumCards {
		if !used[c] {
			rest = append(rest, c)
		}
	}
	return rest
}

// dealing is a hand about to be dealt from a stacked deck.
type dealing struct {
	players int
	dealer  engine.Player
	scores  []int    // before the hand; nil for all 0
	carried int      // treasure carried over, before the ante
	handNo  int      // the hand's number; 0 for 1
	top     []string // the draw pile from the top; the rest follow in id order
}

// deal antes and deals a hand from the stacked deck with the engine's own
// deal (§4 hand setup 1–7), so the rules run exactly as in play.
func (d dealing) deal(t *testing.T) *State {
	t.Helper()
	n := d.players
	s := &State{Players: n, Seats: make([]Seat, n), Monster: engine.NoPlayer, RNG: engine.NewRNG(1)}
	s.HandNo = max(d.handNo, 1)
	s.Dealer = d.dealer
	antes := d.carried
	for p := range s.Seats {
		if d.scores != nil {
			s.Seats[p].Score = d.scores[p]
			antes += d.scores[p]
		}
	}
	s.Treasure, s.Antes = d.carried+n, antes+n
	s.History = []HandResult{{Hand: s.HandNo, Dealer: int(s.Dealer), Gains: make([]int, n)}}
	s.resetHand()
	var used [NumCards]bool
	top := ids(d.top...)
	for _, c := range top {
		if used[c] {
			t.Fatalf("the stacked deck lists %s twice", ID(c))
		}
		used[c] = true
	}
	s.Draw = stackedDraw(top, unused(&used))
	s.deal()
	mustHold(t, s)
	return s
}

// seatSpec is one seat of a mid-turn position.
type seatSpec struct {
	score   int
	hand    []string   // private hand cards
	known   []string   // public-known hand cards
	heroes  [][]string // heroes in play: a prime, or head, body, legs
	out     bool       // out of the hand
	monster bool       // the monster player
}

// position is a table in the middle of a hand. By default the player to
// act (turn) has drawn and is laying down heroes (PhLay); with atDraw the
// turn starts at T1 and the engine draws and goes on by itself.
type position struct {
	seats    []seatSpec
	treasure int
	dealer   engine.Player
	turn     engine.Player
	phase    Phase    // 0 for PhLay
	atDraw   bool     // start the turn at T1 DRAW
	pile     []string // discard pile cards, each in its suit's slot
	out      []string // out pile, face up
	draw     []string // draw pile from the top
	restOut  bool     // the unnamed cards go to the out pile (face up), not under the draw pile
	handNo   int      // 0 for 1; MaxHands freezes the table when the hand ends (R25 cap)
	cleanup  int      // clean-up hands played so far (this one included)
}

// build sets the position up and checks the conformance invariants.
func (ps position) build(t *testing.T) *State {
	t.Helper()
	n := len(ps.seats)
	var used [NumCards]bool
	take := func(name string) int {
		c := mustCard(name)
		if used[c] {
			t.Fatalf("position uses %s twice", name)
		}
		used[c] = true
		return c
	}
	s := &State{Players: n, Seats: make([]Seat, n), Monster: engine.NoPlayer, RNG: engine.NewRNG(1)}
	s.HandNo, s.Dealer, s.Cleanup, s.Turn = max(ps.handNo, 1), ps.dealer, ps.cleanup, ps.turn
	s.Treasure, s.Antes = ps.treasure, ps.treasure
	s.Phase = ps.phase
	if s.Phase == 0 {
		s.Phase = PhLay
	}
	for p, sp := range ps.seats {
		st := &s.Seats[p]
		st.Score, st.Out = sp.score, sp.out
		s.Antes += sp.score
		for _, name := range sp.hand {
			st.Hand = addSorted(st.Hand, take(name))
		}
		for _, name := range sp.known {
			st.Known = addSorted(st.Known, take(name))
		}
		for _, h := range sp.heroes {
			for _, name := range h {
				take(name)
			}
			st.Heroes = append(st.Heroes, hero(h...))
		}
		if sp.monster {
			s.Monster = engine.Player(p)
		}
	}
	s.Pile = [4]int{NoCard, NoCard, NoCard, NoCard}
	for _, name := range ps.pile {
		c := take(name)
		if s.Pile[SuitOf(c)] != NoCard {
			t.Fatalf("the pile has two %s cards", SuitOf(c))
		}
		s.Pile[SuitOf(c)] = c
	}
	for _, name := range ps.out {
		s.Out = append(s.Out, OutCard{Card: take(name), Knower: engine.NoPlayer})
	}
	var top []int
	for _, name := range ps.draw {
		top = append(top, take(name))
	}
	rest := unused(&used)
	if ps.restOut {
		for _, c := range rest {
			s.Out = append(s.Out, OutCard{Card: c, Knower: engine.NoPlayer})
		}
		rest = nil
	}
	s.Draw = stackedDraw(top, rest)
	s.History = []HandResult{{Hand: s.HandNo, Dealer: int(s.Dealer), Cleanup: s.Cleanup > 0, Gains: make([]int, n)}}
	mustHold(t, s)
	if ps.atDraw {
		s.startTurn()
		mustHold(t, s)
	}
	return s
}

// mustHold fails the test when the conformance invariants do not hold.
func mustHold(t *testing.T, s *State) {
	t.Helper()
	if err := invariants(s); err != nil {
		t.Fatalf("invariants: %v", err)
	}
}

// play applies actions in order; each must be legal.
func play(t *testing.T, s *State, actions ...engine.Action) {
	t.Helper()
	for _, a := range actions {
		if err := s.Apply(a); err != nil {
			t.Fatalf("%v", err)
		}
		mustHold(t, s)
	}
}

// refused checks that a is refused with an *engine.IllegalError whose
// reason contains word, and that the state did not change.
func refused(t *testing.T, s *State, a engine.Action, word string) {
	t.Helper()
	before, err := s.MarshalMsg(nil)
	if err != nil {
		t.Fatal(err)
	}
	err = s.Apply(a)
	var ill *engine.IllegalError
	if !errors.As(err, &ill) {
		t.Fatalf("action %d: got error %v, want an *engine.IllegalError", a, err)
	}
	if ill.Reason == "" || !strings.Contains(strings.ToLower(ill.Reason), strings.ToLower(word)) {
		t.Errorf("action %d refused with %q, want a reason mentioning %q", a, ill.Reason, word)
	}
	after, _ := s.MarshalMsg(nil)
	if !bytes.Equal(before, after) {
		t.Errorf("the refused action %d changed the state", a)
	}
}

// handOf is all of p's hand, private and public-known, sorted.
func handOf(s *State, p engine.Player) []int {
	st := s.Seats[p]
	h := slices.Concat(st.Hand, st.Known, st.Fresh)
	slices.Sort(h)
	return h
}

// outCards lists the out pile's cards, sorted.
func outCards(s *State) []int {
	var out []int
	for _, o := range s.Out {
		out = append(out, o.Card)
	}
	slices.Sort(out)
	return out
}

// inOut reports whether c is in the out pile.
func inOut(s *State, c int) bool { return slices.Contains(outCards(s), c) }

// pileOf is the discard pile written as its cards, by slot.
func pileOf(names ...string) [4]int {
	p := [4]int{NoCard, NoCard, NoCard, NoCard}
	for _, c := range ids(names...) {
		p[SuitOf(c)] = c
	}
	return p
}

// untilHandOver is the last action's events up to the end of the hand
// (the "hand over" barrier); ok is false when the hand did not end.
func untilHandOver(s *State) (evs []engine.Event, ok bool) {
	for _, e := range s.Events() {
		if e.Kind == engine.EvBarrier && e.Text == "hand over" {
			return evs, true
		}
		evs = append(evs, e)
	}
	return evs, false
}

// wantInt compares one number.
func wantInt(t *testing.T, what string, got, want int) {
	t.Helper()
	if got != want {
		t.Errorf("%s = %d, want %d", what, got, want)
	}
}

// wantCards compares two card lists, naming the cards.
func wantCards(t *testing.T, what string, got, want []int) {
	t.Helper()
	if !slices.Equal(got, want) {
		t.Errorf("%s = %s, want %s", what, cardIDs(got), cardIDs(want))
	}
}

func cardIDs(cs []int) string {
	var names []string
	for _, c := range cs {
		if c >= 0 && c < NumCards {
			names = append(names, ID(c))
		} else {
			names = append(names, Name(c))
		}
	}
	return "{" + strings.Join(names, ", ") + "}"
}

// wantTurn checks who decides and in which phase.
func wantTurn(t *testing.T, s *State, p engine.Player, ph Phase) {
	t.Helper()
	if s.CurrentPlayer() != p || s.Phase != ph {
		t.Errorf("seat %d acts in phase %d, want seat %d in phase %d", s.CurrentPlayer(), s.Phase, p, ph)
	}
}

// firstPlayer is the seat that drew first after the last deal of the
// last action: the first player of the hand dealt in it.
func firstPlayer(t *testing.T, s *State) engine.Player {
	t.Helper()
	evs := s.Events()
	last := -1
	for i, e := range evs {
		if e.Kind == engine.EvShuffle {
			last = i
		}
	}
	if last < 0 {
		t.Fatal("no hand was dealt in the last action")
	}
	draws := 0
	for _, e := range evs[last:] {
		if e.Kind == engine.EvDraw && e.Zone == "draw:hand" {
			draws++
			if draws == handCards*s.Players+1 {
				return e.Player
			}
		}
	}
	t.Fatal("nobody drew after the deal")
	return engine.NoPlayer
}

// layNothing ends the lay-down step of a player who has nothing to lay (the
// step always waits for the player, §7).
func layNothing(t *testing.T, s *State) {
	t.Helper()
	if s.Phase != PhLay {
		t.Fatalf("phase %d, want the lay-down step", s.Phase)
	}
	play(t, s, EndLayDown())
}
