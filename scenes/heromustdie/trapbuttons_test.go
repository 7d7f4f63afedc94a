package heromustdie

import (
	"strings"
	"testing"

	hmd "github.com/herotable/herotable/engine/heromustdie"
)

// Each trap's button in the build grid says what the trap does, not only
// its cost (pt #2): its label its wounds, its tooltip the trap's effect
// (whom it hits, for how many wounds), greyed or not.
func TestTrapButtonsSayWhatTheTrapDoes(t *testing.T) {
	_, table, h := humanAt(t, func(st *hmd.State) bool { return st.Stage == hmd.StBuild })
	h.Idle(t, 2)
	if shotDir != "" {
		h.Shot(t, shotDir, "build-grid")
	}
	seen := 0
	for _, b := range table.buttons {
		k, arg := hmd.Split(table.acts[b])
		if k != hmd.KTrap {
			continue
		}
		seen++
		tr := hmd.Traps[arg]
		if !strings.Contains(b.Label, "wound") {
			t.Errorf("the %s button reads %q: not what it does", tr.Name, b.Label)
		}
		if !strings.Contains(b.Tooltip, trapTip(int8(arg))) {
			t.Errorf("the %s button's tooltip %q does not say what the trap does", tr.Name, b.Tooltip)
		}
	}
	if seen != len(hmd.Traps) {
		t.Fatalf("%d trap buttons, want %d", seen, len(hmd.Traps))
	}
}
