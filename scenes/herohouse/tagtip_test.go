package herohouse

import (
	"os"
	"strings"
	"testing"

	hh "github.com/herotable/herotable/engine/herohouse"
	"github.com/herotable/herotable/scenes/scenetest"
	"github.com/herotable/herotable/scenes/ui"
)

// Play-test 18 #11: a hero's outcome tag ("WIN / no house") says on hover
// what it means for this hero now: the fight it would have and whether a
// hero house follows, not only the hero's name; a click on it defends as
// a click on the hero does.
func TestHeroTagSaysWhatItMeans(t *testing.T) {
	s := newSession(t, "human,greedy", 1)
	reach(t, s, 600, func(st *hh.State) bool { return st.Phase == hh.PhDefend && st.Turn == 0 })
	table := New(s)
	h := scenetest.Settled(t, table, &table.Core)
	tags := 0
	for i, hero := range table.q.Board.Seats[0].Heroes {
		tg, ok := table.heroTag(0, i, table.q.Layout(), table.q.Board)
		if !ok {
			continue
		}
		tags++
		at := tg.Tag.Center()
		h.Frame(t, ui.Frame{Mouse: at, Moved: true})
		h.Idle(t, 1)
		h.Frame(t, ui.Frame{Mouse: at})
		sp := table.Hover.Spot
		if sp == nil || sp.Key != (spotKey{kTag, 0, i}) {
			t.Fatalf("over hero %d's tag the pointer finds %v", i+1, sp)
		}
		for _, want := range []string{tg.Word + " / " + tg.AfterWord + ": if " + HeroLabel(hero), "fights the monster", "hero house", table.fightPreview(hero)} {
			if !strings.Contains(sp.Hint, want) {
				t.Errorf("hero %d's tag says %q: no %q", i+1, sp.Hint, want)
			}
		}
		if !sp.Live || sp.Action != hh.ChooseDefender(i) {
			t.Errorf("a click on hero %d's tag does not defend with it", i+1)
		}
		if dir := os.Getenv("HH_SHOTS"); dir != "" {
			for range 40 {
				h.Frame(t, ui.Frame{Mouse: at})
			}
			h.Shot(t, dir, "tag-tip")
		}
	}
	if tags == 0 {
		t.Fatal("no hero showed a tag")
	}
}
