package enginetest

import (
	"bytes"
	"slices"

	"github.com/herotable/herotable/engine"
)

// checkDeterminism sets up each game twice from the same seed and gives both
// the same actions: they must encode identically and record the same events
// at every step, because saves, undo and replays all rebuild games this way.
func checkDeterminism(t tb, c *gameCase) {
	c.eachSeed(t, 0, func(seed uint64, at *loc) bool {
		s, err := c.newState(seed)
		if err != nil {
			return at.fail(t, "%v", err)
		}
		twin, err := c.newState(seed)
		if err != nil {
			return at.fail(t, "%v", err)
		}
		return c.playout(t, seed, at, s, func(s engine.State, _ []engine.Action) bool {
			if a, b := enc(s), enc(twin); !bytes.Equal(a, b) {
				return at.fail(t, "two games set up with seed %d and given the same actions differ: %s", seed, diff(a, b))
			}
			if at.has {
				if err := twin.Apply(at.action); err != nil {
					return at.fail(t, "the twin game refused the same action: %v", err)
				}
			}
			return true
		}, func(s engine.State) bool {
			if !slices.EqualFunc(s.Events(), twin.Events(), engine.Event.Equal) {
				return at.fail(t, "the same action recorded different events in twin games: %v and %v", s.Events(), twin.Events())
			}
			return true
		})
	})
}
