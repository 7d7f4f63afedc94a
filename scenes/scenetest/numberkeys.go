package scenetest

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/herotable/herotable/scenes/play"
	"github.com/herotable/herotable/scenes/ui"
)

// NumberKeyPlaysItsButton checks, at the viewer's decision now, that the
// number key a button's tooltip names plays what a click on that button
// plays (at: the table's clicks for a legal action): the keys follow the
// buttons as they read, not the engine's order of the legal actions.
func NumberKeyPlaysItsButton(t *testing.T, h *Host, s *play.Session, controls []ui.Control, at Clicker) {
	t.Helper()
	for _, c := range controls {
		b, ok := c.(*ui.Button)
		if !ok || b.Quick == 0 {
			continue
		}
		for _, a := range s.Legal() {
			clicks, ok := at(a)
			if !ok || len(clicks) != 1 || clicks[0].At != b.Rect {
				continue
			}
			before := len(s.Match.Log)
			h.Key(t, ebiten.Key1+ebiten.Key(b.Quick-1))
			h.Idle(t, 1)
			if len(s.Match.Log) <= before || s.Match.Log[before].Action != a {
				t.Fatalf("key %d (button %q) did not play %q", b.Quick, b.Label, s.ActionText(a))
			}
			return
		}
	}
	t.Fatal("no numbered button plays a legal action with one click")
}
