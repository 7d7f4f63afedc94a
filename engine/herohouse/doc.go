// Package herohouse is the rules engine of Hero House, a card game for two
// to four players: lay down heroes whose white and black dots balance (a
// hero house) for half the treasure, then play the monster and balance it
// for the rest.
//
// Files follow the rulebook and the spec (../shared/specs/herohouse.md):
// cards.go the deck (§2), setup.go the deal and hands (§4), discard.go the
// discard pile and its monster (§5.2), turn.go the turn (§5.4), fight.go the
// defence (§5.6, §5.3), house.go hero houses and playing the monster
// (§5.4 T6, §5.5), scoring.go treasure and the end of the game (§8),
// actions.go the action encoding and Apply, words.go what actions say and
// why one is refused, tell.go what happened as data (the event codes) and
// the log's sentence for each (Tell), hidden.go views and determinization (§7, §11),
// evaluate.go the greedy bot's hook (§11), rules.go the registration and the
// rules text.
// Rulings of the spec are cited as R1…R32.
package herohouse

//go:generate msgp -file=. -o=msgp_gen.go -io=false -tests=false
