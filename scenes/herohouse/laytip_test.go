package herohouse

import (
	"strings"
	"testing"

	hh "github.com/herotable/herotable/engine/herohouse"
	"github.com/herotable/herotable/scenes/scenetest"
)

// Play-test pt7 #5: the greyed Lay down says why it is grey: it lays a
// trio picked part by part (and what is still to pick), while a prime is
// laid at once by a click on it.
func TestGreyLayDownSaysPrimesGoAtOnce(t *testing.T) {
	cave, h1 := card(t, "prime_cave_woman"), card(t, "head_w1_b3")
	b1, l1 := card(t, "body_w2_b1"), card(t, "legs_w1_b2")
	ch := NewChoice(layLegal([]int{cave}, []int{h1}, []int{b1}, []int{l1}))
	if tip := ch.layTip(NoSelection, false); !strings.Contains(tip, "Cave Woman") || !strings.Contains(tip, "at once") {
		t.Errorf("nothing picked, a prime in hand: %q", tip)
	}
	if tip := ch.layTip(Selection{hh.NoCard, h1, hh.NoCard, hh.NoCard}, false); !strings.Contains(tip, "a body and legs") {
		t.Errorf("a head picked: %q", tip)
	}
	onlyPrime := NewChoice(layLegal([]int{cave}, nil, []int{b1}, []int{l1}))
	if tip := onlyPrime.layTip(NoSelection, false); !strings.Contains(tip, "no head, body and legs") || !strings.Contains(tip, "at once") {
		t.Errorf("no trio, a prime in hand: %q", tip)
	}
	if tip := NewChoice(layLegal(nil, []int{h1}, []int{b1}, []int{l1})).layTip(NoSelection, false); strings.Contains(tip, "prime") {
		t.Errorf("no prime in hand, yet the tooltip speaks of one: %q", tip)
	}
	full := Selection{hh.NoCard, h1, b1, l1}
	if tip := ch.layTip(full, true); tip != "Lay down "+HeroLabel(Slots(full)) {
		t.Errorf("a whole trio: %q", tip)
	}
}

// On the table, the greyed button carries those words.
func TestGreyLayDownOnTheTable(t *testing.T) {
	for seed := uint64(1); seed < 40; seed++ {
		s := newSession(t, "human,greedy", seed)
		if !scenetest.ReachWith(t, s, 400, 16, scenetest.Greedy(seed), func(st *hh.State) bool {
			return st.Phase == hh.PhLay && st.Turn == 0 && len(NewChoice(st.LegalActions(nil)).Primes) > 0
		}) {
			continue
		}
		table := New(s)
		scenetest.Settled(t, table, &table.Core)
		lay := table.buttons.lay
		if lay.Hidden || !lay.Disabled {
			t.Fatalf("seed %d: Lay down hidden %v, greyed %v with nothing picked", seed, lay.Hidden, lay.Disabled)
		}
		for c := range table.choice.Primes {
			if !strings.Contains(lay.Tooltip, hh.Name(c)) || !strings.Contains(lay.Tooltip, "at once") {
				t.Errorf("seed %d: with %s in hand the greyed Lay down says %q", seed, hh.Name(c), lay.Tooltip)
			}
		}
		return
	}
	t.Fatal("no lay-down turn with a prime in the human's hand")
}
