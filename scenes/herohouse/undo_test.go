package herohouse

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/herotable/herotable/engine"
	hh "github.com/herotable/herotable/engine/herohouse"
	"github.com/herotable/herotable/scenes/scenetest"
	"github.com/herotable/herotable/scenes/tablekit"
)

// Undo at the Hero House table, as the play-test wanted it: two heroes
// laid from the hidden hand are taken back, the first by the bar's button
// and the second by Z, each to the position before it; then the turn's
// start (the card drawn, the other seat's move, or the game's start)
// stops it, and the button says why.
func TestUndoTakesBackLaidHeroes(t *testing.T) {
	s := newSession(t, "human,greedy", 2)
	reach(t, s, 800, func(st *hh.State) bool {
		if st.Phase != hh.PhLay || st.Turn != 0 {
			return false
		}
		primes := 0
		for _, c := range st.Seats[0].Hand { // the hidden hand: laying shows it
			if hh.SuitOf(c) == hh.Prime {
				primes++
			}
		}
		return primes >= 2
	})
	table := New(s)
	h := scenetest.Settled(t, table, &table.Core)
	if !table.Bar.Undo.Disabled || !strings.HasPrefix(table.Bar.Undo.Tooltip, "Nothing to undo: ") {
		t.Fatalf("at the turn's start the undo button is on (%q)", table.Bar.Undo.Tooltip)
	}
	start := s.Match.Log
	var states [][]byte
	for range 2 {
		states = append(states, encode(t, s.Match.State))
		var prime engine.Action
		for _, a := range s.Legal() {
			if k, _, _, _ := hh.Decode(a); k == hh.KLayPrime {
				prime = a
				break
			}
		}
		if err := s.Play(prime); err != nil {
			t.Fatal(err)
		}
		scenetest.Settle(t, h, &table.Core)
		if table.Bar.Undo.Disabled || table.Bar.Undo.Tooltip != tablekit.UndoTip {
			t.Fatalf("a hero laid from the hand cannot be taken back: %q", table.Bar.Undo.Tooltip)
		}
	}
	h.Click(t, table.Bar.Undo.Rect.Center())
	scenetest.Settle(t, h, &table.Core)
	if !bytes.Equal(encode(t, s.Match.State), states[1]) {
		t.Fatal("the undo button did not take back the second hero")
	}
	h.Key(t, ebiten.KeyZ)
	h.Idle(t, 2)
	scenetest.Settle(t, h, &table.Core)
	if !bytes.Equal(encode(t, s.Match.State), states[0]) || len(s.Match.Log) != len(start) {
		t.Fatal("Z did not take back the first hero")
	}
	if !table.Bar.Undo.Disabled || table.Bar.Undo.Tooltip != "Nothing to undo: "+s.WhyNoUndo()+"." {
		t.Errorf("back at the turn's start the undo button says %q (disabled %v)", table.Bar.Undo.Tooltip, table.Bar.Undo.Disabled)
	}
	if why := s.WhyNoUndo(); !slices.Contains([]string{"you have not moved yet", "you drew a card", "nothing has been played yet"}, why) && !strings.HasSuffix(why, " has moved since your last move") {
		t.Errorf("the turn's start stops the undo because %q", why)
	}
}

func encode(t *testing.T, st engine.State) []byte {
	t.Helper()
	b, err := st.MarshalMsg(nil)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
