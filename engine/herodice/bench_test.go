package herodice

import (
	"testing"

	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/engine/bot"
	"github.com/herotable/herotable/engine/enginetest"
)

func BenchmarkPlayout(b *testing.B) { enginetest.BenchmarkPlayout(b, GameID, 1) }

// midGame is a Standard Grid game some random steps in, in a fight if one came.
func midGame(b *testing.B) *State {
	s, err := New(7, engine.Options{})
	if err != nil {
		b.Fatal(err)
	}
	r := engine.NewRNG(1)
	for range 25 {
		if s.IsTerminal() {
			break
		}
		l := s.LegalActions(nil)
		if err := s.Apply(l[r.IntN(len(l))]); err != nil {
			b.Fatal(err)
		}
	}
	return s
}

// BenchmarkNormalDecision is one Normal-strength decision at the start.
func BenchmarkNormalDecision(b *testing.B) {
	s, _ := New(7, engine.Options{})
	nb, _ := bot.New(bot.Normal, 1)
	for b.Loop() {
		bot.Choose(nb, s, s.CurrentPlayer())
	}
}

// BenchmarkDeterminize is one determinization, which every MCTS iteration makes.
func BenchmarkDeterminize(b *testing.B) {
	s := midGame(b)
	r := engine.NewRNG(3)
	for b.Loop() {
		s.Determinize(0, &r)
	}
}

// BenchmarkEvaluate is one call of the greedy hook.
func BenchmarkEvaluate(b *testing.B) {
	s := midGame(b)
	for b.Loop() {
		Evaluate(s, 0)
	}
}

// BenchmarkSave is a save's encode and decode of a game in progress.
func BenchmarkSave(b *testing.B) {
	s := midGame(b)
	for b.Loop() {
		buf, err := s.MarshalMsg(nil)
		if err != nil {
			b.Fatal(err)
		}
		var d State
		if _, err := d.UnmarshalMsg(buf); err != nil {
			b.Fatal(err)
		}
	}
}
