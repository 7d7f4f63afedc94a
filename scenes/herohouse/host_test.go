package herohouse

import (
	"testing"

	hh "github.com/herotable/herotable/engine/herohouse"
	"github.com/herotable/herotable/scenes/play"
	"github.com/herotable/herotable/scenes/scenetest"
)

func TestMain(m *testing.M) { scenetest.Main(m, "herohouse tests") }

// newSession starts Hero House with seats such as "human,bot".
func newSession(t *testing.T, seats string, seed uint64) *play.Session {
	t.Helper()
	return scenetest.NewSession(t, hh.GameID, seats, seed, "")
}
