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

// A refusal's words stand by the pointer clear of what the table keeps in
// view, as a tooltip does: they covered the prompt's last lines.
func TestARefusalLeavesTheNextClicksPlacesClear(t *testing.T) {
	at := layout.Point{X: 600, Y: 400}
	// Above-right of the pointer, where the note stood by habit.
	button := ui.NewButton(layout.Rect{X: 560, Y: 300, W: 400, H: 96}, "Done", func() {})
	c := &Core[int]{note: note{text: "Pick a whole hero first.", at: at, tick: 1}, Group: ui.NewGroup(button)}
	_, r := c.noteBox()
	if !r.Intersect(button.Rect).Empty() || r.Contains(at) {
		t.Errorf("the refusal at %v covers the button at %v or the pointer %v", r, button.Rect, at)
	}
}

// A word by the pointer stays long enough to read, and ten seconds at
// most however long it is (play-test 26 read a creature's whole board,
// said so, as pinned over the table).
func TestANoteStaysTenSecondsAtMost(t *testing.T) {
	short := note{text: "Not now."}
	long := note{text: strings.Repeat("Health 8 (d8), Might 10 (d10). ", 40)}
	if short.life() != noteTicks {
		t.Errorf("a short note stays %d ticks, want %d", short.life(), noteTicks)
	}
	if long.life() != noteMost {
		t.Errorf("a long note stays %d ticks, want %d at most", long.life(), noteMost)
	}
}
