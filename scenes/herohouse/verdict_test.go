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
	// Opaque from the first tick: play-test 21 #4 saw the pile's cards and
	// the treasure through the stage while the sides slid in.
	for _, shown := range []float64{0, 0.3, 0.7, 1} {
		if _, _, _, a := stageFill(shown).RGBA(); a != 0xffff {
			t.Errorf("the stage shown %.1f is %v, not opaque", shown, color.NRGBAModel.Convert(stageFill(shown)))
		}
	}
}
