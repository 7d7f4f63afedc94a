package dieinthedungeon

import (
	"testing"

	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes"
	"github.com/herotable/herotable/scenes/prefs"
)

var _ scenes.Positioned = (*Table)(nil)

func TestRegisteredAsTheGamesTable(t *testing.T) {
	s := newSession(t, "human", 1, "")
	if _, ok := scenes.TableFor(dd.GameID)(s).(*Table); !ok {
		t.Fatal("DIE in the Dungeon! is not played on its own table")
	}
}

// Bots play a whole game on every map, drawn every frame at instant speed
// (watch mode), to the end screen; the table always ends its animation on
// the match's position.
func TestBotsPlayEveryMapToTheEnd(t *testing.T) {
	for _, m := range dd.Maps {
		seats, opts := "greedy", "map="+m.ID
		if m.Players == 2 {
			seats, opts = "greedy,greedy", "" // two players always race on the Duel's map
		}
		t.Run(m.ID, func(t *testing.T) {
			s := newSession(t, seats, 7, opts)
			table := New(s)
			h := newHost(t, table, prefs.Instant)
			var pos scenes.MatchPosition
			for i := 0; i < 20000 && (!s.Over() || table.End == nil); i++ {
				h.Idle(t, 1)
				if h.Scene != table {
					t.Fatalf("the table went to %q", h.Scene.Name())
				}
				mv, d, a := table.Position()
				wm, wd, wa := pos.Of(s.Match)
				if mv != wm || d != wd || a != wa {
					t.Fatalf("frame %d: position %d %s %s, the match is at %d %s %s", i, mv, d, a, wm, wd, wa)
				}
			}
			if !s.Over() || table.End == nil {
				t.Fatalf("after 20000 frames: over %v, end screen %v", s.Over(), table.End != nil)
			}
			t.Logf("%s: %d moves, %s", m.ID, len(s.Match.Log), s.Match.State.(*dd.State).Why)
		})
	}
}
