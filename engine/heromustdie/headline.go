package heromustdie

import "github.com/herotable/herotable/engine"

// Headline reports whether ev is news nobody should miss (Info.Headline):
// a turn begins, a party enters or wins, a card dies, VP change hands, a
// floor falls, a quest or a theft, a seat is out, the game ends.
func Headline(ev engine.Event) bool {
	if ev.Kind != engine.EvGame {
		return false
	}
	switch ev.Code {
	case CodeTurn, CodePartyEnters, CodeInvasion, CodeKilled, CodeHeroesWin, CodeHeroesDead, CodeBothDead,
		CodeKillVP, CodeTraitor, CodeFloorLoss, CodeConquered, CodeEliminated, CodeWrathPleased, CodeWrathAngry,
		CodeSteal, CodeQuestDone, CodeCup, CodeFinalScore,
		CodeCoup, CodeNobodyLeft, CodeLastMage, CodeDungeonFalls, CodeAfterEight:
		return true
	}
	return false
}
