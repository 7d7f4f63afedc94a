package herohouse

import (
	"testing"

	hh "github.com/herotable/herotable/engine/herohouse"
	"github.com/herotable/herotable/scenes/scenetest"
)

// Every decision opens the rules at a section the rules text has.
func TestEveryDecisionHasItsRulesSection(t *testing.T) {
	scenetest.RulesSectionsExist(t, "herohouse", phaseSections, []hh.Phase{hh.PhLay, hh.PhDefend, hh.PhDiscard, hh.PhMonster, hh.PhOver})
}
