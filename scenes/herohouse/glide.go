package herohouse

import (
	"math"

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
	// holding: the bottom hand holds still under the pointer (holdsHand).
	holding bool
	area    layout.Rect // the hand's area while it holds
}

// glideRate is the share of the way a card goes each tick.
const glideRate = 0.3

// keyOf is the identity a placed card glides under.
func keyOf(pl Placed) spotKey {
	if pl.Card < 0 {
		return spotKey{kBack, int(pl.Seat), pl.Index}
	}
	return spotKey{kCard, pl.Card, int(pl.Zone)}
}

// step moves every card a share of the way to its place in l; cards new
// to the table (or to a zone) start at their place. While the pointer
// rests over the bottom seat's hand, its cards stay where they are when
// one leaves it (play-test pt6 #4: the hand closed up under the pointer
// after a card was laid down, so the next click hit another card or
// nothing); they close up once the pointer leaves, or a card joins.
func (g *glide) step(l *Layout, pointer layout.Point) {
	if g.at == nil {
		g.at, g.seen = map[spotKey]layout.Rect{}, map[spotKey]bool{}
	}
	hold := g.holdsHand(l, pointer)
	clear(g.seen)
	g.moving = false
	for _, pl := range l.Cards {
		k := keyOf(pl)
		g.seen[k] = true
		cur, ok := g.at[k]
		if !ok || pl.Zone == ZPile {
			g.at[k] = pl.Rect
			continue
		}
		if hold && inHand(pl, l.Bottom) {
			continue
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

// inHand reports whether pl is a card of seat p's hand.
func inHand(pl Placed, p engine.Player) bool { return pl.Zone == ZHand && pl.Seat == p }

// handSlack is how far round the bottom hand's cards the pointer still
// holds them.
const handSlack = 12

// holdsHand reports whether the bottom seat's hand cards stay where they
// are now: the pointer is over them (as they are drawn, with some slack
// and the room a picked card rises into), and every card of the hand in l
// is already on the table (one joining needs the room). A hold starts
// only over a hand at rest, so that a hand still spreading out is not
// caught half-way.
func (g *glide) holdsHand(l *Layout, pointer layout.Point) bool {
	var area layout.Rect
	rest := true
	for _, pl := range l.Cards {
		if !inHand(pl, l.Bottom) {
			continue
		}
		r, ok := g.at[keyOf(pl)]
		if !ok {
			g.holding = false
			return false
		}
		area, rest = area.Union(r), rest && r == pl.Rect
	}
	if area.Empty() {
		g.holding = false
		return false
	}
	area = layout.Rect{X: area.X - handSlack, Y: area.Y - liftPx - handSlack, W: area.W + 2*handSlack, H: area.H + liftPx + 2*handSlack}
	if g.holding { // where the cards that left were counts too
		area = area.Union(g.area)
	}
	switch {
	case !area.Contains(pointer):
		g.holding = false
	case !g.holding:
		g.holding = rest
	}
	g.area = area
	return g.holding
}

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
