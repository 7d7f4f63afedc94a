package dieinthedungeon

import (
	"slices"
	"testing"

	"github.com/herotable/herotable/engine"
)

// Helpers for the scenario tests: a solo game set up on a map with the
// dice placed, forced dice, and Combats started against a chosen party.

// solo is a solo game on mapID with creature, its dice placed as lay, at
// the first TURN_START.
func solo(t *testing.T, mapID, creature string, lay Layout) *State {
	t.Helper()
	s, err := New(1, 1, engine.Options{}.With(OptMap, mapID).With(OptCreature, creature))
	if err != nil {
		t.Fatal(err)
	}
	play(t, s, Act(KLayout, LayoutIndex(lay)))
	return s
}

// standard is the layout Might d10, Agility d8, Magic d12, Health d6.
var standard = GreedyLayout

// play applies a, failing the test if it is refused.
func play(t *testing.T, s *State, a engine.Action) {
	t.Helper()
	if err := s.Apply(a); err != nil {
		t.Fatalf("%s: %v (stage %s)", s.ActionString(a), err, s.stageWords())
	}
}

// legalHas reports whether a is legal now.
func legalHas(s *State, a engine.Action) bool { return slices.Contains(s.LegalActions(nil), a) }

// dice makes the next rolls show these faces.
func dice(s *State, faces ...int) { s.force = append(s.force, faces...) }

// setStat puts value v on slot sl with the chart's die for it.
func setStat(s *State, sl Slot, v int) {
	b := &s.Mons[s.Turn].Board
	b[sl].Value = v
	if _, ok := sl.Stat(); ok || sl == SlotHealth {
		b[sl].Type = DieFor(v)
	}
}

// slotAt is the index of the map slot at row r, column c.
func slotAt(t *testing.T, s *State, r, c int) int {
	t.Helper()
	i, ok := s.m().SlotAt(Pos{r, c})
	if !ok {
		t.Fatalf("no slot at (%d,%d)", r, c)
	}
	return i
}

// putTile puts tile id face down on slot i.
func putTile(t *testing.T, s *State, i int, id string) {
	t.Helper()
	k, ok := TileByID(id)
	if !ok {
		t.Fatalf("no tile %s", id)
	}
	s.Slots[i].Tile = k
}

// fight starts a Combat on the creature's slot against the given heroes
// (CS2 and CS3 run: the Bard token, perks), settling at the first
// decision. effect is the tile effect stored for the Combat.
func fight(t *testing.T, s *State, effect EffectKind, heroes ...HeroCard) {
	t.Helper()
	s.Combat = Combat{On: true, Slot: s.me().Pos, Effect: effect}
	for _, h := range heroes {
		s.join(h)
	}
	s.cs2()
	s.settle()
}

// fightEpic is fight with an Epic hero leading the party.
func fightEpic(t *testing.T, s *State, epic string, heroes ...HeroCard) {
	t.Helper()
	e, ok := EpicByID(epic)
	if !ok {
		t.Fatalf("no epic %s", epic)
	}
	s.Combat = Combat{On: true, Slot: s.me().Pos, Party: Party{{Kind: EpicMem, Epic: e}}}
	for _, h := range heroes {
		s.join(h)
	}
	s.cs2()
	s.settle()
}

// noMinions empties the creature's DieMinions back into the supply.
func noMinions(s *State) {
	mo := s.me()
	for t := DieMinionD4; t <= DieMinionD12; t++ {
		s.Supply[t] += mo.Held[t]
		mo.Held[t] = 0
	}
}

func wantStage(t *testing.T, s *State, want Stage) {
	t.Helper()
	if s.Stage != want {
		t.Fatalf("stage: %s, want %s", s.stageWords(), (&State{Stage: want}).stageWords())
	}
}

func wantValue(t *testing.T, s *State, sl Slot, want int) {
	t.Helper()
	if got := s.me().Board[sl].Value; got != want {
		t.Errorf("%s = %d, want %d", sl.Name(), got, want)
	}
}

func hero(ty HeroType, level int) HeroCard { return HeroCard{ty, level} }
