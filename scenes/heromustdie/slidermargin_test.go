package heromustdie

import (
	"testing"

	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/ui"
)

// The slider's preview keeps its margin above the fight overlay's bottom
// edge at every value, however many lines it takes, and stays under the
// front defender's card (pt19 #13: its third line touched the edge); it
// takes no more lines than its box holds (pt31 #7: three in a box of two).
func TestSliderPreviewKeepsItsMargin(t *testing.T) {
	for _, stage := range []hmd.Stage{hmd.StCommit, hmd.StSupport} {
		table, _ := scriptedAt(t, func(st *hmd.State) bool { return st.Stage == stage && (stage != hmd.StCommit || st.Fight.Km >= 2) })
		sl := &table.slider
		if !sl.shown() {
			t.Fatalf("stage %d: no slider", stage)
		}
		lines := 0
		for v := 0; v <= sl.most; v++ {
			table.setSlider(v)
			s := sl.preview()
			r := previewRect(s)
			n := len(ui.Wrap(s, previewStyle, r.W))
			lines = max(lines, n)
			if fit := int((sliderPreview.H - 8) / ui.LineHeight(previewStyle)); n > fit {
				t.Errorf("stage %d, value %d: the preview takes %d lines, its box holds %d: %q", stage, v, n, fit, s)
			}
			if bottom := r.Y + float64(n)*ui.LineHeight(previewStyle); bottom > CombatRect.Bottom()-10 {
				t.Errorf("stage %d, value %d: the preview's %d lines end at %.0f, the overlay at %.0f: %q", stage, v, n, bottom, CombatRect.Bottom(), s)
			}
			if r.Y < FightMonster(0).Bottom() {
				t.Errorf("stage %d, value %d: the preview rises to %.0f, into the front defender (to %.0f)", stage, v, r.Y, FightMonster(0).Bottom())
			}
		}
		t.Logf("stage %d: up to %d lines", stage, lines)
	}
}
