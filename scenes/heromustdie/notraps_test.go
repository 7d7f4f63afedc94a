package heromustdie

import (
	"strings"
	"testing"

	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/ui"
)

// A fought floor with no traps (left) says a trap fires once and is gone:
// "Traps on floor 1: none" after the log told two firing read as a
// contradiction (play-test 25).
func TestAFloorWithNoTrapsSaysTrapsAreUsedUp(t *testing.T) {
	_, table, h := humanAt(t, func(st *hmd.State) bool {
		return st.Stage == hmd.StSend && st.Front > 0 && len(st.Floors[st.Front-1].Traps) == 0
	})
	h.Idle(t, 30)
	var drawn []string
	stop := ui.AuditText(nil, func(d ui.Drawn) { drawn = append(drawn, d.Text) })
	table.Layer.Invalidate()
	h.Idle(t, 1)
	stop()
	if !strings.Contains(strings.Join(drawn, " "), "a trap fires once, then is gone") { // a paragraph's lines, joined
		t.Errorf("the fight panel of a floor with no traps does not say a trap fires once, then is gone")
	}
}
