package dieinthedungeon

import (
	"strings"
	"testing"

	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/scenetest"
)

// In a Combat that forbids abilities and cards (Holy Ground), the
// combat's abilities and cards say "blocked" and a click on one says why,
// rather than looking playable or "would do nothing" (play-test 16: Grave
// Blade under Holy Ground).
func TestBlockedAbilitiesSayWhy(t *testing.T) {
	s := newSession(t, "human", 2, "map=map1,creature=tombstones")
	if !scenetest.ReachWith(t, s, 600, 16, scenetest.Greedy(2), func(st *dd.State) bool { return st.Stage == dd.StAbility }) {
		t.Fatal("no Ability step reached")
	}
	st := s.Match.State.(*dd.State).Clone().(*dd.State)
	mo := &st.Mons[st.Turn]
	cr := &dd.Creatures[mo.Creature]
	for i := range cr.Abilities {
		if abilityLook(st, mo, i, false) == abilityBlocked {
			t.Fatalf("%s is blocked without Holy Ground", cr.Abilities[i].Name)
		}
	}
	st.Combat.Effect = dd.HolyGround
	n := 0
	for i, ab := range cr.Abilities {
		if ab.Windows&dd.WindowRound == 0 || st.Window[i] {
			continue
		}
		n++
		if got := abilityLook(st, mo, i, false); got != abilityBlocked {
			t.Errorf("%s under Holy Ground looks %d", ab.Name, got)
		}
		if why := refusalOf(st, spotKey{Kind: AtAbility, I: i}); !strings.Contains(why, "Holy Ground") {
			t.Errorf("a click on %s under Holy Ground says %q", ab.Name, why)
		}
	}
	for i, cd := range cr.Cards {
		if cd.Windows&dd.WindowRound == 0 || mo.CardsUsed[i] {
			continue
		}
		n++
		if why := refusalOf(st, spotKey{Kind: AtCard, I: i}); !strings.Contains(why, "Holy Ground") {
			t.Errorf("a click on %s under Holy Ground says %q", cd.Name, why)
		}
	}
	if n == 0 {
		t.Fatal("nothing checked")
	}
}
