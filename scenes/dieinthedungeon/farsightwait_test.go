package dieinthedungeon

import (
	"testing"

	"github.com/herotable/herotable/engine"
	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/play"
	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/scenetest"
	"github.com/herotable/herotable/scenes/ui"
)

// Play-test 41 #7: after Far Sight the prompt said "Click the table to
// skip the animation" with nothing moving: the board's change step, its
// AP already paid as the card's line showed, changed nothing and still
// took half a second. While the table says something moves, something
// does: the battle cry's bubble, or a change to show.
func TestFarSightHoldsNothingIdle(t *testing.T) {
	for seed := uint64(1); seed < 30; seed++ {
		s, far, ok := farSightOffered(t, seed)
		if !ok {
			continue
		}
		table := New(s)
		h := scenetest.NewHost(t, table, prefs.Normal)
		scenetest.Settle(t, h, &table.Core)
		if err := s.Play(far); err != nil {
			t.Fatal(err)
		}
		idle := 0
		for range 300 {
			h.Frame(t, ui.Frame{})
			for _, st := range table.q.Active() {
				if st.Kind == StepChange && table.q.Change.Empty() && !table.q.Change.Combat {
					idle++
				}
			}
		}
		if idle > 1 {
			t.Errorf("seed %d: after Far Sight the table waited %d frames on a change that changes nothing", seed, idle)
		}
		return
	}
	t.Fatal("no Far Sight to play")
}

// farSightOffered plays a Duel on seed until the viewer, the Deyeroller,
// may play Far Sight at a turn's start, and gives that action (ok false if
// it never may within 400 moves).
func farSightOffered(t *testing.T, seed uint64) (*play.Session, engine.Action, bool) {
	t.Helper()
	s := newSession(t, "human,greedy", seed, "")
	var far engine.Action
	ok := scenetest.ReachWith(t, s, 400, 16, scenetest.Greedy(3), func(st *dd.State) bool {
		if st.Turn != 0 || st.Stage != dd.StTurnStart {
			return false
		}
		for _, a := range st.LegalActions(nil) {
			if k, arg := dd.Split(a); k == dd.KCard && dd.Creatures[st.Mons[0].Creature].Cards[arg&3].ID == "deyeroller_c4" {
				far = a
				return true
			}
		}
		return false
	})
	return s, far, ok
}
