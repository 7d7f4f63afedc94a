package game

import (
	"strings"
	"testing"
	"time"

	"github.com/herotable/herotable/engine"
	_ "github.com/herotable/herotable/engine/toys"
	"github.com/herotable/herotable/scenes"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/play"
	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/ui"
)

func TestFadeAlpha(t *testing.T) {
	tests := []struct {
		count, length int
		want          float32
	}{
		{20, 20, 0}, {10, 20, 0.5}, {0, 20, 1}, {5, 0, 1},
	}
	for _, tt := range tests {
		if got := fadeAlpha(tt.count, tt.length); got != tt.want {
			t.Errorf("fadeAlpha(%d,%d) = %v, want %v", tt.count, tt.length, got, tt.want)
		}
	}
}

func TestKeyRepeat(t *testing.T) {
	var fired []int
	for d := 0; d <= repeatDelay+2*repeatEvery; d++ {
		if repeats(d) {
			fired = append(fired, d)
		}
	}
	want := []int{repeatDelay + repeatEvery, repeatDelay + 2*repeatEvery}
	if len(fired) != 2 || fired[0] != want[0] || fired[1] != want[1] {
		t.Errorf("a held key repeats at ticks %v, want %v", fired, want)
	}
}

// countScene counts its updates.
type countScene struct {
	name    string
	updates int
}

func (c *countScene) Name() string                     { return c.name }
func (c *countScene) Update(*scenes.Context) error     { c.updates++; return nil }
func (c *countScene) Draw(*ui.Canvas, *scenes.Context) {}

func TestSceneManagerCrossFades(t *testing.T) {
	var m sceneManager
	a, b := &countScene{name: "a"}, &countScene{name: "b"}
	ctx := &scenes.Context{Frame: &ui.Frame{}}
	m.goTo(a, 10) // the first scene shows at once
	if m.transitioning() || m.scene() != a {
		t.Fatal("the first scene fades in")
	}
	m.update(ctx)
	m.goTo(b, 4)
	if m.scene() != b || !m.transitioning() {
		t.Fatal("GoTo does not start a transition to b")
	}
	for range 4 {
		m.update(ctx)
	}
	// The new scene, drawn over the old, is the one that updates (and takes
	// the input) from the fade's first frame; the old one stands still.
	if m.transitioning() || m.current != b || a.updates != 1 || b.updates != 4 {
		t.Errorf("after the fade: transitioning %v, a updated %d, b updated %d", m.transitioning(), a.updates, b.updates)
	}
	if !ctx.NeedsRedraw() {
		t.Error("a fade does not ask to be drawn")
	}
	m.update(ctx)
	if b.updates != 5 {
		t.Error("the new scene does not update after the fade")
	}
	m.goTo(a, 0)
	if m.transitioning() || m.scene() != a {
		t.Error("an instant switch fades")
	}
}

// A fade lasts its length by the wall clock too: where frames come slower
// than 60 a second (a software-rendered window), it does not stretch to
// one tick a frame.
func TestASlowFadeEndsOnTimeByTheClock(t *testing.T) {
	at := time.Unix(0, 0)
	m := sceneManager{clock: func() time.Time { return at }}
	a, b := &countScene{name: "a"}, &countScene{name: "b"}
	ctx := &scenes.Context{Frame: &ui.Frame{}}
	m.goTo(a, 0)
	m.goTo(b, 20) // 333 ms at 60 ticks a second
	frames := 0
	for m.transitioning() && frames < 100 {
		at = at.Add(100 * time.Millisecond) // a frame every 100 ms, one tick each
		m.update(ctx)
		frames++
	}
	if frames != 4 {
		t.Errorf("a 20-tick fade at 10 frames a second took %d frames, want 4 (400 ms)", frames)
	}
	m.goTo(a, 20) // with the clock standing still it counts its ticks
	frames = 0
	for m.transitioning() && frames < 100 {
		m.update(ctx)
		frames++
	}
	if frames != 20 {
		t.Errorf("a 20-tick fade took %d ticks at full speed, want 20", frames)
	}
}

func TestSettingsPersistAndToggle(t *testing.T) {
	st := &prefs.Settings{}
	*st = prefs.Default()
	s := loadSettings(prefs.Memory{S: st}, true)
	s.toggleFullscreen()
	if !s.cur.Fullscreen || !st.Fullscreen {
		t.Errorf("F11: current %+v, stored %+v", s.cur, *st)
	}
	if err := s.set(prefs.Settings{Anim: "warp", Scale: 1}); err == nil {
		t.Error("a bad speed was accepted")
	}
	if s.cur.Anim != prefs.Normal {
		t.Errorf("a refused setting changed the current ones: %+v", s.cur)
	}
}

func TestFirstScene(t *testing.T) {
	t.Setenv(prefs.EnvConfig, t.TempDir())
	base := Config{Saves: t.TempDir(), Shot: "unused.png", Frames: 1}
	tests := []struct {
		name    string
		edit    func(c *Config)
		scene   string
		wantErr string
	}{
		{"default", func(c *Config) {}, "title", ""},
		{"settings", func(c *Config) { c.Scene = "settings" }, "settings", ""},
		{"setup", func(c *Config) { c.Scene, c.Game, c.Dev = "setup", "climb", true }, "setup", ""},
		{"hidden without -dev", func(c *Config) { c.Scene, c.Game = "setup", "climb" }, "", "add -dev"},
		{"rules of a coming game", func(c *Config) { c.Scene, c.Game = "rules", "heroica" }, "rules", ""},
		{"unknown game", func(c *Config) { c.Scene, c.Game = "rules", "chess" }, "", "no such game"},
		{"table", func(c *Config) { c.Scene, c.Game, c.Dev, c.Seats = "table", "climb", true, "human,bot" }, "table", ""},
		{"watch", func(c *Config) { c.Game, c.Dev, c.Watch = "climb", true, true }, "table", ""},
		{"menu", func(c *Config) { c.Scene, c.Game, c.Dev = "menu", "tictactoe", true }, "menu", ""},
		{"pass", func(c *Config) { c.Scene, c.Game, c.Dev = "pass", "climb", true }, "pass", ""},
		{"no pass", func(c *Config) { c.Scene, c.Game, c.Dev = "pass", "tictactoe", true }, "", "needs no pass screen"},
		{"bad seats", func(c *Config) { c.Scene, c.Game, c.Dev, c.Seats = "table", "climb", true, "human,elf" }, "", "-seats"},
		{"bad scene", func(c *Config) { c.Scene = "credits" }, "", "want one of"},
		{"missing save", func(c *Config) { c.Load = "/nonexistent/x.htsave" }, "", "-load"},
		{"bad speed", func(c *Config) { c.Anim = "warp" }, "", "-anim"},
	}
	for _, tt := range tests {
		cfg := base
		tt.edit(&cfg)
		a, err := New(cfg)
		switch {
		case tt.wantErr != "" && (err == nil || !strings.Contains(err.Error(), tt.wantErr)):
			t.Errorf("%s: error %v, want %q", tt.name, err, tt.wantErr)
		case tt.wantErr == "" && err != nil:
			t.Errorf("%s: %v", tt.name, err)
		case err == nil && a.Scene().Name() != tt.scene:
			t.Errorf("%s: opened %q, want %q", tt.name, a.Scene().Name(), tt.scene)
		}
		if a != nil {
			a.cleanup()
		}
	}
}

func TestTestRunsKeepThePlayersSettingsAndSaves(t *testing.T) {
	dir := t.TempDir()
	t.Setenv(prefs.EnvConfig, dir)
	store, _ := prefs.DefaultStore()
	if err := store.Save(prefs.Settings{Anim: prefs.Instant, Fullscreen: true, Scale: 2}); err != nil {
		t.Fatal(err)
	}
	a, err := New(Config{Shot: "x.png", Frames: 1, Game: "climb", Dev: true, Watch: true})
	if err != nil {
		t.Fatal(err)
	}
	defer a.cleanup()
	if a.Settings() != prefs.Default() {
		t.Errorf("a screenshot run uses the player's settings %+v", a.Settings())
	}
	if a.tmpSaves == "" {
		t.Error("a screenshot run without -saves autosaves among the player's saves")
	}
	// Climb's own table or the generic one, as the tests of the package
	// link the tables in or not.
	tb, ok := a.Scene().(interface{ Session() *play.Session })
	if !ok {
		t.Fatalf("a screenshot run of a table opened %T", a.Scene())
	}
	if tb.Session().Match.Setup.Seed != 1 {
		t.Error("a screenshot run does not fix the seed")
	}
	for _, s := range tb.Session().Match.Setup.Seats {
		if s.Kind != engine.Bot {
			t.Error("-watch left a human seat")
		}
	}
}

// buttonScene is a scene with one button, and a still layer to repaint.
type buttonScene struct {
	group    *ui.Group
	clicks   int
	repaints int
}

func newButtonScene() *buttonScene {
	s := &buttonScene{}
	s.group = ui.NewGroup(ui.NewButton(layout.Rect{X: 100, Y: 100, W: 100, H: 40}, "Start", func() { s.clicks++ }))
	return s
}

func (s *buttonScene) Name() string                     { return "buttons" }
func (s *buttonScene) Update(ctx *scenes.Context) error { s.group.Update(ctx.Frame); return nil }
func (s *buttonScene) Draw(*ui.Canvas, *scenes.Context) {}
func (s *buttonScene) Repaint()                         { s.repaints++ }

// A click at the first frames after a scene change, while the new scene
// fades in, is the new scene's: the control drawn takes it, whether the
// press and release both come during the fade or the release after it.
func TestClicksDuringTheFadeReachTheNewScene(t *testing.T) {
	for _, pressAt := range []int{0, 1, TransitionTicks - 1} {
		var m sceneManager
		old, next := newButtonScene(), newButtonScene()
		tick := 0
		frame := func(f ui.Frame) {
			tick++
			f.Tick = tick
			if err := m.update(&scenes.Context{Frame: &f}); err != nil {
				t.Fatal(err)
			}
		}
		m.goTo(old, 0)
		frame(ui.Frame{Mouse: layout.Point{X: -1, Y: -1}})
		m.goTo(next, TransitionTicks)
		for range pressAt {
			frame(ui.Frame{Mouse: layout.Point{X: -1, Y: -1}})
		}
		p := layout.Point{X: 150, Y: 120}
		frame(ui.Frame{Mouse: p, Moved: true, Pressed: true, Down: true})
		frame(ui.Frame{Mouse: p, Released: true})
		if next.clicks != 1 || old.clicks != 0 {
			t.Errorf("a click %d frames into the fade: the new scene took %d, the old one %d", pressAt, next.clicks, old.clicks)
		}
	}
}

// The first frames after a scene change are drawn in full: every still
// layer is painted afresh (what the fade painted is not left on screen).
func TestFramesAfterASceneChangeAreRepainted(t *testing.T) {
	var m sceneManager
	a, b := newButtonScene(), newButtonScene()
	ctx := &scenes.Context{Frame: &ui.Frame{}}
	m.goTo(a, 0)
	m.update(ctx)
	for m.repaint() {
		m.repaintScenes()
	}
	m.update(ctx)
	if m.repaint() {
		t.Error("a frame long after the change is drawn in full")
	}
	m.goTo(b, 3)
	for range 3 {
		m.update(ctx)
	}
	n := 0
	for m.repaint() {
		m.repaintScenes()
		n++
	}
	if n == 0 || b.repaints != n {
		t.Errorf("after the fade to b: %d frames in full, b repainted %d times", n, b.repaints)
	}
}
