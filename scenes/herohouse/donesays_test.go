package herohouse

import (
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/herotable/herotable/engine"
	hh "github.com/herotable/herotable/engine/herohouse"
	"github.com/herotable/herotable/scenes/scenetest"
	"github.com/herotable/herotable/scenes/ui"
)

// shots, when HH_SHOTS names a folder, takes the table as it stands and
// with the pointer resting on Done.
func shots(t *testing.T, h *scenetest.Host, table *Table, name string) {
	dir := os.Getenv("HH_SHOTS")
	if dir == "" {
		return
	}
	h.Shot(t, dir, name)
	at := table.buttons.done.Rect.Center()
	h.Frame(t, ui.Frame{Mouse: at, Moved: true})
	for range 90 {
		h.Frame(t, ui.Frame{Mouse: at})
	}
	h.Shot(t, dir, name+"-done")
}

// fightOnDone is the outcome of the fight Done starts at once, as the
// engine plays it on a copy of st; false when Done starts none.
func fightOnDone(st *hh.State) (hh.Outcome, bool) {
	c := st.Clone().(*hh.State)
	if c.Apply(hh.EndLayDown()) != nil {
		return 0, false
	}
	for _, ev := range c.Events() {
		if ev.Kind == engine.EvGame && ev.Code == hh.CodeFight {
			return hh.Outcome(ev.Arg(0)), true
		}
	}
	return 0, false
}

// With a single hero in play Done fights the monster at once: the hero
// shows the outcome, and the prompt and Done's tooltip say it, before the
// click (a newcomer lost a lone hero to a fight nothing had foretold).
func TestLoneHeroShowsItsFightBeforeDone(t *testing.T) {
	for _, seed := range []uint64{1, 2, 3} {
		s := newSession(t, "human,greedy", seed)
		found := scenetest.ReachWith(t, s, 3000, 64, scenetest.Greedy(9), func(st *hh.State) bool {
			_, _, monster := st.MonsterDots()
			return st.Phase == hh.PhLay && st.Turn == 0 && monster && len(st.Seats[0].Heroes) == 1
		})
		if !found {
			continue
		}
		st := s.Match.State.(*hh.State)
		want, ok := fightOnDone(st)
		if !ok {
			t.Fatal("Done with one hero and a monster starts no fight")
		}
		table := New(s)
		h := scenetest.Settled(t, table, &table.Core)
		shots(t, h, table, "lone-hero")
		_, o, lone := table.loneFight()
		if !lone || o != want {
			t.Fatalf("seed %d: the lone hero shows %v (shown %v), the engine fights to %v", seed, o, lone, want)
		}
		verb := OutcomeWord(want)
		if d := table.asking().Detail; !strings.Contains(d, verb) {
			t.Errorf("seed %d: the prompt says %q, not that the fight would %s", seed, d, verb)
		}
		if tip := table.buttons.done.Tooltip; !strings.Contains(tip, verb) {
			t.Errorf("seed %d: Done's tooltip says %q, not that the fight would %s", seed, tip, verb)
		}
		return
	}
	t.Fatal("no turn came with a lone hero facing a monster")
}

// Heroes in play that balance with no monster to fight: the prompt and
// Done's tooltip say that Done makes a hero house and what it pays, as
// the engine then pays it.
func TestDoneSaysAHeroHouseIsReady(t *testing.T) {
	for _, seed := range []uint64{1, 2, 3, 4, 5, 6} {
		s := newSession(t, "human,greedy", seed)
		found := scenetest.ReachWith(t, s, 3000, 64, scenetest.Greedy(9), func(st *hh.State) bool {
			_, _, monster := st.MonsterDots()
			return st.Phase == hh.PhLay && st.Turn == 0 && !monster && st.HasHouse(0)
		})
		if !found {
			continue
		}
		st := s.Match.State.(*hh.State)
		c := st.Clone().(*hh.State)
		if err := c.Apply(hh.EndLayDown()); err != nil {
			t.Fatal(err)
		}
		i := slices.IndexFunc(c.Events(), func(ev engine.Event) bool { return ev.Kind == engine.EvGame && ev.Code == hh.CodeHouse })
		if i < 0 {
			t.Fatal("balanced heroes and no monster, yet Done made no hero house")
		}
		house := c.Events()[i]
		table := New(s)
		h := scenetest.Settled(t, table, &table.Core)
		shots(t, h, table, "house-ready")
		// It says what the house ends, as the rules do (play-test 13).
		want := fmt.Sprintf("Your heroes balance (%d○ %d●): Done makes a hero house: +%d, then you play the monster and take no more turns; "+
			"another player's hero house later takes the monster and puts you out of the hand.", house.Arg(0), house.Arg(1), house.Arg(2))
		if d := table.asking().Detail; !strings.Contains(d, want) {
			t.Errorf("the prompt says %q, want %q", d, want)
		}
		if tip := table.buttons.done.Tooltip; !strings.Contains(tip, want) {
			t.Errorf("Done's tooltip says %q, want %q", tip, want)
		}
		if !table.buttons.done.Glow {
			t.Error("Done does not glow when it makes a hero house")
		}
		return
	}
	t.Fatal("no turn came with balanced heroes and no monster")
}
