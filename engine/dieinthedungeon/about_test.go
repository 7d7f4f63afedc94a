package dieinthedungeon

import (
	"fmt"
	"strings"
	"testing"

	"github.com/herotable/herotable/engine"
)

// Setup says what each map and creature is (the play-test's tooltips
// listed them by name only): a map's note gives how hard it is, its tiles
// and what wins it, with the Epic heroes named; a creature's gives its two
// board abilities. It ends without a full stop: setup's tooltip goes on.
func TestSetupNotesSayWhatEachChoiceIs(t *testing.T) {
	info, ok := engine.Lookup(GameID)
	if !ok {
		t.Fatal("DIE in the Dungeon! is not registered")
	}
	for _, spec := range info.Options {
		for _, ch := range spec.Choices {
			note := spec.NoteOf(ch)
			if note == "" || strings.Contains(note, "E1") || strings.Contains(note, "%!") || strings.HasSuffix(note, ".") {
				t.Errorf("%s %s: note %q", spec.Key, ch, note)
			}
			switch spec.Key {
			case OptMap:
				m, _ := MapByID(ch)
				if n := len(Maps[m].Slots); !strings.Contains(note, fmt.Sprintf("%d tiles", n)) {
					t.Errorf("map %s: %q does not say its %d tiles", ch, note, n)
				}
			case OptCreature, OptCreature2:
				c, _ := CreatureByID(ch)
				for _, a := range Creatures[c].Abilities {
					if !strings.Contains(note, a.Name) {
						t.Errorf("creature %s: %q does not name %s", ch, note, a.Name)
					}
				}
			}
		}
	}
	if got := info.Options[0].NoteOf("training"); !strings.HasPrefix(got, "The gentlest start: 5 tiles") {
		t.Errorf("the Training Dungeon's note is %q", got)
	}
	if got := info.Options[0].NoteOf("map1"); !strings.HasSuffix(got, "Defeat the Barbarian's party") {
		t.Errorf("the Cellar's note is %q", got)
	}
}
