package dieinthedungeon

import "github.com/herotable/herotable/engine"

// Headline reports whether ev is news nobody should miss (Info.Headline):
// Time lost, the objective met, the Duel won, the game's end.
func Headline(ev engine.Event) bool {
	return ev.Kind == engine.EvGame && ev.Code == TellLoseTime || Ending(ev)
}
