package dieinthedungeon

import (
	"slices"
	"testing"

	"github.com/herotable/herotable/engine"
)

// Rulings R26–R39 (§6): your attack, Epic rolls, DieMinions, tokens, the
// Bard, the Hero Die, the order of a tile, the end of the game and the
// allies.

func TestR26_YourAttackIsMandatory(t *testing.T) {
	s := cellar(t, "troll")
	fight(t, s, NoEffect, hero(Cleric, 1)) // no hero attacks
	endAbility(t, s)
	wantStage(t, s, StAttackStat)
	want := []engine.Action{Act(KStat, int(Might)), Act(KStat, int(Agility)), Act(KStat, int(Magic))}
	if got := s.LegalActions(nil); !slices.Equal(got, want) {
		t.Errorf("choices %v, want only the three stats", got)
	}
	if err := s.Apply(Act(KContinue, 0)); err == nil {
		t.Errorf("the attack was skipped")
	}
}

func TestR27_KegAndArrowAreHeroRolls(t *testing.T) {
	t.Run("arrow", func(t *testing.T) {
		s := cellar(t, "troll")
		s.me().Held[TokBard] = 1
		s.me().Held[TokDiesplacer] = 1
		setStat(s, SlotAgility, 8)
		dice(s, 7) // the Arrow: 7 + the Bard's 2 beats Agility 8
		fightEpic(t, s, "epic_elf", hero(Rogue, 3), hero(Rogue, 2), hero(Wizard, 1))
		if s.Roll.Kind != RollArrow || s.Roll.Die != D8 || s.Roll.Fixed != 2 {
			t.Fatalf("roll %+v, want the Arrow on a d8 with the Bard's +2", s.Roll)
		}
		wantStage(t, s, StSacrifice) // a DieMinion may cancel it
		play(t, s, Act(KMinion, int(DieMinionD6)))
		wantValue(t, s, SlotHealth, 6)
		wantValue(t, s, SlotAgility, 8)
		wantStage(t, s, StAbility)
		play(t, s, Act(KDiesplacer, 0))
		endAbility(t, s, 1, 1, 1) // two Agility attacks (Rogue perk) and a Magic one miss
		attack(t, s, Might, 1)
		setStat(s, SlotAgility, 12)
		dice(s, 6)                    // round 2's Arrow: the d6's maximum
		play(t, s, Act(KContinue, 0)) // accept the failed attack
		allRolled(t, s)
		if s.Roll.Kind != RollArrow || s.Roll.Die != D6 {
			t.Fatalf("round 2 roll %+v, want the Arrow on a d6 (Diesplacer)", s.Roll)
		}
		wantStage(t, s, StDamage) // 8 is not > 12, but a 6 on the d6 hits
	})
	t.Run("keg", func(t *testing.T) {
		s := cellar(t, "troll")
		noMinions(s)
		s.me().Held[TokBard] = 1
		dice(s, 3) // 3 + the Bard's 2 = 5: a hit
		fightEpic(t, s, "epic_dwarf", hero(Fighter, 3), hero(Fighter, 2), hero(Cleric, 2))
		if s.Roll.Kind != RollKeg || s.Roll.Fixed != 2 {
			t.Fatalf("roll %+v, want the Keg with the Bard's +2", s.Roll)
		}
		wantStage(t, s, StDamage)
		// No auto-hit for the Keg: a 4 on the Diesplacer's d4 misses.
		s = cellar(t, "troll")
		noMinions(s)
		s.me().Held[TokDiesplacer] = 1
		dice(s, 1)
		fightEpic(t, s, "epic_dwarf", hero(Fighter, 3), hero(Fighter, 2), hero(Cleric, 2))
		play(t, s, Act(KDiesplacer, 0))
		endAbility(t, s, 1) // the Might attack misses
		attack(t, s, Magic, 1)
		dice(s, 4)
		play(t, s, Act(KContinue, 0))
		allRolled(t, s)
		if s.Roll.Kind != RollKeg || s.Roll.Die != D4 {
			t.Fatalf("round 2 roll %+v, want the Keg on a d4", s.Roll)
		}
		wantStage(t, s, StAbility)
		wantValue(t, s, SlotHealth, 6)
	})
}

func TestR28_NoSacrificeAgainstTrapOrHeroDie(t *testing.T) {
	s := cellar(t, "troll") // holds its d6 DieMinion
	putTile(t, s, s.me().Pos, "dead_end_02")
	s.Combat = Combat{Slot: s.me().Pos}
	dice(s, 1)
	s.tileEffect()
	s.settle()
	wantStage(t, s, StBoost)
	if !legalHas(s, Act(KMinion, int(DieMinionD6))) {
		t.Errorf("a DieMinion cannot be added to the failing check")
	}
	play(t, s, Act(KContinue, 0)) // accept the failure
	wantStage(t, s, StDamage)
	if legalHas(s, Act(KMinion, int(DieMinionD6))) {
		t.Errorf("a DieMinion is offered against trap damage")
	}
	play(t, s, Act(KDamage, int(SlotHealth)))
	wantValue(t, s, SlotHealth, 5)
	if s.me().Held[DieMinionD6] != 1 {
		t.Errorf("the DieMinion is gone")
	}
	// The Hero Die's 5 costs Health at once, with no sacrifice.
	s = cellar(t, "troll")
	putTile(t, s, s.me().Pos, "three_way_02")
	s.Combat = Combat{Slot: s.me().Pos}
	dice(s, 5)
	s.encounter()
	s.settle()
	wantValue(t, s, SlotHealth, 5)
	if s.me().Held[DieMinionD6] != 1 {
		t.Errorf("the DieMinion was spent on the Hero Die")
	}
}

func TestR29_TokensOnlyAtStarPoints(t *testing.T) {
	s := cellar(t, "troll")
	noMinions(s)
	setStat(s, SlotTime, 15)
	s.me().Board[SlotHealth] = BoardDie{D6, 4}
	s.me().Held[TokTime] = 2
	tok := Act(KToken, int(TokTime))
	check := func(where string, want bool) {
		t.Helper()
		if legalHas(s, tok) != want {
			t.Errorf("%s (%s): the Time token legal %v, want %v", where, s.stageWords(), !want, want)
		}
	}
	check("TURN_START", true)
	play(t, s, Act(KContinue, 0))
	check("POST_POWER", true)
	play(t, s, Act(KContinue, 0))
	wantStage(t, s, StRest)
	check("REST", false)
	play(t, s, Act(KRest, 0))
	check("MOVE_CHOOSE", true)
	fight(t, s, NoEffect, hero(Fighter, 1))
	check("ABILITY_STEP", true)
	endAbility(t, s, 4) // the d4's 4: an auto-hit
	wantStage(t, s, StDamage)
	check("damage", false)
	play(t, s, Act(KDamage, int(SlotHealth)))
	check("choosing the attack", false)
	attack(t, s, Might, 1)
	check("modify loop", true)
	// The token cannot answer a time loss: Time 1 on the move is the end.
	s = cellar(t, "troll")
	s.me().Held[TokTime] = 1
	toMove(t, s)
	setStat(s, SlotTime, 1)
	play(t, s, Act(KMove, slotAt(t, s, 1, 1)))
	if !s.Over || s.Winner != engine.NoPlayer {
		t.Errorf("Time 1 with a Time token: the move did not lose")
	}
}

func TestR30_GainCaps(t *testing.T) {
	s := cellar(t, "troll")
	s.me().Held[TokTime], s.me().Held[TokAbility] = 2, 2
	if legalHas(s, Act(KToken, int(TokTime))) {
		t.Errorf("a Time token is offered at Time 20")
	}
	setStat(s, SlotTime, 18)
	play(t, s, Act(KToken, int(TokTime)))
	wantValue(t, s, SlotTime, 20)
	setAP(s, 3)
	play(t, s, Act(KToken, int(TokAbility)))
	wantValue(t, s, SlotAbility, 4)
	if legalHas(s, Act(KToken, int(TokAbility))) {
		t.Errorf("an Ability token is offered at AP 4")
	}
}

func TestR31_BardSideAndLeaving(t *testing.T) {
	// A Bard from an early "?" still sees the heroes that join after it.
	s := cellar(t, "troll")
	s.Combat = Combat{On: true, Slot: s.me().Pos, Party: Party{{Kind: Bard}}}
	s.join(hero(Fighter, 3))
	s.cs2()
	s.settle()
	if p := s.Combat.Party; p[0].Kind != Bard || p[0].BardSide != 1 {
		t.Errorf("party %v, want the Bard on its 3/4 side", p)
	}
	// The side stays when the level-3 hero is gone.
	s = cellar(t, "troll")
	noMinions(s)
	s.me().Held[TokBard] = 1
	fight(t, s, NoEffect, hero(Cleric, 3), hero(Fighter, 1))
	endAbility(t, s, 1)
	attack(t, s, Magic, 12) // 12 against Magic 7: the Cleric goes
	p := s.Combat.Party
	if len(p) != 2 || p[1].Kind != Bard || p[1].BardSide != 1 {
		t.Fatalf("party %v, want the Fighter L1 and the Bard still on its 3/4 side", p)
	}
	if got := s.heroMods(RollHero, Might); got != 2 {
		t.Errorf("the Bard adds %d, want 2", got)
	}
	// The Dwarf does not keep the Bard in play.
	s = cellar(t, "troll")
	noMinions(s)
	s.me().Held[TokBard] = 1
	dice(s, 1) // the Keg misses
	fightEpic(t, s, "epic_dwarf", hero(Cleric, 1))
	endAbility(t, s)
	attack(t, s, Magic, 12)
	if s.Combat.On || len(s.Combat.Party) != 0 {
		t.Fatalf("Combat on %v with %v after the last Cleric fell", s.Combat.On, s.Combat.Party)
	}
	if s.me().XPTotal != XPBasicHero+XPEpicHero {
		t.Errorf("XP %d, want 1 for the Cleric + 2 for the Dwarf, 0 for the Bard", s.me().XPTotal)
	}
}

func TestR32_HeroDieFiveIsHealthOnly(t *testing.T) {
	heroDie := func(t *testing.T, s *State, face int) {
		t.Helper()
		putTile(t, s, s.me().Pos, "three_way_02")
		s.Combat = Combat{Slot: s.me().Pos}
		dice(s, face)
		s.encounter()
		s.settle()
	}
	s := cellar(t, "troll")
	heroDie(t, s, 5)
	wantValue(t, s, SlotHealth, 5)
	wantValue(t, s, SlotMight, 10)
	wantStage(t, s, StTurnStart) // no damage split, no Combat
	// A pip turns the 5 into a 4 before it resolves: a Cleric, no wound.
	s = cellar(t, "troll")
	givePips(s, 1)
	heroDie(t, s, 5)
	play(t, s, Act(KPipDown, 0))
	wantValue(t, s, SlotHealth, 6)
	if p := s.Combat.Party; len(p) != 1 || p[0].Hero != hero(Cleric, 1) {
		t.Errorf("party %v, want a Cleric L1", p)
	}
	// At Health 1 the 5 ends the game.
	s = cellar(t, "troll")
	setStat(s, SlotHealth, 1)
	heroDie(t, s, 5)
	if !s.Over || s.Winner != engine.NoPlayer {
		t.Errorf("Health 0 from the Hero Die did not lose")
	}
}

func TestR33_RandomHeroAtTheTileLevel(t *testing.T) {
	s := cellar(t, "troll")
	putTile(t, s, s.me().Pos, "three_way_12") // War Camp: W ?, level 4, war drums
	s.Combat = Combat{Slot: s.me().Pos}
	dice(s, 2)
	s.tileEffect()
	s.settle()
	p := s.Combat.Party
	if len(p) != 2 || p[0].Hero != hero(Wizard, 4) || p[1].Hero != hero(Rogue, 4) {
		t.Errorf("party %v, want Wizard L4 and a Rogue L4 from the Hero Die", p)
	}
	if s.Combat.Effect != WarDrums {
		t.Errorf("effect %s stored, want war_drums", s.Combat.Effect.ID())
	}
}

func TestR34_TokenFlipEffectCombat(t *testing.T) {
	s := cellar(t, "troll")
	noMinions(s)
	corner := slotAt(t, s, 0, 0)       // +He
	putTile(t, s, corner, "corner_02") // Cobwebs: W, trap(Agility,4,1)
	toMove(t, s)
	dice(s, 1)
	play(t, s, Act(KMove, corner))
	wantStage(t, s, StBoost) // the trap, before any Combat
	if s.me().Held[TokHealth] != 1 || s.Slots[corner].Token != NoToken || !s.Slots[corner].Open {
		t.Errorf("token held %d, on the map %v, face up %v: want taken and flipped",
			s.me().Held[TokHealth], s.Slots[corner].Token, s.Slots[corner].Open)
	}
	if s.Combat.On || len(s.Combat.Party) != 0 {
		t.Errorf("the party %v was assembled before the trap", s.Combat.Party)
	}
	play(t, s, Act(KContinue, 0))
	play(t, s, Act(KDamage, int(SlotHealth)))
	if p := s.Combat.Party; !s.Combat.On || len(p) != 1 || p[0].Hero != hero(Wizard, 1) {
		t.Errorf("after the trap: Combat %v, party %v; want the Wizard L1", s.Combat.On, p)
	}
}

// R34 with §2.7: the Kobold's side is chosen when it is gained, and the
// token is taken before the tile is flipped.
func TestR34_KoboldSideChosenBeforeTheFlip(t *testing.T) {
	s := cellar(t, "troll")
	quad := slotAt(t, s, 1, 1)
	putTile(t, s, quad, "four_way_03")
	s.Slots[quad].Token = TokKobold
	toMove(t, s)
	play(t, s, Act(KMove, quad))
	wantStage(t, s, StKobold)
	if s.Slots[quad].Open || s.View(0).(*State).Slots[quad].Tile != Unknown {
		t.Errorf("the tile is face up while the Kobold's side is chosen")
	}
}
