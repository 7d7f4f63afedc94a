package dieinthedungeon

import (
	"testing"

	dd "github.com/herotable/herotable/engine/dieinthedungeon"
)

// A boost that cannot make the failing roll succeed, with every boost
// offered together, is greyed saying why (play-test 32 #6: "+1 for 1
// Might" at "4, must beat 13" with Might 10, which lowers to 13 at most);
// one short of that it is live.
func TestAHopelessBoostIsGrey(t *testing.T) {
	base := newSession(t, "human", 1, "map=map1").Match.State.(*dd.State)
	for _, c := range []struct {
		nat      int
		hopeless bool
	}{{4, true}, {5, false}} {
		st := base.Clone().(*dd.State)
		mo := &st.Mons[st.Turn]
		mo.Board[dd.SlotMight] = dd.BoardDie{Type: dd.D10, Value: 10}
		mo.XP = dd.XP{}
		for tk := dd.DieMinionD4; tk <= dd.DieMinionD12; tk++ {
			mo.Held[tk] = 0
		}
		mo.Held[dd.TokKobold] = 0
		st.Combat.On = true
		st.Stage = dd.StBoost
		st.Roll = dd.Roll{Kind: dd.RollAttack, Stat: dd.Might, Die: dd.D10, Nat: c.nat, Target: 13}
		cmds := Commands(st, st.LegalActions(nil), []string{"Ada"})
		lowers := 0
		for _, cmd := range cmds {
			why, got := hopelessBoost(st, cmds, cmd)
			switch cmd.Kind {
			case dd.KLower, dd.KLowerTo:
				lowers++
				if got != c.hopeless || got && why == "" {
					t.Errorf("%d vs 13, Might 10: %q hopeless %v (%q), want %v", c.nat, cmd.Label, got, why, c.hopeless)
				}
			case dd.KContinue:
				if got {
					t.Errorf("%d vs 13: accepting the roll is greyed", c.nat)
				}
			}
		}
		if lowers == 0 {
			t.Fatalf("%d vs 13: no lowering offered in %+v", c.nat, cmds)
		}
	}
}
