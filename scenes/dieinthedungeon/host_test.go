package dieinthedungeon

import (
	"testing"

	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/play"
	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/scenetest"
)

func TestMain(m *testing.M) { scenetest.Main(m, "dieinthedungeon tests") }

// newSession starts DIE in the Dungeon! with seats such as "human" or
// "human,greedy" and options such as "map=map1".
func newSession(t *testing.T, seats string, seed uint64, opts string) *play.Session {
	t.Helper()
	return scenetest.NewSession(t, dd.GameID, seats, seed, opts)
}

// newTable starts a session as newSession does and opens its table on a
// test host at speed.
func newTable(t *testing.T, seats string, seed uint64, opts string, speed prefs.Speed) (*play.Session, *Table, *scenetest.Host) {
	t.Helper()
	s := newSession(t, seats, seed, opts)
	table := New(s)
	return s, table, scenetest.NewHost(t, table, speed)
}

// watchLog runs the table frame by frame (checking its pacing) for up to
// frames frames or to the game's end, and calls see on every frame the
// log has caught up with the match, with the lines it shows.
func watchLog(t *testing.T, s *play.Session, table *Table, h *scenetest.Host, frames int, see func(frame int, shown []Line)) {
	t.Helper()
	var pace scenetest.Pacing
	for pace.Frames < frames && !s.Over() {
		pace.Frame(t, h, table)
		shown, all := table.LogShown()
		lines := table.LogLines(table.Viewer)
		if len(lines) != all {
			continue // the match moved on this frame; the next one catches up
		}
		see(pace.Frames, lines[:shown])
	}
}
