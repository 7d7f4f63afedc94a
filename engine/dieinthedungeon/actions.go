package dieinthedungeon

import (
	"github.com/herotable/herotable/engine"
)

// Actions are small steps (§11's numeric choices are one pip, one stat
// point or one damage point at a time): kind in the high bits, an argument
// in the low byte.

// Kind is what an action does; its meaning can depend on the stage.
type Kind uint8

const (
	KLayout     Kind = iota + 1 // arg: index into Layouts
	KContinue                   // end the window; stop boosting; accept the roll; take the hit; stop
	KAbility                    // arg: board ability 0/1
	KCard                       // arg: ability card 0–3
	KToken                      // arg: a stat token (Token)
	KDiesplacer                 // use the Diesplacer Beast
	KRest                       // arg: points rested
	KMove                       // arg: slot
	KPeek                       // arg: slot (Sneak Peek, Far Sight)
	KRoll                       // roll the Stat Check
	KPipUp                      // spend a pip: +1 to the roll
	KPipDown                    // spend a pip: −1 to the roll
	KLower                      // arg: Slot lowered by 1 for +1
	KMinion                     // arg: DieMinion (Token): roll and add, sacrifice, or discard
	KShove                      // Kobold's Lucky Shove: +2
	KTwist                      // Twist Fate: reroll
	KDamage                     // arg: Slot taking one damage point
	KStat                       // arg: Stat (your attack; Evil Eye)
	KStatMax                    // arg: Stat: attack using the DieMaster token
	KTarget                     // arg: party index
	KPayPip                     // Sands of Time / Dark Pulse: pay one pip
	KLoseTime                   // Sands of Time: lose 1 Time
	KSide                       // arg: Kobold side 0 (Sneak Peek) or 1 (Lucky Shove)
	// The numeric shortcuts of §11, one action instead of several steps:
	KLowerTo   // arg: Slot lowered by just enough for your roll to succeed
	KPipsTo    // just enough pips: your roll succeeds, or a hero's misses
	KDamageAll // arg: Slot taking all the damage left
)

// Act builds an action.
func Act(k Kind, arg int) engine.Action { return engine.Action(uint32(k)<<8 | uint32(arg&0xff)) }

// Split is the inverse of Act.
func Split(a engine.Action) (Kind, int) { return Kind(a >> 8), int(a & 0xff) }

// LegalActions appends the actions of the current stage (decision.go).
func (s *State) LegalActions(buf []engine.Action) []engine.Action {
	if s.Over {
		return buf
	}
	return s.legal(buf)
}

// Apply performs a, then runs on while the only thing to do is a single
// forced step (a window with nothing to use, a hit with one legal target):
// the player is never asked a question with one answer.
func (s *State) Apply(a engine.Action) error {
	if s.Over {
		return engine.Illegal(a, "the game is over")
	}
	if err := s.check(a); err != nil {
		return err
	}
	s.Ev.Reset()
	s.do(a)
	s.settle()
	return nil
}

// settle applies forced steps until a real decision or the end.
func (s *State) settle() {
	var buf [32]engine.Action
	for !s.Over {
		acts := s.legal(buf[:0])
		if len(acts) != 1 && !s.sameTargets(acts) {
			return
		}
		s.do(acts[0])
	}
}

// sameTargets reports whether acts are hits on identical heroes (two
// Rogue L2s, say): no choice at all, so the first is taken.
func (s *State) sameTargets(acts []engine.Action) bool {
	if s.Stage != StTarget || len(acts) < 2 {
		return false
	}
	_, first := Split(acts[0])
	for _, a := range acts[1:] {
		if _, i := Split(a); s.Combat.Party[i] != s.Combat.Party[first] {
			return false
		}
	}
	return true
}

// check refuses an action that is not legal now, with the reason.
func (s *State) check(a engine.Action) error {
	var buf [64]engine.Action
	for _, b := range s.legal(buf[:0]) {
		if b == a {
			return nil
		}
	}
	return engine.Illegal(a, "%s", s.refusal(a))
}
