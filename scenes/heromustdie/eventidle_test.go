package heromustdie

import (
	"strings"
	"testing"

	"github.com/herotable/herotable/engine"
	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/scenetest"
	"github.com/herotable/herotable/scenes/ui"
)

// An event card drawn with no effect says so under the card shown large,
// and in the log (pt7 #6: "Invasion!" with nobody at the Entrance told
// only the card's text, and the Action phase began).
func TestEventWithNoEffectSaysSoOnTheCardAndInTheLog(t *testing.T) {
	for seed := uint64(1); seed < 60; seed++ {
		s := newSession(t, "human,greedy,greedy", seed)
		var draw engine.Action
		if !scenetest.ReachWith(t, s, 2000, 32, eager(seed), func(st *hmd.State) bool {
			if st.Actor != 0 || st.Stage != hmd.StDraw {
				return false
			}
			for _, a := range st.LegalActions(nil) {
				try := st.Clone().(*hmd.State)
				if try.Apply(a) == nil && idleOf(try.Events()) != nil {
					draw = a
					return true
				}
			}
			return false
		}) {
			continue
		}
		table := New(s)
		h := scenetest.NewHost(t, table, prefs.Normal)
		scenetest.Settle(t, h, &table.Core)
		if err := s.Play(draw); err != nil {
			t.Fatal(err)
		}
		for i := 0; i < 600 && table.q.Waiting() == nil; i++ {
			h.Idle(t, 1)
		}
		if table.q.Waiting() == nil {
			t.Fatal("the event card never waited for the player")
		}
		h.Idle(t, 90) // the card turns face up, then waits
		var texts []string
		stop := ui.WatchText(func(s string, _ ui.Style) { texts = append(texts, s) })
		h.Shot(t, shotDir, "event-no-effect")
		stop()
		if !strings.Contains(strings.Join(texts, " "), "nobody") {
			t.Errorf("the event card does not say why it does nothing: %q", texts)
		}
		found := false
		for _, ln := range table.LogLines(0) {
			found = found || strings.Contains(ln.Text, "No effect") || strings.Contains(ln.Text, "sends in only")
		}
		if !found {
			t.Error("the log does not say the event had no effect")
		}
		return
	}
	t.Fatal("no game of 59 came to a human's draw of an event with no effect")
}
