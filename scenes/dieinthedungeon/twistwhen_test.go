package dieinthedungeon

import (
	"slices"
	"strings"
	"testing"

	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/scenetest"
)

// Twist Fate is played in the Ability step and reaches only later rolls
// of the round (spec, the Deyeroller): its offer there says so, and a bad
// roll with it not played says in the tray that it had to be played then
// (play-test 38 #6 skipped the step and looked for it at the roll).
func TestTwistFateSaysWhenItIsPlayed(t *testing.T) {
	offered, noted := false, false
	for seed := uint64(1); seed <= 6 && !(offered && noted); seed++ {
		s := newSession(t, "human", seed, "map=map1")
		greedy := scenetest.Greedy(seed)
		for n := 0; n < 1500 && len(s.Match.State.LegalActions(nil)) > 0 && !(offered && noted); n++ {
			st := s.Match.State.(*dd.State)
			for _, c := range Commands(st, s.Match.State.LegalActions(nil), s.Names()) {
				if k, arg := dd.Split(c.Action); k == dd.KAbility && dd.Creatures[st.Mons[0].Creature].Abilities[arg&1].ID == "dey_twist_fate" {
					offered = true
					if !strings.Contains(c.Tip, TwistNow) {
						t.Errorf("Twist Fate's offer in the Ability step: %q", c.Tip)
					}
				}
			}
			if twistUnplayed(st) {
				noted = true
				if !slices.ContainsFunc(Effects(st), func(c chipInfo) bool { return c.tip == TwistTooLate }) {
					t.Errorf("a bad roll with Twist Fate not played: the tray's chips %v", Effects(st))
				}
			}
			if err := s.Match.Apply(greedy(st)); err != nil {
				t.Fatal(err)
			}
		}
	}
	if !offered || !noted {
		t.Fatalf("Twist Fate offered %v, a bad roll with it unplayed %v", offered, noted)
	}
}
