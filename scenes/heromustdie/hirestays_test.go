package heromustdie

import (
	"slices"
	"testing"

	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/scenetest"
)

// hireBefore is the monster of the row (row) or pool that seat 0 may hire
// in the Action phase with another card after it, which would slide over
// were the places not kept; -1 none.
func hireBefore(st *hmd.State, row bool) int8 {
	if st.Phase != hmd.PhAction || st.Stage != hmd.StHire {
		return -1
	}
	line := packed(st.MonsterPool)
	if row {
		line = st.MonsterRow
	}
	for i, m := range line[:max(0, len(line)-1)] {
		if slices.Contains(st.LegalActions(nil), hmd.Act(hmd.KMonster, int(m))) {
			return line[i]
		}
	}
	return -1
}

// hireKeepsPlaces hires, by a click on its card, the monster hireBefore
// finds and checks that the other monsters' cards keep their places and
// the one hired leaves a gap while the Action phase goes on.
func hireKeepsPlaces(t *testing.T, row bool) {
	table, h := scriptedAt(t, func(st *hmd.State) bool { return hireBefore(st, row) >= 0 })
	st := table.q.Shown
	pick := hireBefore(st, row)
	was := map[int8]layout.Rect{}
	for _, m := range slices.Concat(st.MonsterRow, st.MonsterPool) {
		was[m] = table.Spots.At(spotKey{Kind: AtMonster, I: int(m)}).Rect
	}
	h.Click(t, was[pick].Center())
	scenetest.Settle(t, h, &table.Core)
	st = table.q.Shown
	if !slices.Contains(st.Seats[0].Monsters, pick) {
		t.Fatalf("the click did not hire the %s", hmd.Monsters[pick].Name)
	}
	if st.Phase != hmd.PhAction {
		t.Fatalf("the Action phase ended (%v): the test needs it going on", st.Phase)
	}
	h.Shot(t, shotDir, map[bool]string{true: "hire-row-keeps-places", false: "hire-pool-keeps-places"}[row])
	moved := 0
	for m, r := range was {
		if m == pick || !slices.Contains(slices.Concat(st.MonsterRow, st.MonsterPool), m) {
			continue
		}
		if sp := table.Spots.At(spotKey{Kind: AtMonster, I: int(m)}); sp == nil || sp.Rect != r {
			moved++
			t.Errorf("the %s moved from %v after the %s was hired", hmd.Monsters[m].Name, r, hmd.Monsters[pick].Name)
		}
	}
	taken := table.q.Pool.taken[:]
	if row {
		taken = table.q.Row.taken[:]
	}
	if !slices.Contains(taken, pick) {
		t.Errorf("the %s hired left no gap", hmd.Monsters[pick].Name)
	}
}

// In the Action phase a monster hired from the row leaves its place empty
// and the others stay where they were, until the phase ends (pt34 #2:
// the Troll hired, the Manticore slid over into its place).
func TestRowCardsKeepTheirPlacesAfterAHire(t *testing.T) { hireKeepsPlaces(t, true) }

// So do the pool's tiles (pt34 #2: the Skeleton hired, the Zombie and the
// Wyrmling slid over, shot-051 -> 052).
func TestPoolTilesKeepTheirPlacesAfterAHire(t *testing.T) { hireKeepsPlaces(t, false) }
