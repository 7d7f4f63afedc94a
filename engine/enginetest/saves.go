package enginetest

import (
	"bytes"
	"fmt"

	"github.com/herotable/herotable/engine"
)

// maxPlayOnPoints bounds how many saves of one playout are played on to the
// end (each costs a whole replay).
const maxPlayOnPoints = 16

// checkSaves encodes the state at every step, decodes it into Info.Empty()
// and checks it encodes to the same bytes; then it plays on from decoded
// saves with the same actions and checks the game ends the same.
func checkSaves(t tb, c *gameCase) {
	c.eachSeed(t, 0, func(seed uint64, at *loc) bool {
		s, err := c.newState(seed)
		if err != nil {
			return at.fail(t, "%v", err)
		}
		var saved [][]byte
		var actions []engine.Action
		ok := c.playout(t, seed, at, s, func(s engine.State, _ []engine.Action) bool {
			b := enc(s)
			if sz := s.Msgsize(); sz < len(b) {
				return at.fail(t, "Msgsize is %d but MarshalMsg wrote %d bytes (it must be an upper bound)", sz, len(b))
			}
			d, err := c.decode(b)
			if err != nil {
				return at.fail(t, "decoding the save: %v", err)
			}
			if got := enc(d); !bytes.Equal(got, b) {
				return at.fail(t, "a decoded save encodes differently: %s", diff(b, got))
			}
			if d.GameID() != s.GameID() || d.NumPlayers() != s.NumPlayers() || d.CurrentPlayer() != s.CurrentPlayer() {
				return at.fail(t, "the decoded save is %s for %d players with seat %d to act, the original %s for %d with seat %d",
					d.GameID(), d.NumPlayers(), d.CurrentPlayer(), s.GameID(), s.NumPlayers(), s.CurrentPlayer())
			}
			saved = append(saved, b)
			if at.has {
				actions = append(actions, at.action)
			}
			return true
		}, nil)
		if !ok {
			return false
		}
		final := saved[len(saved)-1]
		for _, k := range spread(len(saved), maxPlayOnPoints) {
			d, err := c.decode(saved[k])
			if err != nil {
				return at.fail(t, "decoding the save of step %d: %v", k, err)
			}
			for i, a := range actions[k:] {
				if err := d.Apply(a); err != nil {
					return at.fail(t, "playing on from the save of step %d, step %d's action %d was refused: %v", k, k+i, a, err)
				}
			}
			if got := enc(d); !bytes.Equal(got, final) {
				return at.fail(t, "playing on from the save of step %d with the same actions ends in a different state: %s", k, diff(final, got))
			}
		}
		return true
	})
}

// decode reads a save into the game's Empty state.
func (c *gameCase) decode(b []byte) (engine.State, error) {
	d := c.info.Empty()
	if d == nil {
		return nil, fmt.Errorf("Info.Empty returned nil")
	}
	rest, err := d.UnmarshalMsg(b)
	if err != nil {
		return nil, fmt.Errorf("UnmarshalMsg: %w", err)
	}
	if len(rest) != 0 {
		return nil, fmt.Errorf("UnmarshalMsg left %d of %d bytes unread", len(rest), len(b))
	}
	return d, nil
}

// spread picks at most k indexes out of 0..n-1, evenly, always with the
// first and the last.
func spread(n, k int) []int {
	if n <= k {
		out := make([]int, n)
		for i := range out {
			out[i] = i
		}
		return out
	}
	out := make([]int, k)
	for i := range out {
		out[i] = i * (n - 1) / (k - 1)
	}
	return out
}
