package dieinthedungeon

import (
	"slices"
	"testing"

	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/scenetest"
)

// A click on a tile the Move step may explore, before it (at Rest), says
// what to do first, not that the tile is wrong (play-test 20); a tile the
// move may not reach still says which tiles are explored.
func TestAClickOnTheNextTileSaysWhatComesFirst(t *testing.T) {
	s := newSession(t, "human", 1, "map=map1")
	if !scenetest.ReachWith(t, s, 300, 16, scenetest.Greedy(1), func(st *dd.State) bool { return st.Stage == dd.StRest }) {
		t.Fatal("no Rest step")
	}
	st := s.Match.State.(*dd.State)
	front := st.Frontier()
	if len(front) == 0 {
		t.Fatal("nothing to explore")
	}
	if got := refusalOf(st, spotKey{Kind: AtTile, I: front[0]}); got != firstWords[dd.StRest] {
		t.Errorf("a click on a tile to explore next says %q", got)
	}
	for i := range st.Slots {
		if !slices.Contains(front, i) {
			if got := refusalOf(st, spotKey{Kind: AtTile, I: i}); got != refusals[AtTile] {
				t.Errorf("a click on slot %d, not to explore, says %q", i, got)
			}
			break
		}
	}
}
