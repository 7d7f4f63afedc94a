package dieinthedungeon

import (
	"testing"

	"github.com/herotable/herotable/engine"
	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/scenetest"
)

// The tiles a move may go to are told apart on their buttons: two of a
// kind get the compass way (or row and column), never the same label.
func TestTileButtonsAreToldApart(t *testing.T) {
	twins := func(st *dd.State, legal []engine.Action) bool {
		kinds := map[dd.TileKind]int{}
		for _, a := range legal {
			if k, i := dd.Split(a); k == dd.KMove {
				kinds[dd.Maps[st.Map].Slots[i].Kind]++
			}
		}
		for _, n := range kinds {
			if n > 1 {
				return true
			}
		}
		return false
	}
	for seed := uint64(1); seed <= 30; seed++ {
		s := newSession(t, "human", seed, "map=map3")
		if !scenetest.ReachWith(t, s, 400, 16, scenetest.Greedy(seed), func(st *dd.State) bool {
			return st.Stage == dd.StMove && twins(st, st.LegalActions(nil))
		}) {
			continue
		}
		st := s.Match.State.(*dd.State)
		legal := st.LegalActions(nil)
		seen := map[string]bool{}
		for _, c := range Commands(st, legal, nil) {
			if c.Kind != dd.KMove {
				continue
			}
			if seen[c.Label] {
				t.Fatalf("seed %d: two buttons read %q", seed, c.Label)
			}
			seen[c.Label] = true
		}
		return
	}
	t.Skip("no move between two tiles of a kind in 30 games")
}
