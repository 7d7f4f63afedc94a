package heromustdie

import (
	"testing"

	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/scenetest"
)

// A location the turn's event closed says so in the Action phase, and no
// more once the goblins are home (pt #6: a stale "Closed this turn" on
// the Forest in the Invasion and the Court).
func TestClosedThisTurnEndsWithTheActionPhase(t *testing.T) {
	closes := func(st *hmd.State) bool { return st.Has(hmd.HappyPrincess) || st.Has(hmd.TownFestival) }
	during, after := 0, 0
	for seed := uint64(1); seed < 40 && (during == 0 || after == 0); seed++ {
		s := newSession(t, "greedy,greedy,greedy", seed)
		for _, action := range []bool{true, false} {
			if !scenetest.ReachWith(t, s, 3000, 32, nil, func(st *hmd.State) bool {
				return closes(st) && (st.Phase == hmd.PhAction) == action && st.Phase >= hmd.PhAction
			}) {
				break
			}
			st := s.Match.State.(*hmd.State)
			phase := st.Phase
			l := hmd.Forest
			if st.Has(hmd.TownFestival) {
				l = hmd.Town
			}
			if got := closedNow(st, l); got != action {
				t.Errorf("seed %d: %s closed in the %s phase: %v", seed, hmd.LocationNames[l], hmd.PhaseNames[phase], got)
			}
			if action {
				during++
			} else {
				after++
			}
		}
	}
	if during == 0 || after == 0 {
		t.Fatalf("no closing event came (%d in the Action phase, %d after)", during, after)
	}
}
