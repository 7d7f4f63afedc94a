package scenes

import (
	"testing"

	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/ui"
)

// Every choice of DIE in the Dungeon!'s options is named whole on its
// set-up button (play-test 20: "Tombstones, the Undied Kn…" with free
// room beside it).
func TestSetupOptionsShowWhole(t *testing.T) {
	s := NewSetup(dd.GameID, nil)
	for _, spec := range s.options() {
		for _, ch := range spec.Choices {
			s.opts = s.opts.With(spec.Key, ch)
			s.build()
			for _, c := range s.group.Items {
				if b, ok := c.(*ui.Button); ok && b.Icon == "arrow-right" && b.Label == spec.LabelOf(ch) && b.FaceLabel() != b.Label {
					t.Errorf("%s: %q shows as %q", spec.Key, b.Label, b.FaceLabel())
				}
			}
		}
	}
}
