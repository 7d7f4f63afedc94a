package dieinthedungeon

import (
	"github.com/herotable/herotable/engine"
)

// The decisions of §4–§5: what each stage offers (legal) and what each
// action does (do). The procedure they drive is in turn.go, combat.go,
// heroattack.go and attack.go.

func (s *State) legal(buf []engine.Action) []engine.Action {
	mo := s.me()
	switch s.Stage {
	case StLayout:
		for i := range Layouts {
			buf = append(buf, Act(KLayout, i))
		}
		return buf
	case StTurnStart, StPostPower:
		buf = s.usable(buf, WindowTurn)
		buf = s.tokens(buf)
		return append(buf, Act(KContinue, 0))
	case StRest:
		for r := 0; r <= mo.Board.RestMax(); r++ {
			buf = append(buf, Act(KRest, r))
		}
		return buf
	case StMove:
		f := s.frontierMask()
		for i := range s.Slots {
			if f&(1<<i) != 0 {
				buf = append(buf, Act(KMove, i))
			}
		}
		if mo.Held[TokKobold] > 0 && mo.Kobold == 0 && !mo.KoboldUse {
			for i := range s.Slots {
				if f&(1<<i) != 0 && !s.knows(s.Turn, i) {
					buf = append(buf, Act(KPeek, i))
				}
			}
		}
		return s.tokens(buf)
	case StFarSight:
		for i := range s.Slots {
			if !s.Slots[i].Open && !s.knows(s.Turn, i) {
				buf = append(buf, Act(KPeek, i))
			}
		}
		return append(buf, Act(KContinue, 0))
	case StKobold:
		return append(buf, Act(KSide, 0), Act(KSide, 1))
	case StTrapPre:
		buf = s.usable(buf, WindowTrap)
		return append(buf, Act(KRoll, 0))
	case StBoost:
		return s.boosts(buf)
	case StDamage:
		for sl := range Slot(NumSlots) {
			if s.canTake(sl) {
				buf = append(buf, Act(KDamage, int(sl)))
				if s.Dmg.Left >= 2 && s.canTakeAll(sl) {
					buf = append(buf, Act(KDamageAll, int(sl)))
				}
			}
		}
		return buf
	case StAdjust:
		return s.adjusts(buf)
	case StSands:
		return append(buf, Act(KPayPip, 0), Act(KLoseTime, 0))
	case StPulse:
		if mo.XP.TotalPips() > 0 {
			buf = append(buf, Act(KPayPip, 0))
		}
		return s.minions(buf)
	case StAbility:
		buf = s.usable(buf, WindowRound)
		if mo.Held[TokDiesplacer] > 0 && !s.Combat.Diesplaced {
			buf = append(buf, Act(KDiesplacer, 0))
		}
		buf = s.tokens(buf)
		return append(buf, Act(KContinue, 0))
	case StPickStat:
		for st := range Stat(NumStats) {
			if s.attacking(st) {
				buf = append(buf, Act(KStat, int(st)))
			}
		}
		return buf
	case StFlee:
		for i, m := range s.Combat.Party {
			if m.Kind == Basic {
				buf = append(buf, Act(KTarget, i))
			}
		}
		return buf
	case StTarget:
		m := s.Combat.Party.TargetMask()
		for i := range s.Combat.Party {
			if m&(1<<i) != 0 {
				buf = append(buf, Act(KTarget, i))
			}
		}
		return buf
	case StRake, StStorm:
		buf = s.minions(buf)
		return append(buf, Act(KContinue, 0))
	case StSacrifice:
		buf = s.minions(buf)
		return append(buf, Act(KContinue, 0))
	case StAttackStat:
		for st := range Stat(NumStats) {
			buf = append(buf, Act(KStat, int(st)))
		}
		if mo.Held[TokDieMaster] > 0 && !s.fightingDieMaster() {
			for st := range Stat(NumStats) {
				buf = append(buf, Act(KStatMax, int(st)))
			}
		}
		return buf
	}
	return buf
}

// tokens are the stat tokens that would change something now (★, R29).
func (s *State) tokens(buf []engine.Action) []engine.Action {
	mo := s.me()
	for t := TokMight; t <= TokAbility; t++ {
		if mo.Held[t] > 0 && s.gains(t.Info().Slot, t.Info().Amount) {
			buf = append(buf, Act(KToken, int(t)))
		}
	}
	return buf
}

// minions are the DieMinions held, one action per type.
func (s *State) minions(buf []engine.Action) []engine.Action {
	mo := s.me()
	for t := DieMinionD4; t <= DieMinionD12; t++ {
		if mo.Held[t] > 0 {
			buf = append(buf, Act(KMinion, int(t)))
		}
	}
	return buf
}

// gains reports whether gaining n on slot sl would change the board.
func (s *State) gains(sl Slot, n int) bool {
	b := s.me().Board
	return b.Gain(sl, n) > 0
}

// do performs a legal action.
func (s *State) do(a engine.Action) {
	k, arg := Split(a)
	mo := s.me()
	switch k {
	case KLayout:
		s.placeDice(arg)
	case KToken:
		s.useToken(Token(arg))
	case KAbility:
		s.useAbility(arg)
	case KCard:
		s.useCard(arg)
	case KDiesplacer:
		s.Combat.Diesplaced = true
		s.tell(TellDiesplacer)
	case KRest:
		s.rest(arg)
	case KMove:
		s.move(arg)
	case KPeek:
		s.peek(arg)
	case KSide:
		mo.Kobold = arg
		s.tell(TellKoboldSide, arg, s.Combat.Slot)
		s.flip()
	case KRoll:
		s.trapRoll()
	case KPipUp, KPipDown, KLower, KShove, KTwist, KPipsTo, KLowerTo:
		s.modify(k, arg)
	case KMinion:
		s.minion(Token(arg))
	case KDamage:
		s.damagePoint(Slot(arg))
	case KDamageAll:
		for s.Dmg.Left > 1 && !s.Over {
			s.Dmg.Left--
			s.pointOn(Slot(arg))
		}
		if !s.Over {
			s.damagePoint(Slot(arg))
		}
	case KStat:
		if s.Stage == StPickStat {
			s.evilEye(Stat(arg))
		} else {
			s.creatureAttack(Stat(arg), false)
		}
	case KStatMax:
		s.creatureAttack(Stat(arg), true)
	case KTarget:
		if s.Stage == StFlee {
			s.flee(arg)
			s.Ret = StAbility
			s.afterHits()
		} else {
			s.Hits--
			s.hit(arg)
			s.resolveHits()
		}
	case KPayPip, KLoseTime:
		s.payRoundStart(k == KPayPip)
	case KContinue:
		s.cont()
	}
}

// cont is Continue, whose meaning is the stage's.
func (s *State) cont() {
	switch s.Stage {
	case StTurnStart:
		s.powerUp()
	case StPostPower:
		s.toRest()
	case StFarSight:
		s.Peeks = 0
		s.Stage = s.Ret
	case StBoost:
		s.boostDone()
	case StAdjust:
		s.adjustDone()
	case StAbility:
		s.heroAttacks()
	case StRake:
		s.Stage = StAbility
	case StStorm:
		s.roundEnd()
	case StSacrifice:
		s.takeHit()
	}
}
