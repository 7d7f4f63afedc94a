package dieinthedungeon

import (
	"testing"
)

// The spec's acceptance examples (§9) played through the State. The ones
// about components alone are in party_test.go and statdice_test.go.

func TestA5_WizardPerkDrainsTime(t *testing.T) {
	s := solo(t, "training", "troll", standard)
	setStat(s, SlotTime, 15)
	fight(t, s, NoEffect, hero(Wizard, 1), hero(Wizard, 1), hero(Wizard, 1))
	wantStage(t, s, StAbility)
	wantValue(t, s, SlotTime, 13)
}

// A7: Fighter L1 ×3 (Might 12, d12) roll Might 8, +2 for Brothers in Arms.
func TestA7_CrushingBlow(t *testing.T) {
	for _, c := range []struct {
		might int
		hit   bool
	}{{9, true}, {10, false}} {
		s := solo(t, "training", "troll", standard)
		setStat(s, SlotMight, c.might)
		fight(t, s, NoEffect, hero(Fighter, 1), hero(Fighter, 1), hero(Fighter, 1))
		if got := s.Combat.Party.AttackDie(Might); got != D12 {
			t.Fatalf("party Might die %s, want d12", got)
		}
		dice(s, 8)
		play(t, s, Act(KContinue, 0)) // end the Ability step
		if !c.hit {
			wantStage(t, s, StAttackStat)
			wantValue(t, s, SlotHealth, 6)
			continue
		}
		if got := s.Roll.Final(); got != 10 {
			t.Errorf("final %d, want 10", got)
		}
		wantStage(t, s, StSacrifice)
		play(t, s, Act(KContinue, 0)) // take the hit
		if s.Dmg.Left != 2 {
			t.Errorf("Might %d: damage %d, want 2 (Crushing Blow)", c.might, s.Dmg.Left)
		}
	}
}

func TestA15_HeroDieFiveAndSix(t *testing.T) {
	// "?" alone, showing 5: lose 1 Health, no hero, no Combat.
	s := solo(t, "training", "troll", standard)
	putTile(t, s, s.me().Pos, "three_way_02")
	s.Combat = Combat{Slot: s.me().Pos}
	dice(s, 5)
	s.encounter()
	s.settle()
	wantValue(t, s, SlotHealth, 5)
	if s.Combat.On || len(s.Combat.Party) != 0 {
		t.Errorf("a Combat with %v after a 5", s.Combat.Party)
	}
	// Camp (F ?), level 3, showing 6: the Bard joins on its 3/4 side.
	s = solo(t, "training", "troll", standard)
	putTile(t, s, s.me().Pos, "dead_end_09")
	s.Combat = Combat{Slot: s.me().Pos}
	dice(s, 6)
	s.encounter()
	s.settle()
	p := s.Combat.Party
	if len(p) != 2 || p[0].Hero != hero(Fighter, 3) || p[1].Kind != Bard || p[1].BardSide != 1 {
		t.Errorf("party %v, want Fighter L3 and the Bard on its 3/4 side", p)
	}
}

func TestA16_FirstMoveOntoAdventurersBend(t *testing.T) {
	s := solo(t, "map1", "troll", standard)
	corner := slotAt(t, s, 0, 0)
	putTile(t, s, corner, "corner_01")
	setStat(s, SlotTime, 19)
	play(t, s, Act(KContinue, 0)) // Power Up
	wantValue(t, s, SlotAbility, 2)
	play(t, s, Act(KContinue, 0)) // on to Rest: Health is full, so no Rest
	if s.me().Board.RestMax() != 0 {
		t.Errorf("Rest maximum %d, want 0", s.me().Board.RestMax())
	}
	wantStage(t, s, StMove)
	play(t, s, Act(KMove, corner))
	wantValue(t, s, SlotTime, 18)
	want := []HeroCard{hero(Fighter, 1), hero(Rogue, 1), hero(Wizard, 1), hero(Cleric, 1)}
	if len(s.Combat.Party) != 4 {
		t.Fatalf("party %v, want F1 R1 W1 C1", s.Combat.Party)
	}
	for i, h := range want {
		if s.Combat.Party[i].Hero != h {
			t.Errorf("member %d is %v, want %v", i, s.Combat.Party[i].Hero, h)
		}
	}
}

// A22/A23: Fighter L2 + Cleric L2 make Might 9 (d10).
func TestA22_A23_HeroHitsAndPips(t *testing.T) {
	for _, c := range []struct {
		nat, might, pips int
		hit              bool
	}{{8, 8, 0, false}, {10, 12, 0, true}, {10, 12, 1, false}} {
		s := solo(t, "training", "troll", standard)
		setStat(s, SlotMight, c.might)
		s.me().XP.Pips[0] = c.pips
		noMinions(s)
		fight(t, s, NoEffect, hero(Fighter, 2), hero(Cleric, 2))
		dice(s, c.nat)
		play(t, s, Act(KContinue, 0))
		for range c.pips {
			play(t, s, Act(KPipDown, 0))
		}
		hit := s.Stage == StDamage || s.me().Board[SlotHealth].Value < 6
		if hit != c.hit {
			t.Errorf("nat %d, %d pips vs Might %d: hit %v, want %v", c.nat, c.pips, c.might, hit, c.hit)
		}
	}
}

// A24: party Magic 9 (W1 6 + C1 2 + F1 1); your Magic 6 rolled, a d6
// DieMinion adds 4.
func TestA24_DieMinionTurnsTheAttack(t *testing.T) {
	s := solo(t, "training", "troll", standard)
	fight(t, s, NoEffect, hero(Wizard, 1), hero(Cleric, 1), hero(Fighter, 1))
	dice(s, 1, 1) // both hero attacks miss
	play(t, s, Act(KContinue, 0))
	wantStage(t, s, StAttackStat)
	dice(s, 6)
	play(t, s, Act(KStat, int(Magic)))
	wantStage(t, s, StBoost)
	supply := s.Supply[DieMinionD6]
	dice(s, 4)
	play(t, s, Act(KMinion, int(DieMinionD6)))
	if s.Roll.Final() != 10 || !s.Roll.Succeeds() {
		t.Errorf("final %d, want a success with 10", s.Roll.Final())
	}
	if s.Supply[DieMinionD6] != supply+1 || s.me().Held[DieMinionD6] != 0 {
		t.Errorf("the DieMinion did not go back to the supply")
	}
	if s.Combat.Party.Countable() != 2 {
		t.Errorf("party %v after the hit, want the Cleric gone", s.Combat.Party)
	}
}

func TestA25_SacrificeCancelsCrushingBlow(t *testing.T) {
	s := solo(t, "training", "troll", standard)
	setStat(s, SlotMight, 9)
	fight(t, s, NoEffect, hero(Fighter, 1), hero(Fighter, 1), hero(Fighter, 1))
	dice(s, 8)
	play(t, s, Act(KContinue, 0))
	wantStage(t, s, StSacrifice)
	play(t, s, Act(KMinion, int(DieMinionD6)))
	wantValue(t, s, SlotHealth, 6)
	wantValue(t, s, SlotMight, 9)
	wantStage(t, s, StAttackStat)
}

func TestA26_MightOneTakesNoDamage(t *testing.T) {
	s := solo(t, "training", "troll", standard)
	setStat(s, SlotMight, 1)
	noMinions(s)
	fight(t, s, NoEffect, hero(Fighter, 1))
	dice(s, 2) // 2 > Might 1
	play(t, s, Act(KContinue, 0))
	wantValue(t, s, SlotMight, 1)
	wantValue(t, s, SlotHealth, 5)
}
