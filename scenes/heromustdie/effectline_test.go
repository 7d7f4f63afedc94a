package heromustdie

import (
	"strings"
	"testing"

	hmd "github.com/herotable/herotable/engine/heromustdie"
)

// An event's name with its own mark takes no colon after it (pt #6:
// "Invasion!: …" in the log and under the card); others keep theirs.
func TestAnEventsEffectLineReadsWell(t *testing.T) {
	for k := range hmd.NumEventKinds {
		w := effectLine(k)
		if strings.Contains(w, "!:") || strings.Contains(w, "?:") {
			t.Errorf("%s: %q", hmd.EventKindNames[k], w)
		}
		if !strings.HasPrefix(w, hmd.EventKindNames[k]) || !strings.HasSuffix(w, eventWords[k]) {
			t.Errorf("%s: %q does not give its name and what it does", hmd.EventKindNames[k], w)
		}
	}
}
