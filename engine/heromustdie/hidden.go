package heromustdie

import (
	"slices"

	"github.com/herotable/herotable/engine"
)

// Hidden information (§7). Hidden: face-down event cards (but a peeker
// remembers what he saw), plot hands (sizes are public), the Throne room
// draw, the order of every deck (cards put under a deck in public stay
// known), and the dice's future. Everything else is open.

// Unknown stands for a card the viewer cannot see.
const Unknown int8 = -2

// knowsPlot reports whether seat p may see plot card c where it lies in a
// hidden zone (a hand, the plot deck, the Throne room draw).
func (s *State) knowsPlot(p engine.Player, c int8) bool {
	return c >= 0 && seatBit(p)&s.PlotKnown[c] != 0
}

// seatBit is seat p's bit in a knowledge mask; a viewer that is no seat
// (engine.NoPlayer) has none.
func seatBit(p engine.Player) uint8 {
	if p < 0 || p > 7 {
		return 0
	}
	return 1 << p
}

// knowsEvent reports whether seat p may see face-down event card e.
func (s *State) knowsEvent(p engine.Player, e int8) bool {
	return e >= 0 && seatBit(p)&s.EvKnown[e] != 0
}

// View masks every card p may not see with Unknown, keeps only p's own
// knowledge marks of hidden cards, and zeroes the RNG.
func (s *State) View(p engine.Player) engine.State {
	v := s.clone()
	v.RNG = engine.RNG{}
	v.force = nil
	maskPlots := func(cs []int8, owner int) {
		for i, c := range cs {
			if owner != int(p) && !s.knowsPlot(p, c) {
				cs[i] = Unknown
			}
		}
	}
	for q := range v.Seats {
		maskPlots(v.Seats[q].Hand, q)
	}
	maskPlots(v.PlotDeck, -1)
	maskPlots(v.Tmp, -1)
	for c := range v.PlotKnown {
		if !s.knowsPlot(p, int8(c)) && !s.inHandOf(p, int8(c)) {
			v.PlotKnown[c] = 0 // who knows a card p cannot see would tell where it is
		}
	}
	for t := range v.Slots {
		for h, e := range v.Slots[t] {
			if e >= 0 && !s.knowsEvent(p, e) {
				v.Slots[t][h] = Unknown
			}
		}
	}
	for i, e := range v.EvDisc {
		if !s.knowsEvent(p, e) {
			v.EvDisc[i] = Unknown
		}
	}
	for e := range v.EvKnown {
		if !s.knowsEvent(p, int8(e)) {
			v.EvKnown[e] = 0
		}
	}
	maskDeck(v.HeroDeck, v.HeroSeen)
	maskDeck(v.MonsterDeck, v.MonsterSeen)
	v.Ev.List = slices.DeleteFunc(v.Ev.List, func(e engine.Event) bool { return !e.VisibleTo(p) })
	return v
}

// inHandOf reports whether plot card c is in seat p's own hand (a viewer
// that is no seat holds none).
func (s *State) inHandOf(p engine.Player, c int8) bool {
	return p >= 0 && int(p) < len(s.Seats) && slices.Contains(s.Seats[p].Hand, c)
}

// maskDeck hides a deck but for its public bottom cards.
func maskDeck(deck []int8, seen int8) {
	for i := range len(deck) - int(seen) {
		deck[i] = Unknown
	}
}

// Determinize fills every card hidden from observer with a random card of
// those he has not seen (§11), built from his View so that it depends on
// nothing else, and gives the copy a fresh RNG.
func (s *State) Determinize(observer engine.Player, rng *engine.RNG) engine.State {
	d := s.View(observer).(*State)
	d.RNG = engine.NewRNG(rng.Uint64())

	// Plot cards: the unseen ones go to the masked places of hands, the
	// deck and the Throne room draw.
	unseen := missing(len(Plots), d.plotPlaces())
	rng.Shuffle(len(unseen), func(i, j int) { unseen[i], unseen[j] = unseen[j], unseen[i] })
	fill := func(cs []int8, knower int) {
		for i, c := range cs {
			if c == Unknown {
				cs[i], unseen = unseen[0], unseen[1:]
				d.PlotKnown[cs[i]] = 0
				if knower >= 0 {
					d.PlotKnown[cs[i]] = 1 << knower
				}
			}
		}
	}
	for q := range d.Seats {
		fill(d.Seats[q].Hand, q)
	}
	fill(d.PlotDeck, -1)
	fill(d.Tmp, int(d.Actor))

	// Event cards: the unseen ones go to the masked slots and discards.
	var evs [][]int8
	for t := range d.Slots {
		evs = append(evs, d.Slots[t][:])
	}
	evs = append(evs, d.EvDisc, []int8{d.Drawn})
	unseenEv := missing(len(Events), evs)
	rng.Shuffle(len(unseenEv), func(i, j int) { unseenEv[i], unseenEv[j] = unseenEv[j], unseenEv[i] })
	for t := range d.Slots {
		for h, e := range d.Slots[t] {
			if e == Unknown {
				d.Slots[t][h], unseenEv = unseenEv[0], unseenEv[1:]
			}
		}
	}
	for i, e := range d.EvDisc {
		if e == Unknown {
			d.EvDisc[i], unseenEv = unseenEv[0], unseenEv[1:]
		}
	}

	// Decks: the never-seen top part is a shuffle of the cards not in view.
	d.refillDeck(d.HeroDeck, len(Heroes), d.heroPlaces(), rng)
	d.refillDeck(d.MonsterDeck, len(Monsters), d.monsterPlaces(), rng)
	return d
}

// missing lists the cards 0..n-1 found in none of places (Unknown and
// empty marks are skipped), in order.
func missing(n int, places [][]int8) []int8 {
	seen := make([]bool, n)
	for _, pl := range places {
		for _, c := range pl {
			if c >= 0 {
				seen[c] = true
			}
		}
	}
	var out []int8
	for c, ok := range seen {
		if !ok {
			out = append(out, int8(c))
		}
	}
	return out
}

func (s *State) refillDeck(deck []int8, n int, places [][]int8, rng *engine.RNG) {
	cards := missing(n, places)
	rng.Shuffle(len(cards), func(i, j int) { cards[i], cards[j] = cards[j], cards[i] })
	for i, c := range deck {
		if c == Unknown {
			deck[i], cards = cards[0], cards[1:]
		}
	}
}

// plotPlaces are every zone holding plot cards.
func (s *State) plotPlaces() [][]int8 {
	pl := [][]int8{s.PlotDeck, s.PlotDisc, s.Tmp}
	for _, q := range s.Seats {
		pl = append(pl, q.Hand, q.Trophies)
	}
	return pl
}

// heroPlaces are every zone holding hero cards.
func (s *State) heroPlaces() [][]int8 {
	pl := [][]int8{s.HeroDeck, s.Fight.Killed}
	for _, p := range s.Parties {
		pl = append(pl, cardsOf(p.Heroes))
	}
	return append(pl, cardsOf(s.Fight.Heroes))
}

// monsterPlaces are every zone holding monster cards.
func (s *State) monsterPlaces() [][]int8 {
	pl := [][]int8{s.MonsterDeck, s.MonsterRow, s.MonsterPool, s.Fight.Lost}
	for _, q := range s.Seats {
		pl = append(pl, q.Monsters)
	}
	return pl
}

func cardsOf(fs []Fighter) []int8 {
	out := make([]int8, len(fs))
	for i, f := range fs {
		out[i] = f.Card
	}
	return out
}
