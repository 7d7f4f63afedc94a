package enginetest

import (
	"bytes"

	"github.com/herotable/herotable/engine"
)

// checkViews checks that View(p) is stable, leaves the state alone, and
// shows nothing of the random future: it encodes the same for the state, for
// a copy whose RNG is reseeded and for p's determinization of it.
func checkViews(t tb, c *gameCase) {
	c.eachSeed(t, 0, func(seed uint64, at *loc) bool {
		s, err := c.newState(seed)
		if err != nil {
			return at.fail(t, "%v", err)
		}
		r := engine.NewRNG(seed + 0x71e3)
		return c.playout(t, seed, at, s, func(s engine.State, _ []engine.Action) bool {
			b := enc(s)
			other, hasRNG := c.otherFuture(s, &r)
			for p := range engine.Player(c.players) {
				v := enc(s.View(p))
				if got := enc(s); !bytes.Equal(got, b) {
					return at.fail(t, "View(%d) changed the state: %s", p, diff(b, got))
				}
				if got := enc(s.View(p)); !bytes.Equal(got, v) {
					return at.fail(t, "two calls of View(%d) differ: %s", p, diff(v, got))
				}
				if hasRNG {
					if got := enc(other.View(p)); !bytes.Equal(got, v) {
						return at.fail(t, "View(%d) changes when only the state's RNG does, so it shows the random future (zero the RNG in views): %s", p, diff(v, got))
					}
				}
				rd := r.Fork()
				if got := enc(s.Determinize(p, &rd).View(p)); !bytes.Equal(got, v) {
					return at.fail(t, "View(%d) of seat %d's determinization (same view, other future) differs: %s", p, p, diff(v, got))
				}
			}
			return true
		}, nil)
	})
}
