package heromustdie

import (
	"slices"
	"testing"

	"github.com/herotable/herotable/engine"
	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/ui"
)

// Every decision opens the rules at a section the rules text has.
func TestEveryDecisionHasItsRulesSection(t *testing.T) {
	var tv ui.TextView
	tv.Rect.W, tv.Rect.H = 900, 500
	info, _ := engine.Lookup("heromustdie")
	tv.SetText(info.Rules)
	have := tv.Sections()
	for st := hmd.StNone + 1; st < hmd.NumStages; st++ {
		sec, ok := stageSections[st]
		if !ok {
			t.Errorf("decision %d opens no section of the rules", st)
			continue
		}
		if !slices.Contains(have, sec) {
			t.Errorf("decision %d opens the rules at %q, which they lack (%q)", st, sec, have)
		}
	}
}
