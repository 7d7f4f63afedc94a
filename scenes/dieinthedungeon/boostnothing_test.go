package dieinthedungeon

import (
	"testing"

	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/scenetest"
)

// Among a roll's boosts a stat token, which adds nothing to the roll
// ("Health die +2", "+3 Time"), is a grey button saying why, not an equal
// choice (play-test 23 #9); the token on the board still plays it, as the
// rules allow.
func TestATokenAmongBoostsIsGreyAndSaysWhy(t *testing.T) {
	for seed := uint64(1); seed <= 30; seed++ {
		s, table, h := newTable(t, "human", seed, "map=map1", prefs.Instant)
		ok := scenetest.ReachWith(t, s, 600, 16, scenetest.Greedy(seed), func(st *dd.State) bool {
			if st.Stage != dd.StBoost {
				return false
			}
			for _, a := range st.LegalActions(nil) {
				if k, _ := dd.Split(a); k == dd.KToken {
					return true
				}
			}
			return false
		})
		if !ok {
			continue
		}
		scenetest.Settle(t, h, &table.Core)
		seen := false
		for _, b := range table.buttons {
			for _, c := range table.cmds {
				if c.Kind != dd.KToken || b.Label != c.Label {
					continue
				}
				seen = true
				why, _ := addsNothing(table.state(), c)
				if !b.Disabled || b.Tooltip != why || why == "" {
					t.Errorf("seed %d: %q among the boosts: disabled %v, tooltip %q", seed, b.Label, b.Disabled, b.Tooltip)
				}
				if _, _, ok := table.ControlFor(c.Action); !ok {
					t.Errorf("seed %d: %q can no longer be played", seed, c.Label)
				}
			}
		}
		if !seen {
			t.Fatalf("seed %d: no token button among the boosts", seed)
		}
		return
	}
	t.Fatal("no token to use among a roll's boosts")
}
