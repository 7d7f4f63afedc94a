package dieinthedungeon

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/scenetest"
	"github.com/herotable/herotable/scenes/ui"
)

// An attack that cannot beat the party's total even at its die's maximum,
// with every bonus and boost held, is a grey button saying why (play-test
// 29 #1: "Agility d8 vs 36" was offered as an equal choice); its die on
// the board still plays it. When no attack can succeed, the buttons stay
// live (the rules make you attack) and the prompt says so.
func TestAHopelessAttackIsGreyAndSaysWhy(t *testing.T) {
	some, all := false, false
	for seed := uint64(1); seed <= 60 && !(some && all); seed++ {
		s, table, h := newTable(t, "human", seed, "map=map1", prefs.Instant)
		ok := scenetest.ReachWith(t, s, 800, 16, scenetest.Greedy(seed), func(st *dd.State) bool {
			n := hopelessAttacks(st)
			return n > 0 && (n < int(dd.NumStats) && !some || n == int(dd.NumStats) && !all)
		})
		if !ok {
			continue
		}
		scenetest.Settle(t, h, &table.Core)
		st := table.state()
		none := hopelessAll(st, table.cmds)
		for _, c := range table.cmds {
			if c.Kind != dd.KStat {
				continue
			}
			s := dd.Stat(c.Arg)
			best, _ := attackReach(st, s, false)
			cannot := best <= st.Combat.Party.Totals()[s]
			for _, b := range table.buttons {
				if b.Label != c.Label {
					continue
				}
				why, _ := hopeless(st, c)
				switch {
				case cannot && (b.Disabled == none || b.Tooltip != why || why == ""):
					t.Errorf("seed %d: hopeless %q: disabled %v (all hopeless %v), tooltip %q", seed, b.Label, b.Disabled, none, b.Tooltip)
				case !cannot && (b.Disabled || why != ""):
					t.Errorf("seed %d: %q can succeed, yet disabled %v, why %q", seed, b.Label, b.Disabled, why)
				}
			}
			if _, _, ok := table.ControlFor(c.Action); !ok {
				t.Errorf("seed %d: %q can no longer be played", seed, c.Label)
			}
		}
		help := table.asking().Detail
		if says := strings.HasPrefix(help, "No attack can succeed"); says != none {
			t.Errorf("seed %d: all hopeless %v, prompt help %q", seed, none, help)
		}
		some, all = some || !none, all || none
	}
	if !some {
		t.Error("no round where some attack could not succeed")
	}
	if !all {
		t.Log("no round where no attack could succeed")
	}
}

// A grey attack keeps its number key: the keys follow the buttons as they
// read, and the grey one's key plays nothing and says why (play-test 32:
// with the second of three attacks grey, key 3 did nothing and the third
// read "key 2").
func TestAGreyAttackKeepsItsKey(t *testing.T) {
	for seed := uint64(1); seed <= 60; seed++ {
		s, table, h := newTable(t, "human", seed, "map=map1", prefs.Instant)
		ok := scenetest.ReachWith(t, s, 800, 16, scenetest.Greedy(seed), func(st *dd.State) bool {
			n := hopelessAttacks(st)
			return n > 0 && n < int(dd.NumStats)
		})
		if !ok {
			continue
		}
		scenetest.Settle(t, h, &table.Core)
		var grey *ui.Button
		keys := map[int]bool{}
		for _, b := range table.buttons {
			if b.Hidden {
				continue
			}
			if b.Quick == 0 {
				t.Fatalf("seed %d: the button %q has no number key", seed, b.Label)
			}
			if keys[b.Quick] {
				t.Fatalf("seed %d: two buttons have key %d", seed, b.Quick)
			}
			keys[b.Quick] = true
			if b.Disabled && grey == nil {
				grey = b
			}
		}
		if grey == nil {
			continue // none grey: every attack hopeless, all live
		}
		moves := len(s.Match.Log)
		h.Key(t, ebiten.Key1+ebiten.Key(grey.Quick-1))
		if len(s.Match.Log) != moves {
			t.Fatalf("seed %d: the grey %q's key played %s", seed, grey.Label, s.Match.Log[moves].Text)
		}
		if table.Said(h.Tick) != grey.Tooltip {
			t.Errorf("seed %d: the grey %q's key said nothing", seed, grey.Label)
		}
		return
	}
	t.Fatal("no round with a grey attack beside a live one")
}

// hopelessAttacks counts the attacks that cannot succeed when st asks
// for an attack's stat; 0 at any other step.
func hopelessAttacks(st *dd.State) int {
	if st.Stage != dd.StAttackStat {
		return 0
	}
	n := 0
	for s := range dd.Stat(dd.NumStats) {
		if best, _ := attackReach(st, s, false); best <= st.Combat.Party.Totals()[s] {
			n++
		}
	}
	return n
}
