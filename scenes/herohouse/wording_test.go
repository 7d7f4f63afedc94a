package herohouse

import (
	"strings"
	"testing"

	hh "github.com/herotable/herotable/engine/herohouse"
	"github.com/herotable/herotable/scenes/scenetest"
)

// Play-test 6, #12: balanced heroes with a monster to fight first: Done's
// words say plainly that a hero house follows if they still balance (not
// "Done's count makes a hero house").
func TestDoneSaysAHouseAfterTheFightPlainly(t *testing.T) {
	for seed := uint64(1); seed < 40; seed++ {
		s := newSession(t, "human,greedy", seed)
		found := scenetest.ReachWith(t, s, 3000, 16, scenetest.Greedy(9), func(st *hh.State) bool {
			_, _, monster := st.MonsterDots()
			return st.Phase == hh.PhLay && st.Turn == 0 && monster && st.HasHouse(0) && len(st.Seats[0].Heroes) > 1
		})
		if !found {
			continue
		}
		table := New(s)
		scenetest.Settled(t, table, &table.Core)
		d := table.asking().Detail
		if !strings.Contains(d, "if they still balance after the fight, you make a hero house") || strings.Contains(d, "count") {
			t.Errorf("seed %d: the prompt says %q", seed, d)
		}
		return
	}
	t.Skip("no turn came with balanced heroes facing a monster")
}
