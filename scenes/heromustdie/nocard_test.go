package heromustdie

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/herotable/herotable/engine"
	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/scenetest"
	"github.com/herotable/herotable/scenes/ui"
)

// A reaction window asks a player who holds no card to pass, and says why
// he is asked (pt28 #8: "You meet it too: play A Better Choice to complete
// it yourself…" with only Pass offered read as if he held the card); one
// who holds it is asked whether to play it. The prompt, the window and
// the fight overlay's line say the same.
func TestAReactionWithNoCardAsksToPass(t *testing.T) {
	seen := map[bool]bool{}
	for seed := uint64(1); seed <= 12 && len(seen) < 2; seed++ {
		s := newSession(t, "human,human,human", seed)
		var can bool
		reached := scenetest.ReachWith(t, s, 3000, 1, scenetest.Greedy(seed), func(st *hmd.State) bool {
			if !reactionStage(st.Stage) || st.Over {
				return false
			}
			can = slices.ContainsFunc(st.LegalActions(nil), func(a engine.Action) bool { k, _ := hmd.Split(a); return k == hmd.KYes })
			return !seen[can]
		})
		if !reached {
			continue
		}
		seen[can] = true
		table, h := viewerAt(t, s)
		if shotDir != "" {
			h.Shot(t, shotDir, fmt.Sprintf("reaction-%v", can))
		}
		st := table.state()
		card := strings.ToLower(reactionNames[reactionCard(st.Stage)])
		what := strings.ToLower(table.asking().What)
		words, note := modalQuestion(st, s.Names(), canReact(table.cmds))
		for _, said := range []string{what, strings.ToLower(words)} {
			if !strings.Contains(said, card) {
				t.Errorf("seed %d: %q does not name %s", seed, said, card)
			}
			if asks := strings.HasSuffix(said, "?"); asks != can {
				t.Errorf("seed %d, card held %v: %q", seed, can, said)
			}
			if !can && !strings.Contains(said, "pass") {
				t.Errorf("seed %d: with no %s, %q does not say to pass", seed, card, said)
			}
		}
		for _, said := range []string{what, note} {
			if !can && !strings.Contains(said, "secre") {
				t.Errorf("seed %d: with no %s, %q does not say why he is asked", seed, card, said)
			}
		}
		if lines := ui.Wrap(table.asking().What, ui.Style{Font: ui.Bold, Size: 13}, PromptText.W-20); len(lines) > 2 {
			t.Errorf("seed %d: the prompt's question runs to %d lines: %q", seed, len(lines), lines)
		}
	}
	for _, st := range []hmd.Stage{hmd.StPardon, hmd.StTraitor, hmd.StBetter} {
		if lines := ui.Wrap(noCardWords(st), ui.Style{Font: ui.Bold, Size: 13}, PromptText.W-20); len(lines) > 2 {
			t.Errorf("the prompt's question runs to %d lines: %q", len(lines), lines)
		}
	}
	if !seen[false] {
		t.Error("no reaction window came to a seat without the card")
	}
}
