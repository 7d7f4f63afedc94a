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
}

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
// to the table (or to a zone) start at their place. The bottom hand
// closes up at once too, under the pointer or not (play-test 18 #12: held
// still under the pointer, its gaps stayed until the pointer left, then
// the cards slid under it seconds after the move; on Board Game Arena
// the hand closes up with the move).
func (g *glide) step(l *Layout) {
	if g.at == nil {
		g.at, g.seen = map[spotKey]layout.Rect{}, map[spotKey]bool{}
	}
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
