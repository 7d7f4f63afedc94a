package dieinthedungeon

import (
	"strings"
	"testing"

	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/ui"
)

// Once a creature walks on, the tray shows no roll from before the move
// until the next roll begins (play-test 32 #5: the first fight after
// Continue showed the last fight's "Last roll: Your Magic attack against
// the party's 2").
func TestTrayForgetsTheRollOnceTheCreatureMoves(t *testing.T) {
	checked := 0
	for seed := uint64(1); seed <= 8 && checked == 0; seed++ {
		s, table, h := newTable(t, "greedy", seed, "map=map1", prefs.Fast)
		h.Texts = []string{}
		for i := 0; i < 3000 && !s.Over(); i++ {
			h.Frame(t, ui.Frame{})
			walked, rolled := false, false
			for _, st := range table.q.Steps {
				if !st.Started {
					continue
				}
				switch st.Kind {
				case StepWalk:
					walked, rolled = true, false
				case StepRoll:
					rolled = true
				}
			}
			// The entry shown walks on, then rolls (a Hero Die, an
			// ambush): the match has a roll since the move, the shown
			// state still the one before it.
			if !walked || rolled || table.q.Shown.Roll.Kind == 0 {
				continue
			}
			if !table.rolled {
				continue // no roll since the move in the match either
			}
			checked++
			for _, l := range h.Texts {
				if strings.HasPrefix(l, "Last roll: ") {
					t.Fatalf("seed %d, frame %d: the creature walked on and the tray still says %q", seed, i, l)
				}
			}
		}
	}
	if checked == 0 {
		t.Fatal("no walk after a roll was seen")
	}
}
