package dieinthedungeon

import (
	"testing"

	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/scenetest"
)

// Every decision opens the rules at a section the rules text has.
func TestEveryDecisionHasItsRulesSection(t *testing.T) {
	var all []dd.Stage
	for st := dd.StLayout; st <= dd.StOver; st++ {
		all = append(all, st)
	}
	scenetest.RulesSectionsExist(t, "dieinthedungeon", stageSections, all)
}
