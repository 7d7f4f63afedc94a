package heromustdie

import (
	"strings"
	"testing"

	"github.com/herotable/herotable/engine"
	hmd "github.com/herotable/herotable/engine/heromustdie"
)

// A quest played says at once, under its line, what it will do and when:
// once the others who meet it have answered (A Better Choice may take
// it), its player pays and scores; a quest completed in the same move
// needs no such line (pt37 #7: "Ada plays Rule Them All!" and her gold
// and VP stayed the same until both bots had passed).
func TestAQuestPlayedSaysWhenItPaysOut(t *testing.T) {
	names := []string{"Ada", "Bram", "Cora"}
	info, _ := engine.Lookup(hmd.GameID)
	for c, card := range hmd.Plots {
		if !card.Quest() {
			continue
		}
		var waits, done engine.Events
		waits.Game(0, hmd.CodePlays, 0, c)
		done.Game(0, hmd.CodePlays, 0, c)
		done.Game(0, hmd.CodeQuestDone, 0, c, int(card.VP), int(card.VP))
		log := []engine.LogEntry{{Player: 0, Action: hmd.Act(hmd.KPlay, c), Text: "{P1} plays a card", Events: waits.List},
			{Player: 0, Action: hmd.Act(hmd.KPlay, c), Text: "{P1} plays a card", Events: done.List}}
		var pending []Line
		for _, ln := range LogLines(info, log, names, 0, true) {
			if strings.Contains(ln.Text, "once the others have answered") {
				pending = append(pending, ln)
			}
		}
		if len(pending) != 1 || pending[0].Entry != 0 || pending[0].Event != 0 {
			t.Fatalf("%s: the lines saying when it pays out are %+v, want one, with the play", card.Name, pending)
		}
		want := []string{card.Name, "A Better Choice", "Ada", itoa(int(card.VP)) + " VP"}
		if cost := hmd.QuestCost(int8(c)); cost != (hmd.Cost{}) {
			want = append(want, costWords(cost))
		}
		for _, w := range want {
			if !strings.Contains(pending[0].Text, w) {
				t.Errorf("%s: %q does not say %q", card.Name, pending[0].Text, w)
			}
		}
	}
}
