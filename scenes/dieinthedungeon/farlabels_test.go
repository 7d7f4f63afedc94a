package dieinthedungeon

import (
	"testing"

	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/ui"
)

// Far Sight's grid of buttons, on the biggest map: every label fits its
// button, a tile looked at included ("13 s…" was cut in the Duel,
// play-test 14).
func TestFarSightLabelsFit(t *testing.T) {
	duel := -1
	for i, m := range dd.Maps {
		if m.Players == 2 {
			duel = i
		}
	}
	m := &dd.Maps[duel]
	st := &dd.State{Map: duel}
	for looked := 0; looked < len(m.Slots); looked++ {
		var cmds []Command
		for i := range m.Slots {
			c := Command{Kind: dd.KPeek, Arg: i, Action: dd.Act(dd.KPeek, i), Where: Place{Kind: AtTile, I: i}}
			if i == looked {
				c.Where = Place{}
			}
			cmds = append(cmds, c)
		}
		cmds = append(cmds, Command{Kind: dd.KContinue, Label: "Done looking", Action: dd.Act(dd.KContinue, 0)})
		placed, _, ok := farSightGrid(cmds, st)
		if !ok {
			t.Fatal("no grid for the Duel's tiles")
		}
		for _, p := range placed {
			if w := ui.Measure(p.Cmd.Label, buttonStyle) + 16; w > p.Rect.W {
				t.Fatalf("the label %q (%.0f px) is cut in its button of %.0f px", p.Cmd.Label, w, p.Rect.W)
			}
		}
	}
}
