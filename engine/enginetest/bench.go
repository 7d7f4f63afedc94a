package enginetest

import (
	"testing"

	"github.com/herotable/herotable/engine"
)

// BenchmarkPlayout measures random playouts of a game from setup to the end,
// as bots run them, and reports actions/s. Call it from a game's benchmark:
//
//	func BenchmarkPlayout(b *testing.B) { enginetest.BenchmarkPlayout(b, "climb", 3) }
func BenchmarkPlayout(b *testing.B, game string, players int) {
	info, ok := engine.Lookup(game)
	if !ok {
		b.Fatalf("game %q is not registered", game)
	}
	opts, err := info.Resolve(nil)
	if err != nil {
		b.Fatal(err)
	}
	r := engine.NewRNG(1)
	var buf []engine.Action
	actions, seed := 0, uint64(0)
	for b.Loop() {
		seed++
		s, err := info.New(players, seed, opts)
		if err != nil {
			b.Fatalf("setup with seed %d: %v", seed, err)
		}
		for {
			buf = s.LegalActions(buf[:0])
			if len(buf) == 0 {
				break
			}
			if err := s.Apply(buf[r.IntN(len(buf))]); err != nil {
				b.Fatalf("seed %d: a legal action was refused: %v", seed, err)
			}
			actions++
		}
	}
	b.ReportMetric(float64(actions)/b.Elapsed().Seconds(), "actions/s")
	b.ReportMetric(float64(actions)/float64(seed), "actions/playout")
}
