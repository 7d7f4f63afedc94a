package herohouse

import (
	"strings"
	"testing"

	"github.com/herotable/herotable/engine"
	hh "github.com/herotable/herotable/engine/herohouse"
	"github.com/herotable/herotable/scenes/scenetest"
)

// Play-test 21 #8: a balance on an empty treasure is not "took the rest of
// the treasure (0)" nor "balanced the monster +0".
func TestSummaryLeavesOutZeroTakings(t *testing.T) {
	sum := HandSummary{Hand: 6, End: hh.CodeBalanced, Monster: 1, Placer: 1, By: hh.CodeMonsterDiscards,
		Placed: 0, Seats: []SeatSummary{{}, {Gains: []Gain{{Code: hh.CodeBalanced, Points: 0}}}}}
	why, row := sum.Why(), sum.SeatWords(1)
	for _, text := range []string{why, row} {
		if strings.Contains(text, "(0)") || strings.Contains(text, "+0") {
			t.Errorf("an empty treasure's balance reads %q", text)
		}
	}
	if !strings.Contains(why, "took nothing: the treasure was empty") || !strings.Contains(row, "Balanced the monster") {
		t.Errorf("why %q, row %q", why, row)
	}
	sum.Seats[1].Gains[0].Points = 3
	if why, row := sum.Why(), sum.SeatWords(1); !strings.Contains(why, "took the rest of the treasure (3)") || !strings.Contains(row, "+3") {
		t.Errorf("a treasure of 3 taken reads %q and %q", why, row)
	}
}

// Play-test 21 #8: the log's "has no card to discard" in a step that gives
// to the monster player: it says the hand is empty, for either step.
func TestNoCardLineFitsAGive(t *testing.T) {
	info, _ := engine.Lookup(hh.GameID)
	var ev engine.Events
	ev.Game(0, hh.CodeNoDiscard)
	lines := LogLines(info, nil, []engine.LogEntry{{Player: 0, Action: hh.EndLayDown(), Text: "{P1} lays down no more heroes", Events: ev.List}}, []string{"Ada", "Bram"})
	var got string
	for _, l := range lines {
		if l.Event >= 0 {
			got = l.Text
		}
	}
	if got != "Ada's hand is empty: no card to discard or give." {
		t.Errorf("the empty hand's line reads %q", got)
	}
}

// Play-test 21 #8: with the hand empty and a monster player, Done does not
// say "no card to discard": the player gives nothing, and the monster
// player acts.
func TestEmptyHandDoneSaysTheGive(t *testing.T) {
	for seed := uint64(1); seed < 30; seed++ {
		s := newSession(t, "human,greedy,greedy", seed)
		found := scenetest.ReachWith(t, s, 3000, 16, scenetest.Greedy(seed), func(st *hh.State) bool {
			_, _, monster := st.MonsterDots()
			return st.Phase == hh.PhLay && st.Turn == 0 && st.HandSize(0) == 0 && st.Monster > 0 && !monster
		})
		if !found {
			continue
		}
		table := New(s)
		scenetest.Settled(t, table, &table.Core)
		m := s.Name(table.state().Monster)
		if a := table.afterDone(); strings.Contains(a, "discard") && !strings.Contains(a, m+" then discards") || !strings.Contains(a, "you give "+m+" nothing") {
			t.Errorf("with %s playing the monster, Done %q", m, a)
		}
		return
	}
	t.Skip("no seed emptied the human's hand with a monster player")
}

// Play-test 27: "Bram lays down no more heroes." when he had laid none
// this turn; after a lay-down it says "no more".
func TestDoneSaysWhetherAHeroWasLaid(t *testing.T) {
	info, _ := engine.Lookup(hh.GameID)
	done := engine.LogEntry{Player: 1, Action: hh.EndLayDown(), Text: "{P2} lays down no more heroes"}
	lay := engine.LogEntry{Player: 1, Action: hh.LayPrime(0), Text: "{P2} lays down a prime"}
	other := engine.LogEntry{Player: 0, Action: hh.Discard(0), Text: "{P1} discards a card"}
	for _, c := range []struct {
		log  []engine.LogEntry
		want string
	}{
		{[]engine.LogEntry{other, done}, "Bram lays down no hero"},
		{[]engine.LogEntry{other, lay, done}, "Bram lays down no more heroes"},
	} {
		lines := LogLines(info, nil, c.log, []string{"Ada", "Bram"})
		if got := lines[len(lines)-1].Text; got != c.want {
			t.Errorf("Done after %d entries reads %q, want %q", len(c.log)-1, got, c.want)
		}
		// The move's caption says it alike (play-test 30).
		if got := engine.Names(actionText(c.log, len(c.log)-1), []string{"Ada", "Bram"}); got != c.want {
			t.Errorf("Done's caption after %d entries reads %q, want %q", len(c.log)-1, got, c.want)
		}
	}
}
