package dieinthedungeon

import (
	"github.com/herotable/herotable/engine"
)

// Your own rolls: the Stat Check of a trap (§5.4) and the creature attack
// (§5.6), with the modify loop they share (R10, R28, R46, R47).

// startTrap is §5.4 step 1: X-window cards may be used before the roll.
func (s *State) startTrap(e Effect) {
	s.Window = [BoardAbilities]bool{}
	s.Roll = Roll{Kind: RollTrap, Stat: e.Stat, Target: e.N}
	if !s.Ev.Off {
		s.note("A trap: a %s check of %d or more, or %d damage.", e.Stat, e.N, e.D)
	}
	s.Stage = StTrapPre
}

// trapRoll is §5.4 step 2: roll the checked stat's die (R47).
func (s *State) trapRoll() {
	r := &s.Roll
	r.Die = s.me().Board[StatSlot(r.Stat)].Type
	r.Nat = s.roll(r.Die)
	if !s.Ev.Off {
		s.note("%s rolls %d on the %s for the %s check (needs %d).", s.who(), r.Nat, r.Die, r.Stat, r.Target)
	}
	s.afterOwnRoll()
}

// creatureAttack is §5.6 steps 1–3.
func (s *State) creatureAttack(st Stat, max bool) {
	mo := s.me()
	r := &s.Roll
	*r = Roll{Kind: RollAttack, Stat: st, Die: mo.Board[StatSlot(st)].Type, Target: s.Combat.Party.Totals()[st]}
	if max {
		// R46: the DieMaster token makes the roll the die's maximum.
		mo.Held[TokDieMaster]--
		r.NoRoll, r.Nat = true, r.Die.Max()
		if !s.Ev.Off {
			s.note("%s uses the DieMaster token: the %s shows its maximum, %d.", s.who(), r.Die, r.Nat)
		}
	} else {
		r.Nat = s.roll(r.Die)
		if !s.Ev.Off {
			s.note("%s attacks with %s: %d on the %s against the party's %d.", s.who(), st, r.Nat, r.Die, r.Target)
		}
	}
	fx := s.Combat.Fx
	if fx.Brute {
		r.Fixed += BruteForceBonus
	}
	if fx.Grave {
		r.Fixed += GraveBladeBonus
	}
	if s.Combat.Effect == Dark {
		r.Fixed -= DarkPenalty
	}
	s.afterOwnRoll()
}

// Fixed modifiers of your attack (§2.3, §2.9).
const (
	BruteForceBonus = 3
	GraveBladeBonus = 2
	DarkPenalty     = 1
)

// Final is the roll's final value.
func (r *Roll) Final() int {
	f := r.Nat + r.Pips + r.Lowered + r.Minions + r.Fixed
	if r.Shove {
		f += KoboldShoveBonus
	}
	return f
}

// Succeeds reports whether your own roll succeeds: a check reaches its
// number, an attack beats the party's total (R25).
func (r *Roll) Succeeds() bool {
	if r.Kind == RollTrap {
		return r.Final() >= r.Target
	}
	return r.Final() > r.Target
}

// afterOwnRoll enters the modify loop while the roll fails, or resolves it.
func (s *State) afterOwnRoll() {
	if s.Roll.Succeeds() {
		s.boostDone()
		return
	}
	s.Stage = StBoost
}

// boosts are the modify loop's options (★): pips, lowering the stat,
// DieMinions, the Kobold's shove, Twist Fate, X cards, tokens; Continue
// accepts the failure.
func (s *State) boosts(buf []engine.Action) []engine.Action {
	mo := s.me()
	r := &s.Roll
	need := s.shortfall()
	if pips := mo.XP.TotalPips(); pips > 0 && !r.NoRoll {
		buf = append(buf, Act(KPipUp, 0))
		if need >= 2 && pips >= need {
			buf = append(buf, Act(KPipsTo, 0))
		}
	}
	for st := range Stat(NumStats) {
		v := mo.Board[StatSlot(st)].Value
		if (st == r.Stat || r.Kind == RollAttack && s.Combat.Fx.Rage) && v > MinStat {
			buf = append(buf, Act(KLower, int(StatSlot(st))))
			if need >= 2 && v-need >= MinStat {
				buf = append(buf, Act(KLowerTo, int(StatSlot(st))))
			}
		}
	}
	if !s.patriarch() {
		buf = s.minions(buf)
	}
	if mo.Held[TokKobold] > 0 && mo.Kobold == 1 && !mo.KoboldUse {
		buf = append(buf, Act(KShove, 0))
	}
	if r.Kind == RollAttack && s.Combat.Fx.Twist == 1 && !r.NoRoll {
		buf = append(buf, Act(KTwist, 0))
	}
	if r.Kind == RollTrap {
		buf = s.usable(buf, WindowTrap)
	}
	buf = s.tokens(buf)
	return append(buf, Act(KContinue, 0))
}

// shortfall is how much your failing roll lacks to succeed.
func (s *State) shortfall() int {
	r := &s.Roll
	if r.Kind == RollTrap {
		return r.Target - r.Final()
	}
	return r.Target + 1 - r.Final()
}

// modify applies one step of the modify loop (or of an adjustment).
func (s *State) modify(k Kind, arg int) {
	mo := s.me()
	r := &s.Roll
	switch k {
	case KPipsTo:
		n := s.shortfall()
		if s.Stage == StAdjust {
			n = s.heroMargin()
			r.Pips -= n
		} else {
			r.Pips += n
		}
		mo.XP.Spend(n)
		if !s.Ev.Off {
			s.note("%s spends %d pips.", s.who(), n)
		}
	case KLowerTo:
		n := s.shortfall()
		old := mo.Board[arg]
		mo.Board.Lose(Slot(arg), n)
		r.Lowered += n
		if !s.Ev.Off {
			s.note("%s lowers %s by %d to push the roll: %s → %s.", s.who(), Slot(arg).Name(), n, old, mo.Board[arg])
		}
	case KPipUp:
		mo.XP.Spend(1)
		r.Pips++
		if !s.Ev.Off {
			s.note("%s spends a pip: +1.", s.who())
		}
	case KPipDown:
		mo.XP.Spend(1)
		r.Pips--
		if !s.Ev.Off {
			s.note("%s spends a pip: −1.", s.who())
		}
	case KLower:
		old := mo.Board[arg]
		mo.Board.Lose(Slot(arg), 1)
		r.Lowered++
		if !s.Ev.Off {
			s.note("%s lowers %s to push the roll: %s → %s.", s.who(), Slot(arg).Name(), old, mo.Board[arg])
		}
	case KShove:
		mo.KoboldUse, r.Shove = true, true
		s.note("The Kobold gives a Lucky Shove: +2.")
	case KTwist:
		s.Combat.Fx.Twist = 2
		r.Nat = s.roll(r.Die)
		if !s.Ev.Off {
			s.note("Twist Fate: the die is rolled again and shows %d.", r.Nat)
		}
	}
	if s.Stage == StBoost {
		s.afterOwnRoll()
		return
	}
	s.afterAdjust()
}

// minion is a DieMinion chosen in whatever stage asks for one.
func (s *State) minion(t Token) {
	mo := s.me()
	mo.Held[t]--
	s.Supply[t]++
	d := t.Info().Die
	switch s.Stage {
	case StBoost:
		v := d.Max()
		if s.Combat.Loaded && s.Roll.Kind == RollAttack {
			if !s.Ev.Off {
				s.note("%s rolls a %s DieMinion, loaded: %d.", s.who(), d, v)
			}
		} else {
			v = s.roll(d)
			if !s.Ev.Off {
				s.note("%s rolls a %s DieMinion: +%d.", s.who(), d, v)
			}
		}
		s.Roll.Minions += v
		s.afterOwnRoll()
	case StSacrifice:
		if !s.Ev.Off {
			s.note("%s sacrifices a %s DieMinion: the hit is cancelled.", s.who(), d)
		}
		s.heroRollDone()
	case StPulse:
		if !s.Ev.Off {
			s.note("Dark Pulse: %s discards a %s DieMinion.", s.who(), d)
		}
		s.Combat.Trig++
		s.roundStart()
	case StRake:
		s.Raked++
		if !s.Ev.Off {
			s.note("Golden Rake: %s discards a %s DieMinion for a hit.", s.who(), d)
		}
		s.Hits++
		s.Ret = StRake
		if s.Raked >= GoldenRakeMax {
			s.Ret = StAbility
		}
		s.resolveHits()
	case StStorm:
		if !s.Ev.Off {
			s.note("Dice Storm: %s discards a %s DieMinion for an extra hit.", s.who(), d)
		}
		s.Hits++
		s.Ret = StStorm
		s.resolveHits()
	}
}

// GoldenRakeMax is how many DieMinions Golden Rake may discard.
const GoldenRakeMax = 3

// boostDone resolves your own roll: pass or fail the check, hit or miss.
func (s *State) boostDone() {
	r := &s.Roll
	ok := r.Succeeds()
	if r.Kind == RollTrap {
		if ok {
			if !s.Ev.Off {
				s.note("%s passes the check with %d.", s.who(), r.Final())
			}
			s.encounter()
			return
		}
		e := Tiles[s.Slots[s.Combat.Slot].Tile].Effect
		if !s.Ev.Off {
			s.note("%s fails the check with %d and takes %d damage.", s.who(), r.Final(), e.D)
		}
		s.startDamage(e.D, 1<<StatSlot(r.Stat), NumHeroTypes)
		return
	}
	if !ok {
		if !s.Ev.Off {
			s.note("%s's attack fails: %d against %d.", s.who(), r.Final(), r.Target)
		}
		s.roundEnd()
		return
	}
	if !s.Ev.Off {
		s.note("%s's attack succeeds: %d against %d.", s.who(), r.Final(), r.Target)
	}
	s.Hits, s.Ret = 1, StStorm
	s.resolveHits()
}

// roll rolls die d for the creature to act.
func (s *State) roll(d DieType) int { return s.rollDie(d.Die()) }

// rollDie rolls any die from the state's RNG (tests may force the face).
func (s *State) rollDie(d engine.Die) int {
	if len(s.force) > 0 {
		f := s.force[0]
		s.force = s.force[1:]
		s.Ev.Add(engine.Event{Kind: engine.EvRoll, Player: s.Turn, Die: d.ID, Face: f})
		return f
	}
	return s.Ev.Roll(&s.RNG, d, s.Turn)
}
