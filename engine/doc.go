// Package engine is the shared kernel of Hero Table's rules engines: the State
// contract every game implements (modelled on OpenSpiel's State), a seeded and
// serialisable random-number generator, dice, decks, the event record that lets
// the table animate exactly what happened, the game registry and Match, which
// ties a setup, its action log and the current state together (with undo).
//
// Nothing under engine/ imports Ebitengine: rules are pure Go, so that bots,
// tests and the herosim command run them headless.
package engine

//go:generate msgp -file=. -o=msgp_gen.go -io=false -tests=false

//msgp:ignore Match Info OptionSpec Die IllegalError
