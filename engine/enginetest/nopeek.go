package enginetest

import (
	"bytes"

	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/engine/bot"
)

// The no-peeking test is costly per position (a whole bot decision, three
// times), so it samples a few positions of a few playouts.
const (
	peekSeeds     = 2
	peekPositions = 3
	peekDetermins = 2
)

// checkNoPeek checks that each bot strength, seeded alike, chooses the same
// action in a state and in the acting seat's determinizations of it: a bot
// that decides on anything its seat cannot see would differ.
func checkNoPeek(t tb, c *gameCase) {
	c.eachSeed(t, peekSeeds, func(seed uint64, at *loc) bool {
		s, err := c.newState(seed)
		if err != nil {
			return at.fail(t, "%v", err)
		}
		type position struct {
			s  engine.State
			at loc
		}
		var ps []position
		ok := c.playout(t, seed, at, s, func(s engine.State, legal []engine.Action) bool {
			if len(legal) < 2 {
				return true // no real choice
			}
			// A decoded copy, so that a broken Clone shows only in its own test.
			d, err := c.decode(enc(s))
			if err != nil {
				return at.fail(t, "decoding the state: %v", err)
			}
			ps = append(ps, position{d, *at})
			return true
		}, nil)
		if !ok {
			return false
		}
		for _, i := range spread(len(ps), peekPositions) {
			*at = ps[i].at // so that a panic names this position
			for k, strength := range c.cfg.BotStrengths {
				if !botAgrees(t, at, ps[i].s, strength, seed*1000+uint64(k)) {
					return false
				}
			}
		}
		return true
	})
}

func botAgrees(t tb, at *loc, s engine.State, strength string, botSeed uint64) bool {
	me := s.CurrentPlayer()
	b, err := bot.New(strength, botSeed)
	if err != nil {
		return at.fail(t, "bot.New(%q): %v", strength, err)
	}
	before := enc(s)
	a := bot.Choose(b, s, me)
	if got := enc(s); !bytes.Equal(got, before) {
		return at.fail(t, "the %s bot changed the state it decided in: %s", strength, diff(before, got))
	}
	if !engine.IsLegal(s, a) {
		return at.fail(t, "the %s bot chose action %d, which is not legal", strength, a)
	}
	r := engine.NewRNG(botSeed ^ 0x9ee6)
	for range peekDetermins {
		d := s.Determinize(me, &r)
		b, _ := bot.New(strength, botSeed)
		if a2 := bot.Choose(b, d, me); a2 != a {
			return at.fail(t, "the %s bot (seed %d) chose %d (%q) in the state but %d (%q) in seat %d's determinization of it: it decides on what seat %d cannot see",
				strength, botSeed, a, s.ActionString(a), a2, d.ActionString(a2), me, me)
		}
	}
	return true
}
