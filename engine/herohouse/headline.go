package herohouse

import "github.com/herotable/herotable/engine"

// Headline reports whether ev is news nobody should miss (Info.Headline):
// a hand begins or ends, a fight's outcome, a seat goes out or becomes
// the monster, a house or the treasure is taken, the game ends.
func Headline(ev engine.Event) bool {
	if ev.Kind != engine.EvGame {
		return false
	}
	switch ev.Code {
	case CodeHand, CodeFight, CodeHeroBroken, CodeHouse, CodeMonsterRetires, CodeNowMonster,
		CodeCannotDefend, CodeBalanced, CodeBalancedUnplayed, CodeLastPlayer, CodeDrawPileEmpty,
		CodeTreasureLost, CodeGameOver:
		return true
	}
	return false
}
