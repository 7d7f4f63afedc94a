package heromustdie

import (
	"slices"
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

// Every event card drawn says what it does under it for as long as it
// shows large, from the first tick it turns up (pt12 #12: Happy Princess
// and Kingdom at War showed their words, Invasion!! and Full Moon, caught
// as they turned, only the card and "Go on").
func TestAnEventCardSaysWhatItDoesAsItTurns(t *testing.T) {
	s := newSession(t, "human,greedy,greedy", 2)
	scenetest.Reach(t, s, 2000, 32, func(st *hmd.State) bool { return st.Actor == 0 && st.Stage == hmd.StDraw })
	table := New(s)
	h := scenetest.NewHost(t, table, prefs.Normal)
	scenetest.Settle(t, h, &table.Core)
	if err := s.Play(s.Legal()[0]); err != nil {
		t.Fatal(err)
	}
	h.Texts = []string{}
	turning, held := 0, 0
	for range 400 {
		h.Idle(t, 1)
		var ev *Step
		for _, st := range table.q.Active() {
			if st.Kind == StepEvent {
				ev = st
			}
		}
		if ev == nil {
			if turning+held > 0 {
				break
			}
			continue
		}
		if ev.End()-table.Now <= ev.Tail { // it shrinks into its slot
			continue
		}
		if table.Now-ev.Start < max(1, ev.Tail*3/2) {
			turning++
		} else {
			held++
		}
		first := ui.Wrap(table.eventCaption(ev), captionStyle, eventText.W)[0]
		if !slices.Contains(h.Texts, first) {
			t.Fatalf("tick %d of the card's step: its words %q are not drawn", table.Now-ev.Start, first)
		}
	}
	if turning == 0 || held == 0 {
		t.Fatalf("the event card was not seen turning (%d ticks) and held (%d)", turning, held)
	}
}
