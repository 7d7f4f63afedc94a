package dieinthedungeon

import (
	"testing"

	"github.com/herotable/herotable/engine"
	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/scenetest"
)

// The heroes never attack from nobody: when a move begins a Combat and
// its heroes attack in the same action (no Ability step to ask), the party
// panel shows them while their rolls show in the tray (play-test 14: the
// tray showed "The heroes' Might attack …" while the panel still said "No
// Combat").
func TestHeroesAttackFromAParty(t *testing.T) {
	// beginsAndAttacks reports whether a, played in st, begins a Combat
	// whose heroes then roll.
	beginsAndAttacks := func(st *dd.State, a engine.Action) bool {
		if st.Combat.On {
			return false
		}
		cp := st.Clone().(*dd.State)
		if cp.Apply(a) != nil || !cp.Combat.On {
			return false
		}
		round := false
		for _, ev := range cp.Ev.List {
			round = round || ev.Kind == engine.EvGame && ev.Code == dd.TellRound
			if round && ev.Kind == engine.EvGame && ev.Code == dd.TellHeroRoll {
				return true
			}
		}
		return false
	}
	for seed := uint64(1); seed <= 30; seed++ {
		s, table, h := newTable(t, "human", seed, "map=map1,creature=troll", prefs.Normal)
		greedy := scenetest.Greedy(seed)
		var act engine.Action
		if !scenetest.ReachWith(t, s, 400, 16, greedy, func(st *dd.State) bool {
			if st.Over || st.CurrentPlayer() < 0 {
				return false
			}
			act = greedy(st)
			return beginsAndAttacks(st, act)
		}) {
			continue
		}
		scenetest.Settle(t, h, &table.Core)
		table.Play(act)
		rolls := 0
		for frame := 0; frame < 2000 && (frame < 2 || table.Busy()); frame++ {
			h.Idle(t, 1)
			r := table.q.Roll
			if r == nil || r.Landed {
				continue
			}
			rolls++
			if len(table.q.Shown.Combat.Party) == 0 {
				t.Fatalf("seed %d frame %d: %q rolls while the party panel shows no heroes", seed, frame, r.Caption)
			}
		}
		if rolls == 0 {
			t.Fatalf("seed %d: no roll shown", seed)
		}
		return
	}
	t.Fatal("no move that begins a Combat whose heroes attack at once")
}
