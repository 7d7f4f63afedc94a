package heromustdie

import (
	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/scenes/ui"
)

// Fights skipped (pt40 #5). A click while another mage's fight shows skips
// every step left, and the fights after it too: the whole invasion went by
// in three seconds, only the log telling who won. Their results, skipped
// unread, show on a banner for a moment; a click closes it.

// skippedFights is the banner of the results a skip passed over.
type skippedFights struct {
	pending []engine.Event // the results not yet shown, as the steps stand
	said    string         // the banner's words, "" none
	at      int            // the tick it came
}

// skippedTicks is how long the banner stays: about 2.5 s.
const skippedTicks = 150

// noteSkipped follows the fights' results: those still to show at the
// last tick that are gone, not shown, at this one were skipped, and the
// banner tells them (a step that lands shows its result, and the
// timeline ends only once every step landed).
func (t *Table) noteSkipped(now int, pressed bool) {
	if pressed && t.skipped.said != "" && now > t.skipped.at {
		t.skipped.said = "" // a click closes it
	}
	if t.skipped.said != "" && now-t.skipped.at >= skippedTicks {
		t.skipped.said = ""
	}
	var pending []engine.Event
	for _, s := range t.q.Steps {
		if s.Kind == StepResult && !s.Landed {
			pending = append(pending, s.Said...)
		}
	}
	if len(t.q.Steps) == 0 && len(t.skipped.pending) > 0 {
		t.skipped.said, t.skipped.at = t.words(t.skipped.pending...), now
	}
	t.skipped.pending = pending
}

// drawSkipped draws the banner of the skipped fights' results.
func (t *Table) drawSkipped(c *ui.Canvas) {
	if t.skipped.said == "" {
		return
	}
	a := min(1, float64(skippedTicks-(t.Now-t.skipped.at))/20)
	drawBand(c, "Fights skipped", t.skipped.said, "Click to close.", a, 0)
}
