package heromustdie

import (
	"slices"
	"testing"

	"github.com/herotable/herotable/engine"
	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/scenetest"
)

// At set-up the human takes a level 1 monster from the pool: the tiles
// left close up at once, in packed order, leaving no empty tile (pt22
// #11: the gaps stayed until the next turn).
func TestPoolTilesCloseUpWhenOneIsTaken(t *testing.T) {
	s, table, h := reach(t, "human,greedy", 40, func(seed uint64) func(st engine.State) engine.Action { return scenetest.Greedy(seed) },
		func(st *hmd.State) bool { return st.Stage == hmd.StPickL1 })
	st := s.Match.State.(*hmd.State)
	var pick int8 = -1
	for _, m := range packed(st.MonsterPool) {
		if hmd.Monsters[m].Level == 1 {
			pick = m
			break
		}
	}
	h.Click(t, table.Spots.At(spotKey{Kind: AtMonster, I: int(pick)}).Rect.Center())
	scenetest.Settle(t, h, &table.Core)
	st = s.Match.State.(*hmd.State)
	if st.Stage != hmd.StPickL2 || st.Actor != 0 {
		t.Fatalf("after the pick: %v for seat %d", st.Stage, st.Actor)
	}
	if shotDir != "" {
		h.Shot(t, shotDir, "pool-after-pick")
	}
	rows := (len(st.MonsterPool) + 3) / 4
	for i, m := range packed(st.MonsterPool) {
		if sp := table.Spots.At(spotKey{Kind: AtMonster, I: int(m)}); sp == nil || sp.Rect != PoolCard(i, rows) {
			t.Errorf("the %s is not in tile %d of the pool closed up", hmd.Monsters[m].Name, i)
		}
	}
	if sp := table.Spots.At(spotKey{Kind: AtMonster, I: int(pick)}); sp != nil {
		t.Errorf("the %s taken still has a tile", hmd.Monsters[pick].Name)
	}
}

// Within a turn too the tiles are a function of the pool: a monster taken
// and another come back stand as they would in a game continued from a
// save (pt22 #12).
func TestPoolTilesDoNotDependOnTheSession(t *testing.T) {
	var pool []int8
	for m := range hmd.Monsters {
		if hmd.Monsters[m].Level <= 2 && len(pool) < 9 {
			pool = append(pool, int8(m))
		}
	}
	var played, fresh poolSlots
	played.sync(pool)
	later := append(slices.Clone(pool[1:]), pool[0]) // the first taken, and brought back last
	later = slices.DeleteFunc(later, func(m int8) bool { return m == pool[4] })
	played.sync(pool[1:])
	played.sync(later)
	fresh.sync(later)
	if played != fresh {
		t.Errorf("the same pool stands as %v in play and as %v continued", played.card, fresh.card)
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
	a.sync(pool)
	b.sync(reversed)
	if a.card != b.card {
		t.Errorf("the same pool packs as %v and as %v", a.card[:len(pool)], b.card[:len(pool)])
	}
}
