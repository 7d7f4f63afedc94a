package dieinthedungeon

import (
	"testing"

	"github.com/herotable/herotable/engine"
)

// The ability cards of §2.3 (Deyeroller, Troll, Diemon): effect, AP paid,
// once per game, and "only if it has an effect now". The Dierake's and
// Tombstones' cards are in cards2_test.go.

// trapHere puts trap tile id under the creature and starts its Stat Check.
func trapHere(t *testing.T, s *State, id string) {
	t.Helper()
	putTile(t, s, s.me().Pos, id)
	s.Combat = Combat{Slot: s.me().Pos}
	s.tileEffect()
	s.settle()
}

func noRolls(t *testing.T, s *State) {
	t.Helper()
	for _, e := range s.Events() {
		if e.Kind == engine.EvRoll {
			t.Errorf("a %s was rolled", e.Die)
		}
	}
}

func TestCard_Mesmerize(t *testing.T) {
	mes := cardAct(t, "deyeroller_c1")
	s := ready(t, "deyeroller", 4, false)
	fight(t, s, NoEffect, hero(Fighter, 1), hero(Rogue, 2))
	play(t, s, mes)
	if p := s.Combat.Party; len(p) != 1 || p[0].Hero != hero(Rogue, 2) || s.me().XPTotal != 1 {
		t.Errorf("party %v, XP %d: want the Fighter L1 hit", p, s.me().XPTotal)
	}
	wantValue(t, s, SlotAbility, 1)
	setAP(s, 4)
	if legalHas(s, mes) {
		t.Errorf("Mesmerize offered a second time")
	}
}

func TestCard_ManyEyes(t *testing.T) {
	eyes := cardAct(t, "deyeroller_c2")
	s := ready(t, "deyeroller", 4, true)
	trapHere(t, s, "dead_end_08") // Rune Ward: Magic 8 or 2 damage
	wantStage(t, s, StTrapPre)
	s.Ev.Reset()
	play(t, s, eyes)
	noRolls(t, s)
	wantValue(t, s, SlotHealth, 6)
	wantValue(t, s, SlotMagic, 12)
	wantValue(t, s, SlotAbility, 3)
	if s.TurnNo != 2 || !s.me().CardsUsed[1] {
		t.Errorf("turn %d, card used %v: want the check passed and the turn over", s.TurnNo, s.me().CardsUsed[1])
	}
	// It may also be played after a failed roll.
	s = ready(t, "deyeroller", 4, true)
	trapHere(t, s, "dead_end_08")
	dice(s, 1)
	play(t, s, Act(KRoll, 0))
	wantStage(t, s, StBoost)
	play(t, s, eyes)
	wantValue(t, s, SlotHealth, 6)
	if s.TurnNo != 2 {
		t.Errorf("Many Eyes after the roll did not pass the check")
	}
}

func TestCard_UnblinkingStare(t *testing.T) {
	stare := cardAct(t, "deyeroller_c3")
	s := ready(t, "deyeroller", 4, false)
	setStat(s, SlotMight, 12)
	fight(t, s, NoEffect, hero(Fighter, 2), hero(Cleric, 2)) // Might 9, d10
	play(t, s, stare)
	wantValue(t, s, SlotAbility, 2)
	for round := 1; round <= 2; round++ {
		endAbility(t, s, 10) // the d10's maximum: no auto-hit now
		wantStage(t, s, StAttackStat)
		wantValue(t, s, SlotHealth, 6)
		attack(t, s, Agility, 1)
		play(t, s, Act(KContinue, 0))
	}
	s = ready(t, "deyeroller", 4, false)
	fight(t, s, NoEffect, hero(Cleric, 2))
	if legalHas(s, stare) {
		t.Errorf("Unblinking Stare offered with no hero attack")
	}
}

func TestCard_FarSight(t *testing.T) {
	sight := cardAct(t, "deyeroller_c4")
	s := cellar(t, "deyeroller")
	wantStage(t, s, StTurnStart)
	a, b, e1 := slotAt(t, s, 2, 1), slotAt(t, s, 0, 3), slotAt(t, s, 2, 4)
	play(t, s, sight)
	wantStage(t, s, StFarSight)
	if !legalHas(s, Act(KPeek, a)) || legalHas(s, Act(KPeek, e1)) || legalHas(s, Act(KPeek, s.me().Pos)) {
		t.Errorf("Far Sight offers %v: want face-down tiles anywhere, not the fixed E1 or START", s.LegalActions(nil))
	}
	play(t, s, Act(KPeek, a))
	wantStage(t, s, StFarSight)
	if legalHas(s, Act(KPeek, a)) {
		t.Errorf("the peeked tile is offered again")
	}
	play(t, s, Act(KPeek, b)) // the second peek ends it
	if s.Slots[a].Peek != 1 || s.Slots[b].Peek != 1 || s.me().CardsUsed[3] != true {
		t.Errorf("peek bits %b/%b", s.Slots[a].Peek, s.Slots[b].Peek)
	}
	if v := s.View(0).(*State); v.Slots[a].Tile != s.Slots[a].Tile {
		t.Errorf("the peeker's view does not show the peeked face")
	}
	// Nothing left to see: not offered.
	s = cellar(t, "deyeroller")
	for i := range s.Slots {
		s.Slots[i].Peek = 1
	}
	if legalHas(s, sight) {
		t.Errorf("Far Sight offered with every face known")
	}
}

func TestCard_BoneFeast(t *testing.T) {
	feast := cardAct(t, "troll_c1")
	s := ready(t, "troll", 4, true)
	s.me().Board[SlotHealth] = BoardDie{D6, 3}
	play(t, s, feast)
	if got := s.me().Board[SlotHealth]; got != (BoardDie{D8, 7}) {
		t.Errorf("Health 3 + 4 is %s, want 7 on a d8", got)
	}
	wantValue(t, s, SlotAbility, 1)
	s = ready(t, "troll", 4, true)
	s.me().Board[SlotHealth] = BoardDie{D12, 12}
	s.me().Board[SlotMagic] = BoardDie{D20, 13}
	if legalHas(s, feast) {
		t.Errorf("Bone Feast offered with nothing to gain")
	}
}

func TestCard_ThickHide(t *testing.T) {
	hide := cardAct(t, "troll_c2")
	s := ready(t, "troll", 4, false)
	fight(t, s, NoEffect, hero(Fighter, 1), hero(Rogue, 1)) // Might 6, Agility 6: d6s
	play(t, s, hide)
	wantValue(t, s, SlotAbility, 2)
	endAbility(t, s, 6, 6) // two auto-hits, both ignored
	wantStage(t, s, StAttackStat)
	wantValue(t, s, SlotHealth, 6)
	wantValue(t, s, SlotMight, 10)
	wantValue(t, s, SlotAgility, 8)
	s = ready(t, "troll", 4, false)
	fight(t, s, NoEffect, hero(Cleric, 1))
	if legalHas(s, hide) {
		t.Errorf("Thick Hide offered with no hero attack")
	}
}

func TestCard_CarveDice(t *testing.T) {
	carve := cardAct(t, "troll_c3")
	s := cellar(t, "troll") // AP 1, at TURN_START
	play(t, s, carve)
	if s.me().Held[DieMinionD6] != 2 {
		t.Errorf("%d d6 DieMinions held, want 2", s.me().Held[DieMinionD6])
	}
	wantStage(t, s, StMove) // nothing left to do: on through Power Up to the move
	wantValue(t, s, SlotAbility, 1)
	setAP(s, 4)
	fight(t, s, NoEffect, hero(Fighter, 1))
	if legalHas(s, carve) {
		t.Errorf("Carve Dice offered a second time")
	}
	s = cellar(t, "troll")
	s.Supply[DieMinionD6] = 0
	play(t, s, carve)
	if s.me().Held[DieMinionD4] != 1 {
		t.Errorf("with no d6 left Carve Dice took %v, want a d4", s.me().Held)
	}
	s = cellar(t, "troll")
	s.Supply[DieMinionD6], s.Supply[DieMinionD4] = 0, 0
	if legalHas(s, carve) {
		t.Errorf("Carve Dice offered with no d6 or d4 in the supply")
	}
}

func TestCard_BogBulk(t *testing.T) {
	s := ready(t, "troll", 4, true)
	play(t, s, cardAct(t, "troll_c4"))
	b := s.me().Board
	if b[SlotMight] != (BoardDie{D12, 12}) || b[SlotAgility] != (BoardDie{D10, 10}) {
		t.Errorf("Might %s, Agility %s; want 12 on a d12 and 10 on a d10", b[SlotMight], b[SlotAgility])
	}
	wantValue(t, s, SlotAbility, 1)
}

func TestCard_Inferno(t *testing.T) {
	s := ready(t, "diemon", 4, false)
	fight(t, s, NoEffect, hero(Cleric, 2), hero(Fighter, 1))
	play(t, s, cardAct(t, "diemon_c1")) // the Cleric first, then the Fighter
	if s.Combat.On || s.me().XPTotal != 2 {
		t.Errorf("Combat on %v, XP %d: two hits should clear Cleric L2 and Fighter L1", s.Combat.On, s.me().XPTotal)
	}
	if s.TurnNo != 2 {
		t.Fatalf("turn %d, want the next turn", s.TurnNo)
	}
	wantValue(t, s, SlotAbility, 1) // 4 − 4, then Power Up
}

func TestCard_ScorchedPath(t *testing.T) {
	s := ready(t, "diemon", 4, true)
	trapHere(t, s, "dead_end_08")
	wantStage(t, s, StTrapPre)
	s.Ev.Reset()
	play(t, s, cardAct(t, "diemon_c2"))
	noRolls(t, s)
	wantValue(t, s, SlotHealth, 6)
	wantValue(t, s, SlotMagic, 12)
	if s.TurnNo != 2 || !s.me().CardsUsed[1] {
		t.Errorf("turn %d: the trap was not ignored", s.TurnNo)
	}
}

func TestCard_InfernalRage(t *testing.T) {
	rage := cardAct(t, "diemon_c3")
	s := ready(t, "diemon", 4, false)
	fight(t, s, NoEffect, hero(Fighter, 1))
	play(t, s, rage)
	wantValue(t, s, SlotAbility, 3)
	if !s.Combat.Fx.Rage || legalHas(s, rage) {
		t.Errorf("rage %v, offered again %v", s.Combat.Fx.Rage, legalHas(s, rage))
	}
	endAbility(t, s, 1)
	attack(t, s, Might, 1) // against Might 4
	play(t, s, Act(KLower, int(SlotAgility)))
	play(t, s, Act(KLower, int(SlotMagic)))
	play(t, s, Act(KLower, int(SlotMagic))) // 4: still failing
	play(t, s, Act(KLower, int(SlotAgility)))
	if s.Combat.On {
		t.Errorf("1 + 4 points from Agility and Magic did not beat Might 4")
	}
	wantValue(t, s, SlotMight, 10)
}

func TestCard_DemonicPact(t *testing.T) {
	s := ready(t, "diemon", 4, true)
	fight(t, s, NoEffect, hero(Fighter, 1))
	play(t, s, cardAct(t, "diemon_c4"))
	if got := s.me().Board[SlotMight]; got != (BoardDie{D20, 13}) {
		t.Errorf("Might 10 + 3 is %s, want 13 on a d20", got)
	}
	wantValue(t, s, SlotAbility, 1)
}
