package scenetest

import (
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/saves"
	"github.com/herotable/herotable/scenes"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/play"
	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/stage"
	"github.com/herotable/herotable/scenes/ui"
)

// Host is a scenes.Host that records where the scenes go and draws each
// frame into an offscreen image at scale Small, as the app would.
type Host struct {
	Scene   scenes.Scene
	Prefs   prefs.Settings
	Store   saves.Store
	Tick    int
	Screen  *ebiten.Image
	Mouse   layout.Point // the last frame's pointer
	DevMode bool         // what Dev reports
	// Texts, when not nil, is every line of text the last frame drew.
	Texts []string
	// Taken: the last frame's click (a release) was used by the scene.
	Taken bool
	// Dry: frames are drawn dry (ui.SetDry): laid out, their texts told,
	// but no pixel drawn; drawing was most of a scene test's time. Shot and
	// the pixel checks draw their frame for real whatever Dry says. A new
	// host draws dry; a test that wants the GPU's part drawn every frame
	// too clears it.
	Dry     bool
	entered scenes.Scene // the scene last entered
}

// NewHost shows scene on a host with default settings at the given
// animation speed and saves in a temporary folder.
func NewHost(t *testing.T, scene scenes.Scene, speed prefs.Speed) *Host {
	s := prefs.Default()
	s.Anim = speed
	return &Host{Scene: scene, Prefs: s, Store: saves.Dir(t.TempDir()), Dry: true}
}

func (h *Host) GoTo(next scenes.Scene)             { h.Scene = next }
func (h *Host) Show(next scenes.Scene)             { h.Scene = next }
func (h *Host) Settings() prefs.Settings           { return h.Prefs }
func (h *Host) SetSettings(s prefs.Settings) error { h.Prefs = s; return nil }
func (h *Host) Saves() (saves.Store, error)        { return h.Store, nil }
func (h *Host) Quit()                              {}
func (h *Host) CanQuit() bool                      { return true }
func (h *Host) Dev() bool                          { return h.DevMode }
func (h *Host) Steady() bool                       { return true }

// Frame runs one tick of the current scene with the given input, then
// draws it.
func (h *Host) Frame(t *testing.T, f ui.Frame) {
	t.Helper()
	h.Tick++
	f.Tick, f.Speed = h.Tick, h.Prefs.Anim
	h.Mouse = f.Mouse
	ctx := &scenes.Context{Frame: &f, Host: h}
	h.enter(ctx)
	if err := h.Scene.Update(ctx); err != nil {
		t.Fatal(err)
	}
	h.Taken = f.Released && !f.Click()
	h.enter(ctx) // as the app does: a scene gone to is entered before it is drawn
	if h.Screen == nil {
		h.Screen = ebiten.NewImage(layout.Width*Small, layout.Height*Small)
	}
	if h.Dry {
		ui.SetDry(true)
		defer ui.SetDry(false)
	} else {
		h.Screen.Clear()
	}
	if h.Texts != nil {
		h.Texts = h.Texts[:0]
	}
	stop := ui.WatchText(func(s string, _ ui.Style) {
		if h.Texts != nil {
			h.Texts = append(h.Texts, s)
		}
		if unresolved(s) {
			t.Errorf("frame %d of %s draws %q: a seat marker was never replaced by a name", h.Tick, h.Scene.Name(), s)
		}
	})
	h.Scene.Draw(ui.NewCanvas(h.Screen, Small), ctx)
	stop()
	if h.Tick%FlushEvery == 0 && !h.Dry {
		Flush(h.Screen)
	}
}

// Enter enters the scene shown now, as the app does before its first
// frame, so that a test can find where to click in that frame.
func (h *Host) Enter() {
	f := ui.Frame{Tick: h.Tick + 1, Speed: h.Prefs.Anim, Mouse: layout.Point{X: -1, Y: -1}}
	h.enter(&scenes.Context{Frame: &f, Host: h})
}

// enter calls Enter on a scene the first time it is the one shown.
func (h *Host) enter(ctx *scenes.Context) {
	if h.Scene != h.entered {
		h.entered = h.Scene
		stage.Enter(h.Scene, ctx)
	}
}

// unresolved reports whether s still holds an engine.Who seat marker
// ("{P2}"), which engine.Names turns into a name before any text may reach
// the screen: Names, given no names, changes exactly such a string.
func unresolved(s string) bool { return engine.Names(s, nil) != s }

// Idle runs n ticks with the pointer off the screen.
func (h *Host) Idle(t *testing.T, n int) {
	t.Helper()
	for range n {
		h.Frame(t, ui.Frame{Mouse: layout.Point{X: -1, Y: -1}})
	}
}

// Key runs a tick with keys pressed and the pointer off the screen.
func (h *Host) Key(t *testing.T, keys ...ebiten.Key) {
	t.Helper()
	h.Frame(t, ui.Frame{Mouse: layout.Point{X: -1, Y: -1}, Keys: keys})
}

// Click presses and releases the mouse at p, over two ticks.
func (h *Host) Click(t *testing.T, p layout.Point) {
	t.Helper()
	h.ClickShift(t, p, false)
}

// ClickShift is Click with the shift key held or not.
func (h *Host) ClickShift(t *testing.T, p layout.Point, shift bool) {
	t.Helper()
	h.Frame(t, ui.Frame{Mouse: p, Pressed: true, Down: true, Moved: true, Shift: shift})
	h.Frame(t, ui.Frame{Mouse: p, Released: true, Shift: shift})
}

// Shot draws the last frame again at full size, reads it back, writes it
// as name.png into dir (unless dir is "") and reports how many colours it
// has (a sample of its pixels).
func (h *Host) Shot(t *testing.T, dir, name string) int {
	t.Helper()
	img := h.pixels(t)
	if dir != "" {
		f, err := os.Create(filepath.Join(dir, name+".png"))
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		if err := png.Encode(f, img); err != nil {
			t.Fatal(err)
		}
	}
	colours := map[[3]uint8]bool{}
	for i := 0; i+3 < len(img.Pix); i += 4 * 7 {
		colours[[3]uint8{img.Pix[i], img.Pix[i+1], img.Pix[i+2]}] = true
	}
	return len(colours)
}

// NewSession starts the game with the given id, seats such as
// "human,greedy" and options such as "map=map1" ("" for none).
func NewSession(t *testing.T, game, seats string, seed uint64, opts string) *play.Session {
	t.Helper()
	s, err := play.Start(game, seats, seed, opts, nil)
	if err != nil {
		t.Fatal(err)
	}
	return s
}
