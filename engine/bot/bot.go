// Package bot is Hero Table's AI: bots that play any seat of any registered
// game through the engine.State contract alone, so a new game gets opponents
// the day its rules compile.
//
// Bots never peek. Apart from the root's CurrentPlayer and LegalActions (which
// are public to the seat that acts) a bot looks at a state only through
// s.Determinize(me, rng) copies, whose content depends on nothing but what
// seat me may see.
//
// Strengths, weakest first:
//
//	random  uniform over the legal actions
//	greedy  one-ply lookahead averaged over determinizations, scored by the
//	        game's Evaluate hook (or by random playouts when it has none)
//	easy    information-set MCTS,  200 iterations, picks a child at random
//	        in proportion to its visits (so it slips now and then)
//	normal  information-set MCTS, 2000 iterations, most-visited child
//	hard    information-set MCTS, 8000 iterations, most-visited child
//
// Strengths are defined by iterations, not time, so a strength plays the same
// on every machine and a seeded game is reproducible. Every bot is steppable:
// the UI calls Step with a small n each frame, because the browser build has
// one thread and must not freeze.
package bot

import (
	"fmt"
	"strings"

	"github.com/herotable/herotable/engine"
)

// The strength names, as seats and herosim spell them.
const (
	Random = "random"
	Greedy = "greedy"
	Easy   = "easy"
	Normal = "normal"
	Hard   = "hard"
)

// Strengths lists every strength, weakest first.
var Strengths = []string{Random, Greedy, Easy, Normal, Hard}

// Iteration budgets of the MCTS strengths (per decision).
const (
	EasyIterations   = 200
	NormalIterations = 2000
	HardIterations   = 8000
)

// EasyTemperature is how loosely Easy picks among the root's children:
// with 1 it plays a move with probability proportional to its visits.
const EasyTemperature = 1.0

// Bot decides for one seat. Start begins a decision for seat me in s
// (s.CurrentPlayer() == me); Step thinks for at most n iterations and reports
// whether the decision is ready; Best is the decision (the best so far if
// called early). Before the first Start, Step reports done and Best is 0.
// A bot is used by one goroutine at a time; it may be reused
// for any number of decisions, and its random stream carries on from one
// decision to the next.
type Bot interface {
	Start(s engine.State, me engine.Player)
	Step(n int) (done bool)
	Best() engine.Action
}

// New makes a bot of the given strength whose every random choice comes from
// seed.
func New(strength string, seed uint64) (Bot, error) {
	switch strength {
	case Random:
		return newRandom(seed), nil
	case Greedy:
		return newGreedy(seed), nil
	}
	cfg, err := StrengthConfig(strength)
	if err != nil {
		return nil, err
	}
	return NewMCTS(cfg, seed), nil
}

// StrengthConfig is the MCTS set-up behind Easy, Normal or Hard, for callers
// that want to add a TimeBudget cap to a strength.
func StrengthConfig(strength string) (MCTSConfig, error) {
	switch strength {
	case Easy:
		return MCTSConfig{Iterations: EasyIterations, Temperature: EasyTemperature}, nil
	case Normal:
		return MCTSConfig{Iterations: NormalIterations}, nil
	case Hard:
		return MCTSConfig{Iterations: HardIterations}, nil
	case Random, Greedy:
		return MCTSConfig{}, fmt.Errorf("bot strength %q is not an MCTS strength", strength)
	}
	return MCTSConfig{}, fmt.Errorf("unknown bot strength %q: want one of %s", strength, strings.Join(Strengths, ", "))
}

// chooseChunk is how many iterations Choose asks for per Step; any value
// gives the same decision, this one just keeps the call overhead small.
const chooseChunk = 1024

// Choose runs a whole decision at once: Start, Step until done, Best.
func Choose(b Bot, s engine.State, me engine.Player) engine.Action {
	b.Start(s, me)
	for !b.Step(chooseChunk) {
	}
	return b.Best()
}

// rootActions checks Start's precondition and returns the actor's legal
// actions (public to the actor, so reading them is not peeking). Starting a
// bot for a seat that is not to act is a programming error, hence the panic.
func rootActions(s engine.State, me engine.Player, buf []engine.Action) []engine.Action {
	if p := s.CurrentPlayer(); p != me {
		panic(fmt.Sprintf("bot: asked to decide for seat %d in %s, but seat %d is to act", me, s.GameID(), p))
	}
	buf = s.LegalActions(buf[:0])
	if len(buf) == 0 {
		panic(fmt.Sprintf("bot: seat %d is to act in %s but has no legal action (the game breaks the State contract)", me, s.GameID()))
	}
	return buf
}

// evaluator returns the game's optional Evaluate hook.
func evaluator(s engine.State) func(engine.State, engine.Player) float64 {
	info, _ := engine.Lookup(s.GameID())
	return info.Evaluate
}
