// Package enginetest is the conformance suite every Hero Table game runs from
// its own tests:
//
//	func TestConformance(t *testing.T) {
//		enginetest.Run(t, enginetest.Config{Game: "climb", Invariants: climbInvariants})
//	}
//
// Run plays many seeded random games to the end and checks, at every step,
// the engine.State contract: game-over rules, Clone independence, refused
// illegal actions, determinism, save round trips, Determinize and views that
// hide exactly what they should, bots that never peek, and undo. Every
// failure names the player count, options, seed, step and action, so it can
// be replayed.
//
// A game that breaks the contract fails here rather than in a bot, a save or
// the UI, where the cause is much harder to find.
package enginetest
