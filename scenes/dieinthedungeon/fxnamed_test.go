package dieinthedungeon

import (
	"testing"

	"github.com/herotable/herotable/engine"
	dd "github.com/herotable/herotable/engine/dieinthedungeon"
)

// The last roll's bonus, its round over, names the card that gave it
// ("Grave Blade +2"), found from the log's events, not "Bonuses in force
// +2" (play-test 23 #14); with Dark's penalty too.
func TestLastAttackNamesItsBonus(t *testing.T) {
	cr, card := -1, -1
	for c := range dd.Creatures {
		for n, cd := range dd.Creatures[c].Cards {
			if cd.ID == "tombstones_c3" {
				cr, card = c, n
			}
		}
	}
	if cr < 0 {
		t.Fatal("no Grave Blade card")
	}
	game := func(code int, args ...int) engine.Event {
		return engine.Event{Kind: engine.EvGame, Player: 0, Code: code, Args: args}
	}
	log := []engine.LogEntry{
		{Player: 0, Events: []engine.Event{game(dd.TellRound, 1)}},
		{Player: 0, Events: []engine.Event{game(dd.TellCard, cr, card)}},
		{Player: 0, Events: []engine.Event{game(dd.TellAttack, int(dd.Might), 5, int(dd.D10), 6)}},
		{Player: 0, Events: []engine.Event{game(dd.TellCombatOver)}},
	}
	st := newSession(t, "human", 1, "map=map1").Match.State.(*dd.State).Clone().(*dd.State)
	for _, c := range []struct {
		fixed int
		want  []fixedPart
	}{
		{dd.GraveBladeBonus, []fixedPart{{"Grave Blade", dd.GraveBladeBonus}}},
		{dd.GraveBladeBonus - dd.DarkPenalty, []fixedPart{{"Grave Blade", dd.GraveBladeBonus}, {"Dark", -dd.DarkPenalty}}},
	} {
		st.Roll = dd.Roll{Kind: dd.RollAttack, Stat: dd.Might, Die: dd.D10, Nat: 5, Fixed: c.fixed, Target: 6}
		got := fixedParts(st, log)
		if len(got) != len(c.want) {
			t.Errorf("fixed %+d: %+v, want %+v", c.fixed, got, c.want)
			continue
		}
		for i := range got {
			if got[i] != c.want[i] {
				t.Errorf("fixed %+d: %+v, want %+v", c.fixed, got, c.want)
			}
		}
	}
	// A card played in an earlier round gave nothing to this roll.
	early := append([]engine.LogEntry{log[1], log[0]}, log[2:]...)
	st.Roll.Fixed = dd.GraveBladeBonus
	if got := fixedParts(st, early); len(got) != 1 || got[0].name != "Bonuses in force" {
		t.Errorf("a card of an earlier round: %+v", got)
	}
}
