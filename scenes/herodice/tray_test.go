package herodice

import (
	"slices"
	"testing"

	"github.com/herotable/herotable/engine"
	hd "github.com/herotable/herotable/engine/herodice"
	"github.com/herotable/herotable/scenes/scenetest"
)

// Played move by move, the fight area follows the engine's events: after
// each combat roll it rests on the dice, the health of both sides, the
// wounds and the boss ring's slot the state holds.
func TestTheTrayFollowsTheRolls(t *testing.T) {
	s := scenetest.NewSession(t, hd.GameID, "human", 5, "")
	table := New(s)
	h := scenetest.Settled(t, table, &table.Core)
	policy := scenetest.Greedy(5)
	rounds, boss := 0, 0
	for !s.Over() {
		if err := s.Play(policy(s.Match.State)); err != nil {
			t.Fatal(err)
		}
		scenetest.Settle(t, h, &table.Core)
		st, tr := s.Match.State.(*hd.State), table.q.tray
		if tr.HP != st.HP || tr.MaxHP != st.MaxHP || len(tr.Map) != len(st.Map) {
			t.Fatalf("move %d: the table shows health %d/%d and %d tiles, the state %d/%d and %d", len(s.Match.Log), tr.HP, tr.MaxHP, len(tr.Map), st.HP, st.MaxHP, len(st.Map))
		}
		f := st.Fight
		if st.Phase != hd.PhPreRoll || f.Round == 0 {
			continue
		}
		rounds++
		if f.Boss && f.Fired > 0 {
			boss++
		}
		if tr.Foe != f.Card || tr.FoeHP != f.HP || tr.Hero != f.HeroDie || !slices.Equal(tr.Combat, f.HeroDice) ||
			!slices.Equal(tr.FoeDice, f.MobDice) || tr.ToFoe != f.ToMob || tr.ToHero != f.ToHero || tr.Fired != f.Fired {
			t.Fatalf("move %d: the tray shows %+v, the fight is %+v", len(s.Match.Log), tr, f)
		}
	}
	if rounds < 3 || boss == 0 {
		t.Errorf("%d rounds checked, %d of the boss with its ring fired: the game did not show enough", rounds, boss)
	}
}

// Before the first move the log tells what the setup did: the level, the
// first room entered and what its glows brought (which may already have
// cost health), and it shows those lines.
func TestTheLogTellsTheSetup(t *testing.T) {
	s := scenetest.NewSession(t, hd.GameID, "human", 5, "")
	table := New(s)
	scenetest.Settled(t, table, &table.Core)
	setup := s.Match.State.Events()
	var codes []int
	for _, l := range table.LogLines(0) {
		if l.Entry == -1 && setup[l.Event].Kind == engine.EvGame {
			codes = append(codes, setup[l.Event].Code)
		}
	}
	if !slices.Contains(codes, hd.CodeLevel) || !slices.Contains(codes, hd.CodePlace) {
		t.Errorf("the log's setup lines tell codes %v, want the level and the first room", codes)
	}
	if shown, all := table.LogShown(); shown != all || all == 0 {
		t.Errorf("the log shows %d of %d lines before the first move", shown, all)
	}
}
