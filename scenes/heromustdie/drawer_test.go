package heromustdie

import (
	"testing"

	"github.com/herotable/herotable/engine"
	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/scenetest"
)

// canPlay reports whether the seat to act may play a plot card now.
func canPlay(st *hmd.State) bool {
	for _, a := range st.LegalActions(nil) {
		if k, _ := hmd.Split(a); k == hmd.KPlay || k == hmd.KCoup {
			return true
		}
	}
	return false
}

// The hand drawer opens by itself at the human's Court turn only when he
// may play a card (it opened at every Court, nothing playable), and
// closes as soon as his Court turn ends (it stayed open into the next
// turn, and Esc then opened the menu; pt4 #11).
func TestTheDrawerOpensOnlyWithACardToPlay(t *testing.T) {
	_, table, _ := humanAt(t, func(st *hmd.State) bool { return st.Stage == hmd.StCourt && !canPlay(st) })
	if table.handOpen {
		t.Error("the drawer opened at a Court turn with no card to play")
	}
	s, table, h := humanAt(t, func(st *hmd.State) bool { return st.Stage == hmd.StCourt && canPlay(st) })
	if !table.handOpen {
		t.Fatal("the drawer did not open at a Court turn with a card to play")
	}
	var end engine.Action
	found := false
	for _, a := range s.Legal() {
		if k, _ := hmd.Split(a); k == hmd.KPass {
			end, found = a, true
		}
	}
	if !found {
		t.Fatal("no way to end the Court turn")
	}
	table.Play(end)
	h.Idle(t, 2)
	if table.handOpen {
		t.Error("the drawer stayed open after the Court turn ended")
	}
	scenetest.Settle(t, h, &table.Core)
	if table.handOpen && table.state().Stage != hmd.StThroneKeep && !(table.Mine() && canPlay(table.state())) {
		t.Error("the drawer is open with nothing to choose")
	}
}
