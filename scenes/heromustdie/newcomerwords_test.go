package heromustdie

import (
	"regexp"
	"strings"
	"testing"

	"github.com/herotable/herotable/assets"
	"github.com/herotable/herotable/engine"
	hmd "github.com/herotable/herotable/engine/heromustdie"
)

// Words a newcomer met undefined or wrong (pt4 #12): the banners and the
// cards say "turn order", not "duty ring" or "ring order"; the colour
// buttons name the symbol the art draws on each token (the blue mage's
// circle was called an octagon); the Mage powers option says what each
// choice does, not only "Off" and "On".
func TestNewcomerWords(t *testing.T) {
	ring := regexp.MustCompile(`(?i)\bring\b`)
	for ph, w := range phaseWords {
		for _, s := range []string{w.does, w.you, w.they} {
			if ring.MatchString(s) {
				t.Errorf("the %s banner says %q", hmd.PhaseNames[ph], s)
			}
		}
	}
	for k, s := range plotWords {
		if ring.MatchString(s) {
			t.Errorf("plot card kind %d says %q", k, s)
		}
	}
	st := newSession(t, "human,greedy", 1).Match.State.(*hmd.State)
	for c, name := range hmd.PlayerColours {
		label := command(st, hmd.Act(hmd.KColour, c), nil).Label
		if sym := assets.TokenSymbol(name); sym == "" || !strings.Contains(label, sym) {
			t.Errorf("the %s mage's button reads %q; its tokens carry a %s", name, label, sym)
		}
	}
	info, _ := engine.Lookup(hmd.GameID)
	for _, o := range info.Options {
		if o.Key != hmd.OptMage {
			continue
		}
		for _, l := range o.Labels {
			if len(strings.Fields(l)) < 3 {
				t.Errorf("the %s choice %q does not say what it does", o.Label, l)
			}
		}
	}
}

// A floor's button at the set-up says what taking it means (pt7: its
// tooltip only repeated "Ada chooses floor 1").
func TestFloorChoiceSaysWhatItMeans(t *testing.T) {
	st := newSession(t, "human,greedy", 1).Match.State.(*hmd.State)
	for n := 1; n <= 2; n++ {
		tip := command(st, hmd.Act(hmd.KFloor, n), nil).Tip
		if !strings.Contains(tip, "turn order") || !strings.Contains(tip, "guard") {
			t.Errorf("floor %d's button says %q", n, tip)
		}
	}
	if first := command(st, hmd.Act(hmd.KFloor, 1), nil).Tip; !strings.Contains(first, "defend first") {
		t.Errorf("floor 1's button does not say its guard defends first: %q", first)
	}
}
