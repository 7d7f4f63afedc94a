package tablekit

import (
	"sort"

	"github.com/herotable/herotable/scenes/layout"
)

// Placed is a command's button and its place.
type Placed[C any] struct {
	Cmd  C
	Rect layout.Rect
}

// ButtonFlow lays a decision's buttons out in rows, grouped, a little more
// room between groups.
type ButtonFlow[C any] struct {
	H, Gap   float64         // a button's height and the room between two
	Width    func(C) float64 // the width a command's button needs
	Group    func(C) uint8   // the group a command's button goes in; lower first
	Priority func(C) int     // the highest gives way first when space is short
}

// Place lays the commands' buttons out in area, grouped, in rows. When they
// do not all fit, the ones of highest priority give way first (of equal
// ones, the last).
func (f ButtonFlow[C]) Place(cmds []C, area layout.Rect) []Placed[C] {
	order := make([]int, len(cmds))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool { return f.Group(cmds[order[a]]) < f.Group(cmds[order[b]]) })
	keep := make([]bool, len(cmds))
	for i := range keep {
		keep[i] = true
	}
	for {
		out, ok := f.flow(cmds, order, keep, area)
		if ok {
			return out
		}
		// Drop the least needed button still shown.
		worst := -1
		for _, i := range order {
			if keep[i] && (worst < 0 || f.Priority(cmds[i]) >= f.Priority(cmds[worst])) {
				worst = i
			}
		}
		if worst < 0 {
			return out
		}
		keep[worst] = false
	}
}

// flow places the kept buttons in rows; ok is false if they overflow.
func (f ButtonFlow[C]) flow(cmds []C, order []int, keep []bool, area layout.Rect) ([]Placed[C], bool) {
	var out []Placed[C]
	x, y := area.X, area.Y
	last := uint8(255) // none yet
	for _, i := range order {
		if !keep[i] {
			continue
		}
		c := cmds[i]
		w := min(f.Width(c), area.W)
		if last != 255 && f.Group(c) != last && x > area.X {
			x += 8 // a little more room between groups
		}
		if x+w > area.Right() {
			x, y = area.X, y+f.H+f.Gap
		}
		if y+f.H > area.Bottom() {
			return out, false
		}
		out = append(out, Placed[C]{Cmd: c, Rect: layout.Rect{X: x, Y: y, W: w, H: f.H}})
		x += w + f.Gap
		last = f.Group(c)
	}
	return out, true
}
