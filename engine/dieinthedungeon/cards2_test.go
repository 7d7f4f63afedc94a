package dieinthedungeon

import "testing"

// The ability cards of §2.3 (Dierake, Tombstones).

func TestCard_TreasureTrove(t *testing.T) {
	trove := cardAct(t, "dierake_c1")
	s := ready(t, "dierake", 4, true)
	play(t, s, trove) // the largest two left: the d12, then the d10
	mo := s.me()
	if mo.Held[DieMinionD12] != 1 || mo.Held[DieMinionD10] != 1 || s.Supply[DieMinionD12] != 0 || s.Supply[DieMinionD10] != 0 {
		t.Errorf("held %v, supply %v: want the d12 and the d10", mo.Held, s.Supply)
	}
	wantValue(t, s, SlotAbility, 1)
	s = ready(t, "dierake", 4, true)
	for tok := DieMinionD4; tok <= DieMinionD12; tok++ {
		s.Supply[tok] = 0
	}
	if legalHas(s, trove) {
		t.Errorf("Treasure Trove offered with an empty supply")
	}
}

func TestCard_LoadedDice(t *testing.T) {
	loaded := cardAct(t, "dierake_c2")
	s := ready(t, "dierake", 4, true)                        // its d6
	fight(t, s, NoEffect, hero(Fighter, 1), hero(Cleric, 1)) // Agility 4
	play(t, s, loaded)
	wantValue(t, s, SlotAbility, 2)
	endAbility(t, s, 1)
	attack(t, s, Agility, 1)
	s.Ev.Reset()
	play(t, s, Act(KMinion, int(DieMinionD6)))
	noRolls(t, s)
	if s.Combat.Party.Countable() != 1 || s.me().XPTotal != 1 {
		t.Errorf("1 + a loaded 6 did not beat Agility 4: party %v", s.Combat.Party)
	}
	s = ready(t, "dierake", 4, false)
	fight(t, s, NoEffect, hero(Fighter, 1))
	if legalHas(s, loaded) {
		t.Errorf("Loaded Dice offered with no DieMinion")
	}
}

func TestCard_ShinyDistraction(t *testing.T) {
	shiny := cardAct(t, "dierake_c3")
	s := ready(t, "dierake", 4, false)
	fight(t, s, NoEffect, hero(Fighter, 1), hero(Rogue, 1))
	play(t, s, shiny)
	wantValue(t, s, SlotAbility, 3)
	endAbility(t, s, 1) // the Might attack only
	allRolled(t, s)
	if s.Roll.Stat != Might {
		t.Errorf("the last hero attack was %s", s.Roll.Stat)
	}
	s = ready(t, "dierake", 4, false)
	fight(t, s, NoEffect, hero(Fighter, 1))
	if legalHas(s, shiny) {
		t.Errorf("Shiny Distraction offered with no Agility attack")
	}
}

func TestCard_GoldenRake(t *testing.T) {
	rake := cardAct(t, "dierake_c4")
	s := ready(t, "dierake", 4, true) // a d6, plus two d4s and a d8
	s.me().Held[DieMinionD4], s.me().Held[DieMinionD8] = 2, 1
	s.Supply[DieMinionD4] -= 2
	s.Supply[DieMinionD8]--
	f := hero(Fighter, 1)
	fight(t, s, NoEffect, f, hero(Rogue, 1), hero(Wizard, 1), f) // mixed: each hit is a real choice
	play(t, s, rake)
	for i, tok := range []Token{DieMinionD4, DieMinionD4, DieMinionD6} {
		wantStage(t, s, StRake)
		play(t, s, Act(KMinion, int(tok)))
		if i == 2 {
			dice(s, 1) // the Ability step ends at 0 AP: the last Fighter misses
		}
		play(t, s, Act(KTarget, 0))
	}
	wantStage(t, s, StAttackStat) // three discarded: the rake is done
	if s.Combat.Party.Countable() != 1 || s.me().XPTotal != 3 || s.me().Held[DieMinionD8] != 1 {
		t.Errorf("party %v, XP %d, d8 held %d: want 3 hits and the d8 kept", s.Combat.Party, s.me().XPTotal, s.me().Held[DieMinionD8])
	}
	s = ready(t, "dierake", 4, false)
	fight(t, s, NoEffect, f)
	if legalHas(s, rake) {
		t.Errorf("Golden Rake offered with no DieMinion")
	}
}

func TestCard_Undying(t *testing.T) {
	undying := cardAct(t, "tombstones_c1")
	s := ready(t, "tombstones", 4, false)
	setStat(s, SlotTime, 15)
	fight(t, s, NoEffect, hero(Fighter, 1))
	play(t, s, undying)
	wantValue(t, s, SlotTime, 18)
	wantValue(t, s, SlotAbility, 1)
	s = ready(t, "tombstones", 4, false)
	fight(t, s, NoEffect, hero(Fighter, 1))
	if legalHas(s, undying) {
		t.Errorf("Undying offered at Time 20")
	}
}

func TestCard_Terrify(t *testing.T) {
	terrify := cardAct(t, "tombstones_c2")
	s := ready(t, "tombstones", 4, false)
	fight(t, s, NoEffect, hero(Fighter, 1), hero(Wizard, 1), hero(Rogue, 2))
	play(t, s, terrify)
	if p := s.Combat.Party; len(p) != 1 || p[0].Hero != hero(Rogue, 2) || s.me().XPTotal != 0 {
		t.Errorf("party %v, XP %d: want the level-1 heroes gone for no XP", p, s.me().XPTotal)
	}
	wantValue(t, s, SlotAbility, 2)
	s = ready(t, "tombstones", 4, false)
	fight(t, s, NoEffect, hero(Rogue, 2))
	if legalHas(s, terrify) {
		t.Errorf("Terrify offered with no level-1 hero")
	}
}

func TestCard_GraveBlade(t *testing.T) {
	blade := cardAct(t, "tombstones_c3")
	s := ready(t, "tombstones", 4, false)
	fight(t, s, NoEffect, hero(Fighter, 1)) // Agility 2
	play(t, s, blade)
	wantValue(t, s, SlotAbility, 3)
	if legalHas(s, blade) {
		t.Errorf("Grave Blade offered twice")
	}
	endAbility(t, s, 1)
	attack(t, s, Agility, 1) // 1 + 2 beats 2
	if s.Combat.On {
		t.Errorf("Grave Blade's +2 did not count (fixed %d)", s.Roll.Fixed)
	}
}

func TestCard_RiseAgain(t *testing.T) {
	s := ready(t, "tombstones", 4, false)
	setStat(s, SlotTime, 15)
	s.me().Board[SlotHealth] = BoardDie{D6, 3}
	fight(t, s, NoEffect, hero(Fighter, 1))
	dice(s, 1) // at 0 AP the step ends by itself: the Fighter misses
	play(t, s, cardAct(t, "tombstones_c4"))
	wantStage(t, s, StAttackStat)
	allRolled(t, s)
	wantValue(t, s, SlotHealth, 6)
	wantValue(t, s, SlotTime, 17)
	wantValue(t, s, SlotAbility, 0)
}
