// Package tables installs every game's own table scene in one list, so
// that a game with a table of its own is not played on the generic one.
// The app imports it; a new table adds one line here.
package tables

import (
	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	hdice "github.com/herotable/herotable/engine/herodice"
	hh "github.com/herotable/herotable/engine/herohouse"
	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes"
	"github.com/herotable/herotable/scenes/climb"
	"github.com/herotable/herotable/scenes/dieinthedungeon"
	"github.com/herotable/herotable/scenes/herodice"
	"github.com/herotable/herotable/scenes/herohouse"
	"github.com/herotable/herotable/scenes/heromustdie"
)

func init() {
	scenes.Register("climb", climb.New) // the test game: the smallest table
	scenes.Register(dd.GameID, dieinthedungeon.New)
	scenes.Register(hdice.GameID, herodice.New)
	scenes.Register(hh.GameID, herohouse.New)
	scenes.Register(hmd.GameID, heromustdie.New)
	scenes.RegisterSeatMark(hmd.GameID, heromustdie.SeatMark)
}
