package heromustdie

import (
	"fmt"
	"testing"

	hmd "github.com/herotable/herotable/engine/heromustdie"
)

// With more free boxes than the prompt bar has room for, the bar does not
// offer a few of them as if they were the only choices: it says how many
// places glow and what they are, and keeps only Pass as a button; every
// free box glows and plays its goblin.
func TestThePromptSaysWhatTheGlowMeans(t *testing.T) {
	free := func(st *hmd.State) int {
		n := 0
		for _, o := range st.Boxes {
			if o < 0 {
				n++
			}
		}
		return n
	}
	s, table, h := humanAt(t, func(st *hmd.State) bool { return st.Stage == hmd.StPlace && free(st) >= 12 })
	h.Idle(t, 2)
	if shotDir != "" {
		h.Shot(t, shotDir, "glow-hint")
	}
	n := free(s.Match.State.(*hmd.State))
	if want := fmt.Sprintf("Click one of the %d glowing boxes on the table, or:", n); table.glowHint != want {
		t.Errorf("the hint says %q, want %q", table.glowHint, want)
	}
	for _, b := range table.buttons {
		if k, _ := hmd.Split(table.acts[b]); k != hmd.KPass {
			t.Errorf("button %q offers a box among %d glowing", b.Label, n)
		}
	}
	glowing := 0
	for _, sp := range table.Spots.Order {
		if sp.Glow && sp.Live && sp.Key.Kind == AtBox {
			glowing++
		}
	}
	if glowing != n {
		t.Errorf("%d boxes glow, %d are free", glowing, n)
	}
}
