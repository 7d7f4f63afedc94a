package scenes

import (
	"testing"

	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/play"
	"github.com/herotable/herotable/scenes/ui"
)

// The end buttons go where they say: the title, the game's setup, and a
// rematch, which opens a new table for the same game and seats with a new
// seed and leaves the old session's match alone.
func TestEndChoicesGoWhereTheySay(t *testing.T) {
	for i, want := range []string{"title", "setup", "table"} {
		h := newHost(t)
		s := newSession(t, "climb", "random,random", h.store)
		for !s.Over() {
			s.Think(100)
			s.PlayBot()
		}
		row := layout.CenteredRow(3, 640, 600, 150, 44, 12)
		e := NewEndChoices(s, row, EndLabels{SetupTip: "again", Again: "Play again", AgainTip: "same seats"})
		at := layout.Point{X: row[i].X + row[i].W/2, Y: row[i].Y + row[i].H/2}
		for _, f := range []ui.Frame{{Mouse: at, Moved: true}, {Mouse: at, Pressed: true, Down: true}, {Mouse: at, Released: true}} {
			if why := e.Update(&Context{Frame: &f, Host: h}); why != "" {
				t.Fatalf("button %d refused: %s", i, why)
			}
		}
		if h.scene == nil || h.scene.Name() != want {
			t.Fatalf("button %d opened %v, want the %s scene", i, h.scene, want)
		}
		if want != "table" {
			continue
		}
		table, ok := h.scene.(interface{ Session() *play.Session })
		if !ok {
			t.Fatalf("the rematch opened %T, which plays no session", h.scene)
		}
		next := table.Session()
		if next == s || next.Game() != "climb" || next.Players() != 2 || next.Match.Setup.Seed == s.Match.Setup.Seed || !s.Over() {
			t.Errorf("the rematch is not a new climb game for the same seats with a new seed")
		}
	}
}
