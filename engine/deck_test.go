package engine_test

import (
	"slices"
	"testing"

	"github.com/herotable/herotable/engine"
)

func TestNewDeckCopiesItsCards(t *testing.T) {
	cards := []int{1, 2, 3}
	d := engine.NewDeck(cards...)
	cards[0] = 99
	if !slices.Equal(d.Cards, []int{1, 2, 3}) {
		t.Errorf("deck holds %v after its source changed", d.Cards)
	}
}

func TestDeckDrawTakesFromTheTop(t *testing.T) {
	d := engine.NewDeck(1, 2, 3) // 3 on top
	var got []int
	for {
		c, ok := d.Draw()
		if !ok {
			break
		}
		got = append(got, c)
	}
	if !slices.Equal(got, []int{3, 2, 1}) {
		t.Errorf("drew %v, want [3 2 1]", got)
	}
	if c, ok := d.Draw(); ok || c != 0 || d.Len() != 0 {
		t.Errorf("drawing from an empty deck gave %d, %v and left %d cards", c, ok, d.Len())
	}
}

func TestDeckPeek(t *testing.T) {
	tests := []struct {
		k    int
		want []int
	}{
		{0, []int{}},
		{1, []int{4}},
		{3, []int{4, 3, 2}},
		{9, []int{4, 3, 2, 1}},
	}
	for _, tt := range tests {
		d := engine.NewDeck(1, 2, 3, 4)
		if got := d.Peek(tt.k); !slices.Equal(got, tt.want) {
			t.Errorf("Peek(%d) = %v, want %v", tt.k, got, tt.want)
		}
		if d.Len() != 4 {
			t.Errorf("Peek(%d) took cards: %d left", tt.k, d.Len())
		}
	}
}

func TestDeckPutTopAndBottom(t *testing.T) {
	d := engine.NewDeck(2)
	d.PutTop(3)
	d.PutBottom(1)
	d.PutBottom(0)
	if !slices.Equal(d.Cards, []int{0, 1, 2, 3}) {
		t.Errorf("cards bottom to top are %v, want [0 1 2 3]", d.Cards)
	}
	var e engine.Deck
	e.PutBottom(7)
	if !slices.Equal(e.Cards, []int{7}) {
		t.Errorf("PutBottom on an empty deck gave %v", e.Cards)
	}
}

func TestDeckRemove(t *testing.T) {
	tests := []struct {
		name string
		card int
		ok   bool
		want []int
	}{
		{"first copy from the bottom", 5, true, []int{1, 2, 5}},
		{"top card", 2, true, []int{5, 1, 5}},
		{"missing card", 9, false, []int{5, 1, 2, 5}},
	}
	for _, tt := range tests {
		d := engine.NewDeck(5, 1, 2, 5)
		if ok := d.Remove(tt.card); ok != tt.ok || !slices.Equal(d.Cards, tt.want) {
			t.Errorf("%s: Remove(%d) = %v leaving %v, want %v leaving %v", tt.name, tt.card, ok, d.Cards, tt.ok, tt.want)
		}
	}
}

func TestDeckCloneIsIndependent(t *testing.T) {
	d := engine.NewDeck(1, 2, 3)
	c := d.Clone()
	c.Cards[0] = 9
	c.PutTop(4)
	d.Draw()
	if !slices.Equal(c.Cards, []int{9, 2, 3, 4}) || !slices.Equal(d.Cards, []int{1, 2}) {
		t.Errorf("clone %v and original %v affect each other", c.Cards, d.Cards)
	}
}

func TestDeckShuffleIsASeededPermutation(t *testing.T) {
	shuffled := func(seed uint64) []int {
		d := engine.NewDeck(0, 1, 2, 3, 4, 5, 6, 7, 8, 9)
		d.Shuffle(engine.Seeded(seed))
		return d.Cards
	}
	a, b := shuffled(1), shuffled(1)
	if !slices.Equal(a, b) {
		t.Errorf("the same seed shuffled to %v and %v", a, b)
	}
	sorted := slices.Sorted(slices.Values(a))
	if !slices.Equal(sorted, []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}) {
		t.Errorf("shuffle lost or duplicated cards: %v", a)
	}
	if slices.Equal(a, shuffled(2)) && slices.Equal(a, shuffled(3)) {
		t.Errorf("seeds 1, 2 and 3 all shuffle to %v", a)
	}
}

func TestDeckShuffleIsUniform(t *testing.T) {
	// Each of 4 cards should end on top about a quarter of the time.
	r := engine.NewRNG(5)
	var top [4]int
	const n = 8000
	for range n {
		d := engine.NewDeck(0, 1, 2, 3)
		d.Shuffle(&r)
		top[d.Peek(1)[0]]++
	}
	for c, k := range top {
		if k < n/4-200 || k > n/4+200 {
			t.Errorf("card %d came on top %d times in %d shuffles, want about %d", c, k, n, n/4)
		}
	}
}
