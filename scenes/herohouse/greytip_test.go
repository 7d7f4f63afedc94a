package herohouse

import (
	"strings"
	"testing"

	hh "github.com/herotable/herotable/engine/herohouse"
	"github.com/herotable/herotable/scenes/scenetest"
)

// Play-test 6, #10: a greyed card of the viewer's hand says on hover why
// a click does nothing, in the words a click on it shows.
func TestGreyedCardsSayWhyOnHover(t *testing.T) {
	for seed := uint64(1); seed < 40; seed++ {
		s := newSession(t, "human,greedy", seed)
		if !scenetest.ReachWith(t, s, 400, 16, scenetest.Greedy(seed), func(st *hh.State) bool { return st.Phase == hh.PhLay && st.Turn == 0 }) {
			continue
		}
		table := New(s)
		scenetest.Settled(t, table, &table.Core)
		greyed := 0
		for _, sp := range table.Spots.Order {
			if sp.Key.kind != kCard || sp.Live {
				continue
			}
			why := table.Refusal(sp)
			if why == "" {
				continue
			}
			greyed++
			if !strings.Contains(sp.Hint, why) {
				t.Errorf("seed %d: greyed %s's tooltip %q does not say %q", seed, hh.Name(sp.Key.a), sp.Hint, why)
			}
		}
		if greyed > 0 {
			return
		}
	}
	t.Fatal("no greyed card came to the human's hand")
}
