package herohouse

import (
	"slices"
	"testing"

	"github.com/herotable/herotable/engine"
)

// Acceptance examples A9–A17 of the spec (§9). Every expected value
// comes from the spec's text.

func TestA9_NoWinPartOntoPrime(t *testing.T) {
	s := position{
		seats: []seatSpec{
			{heroes: [][]string{{"prime_cave_woman"}}, hand: []string{"body_w4_b0"}},
			{hand: []string{"head_w1_b2"}},
		},
		treasure: 2, pile: []string{"prime_alpha_man"},
		draw: []string{"legs_w0_b1", "head_w3_b0"},
	}.build(t)
	outBefore := len(s.Out)
	play(t, s, EndLayDown())
	if s.Pile != pileOf("legs_w0_b1") {
		t.Errorf("pile = %v, want legs_w0_b1 alone", s.Pile)
	}
	for _, c := range ids("prime_alpha_man", "prime_cave_woman", "head_w3_b0") {
		if !inOut(s, c) {
			t.Errorf("%s should be in the out pile", ID(c))
		}
	}
	wantInt(t, "out pile growth", len(s.Out)-outBefore, 3)
	if len(s.Seats[0].Heroes) != 0 || s.Seats[0].Out {
		t.Errorf("p = %+v, want no hero left and still in", s.Seats[0])
	}
	wantTurn(t, s, 0, PhDiscard)
}

func TestA10_NoWinPartReplacesPart(t *testing.T) {
	s := position{
		seats: []seatSpec{
			{heroes: [][]string{{"head_w2_b0", "body_w1_b0", "legs_w1_b0"}}, hand: []string{"head_w0_b3"}},
			{hand: []string{"head_w1_b2"}},
		},
		treasure: 2, pile: []string{"prime_alpha_man"},
		draw: []string{"body_w0_b2", "legs_w0_b4"},
	}.build(t)
	outBefore := len(s.Out)
	play(t, s, EndLayDown())
	if s.Pile != pileOf("body_w0_b2") || !inOut(s, mustCard("prime_alpha_man")) {
		t.Errorf("pile = %v, want body_w0_b2 alone, Alpha Man out", s.Pile)
	}
	if !slices.Equal(s.Seats[0].Heroes, []Hero{hero("head_w2_b0", "body_w1_b0", "legs_w0_b4")}) {
		t.Errorf("heroes = %v, want the trio with legs_w0_b4", s.Seats[0].Heroes)
	}
	if w, b := s.InPlay(0); w != 3 || b != 4 {
		t.Errorf("hero = (%d,%d), want (3,4)", w, b)
	}
	if !inOut(s, mustCard("legs_w1_b0")) {
		t.Error("legs_w1_b0 should be out")
	}
	wantInt(t, "out pile growth", len(s.Out)-outBefore, 2)
	wantTurn(t, s, 0, PhDiscard) // (3,4) is no house
}

func TestA11_Placement(t *testing.T) {
	t.Run("part onto a prime", func(t *testing.T) {
		s := position{
			seats:    []seatSpec{{hand: []string{"head_w0_b1"}}, {hand: []string{"prime_snow_angel"}}},
			treasure: 2, pile: []string{"prime_cave_woman"}, phase: PhDiscard,
		}.build(t)
		play(t, s, Discard(mustCard("head_w0_b1")))
		if s.Pile != pileOf("head_w0_b1") || !inOut(s, mustCard("prime_cave_woman")) {
			t.Errorf("pile = %v, want head_w0_b1 alone, Cave Woman out", s.Pile)
		}
		if _, _, ok := s.MonsterDots(); ok {
			t.Error("a lone head is no monster")
		}
	})
	t.Run("prime onto parts, balanced during play", func(t *testing.T) {
		s := position{
			seats:    []seatSpec{{hand: []string{"prime_alpha_man"}}, {hand: []string{"prime_snow_angel"}}},
			treasure: 2, pile: []string{"head_w1_b0", "legs_w2_b0"}, phase: PhDiscard,
			handNo: MaxHands,
		}.build(t)
		play(t, s, Discard(mustCard("prime_alpha_man")))
		if s.Pile != pileOf("prime_alpha_man") {
			t.Errorf("pile = %v, want Alpha Man alone", s.Pile)
		}
		if !inOut(s, mustCard("head_w1_b0")) || !inOut(s, mustCard("legs_w2_b0")) {
			t.Error("both parts should be out")
		}
		if s.History[0].Reason != reasonBalanced {
			t.Errorf("hand ended %q, want balanced", s.History[0].Reason)
		}
	})
}

func TestA12_ShareTable(t *testing.T) {
	for _, tc := range [][2]int{{0, 0}, {1, 1}, {2, 1}, {3, 1}, {4, 2}, {5, 2}, {6, 3}, {7, 3}, {9, 4}} {
		if got := Share(tc[0]); got != tc[1] {
			t.Errorf("Share(%d) = %d, want %d", tc[0], got, tc[1])
		}
	}
	tr := 7
	for i, want := range []int{3, 2, 1, 1, 0} {
		got := Share(tr)
		if got != want {
			t.Errorf("house %d with treasure %d takes %d, want %d", i+1, tr, got, want)
		}
		tr -= got
	}
}

func TestA13_HouseEdgeCases(t *testing.T) {
	t.Run("Java Man alone is a house", func(t *testing.T) {
		s := position{seats: []seatSpec{
			{heroes: [][]string{{"prime_java_man"}}},
			{hand: []string{"head_w1_b0"}},
		}, treasure: 2}.build(t)
		if !s.HasHouse(0) {
			t.Error("Java Man (1,1) alone should be a hero house (R7)")
		}
		if s.HasHouse(1) {
			t.Error("no heroes in play should be no house (R7)")
		}
	})
	t.Run("nothing left in play after the fight", func(t *testing.T) {
		s := position{seats: []seatSpec{
			{heroes: [][]string{{"prime_hat_man"}}, hand: []string{"head_w1_b0"}},
			{hand: []string{"head_w2_b0"}},
		}, treasure: 2, pile: []string{"prime_male_being"}}.build(t)
		play(t, s, EndLayDown()) // cosmic: the monster is gone, and so is the hero
		wantInt(t, "score", s.Seats[0].Score, 0)
		wantTurn(t, s, 0, PhDiscard)
	})
	for _, in := range []string{"prime_delta_bird", "prime_snow_angel"} {
		t.Run("(4,6) in play with "+in+" in hand", func(t *testing.T) {
			s := position{seats: []seatSpec{
				{heroes: [][]string{{"head_w1_b3", "body_w2_b1", "legs_w1_b2"}}, hand: []string{in}},
				{hand: []string{"head_w2_b0"}},
			}, treasure: 2}.build(t)
			play(t, s, EndLayDown())
			wantInt(t, "score (hand cards never count)", s.Seats[0].Score, 0)
			wantTurn(t, s, 0, PhDiscard)
		})
	}
}

func TestA14_Default(t *testing.T) {
	// p (seat 0) draws body_w2_b0: two heads, two bodies, nothing to lay.
	s := position{
		seats: []seatSpec{
			{hand: []string{"head_w1_b0", "head_w0_b1", "body_w1_b1"}},
			{hand: []string{"prime_snow_angel"}, heroes: [][]string{{"prime_night_owl"}}},
			{hand: []string{"prime_top_dog"}},
		},
		treasure: 3, pile: []string{"prime_cave_woman"},
		draw:   []string{"body_w2_b0", "legs_w0_b3"},
		atDraw: true,
	}.build(t)
	wantTurn(t, s, 0, PhLay) // nothing to lay, but p still says so (§7: passing by itself would tell)
	play(t, s, EndLayDown())
	if !s.Seats[0].Out || s.HandSize(0) != 0 {
		t.Fatalf("p = %+v, want out with an empty hand", s.Seats[0])
	}
	wantInt(t, "out pile", len(s.Out), 4)
	for _, o := range s.Out {
		if !o.Hidden || o.Knower != 0 {
			t.Errorf("out card %+v, want face down, known to seat 0 only", o)
		}
	}
	wantCards(t, "out pile cards", outCards(s), sortedIDs("head_w1_b0", "head_w0_b1", "body_w1_b1", "body_w2_b0"))
	if s.Pile != pileOf("prime_cave_woman") {
		t.Errorf("pile = %v, want Cave Woman still there", s.Pile)
	}
	wantTurn(t, s, 1, PhLay)
	wantInt(t, "active players", s.Active(), 2)
	wantInt(t, "hand number", s.HandNo, 1)
}

func TestA15_LastPlayerByDefault(t *testing.T) {
	t.Run("no monster player", func(t *testing.T) {
		s := position{seats: []seatSpec{
			{hand: []string{"prime_toothpick"}},
			{hand: []string{"head_w1_b0"}},
		}, treasure: 3, pile: []string{"prime_cave_woman"}}.build(t)
		play(t, s, EndLayDown())
		h := s.History[0]
		if h.Reason != reasonLastPlayer || h.Left != 3 || !slices.Equal(h.Gains, []int{0, 0}) {
			t.Errorf("hand result = %+v, want last player, 3 left, no gains", h)
		}
		wantInt(t, "hand number", s.HandNo, 2)
		wantInt(t, "treasure after the next ante", s.Treasure, 5)
	})
	t.Run("B defaults against monster player A", func(t *testing.T) {
		const a, b = 0, 1
		s := position{seats: []seatSpec{
			{monster: true, hand: []string{"head_w1_b1"}},
			{hand: []string{"prime_toothpick"}},
		}, turn: b, treasure: 3, pile: []string{"prime_cave_woman"}, handNo: MaxHands}.build(t)
		drawBefore := s.Draw.Len()
		play(t, s, EndLayDown())
		if s.History[0].Reason != reasonLastPlayer || s.Treasure != 3 || s.Seats[a].Score != 0 {
			t.Errorf("hand result = %+v, treasure %d, A's score %d; want last player, 3 staying, A nothing",
				s.History[0], s.Treasure, s.Seats[a].Score)
		}
		// A did not act: hand, pile and draw pile as they were.
		wantCards(t, "A's hand", handOf(s, a), ids("head_w1_b1"))
		if s.Pile != pileOf("prime_cave_woman") {
			t.Errorf("pile = %v, want Cave Woman", s.Pile)
		}
		wantInt(t, "draw pile", s.Draw.Len(), drawBefore)
	})
}

func TestA16_Rule11ThreePlayers(t *testing.T) {
	const a, b, c = 0, 1, 2
	s := position{
		seats: []seatSpec{
			{monster: true, hand: []string{"legs_w3_b0"}, known: []string{"body_w4_b0"},
				heroes: [][]string{{"prime_night_owl"}}},
			{hand: []string{"prime_java_man", "head_w0_b2"}},
			{hand: []string{"head_w2_b1"}},
		},
		turn: b, treasure: 6,
		draw: []string{"head_w1_b0", "body_w1_b0", "legs_w0_b1", "body_w0_b1", "head_w3_b0"},
	}.build(t)
	play(t, s, LayPrime(mustCard("prime_java_man")), EndLayDown())
	wantInt(t, "B's score", s.Seats[b].Score, 3)
	wantInt(t, "treasure", s.Treasure, 3)
	if !s.Seats[a].Out || s.HandSize(a) != 0 || len(s.Seats[a].Heroes) != 0 {
		t.Errorf("A = %+v, want out with no cards and no heroes", s.Seats[a])
	}
	wantCards(t, "out pile", outCards(s), sortedIDs("legs_w3_b0", "body_w4_b0", "prime_night_owl"))
	wantInt(t, "monster player", int(s.Monster), b)
	wantTurn(t, s, b, PhMonster)
	play(t, s, MonsterFlip()) // head_w1_b0: no monster
	// C takes every turn; B acts after each.
	wantTurn(t, s, c, PhLay)
	play(t, s, EndLayDown())
	wantTurn(t, s, c, PhDiscard)
	play(t, s, GiveCard(mustCard("head_w2_b1")))
	wantTurn(t, s, b, PhMonster)
	play(t, s, MonsterDiscard(mustCard("head_w2_b1")))
	layNothing(t, s)
	wantTurn(t, s, c, PhDiscard)
	play(t, s, GiveCard(mustCard("body_w1_b0")))
	wantTurn(t, s, b, PhMonster)
	play(t, s, MonsterFlip()) // body_w0_b1 beside head_w2_b1: no legs, no monster
	layNothing(t, s)
	wantTurn(t, s, c, PhDiscard)
	wantInt(t, "active players", s.Active(), 2)
}

func TestA17_TurnOrder(t *testing.T) {
	t.Run("first player left of the dealer", func(t *testing.T) {
		s := dealing{players: 4, dealer: 3}.deal(t)
		// The deck lies in id order: one card at a time from seat 0.
		wantCards(t, "seat 0's dealt hand and draw", handOf(s, 0), []int{0, 4, 8, 12, 16, 23})
		wantCards(t, "seat 3's dealt hand", handOf(s, 3), []int{3, 7, 11, 15, 19})
		wantTurn(t, s, 0, PhLay)
	})
	t.Run("seat 2 plays the monster, seat 3 is out", func(t *testing.T) {
		s := position{
			seats: []seatSpec{
				{hand: []string{"head_w1_b0", "head_w0_b1"}},
				{hand: []string{"head_w2_b0", "head_w1_b1"}},
				{monster: true, hand: []string{"prime_java_man"}},
				{out: true},
			},
			dealer: 3, treasure: 4, atDraw: true,
			draw: []string{"head_w0_b2", "head_w3_b0", "head_w2_b1", "head_w1_b2", "head_w0_b3"},
		}.build(t)
		var order []engine.Player
		for range 4 {
			layNothing(t, s) // heads only
			if s.Phase != PhDiscard {
				t.Fatalf("phase %d, want a regular player's discard", s.Phase)
			}
			p := s.Turn
			order = append(order, p)
			give := s.Seats[p].Hand[0]
			play(t, s, GiveCard(give))
			wantTurn(t, s, 2, PhMonster)
			play(t, s, MonsterDiscard(give))
		}
		if !slices.Equal(order, []engine.Player{0, 1, 0, 1}) {
			t.Errorf("turn order = %v, want [0 1 0 1]", order)
		}
		layNothing(t, s)
		play(t, s, GiveCard(s.Seats[0].Hand[0]), MonsterDiscard(mustCard("prime_java_man")))
		wantInt(t, "monster player's score (balanced)", s.Seats[2].Score, 4)
		wantInt(t, "next hand's dealer", int(s.Dealer), 0)
		wantInt(t, "next hand's first player", int(firstPlayer(t, s)), 1)
	})
}
