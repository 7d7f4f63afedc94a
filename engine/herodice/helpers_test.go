package herodice

import (
	"slices"
	"testing"

	"github.com/herotable/herotable/engine"
)

// Helpers for the scenario tests: a game set up, then the position put in
// place directly, the dice forced.

// game is a new game with mode and map mode (Standard Grid by default).
func game(t *testing.T, mode, mapMode string) *State {
	t.Helper()
	if mode == "" {
		mode = ModeStandard
	}
	if mapMode == "" {
		mapMode = MapGrid
	}
	s, err := New(1, engine.Options{}.With(OptMode, mode).With(OptMapMode, mapMode))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// card is the id of the card named id.
func card(t *testing.T, id string) int {
	t.Helper()
	c, ok := ByID(id)
	if !ok {
		t.Fatalf("no card %q", id)
	}
	return c
}

// take lifts card c out of wherever it is.
func take(s *State, c int) {
	for _, l := range []*[]int{&s.Dungeon.Cards, &s.Treasures.Cards, &s.Encounter.Cards, &s.Bosses.Cards,
		&s.Weapons, &s.Items, &s.Pool, &s.Spent, &s.Discard, &s.Removed, &s.OutCards, &s.Paying} {
		remove(l, c)
	}
	for i := len(s.Map) - 1; i >= 0; i-- {
		if s.Map[i].Card == c {
			s.Map = slices.Delete(s.Map, i, i+1)
		}
	}
	if s.Armor == c {
		s.unequip()
	}
	if s.BossSlot == c {
		s.BossSlot = NoCard
	}
	if s.Found == c {
		s.Found = NoCard
	}
}

// give hands the hero treasure cards: weapons, armour (put on), items.
func give(t *testing.T, s *State, ids ...string) {
	t.Helper()
	for _, id := range ids {
		c := card(t, id)
		take(s, c)
		switch Treasure(c).Type {
		case Weapon:
			s.Weapons = append(s.Weapons, c)
		case Armor:
			if s.Armor != NoCard {
				s.unequip()
			}
			s.equip(c)
		case Item:
			s.Items = append(s.Items, c)
		}
	}
}

// pool puts cards in the XP pool.
func pool(t *testing.T, s *State, ids ...string) {
	t.Helper()
	for _, id := range ids {
		c := card(t, id)
		take(s, c)
		s.Pool = append(s.Pool, c)
	}
}

// calm empties the glow queue and ends whatever was going on, leaving the
// hero exploring.
func calm(s *State) {
	s.Glows = s.Glows[:0]
	if s.Fight.Card != NoCard {
		if DeckOf(s.Fight.Card) == DeckBoss {
			s.Bosses.PutTop(s.Fight.Card)
		} else {
			s.Encounter.PutTop(s.Fight.Card)
		}
		s.Fight = Fight{Card: NoCard}
	}
	if s.Check.Card != NoCard {
		s.Encounter.PutTop(s.Check.Card)
		s.Check = Check{Card: NoCard}
	}
	if s.Found != NoCard {
		s.Treasures.PutTop(s.Found)
		s.Found = NoCard
	}
	s.Phase = PhExplore
}

// fight starts a fight with id (a mob or a boss) at its full health.
func fight(t *testing.T, s *State, id string) {
	t.Helper()
	calm(s)
	c := card(t, id)
	take(s, c)
	s.startFight(c, DeckOf(c) == DeckBoss)
}

// deck puts cards on top of the deck they belong to, the first on top.
func deck(t *testing.T, s *State, ids ...string) {
	t.Helper()
	for i := len(ids) - 1; i >= 0; i-- {
		c := card(t, ids[i])
		take(s, c)
		switch DeckOf(c) {
		case DeckDungeon:
			s.Dungeon.PutTop(c)
		case DeckTreasure:
			s.Treasures.PutTop(c)
		case DeckEncounter:
			s.Encounter.PutTop(c)
		default:
			s.Bosses.PutTop(c)
		}
	}
}

// onlyDeck makes the dungeon deck exactly these cards, the first on top;
// the others leave the game for the test.
func onlyDeck(t *testing.T, s *State, ids ...string) {
	t.Helper()
	s.Dungeon.Cards = s.Dungeon.Cards[:0]
	s.DngSeen = 0
	deck(t, s, ids...)
}

// topFirst is the dungeon deck, top card first, as ids.
func topFirst(s *State) []string {
	var out []string
	for i := s.Dungeon.Len() - 1; i >= 0; i-- {
		out = append(out, ID(s.Dungeon.Cards[i]))
	}
	return out
}

// mapOf lays the map out as these cards at these cells, the hero on the first.
func mapOf(t *testing.T, s *State, cells ...any) {
	t.Helper()
	calm(s)
	for _, p := range s.Map {
		s.Dungeon.PutTop(p.Card)
	}
	s.Map = s.Map[:0]
	for i := 0; i+2 < len(cells); i += 3 {
		c := card(t, cells[i].(string))
		take(s, c)
		s.Map = append(s.Map, Placed{X: cells[i+1].(int), Y: cells[i+2].(int), Card: c})
	}
	s.Pos = 0
}

// dice makes the next rolls show these faces: the hero die, the hero's
// combat dice, then the foe's.
func dice(s *State, faces ...int) { s.force = append(s.force, faces...) }

// play applies a, failing the test if it is refused.
func play(t *testing.T, s *State, a engine.Action) {
	t.Helper()
	if err := s.Apply(a); err != nil {
		t.Fatalf("%v (phase: %s)", err, s.phaseWords())
	}
}

// legal reports whether a is legal now.
func legal(s *State, a engine.Action) bool { return slices.Contains(s.LegalActions(nil), a) }

// wantPhase fails unless the game waits at phase p.
func wantPhase(t *testing.T, s *State, p Phase) {
	t.Helper()
	if s.Phase != p {
		t.Fatalf("phase %d (%s), want %d", s.Phase, s.phaseWords(), p)
	}
}

// wantInt fails unless got equals want.
func wantInt(t *testing.T, what string, got, want int) {
	t.Helper()
	if got != want {
		t.Errorf("%s = %d, want %d", what, got, want)
	}
}

// codes lists the EvGame codes of the last action's events.
func codes(s *State) []int {
	var out []int
	for _, e := range s.Ev.List {
		if e.Kind == engine.EvGame {
			out = append(out, e.Code)
		}
	}
	return out
}

// ids lists cards as ids.
func ids(cards []int) []string {
	out := make([]string, len(cards))
	for i, c := range cards {
		out[i] = ID(c)
	}
	return out
}
