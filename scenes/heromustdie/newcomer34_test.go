package heromustdie

import (
	"fmt"
	"strings"
	"testing"

	hmd "github.com/herotable/herotable/engine/heromustdie"
)

// An event card's tooltip and its panel say what the "×2" on its foot is:
// the copies of it in the event deck (pt34 #6: "EVENT · ×2/×3" puzzled a
// newcomer).
func TestEventCardsSayWhatTheirCopiesMark(t *testing.T) {
	for e, ev := range hmd.Events {
		n := 0
		for _, o := range hmd.Events {
			if o.Kind == ev.Kind {
				n++
			}
		}
		if n < 2 {
			continue
		}
		tip := eventTip(int8(e), "This turn's event")
		if !strings.Contains(tip, fmt.Sprintf("×%d", n)) || !strings.Contains(tip, fmt.Sprintf("holds %d", n)) {
			t.Errorf("the %s tooltip does not say the deck holds %d of it: %q", hmd.EventKindNames[ev.Kind], n, tip)
		}
	}
}

// Pay Day's "Pay all" button says why it spends gold while MP are at
// hand: each point comes from the largest pile, and what the piles are
// (pt34 #6: "Pay all 7: 6 gold, 1 MP" with 5 MP held).
func TestPayAllSaysItTakesTheLargestPile(t *testing.T) {
	s, table, _ := humanAt(t, func(st *hmd.State) bool { return st.Stage == hmd.StPay && st.Count >= 2 })
	st := s.Match.State.(*hmd.State)
	q := st.Seats[st.Actor]
	found := false
	for _, b := range table.buttons {
		if b.Rect == payAllRect || b.Rect.X == payAllRect.X && b.Rect.Y == payAllRect.Y {
			found = true
			if !strings.Contains(b.Tooltip, "largest pile") || !strings.Contains(b.Tooltip, fmt.Sprintf("%d gold", q.Gold)) || !strings.Contains(b.Tooltip, fmt.Sprintf("%d MP", q.MP)) {
				t.Errorf("the Pay all tooltip does not say where each point comes from: %q", b.Tooltip)
			}
		}
	}
	if !found {
		t.Fatal("no Pay all button")
	}
}

// With both cards of the slot seen already, the peek question says so,
// where the glowing cards' hint does not cover it (pt34 #6: it still
// asked to pick one, and nothing said why).
func TestPeekSaysBothCardsSeen(t *testing.T) {
	s, _, _ := humanAt(t, func(st *hmd.State) bool { return st.Stage == hmd.StPeekNext })
	st := s.Match.State.(*hmd.State).Clone().(*hmd.State)
	for _, a := range st.LegalActions(nil) {
		if k, arg := hmd.Split(a); k == hmd.KPeek {
			if e := st.Slots[arg/2][arg%2]; e >= 0 {
				st.EvKnown[e] |= 1 << st.Actor
			}
		}
	}
	cmds := Commands(st, st.LegalActions(nil), s.Names())
	d := decide(st, cmds, s.Names(), true)
	if !strings.Contains(d.what, "Seen both cards") {
		t.Errorf("with both cards seen the question reads %q", d.what)
	}
}

// The build panel says what the small number on each trap is (pt34 #6:
// "the small 3/2 numbers" in the build panel).
func TestBuildPanelSaysWhatTheTrapNumbersAre(t *testing.T) {
	_, table, h := humanAt(t, func(st *hmd.State) bool { return st.Stage == hmd.StBuild })
	h.Idle(t, 30)
	text := strings.Join(drawnTexts(t, table, func(n int) { h.Idle(t, n) }), " ")
	if !strings.Contains(text, "tokens left in the supply") {
		t.Errorf("the build panel does not say what the trap numbers are:\n%s", text)
	}
}

// A party in the dungeon behind another says why it does not fight: only
// the first of the queue fights, one fight a turn (pt34 #6: party 3
// walked in with party 2 but did not fight, and nothing said why).
func TestAWaitingPartySaysWhyItDoesNotFight(t *testing.T) {
	s, ok := reachScripted(t, "human,greedy,greedy,greedy", 1, 3000, func(st *hmd.State) bool { return len(st.Queue) >= 2 })
	for seed := uint64(2); !ok && seed < 40; seed++ {
		s, ok = reachScripted(t, "human,greedy,greedy,greedy", seed, 3000, func(st *hmd.State) bool { return len(st.Queue) >= 2 })
	}
	if !ok {
		t.Fatal("no game came to two parties in the dungeon")
	}
	st := s.Match.State.(*hmd.State)
	second := int(st.Queue[1])
	tip := partyTip(st, second)
	if !strings.Contains(tip, fmt.Sprintf("behind party %d", st.Queue[0]+1)) || !strings.Contains(tip, "one fight a turn") {
		t.Errorf("party %d's tooltip does not say why it waits: %q", second+1, tip)
	}
}
