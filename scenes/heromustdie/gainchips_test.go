package heromustdie

import (
	"testing"

	"github.com/herotable/herotable/scenes/layout"
)

// A gain rising in a panel stays inside it, never covers where the seat
// stands in the duty ring (pt31 #9: "+3 slaves" lay over "Guards
// floor…"), and covers none of its numbers (VP, gold, slaves, MP, the
// hand's counter, the monster chips) while it fits; a
// single slave is "+1 slave" (pt28 #6: "+1 slaves" rose across the
// monster chips and the row border, "−1 MP" lay on a slave count).
func TestGainsRiseInsideThePanelOverNoNumber(t *testing.T) {
	s := newSession(t, "human,greedy,greedy", 4)
	table, _ := viewerAt(t, s)
	st := table.state()
	for p := range st.Seats {
		r := PanelRect(p, len(st.Seats))
		res := resourceSpans(st, p)
		numbers := append(res[:], layout.Rect{X: r.X + 204, Y: r.Y + 5, W: 50, H: 18}, // VP
			layout.Rect{X: r.Right() - 46, Y: r.Y + 5, W: 40, H: 18}, // the hand's counter
			layout.Rect{X: r.X + 206, Y: panelRow2(r), W: 40, H: 20}) // MLP
		for k := range st.Seats[p].Monsters {
			numbers = append(numbers, monsterChip(p, k, len(st.Seats)))
		}
		for _, g := range []Gain{{Seat: p, Slaves: 1}, {Seat: p, MP: -1}, {Seat: p, Gold: 2, Slaves: 1}, {Seat: p, Gold: -3, Slaves: -2, MP: -1}} {
			for _, k := range []float64{0, 0.5, 1} {
				right := r.Right() - 6
				if p == 0 {
					right = r.Right() - 78 // the hand button
				}
				chips := gainChips(r, g, k, right)
				for _, ch := range chips {
					if in := ch.Rect.Intersect(r); in != ch.Rect {
						t.Errorf("seat %d: %q at %v leaves its panel %v", p, ch.Words, ch.Rect, r)
					}
					// Never over where he stands (pt31 #9: "+3 slaves" over "Guards floor…").
					if post := (layout.Rect{X: r.X + 54, Y: panelRow2(r), W: 150, H: 18}); !ch.Rect.Intersect(post).Empty() {
						t.Errorf("seat %d: %q at %v covers the row's words at %v", p, ch.Words, ch.Rect, post)
					}
					if len(chips) == 3 { // three do not fit before MLP: opaque, they may cover it
						continue
					}
					for _, n := range numbers {
						if !ch.Rect.Intersect(n).Empty() {
							t.Errorf("seat %d: %q at %v covers a number at %v", p, ch.Words, ch.Rect, n)
						}
					}
				}
			}
		}
	}
	for _, c := range []struct {
		g    Gain
		want string
	}{{Gain{Slaves: 1}, "+1 slave"}, {Gain{Slaves: -1}, "-1 slave"}, {Gain{Slaves: 2}, "+2 slaves"}, {Gain{Gold: 1}, "+1 gold"}} {
		chips := gainChips(PanelRect(0, 3), c.g, 0, PanelRect(0, 3).Right())
		if len(chips) != 1 || chips[0].Words != c.want {
			t.Errorf("%+v reads %+v, want %q", c.g, chips, c.want)
		}
	}
}
