package heromustdie

import (
	"testing"

	"github.com/herotable/herotable/engine"
	hmd "github.com/herotable/herotable/engine/heromustdie"
)

// The clash panel's score box shows the numbers the log has told, step by
// step (pt22 #4: "Heroes 0 vs Monsters 0" while the log said the heroes
// shot 3 and killed the Imp): once a round's volley shows, its shots, as
// it plays and at rest after it; once its melee shows, the melee's
// totals, naming the front monster that fought it.
func TestScoreBoxFollowsTheLog(t *testing.T) {
	volleys, melees := 0, 0
	none := func() (int, bool) { return 0, false }
	eachFightAction(t, func(prev, final *hmd.State, e engine.LogEntry) {
		var last *engine.Event // the entry's last volley or melee after its last round start
		for i, ev := range e.Events {
			switch {
			case ev.Kind != engine.EvGame:
			case ev.Code == hmd.CodeRound:
				last = nil
			case ev.Code == hmd.CodeRange, ev.Code == hmd.CodeMelee:
				if last == nil || last.Code != hmd.CodeMelee {
					last = &e.Events[i]
				}
			}
		}
		if last == nil {
			return
		}
		check := func(when string, sc score) {
			want := score{step: "Range", th: last.Arg(0), tm: last.Arg(2)}
			got := score{step: sc.step, th: sc.th, tm: sc.tm}
			if last.Code == hmd.CodeMelee {
				want = score{step: "Melee", th: last.Arg(0), tm: last.Arg(1), frontCard: last.Arg(2)}
				got.frontCard = sc.frontCard
			}
			if got != want {
				t.Errorf("%s, %s: the box shows %+v, the log told %v", e.Text, when, got, last.Args)
			}
		}
		// As the entry's steps play, up to its state at rest.
		q := NewQueue(prev)
		q.Add(e, e.Events, final, 0, func(n int) int { return n })
		var shown *hmd.State
		for _, s := range q.Steps {
			if s.Kind == StepChange || s.Kind == StepResult {
				break
			}
			q.start(s)
			q.land(s)
			shown = q.Shown
		}
		if shown.Stage != hmd.StCommit && shown.Stage != hmd.StSupport {
			check("as it played", scoreShown(shown, q, none, nil))
		}
		// At rest on the final state, the log read.
		if final.Stage != hmd.StCommit && final.Stage != hmd.StSupport && final.Fight.Active {
			check("at rest", scoreShown(final, NewQueue(final), none, []engine.LogEntry{e}))
		}
		if last.Code == hmd.CodeRange {
			volleys++
		} else {
			melees++
		}
	})
	if volleys == 0 || melees == 0 {
		t.Fatalf("%d volleys, %d melees checked", volleys, melees)
	}
}

// A fight's box starts empty: the melee of the fight before it is not
// this one's (the log read back stops at the fight's start).
func TestScoreBoxStartsEachFightEmpty(t *testing.T) {
	melee := engine.Event{Kind: engine.EvGame, Code: hmd.CodeMelee, Args: []int{5, 2, 0, 2, 0, 0, 0, 1}}
	invasion := engine.Event{Kind: engine.EvGame, Code: hmd.CodeInvasion, Args: []int{1, 2, 0, 0}}
	log := []engine.LogEntry{{Events: []engine.Event{melee}}, {Events: []engine.Event{invasion}}}
	if clash, volley := toldScore(log); clash != nil || volley != nil {
		t.Errorf("a new fight's box shows the last fight's numbers: %v, %v", clash, volley)
	}
	if clash, _ := toldScore(log[:1]); clash == nil {
		t.Error("the melee told is not shown")
	}
}
