package tablekit

import (
	"slices"
	"testing"

	"github.com/herotable/herotable/scenes/layout"
)

// cmd is a test command: its name, width, group and priority.
type cmd struct {
	name  string
	w     float64
	group uint8
	prio  int
}

var testFlow = ButtonFlow[cmd]{
	H: 20, Gap: 4,
	Width:    func(c cmd) float64 { return c.w },
	Group:    func(c cmd) uint8 { return c.group },
	Priority: func(c cmd) int { return c.prio },
}

func TestButtonFlowPlace(t *testing.T) {
	a := cmd{"a", 40, 0, 0}
	b := cmd{"b", 40, 1, 1}
	c := cmd{"c", 40, 0, 5}
	wide := cmd{"wide", 500, 0, 0}
	for _, tt := range []struct {
		name  string
		cmds  []cmd
		area  layout.Rect
		names []string
		rects []layout.Rect
	}{
		{"groups in order, more room between groups", []cmd{b, a}, layout.Rect{W: 200, H: 20},
			[]string{"a", "b"}, []layout.Rect{{X: 0, W: 40, H: 20}, {X: 52, W: 40, H: 20}}},
		{"a new row when the row is full", []cmd{a, c}, layout.Rect{X: 10, Y: 5, W: 60, H: 50},
			[]string{"a", "c"}, []layout.Rect{{X: 10, Y: 5, W: 40, H: 20}, {X: 10, Y: 29, W: 40, H: 20}}},
		{"the highest priority gives way", []cmd{a, c, b}, layout.Rect{W: 100, H: 20},
			[]string{"a", "b"}, []layout.Rect{{X: 0, W: 40, H: 20}, {X: 52, W: 40, H: 20}}},
		{"a button never wider than the area", []cmd{wide}, layout.Rect{W: 100, H: 20},
			[]string{"wide"}, []layout.Rect{{W: 100, H: 20}}},
		{"nothing fits", []cmd{a}, layout.Rect{W: 100, H: 10}, nil, nil},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var names []string
			var rects []layout.Rect
			for _, p := range testFlow.Place(tt.cmds, tt.area) {
				names, rects = append(names, p.Cmd.name), append(rects, p.Rect)
			}
			if !slices.Equal(names, tt.names) || !slices.Equal(rects, tt.rects) {
				t.Errorf("placed %v at %v, want %v at %v", names, rects, tt.names, tt.rects)
			}
		})
	}
}
