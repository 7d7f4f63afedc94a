package dieinthedungeon

import (
	"image/png"
	"os"
	"path/filepath"
	"testing"

	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/prefs"
)

// While the dice are placed, the die chosen for each stat is marked so
// that it shows at a glance: a gold ring around its picker, which the
// others do not have (at 1024x576 the pressed face alone read as a
// slightly darker brown).
func TestTheChosenDiceAreMarked(t *testing.T) {
	_, table, h := newTable(t, "human,greedy", 4, "", prefs.Instant)
	h.Idle(t, 5)
	if !table.Mine() || table.state().Stage != dd.StLayout {
		t.Fatal("the Duel does not begin with the viewer placing the dice")
	}
	dir := t.TempDir()
	if d := os.Getenv("DIE_SHOTS"); d != "" {
		dir = d
	}
	h.Shot(t, dir, "layout")
	f, err := os.Open(filepath.Join(dir, "layout.png"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	gold := func(x, y float64) bool {
		r, g, b, _ := img.At(int(x), int(y)).RGBA()
		r, g, b = r>>8, g>>8, b>>8
		return r > 170 && g > 120 && b < 120 && r > b+80
	}
	// The share of the points 2 px around a picker (corners aside) that
	// are gold: a chosen die's ring is all round it; an unchosen die may
	// touch the ring of a chosen neighbour on one side and above or below
	// it (the pickers are 4 px apart), never more.
	ringed := func(r layout.Rect) float64 {
		n, gilt := 0, 0
		see := func(x, y float64) {
			n++
			if gold(x, y) {
				gilt++
			}
		}
		for x := r.X + 10; x <= r.Right()-10; x += 2 {
			see(x, r.Y-2)
			see(x, r.Bottom()+2)
		}
		for y := r.Y + 8; y <= r.Bottom()-8; y += 2 {
			see(r.X-2, y)
			see(r.Right()+2, y)
		}
		return float64(gilt) / float64(n)
	}
	for k := range layoutStats {
		_, dice := layoutPicker(k)
		for i, d := range dd.SetupDice {
			share := ringed(dice[i])
			chosen := table.layout[k] == d
			if chosen && share < 0.8 || !chosen && share > 0.6 {
				t.Errorf("%s %s (chosen %v): %.0f%% of the points around its picker are gold", layoutStats[k], d, chosen, 100*share)
			}
		}
	}
}
