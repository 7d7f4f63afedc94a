package heromustdie

import (
	"testing"

	"github.com/herotable/herotable/engine"
	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/scenetest"
)

// The build grid stays up, its buttons with it, while the player's own
// build is shown and he has another to make (pt7 #8: it vanished for two
// seconds, "Showing the last moves…", as if building were over).
func TestBuildPanelStaysWhileYourBuildShows(t *testing.T) {
	for seed := uint64(1); seed < 30; seed++ {
		s := newSession(t, "human,greedy,greedy", seed)
		var build engine.Action
		if !scenetest.ReachWith(t, s, 2000, 32, eager(seed), func(st *hmd.State) bool {
			if st.Actor != 0 || st.Stage != hmd.StBuild || st.Count < 2 {
				return false
			}
			for _, a := range st.LegalActions(nil) {
				if k, _ := hmd.Split(a); k == hmd.KTrap || k == hmd.KRoom || k == hmd.KUpgrade {
					try := st.Clone().(*hmd.State)
					if try.Apply(a) == nil && try.Stage == hmd.StBuild && try.Actor == 0 {
						build = a
						return true
					}
				}
			}
			return false
		}) {
			continue
		}
		table := New(s)
		h := scenetest.NewHost(t, table, prefs.Normal)
		scenetest.Settle(t, h, &table.Core)
		table.PlayLater(build)
		busy := 0
		for i := 0; i < 400; i++ {
			h.Idle(t, 1)
			if !table.Busy() {
				continue
			}
			busy++
			if !table.buildShown() {
				t.Fatalf("frame %d: the build grid is gone while the player's build shows", i)
			}
			for _, b := range table.buttons {
				if b.Hidden {
					t.Fatalf("frame %d: the grid's %q button is hidden", i, b.Label)
				}
			}
		}
		if busy == 0 {
			t.Fatal("the build was not shown at all")
		}
		return
	}
	t.Fatal("no game of 29 came to a human's build with another after it")
}
