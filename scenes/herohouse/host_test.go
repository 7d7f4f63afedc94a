package herohouse

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

// newSession starts Hero House with seats such as "human,bot".
func newSession(t *testing.T, seats string, seed uint64) *play.Session {
	t.Helper()
	return scenetest.NewSession(t, "herohouse", seats, seed, "")
}

func TestMain(m *testing.M) { scenetest.Main(m, "herohouse tests") }
