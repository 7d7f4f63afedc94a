package scenes

import (
	"slices"
	"testing"

	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/scenes/play"
	"github.com/herotable/herotable/scenes/stage"
	"github.com/herotable/herotable/scenes/ui"
)

// The running app's thinking (a live host) reaches the decisions of a
// screenshot run (a steady one), whether the bot thinks on its own
// goroutine or a little each tick within ThinkBudget.
func TestThinkTickDecidesAsASteadyRun(t *testing.T) {
	play1 := func(live, away bool) []engine.Action {
		defer func(was bool) { play.CanThinkAway = was }(play.CanThinkAway)
		play.CanThinkAway = away
		h := newHost(t)
		h.live = live
		s := newSession(t, "climb", "normal,easy", nil)
		var acts []engine.Action
		for tick := 0; !s.Over(); tick++ {
			ctx := &Context{Frame: &ui.Frame{Tick: tick}, Host: h}
			if !stage.ThinkTick(ctx, s, tick%2 == 0, 4) {
				continue
			}
			a, err := s.PlayBot()
			if err != nil {
				t.Fatal(err)
			}
			acts = append(acts, a)
		}
		return acts
	}
	want := play1(false, false)
	for _, away := range []bool{true, false} {
		if got := play1(true, away); !slices.Equal(got, want) {
			t.Errorf("live thinking (away %v) played %v, a steady run %v", away, got, want)
		}
	}
}
