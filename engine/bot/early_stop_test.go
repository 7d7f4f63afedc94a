package bot

import (
	"testing"

	"github.com/herotable/herotable/engine"
)

// TestEarlyStopChangesNoDecision plays positions of two games with the
// exact early stop on and off: every decision must be the same, and the
// early stop must actually save iterations somewhere.
func TestEarlyStopChangesNoDecision(t *testing.T) {
	defer func(old bool) { earlyStop = old }(earlyStop)
	saved := 0
	for _, id := range []string{"tictactoe", "climb"} {
		for seed := uint64(1); seed <= 6; seed++ {
			s := newGame(t, id, 2, seed)
			for step := 0; !s.IsTerminal() && step < 30; step++ {
				p := s.CurrentPlayer()
				var picks [2]engine.Action
				var iters [2]int
				for k, on := range []bool{true, false} {
					earlyStop = on
					b := NewMCTS(MCTSConfig{Iterations: 600}, seed*100+uint64(step))
					picks[k] = Choose(b, s, p)
					iters[k] = b.(*mcts).iters
				}
				if picks[0] != picks[1] {
					t.Fatalf("%s seed %d step %d: early stop chose %d, the full search %d", id, seed, step, picks[0], picks[1])
				}
				if iters[0] > iters[1] {
					t.Fatalf("%s: early stop ran more iterations (%d > %d)", id, iters[0], iters[1])
				}
				saved += iters[1] - iters[0]
				if err := s.Apply(picks[0]); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	if saved == 0 {
		t.Error("the early stop never stopped a search early")
	}
}
