package herodice

import "github.com/herotable/herotable/engine"

// §5.5 COMBAT, for mobs and bosses: PRE_ROLL → ROLL → REACTION → RESOLVE
// (with the ABILITY decision) → the next PRE_ROLL or the end of the fight.

// startFight begins a fight with mob or boss c: its health is the printed
// value + 5 per level past the first (R21); no flag carries in.
func (s *State) startFight(c int, boss bool) {
	hp := 0
	if boss {
		hp = Boss(c).HP
	} else {
		hp = Encounter(c).HP
	}
	hp += 5 * (s.Level - 1)
	s.Fight = Fight{Card: c, HP: hp, Max: hp, Boss: boss}
	s.Ev.Game(0, CodeFight, c, hp)
	s.Phase = PhPreRoll
}

// FoeDice is how many dice the foe rolls next (§5.5 ROLL; R26: at least 0).
func (s *State) FoeDice() int {
	n := 0
	if s.Fight.Boss {
		n = Boss(s.Fight.Card).Dice
	} else {
		n = Encounter(s.Fight.Card).Dice
	}
	return max(0, n+s.Fight.Rage-s.Fight.Disarm)
}

// HeroDice is how many combat dice the hero rolls next beside the hero
// die: weapons, +2 with the Potion of Strength, +1 Resolve, −Weaken (A27).
func (s *State) HeroDice() int {
	n := s.WeaponDice() + s.Fight.Resolve - s.Fight.Weaken
	if s.Fight.Strength {
		n += StrengthDice
	}
	return max(0, n)
}

// FoeXP is the XP of the foe being fought (what fleeing must pay, R13).
func (s *State) FoeXP() int { return XP(s.Fight.Card) }

// preRollOptions appends PRE_ROLL's decisions: roll, an item (R11), flee.
func (s *State) preRollOptions(buf []Action) []Action {
	buf = append(buf, Act(KRoll, 0))
	for _, k := range []ItemKind{HealingPotion, PotionOfStrength, FireBomb, SmokeBomb} {
		if c := s.holds(k); c != NoCard && s.canUse(c) {
			buf = append(buf, Act(KUse, c))
		}
	}
	if s.canFlee() {
		buf = append(buf, Act(KFlee, 0))
	}
	return buf
}

// canUse reports whether held item c may be used now (R11).
func (s *State) canUse(c int) bool {
	switch Treasure(c).Item {
	case HealingPotion:
		return s.Phase == PhExplore || s.Phase == PhPreRoll || s.Phase == PhRecover || s.Phase == PhPreCheck
	case PotionOfStrength:
		return s.Phase == PhPreRoll && !s.Fight.Strength
	case FireBomb:
		return s.Phase == PhPreRoll
	case SmokeBomb:
		return s.Phase == PhPreRoll && !s.Fight.Boss
	}
	return false
}

// useItem uses held item c; the card goes to the XP pool (R12).
func (s *State) useItem(c int) {
	remove(&s.Items, c)
	s.Pool = append(s.Pool, c)
	switch Treasure(c).Item {
	case HealingPotion:
		n := s.heal(PotionHeal)
		s.Ev.Game(0, CodeUse, c, n, s.HP)
	case PotionOfStrength:
		s.Fight.Strength = true
		s.Ev.Game(0, CodeUse, c, StrengthDice, 0)
	case FireBomb:
		// 10 wounds at once, through armoured and shield (§2.5).
		s.Fight.HP -= FireBombWounds
		s.Ev.Game(0, CodeUse, c, FireBombWounds, s.Fight.HP)
		if s.Fight.HP <= 0 {
			s.defeated()
		}
	case SmokeBomb:
		// Away without paying; the mob is discarded, no XP (§5.5).
		s.Ev.Game(0, CodeUse, c, 0, 0)
		s.Ev.Game(0, CodeFled, s.Fight.Card)
		s.Discard = append(s.Discard, s.Fight.Card)
		s.Fight = Fight{Card: NoCard}
		s.afterEncounter()
	}
}

// rollDice is ROLL: the hero die and the hero's combat dice, then the
// foe's dice, all at once; the next-roll flags are spent (§5.5).
func (s *State) rollDice() {
	f := &s.Fight
	hc, mc := s.HeroDice(), s.FoeDice()
	f.Resolve, f.Disarm, f.Rage, f.Weaken = 0, 0, 0, 0
	f.Round++
	f.HeroDie = s.roll(HeroDie)
	f.HeroDice = f.HeroDice[:0]
	for range hc {
		f.HeroDice = append(f.HeroDice, s.roll(CombatDie))
	}
	f.MobDice = f.MobDice[:0]
	for range mc {
		f.MobDice = append(f.MobDice, s.rollFor(CombatDie, engine.NoPlayer))
	}
	s.Ev.Game(0, CodeRolled, f.Card, f.HeroDie, s.heroHigh(), s.foeHigh(), hc, mc)
	if s.holds(LuckyCharm) != NoCard {
		s.Phase = PhReact
		return
	}
	s.resolve()
}

// heroHigh is hh: the highest of the hero die and combat dice.
func (s *State) heroHigh() int {
	h := s.Fight.HeroDie
	for _, d := range s.Fight.HeroDice {
		h = max(h, d)
	}
	return h
}

// foeHigh is mh: the foe's highest die, 0 when it rolled none (R26).
func (s *State) foeHigh() int {
	h := 0
	for _, d := range s.Fight.MobDice {
		h = max(h, d)
	}
	return h
}

// reroll is the Lucky Charm: the hero die alone is rolled again and the new
// value stands for hh, the high die and the ability (R32).
func (s *State) reroll() {
	c := s.holds(LuckyCharm)
	remove(&s.Items, c)
	s.Pool = append(s.Pool, c)
	old := 0
	if s.Phase == PhCheckReact {
		old = s.Check.Die
		s.Check.Die = s.roll(HeroDie)
		s.Ev.Game(0, CodeReroll, c, old, s.Check.Die)
		s.resolveCheck()
		return
	}
	old = s.Fight.HeroDie
	s.Fight.HeroDie = s.roll(HeroDie)
	s.Ev.Game(0, CodeReroll, c, old, s.Fight.HeroDie)
	s.resolve()
}

// HeroDieHigh reports whether the hero die is the high die: it equals hh,
// ties counting (R2).
func (s *State) HeroDieHigh() bool { return s.Fight.HeroDie == s.heroHigh() }

// resolve is RESOLVE steps 1–4 (§5.5): the base wounds (R1, R9), the
// boss's ring (R19), then the ability decision, if any (R3, R4).
func (s *State) resolve() {
	f := &s.Fight
	hh, mh := s.heroHigh(), s.foeHigh()
	f.ToMob, f.ToHero, f.Shield, f.BossHeal, f.HeroHeal, f.Fired = 0, 0, 0, 0, 0, 0
	switch {
	case hh > mh:
		f.ToMob = hh - mh
	case mh > hh:
		f.ToHero = mh - hh
		if !f.Boss {
			f.ToHero += Encounter(f.Card).Atk // R9: only in rounds it wins
		}
	}
	s.Ev.Game(0, CodeBase, f.Card, hh, mh, f.ToMob, f.ToHero)
	if f.Boss && mh >= 1 {
		s.fireRing(mh)
	}
	if s.HeroDieHigh() && AbilityOf(f.HeroDie) != NoAbility {
		s.Phase = PhAbility
		return
	}
	s.finishRound()
}

// useAbility applies the hero die's ability (§2.2, R5) and finishes the round.
func (s *State) useAbility() {
	f := &s.Fight
	a := AbilityOf(f.HeroDie)
	switch a {
	case IgnorePain:
		f.HeroHeal += IgnorePainHeal
	case WarriorsResolve:
		f.Resolve = 1
	case Cleave:
		f.ToMob += CleaveWounds
	case Disarm:
		f.Disarm = 1
	case MortalWound:
		f.ToMob += MortalWoundBonus
	}
	s.Ev.Game(0, CodeAbility, f.HeroDie, 1)
	s.finishRound()
}

// declineAbility lets the ability go (R4) and finishes the round.
func (s *State) declineAbility() {
	s.Ev.Game(0, CodeAbility, s.Fight.HeroDie, 0)
	s.finishRound()
}

// finishRound is RESOLVE steps 5–9 (§5.5): reductions, wounds on both
// sides at once, the hero's defeat check first (R7), then the heal step
// for survivors only (R8).
func (s *State) finishRound() {
	f := &s.Fight
	// 5. Reductions: shield and armoured on the foe, armour on the hero (R27).
	red := f.Shield
	if !f.Boss && Encounter(f.Card).Trait == Armored {
		red += Encounter(f.Card).TraitN
	}
	f.ToMob = max(0, f.ToMob-red)
	if f.ToHero > 0 {
		f.ToHero = max(0, f.ToHero-s.ArmorReduce())
	}
	// 6. Apply.
	before := s.HP
	s.HP -= f.ToHero
	f.HP -= f.ToMob
	lost := min(f.ToHero, max(before, 0))
	s.Ev.Game(0, CodeWounds, f.Card, f.ToMob, f.HP, f.ToHero, s.HP)
	// 7. The hero first: a slain hero collects nothing (R7).
	if !s.survives() {
		return
	}
	down := f.HP <= 0
	// 8. Heal step: survivors only (R8); the hero's even if the foe fell.
	if f.HeroHeal > 0 {
		n := s.heal(f.HeroHeal)
		s.Ev.Game(0, CodeHeal, n, s.HP)
	}
	if !down {
		n := f.BossHeal
		if !f.Boss {
			switch e := Encounter(f.Card); e.Trait {
			case Regenerate:
				n += e.TraitN
			case LifeDrain:
				n += lost
			}
		}
		if n = max(0, min(n, f.Max-f.HP)); n > 0 {
			f.HP += n
			s.Ev.Game(0, CodeFoeHeal, f.Card, n, f.HP)
		}
	}
	// 9. The fight ends or goes on.
	if down {
		s.defeated()
		return
	}
	s.Phase = PhPreRoll
}

// defeated is MOB_DEFEATED: the card to the XP pool, the Troll-Hide
// Cloak's +3, the flags and the Potion of Strength end. A boss ends the
// level (§5.8); a mob lets the glow queue go on.
func (s *State) defeated() {
	c, boss := s.Fight.Card, s.Fight.Boss
	s.Pool = append(s.Pool, c)
	s.Fight = Fight{Card: NoCard}
	s.Ev.Game(0, CodeDefeated, c, XP(c))
	if s.Armor != NoCard && Treasure(s.Armor).Recover > 0 {
		n := s.heal(Treasure(s.Armor).Recover)
		s.Ev.Game(0, CodeCloak, s.Armor, n, s.HP)
	}
	if boss {
		s.levelEnd(false)
		return
	}
	s.afterEncounter()
}
