package herohouse

import (
	"fmt"

	"github.com/herotable/herotable/engine"
)

// ActionString says what a legal action does, for the log and the hints.
func (s *State) ActionString(a engine.Action) string {
	k, x, y, z := Decode(a)
	p := engine.Who(s.CurrentPlayer())
	switch k {
	case KLayPrime:
		return fmt.Sprintf("%s lays down %s", p, Label(x))
	case KLayTrio:
		return fmt.Sprintf("%s lays down %s", p, heroLabel(Hero{x, y, z}))
	case KEndLayDown:
		return p + " lays down no more heroes"
	case KChooseDefender:
		if x < len(s.Seats[s.Turn].Heroes) {
			return fmt.Sprintf("%s defends with %s", p, heroLabel(s.Seats[s.Turn].Heroes[x]))
		}
	case KDiscard:
		return fmt.Sprintf("%s discards %s", p, Label(x))
	case KGiveCard:
		return fmt.Sprintf("%s gives %s to %s", p, Label(x), engine.Who(s.Monster))
	case KMonsterDiscard:
		return fmt.Sprintf("%s discards %s as the monster", p, Label(x))
	case KMonsterFlip:
		return p + " flips the top card of the draw pile"
	}
	return fmt.Sprintf("%s: unknown action %d", p, a)
}

// whyIllegal explains why a is not a legal action now, in a player's words.
func (s *State) whyIllegal(a engine.Action) string {
	if s.Phase == PhOver {
		return "the game is over"
	}
	k, x, y, z := Decode(a)
	if k < KLayPrime || k > KMonsterFlip {
		return "that is not a Hero House action"
	}
	for _, c := range []int{x, y, z} {
		if k != KChooseDefender && k != KEndLayDown && k != KMonsterFlip && c >= NumCards {
			return "there is no such card"
		}
	}
	need := map[Phase]string{
		PhLay:     "lay down heroes or say you are done",
		PhDefend:  "choose the hero that fights the monster",
		PhDiscard: "discard a card",
		PhMonster: "discard or flip as the monster",
	}[s.Phase]
	if s.Phase == PhDiscard && s.Monster != engine.NoPlayer {
		need = "give a card to the monster player"
	}
	p := s.CurrentPlayer()
	switch k {
	case KLayPrime, KLayTrio, KEndLayDown:
		if s.Phase != PhLay {
			return "heroes are laid down only before the fight, right after drawing; now you must " + need
		}
		if k == KLayPrime && SuitOf(x) != Prime {
			return Name(x) + " is not a prime: a hero is a prime, or a head, a body and legs"
		}
		if k == KLayTrio && (SuitOf(x) != Head || SuitOf(y) != Body || SuitOf(z) != Legs) {
			return "a hero is one head, one body and one legs card, in that order"
		}
		cards := []int{x}
		if k == KLayTrio {
			cards = []int{x, y, z}
		}
		for _, c := range cards {
			if s.holds(p, c, false) && !s.holds(p, c, true) {
				return Name(c) + " was won from the monster this turn: it can be laid down from your next turn"
			}
			if !s.holds(p, c, true) {
				return "you do not hold " + Name(c)
			}
		}
	case KChooseDefender:
		if s.Phase != PhDefend {
			return "there is no fight to choose a defender for; now you must " + need
		}
		return fmt.Sprintf("you have no hero number %d in play", x+1)
	case KDiscard, KGiveCard:
		if s.Phase != PhDiscard {
			return "this is not the time to discard; now you must " + need
		}
		if k == KDiscard && s.Monster != engine.NoPlayer {
			return engine.Who(s.Monster) + " plays the monster: give your card to them instead of discarding"
		}
		if k == KGiveCard && s.Monster == engine.NoPlayer {
			return "nobody plays the monster: discard onto the pile instead"
		}
		return "you do not hold " + Name(x)
	case KMonsterDiscard, KMonsterFlip:
		if s.Phase != PhMonster {
			return "only the monster player discards or flips as the monster, after a turn; now you must " + need
		}
		if k == KMonsterFlip {
			return "the draw pile is empty: there is nothing to flip"
		}
		return "you do not hold " + Name(x)
	}
	return "that is not allowed now; you must " + need
}
