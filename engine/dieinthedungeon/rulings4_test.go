package dieinthedungeon

import (
	"strings"
	"testing"

	"github.com/herotable/herotable/engine"
)

// Rulings R35–R39 (§6): being stuck, winning mid-turn, the Kobold and the
// Diesplacer Beast.

func TestR35_StuckLosesAfterCheckWin(t *testing.T) {
	for _, won := range []bool{false, true} {
		s := cellar(t, "troll")
		e1 := slotAt(t, s, 2, 4)
		for i := range s.Slots {
			s.Slots[i].Open = true
			s.Slots[i].Explored = i != e1
		}
		if won {
			s.Slots[e1].Won = 1
		}
		play(t, s, Act(KContinue, 0))
		play(t, s, Act(KContinue, 0)) // on to the move: no frontier tile
		if !s.Over {
			t.Fatalf("won %v: no frontier tile, yet the game goes on (%s)", won, s.stageWords())
		}
		if got := s.Returns()[0] == 1; got != won {
			t.Errorf("objective met %v: a win is %v (%s)", won, got, s.Why)
		}
		if !won && !strings.Contains(s.Why, "stuck") {
			t.Errorf("the loss says %q, want it to say the creature is stuck", s.Why)
		}
	}
}

func TestR36_WinMidTurn(t *testing.T) {
	s := cellar(t, "diemon")
	e1 := slotAt(t, s, 2, 4)
	s.me().Pos, s.Slots[e1].Open = e1, true
	setAP(s, 4)
	fightEpic(t, s, "epic_barbarian")
	turn := s.TurnNo
	play(t, s, cardAct(t, "diemon_c1")) // Inferno: both of the Barbarian's hits
	if !s.Over || s.Returns()[0] != 1 {
		t.Fatalf("over %v, returns %v: clearing E1 in the Ability step must win at once", s.Over, s.Returns())
	}
	if s.TurnNo != turn || s.Slots[e1].Won != 1 || s.me().XPTotal != XPEpicHero {
		t.Errorf("turn %d (was %d), E1 won %d, XP %d", s.TurnNo, turn, s.Slots[e1].Won, s.me().XPTotal)
	}
}

func TestR38_Kobold(t *testing.T) {
	t.Run("flips the turn it is gained", func(t *testing.T) {
		s := cellar(t, "troll")
		quad := slotAt(t, s, 1, 1)
		putTile(t, s, quad, "four_way_03")
		s.Slots[quad].Token = TokKobold
		toMove(t, s)
		play(t, s, Act(KMove, quad))
		wantStage(t, s, StKobold)
		play(t, s, Act(KSide, 0))
		wantStage(t, s, StTurnStart)
		if s.me().Held[TokKobold] != 1 || s.me().Kobold != 1 {
			t.Errorf("Kobold held %d on side %d, want Lucky Shove up after the turn", s.me().Held[TokKobold], s.me().Kobold)
		}
	})
	t.Run("one Sneak Peek a turn", func(t *testing.T) {
		s := cellar(t, "troll")
		s.me().Held[TokKobold] = 1
		toMove(t, s)
		a, b := slotAt(t, s, 0, 0), slotAt(t, s, 1, 1)
		if !legalHas(s, Act(KPeek, a)) || !legalHas(s, Act(KPeek, b)) || legalHas(s, Act(KPeek, slotAt(t, s, 0, 1))) {
			t.Fatalf("peeks offered: %v; want the two frontier tiles", s.LegalActions(nil))
		}
		play(t, s, Act(KPeek, a))
		wantStage(t, s, StMove)
		if s.Slots[a].Peek != 1 {
			t.Errorf("peek bits %b, want player 0's", s.Slots[a].Peek)
		}
		if legalHas(s, Act(KPeek, b)) {
			t.Errorf("a second peek is offered in the same turn")
		}
		for _, e := range s.Events() {
			if e.Kind == engine.EvDraw && e.Public {
				t.Errorf("the peek was public: %+v", e)
			}
		}
	})
	t.Run("one Lucky Shove a turn", func(t *testing.T) {
		s := cellar(t, "troll")
		noMinions(s)
		s.me().Held[TokKobold], s.me().Kobold = 1, 1
		putTile(t, s, s.me().Pos, "dead_end_02") // Agility 5
		s.Combat = Combat{Slot: s.me().Pos}
		dice(s, 1)
		s.tileEffect()
		s.settle()
		play(t, s, Act(KShove, 0))
		if s.Roll.Final() != 3 {
			t.Errorf("final %d after the shove, want 3", s.Roll.Final())
		}
		if legalHas(s, Act(KShove, 0)) {
			t.Errorf("a second shove is offered")
		}
		play(t, s, Act(KLower, int(SlotAgility)))
		play(t, s, Act(KLower, int(SlotAgility))) // 5: passed
		wantStage(t, s, StTurnStart)
		if s.me().Kobold != 0 || s.me().KoboldUse {
			t.Errorf("next turn: side %d, used %v; want Sneak Peek, unused", s.me().Kobold, s.me().KoboldUse)
		}
	})
}

func TestR39_DiesplacerIsNoAbility(t *testing.T) {
	blocked := func(t *testing.T, s *State, where string) {
		t.Helper()
		if !legalHas(s, Act(KDiesplacer, 0)) {
			t.Errorf("%s: the Diesplacer is not offered", where)
		}
		for _, a := range s.LegalActions(nil) {
			if k, _ := Split(a); k == KAbility || k == KCard {
				t.Errorf("%s: %s offered", where, s.ActionString(a))
			}
		}
	}
	s := cellar(t, "troll")
	setAP(s, 4)
	s.me().Held[TokDiesplacer] = 1
	fight(t, s, HolyGround, hero(Fighter, 1))
	blocked(t, s, "holy ground")
	s = cellar(t, "troll")
	setAP(s, 4)
	s.me().Held[TokDiesplacer] = 1
	fightEpic(t, s, "epic_patriarch", hero(Fighter, 3), hero(Rogue, 3))
	blocked(t, s, "Patriarch")
	s = cellar(t, "troll")
	setAP(s, 4)
	s.me().Held[TokDiesplacer] = 1
	fightEpic(t, s, "epic_assassin", hero(Cleric, 2), hero(Cleric, 2), hero(Rogue, 2))
	s.Combat.Effect = Sanctified
	blocked(t, s, "Sanctified")

	// Ambush: no Ability step in round 1, so no Diesplacer there.
	s = cellar(t, "troll")
	noMinions(s)
	s.me().Held[TokDiesplacer] = 1
	setStat(s, SlotAgility, 12)
	dice(s, 1, 1) // round 1: Agility (d20) and Magic (d12) miss
	fight(t, s, Ambush, hero(Rogue, 3), hero(Wizard, 3))
	wantStage(t, s, StAttackStat)
	if s.Roll.Die != D12 || s.Combat.Diesplaced {
		t.Errorf("round 1's Magic attack rolled a %s (diesplaced %v), want the d12", s.Roll.Die, s.Combat.Diesplaced)
	}
	attack(t, s, Might, 1)
	play(t, s, Act(KContinue, 0))
	wantStage(t, s, StAbility)
	play(t, s, Act(KDiesplacer, 0))
	endAbility(t, s, 1, 1)
	allRolled(t, s)
	if s.Roll.Die != D10 {
		t.Errorf("round 2's Magic attack rolled a %s, want a d10", s.Roll.Die)
	}
	// It is discarded when the Combat it was used in ends, kept if unused.
	for _, use := range []bool{true, false} {
		s = cellar(t, "troll")
		noMinions(s)
		s.me().Held[TokDiesplacer] = 1
		fight(t, s, NoEffect, hero(Fighter, 1))
		if use {
			play(t, s, Act(KDiesplacer, 0))
		}
		endAbility(t, s, 1)
		attack(t, s, Might, 10)
		if s.Combat.On {
			t.Fatalf("the Fighter survived")
		}
		if want := map[bool]int{true: 0, false: 1}[use]; s.me().Held[TokDiesplacer] != want {
			t.Errorf("used %v: %d Diesplacers held after the Combat, want %d", use, s.me().Held[TokDiesplacer], want)
		}
	}
}
