package herohouse

import (
	"testing"

	hh "github.com/herotable/herotable/engine/herohouse"
)

// Play-test pt7 #7: at the smallest window a crowded seat drew a hero's
// dots (down its cards' edges) under the next hero's cards. However many
// heroes a seat has (up to 8), no card of one hero covers a card of
// another, and each label still fits its numbers (TestHeroLabelsStayClear).
func TestHeroesOfARowDoNotCoverEachOther(t *testing.T) {
	for _, n := range []int{2, 3, 4} {
		for k := 2; k <= 8; k++ {
			l := Lay(fullBoard(n, 5, k), 0)
			for i, a := range l.Cards {
				for _, b := range l.Cards[i+1:] {
					if a.Zone != ZHero || b.Zone != ZHero || a.Seat != b.Seat || a.Index == b.Index {
						continue
					}
					if !a.Rect.Intersect(b.Rect).Empty() {
						t.Errorf("%dp, %d heroes: seat %d (%s): %s of hero %d at %v covers %s of hero %d at %v",
							n, k, a.Seat, l.Pos[a.Seat], hh.Name(a.Card), a.Index, a.Rect, hh.Name(b.Card), b.Index, b.Rect)
					}
				}
			}
		}
	}
}
