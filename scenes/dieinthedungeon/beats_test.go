package dieinthedungeon

import (
	"testing"

	"github.com/herotable/herotable/engine"
	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/scenetest"
)

// stepsOf lays the steps of every entry of a bot game's log on a fresh
// queue each, at normal speed, and calls see with each entry's steps.
func stepsOf(t *testing.T, seed uint64, see func(e engine.LogEntry, steps []*Step)) {
	t.Helper()
	s := newSession(t, "greedy", seed, "map=map3")
	scenetest.ReachWith(t, s, 600, 16, scenetest.Greedy(seed), func(st *dd.State) bool { return st.Over })
	log := s.Match.Log
	for i, e := range log {
		q := NewQueue(ViewOf(s.Match.State.(*dd.State), 0), s.Match.Info.Sentence)
		q.Add(e, e.Events, ViewOf(s.Match.State.(*dd.State), 0), 0, func(n int) int { return n })
		see(log[i], q.Steps)
	}
}

// A roll's result stays readable before the next roll of the same action
// comes in (the hit on the Patriarch, "11 against 9 … 1 of 2 hits", went
// by unseen as the heroes' d20 came), and a line that turns a die of the
// board lets the die tick before the next line shows ("Ada has 14 Time"
// while the die still read 15).
func TestResultsAndDiceHaveTheirBeat(t *testing.T) {
	results, dice := 0, 0
	for seed := uint64(1); seed <= 3; seed++ {
		stepsOf(t, seed, func(e engine.LogEntry, steps []*Step) {
			for i, s := range steps {
				if s.Kind != StepNote || s.Ev.Kind != engine.EvGame || i+1 >= len(steps) {
					continue
				}
				next := steps[i+1]
				if next.Kind == StepChange {
					continue
				}
				gap := next.Start - s.Start
				switch {
				case resultsTold(s.Ev):
					results++
					if gap < readTicks {
						t.Errorf("%q: the next step came %d ticks after the result, want %d", e.Text, gap, readTicks)
					}
				case len(boardTold(s.Ev)) > 0:
					dice++
					if gap < changeTicks {
						t.Errorf("%q: the next step came %d ticks after a die was told, want %d", e.Text, gap, changeTicks)
					}
				}
			}
		})
	}
	if results < 5 || dice < 5 {
		t.Fatalf("too little seen: %d results, %d dice told", results, dice)
	}
}

func resultsTold(ev engine.Event) bool {
	switch ev.Code {
	case dd.TellAttackHits, dd.TellAttackFails, dd.TellHits, dd.TellMisses, dd.TellCheckPassed, dd.TellCheckFailed:
		return true
	}
	return false
}

// The roll's caption in the tray gives its result with it when the action
// tells it next.
func TestRollCaptionGivesTheResult(t *testing.T) {
	seen := 0
	for seed := uint64(1); seed <= 3; seed++ {
		stepsOf(t, seed, func(e engine.LogEntry, steps []*Step) {
			for i, s := range steps {
				if s.Kind != StepRoll {
					continue
				}
				for _, n := range steps[i+1:] {
					if n.Kind == StepRoll {
						break
					}
					if n.Kind == StepNote && resultsTold(n.Ev) {
						seen++
						if want := dd.Tell(n.Ev); len(s.Caption) < len(want) || s.Caption[len(s.Caption)-len(want):] != want {
							t.Errorf("roll caption %q does not end with its result %q", s.Caption, want)
						}
						break
					}
					if n.Kind == StepNote && n.At > s.At+2 {
						break
					}
				}
			}
		})
	}
	if seen == 0 {
		t.Fatal("no roll with its result seen")
	}
}

// When two rolls come in one action (the heroes attack one after
// another), the first's result stays readable, two seconds at Normal,
// before the next die comes in: the play-test saw hero attack results
// flash by even at Slow.
func TestEachAttackHasItsBeat(t *testing.T) {
	seen := 0
	for seed := uint64(1); seed <= 3; seed++ {
		stepsOf(t, seed, func(e engine.LogEntry, steps []*Step) {
			for i, s := range steps {
				if s.Kind != StepNote || !resultsTold(s.Ev) {
					continue
				}
				for _, n := range steps[i+1:] {
					if n.Kind == StepRoll {
						seen++
						if gap := n.Start - s.Start; gap < nextRollTicks {
							t.Errorf("%q: the next die came %d ticks after %q, want %d", e.Text, gap, dd.Tell(s.Ev), nextRollTicks)
						}
						break
					}
				}
			}
		})
	}
	if seen < 3 {
		t.Fatalf("only %d results followed by a roll seen", seen)
	}
}
