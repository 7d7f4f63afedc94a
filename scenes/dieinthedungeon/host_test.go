package dieinthedungeon

import (
	"testing"

	"github.com/herotable/herotable/scenes"
	"github.com/herotable/herotable/scenes/play"
	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/scenetest"
)

// testHost is the shared test host (see scenetest.Host), so that
// tests here may add helpers of their own to it.
type testHost struct{ *scenetest.Host }

func newHost(t *testing.T, scene scenes.Scene, speed prefs.Speed) *testHost {
	return &testHost{scenetest.NewHost(t, scene, speed)}
}

// newSession starts DIE in the Dungeon! with seats such as "human" or
// "human,greedy" and options such as "map=map1".
func newSession(t *testing.T, seats string, seed uint64, opts string) *play.Session {
	t.Helper()
	return scenetest.NewSession(t, "dieinthedungeon", seats, seed, opts)
}

// settle runs frames until the table shows the position and waits.
func settle(t *testing.T, h *testHost, table *Table) {
	t.Helper()
	h.Settle(t, func() bool { return table.q.Busy() || table.LogLen != len(table.S.Match.Log) })
}

func TestMain(m *testing.M) { scenetest.Main(m, "dieinthedungeon tests") }
