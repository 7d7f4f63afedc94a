package dieinthedungeon

import (
	"testing"

	"github.com/herotable/herotable/engine"
	dd "github.com/herotable/herotable/engine/dieinthedungeon"
)

// The end says why in today's words, told from the ending event ("Defeat
// the Barbarian's party", not the spec's "Defeat E1 (Barbarian)" that the
// state keeps), and falls back on the kept sentence when the log no
// longer holds the event.
func TestTheEndSaysWhyInTodaysWords(t *testing.T) {
	m1 := 0
	for i, m := range dd.Maps {
		if len(m.Objective.Epics) == 1 {
			m1 = i
			break
		}
	}
	ending := engine.Event{Kind: engine.EvGame, Code: dd.TellObjective, Args: []int{m1}}
	st := &dd.State{Why: "kept words"}
	m := &engine.Match{State: st, Log: []engine.LogEntry{{Events: []engine.Event{ending, {Kind: engine.EvNote, Text: "after"}}}, {}}}
	want, _ := objectiveMet(ending)
	if got := endWhy(m, []string{"Ada"}); got != want {
		t.Errorf("the end says %q, want %q", got, want)
	}
	m.Log = nil
	if got := endWhy(m, []string{"Ada"}); got != "kept words" {
		t.Errorf("with no log the end says %q, want the kept sentence", got)
	}
}
