package heromustdie

import (
	"fmt"
	"testing"

	hmd "github.com/herotable/herotable/engine/heromustdie"
)

// Play-test 37: "Pay and draw 2" cost 0 gold under Big Sales, and nothing
// said so. The button names the price and the draw.
func TestThronePayButtonNamesItsPrice(t *testing.T) {
	s, table, _ := humanAt(t, func(st *hmd.State) bool { return st.Stage == hmd.StThronePay })
	st := s.Match.State.(*hmd.State)
	gold, cards := st.ThronePrice(st.Actor)
	want := fmt.Sprintf("Pay %d gold, draw %d", gold, cards)
	if gold == 0 {
		want = fmt.Sprintf("Draw %d for free", cards)
	}
	for _, c := range table.cmds {
		if c.Kind == hmd.KYes {
			if c.Label != want {
				t.Errorf("the Throne room's yes reads %q, want %q", c.Label, want)
			}
			return
		}
	}
	t.Fatal("no yes button at the Throne room")
}
