package bot

import (
	"fmt"
	"sync"
	"testing"

	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/engine/toys"
)

// TestTicTacToeNeverLosesToRandom plays seeded games on either side.
func TestTicTacToeNeverLosesToRandom(t *testing.T) {
	for _, tc := range []struct {
		strength string
		games    int
	}{{Normal, 40}, {Hard, 10}} {
		t.Run(tc.strength, func(t *testing.T) {
			t.Parallel()
			wins := 0
			for g := range tc.games {
				me := engine.Player(g % 2)
				bots := make([]Bot, 2)
				bots[me] = mustBot(t, tc.strength, uint64(g))
				bots[1-me] = mustBot(t, Random, uint64(g)+500)
				ret, log := play(t, newGame(t, "tictactoe", 2, 0), bots)
				switch score(ret, me) {
				case 0:
					t.Errorf("game %d: lost as seat %d to random: %v", g, me, log)
				case 1:
					wins++
				}
			}
			// Random blunders a lot: a bot that only avoided losing would
			// not win most games.
			if wins < tc.games*3/4 {
				t.Errorf("won only %d of %d games against random", wins, tc.games)
			}
		})
	}
}

// TestTicTacToeTactics: hand-built positions with one right answer.
func TestTicTacToeTactics(t *testing.T) {
	cases := []struct {
		name      string
		moves     []engine.Action
		want      engine.Action
		strengths []string
	}{
		{"X completes the top row", []engine.Action{0, 4, 1, 8}, 2, []string{Greedy, Normal, Hard}},
		{"O completes the diagonal", []engine.Action{0, 4, 1, 2, 8}, 6, []string{Greedy, Normal, Hard}},
		{"X wins rather than blocks", []engine.Action{0, 3, 1, 4}, 2, []string{Greedy, Normal, Hard}},
		{"O blocks the top row", []engine.Action{0, 4, 1}, 2, []string{Normal, Hard}},
		{"O blocks the anti-diagonal", []engine.Action{4, 0, 2}, 6, []string{Normal, Hard}},
		{"X blocks the middle column", []engine.Action{0, 1, 8, 4}, 7, []string{Normal, Hard}},
	}
	for _, tc := range cases {
		s := replay(t, newGame(t, "tictactoe", 2, 0), tc.moves...)
		for _, strength := range tc.strengths {
			for seed := range uint64(5) {
				if got := Choose(mustBot(t, strength, seed), s, s.CurrentPlayer()); got != tc.want {
					t.Errorf("%s: %s (seed %d) played %d, want %d", tc.name, strength, seed, got, tc.want)
				}
			}
		}
	}
}

// TestClimbBeatsRandom plays 2-player Climb against the random bot, seats
// alternating, scoring 1 a win, ½ a shared win, 0 a loss. Climb is mostly
// luck, so the edge is modest; the bounds sit about three standard errors
// below the rates measured over many more games (greedy 0.587 over 20,000,
// normal 0.67 over 600), and well above the 0.5 that random itself scores.
func TestClimbBeatsRandom(t *testing.T) {
	for _, tc := range []struct {
		strength string
		games    int
		min      float64
	}{
		{Greedy, 2000, 0.55}, // standard error ≈ 0.011
		{Normal, 200, 0.57},  // standard error ≈ 0.033
	} {
		t.Run(tc.strength, func(t *testing.T) {
			t.Parallel()
			scores := make([]float64, tc.games)
			errs := make([]error, tc.games)
			var wg sync.WaitGroup
			const workers = 2
			for w := range workers {
				wg.Add(1)
				go func() {
					defer wg.Done()
					for g := w; g < tc.games; g += workers {
						scores[g], errs[g] = climbAgainstRandom(tc.strength, g)
					}
				}()
			}
			wg.Wait()
			total := 0.0
			for g := range tc.games {
				if errs[g] != nil {
					t.Fatal(errs[g])
				}
				total += scores[g]
			}
			rate := total / float64(tc.games)
			t.Logf("%s scores %.3f against random over %d games", tc.strength, rate, tc.games)
			if rate < tc.min {
				t.Errorf("%s scores %.3f against random over %d games, want ≥ %.2f", tc.strength, rate, tc.games, tc.min)
			}
		})
	}
}

// climbAgainstRandom plays seeded game g of 2-player Climb, strength in seat
// g%2 and the random bot in the other, and returns the strength's score.
func climbAgainstRandom(strength string, g int) (float64, error) {
	me := engine.Player(g % 2)
	bots := make([]Bot, 2)
	var err error
	if bots[me], err = New(strength, uint64(g)+100); err != nil {
		return 0, err
	}
	bots[1-me] = newRandom(uint64(g) + 200)
	ret, _, err := playGame(toys.NewClimb(2, uint64(g)), bots)
	if err != nil {
		return 0, fmt.Errorf("game %d: %w", g, err)
	}
	return score(ret, me), nil
}
