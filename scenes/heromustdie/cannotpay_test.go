package heromustdie

import (
	"testing"

	hmd "github.com/herotable/herotable/engine/heromustdie"
)

// A greyed build names what is short, not the whole price (pt17 #6: "You
// cannot pay 2 gold, 2 slaves." when only the slaves were short).
func TestAGreyedBuildNamesWhatIsShort(t *testing.T) {
	room := hmd.Cost{Gold: 2, Slaves: 2}
	for _, c := range []struct {
		gold, slaves int16
		want         string
	}{
		{5, 1, "You are 1 slave short: it costs 2 gold, 2 slaves."},
		{1, 0, "You are 1 gold, 2 slaves short: it costs 2 gold, 2 slaves."},
		{0, 3, "You are 2 gold short: it costs 2 gold, 2 slaves."},
	} {
		if got := cannotPay(room, &hmd.Seat{Gold: c.gold, Slaves: c.slaves}); got != c.want {
			t.Errorf("%d gold, %d slaves: %q, want %q", c.gold, c.slaves, got, c.want)
		}
	}
}
