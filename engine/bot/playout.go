package bot

import (
	"fmt"

	"github.com/herotable/herotable/engine"
)

// maxPlayoutSteps stops a playout in a game that random play never ends (a
// game bug, or a game that relies on its players to finish); such a playout
// is scored by the Evaluate hook, or as a draw.
const maxPlayoutSteps = 100_000

// playout plays uniformly random legal actions in s until the game ends or
// limit actions have been played (limit <= 0: until the end, or
// maxPlayoutSteps). It returns how many actions it played and buf, which it
// uses for the legal actions so that a playout allocates nothing itself.
func playout(s engine.State, rng *engine.RNG, buf []engine.Action, limit int) (int, []engine.Action) {
	if limit <= 0 || limit > maxPlayoutSteps {
		limit = maxPlayoutSteps
	}
	for n := 0; n < limit; n++ {
		buf = s.LegalActions(buf[:0])
		if len(buf) == 0 {
			return n, buf
		}
		mustApply(s, buf[rng.IntN(len(buf))])
	}
	return limit, buf
}

// determinize is root.Determinize(me, rng), made quiet (engine.Quieter) when
// the game can: nobody shows a bot's determinizations their events, and
// recording them costs about a fifth of a Climb playout.
func determinize(root engine.State, me engine.Player, rng *engine.RNG) engine.State {
	d := root.Determinize(me, rng)
	if q, ok := d.(engine.Quieter); ok {
		q.Quiet()
	}
	return d
}

// mustApply applies an action the state itself listed as legal. A refusal
// means the game breaks the State contract, which the conformance suite
// exists to catch; going on would only hide it.
func mustApply(s engine.State, a engine.Action) {
	if err := s.Apply(a); err != nil {
		panic(fmt.Sprintf("bot: %s refused its own legal action %d: %v", s.GameID(), a, err))
	}
}

// values writes every seat's value of s into out (grown as needed) and
// returns it: the returns when s is terminal, else the Evaluate hook's
// scores, else 0.5 for everyone (nothing is known).
func values(s engine.State, eval func(engine.State, engine.Player) float64, out []float64) []float64 {
	n := s.NumPlayers()
	out = out[:0]
	switch {
	case s.IsTerminal():
		out = append(out, s.Returns()...)
	case eval != nil:
		for p := range n {
			out = append(out, eval(s, engine.Player(p)))
		}
	default:
		for range n {
			out = append(out, 0.5)
		}
	}
	return out
}

// value is one seat's entry of values, without the slice.
func value(s engine.State, eval func(engine.State, engine.Player) float64, p engine.Player) float64 {
	switch {
	case s.IsTerminal():
		return s.Returns()[p]
	case eval != nil:
		return eval(s, p)
	}
	return 0.5
}
