package scenetest

import (
	"testing"

	"github.com/herotable/herotable/scenes/tablekit"
	"github.com/herotable/herotable/scenes/ui"
)

// ZoomOn right-clicks the first of this tick's spots that want picks and
// returns it and what the zoom then shows (nil if it opened none); it
// fails when no spot is wanted.
func ZoomOn[K comparable](t *testing.T, h *Host, c *tablekit.Core[K], want func(s *tablekit.Spot[K]) bool) (clicked, zoomed *tablekit.Spot[K]) {
	t.Helper()
	for _, s := range c.Spots.Order {
		if want(s) {
			h.Frame(t, ui.Frame{Mouse: s.Rect.Center(), Inspect: true})
			return s, c.Zoomed()
		}
	}
	t.Fatal("no spot to zoom on")
	return nil, nil
}
