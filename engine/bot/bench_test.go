package bot

import (
	"testing"

	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/engine/toys"
)

// The targets these measure (issue 2): IS-MCTS ≥ 23,000 iterations/s on
// tic-tac-toe and random playouts ≥ 1,000,000 actions/s per core. Run with
// go test -bench . -run '^$' ./engine/bot/

// benchIterations is one decision's budget in BenchmarkMCTS*.
const benchIterations = 1000

func benchMCTS(b *testing.B, start engine.State) {
	bot := NewMCTS(MCTSConfig{Iterations: benchIterations}, 1)
	me := start.CurrentPlayer()
	b.ReportAllocs()
	b.ResetTimer()
	for range b.N {
		Choose(bot, start, me)
	}
	b.ReportMetric(float64(b.N*benchIterations)/b.Elapsed().Seconds(), "iterations/s")
}

// BenchmarkMCTSTicTacToe: one op is a 1000-iteration decision on the empty
// board (the largest tree tic-tac-toe has).
func BenchmarkMCTSTicTacToe(b *testing.B) { benchMCTS(b, &toys.TicTacToe{}) }

// BenchmarkMCTSClimb: the same on Climb's first move, 2 players, where every
// iteration also re-deals the hidden cards.
func BenchmarkMCTSClimb(b *testing.B) { benchMCTS(b, toys.NewClimb(2, 7)) }

// benchPlayout times random playouts from a fresh clone of start (the clone
// is timed too: MCTS pays for one per iteration).
func benchPlayout(b *testing.B, start engine.State, quiet func(engine.State)) {
	rng := engine.NewRNG(1)
	var buf []engine.Action
	actions := 0
	b.ReportAllocs()
	b.ResetTimer()
	for range b.N {
		s := start.Clone()
		if quiet != nil {
			quiet(s)
		}
		var n int
		n, buf = playout(s, &rng, buf, 0)
		actions += n
	}
	b.ReportMetric(float64(actions)/b.Elapsed().Seconds(), "actions/s")
	b.ReportMetric(float64(actions)/float64(b.N), "actions/op")
}

func BenchmarkRandomPlayoutTicTacToe(b *testing.B) { benchPlayout(b, &toys.TicTacToe{}, nil) }

func BenchmarkRandomPlayoutClimb(b *testing.B) {
	for _, players := range []int{2, 4} {
		b.Run(string(rune('0'+players))+"p", func(b *testing.B) { benchPlayout(b, toys.NewClimb(players, 7), nil) })
	}
}

// BenchmarkRandomPlayoutClimbQuiet measures what event recording costs in
// playouts: the same playouts with the recorder switched off, which only a
// game's own type can do today (see the report's kernel note).
func BenchmarkRandomPlayoutClimbQuiet(b *testing.B) {
	benchPlayout(b, toys.NewClimb(2, 7), func(s engine.State) { s.(*toys.Climb).Ev.Off = true })
}
