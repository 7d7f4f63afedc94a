package dieinthedungeon

import (
	"strings"
	"testing"

	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/scenetest"
	"github.com/herotable/herotable/scenes/ui"
)

// The grey suggestion button, with the dice as it suggests, shows why it
// is grey when the pointer rests on it, and a click says so too
// (play-test 23 #8: no tooltip, a click did nothing).
func TestGreySuggestedDiceSaysWhy(t *testing.T) {
	_, table, h := newTable(t, "human", 1, "map=map1", prefs.Instant)
	scenetest.Settle(t, h, &table.Core)
	var sugg *ui.Button
	for _, b := range table.buttons {
		if b.Label == suggestedLabel {
			sugg = b
		}
	}
	if sugg == nil || !sugg.Disabled {
		t.Fatalf("no grey %q button (%+v)", suggestedLabel, sugg)
	}
	mid := sugg.Rect.Center()
	var drawn []string
	h.Texts = []string{}
	for range ui.TipDelay + 3 {
		h.Frame(t, ui.Frame{Mouse: mid, Moved: true})
		drawn = append(drawn, h.Texts...)
	}
	for range 3 {
		h.Frame(t, ui.Frame{Mouse: mid})
		drawn = append(drawn, h.Texts...)
	}
	if all := strings.Join(drawn, "\n"); !strings.Contains(all, "already") {
		t.Errorf("resting on the grey button draws no reason: %q", drawn)
	}
	h.Click(t, mid)
	for range 3 {
		h.Frame(t, ui.Frame{Mouse: mid})
	}
	if said := table.Said(h.Tick); !strings.Contains(said, "already") {
		t.Errorf("a click on the grey button says %q", said)
	}
}
