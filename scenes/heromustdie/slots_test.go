package heromustdie

import (
	"testing"

	hmd "github.com/herotable/herotable/engine/heromustdie"
)

// A new turn's slot shows no event face up before the Event phase draws
// it: the state still holds last turn's drawn card until Planning.
func TestANewTurnsSlotShowsNoEventYet(t *testing.T) {
	s := newSession(t, "human,greedy", 1)
	table := New(s)
	st := s.Match.State.(*hmd.State).Clone().(*hmd.State)
	st.Turn, st.Drawn = 2, 0 // last turn's card, still held
	for _, c := range []struct {
		phase hmd.Phase
		shown bool
	}{{hmd.PhBeginning, false}, {hmd.PhPlanning, false}, {hmd.PhEvent, true}, {hmd.PhAction, true}} {
		st.Phase = c.phase
		table.Spots.Begin()
		table.markSlots(st)
		laid := false
		for _, sp := range table.Spots.Order {
			laid = laid || sp.Key.Kind == atEvent
		}
		if laid != c.shown {
			t.Errorf("%s phase: the drawn event shows %v, want %v", hmd.PhaseNames[c.phase], laid, c.shown)
		}
	}
}
