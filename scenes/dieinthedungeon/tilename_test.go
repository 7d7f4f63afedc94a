package dieinthedungeon

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/ui"
)

// Every tile's name is drawn whole on its plaque, with a tenth of the
// plaque to spare for the wider hinting of other window sizes (play-test
// 23 #4: 'Collapsing Tunnel' lost its last letter, 'Crossroads Chapel'
// crossed the tile's border at 1024x576).
func TestTileNamesFitTheirPlaque(t *testing.T) {
	img := ebiten.NewImage(200, 200)
	defer img.Deallocate()
	m := &dd.Maps[0]
	for _, size := range []float64{tileSize, 72, 60, 98, 126} {
		f := size / tileSize
		plaque := size - 8*f
		for ti, tl := range dd.Tiles {
			if tl.Kind == dd.StartTile || tl.Kind == dd.EpicTile {
				continue
			}
			var words []string
			stop := ui.WatchText(func(s string, st ui.Style) {
				if st.Font == ui.Bold && strings.ContainsAny(s, "abcdefghijklmnopqrstuvwxyz") && !strings.HasPrefix(s, "Mi ") && !strings.HasPrefix(s, "Ag ") && !strings.HasPrefix(s, "Ma ") {
					words = append(words, s)
					if st.Size < ui.MinTextPx {
						t.Errorf("%.0f px tile: %q at %.1f px", size, s, st.Size)
					}
					if w := ui.Measure(s, st); w > plaque*0.9+0.01 {
						t.Errorf("%.0f px tile: %q is %.1f px on a %.1f px plaque", size, s, w, plaque)
					}
				}
			})
			drawFace(ui.NewCanvas(img, 1), m, 1, ti, layout.Rect{X: 10, Y: 10, W: size, H: size}, 1, 1, false)
			stop()
			// Whole at a readable size, or left to the tooltip where it has
			// no room (play-test 32); the solo maps' tiles have room.
			if got := strings.Join(words, " "); got != tl.Name && (got != "" || size >= 98) {
				t.Errorf("%.0f px tile: %q drawn for %q", size, got, tl.Name)
			}
		}
	}
}
