package dieinthedungeon

import (
	"testing"

	"github.com/herotable/herotable/engine"
	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/scenetest"
	"github.com/herotable/herotable/scenes/stage"
	"github.com/herotable/herotable/scenes/ui"
)

// In the Duel the other creature's moves show at half their length, the
// viewer's own at theirs (play-test 38 #3: 20 to 25 s to watch a bot's
// turn).
func TestTheOtherCreaturesMovesShowQuicker(t *testing.T) {
	s, table, h := newTable(t, "human,greedy", 4, "", prefs.Normal)
	greedy := scenetest.Greedy(4)
	rolls := map[engine.Player]int{} // a log entry with a roll, by its seat
	for n := 0; n < 600 && (len(rolls) < 2) && !s.Over(); n++ {
		if err := s.Match.Apply(greedy(s.Match.State)); err != nil {
			t.Fatal(err)
		}
		i := len(s.Match.Log) - 1
		e := s.Match.Log[i]
		for _, ev := range e.Events {
			if _, ok := rolls[e.Player]; !ok && ev.Kind == engine.EvRoll && e.Player >= 0 {
				rolls[e.Player] = i
			}
		}
	}
	if len(rolls) < 2 {
		t.Fatalf("no roll by each creature in %d moves", len(s.Match.Log))
	}
	ctx := &stage.Context{Frame: &ui.Frame{Tick: 1, Speed: prefs.Normal}, Host: h}
	full := ctx.Frames(rollTicks + settleTicks)
	for p, i := range rolls {
		m, err := s.Match.ReplayTo(i)
		if err != nil {
			t.Fatal(err)
		}
		table.q.Reset(ViewOf(m.State.(*dd.State), 0))
		table.Animate(i, s.Match.Log[i], 0, ctx)
		dur := -1
		for _, st := range table.q.Steps {
			if st.Kind == StepRoll {
				dur = st.Dur
				break
			}
		}
		switch {
		case p == 0 && dur != full:
			t.Errorf("seat 0's own roll shows for %d ticks to it, want %d", dur, full)
		case p != 0 && (dur >= full || dur <= 0):
			t.Errorf("seat %d's roll shows for %d ticks to seat 0, want less than its own %d", p, dur, full)
		}
	}
}
