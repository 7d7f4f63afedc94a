package dieinthedungeon

import (
	"image"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/herotable/herotable/engine"
	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/scenetest"
	"github.com/herotable/herotable/scenes/ui"
)

// A cleared tile's heroes are beaten: its tooltip says who cleared it
// rather than listing its heroes as if they waited there, and its figures
// are drawn faded and struck (play-test 35 #1: after the Hideout was
// cleared its Rogue and Wizard still stood on it, and its tooltip said
// "Heroes: a Rogue and a Wizard.").
func TestClearedTilesShowTheirHeroesBeaten(t *testing.T) {
	s := newSession(t, "human,human", 3, "")
	cleared := func(st *dd.State) int {
		for i, c := range st.Slots {
			if c.Open && c.Explored && c.Tile >= 0 && len(dd.Tiles[c.Tile].Heads) > 0 && dd.Tiles[c.Tile].Kind != dd.EpicTile {
				return i
			}
		}
		return -1
	}
	if !scenetest.ReachWith(t, s, 400, 16, scenetest.Greedy(2), func(st *dd.State) bool { return cleared(st) >= 0 }) {
		t.Fatal("no tile cleared")
	}
	table := New(s)
	scenetest.Settled(t, table, &table.Core)
	st := s.Match.State.(*dd.State)
	i := cleared(st)
	by := table.explorers(len(st.Slots))[i]
	if by == engine.NoPlayer {
		t.Fatal("the log does not say who explored the tile")
	}
	tip := TileTip(table.q.Shown, i, s.Names(), by)
	if strings.Contains(tip, "Heroes: ") || !strings.Contains(tip, "Cleared by "+s.Names()[by]+".") {
		t.Errorf("a cleared tile's tooltip:\n%s", tip)
	}
	if !Beaten(table.q.Shown, i) {
		t.Error("the shown tile is not beaten")
	}

	// Drawn beaten, its heads are struck through in the loss colour.
	tile := st.Slots[i].Tile
	m := &dd.Maps[st.Map]
	r := layout.Rect{X: 10, Y: 10, W: 100, H: 100}
	ink := func(beaten bool) int {
		img := ebiten.NewImage(120, 120)
		defer img.Deallocate()
		drawFace(ui.NewCanvas(img, 1), m, i, tile, r, 1, 1, beaten)
		pix := image.NewRGBA(image.Rect(0, 0, 120, 120))
		img.ReadPixels(pix.Pix)
		n := 0
		for y := int(headsRow(r).Y); y < int(headsRow(r).Bottom()); y++ {
			for x := int(r.X); x < int(r.Right()); x++ {
				c := pix.RGBAAt(x, y)
				lr, lg, lb, _ := ui.Loss.RGBA()
				if d := abs(int(c.R)-int(lr>>8)) + abs(int(c.G)-int(lg>>8)) + abs(int(c.B)-int(lb>>8)); d < 60 {
					n++
				}
			}
		}
		return n
	}
	if waiting, beaten := ink(false), ink(true); beaten < waiting+20 {
		t.Errorf("beaten heads show %d struck pixels, waiting ones %d", beaten, waiting)
	}
}

func abs(n int) int { return max(n, -n) }
