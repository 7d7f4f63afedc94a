package enginetest

import (
	"errors"
	"slices"
	"sync/atomic"

	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/engine/toys"
)

// flaw is one way a game can break the State contract. Each is planted in a
// wrapper around the Climb toy and registered as its own hidden game, so the
// suite's own tests can check that the suite catches it.
type flaw string

const (
	healthy               flaw = "healthy"
	mutatesOnIllegal      flaw = "mutates-on-illegal"
	plainErrorOnIllegal   flaw = "plain-error-on-illegal"
	shallowClone          flaw = "shallow-clone"
	determinizeKeepsCards flaw = "determinize-keeps-cards"
	determinizeIsClone    flaw = "determinize-is-clone"
	determinizeReadsOrder flaw = "determinize-reads-order"
	determinizeReorders   flaw = "determinize-reorders-actions"
	viewShowsRNG          flaw = "view-shows-rng"
	silentEvents          flaw = "silent-events"
	badRoll               flaw = "bad-roll"
	ignoresSeed           flaw = "ignores-seed"
	duplicateLegal        flaw = "duplicate-legal"
	playerAfterEnd        flaw = "player-after-end"
	mutatingQuery         flaw = "mutating-query"
	saveLosesRNG          flaw = "save-loses-rng"
	untoldGameEvents      flaw = "untold-game-events"
	tellNamesStranger     flaw = "tell-names-stranger"
)

var flaws = []flaw{healthy, mutatesOnIllegal, plainErrorOnIllegal, shallowClone, determinizeKeepsCards,
	determinizeIsClone, determinizeReadsOrder, determinizeReorders, viewShowsRNG, silentEvents, badRoll,
	ignoresSeed, duplicateLegal, playerAfterEnd, mutatingQuery, saveLosesRNG, untoldGameEvents, tellNamesStranger}

func (f flaw) id() string { return "flawed-climb-" + string(f) }

func init() {
	for _, f := range flaws {
		engine.Register(engine.Info{
			ID: f.id(), Title: "Flawed Climb (" + string(f) + ")", MinPlayers: 2, MaxPlayers: 4, Hidden: true,
			New: func(n int, seed uint64, _ engine.Options) (engine.State, error) {
				if f == ignoresSeed {
					seed = setups.Add(1) // a hidden global: replays differ
				}
				return &flawed{Climb: toys.NewClimb(n, seed), flaw: f}, nil
			},
			Empty: func() engine.State { return &flawed{Climb: &toys.Climb{}, flaw: f} },
			Tell:  f.tell(),
		})
	}
}

// tell is the flaw's Tell for the game events it records: none for
// untoldGameEvents, and one naming a seat no game of Climb has.
func (f flaw) tell() func(engine.Event) string {
	if f == tellNamesStranger {
		return func(ev engine.Event) string { return engine.Who(7) + " climbs " + engine.Who(ev.Player) }
	}
	return nil
}

var setups atomic.Uint64

type flawed struct {
	*toys.Climb
	flaw     flaw
	reversed bool // determinizeReorders: this copy lists its actions backwards
}

func (g *flawed) wrap(c engine.State) *flawed {
	return &flawed{Climb: c.(*toys.Climb), flaw: g.flaw, reversed: g.reversed}
}

func (g *flawed) GameID() string { return g.flaw.id() }

func (g *flawed) CurrentPlayer() engine.Player {
	if g.flaw == playerAfterEnd {
		return g.Turn
	}
	return g.Climb.CurrentPlayer()
}

func (g *flawed) LegalActions(buf []engine.Action) []engine.Action {
	n := len(buf)
	buf = g.Climb.LegalActions(buf)
	if g.flaw == duplicateLegal && len(buf) > n+1 {
		buf = append(buf, buf[n])
	}
	if g.reversed {
		slices.Reverse(buf[n:])
	}
	return buf
}

func (g *flawed) Apply(a engine.Action) error {
	if !engine.IsLegal(g, a) {
		switch g.flaw {
		case mutatesOnIllegal:
			g.Scores[0]++
		case plainErrorOnIllegal:
			return errors.New("no")
		}
	}
	if err := g.Climb.Apply(a); err != nil {
		return err
	}
	switch g.flaw {
	case untoldGameEvents, tellNamesStranger:
		g.Ev.Game(g.Turn, 1, int(a))
	case silentEvents:
		g.Ev.Reset()
	case badRoll:
		for i := range g.Ev.List {
			if g.Ev.List[i].Kind == engine.EvRoll {
				g.Ev.List[i].Face += 6
			}
		}
	}
	return nil
}

func (g *flawed) ActionString(a engine.Action) string {
	if g.flaw == mutatingQuery {
		g.Ev.Note(engine.NoPlayer, "looked at")
	}
	return g.Climb.ActionString(a)
}

func (g *flawed) Clone() engine.State {
	if g.flaw == shallowClone {
		c := *g.Climb
		return g.wrap(&c)
	}
	return g.wrap(g.Climb.Clone())
}

func (g *flawed) View(p engine.Player) engine.State {
	v := g.wrap(g.Climb.View(p))
	if g.flaw == viewShowsRNG {
		v.RNG = g.RNG
	}
	return v
}

func (g *flawed) Determinize(obs engine.Player, r *engine.RNG) engine.State {
	switch g.flaw {
	case determinizeKeepsCards:
		d := g.wrap(g.Climb.Clone())
		d.RNG = r.Fork()
		return d
	case determinizeIsClone:
		return g.Clone()
	case determinizeReadsOrder:
		return g.determinizeInPlace(obs, r)
	case determinizeReorders:
		d := g.wrap(g.Climb.Determinize(obs, r))
		d.reversed = !g.reversed
		return d
	}
	return g.wrap(g.Climb.Determinize(obs, r))
}

// determinizeInPlace deals the unseen cards anew like Climb does, but
// shuffles them from where they lie instead of from a canonical order, so
// the result depends on the hidden order.
func (g *flawed) determinizeInPlace(obs engine.Player, r *engine.RNG) engine.State {
	d := g.wrap(g.Climb.Clone())
	var unseen []int
	for q, h := range d.Hands {
		if engine.Player(q) != obs {
			unseen = append(unseen, h...)
		}
	}
	unseen = append(unseen, d.Deck.Cards...)
	for i := len(unseen) - 1; i > 0; i-- { // a biased shuffle keeps traces of the order
		j := r.IntN(i + 1)
		if j%2 == 0 {
			unseen[i], unseen[j] = unseen[j], unseen[i]
		}
	}
	for q, h := range d.Hands {
		if engine.Player(q) != obs {
			copy(h, unseen[:len(h)])
			unseen = unseen[len(h):]
			slices.Sort(h)
		}
	}
	copy(d.Deck.Cards, unseen)
	d.RNG = r.Fork()
	return d
}

func (g *flawed) UnmarshalMsg(b []byte) ([]byte, error) {
	rest, err := g.Climb.UnmarshalMsg(b)
	if g.flaw == saveLosesRNG {
		g.RNG = engine.RNG{}
	}
	return rest, err
}
