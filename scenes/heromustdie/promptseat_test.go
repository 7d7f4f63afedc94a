package heromustdie

import (
	"testing"

	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/tablekit"
)

// The prompt's mage mark is the seat to act only when the prompt is about
// its decision: not while the last moves still show (pt #6).
func TestThePromptsMarkWaitsForTheMovesShown(t *testing.T) {
	_, table, h := humanAt(t, func(st *hmd.State) bool { return st.Stage == hmd.StPlace })
	h.Idle(t, 2)
	if got := table.promptSeat(); got != 0 {
		t.Fatalf("at the human's decision the prompt's mark is seat %d, want 0", got)
	}
	table.q.Then(&Step{Kind: StepPhase, Span: tablekit.Span{Dur: 100}}, table.Now) // a move still showing
	if !table.Busy() {
		t.Fatal("the table shows no move")
	}
	if got := table.promptSeat(); got != -1 {
		t.Errorf("while a move shows the prompt (%q) is marked with seat %d", table.asking().What, got)
	}
}
