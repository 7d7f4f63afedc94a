package tablekit

import (
	"testing"

	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/scenes/layout"
)

// A spot keeps its identity by key from tick to tick, is laid afresh each
// tick, plays its action on a click (its Shift-click one with Shift, or
// when that is all it offers), and For finds where an action is clicked.
func TestSpots(t *testing.T) {
	var played []engine.Action
	ss := Spots[string]{Play: func(a engine.Action) { played = append(played, a) }}
	ss.Begin()
	card := ss.Mark("card", layout.Rect{X: 10, W: 20, H: 20}, "a card", "")
	card.Offer(7)
	peek := ss.Mark("tile", layout.Rect{X: 40, W: 20, H: 20}, "a tile", "")
	peek.Alt, peek.HasAlt, peek.Live = 9, true, true
	ss.Mark("plain", layout.Rect{X: 70, W: 20, H: 20}, "", "")
	if r, shift, ok := ss.For(7); !ok || shift || r.X != 10 {
		t.Fatalf("For(7) = %v %v %v", r, shift, ok)
	}
	if r, shift, ok := ss.For(9); !ok || shift || r.X != 40 {
		t.Fatalf("For(9) = %v %v %v: the tile offers only its Shift-click one, so no Shift is needed", r, shift, ok)
	}
	if _, _, ok := ss.For(3); ok {
		t.Fatal("For found an action nothing offers")
	}
	card.Activate()
	peek.Activate()
	ss.At("plain").Activate() // offers nothing
	if len(played) != 2 || played[0] != 7 || played[1] != 9 {
		t.Fatalf("clicks played %v, want [7 9]", played)
	}
	ss.Begin()
	again := ss.Mark("card", layout.Rect{X: 11}, "", "")
	if again != card || again.Live || len(ss.Order) != 1 || ss.At("tile") != nil {
		t.Fatalf("the next tick's spot: same %v, live %v, %d laid", again == card, again.Live, len(ss.Order))
	}
}
