package dieinthedungeon

import (
	"slices"
	"testing"

	"github.com/herotable/herotable/engine"
)

// Rulings R47–R53 (§6): the board's die, stat damage, Combat's end, the
// round start, hit targets, the stalemate guard and Map 5.

func TestR47_TheBoardDieRolls(t *testing.T) {
	stuck := func(s *State) {
		b := &s.me().Board
		b[SlotAgility] = BoardDie{D6, 5} // with Health, two d6s
		b[SlotMight] = BoardDie{D8, 6}   // so Might 6 stays on its d8
	}
	s := cellar(t, "troll")
	stuck(s)
	fight(t, s, NoEffect, hero(Fighter, 2), hero(Cleric, 2)) // Might 9
	endAbility(t, s, 1)
	attack(t, s, Might, 8)
	if s.Roll.Die != D8 || s.Roll.Nat != 8 {
		t.Errorf("Might 6 on a d8 rolled %d on a %s, want the d8", s.Roll.Nat, s.Roll.Die)
	}
	s = cellar(t, "troll")
	stuck(s)
	putTile(t, s, s.me().Pos, "three_way_06") // Stuck Portcullis: Might 6
	s.Combat = Combat{Slot: s.me().Pos}
	dice(s, 7)
	s.tileEffect()
	s.settle()
	if s.Roll.Die != D8 || s.Stage != StTurnStart {
		t.Errorf("the check rolled a %s (stage %s), want a pass with 7 on the d8", s.Roll.Die, s.stageWords())
	}
}

func TestR48_StatDamageStopsAtOne(t *testing.T) {
	s := cellar(t, "troll")
	noMinions(s)
	setStat(s, SlotMight, 2)
	fight(t, s, NoEffect, hero(Fighter, 1), hero(Fighter, 1), hero(Fighter, 1))
	endAbility(t, s, 8) // 8 + 2: Crushing Blow, 2 damage
	play(t, s, Act(KDamage, int(SlotMight)))
	// Might is 1: the second point can only go to Health, by itself.
	wantValue(t, s, SlotMight, 1)
	wantValue(t, s, SlotHealth, 5)
	wantStage(t, s, StAttackStat)
}

func TestR49_NoLeavingCombat(t *testing.T) {
	s := cellar(t, "troll")
	noMinions(s)
	fight(t, s, NoEffect, hero(Fighter, 2), hero(Rogue, 2)) // 9/12/3
	for round := 1; round <= 4; round++ {
		endAbility(t, s, 1, 1)
		attack(t, s, Might, 1)
		for _, a := range s.LegalActions(nil) {
			if k, _ := Split(a); k == KMove || k == KRest || k == KPeek {
				t.Errorf("round %d: %s offered in a Combat", round, s.ActionString(a))
			}
		}
		play(t, s, Act(KContinue, 0))
	}
	if !s.Combat.On || s.Combat.Round != 5 || s.Combat.Party.Countable() != 2 {
		t.Errorf("Combat on %v, round %d: it goes on until the party is gone", s.Combat.On, s.Combat.Round)
	}
}

func TestR50_RoundStartOrder(t *testing.T) {
	s := cellar(t, "troll") // holds a d6 DieMinion
	s.me().Held[DieMinionD4] = 1
	s.Supply[DieMinionD4]--
	givePips(s, 2)
	member := func(id string) Member {
		e, _ := EpicByID(id)
		return Member{Kind: EpicMem, Epic: e}
	}
	s.Combat = Combat{On: true, Slot: s.me().Pos, Round: StalemateRound,
		Party: Party{member("epic_elf"), member("epic_dwarf"), member("epic_warlock"), {Kind: Boss}}}
	s.join(hero(Fighter, 1))
	s.roundStart()
	s.settle()
	wantValue(t, s, SlotTime, 19) // the stalemate guard first
	wantStage(t, s, StSands)
	play(t, s, Act(KPayPip, 0))
	wantStage(t, s, StPulse)
	dice(s, 1, 1)
	play(t, s, Act(KMinion, int(DieMinionD4)))
	var rolls []string
	for _, e := range s.Events() {
		if e.Kind == engine.EvRoll {
			rolls = append(rolls, e.Die)
		}
	}
	if !slices.Equal(rolls, []string{"d6", "d8"}) {
		t.Errorf("rolls after Dark Pulse %v, want the Keg's d6 then the Arrow's d8", rolls)
	}
	wantStage(t, s, StAbility)
	wantValue(t, s, SlotTime, 19)
	if s.me().XP.TotalPips() != 1 || s.me().Held[DieMinionD4] != 0 || s.me().Held[DieMinionD6] != 1 {
		t.Errorf("pips %d, d4 %d, d6 %d: want one pip for Sands, the d4 for Dark Pulse",
			s.me().XP.TotalPips(), s.me().Held[DieMinionD4], s.me().Held[DieMinionD6])
	}
}

func TestR51_AbilityHitsTakeALegalTargetYouChoose(t *testing.T) {
	s := cellar(t, "deyeroller")
	setAP(s, 4)
	fight(t, s, NoEffect, hero(Fighter, 1), hero(Wizard, 1), hero(Rogue, 2))
	play(t, s, cardAct(t, "deyeroller_c1")) // Mesmerize
	wantStage(t, s, StTarget)
	if got := s.LegalActions(nil); !slices.Equal(got, []engine.Action{Act(KTarget, 0), Act(KTarget, 1)}) {
		t.Errorf("targets %v, want the Fighter L1 and the Wizard L1", got)
	}
	if err := s.Apply(Act(KTarget, 2)); err == nil {
		t.Errorf("the Rogue L2 was hit before the Fighters L1")
	}
	play(t, s, Act(KTarget, 1))
	if p := s.Combat.Party; len(p) != 2 || p[0].Hero != hero(Fighter, 1) || p[1].Hero != hero(Rogue, 2) || s.me().XPTotal != 1 {
		t.Errorf("party %v, XP %d after the hit", p, s.me().XPTotal)
	}
	wantStage(t, s, StAbility)
	// Against the Barbarian the hit is one of the two it needs.
	s = cellar(t, "deyeroller")
	setAP(s, 4)
	fightEpic(t, s, "epic_barbarian", hero(Wizard, 2))
	play(t, s, cardAct(t, "deyeroller_c1"))
	if p := s.Combat.Party; len(p) != 2 || p[0].Hits != 1 {
		t.Errorf("party %v, want the Barbarian with 1 hit", p)
	}
}

func TestR52_StalemateGuard(t *testing.T) {
	s := cellar(t, "troll")
	noMinions(s)
	fight(t, s, NoEffect, hero(Cleric, 4)) // 5/5/5, no attacks
	s.Combat.Round = 18
	for _, want := range []struct{ round, time int }{{19, 20}, {20, 19}, {21, 18}} {
		endAbility(t, s)
		attack(t, s, Might, 1)
		play(t, s, Act(KContinue, 0))
		if s.Combat.Round != want.round {
			t.Fatalf("round %d, want %d", s.Combat.Round, want.round)
		}
		wantValue(t, s, SlotTime, want.time)
	}
}

func TestR53_Map5AnyTwoEpics(t *testing.T) {
	s := solo(t, "map5", "troll", standard)
	e1, e2, e3 := slotAt(t, s, 0, 0), slotAt(t, s, 0, 6), slotAt(t, s, 3, 5)
	for _, c := range []struct {
		won  []int
		want bool
	}{{[]int{e1}, false}, {[]int{e1, e3}, true}, {[]int{e2, e3}, true}, {[]int{e1, e2}, true}} {
		for _, i := range []int{e1, e2, e3} {
			s.Slots[i].Won = 0
		}
		for _, i := range c.won {
			s.Slots[i].Won = 1
		}
		if got := s.objectiveMet(); got != c.want {
			t.Errorf("won %v: objective %v, want %v", c.won, got, c.want)
		}
	}
	// Clearing E2 with E1 already won ends the game, E3 unexplored.
	s = solo(t, "map5", "troll", standard)
	s.Slots[e1].Won = 1
	s.me().Pos = e2
	s.Combat = Combat{On: true, Slot: e2, Round: 1}
	s.join(hero(Cleric, 2))
	s.Hits, s.Ret = 1, StStorm
	s.resolveHits()
	s.settle()
	if !s.Over || s.Returns()[0] != 1 || s.Slots[e3].Explored {
		t.Errorf("over %v, returns %v: two of E1–E3 win Map 5", s.Over, s.Returns())
	}
}
