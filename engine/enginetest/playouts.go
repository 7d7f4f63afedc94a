package enginetest

import (
	"bytes"
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/herotable/herotable/engine"
)

// checkPlayouts plays random games to the end and checks the game-over
// rules, the legal-action lists, the events and the game's own invariants at
// every step.
func checkPlayouts(t tb, c *gameCase) {
	games, actions, longest := 0, 0, 0
	c.eachSeed(t, 0, func(seed uint64, at *loc) bool {
		s, err := c.newState(seed)
		if err != nil {
			return at.fail(t, "%v", err)
		}
		if id := s.GameID(); id != c.info.ID {
			return at.fail(t, "GameID is %q, want %q", id, c.info.ID)
		}
		if n := s.NumPlayers(); n != c.players {
			return at.fail(t, "NumPlayers is %d, want %d", n, c.players)
		}
		var before engine.State
		ok := c.playout(t, seed, at, s, func(s engine.State, legal []engine.Action) bool {
			if err := c.checkState(s, legal); err != nil {
				return at.fail(t, "%v", err)
			}
			if c.cfg.Step != nil && at.has {
				before = s.Clone()
			}
			return true
		}, func(s engine.State) bool {
			if err := c.checkEvents(s.Events()); err != nil {
				return at.fail(t, "%v", err)
			}
			if c.cfg.Step != nil {
				if err := c.cfg.Step(before, s.Clone(), at.action); err != nil {
					return at.fail(t, "Config.Step: %v", err)
				}
			}
			return true
		})
		games++
		actions += at.step
		longest = max(longest, at.step)
		return ok
	})
	if games > 0 {
		t.Logf("%d playouts, %.1f actions on average, %d at most", games, float64(actions)/float64(games), longest)
	}
}

// checkState checks one state of a playout: the game's invariants, that the
// game is over exactly when no one may act, the legal-action list and the
// returns. None of the queries may change the state.
func (c *gameCase) checkState(s engine.State, legal []engine.Action) error {
	if c.cfg.Invariants != nil {
		if err := c.cfg.Invariants(s); err != nil {
			return fmt.Errorf("Config.Invariants: %w", err)
		}
	}
	b := enc(s)
	if err := c.checkRules(s, legal); err != nil {
		return err
	}
	if !bytes.Equal(enc(s), b) {
		return fmt.Errorf("querying the state (LegalActions, ActionString, Returns, ...) changed it: %s", diff(b, enc(s)))
	}
	return nil
}

// sentinel is put in front of the buffer given to LegalActions to check that
// it appends rather than overwrites.
const sentinel = engine.Action(math.MaxUint32)

func (c *gameCase) checkRules(s engine.State, legal []engine.Action) error {
	term, cur := s.IsTerminal(), s.CurrentPlayer()
	switch {
	case term && len(legal) > 0:
		return fmt.Errorf("IsTerminal is true but there are %d legal actions", len(legal))
	case !term && len(legal) == 0:
		return fmt.Errorf("IsTerminal is false but there are no legal actions")
	case term && cur != engine.NoPlayer:
		return fmt.Errorf("IsTerminal is true but CurrentPlayer is %d, want NoPlayer", cur)
	case !term && (cur < 0 || int(cur) >= c.players):
		return fmt.Errorf("CurrentPlayer is %d in a game of %d players that is not over", cur, c.players)
	}
	sorted := slices.Clone(legal)
	slices.Sort(sorted)
	for i := 1; i < len(sorted); i++ {
		if sorted[i] == sorted[i-1] {
			return fmt.Errorf("action %d is listed twice in LegalActions %v", sorted[i], legal)
		}
	}
	again := s.LegalActions([]engine.Action{sentinel})
	if len(again) == 0 || again[0] != sentinel {
		return fmt.Errorf("LegalActions overwrote the buffer it was given instead of appending to it")
	}
	if !slices.Equal(again[1:], legal) {
		return fmt.Errorf("LegalActions gave %v, then %v", legal, again[1:])
	}
	for _, a := range legal {
		if s.ActionString(a) == "" {
			return fmt.Errorf("ActionString(%d) is empty", a)
		}
	}
	if term {
		ret := s.Returns()
		if len(ret) != c.players {
			return fmt.Errorf("Returns has %d entries, want %d: %v", len(ret), c.players, ret)
		}
		for p, r := range ret {
			if !(r >= 0 && r <= 1) {
				return fmt.Errorf("seat %d's return %v is outside [0,1]", p, r)
			}
		}
	}
	return nil
}

// checkEvents checks what an action recorded: known kinds, seats in range,
// every rolled face on its die, words for every game event.
func (c *gameCase) checkEvents(evs []engine.Event) error {
	for i, e := range evs {
		if e.Player < engine.NoPlayer || int(e.Player) >= c.players {
			return fmt.Errorf("event %d (kind %d) names seat %d in a game of %d players", i, e.Kind, e.Player, c.players)
		}
		switch e.Kind {
		case engine.EvRoll:
			faces, ok := c.dice[e.Die]
			if !ok {
				return fmt.Errorf("event %d rolls die %q, which is not a standard die (list custom dice in Config.Dice)", i, e.Die)
			}
			if e.Face < 1 || e.Face > faces {
				return fmt.Errorf("event %d: %s showed %d, outside 1–%d", i, e.Die, e.Face, faces)
			}
		case engine.EvDraw, engine.EvReveal, engine.EvShuffle, engine.EvMove, engine.EvNote, engine.EvBarrier:
		case engine.EvGame:
			if err := c.checkTell(e); err != nil {
				return fmt.Errorf("event %d (game code %d, args %v): %v", i, e.Code, e.Args, err)
			}
		default:
			return fmt.Errorf("event %d has unknown kind %d", i, e.Kind)
		}
	}
	return nil
}

// checkTell checks that the game has words for one of its own events: a
// Tell, which neither panics nor says nothing, and names seats only within
// the game's.
func (c *gameCase) checkTell(e engine.Event) (err error) {
	if c.info.Tell == nil {
		return fmt.Errorf("the game records its own events but registers no Tell to say them")
	}
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("Tell panics: %v", r)
		}
	}()
	words := c.info.Tell(e)
	if strings.TrimSpace(words) == "" {
		return fmt.Errorf("Tell says nothing")
	}
	for p := c.players; p < 8; p++ { // no game seats more than 8
		if strings.Contains(words, engine.Who(engine.Player(p))) {
			return fmt.Errorf("Tell names seat %d in a game of %d: %q", p+1, c.players, words)
		}
	}
	return nil
}
