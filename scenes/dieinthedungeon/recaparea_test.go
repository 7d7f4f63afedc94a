package dieinthedungeon

import (
	"testing"

	"github.com/herotable/herotable/scenes/layout"
)

// The recap stands clear of the prompt bar and inside the window (play-test
// 29 #6: standing on the log's foot, it cut "Explore the Barbarian's
// Pa…"), and clear of the map, the party and the log in every layout
// (play-test 35 #4: it hid the party and the right half of the map).
func TestRecapAreaIsClearOfThePrompt(t *testing.T) {
	var table Table
	r := table.RecapArea()
	if r.Empty() || r.X < 0 || r.Right() > layout.Width || r.Y < 0 {
		t.Errorf("the recap's area %v: empty or out of the window", r)
	}
	for name, keep := range map[string]layout.Rect{"prompt bar": PromptBar, "log": LogRect, "map": MapArea,
		"wide map": MapWide, "tall map": MapTall, "party": PartyPanel, "dice tray": DiceTray} {
		if !r.Intersect(keep).Empty() {
			t.Errorf("the recap's area %v covers the %s %v", r, name, keep)
		}
	}
	if r.H < 300 {
		t.Errorf("the recap's area is %.0f px high: too little to tell a turn", r.H)
	}
}
