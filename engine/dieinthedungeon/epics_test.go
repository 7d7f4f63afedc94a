package dieinthedungeon

import "testing"

// Epic powers (§2.6) not covered by a ruling's test, and the Bard's corner
// cases of combat setup (§5.2 CS1–CS2).

func TestEpic_HexLowersYourMagic(t *testing.T) {
	for _, c := range []struct{ magic, def int }{{12, 9}, {2, 0}} {
		s := cellar(t, "troll")
		noMinions(s)
		setStat(s, SlotMagic, c.magic)
		fightEpic(t, s, "epic_warlock", hero(Wizard, 1)) // Magic 16, d20
		endAbility(t, s, 10)
		if s.Roll.Kind != RollHero || s.Roll.Stat != Magic || s.Roll.Target != c.def {
			t.Errorf("Magic %d: the heroes' Magic attack is against %d (%+v), want %d", c.magic, s.Roll.Target, s.Roll, c.def)
		}
		wantStage(t, s, StDamage) // 10 > 9, and > 0
	}
}

func TestEpic_HolyAegisForbidsDieMinions(t *testing.T) {
	s := cellar(t, "troll") // holds a d6 DieMinion
	setStat(s, SlotAgility, 12)
	// Holy Aegis leaves the Ability step empty: the heroes attack at once.
	dice(s, 20, 1) // Might (14, a d20) hits; Agility misses
	fightEpic(t, s, "epic_patriarch", hero(Fighter, 3), hero(Rogue, 3))
	wantStage(t, s, StDamage) // no sacrifice under the Patriarch
	takeOnHealth(t, s)        // a Crushing Blow: 2
	attack(t, s, Magic, 1)    // against Magic 9
	wantStage(t, s, StBoost)
	if legalHas(s, Act(KMinion, int(DieMinionD6))) {
		t.Errorf("a DieMinion may be added under the Patriarch")
	}
	if s.me().Held[DieMinionD6] != 1 {
		t.Errorf("the DieMinion was spent")
	}
}

func TestCS2_BardAloneMeansNoCombat(t *testing.T) {
	s := cellar(t, "troll")
	s.me().Held[TokBard] = 1
	putTile(t, s, s.me().Pos, "two_way_05") // Wanderers: ? ?
	s.Combat = Combat{Slot: s.me().Pos}
	dice(s, 6, 5)
	s.encounter()
	s.settle()
	if s.Combat.On || len(s.Combat.Party) != 0 {
		t.Errorf("a Combat with %v: a Bard alone is no party", s.Combat.Party)
	}
	if s.me().Held[TokBard] != 1 {
		t.Errorf("the Bard token was spent without a Combat")
	}
	wantValue(t, s, SlotHealth, 5)
	wantStage(t, s, StTurnStart)
}

func TestCS2_BardFromASixKeepsTheToken(t *testing.T) {
	s := cellar(t, "troll")
	s.me().Held[TokBard] = 1
	putTile(t, s, s.me().Pos, "four_way_05") // Pilgrim Road: C ? ?, level 2
	s.Combat = Combat{Slot: s.me().Pos}
	dice(s, 6, 6) // the Bard, then nothing more
	s.encounter()
	s.settle()
	p := s.Combat.Party
	if len(p) != 2 || p[0].Hero != hero(Cleric, 2) || p[1].Kind != Bard || p[1].BardSide != 0 {
		t.Errorf("party %v, want the Cleric L2 and one Bard on its 1/2 side", p)
	}
	if s.me().Held[TokBard] != 1 {
		t.Errorf("the Bard token was spent though the Bard already sat in")
	}
}
