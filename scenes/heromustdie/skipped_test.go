package heromustdie

import (
	"testing"

	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/scenetest"
)

// A click that skips a fight the viewer watches, and the fights after
// it, leaves their results on a banner for a moment (pt40 #5: the whole
// invasion went by in three seconds, only the log telling who won); the
// banner goes by itself. A fight watched to its end brings none.
func TestSkippedFightsLeaveTheirResults(t *testing.T) {
	for seed := uint64(2); seed <= 6; seed++ { // seed 1's first fight is its last
		if skipsAFight(t, seed) {
			return
		}
	}
	t.Fatal("no fight was watched and another skipped")
}

// skipsAFight watches a game of bots, seeded, at Normal speed: its first
// fight to the end, then skips the next at its result; it reports whether
// a second fight came.
func skipsAFight(t *testing.T, seed uint64) bool {
	s := newSession(t, "greedy,greedy,greedy", seed)
	table := New(s)
	h := scenetest.NewHost(t, table, prefs.Normal)
	pending := func() *Step { // a fight's result not shown yet
		for _, st := range table.q.Steps {
			if st.Kind == StepResult && !st.Landed {
				return st
			}
		}
		return nil
	}
	watched := false
	for range 40000 {
		h.Idle(t, 1)
		if table.skipped.said != "" {
			t.Fatalf("a banner of skipped fights with nothing skipped: %q", table.skipped.said)
		}
		if r := pending(); r != nil {
			if !watched { // the first fight is watched to its end
				for !r.Landed {
					h.Idle(t, 1)
					if table.skipped.said != "" {
						t.Fatalf("a banner of skipped fights with nothing skipped: %q", table.skipped.said)
					}
				}
				watched = true
				continue
			}
			h.Click(t, layout.Point{X: 360, Y: 220})
			h.Idle(t, 2)
			if table.skipped.said == "" {
				t.Fatal("a skipped fight's result is not shown")
			}
			h.Shot(t, shotDir, "fights-skipped")
			h.Idle(t, skippedTicks+5)
			if table.skipped.said != "" {
				t.Error("the banner of skipped fights stays")
			}
			return true
		}
		if s.Over() {
			break
		}
	}
	return false
}
