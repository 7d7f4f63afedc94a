// Package games links every rules engine into a binary: importing it for its
// side effects registers them all with the engine registry.
package games

import (
	_ "github.com/herotable/herotable/engine/dieinthedungeon"
	_ "github.com/herotable/herotable/engine/herodice"
	_ "github.com/herotable/herotable/engine/herohouse"
	_ "github.com/herotable/herotable/engine/heromustdie"

	// The toy games are hidden test games; they exercise the tools until the
	// real games land, and stay as small references for the contract.
	_ "github.com/herotable/herotable/engine/toys"
)
