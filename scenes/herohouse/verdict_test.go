package herohouse

import (
	"image/color"
	"testing"

	"github.com/herotable/herotable/engine"
	hh "github.com/herotable/herotable/engine/herohouse"
	"github.com/herotable/herotable/scenes/prefs"
)

// Play-test 6, #7: at normal speed a fight's verdict (its banner and the
// words why) shows in full for at least two seconds, and the stage under
// it is opaque then, so the treasure and the monster readout do not show
// through.
func TestFightVerdictStaysAndHidesTheTable(t *testing.T) {
	q := &Queue{}
	var clash *Step
	ev := engine.Event{Kind: engine.EvGame, Player: 0, Code: hh.CodeFight, Args: []int{int(hh.MonsterWins), 0}}
	q.addTold(ev, prefs.Normal.Frames, func(s *Step, _ int) { clash = s })
	if clash == nil || clash.Kind != StepClash {
		t.Fatal("a fight made no clash step")
	}
	full := 0
	for now := clash.Start; now <= clash.End(); now++ {
		if clash.StageShown(now, prefs.Normal.Frames) >= 1 {
			full++
		}
	}
	if full < 120 {
		t.Errorf("the verdict shows in full for %d ticks at normal speed, want 2 s (120)", full)
	}
	if _, _, _, a := stageFill(1).RGBA(); a != 0xffff {
		t.Errorf("the stage under a verdict shown in full is %v, not opaque", color.NRGBAModel.Convert(stageFill(1)))
	}
}
