package dieinthedungeon

import (
	"strings"
	"testing"

	dd "github.com/herotable/herotable/engine/dieinthedungeon"
)

// A tile named after a verb reads "the Barbarian's Party", not "The"
// (play-test 26 read "Explore The Barbarian's Party").
func TestSlotNamesFollowAVerb(t *testing.T) {
	seen := 0
	for mi := range dd.Maps {
		st := &dd.State{Map: mi}
		st.Mons = make([]dd.Monster, 1)
		for i, sl := range dd.Maps[mi].Slots {
			k, ok := dd.TileByID(sl.Tile)
			if !ok || sl.Tile == "" || !sl.Public() || !strings.HasPrefix(dd.Tiles[k].Name, "The ") {
				continue
			}
			seen++
			if got := slotName(st, nil, i); strings.HasPrefix(got, "The ") {
				t.Errorf("map %d slot %d is named %q after a verb", mi, i, got)
			}
		}
	}
	if seen == 0 {
		t.Skip("no map shows a tile whose name starts with The")
	}
}
