package dieinthedungeon

import (
	"slices"
	"strings"
	"testing"

	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/scenetest"
	"github.com/herotable/herotable/scenes/ui"
)

// A check Many Eyes passes says why in the tray, by the card's name, not
// only "3 / need 4 / ✓ Passed", which reads as a contradiction (play-test
// 14).
func TestTraySaysManyEyesPassedIt(t *testing.T) {
	const manyEyes = 1 // the Deyeroller's second card
	for seed := uint64(1); seed <= 40; seed++ {
		s, table, h := newTable(t, "human", seed, "map=map1,creature=deyeroller", prefs.Instant)
		ok := scenetest.ReachWith(t, s, 600, 16, scenetest.Greedy(seed), func(st *dd.State) bool {
			return st.Stage == dd.StBoost && st.Roll.Kind == dd.RollTrap && !st.Roll.Succeeds() &&
				slices.Contains(st.LegalActions(nil), dd.Act(dd.KCard, manyEyes))
		})
		if !ok {
			continue
		}
		if err := s.Play(dd.Act(dd.KCard, manyEyes)); err != nil {
			t.Fatal(err)
		}
		scenetest.Settle(t, h, &table.Core)
		st := table.q.Shown
		if words, good, _ := table.verdict(st); words != "Passed" || !good {
			t.Fatalf("seed %d: after Many Eyes the tray says %q (good %v)", seed, words, good)
		}
		w := table.saidNow()
		name := dd.Creatures[st.Mons[0].Creature].Cards[manyEyes].Name
		if w == nil || !strings.Contains(w.why, name) {
			t.Fatalf("seed %d: the tray does not say %s passed the check (%+v)", seed, name, w)
		}
		return
	}
	t.Fatal("no Many Eyes played on a failed check")
}

// Each reason fits the tray's rows.
func TestSettlingReasonsFitTheTray(t *testing.T) {
	for code, w := range saidWords {
		if w.why == "" || ui.Measure(w.why, ui.Style{Font: ui.Bold, Size: 13}) > TrayRows.W {
			t.Errorf("code %d: %q is missing or wider than the tray's rows", code, w.why)
		}
	}
}
