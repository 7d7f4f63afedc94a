package tablekit

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/ui"
)

// A long reason by the pointer wraps inside the screen, even by its right
// edge, and stays long enough to be read; a short one goes as before.
func TestALongNoteWrapsAndStays(t *testing.T) {
	long := "The Wraith is undead: hiring it from the row needs an undead monster in your lair (the pool's need none)."
	if got := (note{text: "Not now."}).life(); got != noteTicks {
		t.Errorf("a short note lives %d ticks, want %d", got, noteTicks)
	}
	if got := (note{text: long}).life(); got < 60*5 {
		t.Errorf("a %d-letter note lives %d ticks, under five seconds", len(long), got)
	}
	img := ebiten.NewImage(layout.Width, layout.Height)
	defer img.Deallocate()
	a := ui.StartTextAudit()
	c := &Core[int]{note: note{text: long, at: layout.Point{X: layout.Width - 20, Y: 300}, tick: 1}}
	c.drawNote(ui.NewCanvas(img, 1), 2)
	a.Stop()
	var words []string
	for _, x := range a.Texts() {
		if x.Spill != "" {
			t.Errorf("%q spills (%s)", x.Text, x.Spill)
		}
		words = append(words, x.Text)
	}
	if len(words) < 2 || strings.Join(words, " ") != long {
		t.Errorf("the note was drawn as %q: want it wrapped whole", words)
	}
}
