package tablekit

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/ui"
)

// drawn is every line DrawAsking writes for a in r, and what it reports.
func drawn(t *testing.T, a Asking, r layout.Rect) (lines []string, whole bool) {
	t.Helper()
	stop := ui.WatchText(func(s string, st ui.Style) {
		if w := ui.Measure(s, st); w > r.W+0.5 {
			t.Errorf("%q is %.0f px wide in a prompt %.0f px wide", s, w, r.W)
		}
		lines = append(lines, s)
	})
	defer stop()
	c := ui.NewCanvas(ebiten.NewImage(int(layout.Width), int(layout.Height)), 1)
	return lines, DrawAsking(c, a, r, nil)
}

// The prompt writes who, what and the detail in that order; a detail too
// long for the lines left is cut with "…" and reported as not whole.
func TestDrawAskingFitsTheWordsAndSaysWhenTheDetailIsCut(t *testing.T) {
	a := Asking{Who: "Your decision, Ada", What: "Move: explore a tile", Detail: "Click a glowing tile."}
	lines, whole := drawn(t, a, layout.Rect{X: 10, Y: 10, W: 260, H: 80})
	if !whole || strings.Join(lines, "|") != "Your decision, Ada|Move: explore a tile|Click a glowing tile." {
		t.Errorf("short words: whole %v, lines %q", whole, lines)
	}
	a.Detail = strings.Repeat("Push the roll with pips, stat points or DieMinions. ", 6)
	lines, whole = drawn(t, a, layout.Rect{X: 10, Y: 10, W: 260, H: 80})
	if whole {
		t.Error("a detail of six sentences in two lines is reported whole")
	}
	if last := lines[len(lines)-1]; !strings.HasSuffix(last, "…") {
		t.Errorf("the cut detail's last line %q does not end in …", last)
	}
	if len(lines) != 4 { // who, what, and the two detail lines 80 px leave
		t.Errorf("%d lines drawn in 80 px, want 4: %q", len(lines), lines)
	}
}
