package bot

import "github.com/herotable/herotable/engine"

// Work of one greedy decision, in samples per legal action.
const (
	// greedySamples determinizations per action when the game has an
	// Evaluate hook: enough to average out a die roll or a hidden draw.
	greedySamples = 8
	// greedyPlayouts random playouts per action when it has none; a single
	// playout is noisy, so it takes more of them.
	greedyPlayouts = 24
)

// greedyBot looks one action ahead. For each of a few determinizations it
// applies every legal action to a copy of the same determinization (so all
// actions meet the same hidden cards and the same dice, which makes their
// comparison fair) and scores the result for itself: by the returns when the
// game is over, else by the Evaluate hook, else by one random playout to the
// end. It plays the action with the best mean; ties go to the bot's RNG.
//
// One Step iteration scores one (sample, action) pair.
type greedyBot struct {
	rng  engine.RNG
	root engine.State
	me   engine.Player
	eval func(engine.State, engine.Player) float64

	actions []engine.Action
	sum     []float64
	count   []int
	det     engine.State // the determinization of the current sample
	unit    int          // next (sample, action) pair, sample-major
	units   int
	done    bool
	best    engine.Action
	buf     []engine.Action
}

func newGreedy(seed uint64) *greedyBot { return &greedyBot{rng: engine.NewRNG(seed), done: true} } // done until Start

func (b *greedyBot) Start(s engine.State, me engine.Player) {
	b.actions = rootActions(s, me, b.actions)
	b.root, b.me, b.eval = s, me, evaluator(s)
	b.sum = zeroed(b.sum, len(b.actions))
	b.count = zeroed(b.count, len(b.actions))
	samples := greedySamples
	if b.eval == nil {
		samples = greedyPlayouts
	}
	b.det, b.unit, b.units = nil, 0, samples*len(b.actions)
	b.done = len(b.actions) == 1
	b.best = b.actions[0]
	if b.done {
		b.root = nil
	}
}

func (b *greedyBot) Step(n int) bool {
	for ; n > 0 && !b.done; n-- {
		j := b.unit % len(b.actions)
		if j == 0 {
			b.det = determinize(b.root, b.me, &b.rng)
		}
		c := b.det.Clone()
		mustApply(c, b.actions[j])
		if b.eval == nil && !c.IsTerminal() {
			_, b.buf = playout(c, &b.rng, b.buf, 0)
		}
		b.sum[j] += value(c, b.eval, b.me)
		b.count[j]++
		b.unit++
		if b.unit == b.units {
			b.finish()
		}
	}
	return b.done
}

// finish picks the best mean, drawing lots among equals.
func (b *greedyBot) finish() {
	b.done, b.det, b.root = true, nil, nil // keep no state alive
	const eps = 1e-9
	top := b.mean(0)
	ties := 1
	for j := 1; j < len(b.actions); j++ {
		switch m := b.mean(j); {
		case m > top+eps:
			top, ties = m, 1
		case m > top-eps:
			ties++
		}
	}
	k := b.rng.IntN(ties)
	for j := range b.actions {
		if b.mean(j) > top-eps {
			if k == 0 {
				b.best = b.actions[j]
				return
			}
			k--
		}
	}
}

func (b *greedyBot) mean(j int) float64 {
	if b.count[j] == 0 {
		return -1 // not scored yet: below every real score
	}
	return b.sum[j] / float64(b.count[j])
}

// Best is the final choice once done; before that the best mean so far
// (first among equals), without touching the RNG.
func (b *greedyBot) Best() engine.Action {
	if b.done || len(b.actions) == 0 {
		return b.best
	}
	best := 0
	for j := range b.actions {
		if b.mean(j) > b.mean(best) {
			best = j
		}
	}
	return b.actions[best]
}

// zeroed returns s with length n and every element zero, reusing its array.
func zeroed[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n)
	}
	s = s[:n]
	clear(s)
	return s
}
