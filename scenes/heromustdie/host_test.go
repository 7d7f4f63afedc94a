package heromustdie

import (
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/play"
	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/scenetest"
	"github.com/herotable/herotable/scenes/ui"
)

// testHost is the shared test host (see scenetest.Host), so that
// tests here may add helpers of their own to it.
type testHost struct{ *scenetest.Host }

func newHost(t *testing.T, scene scenes.Scene, speed prefs.Speed) *testHost {
	h := scenetest.NewHost(t, scene, speed)
	h.DevMode = true
	return &testHost{h}
}

// shot draws the last frame again at full size, reads it back, writes it
// as name.png into $HMD_SHOTS (when set) and reports how many colours it
// has.
func (h *testHost) shot(t *testing.T, name string) int {
	t.Helper()
	full := ebiten.NewImage(layout.Width, layout.Height)
	defer full.Deallocate()
	f := ui.Frame{Tick: h.Tick, Speed: h.Prefs.Anim, Mouse: h.Mouse}
	h.Scene.Draw(ui.NewCanvas(full, 1), &scenes.Context{Frame: &f, Host: h})
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
	return scenetest.NewSession(t, hmd.GameID, seats, seed, "")
}

// settle runs frames until the table shows the position and waits.
func settle(t *testing.T, h *testHost, table *Table) {
	t.Helper()
	h.Settle(t, func() bool { return table.q.Busy() || table.LogLen != len(table.S.Match.Log) })
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
