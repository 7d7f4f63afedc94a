package heromustdie

import (
	"testing"

	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/ui"
)

// The reaction window's note stands under its question, however long
// (pt19 #3: at 1024×576 "the VP?" lay on "Every mage who could answer is
// asked…"), and above its buttons.
func TestTheReactionNoteIsUnderTheQuestion(t *testing.T) {
	for q := range hmd.NumQuests {
		_, words := betterWords("Bram", int8(q))
		lines := ui.Wrap(words, ui.Body, modalWords.W-16) // as a smaller window's letters run
		bottom := modalWords.Y + ui.LineHeight(ui.Body)*float64(len(lines))
		y := modalNoteY(words)
		if y < bottom {
			t.Errorf("%s: the note at %.0f, the words end at %.0f", hmd.Plots[q].Name, y, bottom)
		}
		if y+2*ui.LineHeight(ui.Style{Font: ui.Regular, Size: 12}) > ModalRect.Bottom()-44 {
			t.Errorf("%s: the note at %.0f runs into the buttons", hmd.Plots[q].Name, y)
		}
	}
}
