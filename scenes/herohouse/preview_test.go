package herohouse

import (
	"strings"
	"testing"

	"github.com/herotable/herotable/engine"
	hh "github.com/herotable/herotable/engine/herohouse"
)

// The fight preview agrees with the engine on the spec's fight table (A3)
// and says why, with the comparison that decided it.
func TestExplainFightTable(t *testing.T) {
	tests := []struct {
		hw, hb, mw, mb int
		want           hh.Outcome
		why            string
	}{
		{4, 6, 1, 3, hh.HeroWins, "the hero's 4○ reaches the monster's 3● and its 6● reaches the monster's 1○, and 10 dots beat 4"},
		{2, 2, 1, 1, hh.HeroWins, "4 dots beat 2"},
		{1, 1, 2, 2, hh.MonsterWins, "the monster's 2○ reaches the hero's 1● and its 2● reaches the hero's 1○, and 4 dots beat 2"},
		{1, 0, 2, 1, hh.MonsterWins, "3 dots beat 1"},
		{1, 2, 2, 1, hh.Cosmic, "the hero's 1○ equals the monster's 1● and its 2● equals the monster's 2○"},
		{4, 0, 0, 4, hh.Cosmic, "the hero's 4○ equals the monster's 4●"},
		{2, 1, 2, 1, hh.NoWin, "the hero's 1● is short of the monster's 2○"},
		{1, 3, 1, 3, hh.NoWin, "the hero's 1○ is short of the monster's 3●"},
		{4, 0, 2, 2, hh.NoWin, "the hero's 0● is short of the monster's 2○"},
		{0, 2, 3, 0, hh.MonsterWins, "the monster's 3○ reaches the hero's 2●"},
		{2, 0, 0, 1, hh.HeroWins, "the hero's 2○ reaches the monster's 1●"},
	}
	for _, tt := range tests {
		o, why := Explain(tt.hw, tt.hb, tt.mw, tt.mb)
		if o != tt.want || o != hh.Fight(tt.hw, tt.hb, tt.mw, tt.mb) {
			t.Errorf("(%d,%d) vs (%d,%d): %v, want %v", tt.hw, tt.hb, tt.mw, tt.mb, o, tt.want)
		}
		if !strings.Contains(why, tt.why) && tt.want != hh.NoWin {
			t.Errorf("(%d,%d) vs (%d,%d): %q does not say %q", tt.hw, tt.hb, tt.mw, tt.mb, why, tt.why)
		}
		if tt.want == hh.NoWin && !strings.Contains(why, strings.SplitN(tt.why, ";", 2)[0]) {
			t.Errorf("(%d,%d) vs (%d,%d): %q does not say %q", tt.hw, tt.hb, tt.mw, tt.mb, why, tt.why)
		}
	}
}

// A no-win names each number's owner: the play-test's fight read "the
// hero has 2○ < 5●", the 5● being the monster's.
func TestExplainNoWinNamesBothSides(t *testing.T) {
	for _, tt := range []struct {
		hw, hb, mw, mb int
		want           string
	}{
		{4, 0, 2, 2, "no side wins: the hero's 0● is short of the monster's 2○; the monster's 2● is short of the hero's 4○"},
		{2, 7, 5, 5, "no side wins: the hero's 2○ is short of the monster's 5●; the monster's 5○ is short of the hero's 7●"},
		{1, 3, 1, 3, "no side wins: the hero's 1○ is short of the monster's 3●; the monster's 1○ is short of the hero's 3●"},
	} {
		o, why := Explain(tt.hw, tt.hb, tt.mw, tt.mb)
		if o != hh.NoWin || why != tt.want {
			t.Errorf("(%d,%d) vs (%d,%d): got %q, want %q", tt.hw, tt.hb, tt.mw, tt.mb, why, tt.want)
		}
	}
}

// PileAfter follows the placement rule (§5.2, A11).
func TestPileAfter(t *testing.T) {
	cave, eye := card(t, "prime_cave_woman"), card(t, "head_w0_b1")
	h, l, alpha := card(t, "head_w1_b0"), card(t, "legs_w2_b0"), card(t, "prime_alpha_man")
	no := hh.NoCard
	tests := []struct {
		name       string
		pile, want [4]int
		c          int
	}{
		{"a part cancels a prime", [4]int{cave, no, no, no}, [4]int{no, eye, no, no}, eye},
		{"a prime cancels every part", [4]int{no, h, no, l}, [4]int{alpha, no, no, no}, alpha},
		{"a part covers its own slot", [4]int{no, h, no, l}, [4]int{no, eye, no, l}, eye},
	}
	for _, tt := range tests {
		if got := PileAfter(tt.pile, tt.c); got != tt.want {
			t.Errorf("%s: %v, want %v", tt.name, got, tt.want)
		}
	}
	if title, dots, balanced := Readout([4]int{alpha, no, no, no}); title != "BALANCED" || dots != "2○ 2●" || !balanced {
		t.Errorf("Alpha Man alone reads %q %q %v", title, dots, balanced)
	}
	// "No monster / needs body" read as "no monster needs a body".
	if title, dots, _ := Readout([4]int{no, h, no, l}); title != "No monster yet" || dots != "it needs a body" {
		t.Errorf("head and legs read %q %q", title, dots)
	}
	if title, dots, _ := Readout([4]int{no, h, no, no}); title != "No monster yet" || dots != "it needs 2 parts" {
		t.Errorf("a head alone reads %q %q", title, dots)
	}
	if got := missing([4]int{no, h, no, no}); got != "it needs a body and legs" {
		t.Errorf("a head alone lacks %q", got)
	}
	if got := missing([4]int{no, no, no, no}); got != "the pile is empty" {
		t.Errorf("an empty pile lacks %q", got)
	}
	b := &Board{N: 2, Pile: [4]int{no, h, no, no}, Seats: make([]BoardSeat, 2), Scores: make([]int, 2)}
	tip := PlacedTip(Placed{Card: h, Zone: ZPile, Seat: engine.NoPlayer}, b, []string{"Ada", "Bram"}, 0)
	if !strings.HasSuffix(tip, "On the discard pile. No monster yet: it needs a body and legs") {
		t.Errorf("a head on the pile says %q", tip)
	}
}

// A18: a regular discard that balances the monster ends the hand, and the
// treasure stays; discarded by the monster player it pays them.
func TestDiscardPreviewSaysWhenTheHandEnds(t *testing.T) {
	pile := [4]int{hh.NoCard, card(t, "head_w1_b0"), card(t, "body_w0_b2"), hh.NoCard}
	c := card(t, "legs_w1_b0")
	text, balanced := DiscardPreview(pile, c, "", 4)
	if !balanced || !strings.Contains(text, "BALANCES") || !strings.Contains(text, "the treasure (4) stays") {
		t.Errorf("no monster player: %q balanced %v", text, balanced)
	}
	text, balanced = DiscardPreview(pile, c, "you", 4)
	if !balanced || !strings.Contains(text, "you take the treasure (4)") {
		t.Errorf("as the monster: %q balanced %v", text, balanced)
	}
	text, balanced = DiscardPreview(pile, card(t, "legs_w0_b2"), "", 4)
	if balanced || !strings.Contains(text, "1○ 4●") {
		t.Errorf("an unbalanced monster: %q balanced %v", text, balanced)
	}
	if w := GivePreview(pile, c, "Bram", nil); !strings.HasPrefix(w, "Careful") {
		t.Errorf("giving the balancing card is not warned against: %q", w)
	}
	if w := GivePreview(pile, card(t, "legs_w0_b2"), "Bram", nil); strings.HasPrefix(w, "Careful") {
		t.Errorf("a harmless gift is warned against: %q", w)
	} else if !strings.HasPrefix(w, "Safe to give now") || !strings.Contains(w, "stays in Bram's hand") {
		t.Errorf("a gift that cannot balance the pile now reads %q: it does not say first that it is safe, then that Bram keeps it", w)
	}
}

// Play-test 21 #2: a gift that cannot balance the pile alone, but does in
// two discards with a card the monster player holds face up, is warned
// against, naming that card; a face-up card that balances now is named.
// Only face-up cards are passed: the preview never sees hidden ones.
func TestGivePreviewCountsFaceUpCards(t *testing.T) {
	// Pointy Hat 1○0● + Trench Coat 0○2● + Sneakers 0○1●: a 1○3● monster.
	pile := [4]int{hh.NoCard, card(t, "head_w1_b0"), card(t, "body_w0_b2"), card(t, "legs_w0_b1")}
	gift := card(t, "legs_w2_b0") // Skirt: 3○2● alone
	held := card(t, "body_w0_b3") // Tuxedo: 1○4● alone; with Skirt 3○3●
	st := &hh.State{Pile: pile}
	if st.BalancesWith(gift) || st.BalancesWith(held) {
		t.Fatal("the gift or the held card balances alone: the test needs neither to")
	}
	w := GivePreview(pile, gift, "Bram", []int{held})
	if !strings.HasPrefix(w, "Careful") || !strings.Contains(w, "Bram holds Tuxedo face up") || !strings.Contains(w, "with Skirt") {
		t.Errorf("Skirt balances with Bram's face-up Tuxedo in two discards, but the preview reads %q", w)
	}
	if w := GivePreview(pile, gift, "Bram", nil); strings.HasPrefix(w, "Careful") {
		t.Errorf("with nothing face up the same gift is warned against: %q", w)
	}
	if w := GivePreview(pile, gift, "Bram", []int{card(t, "body_w2_b0")}); strings.HasPrefix(w, "Careful") {
		t.Errorf("a face-up Toga (2○0●) does not balance, with Skirt or alone, but the preview warns: %q", w)
	}
	now := card(t, "legs_w1_b0") // Bare Feet: 2○2● on this pile
	if w := GivePreview(pile, card(t, "head_w0_b1"), "Bram", []int{now}); !strings.HasPrefix(w, "Careful: Bram holds Bare Feet face up, and it balances the monster now") {
		t.Errorf("a face-up card that balances now is not named: %q", w)
	}
}

func TestTooltipsSayEverything(t *testing.T) {
	cave := card(t, "prime_cave_woman")
	if tip := CardTip(cave); !strings.Contains(tip, "Cave Woman") || !strings.Contains(tip, "Prime") ||
		!strings.Contains(tip, "4 white") || !strings.Contains(tip, "0 black") {
		t.Errorf("Cave Woman's tooltip: %q", tip)
	}
	b := fullBoard(2, 5, 2)
	names := []string{"Ada", "Bram"}
	l := Lay(b, 0)
	for _, pl := range l.Cards {
		tip := PlacedTip(pl, b, names, 0)
		switch {
		case pl.Card < 0 && !strings.Contains(tip, "Only Bram knows"):
			t.Errorf("a back of Bram's hand says %q", tip)
		case pl.Zone == ZHero && !strings.Contains(tip, "hero"):
			t.Errorf("a hero card says %q", tip)
		case pl.Card >= 0 && !strings.Contains(tip, hh.Name(pl.Card)):
			t.Errorf("card %s says %q", hh.Name(pl.Card), tip)
		}
	}
	if tip := TreasureTip(7); !strings.Contains(tip, "7 points") || !strings.Contains(tip, "3 now") {
		t.Errorf("treasure 7: %q", tip)
	}
	b.Monster = 1
	if tip := PlateTip(b, 1, names, true); !strings.Contains(tip, "Plays the monster") || !strings.Contains(tip, "Dealer") {
		t.Errorf("Bram's plate: %q", tip)
	}
}

// A no-win's flip onto the monster is blind and may balance it: its
// preview says so, and what the balance does (a newcomer's no-win handed
// the treasure to the monster player unwarned).
func TestNoWinPreviewSaysTheFlipMayBalance(t *testing.T) {
	if c := Consequence(hh.NoWin, ""); !strings.Contains(c, "if that balances it, the hand ends") {
		t.Errorf("no monster player: %q", c)
	}
	if c := Consequence(hh.NoWin, "Bram"); !strings.Contains(c, "if that balances it, Bram takes the treasure") {
		t.Errorf("Bram plays the monster: %q", c)
	}
}

// A plate's ○/● totals are readable at the smallest window: their digits
// (about 0.7 of the font's size) stand at least 9.6 px tall at 1024×576,
// the 12 px floor scaled (play-test pt5: about 7 px); its tooltip
// explains the balance bar beside them.
func TestPlateTotalsReadableAndExplained(t *testing.T) {
	const digits, smallest = 0.7, 1024.0 / 1280
	if px := totalsStyle.Size * digits * smallest; px < 0.8*12 {
		t.Errorf("the plate's totals' digits are %.1f px tall at 1024×576", px)
	}
	b := &Board{N: 2, Monster: engine.NoPlayer, Seats: make([]BoardSeat, 2), Scores: make([]int, 2)}
	if tip := PlateTip(b, 0, []string{"Ada", "Bram"}, false); !strings.Contains(tip, "balance: its knob leans left for more ○, right for more ●") {
		t.Errorf("the plate's tooltip does not explain its balance bar: %q", tip)
	}
}
