package herohouse

import (
	"os"
	"strings"
	"testing"

	hh "github.com/herotable/herotable/engine/herohouse"
	"github.com/herotable/herotable/scenes/scenetest"
	"github.com/herotable/herotable/scenes/ui"
)

// primeWith is a prime whose dots balance (or not), for heroes of one card.
func primeWith(t *testing.T, balanced bool) Slots {
	t.Helper()
	for c := range hh.NumCards {
		if w, b := hh.Dots(c); hh.SuitOf(c) == hh.Prime && (w == b) == balanced {
			s := emptySlots
			s[hh.Prime] = c
			return s
		}
	}
	t.Fatal("no such prime")
	return emptySlots
}

// Play-test 6, #5: each defender says what its fight leaves of the
// player's heroes and whether they balance into a hero house. A balanced
// hero and an unbalanced one: the unbalanced one losing leaves a house,
// winning keeps the imbalance; a no-win is left to the flip; losing the
// only hero leaves none.
func TestEachDefenderSaysWhatItsFightLeaves(t *testing.T) {
	bal, odd := primeWith(t, true), primeWith(t, false)
	heroes := []Slots{bal, odd}
	bw, bb := bal.Dots()
	ow, ob := odd.Dots()
	for _, c := range []struct {
		def   Slots
		o     hh.Outcome
		want  string
		house bool
	}{
		{odd, hh.MonsterWins, dotsText(bw, bb), true},
		{odd, hh.Cosmic, dotsText(bw, bb), true},
		{odd, hh.HeroWins, dotsText(bw+ow, bb+ob), false},
		{bal, hh.MonsterWins, dotsText(ow, ob), false},
		{odd, hh.NoWin, "flipped", false},
	} {
		got := AfterFight(heroes, c.def, c.o, 6)
		tag, house := AfterTag(heroes, c.def, c.o, 6)
		if !strings.Contains(got, c.want) || strings.Contains(got, "a hero house") != c.house || house != c.house {
			t.Errorf("%v with %v: %q / %q, want %q, house %v", c.o, c.def, got, tag, c.want, c.house)
		}
		if c.o == hh.NoWin && (strings.Contains(tag, "?") || len(strings.Fields(tag)) < 2) {
			t.Errorf("a no-win's badge says %q: words, not a question mark", tag)
		}
		if c.house && (!strings.Contains(got, "+3") || tag != "house +3") {
			t.Errorf("a hero house from a treasure of 6 says %q / %q, want +3", got, tag)
		}
	}
	if got := AfterFight([]Slots{odd}, odd, hh.MonsterWins, 6); !strings.Contains(got, "no hero") {
		t.Errorf("losing the only hero says %q", got)
	}
	if got := AfterFight([]Slots{bal}, bal, hh.HeroWins, 0); !strings.Contains(got, "treasure is empty, so +0") {
		t.Errorf("a hero house from an empty treasure says %q", got)
	}
}

// On the table, a defender's tooltip and the prompt on hovering it carry
// the same words, and its badge the short line.
func TestDefenderTooltipSaysWhatItLeaves(t *testing.T) {
	s := newSession(t, "human,greedy", 1)
	reach(t, s, 600, func(st *hh.State) bool { return st.Phase == hh.PhDefend && st.Turn == 0 })
	table := New(s)
	h := scenetest.Settled(t, table, &table.Core)
	b := table.q.Board
	box := table.q.Layout().Heroes[0][1]
	h.Frame(t, ui.Frame{Mouse: box.Column.Center(), Moved: true})
	h.Idle(t, 1)
	h.Frame(t, ui.Frame{Mouse: box.Column.Center()})
	hero := b.Seats[0].Heroes[1]
	hw, hb := hero.Dots()
	mw, mb, _ := MonsterOf(b.Pile)
	o, _ := Explain(hw, hb, mw, mb)
	after := AfterFight(b.Seats[0].Heroes, hero, o, b.Treasure)
	if d := table.asking().Detail; !strings.Contains(d, after) {
		t.Errorf("hovering hero 2 says %q, want %q in it", d, after)
	}
	found := false
	for _, sp := range table.Spots.Order {
		if sp.Key.kind == kHero && sp.Key.a == 0 && sp.Key.b == 1 {
			found = strings.Contains(sp.Hint, after)
		}
	}
	if !found {
		t.Errorf("hero 2's tooltip lacks %q", after)
	}
	if dir := os.Getenv("HH_SHOTS"); dir != "" {
		h.Idle(t, 40)
		h.Shot(t, dir, "defend-after")
	}
}
