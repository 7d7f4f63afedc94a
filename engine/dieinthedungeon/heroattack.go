package dieinthedungeon

import (
	"github.com/herotable/herotable/engine"
)

// §5.5 Hero attack rolls: the round's Might, Agility and Magic attacks,
// the Powder Keg and the Hunter's Arrow (R22, R23, R27), and the other
// rolls the player may only adjust with pips (the Hero Die, Fire Strike).

// heroAttacks starts HERO_MIGHT … HERO_MAGIC: this round's attacks, less
// the types Evil Eye or Shiny Distraction stopped.
func (s *State) heroAttacks() {
	c := &s.Combat
	c.Next, c.Queued = 0, 0
	n := c.Party.AttackCounts(c.Round)
	for st := range Stat(NumStats) {
		for range n[st] {
			if !c.Fx.NoAttack[st] && c.Queued < MaxAttacks {
				c.Queue[c.Queued] = st
				c.Queued++
			}
		}
	}
	s.nextHeroAttack()
}

// nextHeroAttack rolls the next hero attack, or comes to your attack.
func (s *State) nextHeroAttack() {
	c := &s.Combat
	if c.Next >= c.Queued {
		s.Stage = StAttackStat
		return
	}
	st := c.Queue[c.Next]
	c.Next++
	s.heroRoll(RollHero, st)
}

// attacking reports whether the party attacks with st this round (all of
// this round's attacks are still to come while the Ability step is on).
func (s *State) attacking(st Stat) bool {
	return s.Combat.Party.AttackCounts(s.Combat.Round)[st] > 0 && !s.Combat.Fx.NoAttack[st]
}

// anyAttack reports whether the party makes any attack this round.
func (s *State) anyAttack() bool {
	return s.attacking(Might) || s.attacking(Agility) || s.attacking(Magic)
}

// heroRoll rolls one hero attack of kind k and type st (§5.5 steps 1–2).
func (s *State) heroRoll(k RollKind, st Stat) {
	c := &s.Combat
	r := &s.Roll
	*r = Roll{Kind: k, Stat: st}
	switch k {
	case RollKeg:
		r.Die = PowderKegDie
	case RollArrow:
		r.Die = ArrowDie
	default:
		r.Die = DieFor(c.Party.Totals()[st])
	}
	if c.Diesplaced {
		r.Die = r.Die.Smaller()
	}
	r.Fixed = s.heroMods(k, st)
	r.Target = s.defense(k, st)
	r.Nat = s.roll(r.Die)
	s.tell(TellHeroRoll, int(k), int(st), r.Nat, int(r.Die), r.Fixed, r.Target)
	s.Stage = StAdjust
}

// heroMods are a hero roll's modifiers (§5.5 step 4; R27 for the Keg and
// the Arrow, which come before any "this round" effect).
func (s *State) heroMods(k RollKind, st Stat) int {
	c := &s.Combat
	mod := 0
	for _, m := range c.Party {
		if m.Kind == Bard {
			mod += BardSides[m.BardSide].RollBonus
		}
	}
	if c.Effect == WarDrums {
		mod++
	}
	if k != RollHero {
		return mod
	}
	switch st {
	case Might:
		if n := c.Party.PerkCount(Fighter); n >= 2 {
			mod += n - 1
		}
		if c.Effect == Armory {
			mod++
		}
	case Agility:
		if s.present("epic_assassin") {
			mod += BackstabBonus
		}
	}
	if c.Fx.Wall {
		mod -= ShieldWallPenalty
	}
	return mod
}

// ShieldWallPenalty is Shield Wall's −2 to hero attack rolls.
const ShieldWallPenalty = 2

// defense is what a hero roll must beat: your stat (Magic 3 lower under
// Hex), or the Powder Keg's fixed number.
func (s *State) defense(k RollKind, st Stat) int {
	if k == RollKeg {
		return PowderKegTarget
	}
	d := s.me().Board[StatSlot(st)].Value
	if st == Magic && s.present("epic_warlock") {
		d = max(0, d-HexPenalty)
	}
	return d
}

// heroHits reports whether the hero roll hits (§5.5 step 5, R23).
func (s *State) heroHits() bool {
	r := &s.Roll
	v := r.Nat + r.Pips
	f := v + r.Fixed
	if r.Kind == RollKeg {
		return f >= r.Target
	}
	return f > r.Target || v == r.Die.Max() && !s.Combat.Unblinking
}

// adjusts are the options on a roll you may only adjust (§5.5 step 3,
// R8): pips in the direction that can help you, Twist Fate where it
// reaches (R27), Continue.
func (s *State) adjusts(buf []engine.Action) []engine.Action {
	r := &s.Roll
	pips := s.me().XP.TotalPips() > 0
	twist := s.Combat.Fx.Twist == 1
	switch r.Kind {
	case RollHeroDie:
		face := r.Nat + r.Pips
		if pips && r.Pips >= 0 && face < 6 {
			buf = append(buf, Act(KPipUp, 0))
		}
		if pips && r.Pips <= 0 && face > 1 {
			buf = append(buf, Act(KPipDown, 0))
		}
	case RollFire:
		if !s.fireHits() {
			if pips {
				buf = append(buf, Act(KPipDown, 0))
			}
			if twist {
				buf = append(buf, Act(KTwist, 0))
			}
		}
	default:
		if s.heroHits() {
			if pips {
				buf = append(buf, Act(KPipDown, 0))
				if n := s.heroMargin(); n >= 2 && s.me().XP.TotalPips() >= n {
					buf = append(buf, Act(KPipsTo, 0))
				}
			}
			if twist && r.Kind == RollHero {
				buf = append(buf, Act(KTwist, 0))
			}
		}
	}
	return append(buf, Act(KContinue, 0))
}

// heroMargin is how many pips would turn the hitting hero roll into a
// miss (beyond any number for an auto-hit that no pip count can undo, a
// large number).
func (s *State) heroMargin() int {
	r := &s.Roll
	for n := 1; n <= 40; n++ {
		r.Pips -= n
		hit := s.heroHits()
		r.Pips += n
		if !hit {
			return n
		}
	}
	return 1 << 10
}

// afterAdjust stays in the adjustment until the player accepts the roll.
func (s *State) afterAdjust() { s.Stage = StAdjust }

// adjustDone resolves the adjusted roll.
func (s *State) adjustDone() {
	switch s.Roll.Kind {
	case RollHeroDie:
		s.heroDieDone()
	case RollFire:
		s.fireDone()
	default:
		s.heroResolve()
	}
}

// heroResolve is §5.5 step 6: a hit is cancelled by Bone Shield or Thick
// Hide, or may be by a DieMinion; else it deals its damage.
func (s *State) heroResolve() {
	r := &s.Roll
	fx := &s.Combat.Fx
	if !s.heroHits() {
		s.tell(TellMisses)
		s.heroRollDone()
		return
	}
	switch {
	case r.Kind != RollKeg && r.Kind != RollArrow && fx.Shield || fx.ThickHide && r.Kind == RollHero:
		if fx.Shield {
			fx.Shield = false
			s.tell(TellBoneShield)
		} else {
			s.tell(TellThickHide)
		}
		s.heroRollDone()
	case heldMinions(s.me()) > 0 && !s.patriarch():
		s.tell(TellHits)
		s.Stage = StSacrifice
	default:
		s.tell(TellHits)
		s.takeHit()
	}
}

// takeHit deals a hit's damage (Crushing Blow: 2) and sets its Bonus.
func (s *State) takeHit() {
	r := &s.Roll
	c := &s.Combat
	f := r.Nat + r.Pips + r.Fixed
	dmg, bonus := 1, HeroType(NumHeroTypes)
	mask := uint8(1) << StatSlot(r.Stat)
	switch r.Kind {
	case RollKeg:
		dmg = c.Party.Countable()
		mask = 1<<SlotMight | 1<<SlotAgility | 1<<SlotMagic
	case RollHero:
		if f >= BonusThreshold {
			t := [NumStats]HeroType{Fighter, Rogue, Wizard}[r.Stat]
			if c.Party.PerkCount(t) > 0 {
				bonus = t
				if t == Fighter {
					dmg = 2
					s.tell(TellCrushing)
				}
			}
		}
	}
	if bonus == Fighter {
		bonus = NumHeroTypes
	}
	s.startDamage(dmg, mask, bonus)
}

// heroRollDone goes on after a hero roll: the next trigger or attack.
func (s *State) heroRollDone() {
	switch s.Roll.Kind {
	case RollKeg, RollArrow:
		s.roundStart()
	default:
		s.nextHeroAttack()
	}
}

// fireHits reports whether Fire Strike's roll makes its hit.
func (s *State) fireHits() bool {
	return s.Roll.Nat+s.Roll.Pips <= s.Combat.Party.Countable()
}

// fireDone resolves Fire Strike.
func (s *State) fireDone() {
	if s.fireHits() {
		s.tell(TellFireHits)
		s.Hits, s.Ret = 1, StAbility
		s.resolveHits()
		return
	}
	s.tell(TellFireMisses)
	s.Stage = StAbility
}
