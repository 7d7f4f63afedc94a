package scenes

import (
	"testing"

	_ "github.com/herotable/herotable/engine/heromustdie"
)

// The rules open at the section a table names, list the game's sections
// beside the text with the one being read marked, and a click on another
// goes there.
func TestRulesOpenAtASectionAndListTheContents(t *testing.T) {
	h := newHost(t)
	h.dev = false // the player's build: the five games' tabs
	r := NewRulesAt("heromustdie", "The Court", nil)
	h.scene = r
	h.idle(t, 2)
	if got := r.view.Section(); got != "The Court" {
		t.Fatalf("the rules opened at %q, want The Court", got)
	}
	if len(r.links) != len(r.view.Sections()) {
		t.Errorf("%d of the %d sections are listed", len(r.links), len(r.view.Sections()))
	}
	var court, hiring int = -1, -1
	for i, l := range r.links {
		switch l.Words {
		case "The Court":
			court = i
		case "Hiring":
			hiring = i
		}
	}
	if court < 0 || hiring < 0 || !r.links[court].Selected || r.links[hiring].Selected {
		t.Fatalf("the contents do not mark The Court as read (%d, %d)", court, hiring)
	}
	h.click(t, r.links[hiring].Rect.Center())
	h.idle(t, 1)
	if got := r.view.Section(); got != "Hiring" || !r.links[hiring].Selected || r.links[court].Selected {
		t.Errorf("after a click on Hiring the rules read %q", got)
	}
	for _, l := range r.links {
		if l.Rect.Bottom() > r.backBtn.Rect.Y {
			t.Errorf("the contents' %q runs into the Back button", l.Words)
		}
	}
}
