package enginetest

import (
	"bytes"
	"errors"
	"fmt"

	"github.com/herotable/herotable/engine"
)

// undoSeeds bounds the undo playouts: each undo replays the whole log.
const undoSeeds = 10

// checkUndo plays through engine.Match with human seats and, after every
// action, undoes it where allowed (and re-applies it): Undo must restore the
// exact state before the action. An action that rolled, drew, revealed,
// shuffled or set a barrier must not be undoable; one that may be undone
// must not depend on the RNG or show anyone anything hidden.
func checkUndo(t tb, c *gameCase) {
	c.eachSeed(t, undoSeeds, func(seed uint64, at *loc) bool {
		seats := make([]engine.Seat, c.players)
		for i := range seats {
			seats[i] = engine.Seat{Name: fmt.Sprintf("Seat %d", i+1), Kind: engine.Human}
		}
		m, err := engine.NewMatch(engine.Setup{Game: c.info.ID, Seed: seed, Options: c.opts, Seats: seats})
		if err != nil {
			return at.fail(t, "NewMatch: %v", err)
		}
		r := engine.NewRNG(seed + 0x0d0)
		var legal []engine.Action
		for {
			s := m.State
			legal = s.LegalActions(legal[:0])
			if at.has = len(legal) > 0; !at.has {
				return true
			}
			if at.step >= c.cfg.MaxSteps {
				return at.fail(t, "the game has not ended after %d actions (Config.MaxSteps)", at.step)
			}
			a := legal[r.IntN(len(legal))]
			at.action, at.text = a, s.ActionString(a)
			before := enc(s)
			pre := s.Clone()
			if err := m.Apply(a); err != nil {
				return at.fail(t, "Match.Apply refused a legal action: %v", err)
			}
			after := enc(m.State)
			if irreversible(m.Log[len(m.Log)-1].Events) {
				if m.CanUndo() {
					return at.fail(t, "CanUndo is true after an action that rolled, drew, revealed, shuffled or set a barrier")
				}
				if err := m.Undo(); !errors.Is(err, engine.ErrNoUndo) {
					return at.fail(t, "Undo after an irreversible action gave %v, want ErrNoUndo", err)
				}
				if got := enc(m.State); !bytes.Equal(got, after) {
					return at.fail(t, "a refused Undo changed the state: %s", diff(after, got))
				}
			} else {
				if !m.CanUndo() {
					return at.fail(t, "CanUndo is false after a human seat's action that rolled, drew and revealed nothing")
				}
				if !c.revealsNothing(t, at, pre, a, m.State, &r) {
					return false
				}
				if err := m.Undo(); err != nil {
					return at.fail(t, "Undo: %v", err)
				}
				if got := enc(m.State); !bytes.Equal(got, before) {
					return at.fail(t, "Undo did not restore the state before the action: %s", diff(before, got))
				}
				if len(m.Log) != at.step {
					return at.fail(t, "after Undo the log holds %d actions, want %d", len(m.Log), at.step)
				}
				if err := m.Apply(a); err != nil {
					return at.fail(t, "re-applying the action after Undo: %v", err)
				}
				if got := enc(m.State); !bytes.Equal(got, after) {
					return at.fail(t, "re-applying the action after Undo gave another state: %s", diff(after, got))
				}
			}
			at.step++
		}
	})
}

func irreversible(evs []engine.Event) bool {
	for _, e := range evs {
		if e.Irreversible() {
			return true
		}
	}
	return false
}

// revealsNothing checks an undoable action a, applied to pre to give post:
// with another RNG future it must end the same (else it rolled or shuffled
// without saying so), and no seat's view after it may depend on what that
// seat could not see before (else it drew or revealed without saying so).
// Either would let a player undo until luck or knowledge suits them.
func (c *gameCase) revealsNothing(t tb, at *loc, pre engine.State, a engine.Action, post engine.State, r *engine.RNG) bool {
	after := enc(post)
	if other, has := c.otherFuture(pre, r); has {
		if err := other.Apply(a); err != nil {
			return at.fail(t, "with another RNG future the same state refuses the action: %v", err)
		}
		if got := enc(other); !bytes.Equal(zeroRNGs(got), zeroRNGs(after)) {
			return at.fail(t, "the action's outcome depends on the RNG, but it recorded no roll or shuffle event, so it could be undone and retried: %s", diff(after, got))
		}
	}
	for obs := range engine.Player(c.players) {
		d := pre.Determinize(obs, r)
		if !engine.IsLegal(d, a) {
			continue // another seat's hidden choices were resampled
		}
		if err := d.Apply(a); err != nil {
			return at.fail(t, "seat %d's determinization lists the action as legal but refuses it: %v", obs, err)
		}
		if x, y := enc(post.View(obs)), enc(d.View(obs)); !bytes.Equal(x, y) {
			return at.fail(t, "seat %d's view after the action depends on what seat %d could not see before it, but the action recorded no draw or reveal event, so it could be undone: %s", obs, obs, diff(x, y))
		}
	}
	return true
}
