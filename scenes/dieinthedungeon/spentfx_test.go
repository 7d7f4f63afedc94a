package dieinthedungeon

import (
	"testing"

	"github.com/herotable/herotable/engine"
	dd "github.com/herotable/herotable/engine/dieinthedungeon"
)

// Play-test 41 #3: after Twist Fate's reroll on the heroes' attack 1 of
// 3, "In force" still showed "Twist Fate ready" during attack 2 (the
// entry that played it had put it in force; the reroll's line left it
// so). The line telling the reroll spends it on the board shown; the one
// telling Evil Eye's pick puts the stop in force.
func TestTwistFateSpentAsItIsTold(t *testing.T) {
	chips := func(st *dd.State) map[string]bool {
		out := map[string]bool{}
		for _, c := range Effects(st) {
			out[c.text] = true
		}
		return out
	}
	st := &dd.State{Players: 1, Mons: []dd.Monster{{}}}
	st.Combat.On, st.Combat.Round = true, 1
	st.Combat.Fx.Twist = 1
	q := &Queue{Shown: st, Before: st, Final: st}
	if !chips(q.Shown)["Twist Fate ready"] {
		t.Fatalf("Twist Fate played: the chips are %v", chips(q.Shown))
	}
	q.narrate(&Step{Kind: StepNote, Ev: engine.Event{Kind: engine.EvGame, Code: dd.TellTwist, Args: []int{4}}})
	if got := chips(q.Shown); got["Twist Fate ready"] {
		t.Errorf("after its reroll is told the chips are %v", got)
	}
	q.narrate(&Step{Kind: StepNote, Ev: engine.Event{Kind: engine.EvGame, Code: dd.TellEvilEye, Args: []int{int(dd.Agility)}}})
	if got := chips(q.Shown); !got["No Agility attacks"] {
		t.Errorf("after Evil Eye's pick is told the chips are %v", got)
	}
	if st.Combat.Fx.Twist != 1 {
		t.Errorf("the final position was changed: Twist %d", st.Combat.Fx.Twist)
	}
}
