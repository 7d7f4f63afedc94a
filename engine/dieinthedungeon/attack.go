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
	s.tell(TellTrap, int(e.Stat), e.N, e.D)
	s.Stage = StTrapPre
}

// trapRoll is §5.4 step 2: roll the checked stat's die (R47).
func (s *State) trapRoll() {
	r := &s.Roll
	r.Die = s.me().Board[StatSlot(r.Stat)].Type
	r.Nat = s.roll(r.Die)
	s.tell(TellTrapRoll, r.Nat, int(r.Die), int(r.Stat), r.Target)
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
		s.tell(TellDieMasterToken, int(r.Die), r.Nat)
	} else {
		r.Nat = s.roll(r.Die)
		s.tell(TellAttack, int(st), r.Nat, int(r.Die), r.Target)
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
		s.tell(TellSpendsPips, n)
	case KLowerTo:
		n := s.shortfall()
		old := mo.Board[arg]
		mo.Board.Lose(Slot(arg), n)
		r.Lowered += n
		s.tell(TellLowersBy, arg, n, int(old.Type), old.Value, int(mo.Board[arg].Type), mo.Board[arg].Value)
	case KPipUp:
		mo.XP.Spend(1)
		r.Pips++
		s.tell(TellPip, +1)
	case KPipDown:
		mo.XP.Spend(1)
		r.Pips--
		s.tell(TellPip, -1)
	case KLower:
		old := mo.Board[arg]
		mo.Board.Lose(Slot(arg), 1)
		r.Lowered++
		s.tell(TellLowers, arg, int(old.Type), old.Value, int(mo.Board[arg].Type), mo.Board[arg].Value)
	case KShove:
		mo.KoboldUse, r.Shove = true, true
		s.tell(TellShove)
	case KTwist:
		s.Combat.Fx.Twist = 2
		r.Nat = s.roll(r.Die)
		s.tell(TellTwist, r.Nat)
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
			s.tell(TellMinionLoaded, int(t), v)
		} else {
			v = s.roll(d)
			s.tell(TellMinionRoll, int(t), v)
		}
		s.Roll.Minions += v
		s.afterOwnRoll()
	case StSacrifice:
		s.tell(TellSacrifice, int(t))
		s.heroRollDone()
	case StPulse:
		s.tell(TellPulse, int(t))
		s.Combat.Trig++
		s.roundStart()
	case StRake:
		s.Raked++
		s.tell(TellRake, int(t))
		s.Hits++
		s.Ret = StRake
		if s.Raked >= GoldenRakeMax {
			s.Ret = StAbility
		}
		s.resolveHits()
	case StStorm:
		s.tell(TellStorm, int(t))
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
			s.tell(TellCheckPassed, r.Final())
			s.encounter()
			return
		}
		e := Tiles[s.Slots[s.Combat.Slot].Tile].Effect
		s.tell(TellCheckFailed, r.Final(), e.D)
		s.startDamage(e.D, 1<<StatSlot(r.Stat), NumHeroTypes)
		return
	}
	if !ok {
		s.tell(TellAttackFails, r.Final(), r.Target)
		s.roundEnd()
		return
	}
	s.tell(TellAttackHits, r.Final(), r.Target)
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
