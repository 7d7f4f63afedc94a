package dieinthedungeon

import (
	"testing"

	"github.com/herotable/herotable/engine"
	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/scenetest"
)

// A failed check's one point of damage, landing on its own, is told on
// the check's line, and a Time Warp with the Time it costs (play-test 29
// #7: "Bram fails the check with 1 and takes 1 damage." then "Bram takes
// a point of damage on Health: …"; a bare "Time Warp!" then "Ada loses 1
// Time: 11 left."); each is shown when the loss lands.
func TestALossIsToldOnTheLineThatCausedIt(t *testing.T) {
	health := int(dd.SlotHealth)
	for _, c := range []struct {
		events []engine.Event
		want   string
	}{
		{[]engine.Event{
			{Kind: engine.EvGame, Player: 0, Code: dd.TellCheckFailed, Args: []int{1, 1}},
			{Kind: engine.EvGame, Player: 0, Code: dd.TellDamagePoint, Args: []int{health, int(dd.D6), 6, int(dd.D6), 5}},
		}, "Ada fails the check with 1 and takes 1 damage on Health: 6 on a d6 → 5 on a d6."},
		{[]engine.Event{
			{Kind: engine.EvGame, Player: 0, Code: dd.TellTimeWarp},
			{Kind: engine.EvGame, Player: 0, Code: dd.TellLoseTime, Args: []int{1, 11}},
		}, "Time Warp: the Wizard's Magic hit of 10 or more costs Ada 1 Time: 11 left."},
	} {
		log := []engine.LogEntry{{Player: 0, Action: dd.Act(dd.KContinue, 0), Text: "{P1} accepts the roll", Events: c.events}}
		lines := LogLines(log, []string{"Ada"}, sayer(dd.Tell, 1, nil))
		if len(lines) != 2 || lines[1].Text != c.want || lines[1].Event != 1 {
			t.Errorf("the lines: %+v\nwant one after the action: %q, shown with event 1", lines, c.want)
		}
	}
	// Two points, placed one by one, keep their own lines.
	log := []engine.LogEntry{{Player: 0, Action: dd.Act(dd.KContinue, 0), Text: "{P1} accepts the roll", Events: []engine.Event{
		{Kind: engine.EvGame, Player: 0, Code: dd.TellCheckFailed, Args: []int{1, 2}},
		{Kind: engine.EvGame, Player: 0, Code: dd.TellDamagePoint, Args: []int{health, int(dd.D6), 6, int(dd.D6), 5}},
	}}}
	if lines := LogLines(log, []string{"Ada"}, sayer(dd.Tell, 1, nil)); len(lines) != 3 {
		t.Errorf("two points of damage: %+v", lines)
	}
}

// The step after the power up says where it goes (play-test 29 #7: a
// bare "Ada goes on.").
func TestGoingOnAfterThePowerUpSaysWhere(t *testing.T) {
	s := newSession(t, "human", 1, "map=map1")
	if !scenetest.ReachWith(t, s, 300, 16, scenetest.Greedy(1), func(st *dd.State) bool { return st.Stage == dd.StPostPower }) {
		t.Skip("no step after a power up")
	}
	st := s.Match.State.(*dd.State)
	if got, want := st.ActionString(dd.Act(dd.KContinue, 0)), "{P1} goes on to rest and move"; got != want {
		t.Errorf("Continue after the power up reads %q, want %q", got, want)
	}
}
