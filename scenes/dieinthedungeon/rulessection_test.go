package dieinthedungeon

import (
	"slices"
	"testing"

	"github.com/herotable/herotable/engine"
	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/ui"
)

// Every decision opens the rules at a section the rules text has.
func TestEveryDecisionHasItsRulesSection(t *testing.T) {
	var tv ui.TextView
	tv.Rect.W, tv.Rect.H = 900, 500
	info, _ := engine.Lookup("dieinthedungeon")
	tv.SetText(info.Rules)
	have := tv.Sections()
	for st := dd.StLayout; st <= dd.StOver; st++ {
		if sec := stageSections[st]; !slices.Contains(have, sec) {
			t.Errorf("stage %d opens the rules at %q, which they lack (%q)", st, sec, have)
		}
	}
}
