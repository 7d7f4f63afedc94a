// Package tables installs every game's own table scene: importing it
// registers them with scenes.RegisterTable, so that a game with a table of
// its own is not played on the generic one.
package tables

import (
	_ "github.com/herotable/herotable/scenes/climb"           // Climb, the test game: the smallest table
	_ "github.com/herotable/herotable/scenes/dieinthedungeon" // DIE in the Dungeon!
	_ "github.com/herotable/herotable/scenes/herohouse"       // Hero House
	_ "github.com/herotable/herotable/scenes/heromustdie"     // Hero Must Die!
)
