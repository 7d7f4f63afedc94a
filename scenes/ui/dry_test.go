package ui

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/herotable/herotable/scenes/layout"
)

// Drawn dry, a canvas still tells the text watchers every line, and a
// layer paints as often as it would (its still part's texts are told when
// it is painted afresh), on no image of its own.
func TestDryDrawingStillTellsTheTexts(t *testing.T) {
	SetDry(true)
	defer SetDry(false)
	img := ebiten.NewImage(64, 64)
	defer img.Deallocate()
	var seen []string
	stop := WatchText(func(s string, _ Style) { seen = append(seen, s) })
	defer stop()
	c := NewCanvas(img, 1)
	var l Layer
	paints := 0
	paint := func(c *Canvas) {
		paints++
		c.RoundRect(layout.Rect{W: 20, H: 10}, 3, Gold)
		c.Text("still", Body, 5, 5, Left, Cream)
	}
	for range 3 {
		l.Draw(c, paint)
		c.CachedText("moving", Body, 5, 20, Cream)
	}
	l.Invalidate()
	l.Draw(c, paint)
	if paints != 2 {
		t.Errorf("the layer painted %d times in four frames with one change, want 2", paints)
	}
	if l.img != nil {
		t.Error("a dry layer holds an image")
	}
	want := []string{"still", "moving", "moving", "moving", "still"}
	if len(seen) != len(want) {
		t.Fatalf("the watchers were told %q, want %q", seen, want)
	}
	for i := range want {
		if seen[i] != want[i] {
			t.Fatalf("the watchers were told %q, want %q", seen, want)
		}
	}
}
