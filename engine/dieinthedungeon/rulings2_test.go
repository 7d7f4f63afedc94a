package dieinthedungeon

import (
	"slices"
	"testing"

	"github.com/herotable/herotable/engine"
)

// Rulings R11–R25 (§6): dice, Power Up, Rest, perks, Bonuses and the
// hero attack.

func TestR11_TokenGainsUpgradeTheDie(t *testing.T) {
	s := cellar(t, "troll") // Might d10, Agility d8, Magic d12, Health d6
	s.me().Held[TokMight], s.me().Held[TokAgility] = 1, 1
	play(t, s, Act(KToken, int(TokMight)))
	if got := s.me().Board[SlotMight]; got != (BoardDie{D12, 12}) {
		t.Errorf("Might 10 +2 is %s, want 12 on a d12", got)
	}
	// Agility 8 +2 → 10 on the d10 that Might left.
	play(t, s, Act(KToken, int(TokAgility)))
	if got := s.me().Board[SlotAgility]; got != (BoardDie{D10, 10}) {
		t.Errorf("Agility 8 +2 is %s, want 10 on a d10", got)
	}
	// Two d12s now (Might, Magic): Agility 10 cannot take a third, so a
	// token would change nothing and is not offered.
	s.me().Held[TokAgility] = 1
	if legalHas(s, Act(KToken, int(TokAgility))) {
		t.Errorf("an Agility token is offered though the d10 cannot grow")
	}
}

func TestR12_DamageShrinksStatsNotHealth(t *testing.T) {
	s := cellar(t, "troll")
	noMinions(s)
	setStat(s, SlotMight, 7) // d8
	s.me().Board[SlotHealth] = BoardDie{D12, 12}
	s.me().Board[SlotMagic] = BoardDie{D10, 10}
	fight(t, s, NoEffect, hero(Fighter, 2), hero(Cleric, 2)) // Might 9, d10
	endAbility(t, s, 9)
	play(t, s, Act(KDamage, int(SlotMight)))
	if got := s.me().Board[SlotMight]; got != (BoardDie{D6, 6}) {
		t.Errorf("Might 7 −1 is %s, want 6 on a d6", got)
	}
	attack(t, s, Agility, 1)      // 1 against the party's Agility 7
	play(t, s, Act(KContinue, 0)) // accept the failure
	endAbility(t, s, 9)
	play(t, s, Act(KDamage, int(SlotHealth)))
	if got := s.me().Board[SlotHealth]; got != (BoardDie{D12, 11}) {
		t.Errorf("Health 12 −1 is %s, want 11 on the d12", got)
	}
}

// R13: a die stuck on a larger type keeps it while its value rises, and
// looks downwards again only when its value drops.
func TestR13_StuckDieRisesOnItsType(t *testing.T) {
	s := cellar(t, "troll")
	b := &s.me().Board
	b[SlotAgility], b[SlotMagic] = BoardDie{D8, 8}, BoardDie{D8, 7} // two d8s
	b[SlotMight] = BoardDie{D10, 5}                                 // stuck above its d6 row
	s.me().Held[TokMight] = 1
	play(t, s, Act(KToken, int(TokMight)))
	if got := b[SlotMight]; got != (BoardDie{D10, 7}) {
		t.Errorf("stuck Might 5 + 2 is %s, want 7 still on the d10", got)
	}
	b[SlotMagic] = BoardDie{D12, 12} // a d8 place is free again
	if got := b[SlotMight]; got.Type != D10 {
		t.Errorf("Might changed die to %s with no change of value", got.Type)
	}
	b.Lose(SlotMight, 1)
	if got := b[SlotMight]; got != (BoardDie{D6, 6}) {
		t.Errorf("Might 7 − 1 with room below is %s, want the chart's d6", got)
	}
}

func TestR15_PowerUpStopsAtFour(t *testing.T) {
	for _, c := range []struct{ ap, want int }{{3, 4}, {4, 4}, {0, 1}} {
		s := cellar(t, "troll")
		setAP(s, c.ap)
		play(t, s, Act(KContinue, 0))
		wantValue(t, s, SlotAbility, c.want)
	}
}

func TestR16_Rest(t *testing.T) {
	s := cellar(t, "troll")
	setStat(s, SlotHealth, 2) // 2 on the d6 would be a d4: keep the d6
	s.me().Board[SlotHealth].Type = D6
	play(t, s, Act(KContinue, 0))
	play(t, s, Act(KContinue, 0))
	wantStage(t, s, StRest)
	want := []engine.Action{Act(KRest, 0), Act(KRest, 1), Act(KRest, 2), Act(KRest, 3)}
	if got := s.LegalActions(nil); !slices.Equal(got, want) {
		t.Errorf("rest choices %v, want 0–3", got)
	}
	play(t, s, Act(KRest, 3))
	wantValue(t, s, SlotTime, 17)
	if got := s.me().Board[SlotHealth]; got != (BoardDie{D6, 5}) {
		t.Errorf("Health %s, want 5 on the d6", got)
	}
	wantStage(t, s, StMove)
	// One point short of the d6's maximum: only r ≤ 1.
	s = cellar(t, "troll")
	s.me().Board[SlotHealth] = BoardDie{D6, 5}
	play(t, s, Act(KContinue, 0))
	play(t, s, Act(KContinue, 0))
	if got := s.LegalActions(nil); !slices.Equal(got, want[:2]) {
		t.Errorf("rest choices with Health 5 of 6: %v, want 0–1", got)
	}
}

func TestR17_PerksBeforeCombatWizardThenCleric(t *testing.T) {
	s := cellar(t, "troll")
	setStat(s, SlotTime, 10)
	setAP(s, 3)
	fight(t, s, NoEffect, hero(Wizard, 1), hero(Wizard, 1), hero(Cleric, 1), hero(Cleric, 1), hero(Cleric, 1))
	wantValue(t, s, SlotTime, 9)
	wantValue(t, s, SlotAbility, 1)
	// With 1 Time the Wizards end the game first: the Clerics take nothing.
	s = cellar(t, "troll")
	setStat(s, SlotTime, 1)
	setAP(s, 3)
	fight(t, s, NoEffect, hero(Wizard, 1), hero(Wizard, 1), hero(Cleric, 1), hero(Cleric, 1))
	if !s.Over {
		t.Fatalf("Time 0 after Time Drain, but the game goes on")
	}
	wantValue(t, s, SlotAbility, 3)
	// Silence stops at 0 AP; Brothers in Arms is +(n−1) on Might rolls.
	s = cellar(t, "troll")
	setAP(s, 1)
	fight(t, s, NoEffect, hero(Cleric, 1), hero(Cleric, 1), hero(Cleric, 1), hero(Fighter, 1), hero(Fighter, 1), hero(Fighter, 1))
	wantValue(t, s, SlotAbility, 0)
	if got := s.heroMods(RollHero, Might); got != 2 {
		t.Errorf("three Fighters add %d to Might rolls, want 2", got)
	}
}

// takeOnHealth puts every point of the damage being split on Health.
func takeOnHealth(t *testing.T, s *State) int {
	t.Helper()
	n := 0
	for s.Stage == StDamage {
		play(t, s, Act(KDamage, int(SlotHealth)))
		n++
	}
	return n
}

func TestR18_R19_BonusOnlyOnHitsOfTenOrMore(t *testing.T) {
	fc := []HeroCard{hero(Fighter, 2), hero(Cleric, 2)} // Might 9, d10
	rc := []HeroCard{hero(Rogue, 2), hero(Cleric, 2)}   // Agility 11, d12
	wc := []HeroCard{hero(Wizard, 2), hero(Cleric, 2)}  // Magic 11, d12
	for _, c := range []struct {
		name     string
		party    []HeroCard
		st       Stat
		def, nat int
		dmg      int // 0: a miss
		ap, time int // after the attack, from AP 3 and Time 20
	}{
		{"Crushing Blow at 10", fc, Might, 8, 10, 2, 3, 20},
		{"no Crushing Blow at 9", fc, Might, 8, 9, 1, 3, 20},
		{"Pickpocket at 10", rc, Agility, 8, 10, 1, 2, 20},
		{"no Pickpocket at 9", rc, Agility, 8, 9, 1, 3, 20},
		{"no Pickpocket on a miss of 10", rc, Agility, 11, 10, 0, 3, 20},
		{"Time Warp at 10", wc, Magic, 8, 10, 1, 3, 19},
		{"no Time Warp at 9", wc, Magic, 8, 9, 1, 3, 20},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := cellar(t, "troll")
			setAP(s, 3)
			setStat(s, StatSlot(c.st), c.def)
			noMinions(s)
			fight(t, s, NoEffect, c.party...)
			endAbility(t, s, c.nat)
			if got := takeOnHealth(t, s); got != c.dmg {
				t.Errorf("damage %d, want %d", got, c.dmg)
			}
			wantStage(t, s, StAttackStat)
			wantValue(t, s, SlotAbility, c.ap)
			wantValue(t, s, SlotTime, c.time)
		})
	}
}

func TestR21_BarbarianTakesTwoHits(t *testing.T) {
	s := cellar(t, "troll")
	noMinions(s)
	setStat(s, SlotMagic, 20)
	fightEpic(t, s, "epic_barbarian", hero(Wizard, 2), hero(Cleric, 1)) // 13/12/13
	endAbility(t, s, 1, 1)
	attack(t, s, Magic, 20)
	p := s.Combat.Party
	if len(p) != 3 || !p[0].is("epic_barbarian") || p[0].Hits != 1 {
		t.Fatalf("after one hit the party is %v, want the Barbarian still there with 1 hit", p)
	}
	if s.me().XPTotal != 0 {
		t.Errorf("XP %d after the first hit, want 0", s.me().XPTotal)
	}
	endAbility(t, s, 1, 1) // round 2
	attack(t, s, Magic, 20)
	allRolled(t, s)
	if s.me().XPTotal != XPEpicHero {
		t.Errorf("XP %d after the Barbarian fell, want %d", s.me().XPTotal, XPEpicHero)
	}
	p = s.Combat.Party
	if got := p.LegalTargets(); len(got) != 1 || p[got[0]].Hero != hero(Cleric, 1) {
		t.Errorf("next legal targets %v in %v, want the Cleric L1", got, p)
	}
}

func TestR22_OnlyFightersRoguesWizardsAttack(t *testing.T) {
	// The Patriarch, a Cleric and the Bard: no hero attack at all.
	s := cellar(t, "troll")
	s.me().Held[TokBard] = 1
	fightEpic(t, s, "epic_patriarch", hero(Cleric, 2))
	wantStage(t, s, StAttackStat) // Holy Aegis leaves nothing to do in the Ability step
	for _, e := range s.Events() {
		if e.Kind == engine.EvRoll {
			t.Errorf("a roll (%s) in a round with no attacking hero", e.Die)
		}
	}
	// The Dwarf rolls its Keg at round start but makes no attack after.
	s = cellar(t, "troll")
	noMinions(s)
	dice(s, 1) // the Keg misses
	fightEpic(t, s, "epic_dwarf", hero(Cleric, 2))
	play(t, s, Act(KContinue, 0))
	wantStage(t, s, StAttackStat)
	allRolled(t, s)
	// The DieMaster attacks with all three stats.
	if got := (Party{{Kind: Boss}, basic(Cleric, 1)}).Attacks(2); !slices.Equal(got, []Stat{Might, Agility, Magic}) {
		t.Errorf("the DieMaster's party attacks with %v", got)
	}
}

func TestR23_AutoHitOnlyOnTheDieValue(t *testing.T) {
	for _, c := range []struct {
		nat int
		hit bool
	}{{9, false}, {10, true}} {
		s := cellar(t, "troll")
		noMinions(s)
		setStat(s, SlotMight, 12)
		fight(t, s, Armory, hero(Fighter, 2), hero(Cleric, 2)) // Might 9 on a d10, +1
		endAbility(t, s, c.nat)
		if hit := s.Stage == StDamage; hit != c.hit {
			t.Errorf("nat %d +1 against Might 12: hit %v, want %v (modifiers never make a 10)", c.nat, hit, c.hit)
		}
	}
	// The creature has no auto-hit: a 6 on the d6 does not beat 9.
	s := cellar(t, "troll")
	noMinions(s)
	setStat(s, SlotMight, 6)
	fight(t, s, NoEffect, hero(Fighter, 2), hero(Cleric, 2))
	endAbility(t, s, 1)
	attack(t, s, Might, 6)
	wantStage(t, s, StBoost)
	if s.Roll.Succeeds() {
		t.Errorf("a 6 on the d6 beat the party's Might 9")
	}
}

func TestR24_EpicsGiveNoPerkOrBonus(t *testing.T) {
	s := cellar(t, "troll")
	noMinions(s)
	fightEpic(t, s, "epic_barbarian", hero(Fighter, 1))
	if got := s.heroMods(RollHero, Might); got != 0 {
		t.Errorf("Barbarian + one Fighter add %d to Might rolls, want 0", got)
	}
	// The Barbarian hits with 11: no Fighter, so no Crushing Blow.
	s = cellar(t, "troll")
	noMinions(s)
	fightEpic(t, s, "epic_barbarian", hero(Cleric, 1)) // Might 12, d12
	endAbility(t, s, 11)
	if got := takeOnHealth(t, s); got != 1 {
		t.Errorf("the Barbarian's hit of 11 dealt %d, want 1", got)
	}
	// The Assassin hits with 9 + 2: no Rogue, so no Pickpocket.
	s = cellar(t, "troll")
	noMinions(s)
	setAP(s, 3)
	fightEpic(t, s, "epic_assassin", hero(Cleric, 2))
	endAbility(t, s, 9)
	if s.Roll.Final() != 11 {
		t.Errorf("final %d, want 9 + Backstab 2", s.Roll.Final())
	}
	takeOnHealth(t, s)
	wantValue(t, s, SlotAbility, 3)
}

func TestR25_Ties(t *testing.T) {
	// Your attack must beat the party's total.
	for _, c := range []struct {
		nat int
		ok  bool
	}{{2, false}, {3, true}} {
		s := cellar(t, "troll")
		noMinions(s)
		fight(t, s, NoEffect, hero(Fighter, 1)) // Agility 2
		endAbility(t, s, 1)
		attack(t, s, Agility, c.nat)
		if ok := !s.Combat.On; ok != c.ok {
			t.Errorf("attack %d against 2: success %v, want %v", c.nat, ok, c.ok)
		}
	}
	// A hero attack must beat your stat.
	for _, c := range []struct {
		nat int
		hit bool
	}{{7, false}, {8, true}} {
		s := cellar(t, "troll")
		noMinions(s)
		setStat(s, SlotMight, 7)
		fight(t, s, NoEffect, hero(Fighter, 2), hero(Cleric, 2))
		endAbility(t, s, c.nat)
		if hit := s.Stage == StDamage; hit != c.hit {
			t.Errorf("hero %d against Might 7: hit %v, want %v", c.nat, hit, c.hit)
		}
	}
	// A Stat Check passes on its number (Pit Trap: Agility 5).
	for _, c := range []struct {
		nat  int
		pass bool
	}{{5, true}, {4, false}} {
		s := cellar(t, "troll")
		putTile(t, s, s.me().Pos, "dead_end_02")
		s.Combat = Combat{Slot: s.me().Pos}
		dice(s, c.nat)
		s.tileEffect()
		s.settle()
		if pass := s.Stage == StTurnStart; pass != c.pass {
			t.Errorf("check %d against 5: passed %v, want %v (stage %s)", c.nat, pass, c.pass, s.stageWords())
		}
	}
}
