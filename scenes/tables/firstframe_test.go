package tables

import (
	"testing"

	"github.com/herotable/herotable/engine"
	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	hd "github.com/herotable/herotable/engine/herodice"
	hh "github.com/herotable/herotable/engine/herohouse"
	hmd "github.com/herotable/herotable/engine/heromustdie"
	_ "github.com/herotable/herotable/engine/toys"
	"github.com/herotable/herotable/scenes"
	"github.com/herotable/herotable/scenes/climb"
	"github.com/herotable/herotable/scenes/dieinthedungeon"
	"github.com/herotable/herotable/scenes/herodice"
	"github.com/herotable/herotable/scenes/herohouse"
	"github.com/herotable/herotable/scenes/heromustdie"
	"github.com/herotable/herotable/scenes/play"
	"github.com/herotable/herotable/scenes/scenetest"
)

// midGame is game's match with seats, a few moves in, at a decision of a
// human seat.
func midGame(t *testing.T, game, seats string, seed uint64, moves int) *play.Session {
	t.Helper()
	s := scenetest.NewSession(t, game, seats, seed, "")
	if !scenetest.ReachWith(t, s, 400, 64, scenetest.Greedy(seed), func(engine.State) bool {
		return len(s.Match.Log) >= moves && !s.BotTurn() && !s.Over()
	}) {
		t.Fatalf("%s did not come to a human's decision after %d moves", game, moves)
	}
	return s
}

// Every table, entered as after a Load or Continue, draws itself whole in
// its first frame, and takes a click at the first frame after each scene
// change: entering it, coming back from the menu, and after the pass
// screen (whose own button takes a click at its first frame too).
func TestEveryTableTakesAClickAtItsFirstFrame(t *testing.T) {
	t.Run("climb", func(t *testing.T) {
		scenetest.FirstFrames(t, midGame(t, "climb", "human,human", 3, 4), scenetest.OpenWith(climb.New, (*climb.Table).Kit))
	})
	t.Run("generic", func(t *testing.T) {
		scenetest.FirstFrames(t, midGame(t, "tictactoe", "human,human", 2, 3), scenetest.OpenWith(scenes.NewGenericTable, (*scenes.GenericTable).Kit))
	})
	t.Run("herohouse", func(t *testing.T) {
		scenetest.FirstFrames(t, midGame(t, hh.GameID, "human,human,greedy", 5, 6), scenetest.OpenWith(herohouse.New, (*herohouse.Table).Kit))
	})
	t.Run("dieinthedungeon", func(t *testing.T) {
		scenetest.FirstFrames(t, midGame(t, dd.GameID, "human,human", 7, 6), scenetest.OpenWith(dieinthedungeon.New, (*dieinthedungeon.Table).Kit))
	})
	t.Run("herodice", func(t *testing.T) {
		scenetest.FirstFrames(t, midGame(t, hd.GameID, "human", 5, 4), scenetest.OpenWith(herodice.New, (*herodice.Table).Kit))
	})
	t.Run("heromustdie", func(t *testing.T) {
		scenetest.FirstFrames(t, midGame(t, hmd.GameID, "human,human", 11, 8), scenetest.OpenWith(heromustdie.New, (*heromustdie.Table).Kit))
	})
}
