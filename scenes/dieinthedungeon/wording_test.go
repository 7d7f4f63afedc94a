package dieinthedungeon

import (
	"strings"
	"testing"

	dd "github.com/herotable/herotable/engine/dieinthedungeon"
)

// The play-test's wording: a failed roll accepted says "Failed", not
// "Failing"; the tray names a fixed modifier's source ("Dark −1", not
// "Fixed mods −1"); an ability says what it may be used once in; an Epic
// tile's button uses its tooltip's name.
func TestPlayTestWording(t *testing.T) {
	st, err := dd.New(1, 1, nil)
	if err != nil {
		t.Fatal(err)
	}
	st.Roll = dd.Roll{Kind: dd.RollAttack, Nat: 3, Target: 9, Fixed: -dd.DarkPenalty}
	st.Combat = dd.Combat{On: true, Effect: dd.Dark}
	st.Stage = dd.StBoost
	if w, _, _ := Verdict(st); w != "Failing" {
		t.Errorf("a roll still pushed reads %q", w)
	}
	st.Stage = dd.StAbility
	if w, _, _ := Verdict(st); w != "Failed" {
		t.Errorf("an accepted failed roll reads %q, want Failed", w)
	}
	if f := fixedParts(st, nil); len(f) != 1 || f[0].name != "Dark" || f[0].v != -dd.DarkPenalty {
		t.Errorf("the fixed modifier reads %+v, want Dark", f)
	}
	st.Roll.Fixed = 5 // a source the table does not know: the sum, said so
	if f := fixedParts(st, nil); len(f) != 1 || f[0].v != 5 {
		t.Errorf("an unknown modifier reads %+v", f)
	}
	if w := oncePer(dd.WindowRound); w != "round" {
		t.Errorf("a round's ability is used once per %q", w)
	}
	for _, m := range dd.Maps {
		for _, sl := range m.Slots {
			if sl.Kind == dd.EpicTile && sl.Tile != "" && strings.Contains(slotKindName(sl), "Epic Heroes") {
				t.Errorf("%s: an Epic tile named %q", m.ID, slotKindName(sl))
			}
		}
	}
}
