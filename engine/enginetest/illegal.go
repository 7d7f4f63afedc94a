package enginetest

import (
	"bytes"
	"errors"
	"math"
	"slices"
	"strings"

	"github.com/herotable/herotable/engine"
)

// maxIllegalPerState bounds the illegal actions tried in one state.
const maxIllegalPerState = 24

// checkIllegal tries actions that are not legal in every state of random
// playouts, and the last legal ones again once the game is over: each must be
// refused with an *engine.IllegalError that gives a reason, and leave the
// state and its events exactly as they were.
func checkIllegal(t tb, c *gameCase) {
	c.eachSeed(t, 0, func(seed uint64, at *loc) bool {
		s, err := c.newState(seed)
		if err != nil {
			return at.fail(t, "%v", err)
		}
		r := engine.NewRNG(seed + 0x111e9a1)
		var last []engine.Action
		return c.playout(t, seed, at, s, func(s engine.State, legal []engine.Action) bool {
			tries := illegalCandidates(legal, &r)
			if len(legal) == 0 {
				tries = append(tries, last...) // once legal, refused now the game is over
			}
			for _, x := range tries {
				if !refuses(t, at, s, x, legal) {
					return false
				}
			}
			last = append(last[:0], legal...)
			return true
		}, nil)
	})
}

// illegalCandidates lists actions next to the legal ones, large ones and
// random ones, none of them legal.
func illegalCandidates(legal []engine.Action, r *engine.RNG) []engine.Action {
	var out []engine.Action
	add := func(a engine.Action) {
		if !slices.Contains(legal, a) && !slices.Contains(out, a) {
			out = append(out, a)
		}
	}
	hi := engine.Action(0)
	for _, a := range legal {
		add(a + 1)
		if a > 0 {
			add(a - 1)
		}
		hi = max(hi, a)
	}
	for _, a := range []engine.Action{0, 1, hi + 1, hi + 100, 1 << 8, 1 << 16, 1 << 31, math.MaxUint32} {
		add(a)
	}
	for range 3 {
		add(engine.Action(r.Uint64()))
	}
	if len(out) > maxIllegalPerState {
		r.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
		out = out[:maxIllegalPerState]
	}
	return out
}

// refuses applies x, which is not legal in s, and checks that it is refused
// properly.
func refuses(t tb, at *loc, s engine.State, x engine.Action, legal []engine.Action) bool {
	t.Helper()
	b := enc(s)
	ev := slices.Clone(s.Events())
	err := s.Apply(x)
	if err == nil {
		return at.fail(t, "Apply accepted action %d, which is not among the legal actions %v", x, legal)
	}
	var ie *engine.IllegalError
	if !errors.As(err, &ie) {
		return at.fail(t, "Apply refused action %d with %T (%v); want an *engine.IllegalError", x, err, err)
	}
	if strings.TrimSpace(ie.Reason) == "" {
		return at.fail(t, "Apply refused action %d without a reason", x)
	}
	if ie.Action != x {
		return at.fail(t, "Apply refused action %d with an IllegalError about action %d", x, ie.Action)
	}
	if got := enc(s); !bytes.Equal(got, b) {
		return at.fail(t, "refusing action %d (%q) changed the state: %s", x, ie.Reason, diff(b, got))
	}
	if !slices.EqualFunc(s.Events(), ev, engine.Event.Equal) {
		return at.fail(t, "refusing action %d (%q) changed Events from %v to %v", x, ie.Reason, ev, s.Events())
	}
	return true
}
