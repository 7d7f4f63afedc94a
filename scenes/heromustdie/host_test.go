package heromustdie

import (
	"os"
	"testing"

	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/play"
	"github.com/herotable/herotable/scenes/scenetest"
)

func TestMain(m *testing.M) { scenetest.Main(m, "heromustdie tests") }

// shotDir is where the tests' screenshots are written ($HMD_SHOTS; none
// when unset).
var shotDir = os.Getenv("HMD_SHOTS")

// newSession starts Hero Must Die! with seats such as "human,greedy".
func newSession(t *testing.T, seats string, seed uint64) *play.Session {
	t.Helper()
	return scenetest.NewSession(t, hmd.GameID, seats, seed, "")
}

// viewerAt gives the device to the seat to act (hot-seat) and opens a
// table on the session, settled at instant speed.
func viewerAt(t *testing.T, s *play.Session) (*Table, *scenetest.Host) {
	t.Helper()
	s.Pass()
	table := New(s)
	return table, scenetest.Settled(t, table, &table.Core)
}
