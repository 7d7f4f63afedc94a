package enginetest

import (
	"bytes"

	"github.com/herotable/herotable/engine"
)

// keptClones is how many recent clones are re-checked at every step while
// the original plays on.
const keptClones = 4

// checkClones checks that Clone is a deep copy: the clone encodes like the
// original, and neither changes when the other plays on.
func checkClones(t tb, c *gameCase) {
	c.eachSeed(t, 0, func(seed uint64, at *loc) bool {
		s, err := c.newState(seed)
		if err != nil {
			return at.fail(t, "%v", err)
		}
		r := engine.NewRNG(seed + 0xc10e)
		type kept struct {
			s    engine.State
			b    []byte
			step int
		}
		var clones []kept
		return c.playout(t, seed, at, s, func(s engine.State, _ []engine.Action) bool {
			for _, k := range clones {
				if got := enc(k.s); !bytes.Equal(got, k.b) {
					return at.fail(t, "a clone taken at step %d changed when the original played on: %s", k.step, diff(k.b, got))
				}
			}
			b := enc(s)
			cl := s.Clone()
			if got := enc(cl); !bytes.Equal(got, b) {
				return at.fail(t, "Clone encodes differently from the original: %s", diff(b, got))
			}
			// A few actions on the clone, or all of them now and then: a
			// shared slice may only show when it grows or is sorted later.
			limit := 3
			if at.step&(at.step-1) == 0 {
				limit = c.cfg.MaxSteps
			}
			var legal []engine.Action
			for i := 0; i < limit; i++ {
				legal = cl.LegalActions(legal[:0])
				if len(legal) == 0 {
					break
				}
				a := legal[r.IntN(len(legal))]
				if err := cl.Apply(a); err != nil {
					return at.fail(t, "a clone refused its legal action %d: %v", a, err)
				}
				if i < 3 {
					if got := enc(s); !bytes.Equal(got, b) {
						return at.fail(t, "playing action %d on a clone changed the original: %s", a, diff(b, got))
					}
				}
			}
			if got := enc(s); !bytes.Equal(got, b) {
				return at.fail(t, "playing a clone to the end changed the original: %s", diff(b, got))
			}
			clones = append(clones, kept{cl, enc(cl), at.step})
			if len(clones) > keptClones {
				clones = clones[1:]
			}
			return true
		}, nil)
	})
}
