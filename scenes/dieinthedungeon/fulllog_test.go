package dieinthedungeon

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/scenetest"
)

// With the whole log open over the map, the prompt's buttons below it
// stay, and play: a player reads back and decides without closing it.
func TestTheWholeLogLeavesThePromptsButtons(t *testing.T) {
	s, table, h := newTable(t, "human", 3, "map=map1", prefs.Instant)
	scenetest.Settle(t, h, &table.Core)
	table.Play(s.Legal()[0]) // the dice placed: the turn's first decision is one click
	scenetest.Settle(t, h, &table.Core)
	if len(table.buttons) == 0 {
		t.Fatal("no prompt buttons at the first decision")
	}
	h.Key(t, ebiten.KeyL)
	if !table.Log.Open {
		t.Fatal("L did not open the whole log")
	}
	b := table.buttons[0]
	found := false
	for _, it := range table.Group.Items {
		found = found || it == b
	}
	if !found {
		t.Fatalf("with the whole log open, the prompt's button %q is gone", b.Label)
	}
	moves := len(s.Match.Log)
	h.Click(t, b.Rect.Center())
	if len(s.Match.Log) != moves+1 {
		t.Errorf("a click on %q with the whole log open made %d moves", b.Label, len(s.Match.Log)-moves)
	}
}
