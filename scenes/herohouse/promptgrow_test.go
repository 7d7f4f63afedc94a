package herohouse

import (
	"os"
	"strings"
	"testing"

	hh "github.com/herotable/herotable/engine/herohouse"
	"github.com/herotable/herotable/scenes/scenetest"
	"github.com/herotable/herotable/scenes/ui"
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
	// The log ends where the grown prompt begins: its newest lines show
	// (play-test 27: "Ada draws a card." lay under the prompt).
	if grown, _ := table.promptBox(table.asking()); grown.Y >= PromptRect.Y {
		t.Errorf("the prompt did not grow (%v): the test shows nothing", grown)
	} else if log := table.Log.Small.Rect; log.Bottom() > grown.Y {
		t.Errorf("the log %v runs on under the grown prompt %v", log, grown)
	}
	if dir := os.Getenv("HH_SHOTS"); dir != "" {
		h.Shot(t, dir, "prompt-long")
	}
}

// Play-test 18 #1: with nothing to lay, Done stands alone across the
// prompt, and the words ran on under it ("…later takes the monster and
// puts" and the rest hidden). Every line of the prompt's words ends above
// the highest button shown, the longest of them too.
func TestPromptWordsClearTheLoneDone(t *testing.T) {
	s := newSession(t, "human,greedy", 2)
	found := scenetest.ReachWith(t, s, 3000, 64, scenetest.Greedy(9), func(st *hh.State) bool {
		legal := st.LegalActions(nil)
		return st.Phase == hh.PhLay && st.Turn == 0 && len(legal) == 1 && legal[0] == hh.EndLayDown()
	})
	if !found {
		t.Fatal("no turn came where only Done could be played")
	}
	table := New(s)
	h := scenetest.Settled(t, table, &table.Core)
	if b := table.buttons; !b.lay.Hidden || b.done.Hidden {
		t.Fatalf("Lay down hidden %v, Done hidden %v: not Done alone", b.lay.Hidden, b.done.Hidden)
	}
	longest := "Dealt balanced, this monster is still fought: only a balance made in play ends the hand. " +
		"Nothing in your hand makes a hero now. Your heroes balance (6○ 6●): Done makes a hero house: +1, " +
		"then you play the monster and take no more turns; another player's hero house later takes the monster " +
		"and puts you out of the hand."
	for _, words := range []string{table.asking().Detail, longest} {
		r, lines := table.promptBox(Asking{Detail: words})
		if got := strings.Join(lines, " "); got != words {
			t.Errorf("the prompt shows %q of %q", got, words)
		}
		lh := promptLine()
		foot := r.Y + 72 + float64(len(lines))*lh
		for _, b := range []*ui.Button{table.buttons.lay, table.buttons.done, table.buttons.flip, table.Bar.Pause} {
			if !b.Hidden && foot > b.Rect.Y {
				t.Errorf("the prompt's %d lines of %q end at y %.0f, under %q at y %.0f", len(lines), words, foot, b.Label, b.Rect.Y)
			}
		}
	}
	if dir := os.Getenv("HH_SHOTS"); dir != "" {
		table.Err = longest
		h.Idle(t, 2)
		h.Shot(t, dir, "prompt-lone-done")
	}
}
