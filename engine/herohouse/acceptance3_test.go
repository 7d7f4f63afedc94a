package herohouse

import (
	"slices"
	"testing"

	"github.com/herotable/herotable/engine"
)

// Acceptance examples A18–A24 of the spec (§9). Every expected value
// comes from the spec's text.

func TestA18_RegularDiscardBalances(t *testing.T) {
	s := position{
		seats: []seatSpec{
			{hand: []string{"legs_w1_b0", "head_w3_b1"}},
			{hand: []string{"head_w2_b0"}},
			{hand: []string{"head_w0_b2"}},
		},
		treasure: 4, pile: []string{"head_w1_b0", "body_w0_b2"}, phase: PhDiscard,
	}.build(t)
	play(t, s, Discard(mustCard("legs_w1_b0")))
	h := s.History[0]
	if h.Reason != reasonBalanced || h.Left != 4 || !slices.Equal(h.Gains, []int{0, 0, 0}) {
		t.Errorf("hand result = %+v, want balanced, 4 left, nobody gains (R21)", h)
	}
	wantInt(t, "hand number", s.HandNo, 2)
	wantInt(t, "treasure after the next ante", s.Treasure, 7)
}

func TestA19_GiveAndMonsterChoice(t *testing.T) {
	const m, p, q = 0, 1, 2
	s := position{
		seats: []seatSpec{
			{monster: true, hand: []string{"legs_w2_b0"}},
			{hand: []string{"legs_w0_b2", "head_w3_b0"}},
			{hand: []string{"prime_ink_spot"}},
		},
		turn: p, treasure: 4, phase: PhDiscard,
		pile: []string{"head_w0_b1", "body_w1_b1"},
		draw: []string{"prime_top_dog", "body_w3_b1"},
	}.build(t)
	play(t, s, GiveCard(mustCard("legs_w0_b2")))
	wantCards(t, "M's public-known cards", s.Seats[m].Known, ids("legs_w0_b2"))
	seen := s.View(q).(*State)
	wantCards(t, "M's public-known cards seen by another seat", seen.Seats[m].Known, ids("legs_w0_b2"))
	wantTurn(t, s, m, PhMonster)
	got := s.LegalActions(nil)
	want := []engine.Action{MonsterDiscard(mustCard("legs_w2_b0")), MonsterDiscard(mustCard("legs_w0_b2")), MonsterFlip()}
	slices.Sort(got)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Errorf("M's options = %v, want %v", got, want)
	}
	for _, tc := range []struct {
		card   string
		mw, mb int
	}{{"legs_w2_b0", 3, 2}, {"legs_w0_b2", 1, 4}} {
		c := s.Clone().(*State)
		play(t, c, MonsterDiscard(mustCard(tc.card)))
		w, b, ok := c.MonsterDots()
		if !ok || w != tc.mw || b != tc.mb || c.HandNo != 1 {
			t.Errorf("after discarding %s: monster (%d,%d) %v, hand %d; want (%d,%d), hand going on",
				tc.card, w, b, ok, c.HandNo, tc.mw, tc.mb)
		}
		wantTurn(t, c, q, PhLay)
	}
}

func TestA20_Exhaustion(t *testing.T) {
	s := position{
		seats: []seatSpec{
			{hand: []string{"head_w1_b0"}},
			{hand: []string{"head_w2_b0"}},
		},
		treasure: 3, phase: PhDiscard, restOut: true,
	}.build(t)
	play(t, s, Discard(mustCard("head_w1_b0"))) // seat 1's turn: nothing to draw
	h := s.History[0]
	if h.Reason != reasonExhausted || h.Left != 3 || !slices.Equal(h.Gains, []int{0, 0}) {
		t.Errorf("hand result = %+v, want exhausted, 3 left, no gains", h)
	}
	wantInt(t, "hand number", s.HandNo, 2)
	wantInt(t, "treasure after the next ante", s.Treasure, 5)
}

func TestA21_GameEnd(t *testing.T) {
	t.Run("a clean-up hand follows", func(t *testing.T) {
		s := position{
			seats: []seatSpec{
				{score: 10, hand: []string{"prime_java_man", "prime_cave_woman"}},
				{score: 7, hand: []string{"head_w0_b1"}},
			},
			treasure: 5, draw: []string{"head_w1_b0"},
		}.build(t)
		play(t, s, LayPrime(mustCard("prime_java_man")), EndLayDown())
		wantInt(t, "score after the house", s.Seats[0].Score, 12)
		wantInt(t, "treasure", s.Treasure, 3)
		play(t, s, MonsterDiscard(mustCard("prime_cave_woman")))
		play(t, s, EndLayDown()) // seat 1 has no hero and lays none: it defaults
		if s.History[0].Reason != reasonLastPlayer || s.History[0].Left != 3 {
			t.Errorf("hand result = %+v, want last player, 3 left", s.History[0])
		}
		if s.IsTerminal() {
			t.Fatal("the game ended with treasure left")
		}
		wantInt(t, "hand number", s.HandNo, 2)
		wantInt(t, "treasure (clean-up: no ante)", s.Treasure, 3)
		wantInt(t, "clean-up hands", s.Cleanup, 1)
		if !s.History[1].Cleanup {
			t.Error("hand 2 should be marked a clean-up hand")
		}
	})
	t.Run("the clean-up hand empties the treasure", func(t *testing.T) {
		s := position{
			seats: []seatSpec{
				{score: 12, monster: true, hand: []string{"prime_java_man"}},
				{score: 7, hand: []string{"head_w0_b2"}},
			},
			turn: 1, treasure: 3, phase: PhDiscard, handNo: 2, cleanup: 1,
		}.build(t)
		play(t, s, GiveCard(mustCard("head_w0_b2")), MonsterDiscard(mustCard("prime_java_man")))
		if !s.IsTerminal() || s.CurrentPlayer() != engine.NoPlayer || len(s.LegalActions(nil)) != 0 {
			t.Fatal("the game should be over")
		}
		wantInt(t, "winner's score", s.Seats[0].Score, 15)
		wantInt(t, "treasure", s.Treasure, 0)
		wantInt(t, "hands played", s.HandNo, 2)
		if !slices.Equal(s.Returns(), []float64{1, 0}) {
			t.Errorf("returns = %v, want [1 0]", s.Returns())
		}
	})
}

func TestA22_IllegalActions(t *testing.T) {
	t.Run("LayTrio with two heads", func(t *testing.T) {
		s := position{seats: []seatSpec{
			{hand: []string{"head_w1_b0", "head_w0_b1", "body_w1_b1", "legs_w1_b1"}},
			{hand: []string{"head_w2_b0"}},
		}, treasure: 2}.build(t)
		refused(t, s, LayTrio(mustCard("head_w1_b0"), mustCard("head_w0_b1"), mustCard("legs_w1_b1")), "body")
	})
	t.Run("no action adds a card to a hero in play", func(t *testing.T) {
		s := position{seats: []seatSpec{
			{heroes: [][]string{{"head_w1_b0", "body_w0_b1", "legs_w0_b1"}},
				hand: []string{"head_w0_b1", "body_w1_b1", "legs_w1_b1", "prime_toothpick"}},
			{hand: []string{"head_w2_b0"}},
		}, treasure: 2}.build(t)
		for _, a := range s.LegalActions(nil) {
			k, _, _, _ := Decode(a)
			if k != KLayPrime && k != KLayTrio && k != KEndLayDown {
				t.Errorf("action %q while laying down", s.ActionString(a))
			}
			if k == KEndLayDown {
				continue
			}
			c := s.Clone().(*State)
			play(t, c, a)
			if len(c.Seats[0].Heroes) != 2 || c.Seats[0].Heroes[0] != hero("head_w1_b0", "body_w0_b1", "legs_w0_b1") {
				t.Errorf("%q changed the hero in play: %v", s.ActionString(a), c.Seats[0].Heroes)
			}
		}
		refused(t, s, engine.Action(9<<24|mustCard("head_w0_b1")), "not a Hero House action")
	})
	t.Run("LayPrime after ChooseDefender", func(t *testing.T) {
		s := position{seats: []seatSpec{
			{heroes: [][]string{{"prime_alpha_man"}, {"prime_toothpick"}}, hand: []string{"prime_night_owl", "head_w1_b0"}},
			{hand: []string{"head_w2_b0"}},
		}, treasure: 2, pile: []string{"prime_ink_spot"}}.build(t)
		play(t, s, EndLayDown())
		refused(t, s, LayPrime(mustCard("prime_night_owl")), "before the fight")
		play(t, s, ChooseDefender(0))
		wantTurn(t, s, 0, PhDiscard)
		refused(t, s, LayPrime(mustCard("prime_night_owl")), "before the fight")
	})
	t.Run("MonsterFlip with an empty draw pile", func(t *testing.T) {
		s := position{seats: []seatSpec{
			{monster: true, hand: []string{"head_w1_b0"}},
			{hand: []string{"head_w2_b0"}},
		}, turn: 1, treasure: 2, phase: PhMonster, restOut: true}.build(t)
		refused(t, s, MonsterFlip(), "empty")
		if !engine.IsLegal(s, MonsterDiscard(mustCard("head_w1_b0"))) {
			t.Error("MonsterDiscard should stay legal")
		}
	})
	t.Run("Discard while a monster player exists", func(t *testing.T) {
		s := position{seats: []seatSpec{
			{monster: true, hand: []string{"head_w1_b0"}},
			{hand: []string{"head_w2_b0"}},
		}, turn: 1, treasure: 2, phase: PhDiscard}.build(t)
		refused(t, s, Discard(mustCard("head_w2_b0")), "give")
	})
}

func TestA23_NoWinNewMonsterCoveredByDiscard(t *testing.T) {
	// p (seat 0) draws legs_w1_b1, lays nothing, Cave Woman fights Alpha Man.
	build := func(t *testing.T, withM bool) *State {
		seats := []seatSpec{
			{heroes: [][]string{{"prime_cave_woman"}}},
			{hand: []string{"prime_snow_angel"}},
		}
		if withM {
			seats = append(seats, seatSpec{monster: true, hand: []string{"head_w4_b0"}})
		}
		s := position{seats: seats, treasure: 4, pile: []string{"prime_alpha_man"}, atDraw: true,
			draw: []string{"legs_w1_b1", "prime_top_dog", "head_w0_b1", "body_w4_b0"}}.build(t)
		layNothing(t, s)
		if s.Pile != pileOf("prime_top_dog") {
			t.Errorf("pile = %v, want Top Dog alone", s.Pile)
		}
		for _, c := range ids("prime_alpha_man", "prime_cave_woman", "head_w0_b1") {
			if !inOut(s, c) {
				t.Errorf("%s should be out", ID(c))
			}
		}
		wantInt(t, "out pile", len(s.Out), 3)
		if s.Seats[0].Out || len(s.Seats[0].Heroes) != 0 || len(s.Seats[0].Fresh) != 0 {
			t.Errorf("p = %+v, want no heroes, still in, no second fight (R24, R32)", s.Seats[0])
		}
		wantTurn(t, s, 0, PhDiscard)
		return s
	}
	t.Run("no monster player", func(t *testing.T) {
		s := build(t, false)
		play(t, s, Discard(mustCard("legs_w1_b1")))
		if s.Pile != pileOf("legs_w1_b1") || !inOut(s, mustCard("prime_top_dog")) {
			t.Errorf("pile = %v, want legs_w1_b1 alone, Top Dog out (R5)", s.Pile)
		}
		wantInt(t, "out pile", len(s.Out), 4)
		wantTurn(t, s, 1, PhLay)
		if _, _, ok := s.MonsterDots(); ok {
			t.Error("the next player should face no monster")
		}
	})
	t.Run("monster player M", func(t *testing.T) {
		s := build(t, true)
		play(t, s, GiveCard(mustCard("legs_w1_b1")))
		wantCards(t, "M's public-known cards", s.Seats[2].Known, ids("legs_w1_b1"))
		if s.Pile != pileOf("prime_top_dog") {
			t.Errorf("pile = %v, want Top Dog still there", s.Pile)
		}
		wantTurn(t, s, 2, PhMonster)
	})
}

func TestA24_MonsterPlayerLeftAlone(t *testing.T) {
	const a, b, c = 0, 1, 2
	s := position{
		seats: []seatSpec{
			{monster: true, hand: []string{"head_w1_b0"}, known: []string{"body_w1_b0"}},
			{hand: []string{"prime_ink_spot", "legs_w0_b3"}},
			{hand: []string{"prime_toothpick"}},
		},
		turn: b, treasure: 5, pile: []string{"prime_cave_woman"},
		draw: []string{"body_w0_b4"}, handNo: MaxHands,
	}.build(t)
	play(t, s, EndLayDown())
	if !s.Seats[b].Out {
		t.Error("B should be out")
	}
	wantTurn(t, s, c, PhLay) // A takes no MONSTER_ACTION
	if s.Pile != pileOf("prime_cave_woman") {
		t.Errorf("C faces %v, want Cave Woman", s.Pile)
	}
	play(t, s, EndLayDown())
	h := s.History[0]
	if h.Reason != reasonLastPlayer || s.Treasure != 5 || !slices.Equal(h.Gains, []int{0, 0, 0}) {
		t.Errorf("hand result = %+v, treasure %d; want last player, 5 staying, no gains", h, s.Treasure)
	}
	wantCards(t, "A's hand (A never acted)", handOf(s, a), sortedIDs("head_w1_b0", "body_w1_b0"))
	if s.Pile != pileOf("prime_cave_woman") {
		t.Errorf("pile = %v, want Cave Woman", s.Pile)
	}
}
