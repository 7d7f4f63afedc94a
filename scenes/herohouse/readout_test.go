package herohouse

import (
	"testing"

	"github.com/herotable/herotable/scenes/ui"
)

// Every readout title fits its frame with a margin, the preview's arrow
// included (play-test 24: "→ No monster yet" touched the frame).
func TestReadoutTitlesFitTheirFrame(t *testing.T) {
	w := MonsterReadout.W - 20
	for _, title := range []string{"→ " + noMonster, "→ Monster", "→ Balanced", "Dealt balanced", noMonster} {
		st := readoutTitle(title, w)
		if got := ui.Measure(title, st); got > w || st.Size < 12 {
			t.Errorf("%q at %v px is %.0f px wide, the readout holds %.0f", title, st.Size, got, w)
		}
	}
}
