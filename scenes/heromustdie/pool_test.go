package heromustdie

import (
	"slices"
	"testing"

	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/scenetest"
)

// At set-up the human takes a level 1 monster from the pool: the tiles
// left keep their places, the one taken leaving a faded tile, while the
// picks go on (pt31 #2: as the bots took their picks the tiles closed up
// under the pointer, and a click on the same spot took another monster);
// once the set-up ends they close up, in packed order, leaving no empty
// tile (pt22 #11: the gaps stayed until the next turn).
func TestPoolTilesKeepTheirPlacesInTheSetUp(t *testing.T) {
	s, ok := reachScripted(t, "human,greedy,greedy", 1, 40, func(st *hmd.State) bool { return st.Stage == hmd.StPickL1 })
	if !ok {
		t.Fatal("no set-up pick of the human")
	}
	table, h := viewerAt(t, s)
	st := s.Match.State.(*hmd.State)
	was := map[int8]layout.Rect{}
	for _, m := range st.MonsterPool {
		was[m] = table.Spots.At(spotKey{Kind: AtMonster, I: int(m)}).Rect
	}
	var pick int8 = -1
	for _, m := range packed(st.MonsterPool) {
		if hmd.Monsters[m].Level == 1 {
			pick = m
			break
		}
	}
	h.Click(t, was[pick].Center())
	scenetest.Settle(t, h, &table.Core)
	st = s.Match.State.(*hmd.State)
	if st.Stage != hmd.StPickL2 || st.Actor != 0 {
		t.Fatalf("after the pick: %v for seat %d", st.Stage, st.Actor)
	}
	h.Shot(t, shotDir, "pool-after-pick")
	for _, m := range st.MonsterPool {
		if sp := table.Spots.At(spotKey{Kind: AtMonster, I: int(m)}); sp == nil || sp.Rect != was[m] {
			t.Errorf("the %s left its tile %v after the pick", hmd.Monsters[m].Name, was[m])
		}
	}
	if sp := table.Spots.At(spotKey{Kind: AtMonster, I: int(pick)}); sp != nil {
		t.Errorf("the %s taken still has a tile", hmd.Monsters[pick].Name)
	}
	if i := slices.Index(table.q.Pool.taken[:], pick); i < 0 || table.q.Pool.card[i] >= 0 {
		t.Errorf("the %s taken left no faded tile", hmd.Monsters[pick].Name)
	}
	// The human's second pick; the bots pick, and the set-up ends.
	_, second := hmd.Split(s.Legal()[0])
	h.Click(t, table.Spots.At(spotKey{Kind: AtMonster, I: second}).Rect.Center())
	for i := 0; i < 3000 && (table.q.Shown.Phase == hmd.PhSetup || !scenetest.CaughtUp(&table.Core)); i++ {
		h.Idle(t, 1)
	}
	st = table.q.Shown
	if st.Phase == hmd.PhSetup {
		t.Fatal("the set-up did not end")
	}
	rows := (len(st.MonsterPool) + 3) / 4
	for i, m := range packed(st.MonsterPool) {
		if sp := table.Spots.At(spotKey{Kind: AtMonster, I: int(m)}); sp == nil || sp.Rect != PoolCard(i, rows) {
			t.Errorf("after the set-up the %s is not in tile %d of the pool closed up", hmd.Monsters[m].Name, i)
		}
	}
	if slices.ContainsFunc(table.q.Pool.taken[:], func(m int8) bool { return m >= 0 }) {
		t.Error("faded tiles stay after the set-up")
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
	played.sync(pool, false)
	later := append(slices.Clone(pool[1:]), pool[0]) // the first taken, and brought back last
	later = slices.DeleteFunc(later, func(m int8) bool { return m == pool[4] })
	played.sync(pool[1:], false)
	played.sync(later, false)
	fresh.sync(later, false)
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
	a.sync(pool, false)
	b.sync(reversed, false)
	if a.card != b.card {
		t.Errorf("the same pool packs as %v and as %v", a.card[:len(pool)], b.card[:len(pool)])
	}
}

// The set-up's monster buttons read in the pool's order, as its tiles
// stand (pt31: the buttons read "Wisp, Ember" under a pool of "Ember,
// Wisp").
func TestMonsterButtonsReadInThePoolsOrder(t *testing.T) {
	s, ok := reachScripted(t, "human,greedy,greedy", 1, 40, func(st *hmd.State) bool { return st.Stage == hmd.StPickL1 })
	if !ok {
		t.Fatal("no set-up pick of the human")
	}
	st := s.Match.State.(*hmd.State)
	var got, want []int
	for _, c := range Commands(st, s.Legal(), s.Names()) {
		if c.Kind == hmd.KMonster {
			got = append(got, c.Arg)
		}
	}
	for _, m := range packed(st.MonsterPool) {
		if slices.Contains(s.Legal(), hmd.Act(hmd.KMonster, int(m))) {
			want = append(want, int(m))
		}
	}
	if !slices.Equal(got, want) {
		t.Errorf("the monster buttons read %v, the pool's tiles %v", got, want)
	}
}
