package tables

import (
	"testing"

	"github.com/herotable/herotable/scenes/climb"
	"github.com/herotable/herotable/scenes/dieinthedungeon"
	"github.com/herotable/herotable/scenes/herodice"
	"github.com/herotable/herotable/scenes/herohouse"
	"github.com/herotable/herotable/scenes/heromustdie"
	"github.com/herotable/herotable/scenes/scenetest"
)

func TestMain(m *testing.M) { scenetest.Main(m, "table registry tests") }

// Every game with a table of its own is played on it, not the generic one.
func TestEveryTableIsRegistered(t *testing.T) {
	scenetest.Registered[*climb.Table](t, "climb", "human,greedy")
	scenetest.Registered[*dieinthedungeon.Table](t, "dieinthedungeon", "human")
	scenetest.Registered[*herodice.Table](t, "herodice", "human")
	scenetest.Registered[*herohouse.Table](t, "herohouse", "human,greedy")
	scenetest.Registered[*heromustdie.Table](t, "heromustdie", "human,greedy")
}
