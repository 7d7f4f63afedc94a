package dieinthedungeon

import (
	"strings"
	"testing"

	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/scenetest"
)

// A move to a face-down tile the mover peeked at names what the peek
// showed, in its tooltip and on its button (play-test 26 #9: "Explore the
// face-down Four-Way" after looking at it); one nobody peeked at names
// only its back.
func TestAMoveToAPeekedTileNamesIt(t *testing.T) {
	s := newSession(t, "human", 3, "map=map1")
	scenetest.ReachWith(t, s, 200, 16, scenetest.Greedy(3), func(st *dd.State) bool { return st.Stage == dd.StMove })
	st := s.Match.State.(*dd.State)
	legal := st.LegalActions(nil)
	for _, a := range legal {
		k, i := dd.Split(a)
		if k != dd.KMove || st.Slots[i].Open || dd.Maps[st.Map].Slots[i].Public() {
			continue
		}
		name := dd.Tiles[st.Slots[i].Tile].Name
		if tip := command(st, legal, a, s.Names()).Tip; strings.Contains(tip, name) {
			t.Fatalf("before a peek the move names the face-down %s: %q", name, tip)
		}
		st.Slots[i].Peek |= 1 << st.Turn
		c := command(st, legal, a, s.Names())
		if !strings.Contains(c.Tip, "the "+name+" you peeked at") {
			t.Errorf("after a peek the move says %q, not the %s it showed", c.Tip, name)
		}
		// Its button too (play-test 29 #5: "Explore Dead End to the east"
		// was "the Hideout you peeked at").
		if want := "Explore " + theName(name); c.Label != want && !hasPlace(st, i, c.Label, want) {
			t.Errorf("after a peek the move's button reads %q, not %q", c.Label, want)
		}
		return
	}
	t.Fatal("no move to a face-down tile was offered")
}
