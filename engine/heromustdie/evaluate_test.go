package heromustdie

import (
	"testing"

	"github.com/herotable/herotable/engine"
)

// TestEvaluateOrdersPositions: the greedy hook prefers what a player
// would — more VP, a goblin on a paying box, a defended floor — and gives
// the end's returns at the end.
func TestEvaluateOrdersPositions(t *testing.T) {
	base := started(t, 2, 31)
	better := func(name string, change func(s *State)) {
		t.Helper()
		s := base.clone()
		change(s)
		if Evaluate(s, 0) <= Evaluate(base, 0) {
			t.Errorf("%s: %.3f, not above %.3f", name, Evaluate(s, 0), Evaluate(base, 0))
		}
	}
	better("two more VP", func(s *State) { s.Seats[0].VP += 2 })
	better("the rival two VP down", func(s *State) { s.Seats[1].VP -= 2 })
	better("a goblin on the first gold mine box", func(s *State) { s.Boxes[3] = 0 })
	better("a quest in hand", func(s *State) { s.Seats[0].Hand = append(s.Seats[0].Hand, 0) })
	// On duty with a strong party in the dungeon, traps on the floor help.
	duty := base.clone()
	duty.Parties[2].Where = AtEntrance
	duty.enterDungeon(2)
	withTraps := duty.clone()
	withTraps.Floors[0].Traps = []int8{2, 5}
	if Evaluate(withTraps, engine.Player(duty.Defender())) <= Evaluate(duty, engine.Player(duty.Defender())) {
		t.Errorf("traps on the defender's floor do not help him")
	}
	over := base.clone()
	over.end(CodeLastMage, []int{1}, 1)
	if Evaluate(over, 0) != 0 || Evaluate(over, 1) != 1 {
		t.Errorf("at the end: %v, %v", Evaluate(over, 0), Evaluate(over, engine.Player(1)))
	}
}

// TestEvaluateSpendsLate: gold is worth less as turn 8 nears (only the
// tie-break counts it then), so late in the game a goblin on the Monster
// pit, with gold to hire, beats one on the Gold mine; early, the mine
// still pays (play-tests 25 and 28: bots ended with 30–60 unspent).
func TestEvaluateSpendsLate(t *testing.T) {
	base := started(t, 2, 31)
	pit, mine := -1, -1
	for b, x := range Boxes {
		switch {
		case x.Loc == MonsterPit && pit < 0:
			pit = b
		case x.Loc == GoldMine && mine < 0:
			mine = b
		}
	}
	at := func(turn int8, box int) float64 {
		s := base.clone()
		s.Turn, s.Phase, s.Seats[0].Gold = turn, PhPlanning, 25
		s.Boxes[box] = 0
		return Evaluate(s, 0)
	}
	if at(7, pit) <= at(7, mine) {
		t.Errorf("turn 7 with 25 gold: the Monster pit (%.3f) is not above the Gold mine (%.3f)", at(7, pit), at(7, mine))
	}
	rich := func(turn int8) float64 {
		s := base.clone()
		s.Turn, s.Seats[0].Gold = turn, 30
		return s.worth(0) - base.worth(0)
	}
	if rich(8) >= rich(1) {
		t.Errorf("30 gold is worth %.2f at turn 8 and %.2f at turn 1", rich(8), rich(1))
	}
}
