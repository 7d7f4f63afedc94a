package heromustdie

import (
	"strings"
	"testing"

	"github.com/herotable/herotable/scenes/ui"
)

// The quest badge on a player panel fits the room left before the hand's
// counter, shortening as it must, and counts "1 quest" (pt17 #5: "1
// quests 2 VP" ran into the counter, "1 quests 2 V▣0").
func TestTheQuestBadgeFitsAndCounts(t *testing.T) {
	for _, n := range []int{1, 2, 12} {
		wide := questBadge(n, 2*n, 1000)
		if n == 1 && !strings.HasPrefix(wide, "1 quest,") || n > 1 && !strings.Contains(wide, "quests,") {
			t.Errorf("%d quests with room to spare: %q", n, wide)
		}
		for room := 40.0; room <= 200; room += 2 {
			b := questBadge(n, 2*n, room)
			if w := ui.Measure(b, ui.Style{Font: ui.Bold, Size: 12}) + 12; w > room {
				t.Errorf("%d quests in %.0f px: %q takes %.0f px", n, room, b, w)
			}
		}
	}
}
