package heromustdie

import (
	"slices"
	"testing"
)

// TestA3_HireTrollNeedsABeast: A owns a Wolf and has 2/2/0 → hires the
// Troll from the row and has 0/0/0; B, who owns no beast, cannot.
func TestA3_HireTrollNeedsABeast(t *testing.T) {
	s := started(t, 2, 3)
	A, B := int8(0), int8(1)
	bxGive(t, s, A, "mon_wolf")
	bxGive(t, s, B, "mon_imp")
	s.MonsterDeck, s.MonsterRow = append(s.MonsterDeck, s.MonsterRow...), nil
	bxRow(t, s, "mon_troll", "mon_drake")
	troll := monsterByID(t, "mon_troll")
	bxRes(s, A, 2, 2, 0)
	bxRes(s, B, 9, 9, 9)
	bxToAction(t, s, FullMoon, map[int8][]string{A: {"monster_pit_2"}, B: {"monster_pit_1"}})
	if s.Stage != StHire || s.Actor != B {
		t.Fatalf("at %v of seat %d, want B's hire", s.Stage, s.Actor)
	}
	if legalHas(s, KMonster, int(troll)) || legalHas(s, KMonster, int(monsterByID(t, "mon_drake"))) {
		t.Errorf("B may hire from the row without the family: %v", s.LegalActions(nil))
	}
	bxAct(t, s, KPass, 0)
	if w := s.ActionString(Act(KMonster, int(troll))); w != "{P1} hires the Troll (2 gold, 2 slaves)" {
		t.Errorf("words %q", w)
	}
	bxAct(t, s, KMonster, int(troll))
	if q := s.Seats[A]; q.Gold != 0 || q.Slaves != 0 || q.MP != 0 || !slices.Contains(q.Monsters, troll) {
		t.Fatalf("A has %d/%d/%d and %v", q.Gold, q.Slaves, q.MP, q.Monsters)
	}
	if len(s.MonsterRow) != 1 || slices.Contains(s.MonsterRow, troll) {
		t.Errorf("row %v: the Troll should be gone and nothing refilled", s.MonsterRow)
	}
	bxOK(t, s)
}

// TestHireFamilyAtThatMoment: a pool monster needs no family (L1/L2); the
// family it brings counts for the next pit box (R54); a cost with MP the
// hirer lacks is not offered; with nothing affordable the box is skipped.
func TestHireFamilyAtThatMoment(t *testing.T) {
	s := started(t, 2, 54)
	bxGive(t, s, 0, "mon_imp")
	s.MonsterDeck, s.MonsterRow = append(s.MonsterDeck, s.MonsterRow...), nil
	bxRow(t, s, "mon_troll", "mon_manticore")
	wolf, troll := monsterByID(t, "mon_wolf"), monsterByID(t, "mon_troll")
	bxTake(s, wolf)
	s.MonsterPool = append(s.MonsterPool, wolf)
	bxRes(s, 0, 10, 10, 1)
	bxToAction(t, s, FullMoon, map[int8][]string{0: {"monster_pit_1", "monster_pit_2", "monster_pit_3"}})
	if legalHas(s, KMonster, int(troll)) || !legalHas(s, KMonster, int(wolf)) {
		t.Fatalf("first pit: %v, want the Wolf but not the Troll", s.LegalActions(nil))
	}
	bxAct(t, s, KMonster, int(wolf))
	if !legalHas(s, KMonster, int(troll)) || legalHas(s, KMonster, int(monsterByID(t, "mon_manticore"))) {
		t.Fatalf("second pit: %v, want the Troll and no Manticore (1 MP)", s.LegalActions(nil))
	}
	bxAct(t, s, KMonster, int(troll))
	bxAct(t, s, KPass, 0)
	if got := s.Seats[0].Monsters; len(got) != 3 || s.Seats[0].Gold != 7 || s.Seats[0].Slaves != 8 {
		t.Errorf("monsters %v, gold %d, slaves %d", got, s.Seats[0].Gold, s.Seats[0].Slaves)
	}
	bxOK(t, s)

	s = started(t, 2, 55)
	s.Seats[0].Gold = 0
	bxToAction(t, s, FullMoon, map[int8][]string{0: {"monster_pit_1"}})
	if !bxDone(s) {
		t.Errorf("with no gold the Monster pit asks %v", s.Stage)
	}
}
