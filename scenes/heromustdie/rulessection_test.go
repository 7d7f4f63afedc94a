package heromustdie

import (
	"testing"

	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/scenetest"
)

// Every decision opens the rules at a section the rules text has.
func TestEveryDecisionHasItsRulesSection(t *testing.T) {
	var all []hmd.Stage
	for st := hmd.StNone + 1; st < hmd.NumStages; st++ {
		all = append(all, st)
	}
	scenetest.RulesSectionsExist(t, "heromustdie", stageSections, all)
}
