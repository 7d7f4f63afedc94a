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

// Once the colours are chosen, a box whose gain a mage's power adds to
// (the Gold Mine for yellow) says so in its tooltip, naming the seat.
func TestABoxSaysTheMagePowerThatAddsToIt(t *testing.T) {
	st, err := hmd.New(4, 1, true)
	if err != nil {
		t.Fatal(err)
	}
	for st.Phase == hmd.PhSetup {
		if err := st.Apply(st.LegalActions(nil)[0]); err != nil {
			t.Fatal(err)
		}
	}
	names := []string{"A", "B", "C", "D"}
	for b, x := range hmd.Boxes {
		if x.Loc != hmd.GoldMine {
			continue
		}
		if tip := boxTip(st, b, names); !strings.Contains(tip, mageWords["yellow"]) {
			t.Errorf("Gold Mine box %d with four mages: %q", b, tip)
		}
	}
}
