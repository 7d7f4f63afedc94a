package herohouse

import (
	"slices"
	"testing"

	"github.com/herotable/herotable/engine"
)

// Rules and rulings of the spec (§5, R1–R32) that the acceptance examples
// do not pin down on their own. Hidden information (§7) is in
// hidden_test.go.

func TestR5_PlacementRule(t *testing.T) {
	for _, tc := range []struct {
		name       string
		pile       []string
		card       string
		want       []string // the pile after
		wantCancel []string // cards sent to the out pile
	}{
		{"prime on an empty pile", nil, "prime_top_dog", []string{"prime_top_dog"}, nil},
		{"prime covers a prime", []string{"prime_java_man"}, "prime_top_dog", []string{"prime_top_dog"}, []string{"prime_java_man"}},
		{"prime covers a trio", []string{"head_w1_b0", "body_w0_b1", "legs_w2_b2"}, "prime_ink_spot",
			[]string{"prime_ink_spot"}, []string{"head_w1_b0", "body_w0_b1", "legs_w2_b2"}},
		{"part cancels a prime", []string{"prime_cave_woman"}, "legs_w0_b1", []string{"legs_w0_b1"}, []string{"prime_cave_woman"}},
		{"part covers its own slot", []string{"head_w1_b0", "legs_w2_b0"}, "head_w0_b3",
			[]string{"head_w0_b3", "legs_w2_b0"}, []string{"head_w1_b0"}},
		{"part fills an empty slot", []string{"head_w1_b0", "body_w2_b0"}, "legs_w0_b4",
			[]string{"head_w1_b0", "body_w2_b0", "legs_w0_b4"}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := &State{Pile: pileOf(tc.pile...)}
			s.place(mustCard(tc.card), 0)
			if s.Pile != pileOf(tc.want...) {
				t.Errorf("pile = %v, want %v", s.Pile, pileOf(tc.want...))
			}
			wantCards(t, "cancelled", outCards(s), sortedIDs(tc.wantCancel...))
			for _, o := range s.Out {
				if o.Hidden {
					t.Errorf("%s went out face down; covered cards are public", ID(o.Card))
				}
			}
		})
	}
}

func TestR1_Share(t *testing.T) {
	for tr, want := range []int{0, 1, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6} {
		if got := Share(tr); got != want {
			t.Errorf("Share(%d) = %d, want %d", tr, got, want)
		}
	}
	// A house on an empty treasure pays nothing but still takes the monster.
	s := position{seats: []seatSpec{
		{hand: []string{"prime_java_man", "head_w1_b0"}},
		{hand: []string{"head_w0_b1"}},
	}, treasure: 0}.build(t)
	play(t, s, LayPrime(mustCard("prime_java_man")), EndLayDown())
	wantInt(t, "score", s.Seats[0].Score, 0)
	wantInt(t, "monster player", int(s.Monster), 0)
}

func TestFightTable(t *testing.T) {
	for _, tc := range []struct {
		hw, hb, mw, mb int
		want           Outcome
	}{
		{3, 1, 1, 3, Cosmic}, // 4 vs 4, each side matched exactly
		{1, 4, 4, 1, Cosmic},
		{0, 3, 3, 0, Cosmic},
		{2, 2, 2, 2, Cosmic}, // same balanced dots: each side matched exactly
		{5, 5, 1, 1, HeroWins},
		{0, 4, 1, 0, HeroWins},
		{1, 0, 0, 3, MonsterWins},
		{3, 0, 1, 1, NoWin}, // 3 ≥ 1 but 0 < 1; the monster's 1 < 3
		{6, 6, 3, 3, HeroWins},
		{1, 1, 4, 4, MonsterWins},
	} {
		if got := Fight(tc.hw, tc.hb, tc.mw, tc.mb); got != tc.want {
			t.Errorf("(%d,%d) vs (%d,%d) = %v, want %v", tc.hw, tc.hb, tc.mw, tc.mb, got, tc.want)
		}
	}
}

// TestFightTableSymmetric: the rules for hero and monster mirror each other
// (§5.6 rows 1 and 2), so swapping the sides swaps the winner.
func TestFightTableSymmetric(t *testing.T) {
	mirror := map[Outcome]Outcome{HeroWins: MonsterWins, MonsterWins: HeroWins, Cosmic: Cosmic, NoWin: NoWin}
	for hw := range 13 {
		for hb := range 13 {
			for mw := range 13 {
				for mb := range 13 {
					a, b := Fight(hw, hb, mw, mb), Fight(mw, mb, hw, hb)
					if mirror[a] != b {
						t.Fatalf("(%d,%d) vs (%d,%d) = %v, but swapped = %v", hw, hb, mw, mb, a, b)
					}
				}
			}
		}
	}
}

func TestR6_DealFlipsNeverEndTheHand(t *testing.T) {
	deal := []string{"prime_toothpick", "head_w1_b0", "head_w0_b1", "head_w2_b0", "head_w0_b2",
		"head_w3_b0", "body_w1_b0", "body_w0_b1", "body_w2_b0", "body_w3_b0"}
	for _, tc := range []struct {
		name  string
		flips []string
		pile  [4]int
	}{
		{"balanced prime", []string{"legs_w2_b0", "head_w3_b1", "prime_java_man"}, pileOf("prime_java_man")},
		{"balanced trio", []string{"head_w1_b1", "body_w2_b2", "legs_w1_b1"}, pileOf("head_w1_b1", "body_w2_b2", "legs_w1_b1")},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := dealing{players: 2, dealer: 0, carried: 1,
				top: slices.Concat(deal, tc.flips, []string{"legs_w0_b4"})}.deal(t)
			if s.Pile != tc.pile || !s.Balanced() {
				t.Fatalf("pile = %v, want the balanced monster %v", s.Pile, tc.pile)
			}
			wantInt(t, "hand number", s.HandNo, 1)
			wantInt(t, "treasure", s.Treasure, 3)
			if s.History[0].Reason != "" {
				t.Errorf("the hand ended: %q", s.History[0].Reason)
			}
			wantTurn(t, s, 1, PhLay)
			// It is an ordinary monster: Toothpick must fight it and loses.
			play(t, s, LayPrime(mustCard("prime_toothpick")), EndLayDown())
			if !inOut(s, mustCard("prime_toothpick")) || s.Pile != tc.pile {
				t.Errorf("Toothpick should lose to the monster %v", tc.pile)
			}
		})
	}
}

func TestR8_LayNone(t *testing.T) {
	s := position{seats: []seatSpec{
		{heroes: [][]string{{"prime_top_dog"}},
			hand: []string{"prime_cloud_walker", "head_w1_b0", "body_w1_b0", "legs_w1_b0"}},
		{hand: []string{"head_w0_b1"}},
	}, treasure: 2, pile: []string{"prime_ink_spot"}}.build(t)
	if !engine.IsLegal(s, EndLayDown()) {
		t.Fatal("ending the lay-down at once should be legal")
	}
	play(t, s, EndLayDown())
	if !slices.Equal(s.Seats[0].Heroes, []Hero{hero("prime_top_dog")}) {
		t.Errorf("heroes = %v, want Top Dog alone", s.Seats[0].Heroes)
	}
	wantCards(t, "hand", s.Seats[0].Hand, sortedIDs("prime_cloud_walker", "head_w1_b0", "body_w1_b0", "legs_w1_b0"))
	wantCards(t, "won", s.Seats[0].Fresh, ids("prime_ink_spot"))
}

func TestR9_WonCardsLayableNextTurn(t *testing.T) {
	s := position{
		seats: []seatSpec{
			{heroes: [][]string{{"prime_top_dog"}}, hand: []string{"head_w0_b4"}},
			{hand: []string{"prime_ink_spot", "head_w1_b0"}},
		},
		treasure: 2, pile: []string{"prime_java_man"},
		draw: []string{"body_w3_b0", "legs_w3_b0"},
	}.build(t)
	play(t, s, EndLayDown()) // Top Dog (3,1) beats Java Man (1,1)
	wantCards(t, "won this turn", s.Seats[0].Fresh, ids("prime_java_man"))
	wantTurn(t, s, 0, PhDiscard)
	if !engine.IsLegal(s, Discard(mustCard("prime_java_man"))) {
		t.Error("a card won this turn should be discardable (R9)")
	}
	play(t, s, Discard(mustCard("head_w0_b4")))
	wantTurn(t, s, 1, PhLay)
	play(t, s, EndLayDown(), Discard(mustCard("head_w1_b0")))
	wantTurn(t, s, 0, PhLay)
	wantCards(t, "public-known cards", s.Seats[0].Known, ids("prime_java_man"))
	play(t, s, LayPrime(mustCard("prime_java_man")))
	if !slices.Equal(s.Seats[0].Heroes, []Hero{hero("prime_top_dog"), hero("prime_java_man")}) {
		t.Errorf("heroes = %v, want Top Dog and Java Man", s.Seats[0].Heroes)
	}
}

func TestR12_EmptyHand(t *testing.T) {
	t.Run("monster player still acts", func(t *testing.T) {
		s := position{seats: []seatSpec{
			{hand: []string{"prime_toothpick"}},
			{monster: true, hand: []string{"head_w1_b0"}},
		}, treasure: 2, pile: []string{"body_w1_b0"}}.build(t)
		play(t, s, LayPrime(mustCard("prime_toothpick")), EndLayDown())
		wantTurn(t, s, 1, PhMonster)
		if s.Pile != pileOf("body_w1_b0") || len(s.Seats[1].Known) != 0 {
			t.Error("nothing should have been discarded or given")
		}
	})
	t.Run("no monster player", func(t *testing.T) {
		s := position{seats: []seatSpec{
			{hand: []string{"prime_toothpick"}},
			{hand: []string{"prime_snow_angel"}},
		}, treasure: 2, pile: []string{"body_w1_b0"}, draw: []string{"head_w0_b3"}}.build(t)
		play(t, s, LayPrime(mustCard("prime_toothpick")), EndLayDown())
		wantTurn(t, s, 1, PhLay)
		if s.Pile != pileOf("body_w1_b0") {
			t.Errorf("pile = %v, want it unchanged", s.Pile)
		}
	})
}

func TestR14_R30_MonsterPlayerNeverTakesATurn(t *testing.T) {
	// Two players, one the monster player: the other takes every turn and
	// the hand goes on (R30). The monster player's balanced hero is inert.
	s := position{
		seats: []seatSpec{
			{monster: true, heroes: [][]string{{"prime_java_man"}}, hand: []string{"prime_top_dog"}},
			{hand: []string{"head_w1_b0", "head_w0_b1"}},
		},
		turn: 1, treasure: 3, atDraw: true,
		draw: []string{"head_w2_b0", "head_w0_b2", "head_w3_b0", "head_w1_b2"},
	}.build(t)
	for i := range 3 {
		layNothing(t, s)
		wantTurn(t, s, 1, PhDiscard)
		give := s.Seats[1].Hand[0]
		play(t, s, GiveCard(give))
		wantTurn(t, s, 0, PhMonster)
		play(t, s, MonsterDiscard(give))
		wantInt(t, "hand number", s.HandNo, 1)
		wantInt(t, "active players", s.Active(), 2)
		if i == 0 {
			wantInt(t, "monster player's score", s.Seats[0].Score, 0)
		}
	}
}

func TestR16_Default(t *testing.T) {
	const a, b, c = 0, 1, 2
	s := position{
		seats: []seatSpec{
			{monster: true, hand: []string{"head_w1_b0"}},
			{hand: []string{"prime_ink_spot"}, known: []string{"legs_w0_b1"}},
			{hand: []string{"prime_toothpick"}},
		},
		turn: b, treasure: 4, pile: []string{"prime_cave_woman"},
	}.build(t)
	play(t, s, EndLayDown())
	if !s.Seats[b].Out || s.HandSize(b) != 0 {
		t.Fatalf("B = %+v, want out with no cards", s.Seats[b])
	}
	for _, o := range s.Out {
		switch o.Card {
		case mustCard("prime_ink_spot"):
			if !o.Hidden || o.Knower != b {
				t.Errorf("B's private card went out as %+v, want face down known to B", o)
			}
		case mustCard("legs_w0_b1"):
			if o.Hidden {
				t.Error("B's public-known card should go out face up")
			}
		}
	}
	wantInt(t, "out pile", len(s.Out), 2)
	wantTurn(t, s, c, PhLay) // no count, no discard, no monster action
	if s.Pile != pileOf("prime_cave_woman") {
		t.Errorf("C faces %v, want the same monster", s.Pile)
	}
	wantCards(t, "A's hand", handOf(s, a), ids("head_w1_b0"))
}

func TestR17_Rule11PreviousMonsterOut(t *testing.T) {
	const a, b = 0, 1
	s := position{
		seats: []seatSpec{
			{monster: true, score: 2, hand: []string{"legs_w3_b0", "body_w0_b3"}, known: []string{"prime_black_knight"},
				heroes: [][]string{{"head_w1_b0", "body_w0_b1", "legs_w0_b1"}}},
			{hand: []string{"prime_alpha_man", "head_w4_b0"}},
			{hand: []string{"head_w0_b4"}},
		},
		turn: b, treasure: 9,
	}.build(t)
	play(t, s, LayPrime(mustCard("prime_alpha_man")), EndLayDown())
	wantInt(t, "B's share of 9", s.Seats[b].Score, 4)
	wantInt(t, "A keeps their points", s.Seats[a].Score, 2)
	wantInt(t, "treasure", s.Treasure, 5)
	hidden := 0
	for _, o := range s.Out {
		if o.Hidden {
			hidden++
			if o.Knower != a {
				t.Errorf("%s went out face down known to %d, want A", ID(o.Card), o.Knower)
			}
		}
	}
	wantInt(t, "A's cards out", len(s.Out), 6)
	wantInt(t, "A's private cards out face down", hidden, 2)
	wantInt(t, "monster player", int(s.Monster), b)
	wantTurn(t, s, b, PhMonster)
}

func TestR18_HouseMakerActsBeforeLastCheck(t *testing.T) {
	for _, tc := range []struct {
		name    string
		discard string
		gain    int
		left    int
		reason  string
	}{
		{"discard does not balance", "prime_cave_woman", 3, 3, reasonLastPlayer},
		{"discard balances", "prime_alpha_man", 6, 0, reasonBalanced},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := position{
				seats: []seatSpec{
					{monster: true, hand: []string{"head_w1_b0"}},
					{hand: []string{"prime_java_man", "prime_cave_woman", "prime_alpha_man"}},
				},
				turn: 1, treasure: 6, handNo: MaxHands,
			}.build(t)
			play(t, s, LayPrime(mustCard("prime_java_man")), EndLayDown())
			wantInt(t, "active players", s.Active(), 1)
			wantTurn(t, s, 1, PhMonster)
			play(t, s, MonsterDiscard(mustCard(tc.discard)))
			h := s.History[0]
			if h.Reason != tc.reason || h.Gains[1] != tc.gain || s.Treasure != tc.left {
				t.Errorf("hand result %+v, treasure %d; want %s, gain %d, %d left", h, s.Treasure, tc.reason, tc.gain, tc.left)
			}
		})
	}
}

func TestR19_HouseMakerWithEmptyHandMustFlip(t *testing.T) {
	t.Run("flip only", func(t *testing.T) {
		s := position{seats: []seatSpec{
			{hand: []string{"prime_java_man"}},
			{hand: []string{"head_w1_b0"}},
		}, treasure: 4}.build(t)
		play(t, s, LayPrime(mustCard("prime_java_man")), EndLayDown())
		wantTurn(t, s, 0, PhMonster)
		if got := s.LegalActions(nil); !slices.Equal(got, []engine.Action{MonsterFlip()}) {
			t.Errorf("legal actions = %v, want MonsterFlip only", got)
		}
	})
	t.Run("nothing to flip either", func(t *testing.T) {
		s := position{seats: []seatSpec{
			{hand: []string{"prime_java_man"}},
			{hand: []string{"head_w1_b0"}},
		}, treasure: 4, restOut: true, handNo: MaxHands}.build(t)
		play(t, s, LayPrime(mustCard("prime_java_man")), EndLayDown())
		if s.History[0].Reason != reasonExhausted || s.Treasure != 2 || s.Seats[0].Score != 2 {
			t.Errorf("hand result %+v, treasure %d; want exhausted after the share, 2 staying", s.History[0], s.Treasure)
		}
	})
}
