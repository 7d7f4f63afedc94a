package herohouse

import (
	"strings"
	"testing"

	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/scenetest"
	"github.com/herotable/herotable/scenes/tablekit"
)

// Play-test 31: a click meant to skip the bots' moves, landing as their
// showing ended, was no choice (the calm after a showing) but still said
// "Not a choice now: the places that glow are." It says nothing.
func TestAClickAsAShowingEndsSaysNothing(t *testing.T) {
	for seed := uint64(1); seed < 20; seed++ {
		s := newSession(t, "human,greedy,greedy", seed)
		table := New(s)
		h := scenetest.NewHost(t, table, prefs.Normal)
		h.Enter()
		for n := 0; n < 6000 && !(table.Mine() && table.Calming()); n++ {
			if table.Mine() && !table.Busy() {
				break // the viewer's turn came without a long showing
			}
			h.Idle(t, 1)
		}
		if !table.Calming() {
			continue
		}
		at := deadCard(table)
		if at == nil {
			continue
		}
		moves := len(s.Match.Log)
		h.Click(t, at.Rect.Center())
		if said := table.Said(h.Tick); said != "" {
			t.Errorf("seed %d: a click in the calm after the bots' moves said %q", seed, said)
		}
		if len(s.Match.Log) != moves {
			t.Errorf("seed %d: a click in the calm played %v", seed, s.Match.Log[moves:])
		}
		return
	}
	t.Skip("no seed ended a long showing on the viewer's turn")
}

// Play-test 34: a second click just after a click skipped the bots'
// moves still said "Not a choice now: the places that glow are." A click
// within half a second of a skip that plays nothing says nothing.
func TestAClickJustAfterASkipSaysNothing(t *testing.T) {
	for seed := uint64(1); seed < 20; seed++ {
		s := newSession(t, "human,greedy,greedy", seed)
		table := New(s)
		h := scenetest.NewHost(t, table, prefs.Normal)
		h.Enter()
		for n := 0; n < 6000 && !(s.Current() == 0 && table.Busy()); n++ {
			h.Idle(t, 1)
		}
		if !table.Busy() {
			continue
		}
		h.Click(t, Wilderness.Center()) // skips the showing
		at := deadCard(table)
		if at == nil {
			continue
		}
		h.Idle(t, 10)
		if table.Busy() || !table.Mine() {
			continue // more moves came to show: not the moment this test is after
		}
		h.Click(t, at.Rect.Center())
		if said := table.Said(h.Tick); strings.HasPrefix(said, "Not a choice") {
			t.Errorf("seed %d: a click just after a skip said %q", seed, said)
		}
		return
	}
	t.Skip("no seed showed the bots' moves before the viewer's turn")
}

// deadCard is a card on the table that offers nothing now (nil if none).
func deadCard(table *Table) *tablekit.Spot[spotKey] {
	for _, sp := range table.Spots.Order {
		if !sp.Live && sp.Key.kind == kCard && sp.Rect.W > 0 {
			return sp
		}
	}
	return nil
}
