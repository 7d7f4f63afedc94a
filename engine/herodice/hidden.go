package herodice

import (
	"slices"

	"github.com/herotable/herotable/engine"
)

// Hidden information (spec §7, §11). Solo, but the decks' order and the
// face-down boss are hidden from the player and from bots: the dungeon
// deck's unseen part (the cards revealed and sent to the bottom are known,
// in their order), the treasure and encounter decks, the boss deck and the
// boss slot until the boss is flipped, and the dice to come (the RNG).
// Everything else is public.

// View masks what the player may not see, and the RNG.
func (s *State) View(p engine.Player) engine.State {
	v := s.clone()
	// The dungeon deck's contents are public by counting (R17: which exits
	// are viable depends on them); only its order is hidden, so the view
	// keeps its unseen part sorted and ViableExits works on it.
	slices.Sort(v.Dungeon.Cards[v.DngSeen:])
	mask(v.Treasures.Cards)
	mask(v.Encounter.Cards)
	mask(v.Bosses.Cards)
	if v.BossSlot != NoCard {
		v.BossSlot = Hidden
	}
	v.RNG = engine.RNG{}
	v.force = nil
	return v
}

// Determinize resamples exactly what §11 names: the order of the dungeon
// deck's unseen part (the seen bottom keeps its order), the treasure and
// encounter decks' order, and the face-down boss together with the boss
// deck's order. Each pool is sorted first, so the result depends only on
// the view and rng; the RNG is reseeded from rng (the dice to come).
func (s *State) Determinize(_ engine.Player, rng *engine.RNG) engine.State {
	d := s.clone()
	reshuffle(d.Dungeon.Cards[d.DngSeen:], rng)
	reshuffle(d.Treasures.Cards, rng)
	reshuffle(d.Encounter.Cards, rng)
	if d.BossSlot != NoCard {
		pool := append(slices.Clone(d.Bosses.Cards), d.BossSlot)
		reshuffle(pool, rng)
		d.BossSlot = pool[len(pool)-1]
		copy(d.Bosses.Cards, pool)
	} else {
		reshuffle(d.Bosses.Cards, rng)
	}
	d.RNG = rng.Fork()
	d.force = nil
	return d
}

func reshuffle(cards []int, rng *engine.RNG) {
	slices.Sort(cards)
	rng.Shuffle(len(cards), func(i, j int) { cards[i], cards[j] = cards[j], cards[i] })
}

func mask(cards []int) {
	for i := range cards {
		cards[i] = Hidden
	}
}
