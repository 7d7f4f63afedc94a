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

// The room's button says what a room does and what its size means, not
// only its cost (play-test 25 read "Monster room 3 · 2g 2s" and its
// tooltip "Ada builds a monster room (2 gold, 2 slaves)").
func TestRoomButtonSaysWhatARoomDoes(t *testing.T) {
	_, table, h := humanAt(t, func(st *hmd.State) bool { return st.Stage == hmd.StBuild })
	h.Idle(t, 2)
	seen := 0
	for _, b := range table.buttons {
		if k, _ := hmd.Split(table.acts[b]); k != hmd.KRoom && k != hmd.KUpgrade {
			continue
		}
		seen++
		if !strings.Contains(b.Tooltip, "monsters of level") || !strings.Contains(b.Tooltip, "defend your floor") {
			t.Errorf("the %q button's tooltip %q does not say what the room does", b.Label, b.Tooltip)
		}
	}
	if seen == 0 {
		t.Fatal("no room button in the build grid")
	}
}
