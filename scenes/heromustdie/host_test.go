package heromustdie

import (
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/herotable/herotable/engine/bot"
	hmd "github.com/herotable/herotable/engine/heromustdie"
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
	mouse    layout.Point // the last frame's pointer
}

func newHost(t *testing.T, scene scenes.Scene, speed prefs.Speed) *testHost {
	s := prefs.Default()
	s.Anim = speed
	return &testHost{scene: scene, settings: s, store: saves.Dir(t.TempDir())}
}

func (h *testHost) GoTo(next scenes.Scene)             { h.scene = next }
func (h *testHost) Show(next scenes.Scene)             { h.scene = next }
func (h *testHost) Settings() prefs.Settings           { return h.settings }
func (h *testHost) SetSettings(s prefs.Settings) error { h.settings = s; return nil }
func (h *testHost) Saves() (saves.Store, error)        { return h.store, nil }
func (h *testHost) Quit()                              {}
func (h *testHost) CanQuit() bool                      { return true }
func (h *testHost) Dev() bool                          { return true }
func (h *testHost) Steady() bool                       { return true }

// frame runs one tick of the current scene with the given input, then
// draws it.
func (h *testHost) frame(t *testing.T, f ui.Frame) {
	t.Helper()
	h.tick++
	f.Tick, f.Speed = h.tick, h.settings.Anim
	h.mouse = f.Mouse
	ctx := &scenes.Context{Frame: &f, Host: h}
	if err := h.scene.Update(ctx); err != nil {
		t.Fatal(err)
	}
	if h.screen == nil {
		h.screen = ebiten.NewImage(layout.Width*scenetest.Small, layout.Height*scenetest.Small)
	}
	h.screen.Clear()
	h.scene.Draw(ui.NewCanvas(h.screen, scenetest.Small), ctx)
	if h.tick%scenetest.FlushEvery == 0 {
		scenetest.Flush(h.screen)
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

// shot draws the last frame again at full size, reads it back, writes it
// as name.png into $HMD_SHOTS (when set) and reports how many colours it
// has.
func (h *testHost) shot(t *testing.T, name string) int {
	t.Helper()
	full := ebiten.NewImage(layout.Width, layout.Height)
	defer full.Deallocate()
	f := ui.Frame{Tick: h.tick, Speed: h.settings.Anim, Mouse: h.mouse}
	h.scene.Draw(ui.NewCanvas(full, 1), &scenes.Context{Frame: &f, Host: h})
	img := image.NewRGBA(image.Rect(0, 0, layout.Width, layout.Height))
	full.ReadPixels(img.Pix)
	if dir := os.Getenv("HMD_SHOTS"); dir != "" {
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

// newSession starts Hero Must Die! with seats such as "human,greedy".
func newSession(t *testing.T, seats string, seed uint64) *play.Session {
	t.Helper()
	st, err := play.ParseSeats(seats)
	if err != nil {
		t.Fatal(err)
	}
	m, err := play.NewMatch(hmd.GameID, st, seed, nil)
	if err != nil {
		t.Fatal(err)
	}
	s, err := play.New(m, nil)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// settle runs frames until the table shows the position and waits.
func settle(t *testing.T, h *testHost, table *Table) {
	t.Helper()
	for range 3000 {
		h.idle(t, 1)
		if !table.q.Busy() && table.logLen == len(table.s.Match.Log) {
			h.idle(t, 2)
			return
		}
	}
	t.Fatal("the table never settled")
}

// reach plays the session (greedy for every seat, bots and humans) until
// want holds; it fails after limit actions.
func reach(t *testing.T, s *play.Session, limit int, want func(st *hmd.State) bool) {
	t.Helper()
	g, _ := bot.New(bot.Greedy, 9)
	for range limit {
		st := s.Match.State.(*hmd.State)
		if want(st) {
			return
		}
		if s.Over() {
			break
		}
		if s.BotTurn() {
			for !s.Think(256) {
			}
			if _, err := s.PlayBot(); err != nil {
				t.Fatal(err)
			}
			continue
		}
		if err := s.Play(bot.Choose(g, st, st.CurrentPlayer())); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatalf("the position wanted did not come in %d actions", limit)
}

// viewerAt gives the device to the seat to act (hot-seat) and opens a
// table on the session, settled.
func viewerAt(t *testing.T, s *play.Session, speed prefs.Speed) (*Table, *testHost) {
	t.Helper()
	s.Pass()
	table := New(s)
	h := newHost(t, table, speed)
	settle(t, h, table)
	return table, h
}

func TestMain(m *testing.M) { scenetest.Main(m, "heromustdie tests") }
