package herohouse

import (
	"testing"

	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/engine/bot"
	"github.com/herotable/herotable/engine/enginetest"
)

func BenchmarkPlayout2(b *testing.B) { enginetest.BenchmarkPlayout(b, GameID, 2) }
func BenchmarkPlayout4(b *testing.B) { enginetest.BenchmarkPlayout(b, GameID, 4) }

// BenchmarkNormalDecision is one Normal-strength bot decision at the first
// turn of a 4-player game.
func BenchmarkNormalDecision(b *testing.B) {
	s, err := New(4, 7)
	if err != nil {
		b.Fatal(err)
	}
	nb, err := bot.New(bot.Normal, 1)
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		bot.Choose(nb, s, s.CurrentPlayer())
	}
}

// BenchmarkDeterminize is one determinization, which every MCTS iteration makes.
func BenchmarkDeterminize(b *testing.B) {
	s, _ := New(4, 7)
	r := engine.NewRNG(3)
	for b.Loop() {
		s.Determinize(s.CurrentPlayer(), &r)
	}
}
