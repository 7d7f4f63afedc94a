package heromustdie

import (
	"slices"
	"testing"

	"github.com/herotable/herotable/engine"
	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/scenetest"
)

// At set-up the human takes a level 1 monster from the pool, then at once
// a level 2: the tiles left stay where they were, so that the second
// click lands where the player aims (the taken tile leaves a gap).
func TestPoolTilesStayPutWhenOneIsTaken(t *testing.T) {
	s, table, h := reach(t, "human,greedy", 40, func(seed uint64) func(st engine.State) engine.Action { return scenetest.Greedy(seed) },
		func(st *hmd.State) bool { return st.Stage == hmd.StPickL1 })
	st := s.Match.State.(*hmd.State)
	before := map[int8]layout.Rect{}
	for _, m := range st.MonsterPool {
		before[m] = table.Spots.At(spotKey{Kind: AtMonster, I: int(m)}).Rect
	}
	var pick int8 = -1
	for _, m := range st.MonsterPool {
		if hmd.Monsters[m].Level == 1 {
			pick = m
			break
		}
	}
	h.Click(t, before[pick].Center())
	scenetest.Settle(t, h, &table.Core)
	if st := s.Match.State.(*hmd.State); st.Stage != hmd.StPickL2 || st.Actor != 0 {
		t.Fatalf("after the pick: %v for seat %d", st.Stage, st.Actor)
	}
	if shotDir != "" {
		h.Shot(t, shotDir, "pool-after-pick")
	}
	moved := 0
	for m, r := range before {
		if m == pick {
			if sp := table.Spots.At(spotKey{Kind: AtMonster, I: int(m)}); sp != nil {
				t.Errorf("the %s taken still has a tile", hmd.Monsters[m].Name)
			}
			continue
		}
		if sp := table.Spots.At(spotKey{Kind: AtMonster, I: int(m)}); sp == nil || sp.Rect != r {
			moved++
		}
	}
	if moved > 0 {
		t.Errorf("%d tiles moved when the %s was taken", moved, hmd.Monsters[pick].Name)
	}
}

// At a new turn, or a game continued, the pool's tiles close up in an
// order that does not depend on how the monsters came into the pool (pt19
// #9: after save and Continue, the Dire Wolf stood elsewhere).
func TestPoolTilesPackTheSameWhateverTheHistory(t *testing.T) {
	pool := []int8{}
	for m := range hmd.Monsters {
		if hmd.Monsters[m].Level <= 2 && len(pool) < 9 {
			pool = append(pool, int8(m))
		}
	}
	reversed := slices.Clone(pool)
	slices.Reverse(reversed)
	var a, b poolSlots
	a.sync(pool, 3)
	b.sync(reversed, 3)
	if a.card != b.card {
		t.Errorf("the same pool packs as %v and as %v", a.card[:len(pool)], b.card[:len(pool)])
	}
}
