package dieinthedungeon

import (
	"testing"

	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/play"
	"github.com/herotable/herotable/scenes/scenetest"
)

func TestMain(m *testing.M) { scenetest.Main(m, "dieinthedungeon tests") }

// newSession starts DIE in the Dungeon! with seats such as "human" or
// "human,greedy" and options such as "map=map1".
func newSession(t *testing.T, seats string, seed uint64, opts string) *play.Session {
	t.Helper()
	return scenetest.NewSession(t, dd.GameID, seats, seed, opts)
}
