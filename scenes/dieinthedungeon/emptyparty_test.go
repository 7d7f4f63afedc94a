package dieinthedungeon

import (
	"testing"

	dd "github.com/herotable/herotable/engine/dieinthedungeon"
)

// The party's empty place says why it is empty: once a Combat's last hero
// has gone it does not say the party gathers (pt8: "The party gathers"
// flashed up after the last fight was won).
func TestTheEmptyPartySaysWhyItIsEmpty(t *testing.T) {
	gathers := emptyPartyWords(&dd.Combat{On: true})
	over := emptyPartyWords(&dd.Combat{On: true, Round: 2})
	none := emptyPartyWords(&dd.Combat{})
	if over != "No heroes left: the Combat ends." {
		t.Errorf("after the last hero fell in round 2 the party says %q", over)
	}
	if gathers == over || gathers == none || over == none {
		t.Errorf("an empty party says the same in different moments: %q, %q, %q", gathers, over, none)
	}
}
