package scenes

import (
	"slices"
	"testing"

	"github.com/herotable/herotable/engine"
	dd "github.com/herotable/herotable/engine/dieinthedungeon"
)

// A solo game of DIE in the Dungeon! offers no Duel option (no second
// creature), and the Duel no solo map: setup shows only the options that
// matter for the number of players chosen.
func TestSetupShowsOnlyTheOptionsThatApply(t *testing.T) {
	s := NewSetup(dd.GameID, nil)
	keys := func() []string {
		var out []string
		for _, o := range s.options() {
			out = append(out, o.Key)
		}
		return out
	}
	if s.n != 1 {
		t.Fatalf("DIE in the Dungeon! setup starts with %d players, want 1", s.n)
	}
	labels := func() []string {
		var out []string
		for _, o := range s.options() {
			out = append(out, o.LabelFor(s.n))
		}
		return out
	}
	if k := keys(); !slices.Equal(k, []string{dd.OptMap, dd.OptCreature}) {
		t.Errorf("solo setup offers %v, want the map and one creature", k)
	}
	if l := labels(); !slices.Equal(l, []string{"Map", "Creature"}) {
		t.Errorf("solo setup labels its options %q", l)
	}
	s.setPlayers(2)
	if k := keys(); !slices.Equal(k, []string{dd.OptCreature, dd.OptCreature2}) {
		t.Errorf("Duel setup offers %v, want two creatures and no map", k)
	}
	// Beside "Seat 2's creature", the first is named for its seat too.
	if l := labels(); !slices.Equal(l, []string{"Seat 1's creature", "Seat 2's creature"}) {
		t.Errorf("Duel setup labels its options %q", l)
	}
	for _, o := range s.options() {
		if o.Label == "" || o.Label[0] < 'A' || o.Label[0] > 'Z' {
			t.Errorf("option %s is labelled %q", o.Key, o.Label)
		}
	}
}

// An option's tooltip says the choice made and, when the game says what
// it means for play, that too; then what a click does.
func TestOptionTipSaysWhatTheChoiceMeans(t *testing.T) {
	spec := engine.OptionSpec{Key: "map", Label: "Map", Choices: []string{"a", "b"},
		Labels: []string{"Training", "Crypt"}, Notes: []string{"5 tiles, the gentlest start", ""}}
	labels := []string{"Training", "Crypt"}
	if got, want := optionTip(spec, 1, "a", labels), "Map: Training: 5 tiles, the gentlest start. A click chooses the next of Training, Crypt."; got != want {
		t.Errorf("tip %q, want %q", got, want)
	}
	if got, want := optionTip(spec, 1, "b", labels), "Map: Crypt. A click chooses the next of Training, Crypt."; got != want {
		t.Errorf("a choice with no note: tip %q, want %q", got, want)
	}
}
