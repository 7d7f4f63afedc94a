package herohouse

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	hh "github.com/herotable/herotable/engine/herohouse"
	"github.com/herotable/herotable/scenes/scenetest"
)

// When nothing in the hand makes a hero, laying down offers Done alone:
// Lay down is gone, Done takes the prompt's width and glows, the prompt
// says nothing can be laid, and key 1 plays it (the play-test's long
// one-against-one ends stopped on an empty lay-down step every turn).
func TestOnlyDoneIsOneKey(t *testing.T) {
	s := newSession(t, "human,greedy", 2)
	found := scenetest.ReachWith(t, s, 3000, 64, scenetest.Greedy(9), func(st *hh.State) bool {
		if st.Phase != hh.PhLay || st.Turn != 0 {
			return false
		}
		legal := st.LegalActions(nil)
		return len(legal) == 1 && legal[0] == hh.EndLayDown()
	})
	if !found {
		t.Fatal("no turn came where only Done could be played")
	}
	table := New(s)
	h := scenetest.Settled(t, table, &table.Core)
	shots(t, h, table, "only-done")
	b := table.buttons
	if !b.lay.Hidden || b.done.Hidden || b.done.Rect != promptWide {
		t.Fatalf("Lay down hidden %v, Done hidden %v at %v (want the whole width %v)", b.lay.Hidden, b.done.Hidden, b.done.Rect, promptWide)
	}
	if !b.out && !b.done.Glow {
		t.Error("Done, the only move, does not glow")
	}
	if d := table.asking().Detail; !strings.Contains(d, "Nothing in your hand makes a hero now") {
		t.Errorf("the prompt says %q", d)
	}
	// Play-test 21 #9: Enter presses the glowing Done, and the words say so.
	if !b.out {
		if d := table.asking().Detail; !strings.Contains(d, "Done (key 1, D or Enter)") {
			t.Errorf("Done glows, but the prompt names only its number key: %q", d)
		}
		if !strings.Contains(b.done.Tip(), "(Enter)") {
			t.Errorf("Done glows, but its tooltip does not name Enter: %q", b.done.Tip())
		}
	}
	// D presses it too, as in every lay-down (play-test 33: with Done
	// alone, D did nothing); key 1 is TestANumberKeyPlaysItsButton's.
	key := ebiten.KeyD
	if b.out { // going out asks twice, even by key
		h.Key(t, key)
	}
	moves := len(s.Match.Log)
	h.Key(t, key)
	if len(s.Match.Log) != moves+1 || s.Match.Log[moves].Action != hh.EndLayDown() {
		t.Fatalf("key %v did not play Done", key)
	}
	// Back to a turn where something can be laid: both buttons again.
	found = scenetest.ReachWith(t, s, 3000, 64, scenetest.Greedy(9), func(st *hh.State) bool {
		return st.Phase == hh.PhLay && st.Turn == 0 && len(st.LegalActions(nil)) > 1
	})
	if !found {
		return
	}
	table = New(s)
	scenetest.Settled(t, table, &table.Core)
	if b := table.buttons; b.lay.Hidden || b.done.Rect != promptButtons[1] {
		t.Errorf("with heroes to lay, Lay down hidden %v and Done at %v", b.lay.Hidden, b.done.Rect)
	}
}
