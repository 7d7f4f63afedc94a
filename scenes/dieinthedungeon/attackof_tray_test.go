package dieinthedungeon

import (
	"strings"
	"testing"

	dd "github.com/herotable/herotable/engine/dieinthedungeon"
)

// The tray's title keeps "1 of 2" of a hero attack while it is resolved
// (the sacrifice asked, the damage taken), as its roll step said it
// (play-test 23 #14: the Ambush title dropped it); a single attack of its
// type has none.
func TestTrayTitleKeepsWhichAttack(t *testing.T) {
	st := newSession(t, "human", 1, "map=map1").Match.State.(*dd.State).Clone().(*dd.State)
	c := &st.Combat
	c.On, c.Queued = true, 3
	c.Queue[0], c.Queue[1], c.Queue[2] = dd.Agility, dd.Agility, dd.Magic
	for _, tc := range []struct {
		next  int
		stat  dd.Stat
		stage dd.Stage
		want  string
	}{
		{1, dd.Agility, dd.StSacrifice, "Agility attack 1 of 2 against"},
		{2, dd.Agility, dd.StAdjust, "Agility attack 2 of 2 against"},
		{2, dd.Agility, dd.StDamage, "Agility attack 2 of 2 against"},
		{3, dd.Magic, dd.StSacrifice, "Magic attack against"},
	} {
		c.Next, st.Stage = tc.next, tc.stage
		st.Roll = dd.Roll{Kind: dd.RollHero, Stat: tc.stat, Die: dd.D20, Nat: 14, Target: 8}
		if got := RollTitle(st, "Your"); !strings.Contains(got, tc.want) {
			t.Errorf("attack %d (%v) at stage %v: %q, want %q", tc.next, tc.stat, tc.stage, got, tc.want)
		}
	}
}
