package tablekit

import (
	"fmt"
	"testing"

	"github.com/herotable/herotable/scenes/layout"
)

// A recap laid over an area stays inside it, keeping the latest lines that
// fit and counting the rest as earlier; laid by a small log, it stands on
// the log's foot.
func TestRecapFitsItsArea(t *testing.T) {
	var lines []LogLine
	for i := range 12 {
		lines = append(lines, LogLine{Text: fmt.Sprintf("Bram takes the gold mine and pays %d gold for the builders of the second floor", i), Player: 1, Entry: i})
	}
	area := layout.Rect{X: 1040, Y: 0, W: 240, H: 300}
	r := &recap{lines: lines}
	r.lay(area, true)
	if r.panel.X < area.X || r.panel.Y < area.Y || r.panel.Right() > area.Right() || r.panel.Bottom() > area.Bottom() {
		t.Errorf("the recap %v leaves its area %v", r.panel, area)
	}
	if r.earlier == 0 || len(r.lines) == 0 || r.lines[len(r.lines)-1].Entry != 11 {
		t.Errorf("the recap kept %d lines, %d earlier: it should keep the latest that fit", len(r.lines), r.earlier)
	}
	log := layout.Rect{X: 868, Y: 628, W: 412, H: 92}
	r = &recap{lines: lines[:3]}
	r.lay(log, false)
	if r.panel.Bottom() != log.Bottom() || r.earlier != 0 || len(r.lines) != 3 {
		t.Errorf("by a small log the recap %v does not stand on its foot %v with all 3 lines (%d)", r.panel, log, len(r.lines))
	}
}
