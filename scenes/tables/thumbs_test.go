package tables

import (
	"bytes"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/herotable/herotable/saves"
	"github.com/herotable/herotable/scenes"
	"github.com/herotable/herotable/scenes/play"
	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/scenetest"
)

// TestSaveThumbnailCost: the save browser's thumbnail of each landed game
// is its own table drawn off-screen from the saved match (nothing is
// stored in the save). It measures what that costs per save, pixels read
// back included, and what storing the same picture as a PNG in every save
// would have cost instead; each thumbnail must show a table, not a blank.
// HEROTABLE_THUMBS=dir also writes the thumbnails and the browser there.
func TestSaveThumbnailCost(t *testing.T) {
	out := os.Getenv("HEROTABLE_THUMBS")
	for _, g := range []struct{ game, seats, opts string }{
		{"herohouse", "random,random,random,random", ""},
		{"dieinthedungeon", "random", "map=map2"},
		{"heromustdie", "random,random,random,random", ""},
	} {
		t.Run(g.game, func(t *testing.T) {
			s, err := play.Start(g.game, g.seats, 4, g.opts, nil)
			if err != nil {
				t.Fatal(err)
			}
			for range 30 {
				if !s.BotTurn() {
					break
				}
				s.Think(1)
				if _, err := s.PlayBot(); err != nil {
					t.Fatal(err)
				}
			}
			h := scenetest.NewHost(t, nil, prefs.Instant)
			if err := s.SaveAs(h.Store, "Mid-game"); err != nil {
				t.Fatal(err)
			}
			raw, _ := h.Store.Read("Mid-game")
			m, err := saves.Load(h.Store, "Mid-game")
			if err != nil {
				t.Fatal(err)
			}
			best, cold := time.Hour, time.Duration(0)
			var pix *image.RGBA
			for i := range 3 {
				start := time.Now()
				img := scenes.RenderThumb(h, m)
				if img == nil {
					t.Fatal("no thumbnail")
				}
				pix = image.NewRGBA(img.Bounds())
				img.ReadPixels(pix.Pix)
				best = min(best, time.Since(start))
				if i == 0 {
					cold = time.Since(start) // the game's art loaded too, if no table drew it yet
				}
				img.Deallocate()
			}
			colours := map[[3]uint8]bool{}
			for i := 0; i+3 < len(pix.Pix); i += 4 * 5 {
				colours[[3]uint8{pix.Pix[i], pix.Pix[i+1], pix.Pix[i+2]}] = true
			}
			if len(colours) < 50 {
				t.Errorf("the thumbnail has %d colours: blank?", len(colours))
			}
			var stored bytes.Buffer
			png.Encode(&stored, pix)
			t.Logf("%s: thumbnail %dx%d drawn in %v (best of 3; the first, %v); the save is %d bytes, a stored PNG of it would add %d (+%.0f%%)",
				g.game, pix.Bounds().Dx(), pix.Bounds().Dy(), best.Round(time.Millisecond/10), cold.Round(time.Millisecond), len(raw), stored.Len(), 100*float64(stored.Len())/float64(len(raw)))
			if out != "" {
				os.WriteFile(filepath.Join(out, g.game+"-thumb.png"), stored.Bytes(), 0o644)
				h.Scene = scenes.NewSaveBrowser(scenes.NewTitle(h))
				h.Idle(t, 8)
				h.Shot(t, out, g.game+"-browser")
			}
		})
	}
}
