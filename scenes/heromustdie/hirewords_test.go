package heromustdie

import (
	"strings"
	"testing"

	hmd "github.com/herotable/herotable/engine/heromustdie"
)

// A monster the viewer cannot afford says so, and what he lacks (pt #6:
// its tooltip said "anyone may hire it"); one he can afford does not.
func TestAnUnaffordableMonsterSaysWhy(t *testing.T) {
	short := func(st *hmd.State, m int8) bool {
		c, q := hmd.Monsters[m].Cost, &st.Seats[0]
		return int16(c.Gold) > q.Gold || int16(c.Slaves) > q.Slaves || int16(c.MP) > q.MP
	}
	s, table, h := humanAt(t, func(st *hmd.State) bool {
		if st.Stage != hmd.StPlace {
			return false
		}
		n := 0
		for _, m := range st.MonsterPool {
			if short(st, m) {
				n++
			}
		}
		return n > 0 && n < len(st.MonsterPool)
	})
	h.Idle(t, 2)
	st := s.Match.State.(*hmd.State)
	checked := 0
	for _, m := range st.MonsterPool {
		sp := table.Spots.At(spotKey{Kind: AtMonster, I: int(m)})
		if sp == nil {
			continue
		}
		checked++
		says := strings.Contains(sp.Hint, "cannot afford")
		if says != short(st, m) || strings.Contains(sp.Hint, "anyone may hire") {
			t.Errorf("%s (cost %v, you have %d gold %d slaves %d MP): %q", hmd.Monsters[m].Name, hmd.Monsters[m].Cost, st.Seats[0].Gold, st.Seats[0].Slaves, st.Seats[0].MP, sp.Hint)
		}
	}
	if checked == 0 {
		t.Fatal("no pool tile has a spot: nothing checked")
	}
}
