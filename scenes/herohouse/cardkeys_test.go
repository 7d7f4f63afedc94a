package herohouse

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/herotable/herotable/engine"
	hh "github.com/herotable/herotable/engine/herohouse"
	"github.com/herotable/herotable/scenes/scenetest"
)

// Play-test 21 #12: key 1 in the give step gave the leftmost card at
// once. A first press picks the card and shows what giving it does; only
// the same key again gives it.
func TestNumberKeyPicksBeforeItGives(t *testing.T) {
	s := newSession(t, "human,greedy,greedy", 3)
	found := scenetest.ReachWith(t, s, 4000, 64, scenetest.Greedy(9), func(st *hh.State) bool {
		return st.Phase == hh.PhDiscard && st.Turn == 0 && st.Monster >= 0 && st.Monster != 0 && len(st.Seats[0].Hand)+len(st.Seats[0].Known) >= 2
	})
	if !found {
		t.Fatal("no give step came with two cards or more in hand")
	}
	table := New(s)
	h := scenetest.Settled(t, table, &table.Core)
	if table.choice.Decision != DecideGive {
		t.Fatalf("decision %v, want give", table.choice.Decision)
	}
	if d := table.asking().Detail; !strings.Contains(d, "press the same key again (or Enter) to give it") {
		t.Errorf("the give prompt does not say how the keys give: %q", d)
	}
	cards := table.keyCards()
	moves := len(s.Match.Log)
	h.Key(t, ebiten.Key2)
	if len(s.Match.Log) != moves {
		t.Fatalf("one press of key 2 gave a card: %v", s.Match.Log[moves:])
	}
	c, k, ok := table.keyPicked()
	if !ok || c != cards[1] || k != 2 {
		t.Fatalf("key 2 picked %v (key %d, %v), want %s", c, k, ok, hh.Name(cards[1]))
	}
	d := table.asking().Detail
	if !strings.Contains(d, hh.Name(cards[1])) || !strings.Contains(d, "Press 2 again or Enter to give it") {
		t.Errorf("after key 2 the prompt reads %q", d)
	}
	shots(t, h, table, "key-picked")
	h.Key(t, ebiten.Key1) // another key picks another card
	if len(s.Match.Log) != moves {
		t.Fatal("key 1 after key 2 gave a card")
	}
	if c, _, _ := table.keyPicked(); c != cards[0] {
		t.Fatalf("key 1 picked %s, want %s", hh.Name(c), hh.Name(cards[0]))
	}
	give := table.choice.Cards[cards[0]]
	h.Key(t, ebiten.Key1)
	if len(s.Match.Log) < moves+1 {
		t.Fatal("key 1 pressed twice gave nothing")
	}
	if got := s.Match.Log[moves].Action; got != give {
		t.Errorf("the second press played %v, want giving %s (%v)", got, hh.Name(cards[0]), give)
	}
}

// Play-test 27: as the monster, key 1 flipped the top card while the
// preview praised the first card of the hand; key 3 did nothing. The
// number keys pick the hand's cards there too, and F flips.
func TestMonsterKeysPickCardsAndFFlips(t *testing.T) {
	s := newSession(t, "human,greedy,greedy", 3)
	found := scenetest.ReachWith(t, s, 6000, 64, scenetest.Greedy(9), func(st *hh.State) bool {
		if st.Turn != 0 || st.Monster != 0 || len(st.Seats[0].Hand) < 2 {
			return false
		}
		flip, discard := false, false
		for _, a := range st.LegalActions(nil) {
			switch k, _, _, _ := hh.Decode(a); k {
			case hh.KMonsterFlip:
				flip = true
			case hh.KMonsterDiscard:
				discard = true
			}
		}
		return flip && discard
	})
	if !found {
		t.Fatal("the human never played the monster with two cards and a draw pile")
	}
	table := New(s)
	h := scenetest.Settled(t, table, &table.Core)
	if table.choice.Decision != DecideMonster {
		t.Fatalf("decision %v, want the monster's", table.choice.Decision)
	}
	if d := table.asking().Detail; !strings.Contains(d, "to discard it") || !strings.Contains(d, "Key F flips") {
		t.Errorf("the monster's prompt does not say the keys: %q", d)
	}
	cards := table.keyCards()
	moves := len(s.Match.Log)
	h.Key(t, ebiten.Key2)
	if len(s.Match.Log) != moves {
		t.Fatalf("key 2 played %v", s.Match.Log[moves:])
	}
	if c, _, ok := table.keyPicked(); !ok || c != cards[1] {
		t.Fatalf("key 2 picked %v (%v), want %s", c, ok, hh.Name(cards[1]))
	}
	h.Key(t, ebiten.Key1) // key 1 picks the first card, and flips nothing
	if len(s.Match.Log) != moves {
		t.Fatalf("key 1 played %v", s.Match.Log[moves:])
	}
	h.Key(t, ebiten.KeyF)
	if len(s.Match.Log) != moves+1 || !isFlip(s.Match.Log[moves].Action) {
		t.Fatalf("F did not flip: %v", s.Match.Log[moves:])
	}
}

func isFlip(a engine.Action) bool {
	k, _, _, _ := hh.Decode(a)
	return k == hh.KMonsterFlip
}

// A card picked by its number key shows the pile it would leave, as the
// pointer resting on it does (play-test 27: the "→ Monster" box showed
// only on hover).
func TestAKeyPickedCardPreviewsThePile(t *testing.T) {
	s := newSession(t, "human,greedy,greedy", 3)
	found := scenetest.ReachWith(t, s, 4000, 64, scenetest.Greedy(9), func(st *hh.State) bool {
		return st.Phase == hh.PhDiscard && st.Turn == 0 && st.Monster < 0 && len(st.Seats[0].Hand) >= 2
	})
	if !found {
		t.Fatal("no discard step came with two cards or more in hand")
	}
	table := New(s)
	h := scenetest.Settled(t, table, &table.Core)
	arrow := func() bool {
		for _, s := range h.Texts {
			if strings.HasPrefix(s, "→ ") {
				return true
			}
		}
		return false
	}
	h.Texts = []string{}
	table.Layer.Invalidate()
	h.Idle(t, 1)
	if len(h.Texts) == 0 {
		t.Fatal("the table drew no text: the test sees nothing")
	}
	if arrow() {
		t.Fatal("the pile previews a discard before any card is picked")
	}
	h.Key(t, ebiten.Key2) // the frame of the key draws the table anew
	if _, _, ok := table.keyPicked(); !ok {
		t.Fatal("key 2 picked no card")
	}
	if !arrow() {
		t.Errorf("a card picked by key 2 does not preview the pile: %q", h.Texts)
	}
}
