package herohouse

import (
	"os"
	"strings"
	"testing"

	hh "github.com/herotable/herotable/engine/herohouse"
	"github.com/herotable/herotable/scenes/scenetest"
)

// Play-test 6, #3: the prompt never drops words a player needs: the
// longest previews (a lone hero's win that then makes a hero house, as
// the play-test saw cut with "…") show whole, the panel growing up over
// the log's foot; short words keep the panel in its place.
func TestPromptShowsLongWordsWhole(t *testing.T) {
	s := newSession(t, "human,greedy", 1)
	reach(t, s, 600, func(st *hh.State) bool { return st.Phase == hh.PhLay && st.Turn == 0 })
	table := New(s)
	h := scenetest.Settled(t, table, &table.Core)
	long := "Done: your hero (5○ 5●) fights the monster (4○ 3●): WIN. The monster's cards join your hand, face up. " +
		"Your heroes still balance (5○ 5●): a hero house: the treasure is empty, so +0, then you play the monster and take no more turns; " +
		"another player's hero house later takes the monster and puts you out of the hand. " +
		"Dealt balanced, this monster is still fought: only a balance made in play ends the hand."
	r, lines := table.promptBox(Asking{Detail: long})
	if got := strings.Join(lines, " "); got != long || r.Y >= PromptRect.Y || r.Bottom() != PromptRect.Bottom() {
		t.Errorf("the prompt shows %q in %v", got, r)
	}
	if r, _ := table.promptBox(Asking{Detail: "Click a card."}); r != PromptRect {
		t.Errorf("a short prompt's panel is %v, not %v", r, PromptRect)
	}
	// On screen: no line of the prompt ends cut.
	table.Err = long
	h.Texts = []string{}
	h.Idle(t, 1)
	table.Err = long
	h.Idle(t, 1)
	seen := 0
	for _, s := range h.Texts {
		if strings.HasSuffix(s, "…") {
			t.Errorf("the table draws %q, cut", s)
		}
		if strings.Contains(long, s) && len(s) > 10 {
			seen++
		}
	}
	if seen == 0 {
		t.Errorf("the prompt's long words were not drawn: %q", h.Texts)
	}
	if dir := os.Getenv("HH_SHOTS"); dir != "" {
		h.Shot(t, dir, "prompt-long")
	}
}
