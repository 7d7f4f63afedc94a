package herohouse

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	hh "github.com/herotable/herotable/engine/herohouse"
	"github.com/herotable/herotable/scenes/scenetest"
)

// Enter gives the card a number key picked, as the prompt says it does.
func TestEnterGivesThePickedCard(t *testing.T) {
	s := newSession(t, "human,greedy,greedy", 3)
	if !scenetest.ReachWith(t, s, 4000, 64, scenetest.Greedy(9), func(st *hh.State) bool {
		return st.Phase == hh.PhDiscard && st.Turn == 0 && st.Monster >= 0 && st.Monster != 0 && len(st.Seats[0].Hand)+len(st.Seats[0].Known) >= 2
	}) {
		t.Fatal("no give step came with two cards or more in hand")
	}
	table := New(s)
	h := scenetest.Settled(t, table, &table.Core)
	cards := table.keyCards()
	give := table.choice.Cards[cards[1]]
	moves := len(s.Match.Log)
	h.Key(t, ebiten.Key2)
	h.Idle(t, 30)
	h.Key(t, ebiten.KeyEnter)
	if len(s.Match.Log) < moves+1 || s.Match.Log[moves].Action != give {
		t.Fatalf("key 2 then Enter played %d moves, want giving %s", len(s.Match.Log)-moves, hh.Name(cards[1]))
	}
}
