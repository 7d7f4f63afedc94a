package herodice

import (
	"fmt"
	"math"

	hd "github.com/herotable/herotable/engine/herodice"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/tablekit"
	"github.com/herotable/herotable/scenes/ui"
)

// The dungeon map: its tiles fitted to the map area, the hero token and
// the exits a click explores.

// mapFit is where the map's cells go: a cell's size and the origin.
type mapFit struct {
	size, x0, y0 float64
	minX, minY   int
}

// fitMap fits the placed cells (and a ring of empty cells round them for
// the exits) into area, 96 px a cell at most.
func fitMap(m []hd.Placed, mode hd.MapMode, area layout.Rect) mapFit {
	if mode == hd.Stack || len(m) == 0 {
		return mapFit{size: 160, x0: area.Center().X - 80, y0: area.Center().Y - 80}
	}
	minX, maxX, minY, maxY := m[0].X, m[0].X, m[0].Y, m[0].Y
	for _, p := range m {
		minX, maxX, minY, maxY = min(minX, p.X), max(maxX, p.X), min(minY, p.Y), max(maxY, p.Y)
	}
	minX, minY, maxX, maxY = minX-1, minY-1, maxX+1, maxY+1
	w, h := float64(maxX-minX+1), float64(maxY-minY+1)
	size := math.Min(120, math.Min((area.W-16)/w, (area.H-16)/h))
	return mapFit{size: size, minX: minX, minY: minY,
		x0: area.Center().X - w*size/2, y0: area.Center().Y - h*size/2}
}

// cell is the rect of map cell (x, y).
func (f mapFit) cell(x, y int) layout.Rect {
	return layout.Rect{X: f.x0 + float64(x-f.minX)*f.size, Y: f.y0 + float64(y-f.minY)*f.size, W: f.size, H: f.size}
}

// exit is the arrow of exit arg (map index×4 + direction): on the edge of
// the empty cell it leads to.
func (f mapFit) exit(m []hd.Placed, arg int) layout.Rect {
	i, d := arg/4, hd.Dir(arg%4)
	if i >= len(m) {
		return layout.Rect{}
	}
	dx, dy := d.Step()
	c := f.cell(m[i].X+dx, m[i].Y+dy).Center()
	s := f.size * 0.5
	return layout.Centered(c.X-float64(dx)*f.size*0.22, c.Y-float64(dy)*f.size*0.22, s, s)
}

func (t *Table) drawMap(c *ui.Canvas, st *hd.State, tr tray) {
	c.DarkPanel(mapArea)
	in := mapArea.Inset(6)
	c.Sprite("herodice/map/stone", in, ebiten.ColorScale{})
	m := fitMap(tr.Map, st.MapMode, mapArea)
	if st.MapMode == hd.Stack {
		if n := len(tr.Map); n > 0 {
			r := m.cell(0, 0)
			c.Sprite("herodice/tile/"+hd.ID(tr.Map[n-1].Card), r, ebiten.ColorScale{})
			c.Sprite("herodice/token/hero", layout.Centered(r.Center().X, r.Center().Y, 48, 48), ebiten.ColorScale{})
			c.TextShadow(fmt.Sprintf("%s in the stack", tablekit.Count(n, "card", "cards")), ui.Body, r.Center().X, r.Bottom()+22, ui.Center, ui.Cream)
		}
	} else {
		for i, p := range tr.Map {
			r := m.cell(p.X, p.Y)
			c.Sprite("herodice/tile/"+hd.ID(p.Card), r, ebiten.ColorScale{})
			if i == tr.Pos {
				k := m.size / 2
				c.Sprite("herodice/token/hero", layout.Centered(r.Center().X, r.Center().Y, k, k), ebiten.ColorScale{})
			}
		}
		if t.Mine() && st.Phase == hd.PhExplore {
			for _, e := range t.state().OpenExits() {
				if !t.state().Viable(e.Dir) { // public by counting (R17), masked in a view
					c.Sprite("herodice/exit/"+string("nesw"[e.Dir]), m.exit(tr.Map, e.Index*4+int(e.Dir)), ui.Alpha(0.3))
				}
			}
		}
		for _, cm := range t.cmds {
			if cm.Kind != hd.KMove || !t.Mine() {
				continue
			}
			r := m.exit(tr.Map, cm.Arg)
			c.Glow(r, 0.7)
			c.Sprite("herodice/exit/"+string("nesw"[cm.Arg%4]), r, ebiten.ColorScale{})
		}
	}
	c.Sprite("herodice/map/fog", in, ebiten.ColorScale{})
	c.TextShadow(fmt.Sprintf("Level %d", st.Level), ui.Label, mapArea.X+16, mapArea.Y+24, ui.Left, ui.Gold)
}
