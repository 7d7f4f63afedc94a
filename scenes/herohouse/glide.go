package herohouse

import (
	"math"
	"slices"

	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/scenes/layout"
)

// glide eases cards that stay on the table to their new places when a row
// closes up or spreads out (a card leaves a hand, a hero is laid down),
// instead of letting them jump.
type glide struct {
	at     map[spotKey]layout.Rect
	seen   map[spotKey]bool
	moving bool
	// The pointer, for holding the bottom hand still under it, and the tick.
	mouse layout.Point
	tick  int
	// The bottom hand's places last tick, the tick they last changed, and
	// whether the hand was held still last tick.
	places    []Placed
	changedAt int
	held      bool
	area      layout.Rect // where the held hand lay, the cards gone from it included
}

// pointer notes where the pointer is this tick.
func (g *glide) pointer(at layout.Point, tick int) { g.mouse, g.tick = at, tick }

// glideRate is the share of the way a card goes each tick: a gap of a
// hand card closes in about a quarter of a second.
const glideRate = 0.3

// keyOf is the identity a placed card glides under.
func keyOf(pl Placed) spotKey {
	if pl.Card < 0 {
		return spotKey{kBack, int(pl.Seat), pl.Index}
	}
	return spotKey{kCard, pl.Card, int(pl.Zone)}
}

// step moves every card a share of the way to its place in l; cards new
// to the table (or to a zone) start at their place. The bottom hand keeps
// its cards where they were while the pointer is over it, and closes up
// when it leaves: play-test 21 #6 laid a card and clicked where the next
// one had been, which had slid away under the pointer; play-test 24 laid
// one, rested, and clicked where it had been, on the card that slid there
// after a second (the rule was then to close up after a second at rest).
func (g *glide) step(l *Layout) {
	if g.at == nil {
		g.at, g.seen = map[spotKey]layout.Rect{}, map[spotKey]bool{}
	}
	clear(g.seen)
	g.moving = false
	hold := g.holdHand(l)
	for _, pl := range l.Cards {
		k := keyOf(pl)
		g.seen[k] = true
		cur, ok := g.at[k]
		if !ok || pl.Zone == ZPile {
			g.at[k] = pl.Rect
			continue
		}
		if hold && inHand(pl, l.Bottom) {
			continue // stays where the pointer saw it
		}
		next := approach(cur, pl.Rect)
		if next != pl.Rect {
			g.moving = true
		}
		g.at[k] = next
	}
	for k := range g.at {
		if !g.seen[k] {
			delete(g.at, k)
		}
	}
}

// holdHand reports whether the bottom hand holds still this tick: the
// pointer is over where its cards are drawn. A hand closing
// up goes on to its places (it is not held mid-way), and a card new to
// the hand lets it close up (it would lie under one held).
func (g *glide) holdHand(l *Layout) bool {
	var area layout.Rect
	var places []Placed
	atRest, added := true, false
	for _, pl := range l.Cards {
		if !inHand(pl, l.Bottom) {
			continue
		}
		places = append(places, pl)
		r, ok := g.at[keyOf(pl)]
		if !ok {
			added = true
			continue
		}
		atRest = atRest && r == pl.Rect
		if area.Empty() {
			area = r
		} else {
			area = area.Union(r)
		}
	}
	if added {
		// A card new to the hand: the hand spreads to make room, the
		// pointer over it or not (play-test 27: a drawn card lay on Kilt
		// for seconds, the hand held as it was).
		g.places, g.held, g.area = places, false, layout.Rect{}
		return false
	}
	if !slices.Equal(places, g.places) {
		g.places, g.changedAt = places, g.tick
	}
	if !g.area.Empty() && !area.Empty() { // the place of a card just laid is the hand's still
		area = area.Union(g.area)
	}
	over := !area.Empty() && area.Inset(-liftPx).Contains(g.mouse)
	g.held = over && (g.held || atRest || g.changedAt == g.tick)
	g.area = layout.Rect{}
	if g.held || atRest {
		g.area = area
	}
	return g.held
}

// inHand reports whether pl is a card of seat p's hand.
func inHand(pl Placed, p engine.Player) bool { return pl.Zone == ZHand && pl.Seat == p }

// rect is where pl is drawn now.
func (g *glide) rect(pl Placed) layout.Rect {
	if r, ok := g.at[keyOf(pl)]; ok {
		return r
	}
	return pl.Rect
}

func approach(cur, to layout.Rect) layout.Rect {
	mv := func(a, b float64) float64 {
		if math.Abs(b-a) < 0.5 {
			return b
		}
		return a + (b-a)*glideRate
	}
	return layout.Rect{X: mv(cur.X, to.X), Y: mv(cur.Y, to.Y), W: mv(cur.W, to.W), H: mv(cur.H, to.H)}
}
