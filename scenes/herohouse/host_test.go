package herohouse

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/herotable/herotable/saves"
	"github.com/herotable/herotable/scenes"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/play"
	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/scenetest"
	"github.com/herotable/herotable/scenes/ui"
)

// testHost is a Host that records where the scenes go and draws each
// frame into an offscreen image, as the app would.
type testHost struct {
	scene    scenes.Scene
	settings prefs.Settings
	store    saves.Store
	tick     int
	screen   *ebiten.Image
	draw     bool
}

func newHost(t *testing.T, scene scenes.Scene, speed prefs.Speed) *testHost {
	s := prefs.Default()
	s.Anim = speed
	return &testHost{scene: scene, settings: s, store: saves.Dir(t.TempDir()), draw: true}
}

func (h *testHost) GoTo(next scenes.Scene)             { h.scene = next }
func (h *testHost) Show(next scenes.Scene)             { h.scene = next }
func (h *testHost) Settings() prefs.Settings           { return h.settings }
func (h *testHost) SetSettings(s prefs.Settings) error { h.settings = s; return nil }
func (h *testHost) Saves() (saves.Store, error)        { return h.store, nil }
func (h *testHost) Quit()                              {}
func (h *testHost) CanQuit() bool                      { return true }
func (h *testHost) Dev() bool                          { return false }
func (h *testHost) Steady() bool                       { return true }

// frame runs one tick of the current scene with the given input, then
// draws it.
func (h *testHost) frame(t *testing.T, f ui.Frame) {
	t.Helper()
	h.tick++
	f.Tick, f.Speed = h.tick, h.settings.Anim
	ctx := &scenes.Context{Frame: &f, Host: h}
	if err := h.scene.Update(ctx); err != nil {
		t.Fatal(err)
	}
	if h.draw {
		if h.screen == nil {
			h.screen = ebiten.NewImage(layout.Width*scenetest.Small, layout.Height*scenetest.Small)
		}
		h.screen.Clear()
		h.scene.Draw(ui.NewCanvas(h.screen, scenetest.Small), ctx)
		if h.tick%scenetest.FlushEvery == 0 {
			scenetest.Flush(h.screen)
		}
	}
}

func (h *testHost) idle(t *testing.T, n int) {
	t.Helper()
	for range n {
		h.frame(t, ui.Frame{Mouse: layout.Point{X: -1, Y: -1}})
	}
}

// click presses and releases the mouse at p, over two ticks.
func (h *testHost) click(t *testing.T, p layout.Point) {
	t.Helper()
	h.frame(t, ui.Frame{Mouse: p, Pressed: true, Down: true, Moved: true})
	h.frame(t, ui.Frame{Mouse: p, Released: true})
}

// newSession starts Hero House with seats such as "human,bot".
func newSession(t *testing.T, seats string, seed uint64) *play.Session {
	t.Helper()
	st, err := play.ParseSeats(seats)
	if err != nil {
		t.Fatal(err)
	}
	m, err := play.NewMatch("herohouse", st, seed, nil)
	if err != nil {
		t.Fatal(err)
	}
	s, err := play.New(m, nil)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestMain(m *testing.M) { scenetest.Main(m, "herohouse tests") }
