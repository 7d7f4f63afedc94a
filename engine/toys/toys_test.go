package toys_test

import (
	"errors"
	"fmt"
	"slices"
	"testing"

	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/engine/enginetest"
	"github.com/herotable/herotable/engine/toys"
)

func TestConformance(t *testing.T) {
	t.Run("tictactoe", func(t *testing.T) {
		enginetest.Run(t, enginetest.Config{Game: "tictactoe", Invariants: tictactoeInvariants, Step: tictactoeStep})
	})
	t.Run("climb", func(t *testing.T) {
		enginetest.Run(t, enginetest.Config{Game: "climb", Invariants: climbInvariants, Step: climbStep})
	})
}

func BenchmarkPlayoutTicTacToe(b *testing.B) { enginetest.BenchmarkPlayout(b, "tictactoe", 2) }
func BenchmarkPlayoutClimb(b *testing.B)     { enginetest.BenchmarkPlayout(b, "climb", 3) }

// tictactoeInvariants: X moves first, so X has as many marks as O or one
// more, and the seat to move follows from the counts; nobody plays after a
// line of three, which the counts show too.
func tictactoeInvariants(s engine.State) error {
	g := s.(*toys.TicTacToe)
	var marks [3]int
	for _, c := range g.Board {
		if c < 0 || c > 2 {
			return fmt.Errorf("cell holds %d", c)
		}
		marks[c]++
	}
	x, o := marks[1], marks[2]
	if d := x - o; d != 0 && d != 1 {
		return fmt.Errorf("%d X and %d O marks", x, o)
	}
	if int(g.Turn) != x-o {
		return fmt.Errorf("seat %d to move with %d X and %d O", g.Turn, x, o)
	}
	xLine, oLine := hasLine(g, 1), hasLine(g, 2)
	switch {
	case xLine && oLine:
		return errors.New("both X and O have three in a row: someone played after a win")
	case xLine && (g.Winner != 1 || x != o+1):
		return fmt.Errorf("X has a line but winner is %d with %d X and %d O", g.Winner, x, o)
	case oLine && (g.Winner != 2 || x != o):
		return fmt.Errorf("O has a line but winner is %d with %d X and %d O", g.Winner, x, o)
	case !xLine && !oLine && g.Winner == 3 && x+o != 9:
		return fmt.Errorf("a draw on a board with %d empty cells", marks[0])
	case !xLine && !oLine && g.Winner != 3 && g.Winner != 0:
		return fmt.Errorf("winner %d without a line", g.Winner)
	case !xLine && !oLine && g.Winner == 0 && x+o == 9:
		return errors.New("a full board without a result")
	}
	return nil
}

func hasLine(g *toys.TicTacToe, mark int8) bool {
	for _, l := range [8][3]int{{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}} {
		if g.Board[l[0]] == mark && g.Board[l[1]] == mark && g.Board[l[2]] == mark {
			return true
		}
	}
	return false
}

// tictactoeStep: an action marks exactly its own empty cell with the mover's mark.
func tictactoeStep(before, after engine.State, a engine.Action) error {
	b, g := before.(*toys.TicTacToe), after.(*toys.TicTacToe)
	for i := range g.Board {
		want := b.Board[i]
		if i == int(a) {
			want = int8(b.Turn) + 1
		}
		if g.Board[i] != want {
			return fmt.Errorf("cell %d went from %d to %d", i, b.Board[i], g.Board[i])
		}
	}
	return nil
}

// climbInvariants: the deck and the hands hold at most two of each value
// 1–9 and the cards played are the rest of the 18 (all 18 are unplayed while
// the climb is empty, and climbStep checks that each play takes exactly its
// card out); the deck refills every hand to 3 while it lasts; the top of the
// climb is a played card; nobody scored more than the cards played are worth.
func climbInvariants(s engine.State) error {
	g := s.(*toys.Climb)
	n := g.Players
	if n < 2 || n > 4 || len(g.Hands) != n || len(g.Scores) != n {
		return fmt.Errorf("%d players with %d hands and %d scores", n, len(g.Hands), len(g.Scores))
	}
	var count [10]int // cards of each value outside the played pile
	add := func(where string, v int) error {
		if v < 1 || v > 9 {
			return fmt.Errorf("%s holds card %d", where, v)
		}
		if count[v]++; count[v] > 2 {
			return fmt.Errorf("a third %d turned up in %s", v, where)
		}
		return nil
	}
	for _, v := range g.Deck.Cards {
		if err := add("the deck", v); err != nil {
			return err
		}
	}
	for p, h := range g.Hands {
		if len(h) > 3 {
			return fmt.Errorf("seat %d holds %d cards", p, len(h))
		}
		if !slices.IsSorted(h) {
			return fmt.Errorf("seat %d's hand %v is not sorted", p, h)
		}
		for _, v := range h {
			if err := add(fmt.Sprintf("seat %d's hand", p), v); err != nil {
				return err
			}
		}
	}
	played, playedValue := 0, 0
	for v := 1; v <= 9; v++ {
		played += 2 - count[v]
		playedValue += (2 - count[v]) * v
	}
	if want := max(0, 18-3*n-played); g.Deck.Len() != want {
		return fmt.Errorf("deck holds %d cards after %d plays, want %d", g.Deck.Len(), played, want)
	}
	if g.Deck.Len() > 0 {
		for p, h := range g.Hands {
			if len(h) != 3 {
				return fmt.Errorf("seat %d holds %d cards while the deck has %d", p, len(h), g.Deck.Len())
			}
		}
	}
	switch {
	case g.Top == 0 && played > 0:
		return fmt.Errorf("the climb is empty after %d plays", played)
	case g.Top != 0 && (g.Top < 1 || g.Top > 9 || count[g.Top] == 2):
		return fmt.Errorf("the top card %d is not among the cards played", g.Top)
	}
	total := 0
	for p, sc := range g.Scores {
		if sc < 0 {
			return fmt.Errorf("seat %d scores %d", p, sc)
		}
		total += sc
	}
	if total > playedValue {
		return fmt.Errorf("scores total %d but the cards played are worth %d", total, playedValue)
	}
	if !g.IsTerminal() && (g.Turn < 0 || int(g.Turn) >= n || len(g.Hands[g.Turn]) == 0) {
		return fmt.Errorf("seat %d is to play with no cards", g.Turn)
	}
	return nil
}

// unplayed counts the cards of each value in the deck and the hands.
func unplayed(c *toys.Climb) [10]int {
	var n [10]int
	for _, v := range c.Deck.Cards {
		n[v]++
	}
	for _, h := range c.Hands {
		for _, v := range h {
			n[v]++
		}
	}
	return n
}

// climbStep: exactly the card played leaves the deck and the hands, so
// with climbInvariants at setup the 18 cards stay exactly partitioned among
// deck, hands and played cards; scores never go down; only the mover scores,
// only by the card's value, only when it climbed and the die did not slip;
// the card becomes the top of the climb.
func climbStep(before, after engine.State, a engine.Action) error {
	b, g := before.(*toys.Climb), after.(*toys.Climb)
	p := b.Turn
	left := unplayed(b)
	left[a]--
	if got := unplayed(g); got != left {
		return fmt.Errorf("playing %d changed the unplayed cards from %v to %v (counts of 0–9)", a, unplayed(b), got)
	}
	for q := range g.Scores {
		if g.Scores[q] < b.Scores[q] {
			return fmt.Errorf("seat %d's score went down from %d to %d", q, b.Scores[q], g.Scores[q])
		}
		if engine.Player(q) != p && g.Scores[q] != b.Scores[q] {
			return fmt.Errorf("seat %d scored on seat %d's turn", q, p)
		}
	}
	var rolls []int
	for _, e := range g.Events() {
		if e.Kind == engine.EvRoll {
			rolls = append(rolls, e.Face)
		}
	}
	climbed := int(a) > b.Top
	gain := g.Scores[p] - b.Scores[p]
	switch {
	case climbed != (len(rolls) == 1) || len(rolls) > 1:
		return fmt.Errorf("playing %d on %d rolled %v", a, b.Top, rolls)
	case climbed && rolls[0] != 1 && gain != int(a):
		return fmt.Errorf("climbing with %d and rolling %d scored %d", a, rolls[0], gain)
	case (!climbed || rolls[0] == 1) && gain != 0:
		return fmt.Errorf("playing %d on %d without climbing (or slipping) scored %d", a, b.Top, gain)
	case g.Top != int(a):
		return fmt.Errorf("the top is %d after playing %d", g.Top, a)
	}
	return nil
}

func TestTicTacToeResults(t *testing.T) {
	tests := []struct {
		name  string
		moves []engine.Action
		want  []float64
	}{
		{"X takes the top row", []engine.Action{0, 3, 1, 4, 2}, []float64{1, 0}},
		{"O takes the middle column", []engine.Action{0, 1, 3, 4, 8, 7}, []float64{0, 1}},
		{"X takes a diagonal", []engine.Action{2, 0, 4, 1, 6}, []float64{1, 0}},
		{"a full board is a draw", []engine.Action{0, 1, 2, 4, 3, 5, 7, 6, 8}, []float64{0.5, 0.5}},
	}
	for _, tt := range tests {
		g := &toys.TicTacToe{}
		for i, a := range tt.moves {
			if g.IsTerminal() {
				t.Fatalf("%s: the game ended before move %d", tt.name, i+1)
			}
			if err := g.Apply(a); err != nil {
				t.Fatalf("%s: move %d: %v", tt.name, i+1, err)
			}
		}
		if !g.IsTerminal() || !slices.Equal(g.Returns(), tt.want) {
			t.Errorf("%s: terminal %v, returns %v; want %v", tt.name, g.IsTerminal(), g.Returns(), tt.want)
		}
	}
}

func TestTicTacToeRefusals(t *testing.T) {
	g := &toys.TicTacToe{}
	g.Apply(4)
	if got := g.ActionString(6); got != engine.Who(1)+" (O) marks row 3, column 1" {
		t.Errorf("ActionString(6) = %q", got)
	}
	won := &toys.TicTacToe{}
	for _, a := range []engine.Action{0, 3, 1, 4, 2} {
		won.Apply(a)
	}
	tests := []struct {
		g    *toys.TicTacToe
		a    engine.Action
		want string
	}{
		{g, 4, "cell 4 is already marked"},
		{g, 9, "there is no cell 9"},
		{won, 8, "the game is over"},
	}
	for _, tt := range tests {
		var ie *engine.IllegalError
		if err := tt.g.Apply(tt.a); !errors.As(err, &ie) || ie.Reason != tt.want {
			t.Errorf("Apply(%d) = %v, want %q", tt.a, err, tt.want)
		}
	}
}

func TestClimbLowerCardNeitherRollsNorScores(t *testing.T) {
	c := &toys.Climb{Players: 2, Hands: [][]int{{2, 5, 9}, {1, 3, 3}}, Deck: engine.NewDeck(7), Top: 4, Scores: []int{0, 0}}
	if err := c.Apply(2); err != nil {
		t.Fatal(err)
	}
	if c.Top != 2 || c.Scores[0] != 0 || !slices.Equal(c.Hands[0], []int{5, 7, 9}) || c.Turn != 1 {
		t.Errorf("after lowering with 2: top %d, score %d, hand %v, seat %d to play", c.Top, c.Scores[0], c.Hands[0], c.Turn)
	}
	want := []engine.EventKind{engine.EvReveal, engine.EvDraw}
	var got []engine.EventKind
	for _, e := range c.Events() {
		got = append(got, e.Kind)
	}
	if !slices.Equal(got, want) {
		t.Errorf("events %v, want a reveal then a draw", c.Events())
	}
}

func TestClimbHigherCardScoresUnlessTheDieSlips(t *testing.T) {
	slips, scores := 0, 0
	for seed := range uint64(60) {
		c := &toys.Climb{Players: 2, Hands: [][]int{{6}, {1}}, Top: 4, Scores: []int{10, 0}, RNG: engine.NewRNG(seed)}
		if err := c.Apply(6); err != nil {
			t.Fatal(err)
		}
		face := c.Events()[1].Face
		want := 16
		if face == 1 {
			want, slips = 10, slips+1
		} else {
			scores++
		}
		if c.Scores[0] != want || c.Top != 6 {
			t.Errorf("seed %d: rolled %d, score %d and top %d; want %d and 6", seed, face, c.Scores[0], c.Top, want)
		}
	}
	if slips == 0 || scores == 0 {
		t.Errorf("60 climbs gave %d slips and %d scores; both should happen", slips, scores)
	}
}

func TestClimbSkipsEmptyHandsAndEnds(t *testing.T) {
	c := &toys.Climb{Players: 3, Hands: [][]int{{5}, {}, {3}}, Top: 9, Scores: []int{4, 7, 7}}
	if err := c.Apply(5); err != nil {
		t.Fatal(err)
	}
	if c.CurrentPlayer() != 2 {
		t.Errorf("seat %d to play, want seat 2 (seat 1 has no cards)", c.CurrentPlayer())
	}
	var ie *engine.IllegalError
	if err := c.Apply(4); !errors.As(err, &ie) || ie.Reason != "you hold no 4" {
		t.Errorf("playing a card not held gave %v", err)
	}
	if err := c.Apply(3); err != nil {
		t.Fatal(err)
	}
	if !c.IsTerminal() || c.CurrentPlayer() != engine.NoPlayer || !slices.Equal(c.Returns(), []float64{0, 1, 1}) {
		t.Errorf("terminal %v, player %d, returns %v; want a shared win for seats 1 and 2", c.IsTerminal(), c.CurrentPlayer(), c.Returns())
	}
	if err := c.Apply(3); !errors.As(err, &ie) || ie.Reason != "the game is over" {
		t.Errorf("playing after the end gave %v", err)
	}
}

func TestClimbViewAndDeterminize(t *testing.T) {
	c := toys.NewClimb(3, 21)
	c.Apply(c.LegalActions(nil)[0]) // seat 0 draws a card only it sees
	v := c.View(1).(*toys.Climb)
	if !slices.Equal(v.Hands[1], c.Hands[1]) || v.Hands[0][0] != toys.Hidden || v.Deck.Cards[0] != toys.Hidden || v.RNG != (engine.RNG{}) {
		t.Errorf("seat 1's view: hands %v, deck %v, rng %+v", v.Hands, v.Deck.Cards, v.RNG)
	}
	for _, e := range v.Events() {
		if e.Kind == engine.EvDraw && e.Card != toys.Hidden {
			t.Errorf("seat 1 sees the card seat 0 drew: %+v", e)
		}
	}
	d := c.Determinize(1, engine.Seeded(3)).(*toys.Climb)
	if !slices.Equal(d.Hands[1], c.Hands[1]) || !slices.Equal(d.Scores, c.Scores) || d.Top != c.Top {
		t.Errorf("determinizing for seat 1 changed what it sees")
	}
	unseen := func(g *toys.Climb) []int {
		out := append(slices.Clone(g.Deck.Cards), g.Hands[0]...)
		return slices.Sorted(slices.Values(append(out, g.Hands[2]...)))
	}
	if !slices.Equal(unseen(d), unseen(c)) {
		t.Errorf("the unseen cards %v became %v", unseen(c), unseen(d))
	}
}

func TestInvariantHooksCatchBrokenStates(t *testing.T) {
	climb := func(change func(c *toys.Climb)) engine.State {
		c := toys.NewClimb(2, 4)
		c.Apply(c.LegalActions(nil)[0])
		change(c)
		return c
	}
	tests := []struct {
		name string
		s    engine.State
		err  func(engine.State) error
	}{
		{"climb: a third copy", climb(func(c *toys.Climb) { c.Deck.Cards[0], c.Deck.Cards[1] = c.Hands[1][0], c.Hands[1][0] }), climbInvariants},
		{"climb: four in hand", climb(func(c *toys.Climb) { c.Hands[0] = append(c.Hands[0], 9) }), climbInvariants},
		{"climb: score from nothing", climb(func(c *toys.Climb) { c.Scores[1] = 50 }), climbInvariants},
		{"climb: top not played", climb(func(c *toys.Climb) { c.Top = 0 }), climbInvariants},
		{"tictactoe: two X ahead", &toys.TicTacToe{Board: [9]int8{1, 1}}, tictactoeInvariants},
		{"tictactoe: play after a win", &toys.TicTacToe{Board: [9]int8{1, 1, 1, 2, 2, 0, 2}, Winner: 1, Turn: 0}, tictactoeInvariants},
		{"tictactoe: unnoticed line", &toys.TicTacToe{Board: [9]int8{1, 1, 1, 2, 2}, Turn: 1}, tictactoeInvariants},
	}
	for _, tt := range tests {
		if err := tt.err(tt.s); err == nil {
			t.Errorf("%s: the invariants accept it", tt.name)
		}
	}
	before := toys.NewClimb(2, 4)
	after := before.Clone().(*toys.Climb)
	after.Apply(after.LegalActions(nil)[0])
	lost := after.Clone().(*toys.Climb)
	lost.Deck.Draw()
	if climbStep(before, lost, engine.Action(after.Top)) == nil {
		t.Error("climbStep accepts a card lost from the deck")
	}
	after.Scores[0] = -1
	if climbStep(before, after, engine.Action(after.Top)) == nil {
		t.Error("climbStep accepts a score going down")
	}
}
