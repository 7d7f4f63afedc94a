package dieinthedungeon

import (
	"testing"

	"github.com/herotable/herotable/engine"
)

// The greedy hook must order positions the way a player would.
func TestEvaluateOrdersPositions(t *testing.T) {
	base := solo(t, "map1", "troll", standard)
	v := func(s *State) float64 { return Evaluate(s, 0) }
	for _, c := range []struct {
		name   string
		change func(s *State)
	}{
		{"less Time", func(s *State) { setStat(s, SlotTime, 8) }},
		{"less Health", func(s *State) { setStat(s, SlotHealth, 3) }},
		{"a weaker stat", func(s *State) { setStat(s, SlotMagic, 4) }},
		{"no AP", func(s *State) { s.me().Board[SlotAbility].Value = 0 }},
	} {
		s := base.clone()
		c.change(s)
		if v(s) >= v(base) {
			t.Errorf("%s: %.4f, not below %.4f", c.name, v(s), v(base))
		}
	}
	// Closer to the Barbarian is better; so is a hit on it.
	near := base.clone()
	for _, p := range []Pos{{1, 1}, {1, 2}, {1, 3}, {2, 3}} {
		i, _ := near.m().SlotAt(p)
		near.Slots[i].Explored, near.Slots[i].Open = true, true
	}
	if v(near) <= v(base) {
		t.Errorf("four tiles nearer the objective: %.4f, not above %.4f", v(near), v(base))
	}
	fightA := base.clone()
	fightA.me().Pos, _ = fightA.m().SlotAt(Pos{2, 4})
	fightEpic(t, fightA, "epic_barbarian", hero(Wizard, 2), hero(Cleric, 1))
	fightB := fightA.clone()
	fightB.Combat.Party[0].Hits = 1
	if v(fightB) <= v(fightA) {
		t.Errorf("the Barbarian hit once: %.4f, not above %.4f", v(fightB), v(fightA))
	}
	// The end is exact.
	won := base.clone()
	won.Over, won.Winner = true, 0
	lost := base.clone()
	lost.Over, lost.Winner = true, engine.NoPlayer
	if v(won) != 1 || v(lost) != 0 {
		t.Errorf("won %.2f, lost %.2f: want 1 and 0", v(won), v(lost))
	}
}
