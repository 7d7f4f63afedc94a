package herohouse

import (
	"os"
	"regexp"
	"strings"
	"testing"

	hh "github.com/herotable/herotable/engine/herohouse"
	"github.com/herotable/herotable/scenes/scenetest"
)

// Issue 14, finding 7: a player whose hero house leaves them alone in the
// hand still discards or flips once as the monster (rule 12, spec R18);
// the prompt says why, and what a balanced monster would pay.
func TestMonsterPromptSaysWhyTheLastPlayerActs(t *testing.T) {
	lastAlone := func(st *hh.State) bool {
		return st.Phase == hh.PhMonster && st.Monster == 0 && st.Turn == 0 && st.Active() == 1 && st.Treasure > 0
	}
	for seed := uint64(1); seed < 400; seed++ {
		s := newSession(t, "human,greedy,greedy", seed)
		if !scenetest.ReachWith(t, s, 3000, 16, scenetest.Greedy(seed), lastAlone) {
			continue
		}
		table := New(s)
		h := scenetest.Settled(t, table, &table.Core)
		a := table.asking()
		// No rule number (play-test 6, #2: "Rule 12" read as a placeholder).
		if !strings.Contains(a.What, "Last go") || !strings.Contains(a.Detail, "one go") || !strings.Contains(a.Detail, "hand ends") ||
			regexp.MustCompile(`(?i)\brule \d|\bR\d`).MatchString(a.Detail) {
			t.Errorf("seed %d: alone as the monster the prompt says %q / %q", seed, a.What, a.Detail)
		}
		if dir := os.Getenv("HH_SHOTS"); dir != "" {
			h.Shot(t, dir, "monster-last")
		}
		return
	}
	t.Skip("no seed led the human to a last go as the monster")
}
