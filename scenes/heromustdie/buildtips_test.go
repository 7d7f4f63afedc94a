package heromustdie

import (
	"strings"
	"testing"

	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/scenetest"
	"github.com/herotable/herotable/scenes/ui"
)

// Every greyed item of the build grid says why when the pointer rests on
// it, and each trap's token icon says what the trap is and how many are
// left (pt7 #9: the greyed "Upgrade to room 5" and the trap icons had no
// tooltip).
func TestBuildGridGreyedItemsAndIconsSayWhy(t *testing.T) {
	greyed, icons := 0, 0
	for seed := uint64(1); seed < 30 && (greyed == 0 || icons == 0); seed++ {
		s := newSession(t, "human,greedy,greedy", seed)
		if !scenetest.ReachWith(t, s, 2000, 32, eager(seed), func(st *hmd.State) bool {
			return st.Actor == 0 && st.Stage == hmd.StBuild
		}) {
			continue
		}
		table, h := viewerAt(t, s)
		for _, b := range append([]*ui.Button(nil), table.buttons...) {
			if !b.Disabled {
				continue
			}
			for range ui.TipDelay + 2 {
				h.Frame(t, ui.Frame{Mouse: b.Rect.Center()})
			}
			if table.Group.Hovered() != ui.Control(b) || !table.Group.TipShown(h.Tick) || b.Tip() == "" {
				t.Errorf("seed %d: the greyed %q shows no tooltip (hovered %v)", seed, b.Label, table.Group.Hovered())
			}
			greyed++
		}
		for k := range hmd.Traps {
			r := trapIcon(int8(k))
			for range ui.TipDelay + 2 {
				h.Frame(t, ui.Frame{Mouse: r.Center()})
			}
			sp := table.Spots.At(spotKey{Kind: atTrapIcon, I: k})
			if sp == nil || !table.Hover.Shown(h.Tick) || table.Hover.Spot != sp || !strings.Contains(sp.Hint, hmd.Traps[k].Name) || !strings.Contains(sp.Hint, "left") {
				t.Errorf("seed %d: the %s icon shows no tooltip saying what it is and how many are left", seed, hmd.Traps[k].Name)
			}
			icons++
		}
	}
	if greyed == 0 || icons == 0 {
		t.Fatalf("no human build with a greyed item came (%d greyed, %d icons)", greyed, icons)
	}
}
