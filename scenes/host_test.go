package scenes

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	_ "github.com/herotable/herotable/engine/toys"
	"github.com/herotable/herotable/saves"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/ui"
)

// testHost is a Host that records where the scenes go.
type testHost struct {
	scene    Scene
	settings prefs.Settings
	stored   []prefs.Settings
	store    saves.Store
	dev      bool
	quit     bool
	tick     int
	live     bool // not Steady: bots think as in the running app
}

func newHost(t *testing.T) *testHost {
	return &testHost{settings: prefs.Default(), store: saves.Dir(t.TempDir()), dev: true}
}

func (h *testHost) GoTo(next Scene)          { h.scene = next }
func (h *testHost) Show(next Scene)          { h.scene = next }
func (h *testHost) Settings() prefs.Settings { return h.settings }
func (h *testHost) SetSettings(s prefs.Settings) error {
	h.settings = s
	h.stored = append(h.stored, s)
	return nil
}
func (h *testHost) Saves() (saves.Store, error) { return h.store, nil }
func (h *testHost) Quit()                       { h.quit = true }
func (h *testHost) CanQuit() bool               { return true }
func (h *testHost) Dev() bool                   { return h.dev }
func (h *testHost) Steady() bool                { return !h.live }

// frame runs one tick of the current scene with the given input.
func (h *testHost) frame(t *testing.T, f ui.Frame) {
	t.Helper()
	h.tick++
	f.Tick, f.Speed = h.tick, h.settings.Anim
	if err := h.scene.Update(&Context{Frame: &f, Host: h}); err != nil {
		t.Fatal(err)
	}
}

// idle runs n ticks without input.
func (h *testHost) idle(t *testing.T, n int) {
	for range n {
		h.frame(t, ui.Frame{Mouse: layout.Point{X: -1, Y: -1}})
	}
}

// click presses and releases the mouse at p, over two ticks.
func (h *testHost) click(t *testing.T, p layout.Point) {
	t.Helper()
	h.frame(t, ui.Frame{Mouse: p, Pressed: true, Down: true})
	h.frame(t, ui.Frame{Mouse: p, Released: true})
}

func (h *testHost) key(t *testing.T, k ebiten.Key, ctrl bool) {
	h.frame(t, ui.Frame{Mouse: layout.Point{X: -1, Y: -1}, Keys: []ebiten.Key{k}, Ctrl: ctrl})
}

func (h *testHost) name() string {
	if h.scene == nil {
		return ""
	}
	return h.scene.Name()
}
