package herohouse

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	hh "github.com/herotable/herotable/engine/herohouse"
	"github.com/herotable/herotable/scenes/play"
	"github.com/herotable/herotable/scenes/scenetest"
)

// Enter gives the card a number key picked, as the prompt says it does.
func TestEnterGivesThePickedCard(t *testing.T) {
	s, table, h := giveStep(t)
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

// After a card given by its number key and a recap closed by a click, the
// next Enter presses the glowing Done (play-test 24's first Enter there
// seemed lost; this shows it is taken).
func TestEnterAfterAKeyedGiveGoesToTheGlowingButton(t *testing.T) {
	s, table, h := giveStep(t)
	h.Key(t, ebiten.Key1)
	h.Key(t, ebiten.Key1)
	for i := 0; !table.Mine() || table.choice.Decision != DecideLay; i++ {
		if i == 6000 || s.Over() {
			t.Skip("no lay-down step of the viewer's came back")
		}
		if table.q.Holding() != nil {
			h.Key(t, ebiten.KeyEnter)
		}
		h.Idle(t, 1)
	}
	if !table.buttons.done.Glow || table.buttons.done.Hidden {
		t.Skip("Done does not glow in this lay-down step")
	}
	if table.Recapping() { // a click closes it, as play-test 24 did
		h.Click(t, table.RecapPanel().Center())
	}
	moves := len(s.Match.Log)
	h.Key(t, ebiten.KeyEnter)
	if len(s.Match.Log) == moves {
		t.Errorf("Enter with Done glowing made no move (focus on %v, busy %v)", table.Group.Focused(), table.Busy())
	}
}

// giveStep is the viewer's give step with two cards or more in hand.
func giveStep(t *testing.T) (*play.Session, *Table, *scenetest.Host) {
	t.Helper()
	s := newSession(t, "human,greedy,greedy", 3)
	if !scenetest.ReachWith(t, s, 4000, 64, scenetest.Greedy(9), func(st *hh.State) bool {
		return st.Phase == hh.PhDiscard && st.Turn == 0 && st.Monster >= 0 && st.Monster != 0 && len(st.Seats[0].Hand)+len(st.Seats[0].Known) >= 2
	}) {
		t.Fatal("no give step came with two cards or more in hand")
	}
	table := New(s)
	return s, table, scenetest.Settled(t, table, &table.Core)
}

// Enter presses Done when nothing glows and Done puts nobody out
// (play-test 27: with Lay down grey and Done the one button, Enter did
// nothing); the prompt and the tooltip say so.
func TestEnterPressesAPlainDone(t *testing.T) {
	for seed := uint64(1); seed < 40; seed++ {
		s := newSession(t, "human,greedy,greedy", seed)
		if !scenetest.ReachWith(t, s, 3000, 64, scenetest.Greedy(seed), func(st *hh.State) bool {
			return st.Phase == hh.PhLay && st.Turn == 0
		}) {
			continue
		}
		table := New(s)
		h := scenetest.Settled(t, table, &table.Core)
		h.Idle(t, 2)
		if !table.enterDone() {
			continue
		}
		if !strings.Contains(table.buttons.done.Tip(), "Enter") {
			t.Errorf("Done's tooltip does not say Enter: %q", table.buttons.done.Tip())
		}
		moves := len(s.Match.Log)
		h.Key(t, ebiten.KeyEnter)
		if len(s.Match.Log) == moves || s.Match.Log[moves].Action != hh.EndLayDown() {
			t.Fatalf("seed %d: Enter on a plain Done made no Done", seed)
		}
		return
	}
	t.Skip("no lay-down step with a plain Done came")
}
