package dieinthedungeon

import (
	"testing"

	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/scenetest"
	"github.com/herotable/herotable/scenes/ui"
)

// When the bar comes back with a button where the last bar seen had one
// that said something else, a press in its first moments is no choice,
// wherever the pointer was (play-test 32 #8: a click meant for "End
// Ability step" landed on a new "Twist Fate: reroll"); a bar that keeps
// its places takes a press at once. Only a changed place under the
// pointer calms the bar.
func TestAChangedBarTakesNoPressAtOnce(t *testing.T) {
	for _, changed := range []bool{false, true} {
		_, table, h := newTable(t, "human", 1, "map=map1", prefs.Instant)
		scenetest.Settle(t, h, &table.Core)
		for n := 0; table.Calming() && n < 120; n++ {
			h.Frame(t, ui.Frame{})
		}
		if len(table.buttons) == 0 {
			t.Fatal("no buttons at the start")
		}
		table.seen = table.seen[:0]
		for _, b := range table.buttons {
			label := b.Label
			if changed {
				label = "Something else"
			}
			table.seen = append(table.seen, seenButton{b.Rect, label})
		}
		table.makeButtons()
		h.Frame(t, ui.Frame{Mouse: table.buttons[0].Rect.Center(), Moved: true}) // the pointer moved there: the group's Grace asks it to rest
		if got := table.Calming(); got != changed {
			t.Errorf("bar changed %v: calming %v", changed, got)
		}
	}
}
