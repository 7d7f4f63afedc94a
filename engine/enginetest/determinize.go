package enginetest

import (
	"bytes"
	"fmt"
	"slices"

	"github.com/herotable/herotable/engine"
)

// minPrivate is how many positions with private information a case must see
// before "Determinize never resamples anything" counts as a failure rather
// than bad luck.
const minPrivate = 20

// checkDeterminize checks, for every seat as observer at every step, that a
// determinization looks the same to the observer, leaves the original alone,
// depends on nothing but the observer's view and the rng, keeps the acting
// seat's choices, really resamples what is hidden, and can be played on.
func checkDeterminize(t tb, c *gameCase) {
	private, varied := 0, 0
	example := "" // the first private position, for the message
	c.eachSeed(t, 0, func(seed uint64, at *loc) bool {
		s, err := c.newState(seed)
		if err != nil {
			return at.fail(t, "%v", err)
		}
		r := engine.NewRNG(seed + 0xde7e)
		return c.playout(t, seed, at, s, func(s engine.State, legal []engine.Action) bool {
			views := make([][]byte, c.players)
			isPrivate := false
			for p := range views {
				views[p] = enc(s.View(engine.Player(p)))
				isPrivate = isPrivate || !bytes.Equal(views[p], views[0])
			}
			if isPrivate {
				private++
				if example == "" {
					example = at.String()
				}
			}
			didVary := false
			for obs := range c.players {
				ok, v := c.determinizeAt(t, at, s, engine.Player(obs), views[obs], legal, &r, isPrivate)
				if !ok {
					return false
				}
				didVary = didVary || v
			}
			if didVary {
				varied++
			}
			if at.step&(at.step-1) == 0 { // steps 0, 1, 2, 4, 8, ...
				return c.playOnDeterminized(t, at, s, &r)
			}
			return true
		}, nil)
	})
	t.Logf("%d positions with private information; determinizations differed in %d", private, varied)
	if private >= minPrivate && varied == 0 {
		t.Errorf("in %d positions where seats see different things (the first at %s), Determinize(observer, rng) gave the same hidden state whatever the rng: it must resample what the observer cannot see (views that differ by design with nothing hidden trip this check)", private, example)
	}
}

// determinizeAt checks one observer's determinizations of s; varied reports
// whether two rngs gave different hidden states (checked only if private).
func (c *gameCase) determinizeAt(t tb, at *loc, s engine.State, obs engine.Player, view []byte,
	legal []engine.Action, r *engine.RNG, private bool) (ok, varied bool) {
	b := enc(s)
	r1 := r.Fork()
	d := s.Determinize(obs, &r1)
	if d == nil {
		return at.fail(t, "Determinize(%d) returned nil", obs), false
	}
	if got := enc(s); !bytes.Equal(got, b) {
		return at.fail(t, "Determinize(%d) changed the state: %s", obs, diff(b, got)), false
	}
	if got := enc(d.View(obs)); !bytes.Equal(got, view) {
		return at.fail(t, "seat %d's view of its determinization differs from its view of the state: %s", obs, diff(view, got)), false
	}
	if d.GameID() != s.GameID() || d.NumPlayers() != s.NumPlayers() || d.CurrentPlayer() != s.CurrentPlayer() || d.IsTerminal() != s.IsTerminal() {
		return at.fail(t, "seat %d's determinization has another game id, player count, player to act or game-over flag", obs), false
	}
	if obs == s.CurrentPlayer() {
		if dl := d.LegalActions(nil); !slices.Equal(dl, legal) {
			return at.fail(t, "the acting seat %d may play %v in its determinization but %v in the state", obs, dl, legal), false
		}
		for _, a := range legal {
			if x, y := d.ActionString(a), s.ActionString(a); x != y {
				return at.fail(t, "the acting seat %d reads action %d as %q in its determinization but %q in the state", obs, a, x, y), false
			}
		}
	}
	// The same rng must give the same result from anything with the same
	// view: from a determinization, and from the state with another future.
	r2 := r.Fork()
	r2b := r2
	if x, y := enc(s.Determinize(obs, &r2)), enc(d.Determinize(obs, &r2b)); !bytes.Equal(x, y) {
		return at.fail(t, "Determinize(%d, rng) of the state and of one of its determinizations differ with the same rng, so it depends on more than seat %d's view: %s", obs, obs, diff(x, y)), false
	}
	if other, has := c.otherFuture(s, r); has {
		r3 := r.Fork()
		r3b := r3
		if x, y := enc(s.Determinize(obs, &r3)), enc(other.Determinize(obs, &r3b)); !bytes.Equal(x, y) {
			return at.fail(t, "Determinize(%d, rng) changes with the state's RNG, which seat %d cannot see (reseed the copy from rng): %s", obs, obs, diff(x, y)), false
		}
	}
	if private {
		r4 := r.Fork()
		varied = !bytes.Equal(zeroRNGs(enc(d)), zeroRNGs(enc(s.Determinize(obs, &r4))))
	}
	return true, varied
}

// playOnDeterminized plays a determinization of s to the end, checking the
// game's rules and invariants: bots play thousands of them.
func (c *gameCase) playOnDeterminized(t tb, at *loc, s engine.State, r *engine.RNG) bool {
	obs := engine.Player(at.step % c.players)
	d := s.Determinize(obs, r)
	sub := &loc{seed: at.seed, step: at.step, where: fmt.Sprintf("playing on from seat %d's determinization of step %d", obs, at.step)}
	return c.playout(t, at.seed+1, sub, d, func(s engine.State, legal []engine.Action) bool {
		if err := c.checkState(s, legal); err != nil {
			return sub.fail(t, "%v", err)
		}
		return true
	}, func(s engine.State) bool {
		if err := c.checkEvents(s.Events()); err != nil {
			return sub.fail(t, "%v", err)
		}
		return true
	})
}
