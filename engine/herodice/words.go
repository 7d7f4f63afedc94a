package herodice

import (
	"fmt"

	"github.com/herotable/herotable/engine"
)

// What actions say, and why one is refused, in plain words.

// ActionString describes a legal action of this state.
func (s *State) ActionString(a engine.Action) string {
	k, arg := Split(a)
	who := engine.Who(0)
	switch k {
	case KRoll:
		if s.Phase == PhPreCheck {
			return who + " rolls the hero die against the " + Name(s.Check.Card)
		}
		return fmt.Sprintf("%s rolls the hero die and %s", who, countDice(s.HeroDice()))
	case KUse:
		return who + " uses the " + Name(arg)
	case KFlee:
		return who + " flees from the " + Name(s.Fight.Card) + " (pay cards worth its XP)"
	case KPay:
		return fmt.Sprintf("%s pays the %s (%d XP) to flee", who, Name(arg), XP(arg))
	case KConfirm:
		return fmt.Sprintf("%s pays %d XP and flees", who, sumXP(s.Paying))
	case KReroll:
		return who + " uses the Lucky Charm to roll the hero die again"
	case KAccept:
		return who + " keeps the roll"
	case KAbility:
		return who + " uses " + AbilityNames[AbilityOf(s.Fight.HeroDie)]
	case KDecline:
		return who + " lets " + AbilityNames[AbilityOf(s.Fight.HeroDie)] + " go"
	case KKeep:
		if s.Found != NoCard && Treasure(s.Found).Type == Armor {
			return who + " puts on the " + Name(s.Found)
		}
		return who + " keeps the " + Name(s.Found)
	case KDiscard:
		return who + " puts the " + Name(s.Found) + " in the XP pool"
	case KReplace:
		return who + " keeps the " + Name(s.Found) + " and puts the " + Name(arg) + " in the XP pool"
	case KDrop:
		return who + " puts the " + Name(arg) + " in the XP pool (too many items)"
	case KContinue:
		return who + " goes on"
	case KMove:
		i, d := arg/4, Dir(arg%4)
		if i < len(s.Map) {
			return fmt.Sprintf("%s explores %s from the %s", who, DirNames[d], Name(s.Map[i].Card))
		}
		return who + " explores " + DirNames[d]
	case KDraw:
		return who + " draws the next dungeon card"
	case KFaceBoss:
		return who + " faces the boss"
	case KDescend:
		return who + " takes the stairs down"
	case KStay:
		return who + " stays on this level"
	case KDelve:
		return who + " delves deeper"
	case KRetire:
		return who + " retires"
	}
	return fmt.Sprintf("action %d", a)
}

// countDice is "1 combat die", "2 combat dice", "no combat die".
func countDice(n int) string {
	switch n {
	case 0:
		return "no combat die"
	case 1:
		return "1 combat die"
	}
	return fmt.Sprintf("%d combat dice", n)
}

// whyNot says why a is not legal now.
func (s *State) whyNot(a engine.Action) string {
	k, arg := Split(a)
	switch k {
	case KUse:
		if indexOf(s.Items, arg) < 0 {
			return "you do not hold that item"
		}
		switch Treasure(arg).Item {
		case SmokeBomb:
			if s.Fight.Boss {
				return "a boss cannot be escaped"
			}
		case Rope, Backpack, PhoenixFeather:
			return theName(arg) + " works by itself"
		case LuckyCharm:
			return "the Lucky Charm is used after a roll"
		}
		return theName(arg) + " cannot be used now"
	case KFlee:
		switch {
		case s.Fight.Card == NoCard:
			return "there is nothing to flee from"
		case s.Fight.Boss:
			return "a boss cannot be fled"
		case s.Phase == PhPreRoll:
			return fmt.Sprintf("your cards are not worth the %s's %d XP", Name(s.Fight.Card), s.FoeXP())
		}
	case KPay:
		if s.Phase == PhFlee {
			if r := s.payReason(arg); r != "" {
				return r
			}
		}
	case KConfirm:
		if s.Phase == PhFlee {
			return fmt.Sprintf("the payment must cover %d XP with no card to spare", s.FoeXP())
		}
	case KMove:
		if s.Phase == PhExplore {
			return "no dungeon card can be placed there"
		}
	case KFaceBoss:
		if s.Phase == PhExplore {
			return "the boss waits until the dungeon is explored"
		}
	case KKeep:
		if s.Phase == PhTreasure {
			return "no room: choose what it replaces, or put it in the XP pool"
		}
	}
	return "that is not a choice now: " + s.phaseWords()
}

// phaseWords says what is being decided.
func (s *State) phaseWords() string {
	switch s.Phase {
	case PhExplore:
		return "choose where to explore"
	case PhStairs:
		return "take the stairs down or stay"
	case PhTreasure:
		return "decide on the " + Name(s.Found)
	case PhOverflow:
		return "choose an item to put in the XP pool"
	case PhPreCheck:
		return "drink a potion or roll against the " + Name(s.Check.Card)
	case PhCheckReact, PhReact:
		return "roll the hero die again or keep the roll"
	case PhPreRoll:
		return "roll, use an item or flee"
	case PhFlee:
		return "choose the cards to pay"
	case PhAbility:
		return "use the ability or let it go"
	case PhRecover:
		return "drink a potion or go on"
	case PhLevelEnd:
		return "delve deeper or retire"
	}
	return "the game is over"
}
