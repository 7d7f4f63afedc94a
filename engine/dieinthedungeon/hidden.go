package dieinthedungeon

import (
	"slices"

	"github.com/herotable/herotable/engine"
)

// Hidden information (§7): only the faces of face-down tiles are hidden
// (a peek shows one to its peeker alone), and the future of the dice.

// View hides every face p may not see and the RNG; in the Duel it also
// hides the other creature's peek markers.
func (s *State) View(p engine.Player) engine.State {
	v := s.clone()
	v.RNG = engine.RNG{}
	for i := range v.Slots {
		c := &v.Slots[i]
		if !s.knows(p, i) {
			c.Tile = Unknown
		}
		c.Peek &= 1 << p
	}
	v.Ev.List = slices.DeleteFunc(v.Ev.List, func(e engine.Event) bool { return !e.VisibleTo(p) })
	return v
}

// pools are TilesOf for every kind and level, made once.
var pools = func() (out [NumTileKinds][MaxTileLevel + 1][]int) {
	for k := range NumTileKinds {
		for l := 0; l <= MaxTileLevel; l++ {
			out[k][l] = TilesOf(k, l)
		}
	}
	return out
}()

// Determinize deals observer's unknown faces anew (§11): each face-down
// slot observer cannot see takes a tile of its kind and level drawn at
// random from those observer has not seen anywhere (unused tiles are never
// revealed, so the pool is every tile of that kind and level that is not
// face up and not peeked at by observer). Public slots (Epic, LAIR), start
// tiles and observer's peeks stay; the Training Dungeon's fixed tiles are
// dealt anew like the rest, since observer cannot see them. The dice get a fresh future.
func (s *State) Determinize(observer engine.Player, rng *engine.RNG) engine.State {
	d := s.clone()
	d.RNG = rng.Fork()
	m := d.m()
	// What observer cannot see of the other creature: its peeks and the
	// private events that showed it a face.
	for i := range d.Slots {
		d.Slots[i].Peek &= 1 << observer
	}
	d.Ev.List = slices.DeleteFunc(d.Ev.List, func(e engine.Event) bool { return !e.VisibleTo(observer) })
	var seen [NumTiles]bool
	for i, c := range d.Slots {
		if d.knows(observer, i) {
			seen[c.Tile] = true
		}
	}
	for k := DeadEnd; k < NumTileKinds; k++ {
		for l := 1; l <= MaxTileLevel; l++ {
			var slotBuf, poolBuf [NumTiles]int
			slots, pool := slotBuf[:0], poolBuf[:0]
			for i, sl := range m.Slots {
				if sl.Kind == k && sl.Level == l && !d.knows(observer, i) {
					slots = append(slots, i)
				}
			}
			if len(slots) == 0 {
				continue
			}
			for _, t := range pools[k][l] {
				if !seen[t] {
					pool = append(pool, t)
				}
			}
			rng.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
			for n, i := range slots {
				d.Slots[i].Tile = pool[n]
			}
		}
	}
	return d
}
