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

// A defender's badges, the outcome and under it what the fight leaves
// ("by luck" when a flip decides, on one line), stay in the heroes' row however
// many heroes it holds: the second wraps to two lines at most.
func TestDefenderBadgesStayInTheRow(t *testing.T) {
	for k := 1; k <= 6; k++ {
		l := Lay(fullBoard(2, 5, k), 0)
		box := l.Boxes[0]
		for i := range l.Heroes[0] {
			tag, _ := VerdictTag(l.Heroes[0], i, box.Area.Right()-8, OutcomeWord(hh.NoWin))
			if _, lines := VerdictTag(l.Heroes[0], i, box.Area.Right()-8, noWinAfter); len(lines) != 1 {
				t.Errorf("%d heroes, hero %d: a flip's house, %q, wraps to %q (play-test 21 #10)", k, i, noWinAfter, lines)
			}
			for _, after := range []string{"no house", "house +12", noWinAfter} {
				ar, lines := VerdictTag(l.Heroes[0], i, box.Area.Right()-8, after)
				ar.Y = tag.Bottom() + 2 // as drawHeroLabels places it
				if len(lines) > 2 || ar.Bottom() > box.Heroes.Bottom() {
					t.Errorf("%d heroes, hero %d: %q on %d lines at %v leaves the row %v", k, i, after, len(lines), ar, box.Heroes)
				}
			}
		}
	}
}
