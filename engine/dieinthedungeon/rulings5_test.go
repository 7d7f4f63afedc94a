package dieinthedungeon

import (
	"strings"
	"testing"

	"github.com/herotable/herotable/engine"
)

// Rulings R40–R46 (§6): the Duel, Epic tiles and the DieMaster token.

// duel is a Duel of the Troll (seat 0) and the Diemon (seat 1), both
// boards laid out, at the first player's first decision.
func duel(t *testing.T, seed uint64) *State {
	t.Helper()
	s, err := New(2, seed, engine.Options{}.With(OptCreature, "troll").With(OptCreature2, "diemon"))
	if err != nil {
		t.Fatal(err)
	}
	play(t, s, Act(KLayout, LayoutIndex(standard)))
	play(t, s, Act(KLayout, LayoutIndex(standard)))
	return s
}

func TestR40_DuelIsPlayedOnTheDuelMap(t *testing.T) {
	s, err := New(2, 1, engine.Options{}.With(OptMap, "map1"))
	if err != nil {
		t.Fatal(err)
	}
	if s.m().ID != "duel" || len(s.Mons) != 2 {
		t.Errorf("two players play %s with %d creatures, want the duel map and 2", s.m().ID, len(s.Mons))
	}
	if _, err := New(1, 1, engine.Options{}.With(OptMap, "duel")); err == nil {
		t.Errorf("a solo game was set up on the duel map")
	}
}

func TestR41_SharedMapOwnCreatures(t *testing.T) {
	_, err := New(2, 1, engine.Options{}.With(OptCreature, "troll").With(OptCreature2, "troll"))
	if err == nil || !strings.Contains(err.Error(), "R41") {
		t.Errorf("two Trolls: error %v, want a refusal citing R41", err)
	}
	s := duel(t, 1)
	p := s.Turn
	// The tile next to P1's start was explored earlier (by either player):
	// whoever plays may go on from it, and takes the token found there.
	s.Slots[slotAt(t, s, 0, 1)].Explored = true
	s.Slots[slotAt(t, s, 0, 1)].Open = true
	next := slotAt(t, s, 0, 2) // +m4
	putTile(t, s, next, "three_way_03")
	toMove(t, s)
	for _, i := range []int{next, slotAt(t, s, 1, 0), slotAt(t, s, 3, 6), slotAt(t, s, 4, 5)} {
		if !legalHas(s, Act(KMove, i)) {
			t.Errorf("seat %d cannot explore slot %d of the shared frontier", p, i)
		}
	}
	play(t, s, Act(KMove, next))
	if s.Mons[p].Held[DieMinionD4] != 1 || s.Mons[1-p].Held[DieMinionD4] != 0 {
		t.Errorf("d4 DieMinions held %d/%d, want the explorer's only", s.Mons[p].Held[DieMinionD4], s.Mons[1-p].Held[DieMinionD4])
	}
	if s.Turn != 1-p || !s.Slots[next].Explored {
		t.Errorf("turn %d, explored %v: want the other seat to play on the shared map", s.Turn, s.Slots[next].Explored)
	}
}

func TestR42_DuelLossMakesTheOtherWin(t *testing.T) {
	s := duel(t, 2)
	p := s.Turn
	toMove(t, s)
	setStat(s, SlotTime, 1)
	play(t, s, Act(KMove, slotAt(t, s, 0, 1)))
	if !s.Over || s.Winner != 1-p {
		t.Fatalf("over %v, winner %d: want seat %d to win", s.Over, s.Winner, 1-p)
	}
	if r := s.Returns(); r[p] != 0 || r[1-p] != 1 {
		t.Errorf("returns %v", r)
	}
}

func TestR43_RandomFirstSecondHasTwoAP(t *testing.T) {
	firsts := map[engine.Player]bool{}
	for seed := range uint64(20) {
		s, err := New(2, seed, engine.Options{}.With(OptCreature, "troll").With(OptCreature2, "diemon"))
		if err != nil {
			t.Fatal(err)
		}
		first := s.Turn
		firsts[first] = true
		play(t, s, Act(KLayout, LayoutIndex(standard)))
		play(t, s, Act(KLayout, LayoutIndex(standard)))
		if got := s.Mons[1-first].Board[SlotAbility].Value; got != DuelSecondAbility {
			t.Errorf("seed %d: the second player has %d AP, want %d", seed, got, DuelSecondAbility)
		}
		if s.First != first {
			t.Errorf("seed %d: First %d, but seat %d placed first", seed, s.First, first)
		}
	}
	if len(firsts) != 2 {
		t.Errorf("over 20 seeds only seat(s) %v went first", firsts)
	}
}

func TestR44_EpicCountsForWhoseTurnItEnded(t *testing.T) {
	s := duel(t, 3)
	p := s.Turn
	e2 := slotAt(t, s, 1, 3)
	s.me().Pos = e2
	s.Combat = Combat{On: true, Slot: e2, Round: 1}
	s.join(hero(Cleric, 1)) // the last of the party
	s.Hits, s.Ret = 1, StStorm
	s.resolveHits()
	s.settle()
	if s.Slots[e2].Won != int(p)+1 || s.Mons[p].Epics != 1 || s.Mons[1-p].Epics != 0 {
		t.Errorf("E2 won by %d, Epics %d/%d: want seat %d's", s.Slots[e2].Won-1, s.Mons[0].Epics, s.Mons[1].Epics, p)
	}
	if s.Over || s.Turn != 1-p {
		t.Errorf("over %v, turn %d: one Epic does not end the Duel", s.Over, s.Turn)
	}
}

func TestR45_EpicTileDefeatedWithFledHeroes(t *testing.T) {
	s := cellar(t, "tombstones")
	noMinions(s)
	e1 := slotAt(t, s, 2, 4)
	s.me().Pos, s.Slots[e1].Open = e1, true
	setAP(s, 4)
	fightEpic(t, s, "epic_barbarian", hero(Cleric, 1))
	play(t, s, cardAct(t, "tombstones_c2")) // Terrify: the Cleric L1 flees
	if p := s.Combat.Party; len(p) != 1 || !p[0].is("epic_barbarian") {
		t.Fatalf("party %v after Terrify, want the Barbarian alone", p)
	}
	if legalHas(s, abilityAct(t, "tomb_dread")) {
		t.Errorf("Dread is offered with only the Barbarian: an Epic hero never flees")
	}
	for range 2 {
		endAbility(t, s, 1)
		attack(t, s, Magic, 12) // 12 against the Barbarian's Magic 3
	}
	if !s.Over || s.Returns()[0] != 1 || s.Slots[e1].Won != 1 {
		t.Fatalf("over %v, E1 won %d: the Cleric fled and the Barbarian fell, E1 is defeated", s.Over, s.Slots[e1].Won)
	}
	if s.me().XPTotal != XPEpicHero {
		t.Errorf("XP %d, want 2 (the fled Cleric gives none)", s.me().XPTotal)
	}
}

func TestR46_DieMasterToken(t *testing.T) {
	s := cellar(t, "troll")
	s.me().Held[TokDieMaster] = 1
	fight(t, s, NoEffect, hero(Fighter, 1))
	endAbility(t, s, 1)
	play(t, s, Act(KStatMax, int(Agility)))
	if s.me().Held[TokDieMaster] != 0 || s.Combat.On || s.me().XPTotal != 1 {
		t.Errorf("token held %d, Combat on %v: the d8's 8 should have beaten Agility 2", s.me().Held[TokDieMaster], s.Combat.On)
	}
	for _, e := range s.Events() {
		if e.Kind == engine.EvRoll {
			t.Errorf("a %s was rolled for the token's attack", e.Die)
		}
	}
	// Map 6: the LAIR's token stays put, and no token works on the DieMaster.
	s = solo(t, "map6", "troll", standard)
	lair, before := slotAt(t, s, 1, 6), slotAt(t, s, 1, 5)
	s.Slots[before].Explored, s.Slots[before].Open = true, true
	s.me().Held[TokDieMaster] = 1
	toMove(t, s)
	play(t, s, Act(KMove, lair))
	if s.Slots[lair].Token != TokDieMaster || s.me().Held[TokDieMaster] != 1 {
		t.Errorf("LAIR token %v, held %d: the LAIR's token is not taken", s.Slots[lair].Token, s.me().Held[TokDieMaster])
	}
	if p := s.Combat.Party; len(p) != 1 || p[0].Kind != Boss {
		t.Fatalf("LAIR party %v, want the DieMaster", p)
	}
	wantValue(t, s, SlotTime, 18) // the move, then Sands of Time with no pip
	endAbility(t, s, 1, 1, 1)
	wantStage(t, s, StAttackStat)
	for st := range Stat(NumStats) {
		if legalHas(s, Act(KStatMax, int(st))) {
			t.Errorf("the DieMaster token is offered against the DieMaster")
		}
	}
}
