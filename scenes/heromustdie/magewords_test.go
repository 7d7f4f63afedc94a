package heromustdie

import (
	"strings"
	"testing"

	hmd "github.com/herotable/herotable/engine/heromustdie"
)

// With mage powers in play, each colour's button says what its power
// does (pt #5: the buttons gave the colour only); without them, nothing
// of powers.
func TestColourButtonsSayTheMagePower(t *testing.T) {
	for _, powers := range []bool{true, false} {
		st, err := hmd.New(3, 1, powers)
		if err != nil {
			t.Fatal(err)
		}
		for st.Stage != hmd.StColour && st.Phase == hmd.PhSetup {
			if err := st.Apply(st.LegalActions(nil)[0]); err != nil {
				t.Fatal(err)
			}
		}
		n := 0
		for _, c := range Commands(st, st.LegalActions(nil), []string{"A", "B", "C"}) {
			if c.Kind != hmd.KColour {
				continue
			}
			n++
			says := strings.Contains(c.Tip, "mage power:")
			if says != powers {
				t.Errorf("powers %v: the %s button's tooltip is %q", powers, c.Label, c.Tip)
			}
			if powers && !strings.Contains(c.Tip, mageWords[hmd.PlayerColours[c.Arg]]) {
				t.Errorf("the %s button does not say its own power: %q", c.Label, c.Tip)
			}
		}
		if n == 0 {
			t.Fatal("no colour to choose")
		}
	}
}
