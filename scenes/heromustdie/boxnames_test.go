package heromustdie

import (
	"fmt"
	"strings"
	"testing"

	hmd "github.com/herotable/herotable/engine/heromustdie"
)

// A box's tooltip is headed by what the box shows, not by its place in the
// row (pt28 #7: the 3-gold box was "Gold Mine 2", read as the 2-gold
// one), and no two boxes share a heading.
func TestBoxTooltipsNameWhatTheBoxShows(t *testing.T) {
	s := newSession(t, "human,greedy,greedy", 6)
	table, _ := viewerAt(t, s)
	seen := map[string]int{}
	for b, x := range hmd.Boxes {
		sp := table.Spots.At(spotKey{Kind: AtBox, I: b})
		if sp == nil {
			t.Fatalf("no spot for box %s", x.ID)
		}
		head, _, _ := strings.Cut(sp.Hint, "\n")
		if o, ok := seen[head]; ok {
			t.Errorf("boxes %s and %s are both headed %q", hmd.Boxes[o].ID, x.ID, head)
		}
		seen[head] = b
		unit := map[hmd.Location]string{hmd.ThroneRoom: "gold", hmd.GoldMine: "gold", hmd.RuneRoom: "MP", hmd.Town: "slave"}[x.Loc]
		if unit != "" && !strings.Contains(head, fmt.Sprintf("%d-%s", x.Amount, unit)) {
			t.Errorf("box %s (%d %s) is headed %q", x.ID, x.Amount, unit, head)
		}
	}
}
