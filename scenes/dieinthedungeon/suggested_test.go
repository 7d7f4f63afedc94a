package dieinthedungeon

import (
	"testing"

	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/scenetest"
	"github.com/herotable/herotable/scenes/ui"
)

// "Suggested dice" is grey when the dice already lie as it suggests (a
// click then changed nothing, without a word: play-test 14), keeping its
// name (play-test 23 #8: "Dice as suggested" read as another button);
// after another pick it offers the suggestion again, and a click restores
// it.
func TestSuggestedDiceSaysWhenAlreadySo(t *testing.T) {
	_, table, h := newTable(t, "human", 1, "map=map1", prefs.Instant)
	scenetest.Settle(t, h, &table.Core)
	sugg := func() *ui.Button {
		for _, b := range table.buttons {
			if b.OnClick != nil && b.Rect.X == PromptButtons.X+158 {
				return b
			}
		}
		t.Fatal("no Suggested dice button")
		return nil
	}
	if table.layout != dd.GreedyLayout {
		t.Fatalf("the dice start as %v", table.layout)
	}
	if b := sugg(); !b.Disabled || b.Label != suggestedLabel {
		t.Errorf("with the dice as suggested the button reads %q, disabled %v", b.Label, b.Disabled)
	}
	table.pick(0, dd.SetupDice[0]) // another die under Might
	b := sugg()
	if b.Disabled || b.Label != suggestedLabel {
		t.Fatalf("with other dice the button reads %q, disabled %v", b.Label, b.Disabled)
	}
	b.OnClick()
	if table.layout != dd.GreedyLayout || !sugg().Disabled {
		t.Errorf("a click leaves the dice %v, the button disabled %v", table.layout, sugg().Disabled)
	}
}
