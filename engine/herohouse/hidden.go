package herohouse

import (
	"slices"

	"github.com/herotable/herotable/engine"
)

// Hidden information (spec §7, §11). A seat sees its own hand; of the
// others' hands only the count and the public-known cards; of the draw pile
// only its size; of the out pile every card that went out face up, and the
// face-down ones it put there itself. Everything else on the table is
// public.

// View masks what p may not see, and the RNG.
func (s *State) View(p engine.Player) engine.State {
	v := s.clone()
	for q := range v.Seats {
		if engine.Player(q) != p {
			mask(v.Seats[q].Hand)
		}
	}
	mask(v.Draw.Cards)
	for i, o := range v.Out {
		if o.Hidden && o.Knower != p {
			v.Out[i].Card = Hidden
		}
	}
	v.RNG = engine.RNG{}
	maskEvents(v.Ev.List, p)
	return v
}

// Determinize deals every card p has not seen (the pool, in canonical
// order) at random into the places p cannot see: the other seats' private
// hands, the face-down out cards p did not put there, and the draw pile in
// a random order. Public-known cards stay with their holders. The RNG is
// reseeded from rng, so the future is resampled too.
func (s *State) Determinize(p engine.Player, rng *engine.RNG) engine.State {
	d := s.clone()
	var pool []int
	for q := range d.Seats {
		if engine.Player(q) != p {
			pool = append(pool, d.Seats[q].Hand...)
		}
	}
	for _, o := range d.Out {
		if o.Hidden && o.Knower != p {
			pool = append(pool, o.Card)
		}
	}
	pool = append(pool, d.Draw.Cards...)
	slices.Sort(pool)
	rng.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	for q := range d.Seats {
		if engine.Player(q) != p {
			h := d.Seats[q].Hand
			pool = pool[copy(h, pool):]
			slices.Sort(h)
		}
	}
	for i, o := range d.Out {
		if o.Hidden && o.Knower != p {
			d.Out[i].Card, pool = pool[0], pool[1:]
		}
	}
	copy(d.Draw.Cards, pool)
	d.RNG = rng.Fork()
	maskEvents(d.Ev.List, p)
	return d
}

func mask(cards []int) {
	for i := range cards {
		cards[i] = Hidden
	}
}

// maskEvents hides the cards of the last action's events that p did not see.
func maskEvents(list []engine.Event, p engine.Player) {
	for i, e := range list {
		if !e.VisibleTo(p) {
			list[i].Card = Hidden
		}
	}
}
