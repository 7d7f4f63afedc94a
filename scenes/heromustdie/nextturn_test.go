package heromustdie

import (
	"fmt"
	"strings"
	"testing"

	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/scenetest"
	"github.com/herotable/herotable/scenes/ui"
)

// The build panel says, before the shift of duty, who will guard the
// floor being built on next turn and where the builder goes (pt7 #2: a
// newcomer's room and trap served another player the turn after, unwarned);
// his panel names next turn's floor, the floor's tooltip its next guard.
func TestBuildPanelSaysWhoGuardsTheFloorNextTurn(t *testing.T) {
	for seed := uint64(1); seed < 12; seed++ {
		s := newSession(t, "human,greedy,greedy", seed)
		if !scenetest.ReachWith(t, s, 600, 256, eager(seed), func(st *hmd.State) bool {
			return st.Actor == 0 && st.Stage == hmd.StBuild && st.Turn < hmd.Turns && !st.Over
		}) {
			continue
		}
		table, h := viewerAt(t, s)
		h.Idle(t, 2)
		st := table.state()
		f := st.FloorOf(0)
		g := st.NextGuardOf(f)
		var texts []string
		stop := ui.WatchText(func(s string, _ ui.Style) { texts = append(texts, s) })
		h.Shot(t, shotDir, "build-next-turn")
		stop()
		all := strings.Join(texts, "\n")
		want := fmt.Sprintf("Next turn %s guards floor %d", s.Names()[g], f)
		if !strings.Contains(all, want) {
			t.Errorf("the build panel does not say %q", want)
		}
		if n := st.NextFloorOf(0); n > 0 && !strings.Contains(all, fmt.Sprintf("you move to floor %d", n)) {
			t.Errorf("the build panel does not say the builder moves to floor %d", n)
		}
		if !strings.Contains(all, "· next") && !strings.Contains(all, "→") {
			t.Error("no player panel names next turn's floor")
		}
		tip := table.Spots.At(spotKey{Kind: AtFloor, I: int(f)}).Hint
		if !strings.Contains(tip, "Next turn: "+s.Names()[g]) {
			t.Errorf("floor %d's tooltip does not name its next guard: %q", f, tip)
		}
		return
	}
	t.Fatal("no game of 11 came to a build by the human before the last turn")
}
