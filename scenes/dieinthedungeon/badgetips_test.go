package dieinthedungeon

import (
	"fmt"
	"strings"
	"testing"

	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/scenetest"
)

// Play-test 41 #10: a peeked tile showed corner badges "1" and "5" that
// nothing explained. A tile's tooltip says what its level badge is, and
// while Far Sight looks, what its gold number is.
func TestTileBadgesAreExplained(t *testing.T) {
	for seed := uint64(1); seed < 30; seed++ {
		s, far, ok := farSightOffered(t, seed)
		if !ok {
			continue
		}
		if err := s.Play(far); err != nil {
			t.Fatal(err)
		}
		peek := s.Match.State.LegalActions(nil)[0]
		if err := s.Play(peek); err != nil {
			t.Fatal(err)
		}
		table := New(s)
		scenetest.Settled(t, table, &table.Core)
		if len(table.farNums) == 0 {
			t.Fatal("Far Sight numbers no tile")
		}
		st := table.q.Shown
		seen := false
		for i, n := range table.farNums {
			sp := table.Spots.At(spotKey{Kind: AtTile, I: i})
			if sp == nil || !strings.Contains(sp.Hint, fmt.Sprintf("The gold %d on it", n)) {
				t.Errorf("tile %d, Far Sight's %d: its tooltip says nothing of the number", i, n)
				continue
			}
			if f := faceOf(st, i); table.peekedByViewer(st, i) && f >= 0 && dd.Tiles[f].Level > 0 {
				seen = true
				if w := fmt.Sprintf("The %d in its top-left corner: its level", dd.Tiles[f].Level); !strings.Contains(sp.Hint, w) {
					t.Errorf("the peeked tile %d's tooltip %q does not say %q", i, sp.Hint, w)
				}
			}
		}
		if !seen {
			t.Error("no peeked tile with a level seen")
		}
		return
	}
	t.Fatal("no Far Sight to play")
}
