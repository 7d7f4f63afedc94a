package heromustdie

import (
	"testing"

	"github.com/herotable/herotable/engine"
	hmd "github.com/herotable/herotable/engine/heromustdie"
)

// After the eighth turn the result's line under "Cora wins!" says how the
// seats are ranked, not the headline again (pt17 #9: "After eight turns
// Cora wins." twice); another ending keeps the engine's words.
func TestTheResultDoesNotRepeatItsHeadline(t *testing.T) {
	names := []string{"Ada", "Bram", "Cora"}
	eight := engine.Event{Kind: engine.EvGame, Code: hmd.CodeAfterEight, Player: engine.NoPlayer, Args: []int{2}}
	info, _ := engine.Lookup(hmd.GameID)
	st := &hmd.State{Why: info.Sentence(eight)}
	got := endWhy(st, []engine.LogEntry{{Events: []engine.Event{eight}}}, names)
	if got == engine.Names(st.Why, names) {
		t.Errorf("after eight turns the line repeats the result: %q", got)
	}
	fall := engine.Event{Kind: engine.EvGame, Code: hmd.CodeDungeonFalls, Player: engine.NoPlayer}
	st.Why = info.Sentence(fall)
	if got := endWhy(st, []engine.LogEntry{{Events: []engine.Event{fall}}}, names); got != st.Why {
		t.Errorf("the dungeon fell: %q, want %q", got, st.Why)
	}
}
