package dieinthedungeon

import (
	"strings"
	"testing"

	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/scenetest"
)

// A hit the rules gave a hero, not the player, says why in the log
// (play-test 20: "Ada defeats the Cleric" with no word of why not the
// Wizard); a target the player chose needs no reason.
func TestAHitTheRulesGaveSaysWhy(t *testing.T) {
	given, chosen := 0, 0
	for seed := uint64(1); seed <= 3; seed++ {
		s := newSession(t, "greedy", seed, "map=map3")
		scenetest.ReachWith(t, s, 600, 16, scenetest.Greedy(seed), func(st *dd.State) bool { return st.Over })
		for _, l := range LogLines(s.Match.Log, s.Names(), s.Match.Info.Sentence) {
			if l.Event < 0 {
				continue
			}
			e := s.Match.Log[l.Entry]
			if !hits(e.Events[l.Event]) {
				continue
			}
			why := hitWhy(dd.ArgMember(e.Events[l.Event], 0))
			if hitGiven(e, l.Event) {
				given++
				if !strings.HasSuffix(l.Text, why) {
					t.Errorf("a hit the rules gave says no why: %q", l.Text)
				}
			} else {
				chosen++
				if strings.HasSuffix(l.Text, why) {
					t.Errorf("a hit the player chose says why: %q", l.Text)
				}
			}
		}
	}
	if given == 0 || chosen == 0 {
		t.Fatalf("too little seen: %d hits given, %d chosen", given, chosen)
	}
}
