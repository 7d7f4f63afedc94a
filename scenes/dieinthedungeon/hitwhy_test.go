package dieinthedungeon

import (
	"slices"
	"strings"
	"testing"

	dd "github.com/herotable/herotable/engine/dieinthedungeon"
)

// A hit the rules gave a hero, not the player, says why in the log
// (play-test 20: "Ada defeats the Cleric" with no word of why not the
// Wizard); a target the player chose needs no reason, nor one that was
// the only hero there (play-test 29 #7: "The rules send a hit to the
// lowest-level hero" after the last hero fell, "Clerics shield the
// others" after the only Cleric fell).
func TestAHitTheRulesGaveSaysWhy(t *testing.T) {
	given, chosen, alone := 0, 0, 0
	for seed := uint64(1); seed <= 3; seed++ {
		s := newSession(t, "greedy", seed, "map=map3")
		heroes := map[int]int{} // the heroes that count before each log entry
		for range 600 {
			if s.Over() {
				break
			}
			heroes[len(s.Match.Log)] = s.Match.State.(*dd.State).Combat.Party.Countable()
			for !s.Think(16) {
			}
			if _, err := s.PlayBot(); err != nil {
				t.Fatal(err)
			}
		}
		for _, l := range LogLines(s.Match.Log, s.Names(), s.Match.Info.Sentence) {
			if l.Event < 0 {
				continue
			}
			e := s.Match.Log[l.Entry]
			if !hits(e.Events[l.Event]) {
				continue
			}
			why := hitWhy(dd.ArgMember(e.Events[l.Event], 0), hitParty(s.Match.Log, l.Entry, l.Event))
			first := !slices.ContainsFunc(e.Events[:l.Event], hits)
			n, known := heroes[l.Entry]
			switch {
			case !hitGiven(e, l.Event):
				chosen++
				if why != "" && strings.HasPrefix(l.Text, why) {
					t.Errorf("a hit the player chose says why: %q", l.Text)
				}
			case first && known && n == 1:
				alone++
				if why != "" && strings.HasPrefix(l.Text, why) {
					t.Errorf("a hit on the only hero there says why: %q", l.Text)
				}
			case first && known:
				given++
				if !strings.HasPrefix(l.Text, why) {
					t.Errorf("a hit the rules gave among %d heroes says no why: %q", n, l.Text)
				}
			}
		}
	}
	if given == 0 || chosen == 0 || alone == 0 {
		t.Fatalf("too little seen: %d hits given, %d chosen, %d on a hero alone", given, chosen, alone)
	}
}
