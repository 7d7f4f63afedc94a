package heromustdie

import (
	"strings"
	"testing"

	hmd "github.com/herotable/herotable/engine/heromustdie"
)

// The Traitor's words mark the card they name (pt40 #9: "loses a floor
// without Pardon Me: he loses 3 VP" read as broken English), and the
// Court's banner says income as the log does, "collects" (pt40 #9:
// "Every mage gains his income").
func TestPlayTest40Wording(t *testing.T) {
	var pardon string
	for _, p := range hmd.Plots {
		if p.Kind == hmd.PardonMe {
			pardon = p.Name
		}
	}
	if w := plotWords[hmd.Traitor]; !strings.Contains(w, `a "`+pardon+`" card`) {
		t.Errorf("the Traitor's words do not mark the card %s: %q", pardon, w)
	}
	court := phaseWords[hmd.PhCourt].does
	if !strings.Contains(court, "collects income") || strings.Contains(court, "gains his") {
		t.Errorf("the Court's banner: %q", court)
	}
}
