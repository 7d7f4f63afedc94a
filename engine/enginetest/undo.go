package enginetest

import (
	"bytes"
	"errors"
	"fmt"
	"strings"

	"github.com/herotable/herotable/engine"
)

// undoSeeds bounds the undo playouts: each undo replays the whole log.
const undoSeeds = 10

// checkUndo plays through engine.Match with human seats and, after every
// action, checks whether it may be undone against the rule (undoBar): only
// by the seat to act, only its own last action, and only when that action
// showed nobody anything hidden but the actor's own hand cards. Undo must
// then restore the exact state before the action, and the actor's whole run
// of undoable decisions must come back one undo after another, each to the
// state before it; re-applying them must give the same game. A refused undo
// says why and changes nothing. An undoable action must not depend on the
// RNG or show its seat anything it did not know (revealsNothing), nor may
// any action whose events alone would let its actor undo it.
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
		var states [][]byte // states[i]: the state before the log's action i
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
			states = append(states, before)
			pre := s.Clone()
			if err := m.Apply(a); err != nil {
				return at.fail(t, "Match.Apply refused a legal action: %v", err)
			}
			after := enc(m.State)
			last := m.Log[len(m.Log)-1]
			// Events that would let the actor undo, were it still to act,
			// must say all it did: its next decision could come at once.
			if undoBar(last.Player, last) == "" && !c.revealsNothing(t, at, pre, last.Player, a, m.State, &r) {
				return false
			}
			want, why := undoBar(m.State.CurrentPlayer(), last), m.WhyNoUndo()
			switch {
			case want != "" && why == "":
				return at.fail(t, "the action may be undone, but %s", want)
			case want == "" && why != "":
				return at.fail(t, "the seat to act may not undo its own action that showed it nothing new: %q", why)
			case want != "":
				err := m.Undo()
				if !errors.Is(err, engine.ErrNoUndo) || !strings.HasSuffix(err.Error(), why) {
					return at.fail(t, "a refused Undo gave %v, want ErrNoUndo saying %q", err, why)
				}
				if got := enc(m.State); !bytes.Equal(got, after) || len(m.Log) != at.step+1 {
					return at.fail(t, "a refused Undo changed the match: %s", diff(after, got))
				}
				at.step++
				continue
			}
			// Undo the whole run, each action back to the state before it.
			var undone []engine.Action
			for m.CanUndo() {
				undone = append(undone, m.Log[len(m.Log)-1].Action)
				if err := m.Undo(); err != nil {
					return at.fail(t, "Undo (%d in a row): %v", len(undone), err)
				}
				if got, want := enc(m.State), states[len(m.Log)]; !bytes.Equal(got, want) {
					return at.fail(t, "Undo (%d in a row) did not restore the state before the action: %s", len(undone), diff(want, got))
				}
			}
			if len(m.Log) != at.step+1-len(undone) {
				return at.fail(t, "after %d undos the log holds %d actions, want %d", len(undone), len(m.Log), at.step+1-len(undone))
			}
			for i := len(undone) - 1; i >= 0; i-- {
				if err := m.Apply(undone[i]); err != nil {
					return at.fail(t, "re-applying an action after Undo: %v", err)
				}
			}
			if got := enc(m.State); !bytes.Equal(got, after) {
				return at.fail(t, "re-applying the undone actions gave another state: %s", diff(after, got))
			}
			at.step++
		}
	})
}

// undoBar is the undo rule, written out apart from the engine's: why the
// seat to act, cur, may not take back the last action e, or "".
func undoBar(cur engine.Player, e engine.LogEntry) string {
	if cur == engine.NoPlayer {
		return "the game is over"
	}
	if e.Player != cur {
		return "another seat made it"
	}
	for _, ev := range e.Events {
		switch ev.Kind {
		case engine.EvRoll, engine.EvDraw, engine.EvShuffle, engine.EvBarrier:
			return fmt.Sprintf("it recorded an event of kind %d", ev.Kind)
		case engine.EvReveal:
			if ev.Zone != engine.ZoneHand || ev.Player != cur {
				return "it turned face up a card its seat did not hold"
			}
		}
	}
	return ""
}

// revealsNothing checks an undoable action a of seat actor, applied to pre
// to give post: with another RNG future it must end the same (else it
// rolled or shuffled without saying so), and no seat's view after it may
// depend on what that seat could not see before (else it drew or revealed
// without saying so), but for the cards the actor showed from its own
// hand, which the others then see. Either would let a player undo until
// luck or knowledge suits them. The actor's own decision must be open to
// it in every game its view allows (else what it may do tells it what it
// cannot see), so its view is always checked.
func (c *gameCase) revealsNothing(t tb, at *loc, pre engine.State, actor engine.Player, a engine.Action, post engine.State, r *engine.RNG) bool {
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
			if obs == actor {
				return at.fail(t, "seat %d's own action is not legal in a game its view allows: its legal actions depend on what it cannot see", obs)
			}
			continue // the actor's hidden cards were resampled
		}
		if err := d.Apply(a); err != nil {
			return at.fail(t, "seat %d's determinization lists the action as legal but refuses it: %v", obs, err)
		}
		if x, y := enc(post.View(obs)), enc(d.View(obs)); !bytes.Equal(x, y) {
			return at.fail(t, "seat %d's view after the action depends on what seat %d could not see before it, but the action recorded no draw, roll or reveal of a card its seat did not hold, so it could be undone: %s", obs, obs, diff(x, y))
		}
	}
	return true
}
