package dieinthedungeon

import "testing"

// The engine never asks a question with one answer: a forced step plays
// itself (the conformance suite checks that after every step), and hits
// on identical heroes need no choice.

func TestIdenticalTargetsNeedNoChoice(t *testing.T) {
	s := solo(t, "training", "diemon", standard)
	setStat(s, SlotAbility, 4)
	s.me().Board[SlotAbility].Type = D4
	fight(t, s, NoEffect, hero(Rogue, 2), hero(Rogue, 2), hero(Wizard, 3))
	play(t, s, Act(KCard, 0)) // Inferno: two hits
	if p := s.Combat.Party; len(p) != 1 || p[0].Hero != hero(Wizard, 3) {
		t.Fatalf("party %v: want both Rogues L2 gone without a choice", p)
	}
}
