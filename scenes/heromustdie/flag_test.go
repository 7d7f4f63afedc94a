package heromustdie

import (
	"testing"

	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/layout"
)

// A conquered floor's white flag stands clear of the floor's number and
// says what it means (pt19 #8: it covered the number, with no tooltip).
func TestTheWhiteFlagHasAPlaceAndATooltip(t *testing.T) {
	s, table, _ := reach(t, "human,greedy", 900, eager, func(st *hmd.State) bool { return st.Turn >= 1 })
	st := s.Match.State.(*hmd.State).Clone().(*hmd.State)
	st.Front, st.Queue = 3, []int8{0}
	table.markFloors(st)
	for f := 1; f <= hmd.NumFloors; f++ {
		sp := table.Spots.At(spotKey{Kind: atFlag, I: f})
		if (sp != nil) != (f < 3) {
			t.Errorf("floor %d: flag spot %v", f, sp != nil)
			continue
		}
		if sp == nil {
			continue
		}
		if sp.Hint == "" {
			t.Errorf("floor %d's flag has no tooltip", f)
		}
		n := floorNumber(f)
		n.Y -= 8
		digit := layout.Centered(n.X+n.W/2, n.Y+n.H/2, 14, 18) // the number's glyph
		if !sp.Rect.Intersect(digit).Empty() {
			t.Errorf("floor %d's flag %v covers its number %v", f, sp.Rect, digit)
		}
	}
}
