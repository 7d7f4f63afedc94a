package heromustdie

import "github.com/herotable/herotable/engine"

// Blow events. Every wound put on a fighting card, every wound healed,
// every card killed and every level-up marker gained is also an event of
// its own (CodeWound, CodeWoundOff, CodeSlain, CodeLevelled: tell.go says
// their numbers), just after the sentence that tells of it, so that a
// table can show a combat blow by blow and put each wound on the right
// card without reading the log's words or working the rules out again.

// sideArg is a fighting card's side in a blow's Args: 1 a hero, 0 a
// monster.
func sideArg(hero bool) int {
	if hero {
		return 1
	}
	return 0
}

// blow records n wounds put on card (n < 0: -n healed); 0 records nothing.
func (s *State) blow(hero bool, card int8, n int) {
	switch {
	case n > 0:
		s.Ev.Game(engine.NoPlayer, CodeWound, sideArg(hero), int(card), n)
	case n < 0:
		s.Ev.Game(engine.NoPlayer, CodeWoundOff, sideArg(hero), int(card), -n)
	}
}

// woundsOf lists the cards' wounds, for blowsSince.
func woundsOf(cards []Fighter) []int8 {
	out := make([]int8, len(cards))
	for i, f := range cards {
		out[i] = f.Wounds
	}
	return out
}

// blowsSince records, card by card, how the wounds changed since before
// (taken with woundsOf from the same cards).
func (s *State) blowsSince(hero bool, cards []Fighter, before []int8) {
	for i, f := range cards {
		s.blow(hero, f.Card, int(f.Wounds-before[i]))
	}
}

// slain records a card killed in the fight.
func (s *State) slain(hero bool, card int8) {
	s.Ev.Game(engine.NoPlayer, CodeSlain, sideArg(hero), int(card))
}

// levelled records a hero gaining its level-up marker.
func (s *State) levelled(card int8) {
	s.Ev.Game(engine.NoPlayer, CodeLevelled, int(card))
}
