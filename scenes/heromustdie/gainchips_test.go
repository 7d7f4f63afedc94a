package heromustdie

import (
	"slices"
	"testing"

	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/layout"
)

// A gain rising in a panel stays inside it, never covers where the seat
// stands in the duty ring (pt31 #9: "+3 slaves" lay over "Guards
// floor…"), his monster chips, the hand's button or the "Whole log" tab
// (pt37 #5: "-4 gold -3 slaves -3 MP" covered Cora's chips and touched
// the tab), and covers none of his numbers (VP, gold, slaves, MP, the
// hand's counter, MLP) while it fits, at most the resources it changes
// when not; a single slave is "+1 slave" (pt28 #6: "+1 slaves" rose
// across the monster chips and the row border, "−1 MP" lay on a slave
// count).
func TestGainsRiseInsideThePanelOverNoNumber(t *testing.T) {
	for _, seats := range []string{"human,greedy,greedy", "human,greedy,greedy,greedy"} {
		gainsClear(t, seats)
	}
	for _, c := range []struct {
		g    Gain
		want string
	}{{Gain{Slaves: 1}, "+1 slave"}, {Gain{Slaves: -1}, "-1 slave"}, {Gain{Slaves: 2}, "+2 slaves"}, {Gain{Gold: 1}, "+1 gold"}} {
		chips := gainChips(c.g, 0, []gainSpot{{Left: 0, Right: 600}})
		if len(chips) != 1 || chips[0].Words != c.want {
			t.Errorf("%+v reads %+v, want %q", c.g, chips, c.want)
		}
	}
}

// gainsClear checks the gains of every seat of a game of seats, each
// owning 0 to 9 monsters.
func gainsClear(t *testing.T, seats string) {
	table, _ := viewerAt(t, newSession(t, seats, 4))
	st := table.q.Shown.Clone().(*hmd.State)
	table.q.Shown = st
	for _, owned := range []int{0, 3, 6, 9} {
		for p := range st.Seats {
			st.Seats[p].Monsters = []int8{0, 1, 2, 3, 4, 5, 6, 7, 8}[:owned]
			r := PanelRect(p, len(st.Seats))
			res := resourceSpans(st, p)
			numbers := []layout.Rect{{X: r.X + 204, Y: r.Y + 5, W: 50, H: 18}, // VP
				{X: r.Right() - 46, Y: r.Y + 5, W: 40, H: 18}, // the hand's counter
				{X: r.X + 206, Y: panelRow2(r), W: 40, H: 20}} // MLP
			if p == int(table.Viewer) { // his hand has a button in row 2, no counter
				numbers = slices.Delete(numbers, 1, 2)
			}
			keepOff := []layout.Rect{{X: r.X + 54, Y: panelRow2(r), W: 150, H: 18}} // where he stands
			if table.Bar.Log.Rect.Y < r.Bottom() {
				keepOff = append(keepOff, table.Bar.Log.Rect.Inset(-3))
			}
			if p == int(table.Viewer) {
				keepOff = append(keepOff, layout.Rect{X: r.Right() - 74, Y: panelRow2(r) - 1, W: 68, H: 21}) // the hand's button
			}
			shown := table.chipsShown(p)
			for k := range shown {
				keepOff = append(keepOff, monsterChip(p, k, len(st.Seats)))
			}
			if shown < owned {
				c := monsterChip(p, shown, len(st.Seats))
				keepOff = append(keepOff, layout.Rect{X: c.X, Y: c.Y, W: plusW, H: c.H})
			}
			for _, g := range []Gain{{Seat: p, Slaves: 1}, {Seat: p, MP: -1}, {Seat: p, Gold: 2, Slaves: 1}, {Seat: p, Gold: -3, Slaves: -2, MP: -1}, {Seat: p, Gold: -4, Slaves: -3, MP: -3}} {
				for _, k := range []float64{0, 0.5, 1} {
					spots := table.gainSpots(p)
					chips := gainChips(g, k, spots)
					last := len(chips) > 0 && chips[0].Rect.X == spots[len(spots)-1].Left
					for _, ch := range chips {
						if in := ch.Rect.Intersect(r); in != ch.Rect {
							t.Errorf("seat %d, %d monsters: %q at %v leaves its panel %v", p, owned, ch.Words, ch.Rect, r)
						}
						for _, o := range keepOff {
							if !ch.Rect.Intersect(o).Empty() {
								t.Errorf("seat %d, %d monsters: %q at %v covers %v (chips, buttons or his post)", p, owned, ch.Words, ch.Rect, o)
							}
						}
						for i, n := range append(numbers, res[:]...) {
							if (!last || i < len(numbers)) && !ch.Rect.Intersect(n).Empty() {
								t.Errorf("seat %d, %d monsters: %q at %v covers a number at %v", p, owned, ch.Words, ch.Rect, n)
							}
						}
					}
				}
			}
		}
	}
}
