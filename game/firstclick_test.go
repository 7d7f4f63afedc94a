package game

import (
	"testing"

	_ "github.com/herotable/herotable/engine/games"
	"github.com/herotable/herotable/scenes"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/prefs"
	_ "github.com/herotable/herotable/scenes/tables"
	"github.com/herotable/herotable/scenes/ui"
)

// The title and the setup take a click at the first frame after each
// scene change, through the app's scene manager and its cross-fades (the
// play-test's first click on "+" in setup, and on Start, did nothing): a
// tile pressed in the title's first frame opens the setup; "+" pressed in
// the setup's first frame, as it fades in over the title, adds a player;
// Start pressed in the first frame after that opens the table (once the
// setup has said it is setting it).
func TestTitleAndSetupTakeAClickAtTheirFirstFrame(t *testing.T) {
	t.Setenv(prefs.EnvConfig, t.TempDir())
	a, err := New(Config{Saves: t.TempDir(), Shot: "unused.png", Frames: 1})
	if err != nil {
		t.Fatal(err)
	}
	defer a.cleanup()
	frame := func(f ui.Frame) {
		a.tick++
		f.Tick, f.Speed = a.tick, a.settings.cur.Anim
		if err := a.manager.update(&scenes.Context{Frame: &f, Host: a}); err != nil {
			t.Fatal(err)
		}
	}
	click := func(p layout.Point) {
		frame(ui.Frame{Mouse: p, Moved: true, Pressed: true, Down: true})
		frame(ui.Frame{Mouse: p, Released: true})
	}
	tile := -1
	for i, g := range scenes.Catalogue {
		if g.ID == "herohouse" {
			tile = i
		}
	}
	click(layout.TitleTiles[tile].Center())
	setup, ok := a.Scene().(*scenes.Setup)
	if !ok || !a.manager.transitioning() {
		t.Fatalf("a click on a tile at the title's first frame went to %q (fading %v)", a.Scene().Name(), a.manager.transitioning())
	}
	n := len(setup.Seats())
	plus, start := setup.Buttons()
	click(plus.Rect.Center())
	if got := len(setup.Seats()); got != n+1 {
		t.Fatalf("a click on + at the setup's first frame, as it fades in: %d players, want %d", got, n+1)
	}
	if !a.manager.transitioning() {
		t.Fatal("the click was not during the fade")
	}
	click(start.Rect.Center())
	for range 5 { // the setup says it sets the table, then builds it
		frame(ui.Frame{Mouse: start.Rect.Center()})
	}
	switch name := a.Scene().Name(); name {
	case "table", "opening", "pass":
	default:
		t.Fatalf("a click on Start at the first frame after + went to %q", name)
	}
}
