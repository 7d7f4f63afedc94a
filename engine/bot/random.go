package bot

import "github.com/herotable/herotable/engine"

// randomBot plays uniformly at random among the legal actions.
type randomBot struct {
	rng  engine.RNG
	buf  []engine.Action
	best engine.Action
}

func newRandom(seed uint64) *randomBot { return &randomBot{rng: engine.NewRNG(seed)} }

// Start picks at once: there is nothing to think about.
func (b *randomBot) Start(s engine.State, me engine.Player) {
	b.buf = rootActions(s, me, b.buf)
	b.best = b.buf[b.rng.IntN(len(b.buf))]
}

func (b *randomBot) Step(int) bool       { return true }
func (b *randomBot) Best() engine.Action { return b.best }
