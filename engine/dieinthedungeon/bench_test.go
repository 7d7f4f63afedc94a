package dieinthedungeon

import (
	"testing"

	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/engine/bot"
	"github.com/herotable/herotable/engine/enginetest"
)

func BenchmarkPlayoutSolo(b *testing.B) { enginetest.BenchmarkPlayout(b, GameID, 1) }
func BenchmarkPlayoutDuel(b *testing.B) { enginetest.BenchmarkPlayout(b, GameID, 2) }

// midMap1 is a map1 game a few turns in, at the creature's first move.
func midMap1(b *testing.B) *State {
	s, err := New(1, 7, engine.Options{}.With(OptMap, "map1"))
	if err != nil {
		b.Fatal(err)
	}
	if err := s.Apply(Act(KLayout, LayoutIndex(GreedyLayout))); err != nil {
		b.Fatal(err)
	}
	return s
}

// BenchmarkNormalDecision is one Normal-strength decision at the start of
// a map1 game.
func BenchmarkNormalDecision(b *testing.B) {
	s := midMap1(b)
	nb, _ := bot.New(bot.Normal, 1)
	for b.Loop() {
		bot.Choose(nb, s, s.CurrentPlayer())
	}
}

// BenchmarkDeterminize is one determinization, which every MCTS iteration makes.
func BenchmarkDeterminize(b *testing.B) {
	s := midMap1(b)
	r := engine.NewRNG(3)
	for b.Loop() {
		s.Determinize(0, &r)
	}
}

// BenchmarkEvaluate is one call of the greedy hook.
func BenchmarkEvaluate(b *testing.B) {
	s := midMap1(b)
	for b.Loop() {
		Evaluate(s, 0)
	}
}
