package bot

import (
	"fmt"
	"testing"

	"github.com/herotable/herotable/engine"
	_ "github.com/herotable/herotable/engine/toys" // registers tictactoe and climb
)

// newGame starts a registered game with n seats.
func newGame(t testing.TB, id string, n int, seed uint64) engine.State {
	t.Helper()
	info, ok := engine.Lookup(id)
	if !ok {
		t.Fatalf("game %q is not registered", id)
	}
	s, err := info.New(n, seed, nil)
	if err != nil {
		t.Fatalf("%s setup: %v", id, err)
	}
	return s
}

// mustBot is New for strengths the test knows exist.
func mustBot(t testing.TB, strength string, seed uint64) Bot {
	t.Helper()
	b, err := New(strength, seed)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// play lets bots[p] play seat p until the game ends, checking that every
// decision is legal, and returns the final returns and the actions played.
func play(t testing.TB, s engine.State, bots []Bot) ([]float64, []engine.Action) {
	t.Helper()
	ret, log, err := playGame(s, bots)
	if err != nil {
		t.Fatal(err)
	}
	return ret, log
}

// playGame is play for goroutines, which may not call t.Fatal.
func playGame(s engine.State, bots []Bot) ([]float64, []engine.Action, error) {
	var log []engine.Action
	for !s.IsTerminal() {
		p := s.CurrentPlayer()
		a := Choose(bots[p], s, p)
		if err := s.Apply(a); err != nil {
			return nil, log, fmt.Errorf("%s: seat %d chose an illegal action after %v: %w", s.GameID(), p, log, err)
		}
		log = append(log, a)
	}
	return s.Returns(), log, nil
}

// replay applies actions to a fresh game, failing the test on a refusal.
func replay(t testing.TB, s engine.State, actions ...engine.Action) engine.State {
	t.Helper()
	for _, a := range actions {
		if err := s.Apply(a); err != nil {
			t.Fatalf("setting up position %v: %v", actions, err)
		}
	}
	return s
}

// score is a seat's result against one other: 1 a win, ½ a shared win or
// draw, 0 a loss.
func score(returns []float64, me engine.Player) float64 {
	won, others := returns[me] >= 1, false
	for p, r := range returns {
		if engine.Player(p) != me && r >= 1 {
			others = true
		}
	}
	switch {
	case won && !others:
		return 1
	case won == others:
		return 0.5
	}
	return 0
}
