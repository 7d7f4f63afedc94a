package heromustdie

import (
	"testing"

	hmd "github.com/herotable/herotable/engine/heromustdie"
)

// "front" is written under the queue's first party, the one that attacks
// first, and under no other (pt7 #7: it sat under party 2's flag).
func TestFrontLabelIsUnderTheFirstParty(t *testing.T) {
	for f := 1; f <= hmd.NumFloors; f++ {
		p := frontLabel(f)
		first := QueueSpot(f, 0)
		if p.X < first.X || p.X > first.Right() {
			t.Errorf("floor %d: 'front' at x %.0f, not under the first party (%.0f–%.0f)", f, p.X, first.X, first.Right())
		}
		for k := 1; k < hmd.NumParties; k++ {
			if r := QueueSpot(f, k); p.X >= r.X && p.X <= r.Right() {
				t.Errorf("floor %d: 'front' is under party place %d", f, k+1)
			}
		}
	}
}
