package herohouse

import (
	"bytes"
	"slices"
	"testing"

	"github.com/herotable/herotable/engine"
)

// Hidden information (spec §7): what View shows each seat, and what
// Determinize keeps and resamples.

// hiddenTable is a 3-seat table with every kind of card: private and
// public-known hands, heroes, a pile, the draw pile, face-up out cards and
// a face-down one that only seat 1 knows.
func hiddenTable(t *testing.T) *State {
	t.Helper()
	s := position{
		seats: []seatSpec{
			{hand: []string{"head_w1_b0", "body_w2_b0"}, known: []string{"prime_java_man"}},
			{hand: []string{"legs_w0_b1", "prime_night_owl", "head_w3_b1"}, heroes: [][]string{{"prime_top_dog"}}},
			{monster: true, hand: []string{"body_w0_b4"}, known: []string{"legs_w2_b2", "head_w0_b2"}},
		},
		treasure: 4, pile: []string{"head_w2_b1", "legs_w1_b3"},
		out:  []string{"prime_ink_spot", "prime_black_knight"},
		draw: []string{"body_w1_b1", "legs_w4_b0"},
	}.build(t)
	// Black Knight went out face down from seat 1's hand.
	for i, o := range s.Out {
		if o.Card == mustCard("prime_black_knight") {
			s.Out[i] = OutCard{Card: o.Card, Hidden: true, Knower: 1}
		}
	}
	return s
}

func TestHidden_ViewMasksOthersHands(t *testing.T) {
	s := hiddenTable(t)
	before, _ := s.MarshalMsg(nil)
	for p := range engine.Player(3) {
		v := s.View(p).(*State)
		for q := range v.Seats {
			got, st := v.Seats[q], s.Seats[q]
			if engine.Player(q) == p {
				wantCards(t, "own hand", got.Hand, st.Hand)
			} else if len(got.Hand) != len(st.Hand) || slices.ContainsFunc(got.Hand, func(c int) bool { return c != Hidden }) {
				t.Errorf("seat %d sees seat %d's private hand as %v", p, q, got.Hand)
			}
			wantCards(t, "public-known cards", got.Known, st.Known)
			if !slices.Equal(got.Heroes, st.Heroes) {
				t.Errorf("seat %d sees seat %d's heroes as %v", p, q, got.Heroes)
			}
		}
		if v.Pile != s.Pile || v.Treasure != s.Treasure {
			t.Errorf("seat %d sees the pile %v and treasure %d, want them public", p, v.Pile, v.Treasure)
		}
	}
	after, _ := s.MarshalMsg(nil)
	if !bytes.Equal(before, after) {
		t.Error("View changed the state")
	}
}

func TestHidden_ViewMasksDrawPileOutPileAndRNG(t *testing.T) {
	s := hiddenTable(t)
	knight := mustCard("prime_black_knight")
	for p := range engine.Player(3) {
		v := s.View(p).(*State)
		if v.Draw.Len() != s.Draw.Len() || slices.ContainsFunc(v.Draw.Cards, func(c int) bool { return c != Hidden }) {
			t.Errorf("seat %d sees the draw pile", p)
		}
		if v.RNG != (engine.RNG{}) {
			t.Errorf("seat %d's view keeps the RNG", p)
		}
		if len(v.Out) != len(s.Out) {
			t.Fatalf("seat %d sees %d out cards, want %d", p, len(v.Out), len(s.Out))
		}
		for i, o := range v.Out {
			want := s.Out[i].Card
			if s.Out[i].Card == knight && p != 1 {
				want = Hidden
			}
			if o.Card != want {
				t.Errorf("seat %d sees out card %d as %s, want %s", p, i, Name(o.Card), Name(want))
			}
		}
	}
	if s.RNG == (engine.RNG{}) {
		t.Error("the test table's RNG is zero, so the RNG check proves nothing")
	}
}

func TestHidden_DrawnCardSeenOnlyByItsDrawer(t *testing.T) {
	// Seat 0 discards; seat 1 draws legs_w3_b1 privately.
	s := position{seats: []seatSpec{
		{hand: []string{"head_w1_b0"}},
		{hand: []string{"prime_toothpick"}},
		{hand: []string{"prime_ink_spot"}},
	}, treasure: 3, phase: PhDiscard, draw: []string{"legs_w3_b1"}}.build(t)
	play(t, s, Discard(mustCard("head_w1_b0")))
	drawn := mustCard("legs_w3_b1")
	for p := range engine.Player(3) {
		found := false
		for _, e := range s.View(p).Events() {
			if e.Kind == engine.EvDraw && e.Player == 1 {
				found = true
				if want := map[bool]int{true: drawn, false: Hidden}[p == 1]; e.Card != want {
					t.Errorf("seat %d sees seat 1's draw as %s, want %s", p, Name(e.Card), Name(want))
				}
			}
		}
		if !found {
			t.Errorf("seat %d's view has no draw event", p)
		}
	}
}

func TestHidden_DeterminizeKeepsWhatIsKnown(t *testing.T) {
	s := hiddenTable(t)
	unseen := func(s *State, p engine.Player) []int {
		var u []int
		for q, st := range s.Seats {
			if engine.Player(q) != p {
				u = append(u, st.Hand...)
			}
		}
		for _, o := range s.Out {
			if o.Hidden && o.Knower != p {
				u = append(u, o.Card)
			}
		}
		u = append(u, s.Draw.Cards...)
		slices.Sort(u)
		return u
	}
	for p := range engine.Player(3) {
		d := s.Determinize(p, engine.Seeded(uint64(p)+9)).(*State)
		mustHold(t, d)
		wantCards(t, "own hand", d.Seats[p].Hand, s.Seats[p].Hand)
		for q := range s.Seats {
			wantCards(t, "public-known cards", d.Seats[q].Known, s.Seats[q].Known)
			wantInt(t, "hand size", len(d.Seats[q].Hand), len(s.Seats[q].Hand))
			if !slices.Equal(d.Seats[q].Heroes, s.Seats[q].Heroes) {
				t.Errorf("seat %d's heroes changed", q)
			}
		}
		if d.Pile != s.Pile || d.Draw.Len() != s.Draw.Len() {
			t.Errorf("pile %v / draw %d changed", d.Pile, d.Draw.Len())
		}
		for i, o := range d.Out {
			if (!o.Hidden || o.Knower == p) && o != s.Out[i] {
				t.Errorf("seat %d's determinization changed the known out card %s", p, ID(s.Out[i].Card))
			}
		}
		wantCards(t, "the unseen cards", unseen(d, p), unseen(s, p))
	}
}

func TestHidden_DeterminizeDependsOnlyOnTheView(t *testing.T) {
	// Two tables that differ only in what seat 0 cannot see: one of seat
	// 1's private cards swapped with a card of the draw pile.
	s := hiddenTable(t)
	other := s.clone()
	i := slices.Index(other.Seats[1].Hand, mustCard("prime_night_owl"))
	j := slices.Index(other.Draw.Cards, mustCard("legs_w4_b0"))
	other.Seats[1].Hand[i], other.Draw.Cards[j] = other.Draw.Cards[j], other.Seats[1].Hand[i]
	slices.Sort(other.Seats[1].Hand)
	mustHold(t, other)
	a, _ := s.Determinize(0, engine.Seeded(3)).MarshalMsg(nil)
	b, _ := other.Determinize(0, engine.Seeded(3)).MarshalMsg(nil)
	if !bytes.Equal(a, b) {
		t.Error("seat 0's determinizations differ on cards seat 0 cannot see")
	}
	// Seat 1 sees the difference, so its determinizations must tell them apart.
	a, _ = s.Determinize(1, engine.Seeded(3)).MarshalMsg(nil)
	b, _ = other.Determinize(1, engine.Seeded(3)).MarshalMsg(nil)
	if bytes.Equal(a, b) {
		t.Error("seat 1's determinizations lost its own hand")
	}
	// Different seeds resample the hidden cards.
	first := s.Determinize(0, engine.Seeded(1)).(*State)
	differs := false
	for seed := uint64(2); seed < 12 && !differs; seed++ {
		d := s.Determinize(0, engine.Seeded(seed)).(*State)
		differs = !slices.Equal(d.Seats[1].Hand, first.Seats[1].Hand) || !slices.Equal(d.Draw.Cards, first.Draw.Cards)
	}
	if !differs {
		t.Error("ten determinizations all dealt the hidden cards alike")
	}
}

func TestR13_GivenCardIsPublicKnown(t *testing.T) {
	const m, p, q = 0, 1, 2
	s := position{seats: []seatSpec{
		{monster: true, hand: []string{"head_w1_b0"}},
		{hand: []string{"legs_w0_b3", "head_w3_b0"}},
		{hand: []string{"prime_toothpick"}},
	}, turn: p, treasure: 3, phase: PhDiscard}.build(t)
	given := mustCard("legs_w0_b3")
	play(t, s, GiveCard(given))
	for _, viewer := range []engine.Player{p, q} {
		v := s.View(viewer).(*State)
		wantCards(t, "M's public-known cards in another seat's view", v.Seats[m].Known, []int{given})
		wantCards(t, "M's private cards in another seat's view", v.Seats[m].Hand, []int{Hidden})
	}
	// The flag clears when the card leaves the hand.
	play(t, s, MonsterDiscard(given))
	wantCards(t, "M's public-known cards", s.Seats[m].Known, nil)
	wantCards(t, "M's hand", handOf(s, m), ids("head_w1_b0"))
}
