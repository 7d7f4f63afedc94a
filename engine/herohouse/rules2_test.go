package herohouse

import (
	"slices"
	"testing"

	"github.com/herotable/herotable/engine"
)

// Rulings R22–R32 of the spec.

func TestR22_ExhaustionEndsTheHand(t *testing.T) {
	for _, tc := range []struct {
		name string
		pos  position
		act  []engine.Action
		pile [4]int // the pile when the hand ends
	}{
		{"no-win flip onto the monster", position{
			seats:    []seatSpec{{heroes: [][]string{{"prime_cave_woman"}}, hand: []string{"head_w0_b4"}}, {hand: []string{"head_w3_b0"}}},
			treasure: 5, pile: []string{"prime_alpha_man"}, restOut: true,
		}, []engine.Action{EndLayDown()}, pileOf("prime_alpha_man")},
		{"no-win flip onto the hero", position{
			seats:    []seatSpec{{heroes: [][]string{{"prime_cave_woman"}}, hand: []string{"head_w0_b4"}}, {hand: []string{"head_w3_b0"}}},
			treasure: 5, pile: []string{"prime_alpha_man"}, draw: []string{"head_w1_b1"}, restOut: true,
		}, []engine.Action{EndLayDown()}, pileOf("head_w1_b1")},
		{"monster player with no card and nothing to flip", position{
			seats:    []seatSpec{{hand: []string{"prime_toothpick"}}, {monster: true}},
			treasure: 5, restOut: true,
		}, []engine.Action{LayPrime(mustCard("prime_toothpick")), EndLayDown()}, pileOf()},
		{"the next turn's draw", position{
			seats:    []seatSpec{{hand: []string{"head_w1_b0"}}, {hand: []string{"head_w3_b0"}}},
			treasure: 5, phase: PhDiscard, restOut: true,
		}, []engine.Action{Discard(mustCard("head_w1_b0"))}, pileOf("head_w1_b0")},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tc.pos.handNo = MaxHands // freeze the table when the hand ends
			s := tc.pos.build(t)
			play(t, s, tc.act...)
			h := s.History[0]
			if h.Reason != reasonExhausted || s.Treasure != 5 || !slices.Equal(h.Gains, []int{0, 0}) {
				t.Errorf("hand result %+v, treasure %d; want exhausted, 5 staying, no gains", h, s.Treasure)
			}
			if s.Pile != tc.pile {
				t.Errorf("pile = %v, want %v", s.Pile, tc.pile)
			}
		})
	}
}

func TestR24_NoSecondFight(t *testing.T) {
	// The no-win flips make Ink Spot the monster and the hero (3,1), which
	// would beat it; but a turn has one fight, and p's discard covers it.
	s := position{
		seats: []seatSpec{
			{heroes: [][]string{{"head_w2_b0", "body_w1_b0", "legs_w1_b0"}}, hand: []string{"body_w0_b4"}},
			{hand: []string{"prime_snow_angel"}},
		},
		treasure: 3, pile: []string{"prime_alpha_man"},
		draw: []string{"prime_ink_spot", "legs_w0_b1", "head_w0_b3"},
	}.build(t)
	play(t, s, EndLayDown())
	if s.Pile != pileOf("prime_ink_spot") || len(s.Seats[0].Fresh) != 0 {
		t.Errorf("pile = %v, won = %v; want Ink Spot left on the pile, nothing won", s.Pile, s.Seats[0].Fresh)
	}
	if !slices.Equal(s.Seats[0].Heroes, []Hero{hero("head_w2_b0", "body_w1_b0", "legs_w0_b1")}) {
		t.Errorf("heroes = %v, want the trio with legs_w0_b1", s.Seats[0].Heroes)
	}
	wantTurn(t, s, 0, PhDiscard)
	play(t, s, Discard(mustCard("body_w0_b4")))
	if s.Pile != pileOf("body_w0_b4") || !inOut(s, mustCard("prime_ink_spot")) {
		t.Errorf("pile = %v, want body_w0_b4 alone, Ink Spot out", s.Pile)
	}
}

func TestR25_CleanupHandsAndCap(t *testing.T) {
	for _, tc := range []struct {
		name        string
		scores      []int
		handNo      int
		cleanup     int // clean-up hands played, this one included
		over        bool
		wantCleanup int
		treasure    int // after the hand (and the next ante, if any)
		void        int
	}{
		{"someone at 11: first clean-up hand", []int{11, 3}, 5, 0, false, 1, 2, 0},
		{"third clean-up hand follows the second", []int{11, 3}, 7, 2, false, 3, 2, 0},
		{"after the third the treasure is void", []int{11, 3}, 8, 3, true, 3, 0, 2},
		{"hand 40 without 11 ends the game", []int{10, 3}, 40, 0, true, 0, 2, 0},
		{"hand 40 with 11 is followed by clean-up", []int{12, 3}, 40, 0, false, 1, 2, 0},
		{"no 11: the next hand has an ante", []int{10, 3}, 39, 0, false, 0, 4, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			// Seat 0 defaults: the hand ends with the treasure (2) staying.
			s := position{
				seats: []seatSpec{
					{score: tc.scores[0], hand: []string{"prime_toothpick"}},
					{score: tc.scores[1], hand: []string{"head_w1_b0"}},
				},
				treasure: 2, pile: []string{"prime_cave_woman"}, handNo: tc.handNo, cleanup: tc.cleanup,
			}.build(t)
			play(t, s, EndLayDown())
			if s.IsTerminal() != tc.over {
				t.Fatalf("game over = %v, want %v", s.IsTerminal(), tc.over)
			}
			wantInt(t, "clean-up hands", s.Cleanup, tc.wantCleanup)
			wantInt(t, "treasure", s.Treasure, tc.treasure)
			wantInt(t, "void", s.Void, tc.void)
			if !tc.over {
				wantInt(t, "hand number", s.HandNo, tc.handNo+1)
				if last := s.History[len(s.History)-1]; last.Cleanup != (tc.wantCleanup > tc.cleanup) {
					t.Errorf("next hand clean-up = %v", last.Cleanup)
				}
			}
		})
	}
}

func TestR26_TiesShareTheWin(t *testing.T) {
	for _, tc := range []struct {
		scores []int
		want   []float64
	}{
		{[]int{11, 11, 5}, []float64{1, 1, 0}},
		{[]int{12, 11}, []float64{1, 0}},
		{[]int{4, 13, 13, 13}, []float64{0, 1, 1, 1}},
	} {
		s := &State{Players: len(tc.scores), Seats: make([]Seat, len(tc.scores)), Phase: PhOver}
		for p, sc := range tc.scores {
			s.Seats[p].Score = sc
		}
		if got := s.Returns(); !slices.Equal(got, tc.want) {
			t.Errorf("scores %v: returns %v, want %v", tc.scores, got, tc.want)
		}
	}
}

func TestR28_CosmicWithMonsterPlayer(t *testing.T) {
	const m, p = 0, 1
	s := position{
		seats: []seatSpec{
			{monster: true, hand: []string{"head_w1_b0"}},
			{heroes: [][]string{{"prime_hat_man"}}, hand: []string{"head_w4_b0"}},
		},
		turn: p, treasure: 3, pile: []string{"prime_male_being"},
	}.build(t)
	play(t, s, EndLayDown())
	wantCards(t, "monster player's hand", handOf(s, m), ids("head_w1_b0"))
	wantCards(t, "out pile", outCards(s), sortedIDs("prime_hat_man", "prime_male_being"))
	if s.Pile != pileOf() {
		t.Errorf("pile = %v, want empty", s.Pile)
	}
	wantTurn(t, s, p, PhDiscard)
}

func TestR31_NoMonsterNoHeroesPlaysOn(t *testing.T) {
	s := position{seats: []seatSpec{
		{hand: []string{"prime_toothpick", "legs_w1_b0"}},
		{hand: []string{"head_w1_b0"}},
	}, treasure: 3, pile: []string{"head_w2_b1", "body_w0_b2"}}.build(t)
	play(t, s, EndLayDown())
	if s.Seats[0].Out {
		t.Error("without a monster a player with no heroes is not out")
	}
	wantTurn(t, s, 0, PhDiscard)
}

func TestR32_OutOnlyAtALaterDefence(t *testing.T) {
	// Seat 0's only hero dies in a cosmic struggle: they finish the turn.
	// Next turn they face Cave Woman with no hero and go out.
	s := position{
		seats: []seatSpec{
			{heroes: [][]string{{"prime_hat_man"}}, hand: []string{"head_w1_b0"}},
			{hand: []string{"prime_cave_woman", "head_w2_b0"}},
		},
		treasure: 3, pile: []string{"prime_male_being"}, handNo: MaxHands,
		draw: []string{"legs_w3_b0", "legs_w1_b1"},
	}.build(t)
	play(t, s, EndLayDown())
	if s.Seats[0].Out || len(s.Seats[0].Heroes) != 0 {
		t.Fatalf("seat 0 = %+v, want no heroes but still in", s.Seats[0])
	}
	play(t, s, Discard(mustCard("head_w1_b0")))
	wantTurn(t, s, 1, PhLay)
	play(t, s, EndLayDown(), Discard(mustCard("prime_cave_woman")))
	// Seat 0 draws legs_w1_b1, has nothing to lay and no hero: out.
	layNothing(t, s)
	if !s.Seats[0].Out || s.History[0].Reason != reasonLastPlayer {
		t.Errorf("seat 0 out = %v, hand ended %q; want out, last player", s.Seats[0].Out, s.History[0].Reason)
	}
}

func TestR10_PlayerChoosesTheDefender(t *testing.T) {
	for _, tc := range []struct {
		defender int
		want     []Hero
		won      []int
	}{
		{0, []Hero{hero("prime_top_dog"), hero("prime_toothpick")}, ids("prime_ink_spot")},
		{1, []Hero{hero("prime_top_dog")}, nil},
	} {
		s := position{seats: []seatSpec{
			{heroes: [][]string{{"prime_top_dog"}, {"prime_toothpick"}}, hand: []string{"head_w1_b0"}},
			{hand: []string{"head_w2_b0"}},
		}, treasure: 2, pile: []string{"prime_ink_spot"}}.build(t)
		play(t, s, EndLayDown())
		wantTurn(t, s, 0, PhDefend)
		if got := s.LegalActions(nil); !slices.Equal(got, []engine.Action{ChooseDefender(0), ChooseDefender(1)}) {
			t.Errorf("defence options = %v, want heroes 0 and 1", got)
		}
		play(t, s, ChooseDefender(tc.defender))
		// Toothpick (1,0) vs Ink Spot (0,1) is a cosmic struggle.
		if !slices.Equal(s.Seats[0].Heroes, tc.want) || !slices.Equal(s.Seats[0].Fresh, tc.won) {
			t.Errorf("defender %d: heroes %v, won %v; want %v, %v", tc.defender, s.Seats[0].Heroes, s.Seats[0].Fresh, tc.want, tc.won)
		}
	}
}

func TestR23_NewGame(t *testing.T) {
	for _, n := range []int{1, 5} {
		if _, err := New(n, 1); err == nil {
			t.Errorf("New(%d) should refuse: the game takes 2 to 4", n)
		}
	}
	for n := 2; n <= 4; n++ {
		dealers, checked := map[int]bool{}, 0
		for seed := range uint64(60) {
			s, err := New(n, seed)
			if err != nil {
				t.Fatal(err)
			}
			mustHold(t, s)
			h := s.History[0]
			if h.Hand != 1 || h.Cleanup || s.Antes < n {
				t.Fatalf("%d players, seed %d: first hand %+v, antes %d", n, seed, h, s.Antes)
			}
			dealers[h.Dealer] = true
			if s.HandNo != 1 || s.Phase != PhLay || s.Turn != s.next(s.Dealer) {
				continue // the first turn went on by itself
			}
			// §4: ante n, 5 cards each, 3 flips, the first player drew.
			checked++
			wantInt(t, "treasure", s.Treasure, n)
			wantInt(t, "draw pile", s.Draw.Len(), NumCards-handCards*n-dealFlips-1)
			for p := range s.Seats {
				want := handCards
				if engine.Player(p) == s.Turn {
					want++
				}
				wantInt(t, "hand size", s.HandSize(engine.Player(p)), want)
			}
		}
		if checked == 0 {
			t.Errorf("%d players: no seed stopped at the first player's lay-down", n)
		}
		if len(dealers) != n {
			t.Errorf("%d players: first dealers over 60 seeds = %v, want every seat", n, dealers)
		}
	}
}
