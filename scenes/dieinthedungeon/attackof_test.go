package dieinthedungeon

import (
	"testing"

	"github.com/herotable/herotable/engine"
	dd "github.com/herotable/herotable/engine/dieinthedungeon"
)

// heroAttack is the events of one hero attack of stat st that misses.
func heroAttack(st dd.Stat) []engine.Event {
	return []engine.Event{
		{Kind: engine.EvRoll, Player: 0, Die: "d8", Face: 2},
		{Kind: engine.EvGame, Player: 0, Code: dd.TellHeroRoll, Args: []int{int(dd.RollHero), int(st), 2, int(dd.D8), 0, 8}},
		{Kind: engine.EvGame, Player: 0, Code: dd.TellMisses},
	}
}

// Two hero attacks of a stat in a round say which is which ("Agility
// attack 1 of 2"), counting those rolled before the action; and every hero
// attack's result holds, the last of the action too (play-test 20: the
// round's last attack flashed by as the next decision came).
func TestHeroAttacksAreNumberedAndHeld(t *testing.T) {
	st := newSession(t, "human", 1, "map=map1").Match.State.(*dd.State).Clone().(*dd.State)
	st.Combat.On, st.Combat.Round = true, 1
	st.Combat.Queue = [dd.MaxAttacks]dd.Stat{dd.Agility, dd.Might, dd.Agility, dd.Magic}
	st.Combat.Queued, st.Combat.Next = 4, 1 // the first Agility attack was rolled before
	final := st.Clone().(*dd.State)
	final.Combat.Next = 4
	var events []engine.Event
	for _, s := range []dd.Stat{dd.Might, dd.Agility, dd.Magic} {
		events = append(events, heroAttack(s)...)
	}
	q := NewQueue(st, func(engine.Event) string { return "" })
	q.Add(engine.LogEntry{Player: 0}, events, final, 0, func(n int) int { return n })
	var of [][2]int
	for i, s := range q.Steps {
		if s.Kind == StepRoll {
			of = append(of, s.Of)
		}
		if s.Kind == StepNote && heroResults[s.Ev.Code] && s.Dur < heroHoldTicks {
			t.Errorf("step %d: a hero attack's result holds %d ticks, want %d", i, s.Dur, heroHoldTicks)
		}
	}
	sameOf(t, of, [][2]int{{}, {2, 2}, {}})

	// At the Ability step the queue is the last round's: the attacks
	// after it are the new round's, counted afresh.
	st.Stage, final.Stage = dd.StAbility, dd.StAttackStat
	final.Combat.Queue = [dd.MaxAttacks]dd.Stat{dd.Agility, dd.Magic}
	final.Combat.Queued, final.Combat.Next = 2, 2
	events = append(heroAttack(dd.Agility), heroAttack(dd.Magic)...)
	q = NewQueue(st, func(engine.Event) string { return "" })
	q.Add(engine.LogEntry{Player: 0}, events, final, 0, func(n int) int { return n })
	of = nil
	for _, s := range q.Steps {
		if s.Kind == StepRoll {
			of = append(of, s.Of)
		}
	}
	sameOf(t, of, [][2]int{{}, {}})
}

func sameOf(t *testing.T, of, want [][2]int) {
	t.Helper()
	if len(of) != len(want) {
		t.Fatalf("%d rolls, want %d", len(of), len(want))
	}
	for i := range want {
		if of[i] != want[i] {
			t.Errorf("roll %d is numbered %v, want %v", i, of[i], want[i])
		}
	}
}
