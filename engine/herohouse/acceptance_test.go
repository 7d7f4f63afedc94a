package herohouse

import (
	"slices"
	"testing"

	"github.com/herotable/herotable/engine"
)

// Acceptance examples of the spec (§9): A1–A8 here, A9–A17 in
// acceptance2_test.go, A18–A24 in acceptance3_test.go. Every expected value
// comes from the spec's text.

const (
	rex   engine.Player = 0
	cindy engine.Player = 1
)

// playA1 replays the rulebook's example hand (A1) from its deck order up
// to Cindy's last MonsterFlip, checking every step on the way.
func playA1(t *testing.T, handNo int) *State {
	t.Helper()
	s := dealing{players: 2, dealer: rex, carried: 2, handNo: handNo, top: []string{
		"head_w1_b3", "prime_toothpick", "body_w2_b1", "prime_zero_fun", "legs_w1_b2",
		"prime_hat_man", "legs_w1_b1", "prime_cave_woman", "body_w0_b3", "legs_w2_b0",
		"body_w3_b0", "legs_w0_b4", "prime_delta_bird", "body_w2_b2", "head_w0_b1",
		"prime_male_being", "head_w2_b0", "legs_w0_b2", "body_w1_b1", "prime_java_man",
	}}.deal(t)

	// Ante, deal, flips.
	wantInt(t, "treasure after the ante", s.Treasure, 4)
	wantCards(t, "Rex's dealt hand", handOf(s, rex), sortedIDs("prime_toothpick", "prime_zero_fun",
		"prime_hat_man", "prime_cave_woman", "legs_w2_b0"))
	if s.Pile != pileOf("prime_delta_bird") {
		t.Errorf("pile after the flips = %v, want Delta Bird alone", s.Pile)
	}
	wantCards(t, "out pile after the flips", outCards(s), sortedIDs("body_w3_b0", "legs_w0_b4"))
	wantInt(t, "hand number (the flips do not end the hand, R6)", s.HandNo, handNo)

	// Turn 1: Cindy draws body_w2_b2, lays (4,6), beats Delta Bird, discards.
	wantTurn(t, s, cindy, PhLay)
	wantCards(t, "Cindy's hand after drawing", handOf(s, cindy), sortedIDs("head_w1_b3", "body_w2_b1",
		"legs_w1_b2", "legs_w1_b1", "body_w0_b3", "body_w2_b2"))
	play(t, s, LayTrio(mustCard("head_w1_b3"), mustCard("body_w2_b1"), mustCard("legs_w1_b2")), EndLayDown())
	if w, b := s.InPlay(cindy); w != 4 || b != 6 {
		t.Errorf("Cindy's hero = (%d,%d), want (4,6)", w, b)
	}
	wantCards(t, "Cindy's cards won this turn", s.Seats[cindy].Fresh, ids("prime_delta_bird"))
	if s.Pile != pileOf() {
		t.Errorf("pile after the win = %v, want empty", s.Pile)
	}
	wantTurn(t, s, cindy, PhDiscard)
	play(t, s, Discard(mustCard("body_w2_b2")))
	if s.Pile != pileOf("body_w2_b2") {
		t.Errorf("pile = %v, want body_w2_b2 alone", s.Pile)
	}
	wantCards(t, "Cindy's public-known cards", s.Seats[cindy].Known, ids("prime_delta_bird"))

	// Turn 2: Rex draws head_w0_b1, lays three primes: a house (5,5), +2.
	wantTurn(t, s, rex, PhLay)
	play(t, s, LayPrime(mustCard("prime_zero_fun")), LayPrime(mustCard("prime_hat_man")),
		LayPrime(mustCard("prime_cave_woman")), EndLayDown())
	wantInt(t, "Rex's score after his house", s.Seats[rex].Score, 2)
	wantInt(t, "treasure after Rex's house", s.Treasure, 2)
	wantInt(t, "monster player", int(s.Monster), int(rex))
	wantTurn(t, s, rex, PhMonster)
	play(t, s, MonsterFlip())
	if s.Pile != pileOf("prime_male_being") {
		t.Errorf("pile after Rex's flip = %v, want Male Being alone", s.Pile)
	}
	wantInt(t, "out pile after Rex's flip", len(s.Out), 3)

	// Turn 3: Cindy draws head_w2_b0, lays nothing, beats Male Being, gives it to Rex.
	wantTurn(t, s, cindy, PhLay)
	play(t, s, EndLayDown())
	wantCards(t, "Cindy's cards won this turn", s.Seats[cindy].Fresh, ids("prime_male_being"))
	wantTurn(t, s, cindy, PhDiscard)
	play(t, s, GiveCard(mustCard("prime_male_being")))
	wantCards(t, "Rex's public-known cards", s.Seats[rex].Known, ids("prime_male_being"))
	wantTurn(t, s, rex, PhMonster)
	play(t, s, MonsterFlip())
	if s.Pile != pileOf("legs_w0_b2") {
		t.Errorf("pile after Rex's flip = %v, want legs_w0_b2 alone", s.Pile)
	}

	// Turn 4: Cindy draws body_w1_b1, lays (4,2): a house (8,8), +1; Rex is out.
	wantTurn(t, s, cindy, PhLay)
	play(t, s, LayTrio(mustCard("head_w2_b0"), mustCard("body_w1_b1"), mustCard("legs_w1_b1")), EndLayDown())
	wantInt(t, "Cindy's score after her house", s.Seats[cindy].Score, 1)
	wantInt(t, "treasure after Cindy's house", s.Treasure, 1)
	if !s.Seats[rex].Out || len(s.Seats[rex].Heroes) != 0 || s.HandSize(rex) != 0 {
		t.Errorf("Rex should be out with no cards (rule 11): %+v", s.Seats[rex])
	}
	wantInt(t, "out pile after Rex goes out", len(s.Out), 10)
	wantInt(t, "monster player", int(s.Monster), int(cindy))
	wantTurn(t, s, cindy, PhMonster)
	wantCards(t, "Cindy's hand", handOf(s, cindy), sortedIDs("body_w0_b3", "prime_delta_bird"))
	play(t, s, MonsterFlip()) // Java Man: (1,1) balanced
	return s
}

func TestA1_RulebookExampleHand(t *testing.T) {
	t.Run("next hand", func(t *testing.T) {
		s := playA1(t, 1)
		wantInt(t, "Rex's score", s.Seats[rex].Score, 2)
		wantInt(t, "Cindy's score", s.Seats[cindy].Score, 2)
		h := s.History[0]
		if h.Reason != reasonBalanced || h.Left != 0 || !slices.Equal(h.Gains, []int{2, 2}) {
			t.Errorf("hand 1 result = %+v, want balanced, gains [2 2], treasure 0 left", h)
		}
		evs, ok := untilHandOver(s)
		if !ok {
			t.Fatal("Java Man did not end the hand")
		}
		outs := 0
		for _, e := range evs {
			if e.Kind == engine.EvMove && e.To == "out" {
				outs++
			}
		}
		wantInt(t, "out pile when the hand ends", 10+outs, 11)
		wantInt(t, "hand number", s.HandNo, 2)
		wantInt(t, "dealer", int(s.Dealer), int(cindy))
		wantInt(t, "first player", int(firstPlayer(t, s)), int(rex))
		wantInt(t, "treasure after the ante", s.Treasure, 2)
		if len(s.History) != 2 || s.History[1].Hand != 2 || s.History[1].Dealer != int(cindy) || s.History[1].Cleanup {
			t.Errorf("history = %+v, want hand 2 dealt by Cindy, with an ante", s.History)
		}
	})
	// Played as the 40th hand the game ends with it (R25), so the table
	// stays as the hand left it.
	t.Run("table at hand end", func(t *testing.T) {
		s := playA1(t, MaxHands)
		if !s.IsTerminal() {
			t.Fatal("hand 40 ended without ending the game")
		}
		wantInt(t, "Rex's score", s.Seats[rex].Score, 2)
		wantInt(t, "Cindy's score", s.Seats[cindy].Score, 2)
		wantInt(t, "treasure", s.Treasure, 0)
		wantInt(t, "out pile", len(s.Out), 11)
		wantCards(t, "Cindy's hand", handOf(s, cindy), sortedIDs("body_w0_b3", "prime_delta_bird"))
		if s.Pile != pileOf("prime_java_man") {
			t.Errorf("pile = %v, want Java Man alone", s.Pile)
		}
		if !slices.Equal(s.Returns(), []float64{1, 1}) {
			t.Errorf("returns = %v, want a shared win (R26)", s.Returns())
		}
	})
}

func TestA2_RulebookNoWin(t *testing.T) {
	s := position{
		seats: []seatSpec{
			{heroes: [][]string{{"prime_alpha_man"}}, hand: []string{"legs_w0_b1"}},
			{hand: []string{"head_w2_b2"}},
		},
		treasure: 6, pile: []string{"prime_cave_woman"},
		draw: []string{"head_w1_b1", "prime_java_man"},
	}.build(t)
	if got := Fight(2, 2, 4, 0); got != NoWin {
		t.Fatalf("Alpha Man vs Cave Woman = %v, want no-win", got)
	}
	outBefore := len(s.Out)
	play(t, s, EndLayDown())
	if s.Pile != pileOf("head_w1_b1") {
		t.Errorf("pile = %v, want head_w1_b1 alone (Cave Woman cancelled)", s.Pile)
	}
	if !inOut(s, mustCard("prime_cave_woman")) || !inOut(s, mustCard("prime_alpha_man")) {
		t.Error("Cave Woman and Alpha Man should be in the out pile")
	}
	wantInt(t, "out pile growth", len(s.Out)-outBefore, 2)
	if !slices.Equal(s.Seats[0].Heroes, []Hero{hero("prime_java_man")}) {
		t.Errorf("heroes = %v, want Java Man alone", s.Seats[0].Heroes)
	}
	wantInt(t, "score (house: half of 6)", s.Seats[0].Score, 3)
	wantInt(t, "treasure", s.Treasure, 3)
	wantTurn(t, s, 0, PhMonster)
}

func TestA3_FightTable(t *testing.T) {
	for _, tc := range []struct {
		hw, hb, mw, mb int
		want           Outcome
	}{
		{4, 6, 1, 3, HeroWins},
		{2, 2, 1, 1, HeroWins},
		{1, 1, 2, 2, MonsterWins},
		{1, 0, 2, 1, MonsterWins},
		{1, 2, 2, 1, Cosmic},
		{4, 0, 0, 4, Cosmic},
		{2, 1, 2, 1, NoWin},
		{1, 3, 1, 3, NoWin},
		{4, 0, 2, 2, NoWin},
		{0, 2, 3, 0, MonsterWins},
		{2, 0, 0, 1, HeroWins},
	} {
		if got := Fight(tc.hw, tc.hb, tc.mw, tc.mb); got != tc.want {
			t.Errorf("(%d,%d) vs (%d,%d) = %v, want %v", tc.hw, tc.hb, tc.mw, tc.mb, got, tc.want)
		}
	}
}

func TestA4_MonsterWinsNoMonsterPlayer(t *testing.T) {
	for _, tc := range []struct {
		name      string
		hand      []string // p's hand before the turn's draw
		facesNext bool     // the next player faces Male Being
	}{
		{"p discards", []string{"legs_w0_b1"}, false},
		{"p's hand is empty", nil, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			// p draws Toothpick and lays it: it is their only hero.
			s := position{
				seats: []seatSpec{
					{hand: tc.hand},
					{hand: []string{"prime_night_owl"}},
				},
				treasure: 2, pile: []string{"prime_male_being"},
				draw:   []string{"prime_toothpick", "body_w0_b1"},
				atDraw: true,
			}.build(t)
			play(t, s, LayPrime(mustCard("prime_toothpick")), EndLayDown())
			if !inOut(s, mustCard("prime_toothpick")) || len(s.Seats[0].Heroes) != 0 {
				t.Error("Toothpick should have lost and gone to the out pile")
			}
			if s.Seats[0].Out {
				t.Error("p lost their only hero and is out, want still in (R32)")
			}
			wantInt(t, "p's score", s.Seats[0].Score, 0)
			if tc.hand != nil {
				if s.Pile != pileOf("prime_male_being") {
					t.Errorf("pile = %v, want Male Being still there", s.Pile)
				}
				wantTurn(t, s, 0, PhDiscard)
				play(t, s, Discard(mustCard("legs_w0_b1")))
				if s.Pile != pileOf("legs_w0_b1") || !inOut(s, mustCard("prime_male_being")) {
					t.Errorf("pile = %v, want the legs alone, Male Being out (R5)", s.Pile)
				}
			}
			// The next player drew body_w0_b1 and may lay Night Owl.
			wantTurn(t, s, 1, PhLay)
			if _, _, ok := s.MonsterDots(); ok != tc.facesNext {
				t.Errorf("next player faces a monster: %v, want %v", ok, tc.facesNext)
			}
		})
	}
}

func TestA5_MonsterWinsWithMonsterPlayer(t *testing.T) {
	const m, p = 0, 1
	s := position{
		seats: []seatSpec{
			{monster: true, hand: []string{"head_w4_b0"}},
			{heroes: [][]string{{"head_w1_b0", "body_w0_b1", "legs_w0_b1"}}, hand: []string{"legs_w3_b0"}},
			{hand: []string{"body_w4_b0"}},
		},
		turn: p, treasure: 3, pile: []string{"prime_top_dog"},
	}.build(t)
	outBefore := len(s.Out)
	play(t, s, EndLayDown())
	wantCards(t, "M's public-known cards", s.Seats[m].Known, sortedIDs("head_w1_b0", "body_w0_b1", "legs_w0_b1"))
	wantCards(t, "M's private cards", s.Seats[m].Hand, ids("head_w4_b0"))
	wantInt(t, "out pile growth", len(s.Out)-outBefore, 0)
	if len(s.Seats[p].Heroes) != 0 || s.Seats[p].Out {
		t.Errorf("p = %+v, want no heroes and still in (R32)", s.Seats[p])
	}
	if s.Pile != pileOf("prime_top_dog") {
		t.Errorf("pile = %v, want Top Dog still there", s.Pile)
	}
	wantTurn(t, s, p, PhDiscard)
}

func TestA6_CosmicStruggle(t *testing.T) {
	// p also has Java Man in play: with Hat Man gone it makes a house.
	s := position{
		seats: []seatSpec{
			{heroes: [][]string{{"prime_hat_man"}, {"prime_java_man"}}, hand: []string{"head_w0_b2"}},
			{hand: []string{"head_w3_b0"}},
		},
		treasure: 4, pile: []string{"prime_male_being"},
	}.build(t)
	outBefore := len(s.Out)
	play(t, s, EndLayDown())
	wantTurn(t, s, 0, PhDefend)
	play(t, s, ChooseDefender(0))
	wantInt(t, "out pile growth", len(s.Out)-outBefore, 2)
	if !inOut(s, mustCard("prime_hat_man")) || !inOut(s, mustCard("prime_male_being")) {
		t.Error("Hat Man and Male Being should both be out")
	}
	if s.Pile != pileOf() {
		t.Errorf("pile = %v, want empty", s.Pile)
	}
	// The count sees only Java Man (1,1): a house, half of 4.
	wantInt(t, "score", s.Seats[0].Score, 2)
	wantTurn(t, s, 0, PhMonster)
}

func TestA7_HeroBeatsTrioMonster(t *testing.T) {
	s := position{
		seats: []seatSpec{
			{heroes: [][]string{{"prime_top_dog"}}, hand: []string{"legs_w3_b1"}},
			{hand: []string{"prime_cloud_walker"}},
		},
		treasure: 2, pile: []string{"head_w0_b1", "body_w1_b0", "legs_w0_b1"},
	}.build(t)
	play(t, s, EndLayDown())
	wantCards(t, "cards won", s.Seats[0].Fresh, sortedIDs("head_w0_b1", "body_w1_b0", "legs_w0_b1"))
	if s.Pile != pileOf() {
		t.Errorf("pile = %v, want empty", s.Pile)
	}
	wantTurn(t, s, 0, PhDiscard)
	refused(t, s, LayTrio(mustCard("head_w0_b1"), mustCard("body_w1_b0"), mustCard("legs_w0_b1")), "only before the fight")
	play(t, s, Discard(mustCard("head_w0_b1")))
	if s.Pile != pileOf("head_w0_b1") {
		t.Errorf("pile = %v, want head_w0_b1 alone", s.Pile)
	}
}

func TestA8_NoWinMonsterFlipBalances(t *testing.T) {
	// Hand 40 without a winner ends the game: the table stays as it was.
	s := position{
		seats: []seatSpec{
			{heroes: [][]string{{"prime_cave_woman"}}, hand: []string{"head_w0_b4"}},
			{hand: []string{"head_w3_b0"}},
		},
		treasure: 5, pile: []string{"head_w1_b1", "body_w0_b1", "legs_w1_b1"},
		draw:   []string{"body_w2_b2", "prime_black_knight"},
		handNo: MaxHands,
	}.build(t)
	drawBefore := s.Draw.Len()
	play(t, s, EndLayDown())
	if s.Pile != pileOf("head_w1_b1", "body_w2_b2", "legs_w1_b1") || !inOut(s, mustCard("body_w0_b1")) {
		t.Errorf("pile = %v, want body_w2_b2 over body_w0_b1", s.Pile)
	}
	h := s.History[0]
	if h.Reason != reasonBalanced || h.Left != 5 || s.Treasure != 5 || s.Seats[0].Score != 0 {
		t.Errorf("hand result %+v, treasure %d, want balanced with 5 staying", h, s.Treasure)
	}
	if !slices.Equal(s.Seats[0].Heroes, []Hero{hero("prime_cave_woman")}) {
		t.Errorf("heroes = %v, want Cave Woman untouched", s.Seats[0].Heroes)
	}
	wantInt(t, "draw pile (one flip only)", s.Draw.Len(), drawBefore-1)
	wantCards(t, "p's hand (no discard)", handOf(s, 0), ids("head_w0_b4"))
}
