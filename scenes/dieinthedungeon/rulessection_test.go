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

// The Rules button opens at the step of a fight, not at "The creatures"
// (it did so in the middle of every fight): at the Ability step and the
// choices after a hit, reached in a game.
func TestFightOpensTheRulesAtItsStep(t *testing.T) {
	want := map[dd.Stage]string{dd.StAbility: "A combat round", dd.StBoost: "A combat round", dd.StTarget: "When you attack"}
	s := newSession(t, "human", 3, "map=map1")
	seen := map[dd.Stage]bool{}
	scenetest.ReachWith(t, s, 600, 16, scenetest.Greedy(3), func(st *dd.State) bool {
		if w, ok := want[st.Stage]; ok && !seen[st.Stage] {
			seen[st.Stage] = true
			table := New(s)
			scenetest.Settled(t, table, &table.Core)
			if got := table.RulesSection(); got != w {
				t.Errorf("at %v the rules open at %q, want %q", st.Stage, got, w)
			}
		}
		return len(seen) == len(want)
	})
	if !seen[dd.StAbility] {
		t.Fatal("no Ability step reached")
	}
}
