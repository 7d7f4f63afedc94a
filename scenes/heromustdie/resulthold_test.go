package heromustdie

import (
	"slices"
	"testing"

	"github.com/herotable/herotable/engine"
	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/prefs"
)

// A fight's result stays up to be read (pt #4: it went after about a
// second, its "+2 VP" only in the log): at Normal speed it holds 2.5 s
// or more (150 ticks), scaled by the speed, and says the kill VP the
// fight brought as well as who won.
func TestAFightsResultHoldsWithItsVP(t *testing.T) {
	results, withVP := 0, 0
	eachFightAction(t, func(prev, final *hmd.State, e engine.LogEntry) {
		q := NewQueue(prev)
		q.Add(e, e.Events, final, 0, prefs.Normal.Frames)
		for _, s := range q.Steps {
			if s.Kind != StepResult {
				continue
			}
			results++
			if s.Dur < 150 {
				t.Fatalf("%s: the result shows %d ticks at Normal, want 150 or more", e.Text, s.Dur)
			}
			vp := slices.ContainsFunc(e.Events, func(ev engine.Event) bool { return ev.Kind == engine.EvGame && ev.Code == hmd.CodeKillVP })
			said := slices.ContainsFunc(s.Said, func(ev engine.Event) bool { return ev.Kind == engine.EvGame && ev.Code == hmd.CodeKillVP })
			if vp && !said {
				t.Errorf("%s: the fight brought kill VP, its result does not say so", e.Text)
			}
			if said {
				withVP++
			}
		}
	})
	if results == 0 || withVP == 0 {
		t.Fatalf("%d results, %d with kill VP: nothing checked", results, withVP)
	}
}
