package dieinthedungeon

import (
	"fmt"
	"slices"

	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/tablekit"
	"github.com/herotable/herotable/scenes/ui"
)

// Far Sight may look at any face-down tile of the map: more than the
// prompt's flow of buttons holds (some gave way, and which changed after
// each peek). Its buttons are a grid instead, one per tile in the map's
// order, numbered as the tiles are numbered on the map; a tile looked at
// keeps its place, disabled, so no button moves.

const farRows = 3

// farSightGrid lays Far Sight's buttons: peeks in map order, numbered,
// in rows of equal cells (as many columns as they need), then the rest
// (Continue) at the end of the last row; false when a cell would be too
// narrow for its number (the flow lays them then). nums is each peek
// tile's number.
func farSightGrid(cmds []Command, st *dd.State) (placed []tablekit.Placed[Command], nums map[int]int, ok bool) {
	var peeks, rest []Command
	restW := 0.0
	for _, c := range cmds {
		if c.Kind == dd.KPeek {
			peeks = append(peeks, c)
		} else {
			rest = append(rest, c)
			restW += buttonW(c) + buttonGap
		}
	}
	r := PromptButtons
	cols := 5
	for ; cols <= 14; cols++ {
		w := farCellW(cols)
		if len(peeks)+int(restW/(w+buttonGap)+0.999) <= cols*farRows {
			break
		}
	}
	if cols > 14 {
		return nil, nil, false
	}
	w := farCellW(cols)
	wide := w >= 96 // room for the tile's kind beside its number
	slices.SortStableFunc(peeks, func(a, b Command) int { return a.Arg - b.Arg })
	m := &dd.Maps[st.Map]
	nums = map[int]int{}
	for i, c := range peeks {
		n := i + 1
		nums[c.Arg] = n
		name := slotKindName(m.Slots[c.Arg])
		looked := c.Where.Kind != AtTile // held: looked at
		switch {
		case looked && wide:
			c.Label = fmt.Sprintf("%d · seen", n)
		case looked && ui.Measure(fmt.Sprintf("%d seen", n), buttonStyle)+22 <= w:
			c.Label = fmt.Sprintf("%d seen", n)
		case looked:
			// Its number alone, greyed (its tooltip says it was looked at):
			// "13 s…" was cut (play-test 14).
			c.Label = fmt.Sprint(n)
		case wide:
			c.Label = fmt.Sprintf("%d · %s", n, name)
		default:
			c.Label = fmt.Sprint(n)
		}
		c.Tip = fmt.Sprintf("Tile %d on the map (%s). %s", n, name, c.Tip)
		x, y := r.X+float64(i%cols)*(w+buttonGap), r.Y+float64(i/cols)*(buttonH+buttonGap)
		placed = append(placed, tablekit.Placed[Command]{Cmd: c, Rect: layout.Rect{X: x, Y: y, W: w, H: buttonH}})
	}
	x := r.Right()
	y := r.Y + (farRows-1)*(buttonH+buttonGap)
	for j := len(rest) - 1; j >= 0; j-- {
		bw := buttonW(rest[j])
		x -= bw
		placed = append(placed, tablekit.Placed[Command]{Cmd: rest[j], Rect: layout.Rect{X: x, Y: y, W: bw, H: buttonH}})
		x -= buttonGap
	}
	return placed, nums, true
}

// farCellW is the width of a Far Sight button in cols columns.
func farCellW(cols int) float64 {
	return (PromptButtons.W - float64(cols-1)*buttonGap) / float64(cols)
}

// drawFarNumbers numbers the tiles Far Sight offers on the map, as their
// buttons are numbered.
func (t *Table) drawFarNumbers(c *ui.Canvas, st *dd.State, m *dd.Map) {
	for i, n := range t.farNums {
		if i < 0 || i >= len(m.Slots) {
			continue
		}
		cx, cy := farNumberAt(t, st, m, i)
		c.Circle(cx, cy, farNumberR, ui.Fade(ui.Dim, 0.9))
		c.Text(fmt.Sprint(n), ui.Style{Font: ui.Bold, Size: 14}, cx, cy, ui.Center, ui.Gold)
	}
}

// farNumberR is the radius of a Far Sight number on the map.
const farNumberR = 11

// farNumberAt is where slot i's Far Sight number sits: the tile's top
// left corner, or, on a tile whose face the viewer has seen, at its right
// just under the name plaque ("5ossroads Chapel": the number covered the
// name's first letter, play-test 23 #6).
func farNumberAt(t *Table, st *dd.State, m *dd.Map, i int) (float64, float64) {
	r := t.tileRect(m, i)
	if cell := st.Slots[i]; !cell.Open && cell.Tile >= 0 && t.peekedByViewer(st, i) {
		band, _, _ := plaque(m.Slots[i], dd.Tiles[cell.Tile], r.Inset(4)) // the seen face's rect (drawSlotTile)
		return r.Right() - 3 - farNumberR, band.Bottom() + 2 + farNumberR
	}
	return r.X + 14, r.Y + 14
}
