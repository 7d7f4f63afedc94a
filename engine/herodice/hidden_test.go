package herodice

import (
	"bytes"
	"slices"
	"testing"

	"github.com/herotable/herotable/engine"
)

// §7: the view hides the decks' order, the face-down boss and the RNG,
// and keeps the dungeon cards seen at the bottom in place; the unseen
// dungeon cards' contents show, sorted (public by counting, R17).
func TestViewHidesDecksAndBoss(t *testing.T) {
	s := game(t, ModeDeep, "")
	mapOf(t, s, "dng_kennels", 0, 0)
	deck(t, s, "dng_treasure_vault", "dng_old_armory")
	play(t, s, Act(KMove, 0*4+int(North))) // the Vault goes to the bottom, seen
	v := s.View(0).(*State)
	if v.BossSlot != Hidden {
		t.Errorf("the face-down boss shows as %d", v.BossSlot)
	}
	if v.Dungeon.Cards[0] != card(t, "dng_treasure_vault") {
		t.Errorf("the seen bottom card is masked: %v", v.Dungeon.Cards)
	}
	// The unseen dungeon cards: their contents are public by counting
	// (R17), their order is not: the view holds them sorted.
	unseen := slices.Clone(s.Dungeon.Cards[1:])
	slices.Sort(unseen)
	if !slices.Equal(v.Dungeon.Cards[1:], unseen) {
		t.Errorf("the unseen dungeon cards show as %v, want them sorted: %v", v.Dungeon.Cards[1:], unseen)
	}
	for _, l := range [][]int{v.Treasures.Cards, v.Encounter.Cards, v.Bosses.Cards} {
		for _, c := range l {
			if c != Hidden {
				t.Fatalf("a face-down card shows: %d", c)
			}
		}
	}
	if v.RNG != (engine.RNG{}) {
		t.Error("the view keeps the RNG")
	}
	// Public things stay.
	if !slices.Equal(v.Map, s.Map) || v.HP != s.HP || v.Dungeon.Len() != s.Dungeon.Len() {
		t.Error("the view changed public things")
	}
}

// §11: Determinize resamples the unseen dungeon cards (the seen bottom
// stays), the treasure and encounter decks and the boss with its deck,
// and nothing else.
func TestDeterminizeResamplesWhatSection11Names(t *testing.T) {
	s := game(t, ModeDeep, "")
	mapOf(t, s, "dng_kennels", 0, 0)
	deck(t, s, "dng_treasure_vault", "dng_old_armory")
	play(t, s, Act(KMove, 0*4+int(North)))
	calm(s)
	vault := card(t, "dng_treasure_vault")
	moved := map[string]bool{}
	bosses := map[int]bool{}
	for i := range uint64(40) {
		r := engine.NewRNG(i)
		d := s.Determinize(0, &r).(*State)
		if d.Dungeon.Cards[0] != vault {
			t.Fatal("the seen bottom card moved")
		}
		if !bytes.Equal(enc(t, d.View(0)), enc(t, s.View(0))) {
			t.Fatal("the determinization looks different")
		}
		moved["dungeon"] = moved["dungeon"] || !slices.Equal(d.Dungeon.Cards, s.Dungeon.Cards)
		moved["treasure"] = moved["treasure"] || !slices.Equal(d.Treasures.Cards, s.Treasures.Cards)
		moved["encounter"] = moved["encounter"] || !slices.Equal(d.Encounter.Cards, s.Encounter.Cards)
		moved["boss deck"] = moved["boss deck"] || !slices.Equal(d.Bosses.Cards, s.Bosses.Cards)
		bosses[d.BossSlot] = true
		if !slices.Equal(d.Pool, s.Pool) || !slices.Equal(d.Map, s.Map) || d.HP != s.HP {
			t.Fatal("a public thing changed")
		}
	}
	for _, k := range []string{"dungeon", "treasure", "encounter", "boss deck"} {
		if !moved[k] {
			t.Errorf("the %s order is never resampled", k)
		}
	}
	if len(bosses) < 5 {
		t.Errorf("only %d bosses in 40 determinizations: the face-down boss is not resampled over all ten", len(bosses))
	}
	// Once the boss is up, it stays itself.
	calm(s)
	s.faceBoss()
	boss := s.Fight.Card
	r := engine.NewRNG(9)
	if d := s.Determinize(0, &r).(*State); d.Fight.Card != boss {
		t.Error("the revealed boss was resampled")
	}
}

func enc(t *testing.T, s engine.State) []byte {
	t.Helper()
	b, err := s.MarshalMsg(nil)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// A view knows which exits are viable, as the player does by counting the
// dungeon deck (R17): ViableExits on a view is the state's own (it panicked
// on the masked deck).
func TestAViewKnowsTheViableExits(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		s, err := New(seed, engine.Options{})
		if err != nil {
			t.Fatal(err)
		}
		v := s.View(0).(*State)
		if got, want := v.ViableExits(), s.ViableExits(); !slices.Equal(got, want) {
			t.Fatalf("seed %d: the view's viable exits %v, the state's %v", seed, got, want)
		}
	}
}
