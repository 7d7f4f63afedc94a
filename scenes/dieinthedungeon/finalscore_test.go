package dieinthedungeon

import (
	"fmt"
	"testing"

	dd "github.com/herotable/herotable/engine/dieinthedungeon"
)

// The load list's preview of a finished solo game says its Glory, the end
// screen's score, not its XP (play-test 23 #13: "10 XP" for Glory 39);
// the Duel keeps the engine's scores.
func TestSavePreviewSaysTheGlory(t *testing.T) {
	st := newSession(t, "human", 1, "map=map1").Match.State.(*dd.State).Clone().(*dd.State)
	st.Mons[0].XPTotal = 10
	want := fmt.Sprintf("%d Glory", Glory(st, 0))
	if got := finalScores(st); len(got) != 1 || got[0] != want {
		t.Errorf("the solo preview says %q, want %q", got, want)
	}
	duel := newSession(t, "human,human", 1, "").Match.State
	if got := finalScores(duel); got != nil {
		t.Errorf("the Duel's preview says %q, want the engine's scores", got)
	}
}
