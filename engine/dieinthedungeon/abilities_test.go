package dieinthedungeon

import (
	"slices"
	"testing"

	"github.com/herotable/herotable/engine"
)

// The ten board abilities of §2.3: effect, AP paid, once per window, and
// "only if it has an effect now"; and what blocks abilities and cards.
// The ability cards are in cards_test.go.

// ready is creature on map1 with AP ap, no DieMinions unless minions.
func ready(t *testing.T, creature string, ap int, minions bool) *State {
	t.Helper()
	s := cellar(t, creature)
	setAP(s, ap)
	if !minions {
		noMinions(s)
	}
	return s
}

func TestAbility_EvilEye(t *testing.T) {
	s := ready(t, "deyeroller", 4, false)
	fight(t, s, NoEffect, hero(Fighter, 1), hero(Wizard, 1)) // Might and Magic attacks
	eye := abilityAct(t, "dey_evil_eye")
	play(t, s, eye)
	wantStage(t, s, StPickStat)
	if got := s.LegalActions(nil); !slices.Equal(got, []engine.Action{Act(KStat, int(Might)), Act(KStat, int(Magic))}) {
		t.Errorf("Evil Eye offers %v, want the party's two attack types", got)
	}
	play(t, s, Act(KStat, int(Might)))
	wantValue(t, s, SlotAbility, 2)
	if legalHas(s, eye) {
		t.Errorf("Evil Eye offered twice in one Ability step")
	}
	endAbility(t, s, 1) // only the Magic attack
	allRolled(t, s)
	if s.Roll.Stat != Magic {
		t.Errorf("the last hero attack was %s, want Magic only", s.Roll.Stat)
	}
	attack(t, s, Agility, 1)
	play(t, s, Act(KContinue, 0))
	if !legalHas(s, eye) || s.Combat.Fx.NoAttack[Might] {
		t.Errorf("round 2: Evil Eye not offered again, or Might still stopped")
	}
	// With no hero attack to stop it does nothing, so it is not offered.
	s = ready(t, "deyeroller", 4, false)
	fight(t, s, NoEffect, hero(Cleric, 1))
	if legalHas(s, eye) {
		t.Errorf("Evil Eye offered against a Cleric")
	}
}

func TestAbility_TwistFate(t *testing.T) {
	twist := abilityAct(t, "dey_twist_fate")
	s := ready(t, "deyeroller", 4, false)
	setStat(s, SlotMight, 8)
	fight(t, s, NoEffect, hero(Fighter, 2), hero(Cleric, 2)) // Might 9, d10
	play(t, s, twist)
	wantValue(t, s, SlotAbility, 3)
	if legalHas(s, twist) {
		t.Errorf("Twist Fate offered twice in a round")
	}
	endAbility(t, s, 10) // an auto-hit
	wantStage(t, s, StAdjust)
	dice(s, 1)
	play(t, s, Act(KTwist, 0)) // the reroll stands: a miss
	wantStage(t, s, StAttackStat)
	wantValue(t, s, SlotHealth, 6)
	attack(t, s, Agility, 1)
	if legalHas(s, Act(KTwist, 0)) {
		t.Errorf("Twist Fate used twice in a round")
	}
	// Unused on the heroes' misses, it rerolls your own failed attack.
	s = ready(t, "deyeroller", 4, false)
	fight(t, s, NoEffect, hero(Fighter, 2), hero(Cleric, 2))
	play(t, s, twist)
	endAbility(t, s, 1)
	attack(t, s, Agility, 1) // against Agility 7
	dice(s, 8)
	play(t, s, Act(KTwist, 0))
	if s.Combat.Party.Countable() != 1 {
		t.Errorf("the rerolled 8 did not hit: party %v", s.Combat.Party)
	}
}

func TestAbility_Regenerate(t *testing.T) {
	regen := abilityAct(t, "troll_regenerate")
	s := ready(t, "troll", 4, true)
	s.me().Board[SlotHealth] = BoardDie{D6, 3}
	play(t, s, regen) // T window
	wantValue(t, s, SlotHealth, 5)
	wantValue(t, s, SlotAbility, 2)
	play(t, s, Act(KContinue, 0))
	wantStage(t, s, StPostPower)
	if legalHas(s, regen) {
		t.Errorf("Regenerate offered again after Power Up: one T window per turn")
	}
	fight(t, s, NoEffect, hero(Fighter, 1))
	play(t, s, regen) // R window: 5 → 7, the d6 becomes a d8
	if got := s.me().Board[SlotHealth]; got != (BoardDie{D8, 7}) {
		t.Errorf("Health %s, want 7 on a d8", got)
	}
	// Health 12 on a d12 with two d20s on the board cannot grow.
	s = ready(t, "troll", 4, true)
	s.me().Board[SlotHealth] = BoardDie{D12, 12}
	s.me().Board[SlotMagic] = BoardDie{D20, 13}
	if legalHas(s, regen) {
		t.Errorf("Regenerate offered with nothing to gain")
	}
}

func TestAbility_BoneShield(t *testing.T) {
	shield := abilityAct(t, "troll_bone_shield")
	s := ready(t, "troll", 4, false)
	setStat(s, SlotMight, 9)
	fight(t, s, NoEffect, hero(Fighter, 1), hero(Fighter, 1), hero(Fighter, 1), hero(Rogue, 1))
	play(t, s, shield)
	wantValue(t, s, SlotAbility, 2)
	if legalHas(s, shield) {
		t.Errorf("Bone Shield offered twice")
	}
	// Might: 8 + 2 = 10, a Crushing Blow, taken by the shield. Agility:
	// the d10's 10, a Pickpocket hit that lands.
	endAbility(t, s, 8, 10)
	wantValue(t, s, SlotHealth, 6)
	wantValue(t, s, SlotMight, 9)
	play(t, s, Act(KDamage, int(SlotHealth)))
	wantValue(t, s, SlotHealth, 5)
	wantValue(t, s, SlotAbility, 1)
	s = ready(t, "troll", 4, false)
	fight(t, s, NoEffect, hero(Cleric, 1))
	if legalHas(s, shield) {
		t.Errorf("Bone Shield offered with no hero attack to stop")
	}
}

func TestAbility_FireStrike(t *testing.T) {
	fire := abilityAct(t, "diemon_fire_strike")
	s := ready(t, "diemon", 4, false)
	givePips(s, 1)
	s.me().Held[TokBard] = 1
	fight(t, s, NoEffect, hero(Fighter, 1), hero(Rogue, 1)) // 2 countable heroes and the Bard
	dice(s, 3)
	play(t, s, fire)
	wantValue(t, s, SlotAbility, 1)
	wantStage(t, s, StAdjust) // 3 > 2 misses; a pip may lower it
	play(t, s, Act(KPipDown, 0))
	wantStage(t, s, StTarget)
	play(t, s, Act(KTarget, 1))
	if p := s.Combat.Party; len(p) != 2 || p[0].Hero != hero(Fighter, 1) || s.me().XPTotal != 1 {
		t.Errorf("party %v, XP %d: want the Rogue hit", p, s.me().XPTotal)
	}
	wantStage(t, s, StAbility)
	s = ready(t, "diemon", 4, false)
	fight(t, s, NoEffect, hero(Fighter, 1), hero(Rogue, 1))
	dice(s, 3)
	play(t, s, fire)
	if s.Combat.Party.Countable() != 2 || s.Stage != StAbility {
		t.Errorf("a 3 against 2 heroes hit (party %v)", s.Combat.Party)
	}
}

func TestAbility_BruteForce(t *testing.T) {
	brute := abilityAct(t, "diemon_brute_force")
	for _, use := range []bool{true, false} {
		s := ready(t, "diemon", 4, false)
		fight(t, s, NoEffect, hero(Fighter, 1)) // Agility 2
		if use {
			play(t, s, brute)
			wantValue(t, s, SlotAbility, 2)
			if legalHas(s, brute) {
				t.Errorf("Brute Force offered twice")
			}
		}
		endAbility(t, s, 1)
		attack(t, s, Agility, 1)
		if won := !s.Combat.On; won != use {
			t.Errorf("Brute Force %v: 1 against Agility 2 won %v", use, won)
		}
	}
}

func TestAbility_Hoard(t *testing.T) {
	hoard := abilityAct(t, "dierake_hoard")
	s := cellar(t, "dierake") // after Power Up, AP 2
	wantStage(t, s, StPostPower)
	d6 := s.Supply[DieMinionD6]
	play(t, s, hoard)
	if s.me().Held[DieMinionD6] != 2 || s.Supply[DieMinionD6] != d6-1 {
		t.Errorf("held %d d6s, supply %d: want one more from the supply", s.me().Held[DieMinionD6], s.Supply[DieMinionD6])
	}
	wantValue(t, s, SlotAbility, 0)
	setAP(s, 4)
	if legalHas(s, hoard) {
		t.Errorf("Hoard offered twice in one T window")
	}
	s = cellar(t, "dierake")
	s.Supply[DieMinionD6] = 0
	play(t, s, hoard)
	if s.me().Held[DieMinionD4] != 1 {
		t.Errorf("with no d6 left Hoard took %v, want a d4", s.me().Held)
	}
	s = cellar(t, "dierake")
	s.Supply[DieMinionD6], s.Supply[DieMinionD4] = 0, 0
	if legalHas(s, hoard) {
		t.Errorf("Hoard offered with no d6 or d4 in the supply")
	}
}

func TestAbility_DiceStorm(t *testing.T) {
	storm := abilityAct(t, "dierake_dice_storm")
	s := ready(t, "dierake", 4, true) // its d6
	fight(t, s, NoEffect, hero(Fighter, 1), hero(Fighter, 2))
	dice(s, 1) // with 1 AP left the step ends by itself; the Might attack misses
	play(t, s, storm)
	wantValue(t, s, SlotAbility, 1)
	attack(t, s, Magic, 12) // the Fighter L1 falls
	wantStage(t, s, StStorm)
	play(t, s, Act(KMinion, int(DieMinionD6))) // an extra hit: the Fighter L2
	if s.Combat.On || s.me().XPTotal != 2 || s.me().Held[DieMinionD6] != 0 {
		t.Errorf("Combat on %v, XP %d, d6 held %d", s.Combat.On, s.me().XPTotal, s.me().Held[DieMinionD6])
	}
	s = ready(t, "dierake", 4, false)
	fight(t, s, NoEffect, hero(Fighter, 1))
	if legalHas(s, storm) {
		t.Errorf("Dice Storm offered with no DieMinion")
	}
}

func TestAbility_ShieldWall(t *testing.T) {
	wall := abilityAct(t, "tomb_shield_wall")
	for _, c := range []struct {
		nat int
		hit bool
	}{{9, false}, {10, true}} {
		s := ready(t, "tombstones", 4, false)
		setStat(s, SlotMight, 8)
		fight(t, s, NoEffect, hero(Fighter, 2), hero(Cleric, 2)) // Might 9, d10
		play(t, s, wall)
		wantValue(t, s, SlotAbility, 2)
		if got := s.heroMods(RollHero, Might); got != -ShieldWallPenalty {
			t.Errorf("hero Might rolls %+d, want −2", got)
		}
		endAbility(t, s, c.nat)
		if hit := s.Stage == StDamage; hit != c.hit {
			t.Errorf("nat %d −2 against Might 8: hit %v, want %v (the d10's 10 still auto-hits)", c.nat, hit, c.hit)
		}
	}
	s := ready(t, "tombstones", 4, false)
	fight(t, s, NoEffect, hero(Cleric, 2))
	if legalHas(s, wall) {
		t.Errorf("Shield Wall offered with no hero attack")
	}
}

func TestAbility_Dread(t *testing.T) {
	dread := abilityAct(t, "tomb_dread")
	s := ready(t, "tombstones", 4, false)
	fightEpic(t, s, "epic_barbarian", hero(Wizard, 2), hero(Cleric, 1))
	play(t, s, dread)
	wantStage(t, s, StFlee)
	if got := s.LegalActions(nil); !slices.Equal(got, []engine.Action{Act(KTarget, 1), Act(KTarget, 2)}) {
		t.Errorf("Dread may scare %v, want the Wizard and the Cleric, not the Barbarian", got)
	}
	play(t, s, Act(KTarget, 1)) // the Wizard, whatever the defeat order
	if p := s.Combat.Party; len(p) != 2 || p[1].Hero != hero(Cleric, 1) || s.me().XPTotal != 0 {
		t.Errorf("party %v, XP %d: want the Wizard gone for no XP", p, s.me().XPTotal)
	}
	wantValue(t, s, SlotAbility, 1)
	wantStage(t, s, StAbility)
	s = ready(t, "tombstones", 4, false)
	fightEpic(t, s, "epic_barbarian")
	if legalHas(s, dread) {
		t.Errorf("Dread offered with no hero that can flee")
	}
}

func TestAbilitiesBlocked(t *testing.T) {
	none := func(t *testing.T, s *State, where string) {
		t.Helper()
		wantStage(t, s, StAbility)
		for _, a := range s.LegalActions(nil) {
			if k, _ := Split(a); k == KAbility || k == KCard {
				t.Errorf("%s: %s offered", where, s.ActionString(a))
			}
		}
	}
	// Hurt, with a Health token held so that a blocked step still waits.
	hurt := func(s *State) {
		s.me().Board[SlotHealth] = BoardDie{D6, 3}
		s.me().Held[TokHealth] = 1
	}
	s := ready(t, "troll", 4, true)
	hurt(s)
	fight(t, s, HolyGround, hero(Fighter, 1))
	none(t, s, "holy ground")
	s = ready(t, "troll", 4, true)
	hurt(s)
	fightEpic(t, s, "epic_patriarch", hero(Fighter, 3), hero(Rogue, 3))
	none(t, s, "Patriarch")
	// E2 is Sanctified while a Cleric remains.
	s = solo(t, "map3", "troll", standard)
	noMinions(s)
	setAP(s, 4)
	hurt(s)
	e2 := slotAt(t, s, 3, 5)
	s.me().Pos = e2
	s.Combat = Combat{Slot: e2}
	s.combatSetup()
	s.settle()
	for range 2 {
		none(t, s, "Sanctified")
		endAbility(t, s, 1)     // one Agility attack misses
		attack(t, s, Magic, 12) // against Magic 9, then 6: a Cleric falls
		if s.Stage == StTarget {
			play(t, s, Act(KTarget, 1))
		}
	}
	wantStage(t, s, StAbility)
	if !legalHas(s, abilityAct(t, "troll_regenerate")) {
		t.Errorf("with the Clerics gone, Regenerate is still blocked")
	}
}
