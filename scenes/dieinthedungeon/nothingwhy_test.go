package dieinthedungeon

import (
	"strings"
	"testing"

	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/scenetest"
)

// A card or ability that would do nothing now says why (play-test 20:
// "Far Sight would do nothing now." and no more).
func TestDoingNothingSaysWhy(t *testing.T) {
	for id := range nothingWhy {
		_, _, card := dd.AbilityCardByID(id)
		_, _, ab := dd.AbilityByID(id)
		if !card && !ab {
			t.Errorf("%s is no card or ability", id)
		}
	}
	s := newSession(t, "human", 1, "map=map1,creature=deyeroller")
	if !scenetest.ReachWith(t, s, 300, 16, scenetest.Greedy(1), func(st *dd.State) bool { return st.Stage == dd.StPostPower }) {
		t.Fatal("no After Power Up")
	}
	st := s.Match.State.(*dd.State).Clone().(*dd.State)
	st.Mons[st.Turn].Board[dd.SlotAbility].Value = 4
	got := useWhy(st, "deyeroller_c4", "Far Sight", 1, dd.WindowTurn, false, "")
	if !strings.HasSuffix(got, nothingWhy["deyeroller_c4"]+".") {
		t.Errorf("Far Sight doing nothing says %q", got)
	}
}
