package dieinthedungeon

import (
	"testing"

	"github.com/herotable/herotable/scenes/layout"
)

// The recap stands clear of the prompt bar and inside the window (play-test
// 29 #6: standing on the log's foot, it cut "Explore the Barbarian's Pa…").
func TestRecapAreaIsClearOfThePrompt(t *testing.T) {
	var table Table
	r := table.RecapArea()
	if r.Empty() || !r.Intersect(PromptBar).Empty() || r.X < 0 || r.Right() > layout.Width || r.Y < 0 {
		t.Errorf("the recap's area %v: empty, over the prompt bar %v, or out of the window", r, PromptBar)
	}
	if r.H < 300 {
		t.Errorf("the recap's area is %.0f px high: too little to tell a turn", r.H)
	}
}
