package herodice

import (
	"slices"

	"github.com/herotable/herotable/engine"
)

// Actions are a kind and an argument (a card id, or a map exit as index×4
// + direction): Act(KReplace, card).
type Kind uint8

const (
	KRoll     Kind = iota + 1 // roll the dice (PRE_ROLL) or the check (PRE_CHECK)
	KUse                      // use held item Arg (R11)
	KFlee                     // start paying to flee (R13)
	KPay                      // add card Arg to the payment
	KConfirm                  // pay and flee
	KReroll                   // Lucky Charm (R32)
	KAccept                   // keep the roll
	KAbility                  // use the hero die's ability
	KDecline                  // let the ability go (R4)
	KKeep                     // keep the found weapon or item, or put on the found armour
	KDiscard                  // the found card to the XP pool
	KReplace                  // keep the found card in place of held card Arg
	KDrop                     // R14: held item Arg to the XP pool
	KContinue                 // RECOVER: go on to the next glow
	KMove                     // explore exit Arg = map index×4 + Dir (Grid)
	KDraw                     // draw the next card (Stack)
	KFaceBoss                 // face the boss
	KDescend                  // take the stairs
	KStay                     // stay on this level
	KDelve                    // delve deeper
	KRetire                   // retire
)

// Act encodes an action.
func Act(k Kind, arg int) engine.Action { return engine.Action(uint32(k)<<16 | uint32(arg)) }

// Action is the engine's action type, for short signatures.
type Action = engine.Action

// Split decodes an action.
func Split(a engine.Action) (Kind, int) { return Kind(a >> 16), int(a & 0xffff) }

// LegalActions lists the decisions of the current phase, in a fixed order.
func (s *State) LegalActions(buf []engine.Action) []engine.Action {
	switch s.Phase {
	case PhExplore:
		return s.exploreOptions(buf)
	case PhStairs:
		return append(buf, Act(KDescend, 0), Act(KStay, 0))
	case PhTreasure:
		return s.treasureOptions(buf)
	case PhOverflow:
		for _, c := range s.Items {
			buf = append(buf, Act(KDrop, c))
		}
		return buf
	case PhPreCheck:
		if c := s.holds(HealingPotion); c != NoCard {
			buf = append(buf, Act(KUse, c))
		}
		return append(buf, Act(KRoll, 0))
	case PhCheckReact, PhReact:
		return append(buf, Act(KReroll, 0), Act(KAccept, 0))
	case PhPreRoll:
		return s.preRollOptions(buf)
	case PhFlee:
		return s.fleeOptions(buf)
	case PhAbility:
		return append(buf, Act(KAbility, 0), Act(KDecline, 0))
	case PhRecover:
		if c := s.holds(HealingPotion); c != NoCard {
			buf = append(buf, Act(KUse, c))
		}
		return append(buf, Act(KContinue, 0))
	case PhLevelEnd:
		return append(buf, Act(KDelve, 0), Act(KRetire, 0))
	}
	return buf
}

// Apply performs a, or refuses it with a reason and changes nothing.
func (s *State) Apply(a engine.Action) error {
	var buf [32]engine.Action
	if s.Phase == PhOver {
		return engine.Illegal(a, "the game is over")
	}
	if !s.allowed(a, buf[:0]) {
		return engine.Illegal(a, "%s", s.whyNot(a))
	}
	s.Ev.Reset()
	k, arg := Split(a)
	switch k {
	case KRoll:
		if s.Phase == PhPreCheck {
			s.rollCheck()
		} else {
			s.rollDice()
		}
	case KUse:
		s.useItem(arg)
	case KFlee:
		s.Paying = s.Paying[:0]
		s.Phase = PhFlee
	case KPay:
		s.Paying = append(s.Paying, arg)
	case KConfirm:
		s.flee()
	case KReroll:
		s.reroll()
	case KAccept:
		if s.Phase == PhCheckReact {
			s.resolveCheck()
		} else {
			s.resolve()
		}
	case KAbility:
		s.useAbility()
	case KDecline:
		s.declineAbility()
	case KKeep:
		s.keep()
	case KDiscard:
		s.decline()
	case KReplace:
		s.replace(arg)
	case KDrop:
		s.dropItem(arg)
	case KContinue:
		s.nextGlow()
	case KMove:
		s.move(arg/4, Dir(arg%4))
	case KDraw:
		s.drawStack()
	case KFaceBoss:
		s.faceBoss()
	case KDescend:
		s.descend()
	case KStay:
		s.stay()
	case KDelve:
		s.newLevel()
	case KRetire:
		s.end(Retired)
	}
	return nil
}

// allowed reports whether a is legal now, checking the costly kinds (a
// move, a card paid) by themselves rather than listing every choice.
func (s *State) allowed(a engine.Action, buf []engine.Action) bool {
	k, arg := Split(a)
	switch {
	case s.Phase == PhExplore && k == KMove && s.MapMode == Grid:
		i, d := arg/4, Dir(arg%4)
		if i >= len(s.Map) || !Dungeon(s.Map[i].Card).Exits.Has(d) {
			return false
		}
		dx, dy := d.Step()
		return s.At(s.Map[i].X+dx, s.Map[i].Y+dy) < 0 && s.Viable(d)
	case s.Phase == PhFlee && k == KPay:
		return s.payReason(arg) == ""
	case s.Phase == PhFlee && k == KConfirm:
		return arg == 0 && LegalPayment(s.Paying, s.FoeXP())
	}
	return slices.Contains(s.LegalActions(buf), a)
}
