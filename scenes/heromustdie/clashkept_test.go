package heromustdie

import (
	"testing"

	"github.com/herotable/herotable/engine"
	hmd "github.com/herotable/herotable/engine/heromustdie"
)

// Once a round's clash has been shown, the clash panel keeps the totals
// the melee used until the round is over (pt17 #1: the defender committed
// 2 black, the log said "heroes 6 against monsters 6", and at "Round 2 is
// over" the panel showed "Monsters 4 · front 4 + black 0" again, the
// defender's slider back at 0).
func TestClashPanelKeepsTheMeleeUsed(t *testing.T) {
	checked, black := 0, 0
	eachFightAction(t, func(prev, final *hmd.State, e engine.LogEntry) {
		var melee *engine.Event
		for i, ev := range e.Events {
			if ev.Kind == engine.EvGame && ev.Code == hmd.CodeMelee {
				melee = &e.Events[i]
				break // the first round's: a later one has its own
			}
		}
		if melee == nil {
			return
		}
		q := NewQueue(prev)
		q.Add(e, e.Events, final, 0, func(n int) int { return n })
		clashed := false
		for _, s := range q.Steps {
			if s.Kind == StepChange || clashed && (s.Kind == StepVolley || s.Kind == StepClash || s.Kind == StepTrap ||
				s.Ev.Kind == engine.EvGame && s.Ev.Code == hmd.CodeRound) {
				break // the board at rest, or the next round's start or blows
			}
			q.start(s)
			q.land(s)
			clashed = clashed || s.Kind == StepClash
		}
		if !clashed {
			return
		}
		checked++
		if melee.Arg(4) > 0 {
			black++
		}
		th, tm, front, c, sup := meleeShown(q.Shown, q, func() (int, bool) { return 0, true })
		if th != melee.Arg(0) || tm != melee.Arg(1) || front != melee.Arg(3) || c != melee.Arg(4) || sup != melee.Arg(5) {
			t.Errorf("%s: after the clash the panel shows heroes %d vs monsters %d (front %d + black %d + support %d); the melee was %v",
				e.Text, th, tm, front, c, sup, melee.Args[:6])
		}
	})
	if checked == 0 || black == 0 {
		t.Fatalf("%d melees checked, %d with black committed", checked, black)
	}
	t.Logf("%d melees checked, %d with black committed", checked, black)
}
