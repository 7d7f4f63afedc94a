package herohouse

import (
	"testing"

	"github.com/herotable/herotable/engine"
	hh "github.com/herotable/herotable/engine/herohouse"
	"github.com/herotable/herotable/scenes/scenetest"
)

// Every decision opens the rules at a section the rules text has.
func TestEveryDecisionHasItsRulesSection(t *testing.T) {
	scenetest.RulesSectionsExist(t, "herohouse", phaseSections, []hh.Phase{hh.PhLay, hh.PhDefend, hh.PhDiscard, hh.PhMonster, hh.PhOver})
}

// Giving a card to the monster player opens the rules at "Playing the
// monster", where giving is told; a plain discard at "Your turn".
func TestGivingOpensPlayingTheMonster(t *testing.T) {
	s := newSession(t, "human,greedy", 3)
	table := New(s)
	st := table.state()
	st.Phase, st.Monster = hh.PhDiscard, engine.NoPlayer
	if got := table.RulesSection(); got != "Your turn" {
		t.Errorf("a discard opens %q", got)
	}
	st.Monster = 1
	if got := table.RulesSection(); got != "Playing the monster" {
		t.Errorf("a card given to the monster player opens %q", got)
	}
}
