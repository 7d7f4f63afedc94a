package dieinthedungeon

import (
	"testing"

	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/scenetest"
	"github.com/herotable/herotable/scenes/tablekit"
)

// While the last moves show, the prompt offers to skip the animation only
// while something moves, and names the move while the creature walks
// (play-test 38 #7: "After Power Up" during the walk to the tile clicked;
// "skip the animation" for 3 s with nothing moving).
func TestThePromptSaysWhatIsShowing(t *testing.T) {
	_, table, h := newTable(t, "human", 1, "map=map1", prefs.Normal)
	scenetest.Settle(t, h, &table.Core)
	shown := table.q.Shown.Clone().(*dd.State)
	shown.Stage = dd.StPostPower
	table.q.Shown = shown
	now := table.Now
	span := tablekit.Span{Start: now - 1, Dur: 100, Started: true}
	for _, c := range []struct {
		step       Step
		what, said string
	}{
		{Step{Kind: StepNote, Span: span}, stageTitles[dd.StPostPower], WaitWords},
		{Step{Kind: StepRoll, Span: span}, stageTitles[dd.StPostPower], SkipWords},
		{Step{Kind: StepWalk, Player: shown.Turn, Slot: 1, From: 0, Span: span}, stageTitles[dd.StMove], SkipWords},
	} {
		s := c.step
		table.q.Steps = []*Step{&s}
		a := table.asking()
		if a.What != c.what || a.Detail != c.said {
			t.Errorf("a %v step under way: the prompt says %q / %q, want %q / %q", s.Kind, a.What, a.Detail, c.what, c.said)
		}
	}
	table.q.Steps = nil
}
