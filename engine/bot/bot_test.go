package bot

import (
	"bytes"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/herotable/herotable/engine"
)

func TestNewRejectsUnknownStrengths(t *testing.T) {
	for _, name := range []string{"", "Normal", "expert", "hard ", "mcts"} {
		b, err := New(name, 1)
		if err == nil {
			t.Errorf("New(%q) = %T, want an error", name, b)
			continue
		}
		if msg := err.Error(); !strings.Contains(msg, fmt.Sprintf("%q", name)) || !strings.Contains(msg, Normal) {
			t.Errorf("New(%q) error %q should name the strength and list the known ones", name, msg)
		}
	}
	for _, name := range Strengths {
		if _, err := New(name, 1); err != nil {
			t.Errorf("New(%q): %v", name, err)
		}
	}
}

func TestStrengthConfigGrowsWithStrength(t *testing.T) {
	prev := 0
	for _, name := range []string{Easy, Normal, Hard} {
		cfg, err := StrengthConfig(name)
		if err != nil {
			t.Fatalf("StrengthConfig(%q): %v", name, err)
		}
		if cfg.Iterations <= prev || cfg.TimeBudget != 0 {
			t.Errorf("%s: %+v, want more iterations than %d and no time budget", name, cfg, prev)
		}
		prev = cfg.Iterations
	}
	for _, name := range []string{Random, Greedy, "nope"} {
		if _, err := StrengthConfig(name); err == nil {
			t.Errorf("StrengthConfig(%q) gave no error", name)
		}
	}
}

// TestEveryStrengthPlaysLegally lets every strength play every seat of whole
// games, checking the decision and every intermediate Best for legality.
func TestEveryStrengthPlaysLegally(t *testing.T) {
	tables := []struct {
		game    string
		players int
	}{{"tictactoe", 2}, {"climb", 2}, {"climb", 3}, {"climb", 4}}
	games := map[string]int{Random: 40, Greedy: 15, Easy: 4, Normal: 2, Hard: 1}
	for _, strength := range Strengths {
		t.Run(strength, func(t *testing.T) {
			t.Parallel()
			for _, tb := range tables {
				for g := range games[strength] {
					seed := uint64(1000*tb.players + g)
					s := newGame(t, tb.game, tb.players, seed)
					bots := make([]Bot, tb.players)
					for p := range bots {
						bots[p] = mustBot(t, strength, seed*10+uint64(p))
					}
					for steps := 0; !s.IsTerminal(); steps++ {
						p := s.CurrentPlayer()
						b := bots[p]
						b.Start(s, p)
						for done := false; !done; {
							done = b.Step(97)
							if a := b.Best(); !engine.IsLegal(s, a) {
								t.Fatalf("%s %dp seed %d step %d: %s bot's Best %d is illegal (done=%v)", tb.game, tb.players, seed, steps, strength, a, done)
							}
						}
						if err := s.Apply(b.Best()); err != nil {
							t.Fatal(err)
						}
					}
				}
			}
		})
	}
}

// position is a mid-game state to decide in.
type position struct {
	name  string
	state func(t testing.TB) engine.State
}

var positions = []position{
	{"tictactoe after a centre opening", func(t testing.TB) engine.State {
		return replay(t, newGame(t, "tictactoe", 2, 0), 4)
	}},
	{"climb 3p after four plays", func(t testing.TB) engine.State {
		s := newGame(t, "climb", 3, 5)
		for range 4 {
			var buf [16]engine.Action
			replay(t, s, s.LegalActions(buf[:0])[0])
		}
		return s
	}},
}

func encode(t testing.TB, s engine.State) []byte {
	t.Helper()
	b, err := s.MarshalMsg(nil)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestDeterminism: the same strength and seed give the same decision, in
// one call or one iteration at a time, and the caller's state is untouched.
func TestDeterminism(t *testing.T) {
	for _, pos := range positions {
		for _, strength := range Strengths {
			t.Run(pos.name+"/"+strength, func(t *testing.T) {
				s := pos.state(t)
				before := encode(t, s)
				me := s.CurrentPlayer()
				want := Choose(mustBot(t, strength, 42), s, me)
				if got := Choose(mustBot(t, strength, 42), s, me); got != want {
					t.Errorf("second bot with seed 42 chose %d, first chose %d", got, want)
				}
				b := mustBot(t, strength, 42)
				b.Start(s, me)
				steps := 0
				for !b.Step(1) {
					steps++
				}
				if got := b.Best(); got != want {
					t.Errorf("stepping one iteration at a time (%d steps) chose %d, one call chose %d", steps, got, want)
				}
				if !bytes.Equal(encode(t, s), before) {
					t.Error("deciding changed the caller's state")
				}
			})
		}
	}
}

// TestWholeGameReproducible: a seeded table of reused bots plays the same
// game twice; the bots' streams carry on from decision to decision.
func TestWholeGameReproducible(t *testing.T) {
	run := func() ([]float64, []engine.Action) {
		bots := []Bot{mustBot(t, Easy, 1), mustBot(t, Greedy, 2), mustBot(t, Random, 3)}
		return play(t, newGame(t, "climb", 3, 99), bots)
	}
	r1, log1 := run()
	r2, log2 := run()
	if fmt.Sprint(log1) != fmt.Sprint(log2) || fmt.Sprint(r1) != fmt.Sprint(r2) {
		t.Errorf("same seeds, different games:\n%v %v\n%v %v", log1, r1, log2, r2)
	}
}

func TestSeedMatters(t *testing.T) {
	s := newGame(t, "tictactoe", 2, 0)
	seen := map[engine.Action]bool{}
	for seed := range uint64(30) {
		seen[Choose(mustBot(t, Random, seed), s, 0)] = true
	}
	if len(seen) < 3 {
		t.Errorf("30 seeds of the random bot chose only %v of 9 openings", seen)
	}
}

func TestForcedMoveNeedsNoThought(t *testing.T) {
	s := replay(t, newGame(t, "tictactoe", 2, 0), 0, 1, 2, 4, 3, 5, 7, 6) // only cell 8 left
	for _, strength := range Strengths {
		b := mustBot(t, strength, 1)
		b.Start(s, s.CurrentPlayer())
		if !b.Step(0) || b.Best() != 8 {
			t.Errorf("%s: Step(0) should finish at once with 8, got done=%v best=%d", strength, b.Step(0), b.Best())
		}
	}
}

func TestUnstartedBotIsHarmless(t *testing.T) {
	for _, strength := range Strengths {
		b := mustBot(t, strength, 1)
		if !b.Step(10) || b.Best() != 0 {
			t.Errorf("%s before Start: Step = %v, Best = %d; want true, 0", strength, b.Step(10), b.Best())
		}
	}
}

func TestIterationBudget(t *testing.T) {
	defer func(old bool) { earlyStop = old }(earlyStop)
	earlyStop = false // count every iteration
	s := newGame(t, "climb", 2, 3)
	b := NewMCTS(MCTSConfig{Iterations: 100, TimeBudget: time.Hour}, 1)
	b.Start(s, s.CurrentPlayer())
	if b.Step(99) {
		t.Fatal("done after 99 of 100 iterations")
	}
	if !b.Step(1) {
		t.Fatal("not done after 100 of 100 iterations")
	}
	if m := b.(*mcts); m.iters != 100 || m.tree.nodes[0].visits != 100 {
		t.Errorf("ran %d iterations, root has %d visits; want 100", m.iters, m.tree.nodes[0].visits)
	}
}

// TestTimeBudget checks the budget is honoured across small steps; the
// bounds are loose on purpose (this is not a speed test).
func TestTimeBudget(t *testing.T) {
	s := newGame(t, "climb", 2, 3)
	const budget = 20 * time.Millisecond
	b := NewMCTS(MCTSConfig{TimeBudget: budget}, 1)
	start := time.Now()
	b.Start(s, s.CurrentPlayer())
	calls := 1
	for !b.Step(50) {
		calls++
	}
	took := time.Since(start)
	m := b.(*mcts)
	if took < budget || took > 50*budget || calls < 2 || m.iters < 50 {
		t.Errorf("20ms budget: took %v in %d Step calls and %d iterations", took, calls, m.iters)
	}
	if !engine.IsLegal(s, b.Best()) {
		t.Errorf("illegal decision %d", b.Best())
	}
}

func TestTreeCapStopsGrowth(t *testing.T) {
	s := newGame(t, "tictactoe", 2, 0)
	b := NewMCTS(MCTSConfig{Iterations: 500, MaxNodes: 20}, 1)
	a := Choose(b, s, 0)
	if n := len(b.(*mcts).tree.nodes); n != 20 {
		t.Errorf("tree has %d nodes, cap is 20", n)
	}
	if !engine.IsLegal(s, a) {
		t.Errorf("illegal decision %d", a)
	}
}

func TestStartForWrongSeatPanics(t *testing.T) {
	s := newGame(t, "tictactoe", 2, 0) // seat 0 to act
	for _, strength := range Strengths {
		func() {
			defer func() {
				if r := recover(); r == nil || !strings.Contains(fmt.Sprint(r), "seat 1") {
					t.Errorf("%s: Start for seat 1 gave %v, want a panic naming seat 1", strength, r)
				}
			}()
			mustBot(t, strength, 1).Start(s, 1)
		}()
	}
}
