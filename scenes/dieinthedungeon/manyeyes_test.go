package dieinthedungeon

import (
	"testing"

	"github.com/herotable/herotable/engine"
	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/scenetest"
)

// Many Eyes passing a trap's check shows in the tray, from the line that
// tells it until the next roll, naming the card (play-test 20: the tray
// went from "Not rolled yet" back to the empty tray; only the log said the
// check passed).
func TestManyEyesShowsInTheTray(t *testing.T) {
	manyEyes := dd.Act(dd.KCard, 1) // the Deyeroller's second card
	for seed := uint64(1); seed <= 20; seed++ {
		s, table, h := newTable(t, "human", seed, "map=map1,creature=deyeroller", prefs.Normal)
		greedy := scenetest.Greedy(seed)
		if !scenetest.ReachWith(t, s, 300, 16, greedy, func(st *dd.State) bool {
			return st.Stage == dd.StTrapPre && engine.IsLegal(st, manyEyes)
		}) {
			continue
		}
		scenetest.Settle(t, h, &table.Core)
		table.Play(manyEyes)
		told := false
		for frame := 0; frame < 2000 && (frame < 2 || table.Busy()); frame++ {
			h.Idle(t, 1)
			for _, st := range table.q.Steps {
				told = told || st.Started && st.Ev.Kind == engine.EvGame && st.Ev.Code == dd.TellPassesCheck
			}
			if w := table.settledTrap(table.q.Shown); told && (w == nil || w.why != saidWords[dd.TellPassesCheck].why) {
				t.Fatalf("seed %d frame %d: the log told Many Eyes passed the check, the tray does not", seed, frame)
			}
		}
		if !told {
			t.Fatalf("seed %d: Many Eyes was not told", seed)
		}
		if table.settledTrap(table.state()) == nil {
			t.Fatalf("seed %d: at rest after Many Eyes, the tray does not say it passed the check", seed)
		}
		return
	}
	t.Fatal("no trap Many Eyes could pass")
}
