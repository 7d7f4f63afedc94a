package herohouse

import (
	"slices"
	"testing"

	"github.com/herotable/herotable/engine"
	hh "github.com/herotable/herotable/engine/herohouse"
	"github.com/herotable/herotable/scenes/ui"
)

// Every decision opens the rules at a section the rules text has.
func TestEveryDecisionHasItsRulesSection(t *testing.T) {
	var tv ui.TextView
	tv.Rect.W, tv.Rect.H = 900, 500
	info, _ := engine.Lookup("herohouse")
	tv.SetText(info.Rules)
	have := tv.Sections()
	for ph := hh.PhLay; ph <= hh.PhOver; ph++ {
		if sec := phaseSections[ph]; !slices.Contains(have, sec) {
			t.Errorf("phase %d opens the rules at %q, which they lack (%q)", ph, sec, have)
		}
	}
}
