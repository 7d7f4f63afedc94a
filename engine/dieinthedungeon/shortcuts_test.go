package dieinthedungeon

import "testing"

// §11's numeric shortcuts: one action for "just enough" and "all of it".

func TestLowerToSucceedsExactly(t *testing.T) {
	s := solo(t, "training", "troll", standard)
	fight(t, s, NoEffect, hero(Wizard, 1), hero(Cleric, 1), hero(Fighter, 1)) // Magic 9
	dice(s, 1, 1)
	play(t, s, Act(KContinue, 0))
	dice(s, 5)
	play(t, s, Act(KStat, int(Magic))) // 5 against 9: 5 short
	if legalHas(s, Act(KLowerTo, int(SlotMight))) {
		t.Errorf("lowering Might offered for a Magic attack")
	}
	play(t, s, Act(KLowerTo, int(SlotMagic)))
	wantValue(t, s, SlotMagic, 7)
	if s.Combat.Party.Countable() != 2 {
		t.Errorf("party %v: want the Cleric hit", s.Combat.Party)
	}
}

func TestPipsToMakeAHeroMiss(t *testing.T) {
	s := solo(t, "training", "troll", standard)
	setStat(s, SlotMight, 5)
	s.me().XP.Earned, s.me().XP.Pips = 3, [DieNamicDice]int{1, 2, 3}
	noMinions(s)
	fight(t, s, NoEffect, hero(Fighter, 2), hero(Cleric, 2))
	dice(s, 8) // Fighter L2 + Cleric L2: Might 9 on a d10; 8 > 5
	play(t, s, Act(KContinue, 0))
	wantStage(t, s, StAdjust)
	play(t, s, Act(KPipsTo, 0)) // 3 pips: 5 is not above Might 5
	if s.me().XP.TotalPips() != 3 {
		t.Errorf("%d pips left, want 3", s.me().XP.TotalPips())
	}
	wantValue(t, s, SlotHealth, 6)
	wantValue(t, s, SlotMight, 5)
}

func TestDamageAllOnOneSlot(t *testing.T) {
	s := solo(t, "training", "troll", standard)
	putTile(t, s, s.me().Pos, "dead_end_11") // Crushing Ceiling: Might 10, 3 damage
	s.Combat = Combat{Slot: s.me().Pos}
	noMinions(s)
	dice(s, 1)
	s.tileEffect()
	s.settle()
	play(t, s, Act(KContinue, 0)) // accept the failed check
	wantStage(t, s, StDamage)
	if !legalHas(s, Act(KDamageAll, int(SlotMight))) || !legalHas(s, Act(KDamageAll, int(SlotHealth))) {
		t.Fatalf("all-on-one missing: %v", s.LegalActions(nil))
	}
	play(t, s, Act(KDamageAll, int(SlotMight)))
	wantValue(t, s, SlotMight, 7)
	wantValue(t, s, SlotHealth, 6)
	setStat(s, SlotMight, 3) // the stat may not go below 1: 3 points do not fit
	s.Dmg = Damage{Left: 3, Slots: 1<<SlotMight | 1<<SlotHealth, Bonus: NumHeroTypes}
	s.Stage = StDamage
	if legalHas(s, Act(KDamageAll, int(SlotMight))) {
		t.Errorf("all 3 points offered on Might 3")
	}
}
