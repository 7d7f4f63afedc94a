package herohouse

import (
	"testing"

	"github.com/herotable/herotable/scenes/layout"
)

// A card new to the hand makes the hand spread to its places even with
// the pointer resting over it (play-test 27: a drawn card lay on Kilt for
// seconds, and a dealt hand overlapped for 20 s, the hand held as it was
// because the pointer was over it).
func TestHandSpreadsForANewCardUnderThePointer(t *testing.T) {
	row := func(cards ...int) *Layout {
		l := &Layout{Bottom: 0}
		for i, c := range cards {
			l.Cards = append(l.Cards, Placed{Card: c, Zone: ZHand, Seat: 0, Index: i,
				Rect: layout.Rect{X: 400 + float64(i)*90 - float64(len(cards))*45, Y: 600, W: 80, H: 112}})
		}
		return l
	}
	var g glide
	before := row(1, 2, 3)
	over := before.Cards[1].Rect.Center()
	for tick := range 40 {
		g.pointer(over, tick)
		g.step(before)
	}
	after := row(1, 2, 3, 4) // card 4 drawn: the others move left to make room
	for tick := 40; tick < 100; tick++ {
		g.pointer(over, tick)
		g.step(after)
	}
	for _, pl := range after.Cards {
		if r := g.rect(pl); r != pl.Rect {
			t.Errorf("a second after card 4 came, card %d is at %v, not its place %v", pl.Card, r, pl.Rect)
		}
	}
	// A card leaving still holds the rest under the pointer.
	left := row(1, 3, 4)
	for tick := 100; tick < 160; tick++ {
		g.pointer(over, tick)
		g.step(left)
	}
	if r := g.rect(left.Cards[1]); r != after.Cards[2].Rect {
		t.Errorf("after card 2 left, card 3 moved under the pointer from %v to %v", after.Cards[2].Rect, r)
	}
}
