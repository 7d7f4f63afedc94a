package herohouse

import (
	"os"
	"strings"
	"testing"

	hh "github.com/herotable/herotable/engine/herohouse"
	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/scenetest"
)

// Play-test 33: in a clean-up hand whose treasure was empty, with the game
// decided, the player took turns for a minute with nothing left to win.
// Finish the hand shows there, and plays the player's moves to the end.
func TestFinishTheHandPlaysItOut(t *testing.T) {
	for seed := uint64(1); seed < 30; seed++ {
		s := newSession(t, "human,greedy,greedy", seed)
		if !scenetest.ReachWith(t, s, 6000, 16, scenetest.Greedy(seed), func(st *hh.State) bool {
			best := 0
			for _, seat := range st.Seats {
				best = max(best, seat.Score)
			}
			return st.CurrentPlayer() == 0 && st.Treasure == 0 && st.HandNo > 0 && best >= hh.Goal && !lastGo(st)
		}) {
			continue
		}
		table := New(s)
		h := scenetest.Settled(t, table, &table.Core)
		b := table.buttons.finish
		if b.Hidden || !b.Usable() {
			t.Fatalf("seed %d: the game is decided, and Finish the hand is hidden", seed)
		}
		if d := table.asking().Detail; !strings.Contains(d, "Finish the hand") {
			t.Errorf("seed %d: the prompt does not point at Finish the hand: %q", seed, d)
		}
		if dir := os.Getenv("HH_SHOTS"); dir != "" {
			h.Shot(t, dir, "finish")
		}
		moves := len(s.Match.Log)
		h.Click(t, b.Rect.Center())
		for n := 0; n < 20000 && !s.Over(); n++ {
			if table.q.Holding() != nil {
				table.nextHand()
			}
			h.Idle(t, 1)
		}
		if !s.Over() {
			t.Fatalf("seed %d: Finish the hand did not play the game to its end", seed)
		}
		own := 0
		for _, e := range s.Match.Log[moves:] {
			if e.Player == 0 {
				own++
			}
		}
		if own == 0 {
			t.Errorf("seed %d: the game ended with no move of the viewer's played", seed)
		}
		return
	}
	t.Skip("no seed came to a decided hand on the viewer's turn")
}

// Play-test 36: after the player's own house emptied the treasure, they
// had to take a forced monster go with nothing left to win. Finish the
// hand shows in any hand whose treasure is empty, plays it out, and stops
// at its end: the next hand is the player's to play.
func TestFinishTheHandWhenTheTreasureIsEmpty(t *testing.T) {
	for seed := uint64(1); seed < 100; seed++ {
		s := newSession(t, "human,greedy,greedy,greedy", seed)
		if !scenetest.ReachWith(t, s, 3000, 16, scenetest.Greedy(seed), func(st *hh.State) bool {
			for _, seat := range st.Seats {
				if seat.Score >= hh.Goal {
					return false
				}
			}
			return st.CurrentPlayer() == 0 && st.Treasure == 0 && st.HandNo > 0 && !lastGo(st)
		}) {
			continue
		}
		hand := s.Match.State.(*hh.State).HandNo
		table := New(s)
		h := scenetest.Settled(t, table, &table.Core)
		b := table.buttons.finish
		if b.Hidden || !b.Usable() || !strings.Contains(b.Tooltip, "treasure is empty") {
			t.Fatalf("seed %d: the treasure is empty and Finish the hand is hidden (or says %q)", seed, b.Tooltip)
		}
		if dir := os.Getenv("HH_SHOTS"); dir != "" {
			h.Shot(t, dir, "finish-empty")
		}
		h.Click(t, b.Rect.Center())
		for n := 0; n < 20000 && table.q.Holding() == nil; n++ {
			h.Idle(t, 1)
		}
		if table.q.Holding() == nil {
			t.Fatalf("seed %d: hand %d did not end", seed, hand)
		}
		if table.finishing {
			t.Fatalf("seed %d: the hand's summary shows and the table still plays for the player", seed)
		}
		for n := 0; n < 20000 && !table.Mine(); n++ {
			if table.q.Holding() != nil {
				table.nextHand()
			}
			h.Idle(t, 1)
		}
		st := s.Match.State.(*hh.State)
		if st.HandNo <= hand || !table.Mine() || table.finishing || !table.buttons.finish.Hidden {
			t.Fatalf("seed %d: after hand %d: hand %d, mine %v, finishing %v, button hidden %v", seed, hand, st.HandNo, table.Mine(), table.finishing, table.buttons.finish.Hidden)
		}
		return
	}
	t.Skip("no seed came to an empty treasure on the viewer's turn")
}

// A monster's last go with the treasure empty (everyone else out) can only
// end the hand: it plays itself after a beat, and the prompt says so
// (play-test 36: a wasted click once the player's house emptied it).
func TestAForcedLastGoPlaysItself(t *testing.T) {
	for seed := uint64(1); seed < 60; seed++ {
		s := newSession(t, "human,greedy,greedy", seed)
		if !scenetest.ReachWith(t, s, 3000, 16, scenetest.Greedy(seed), func(st *hh.State) bool {
			return st.CurrentPlayer() == 0 && st.Treasure == 0 && st.HandNo > 0 && lastGo(st)
		}) {
			continue
		}
		table := New(s)
		h := scenetest.NewHost(t, table, prefs.Normal) // the beat is at normal speed (none at instant)
		scenetest.Settle(t, h, &table.Core)
		if d := table.asking().Detail; !strings.Contains(d, "played for you") || !table.buttons.finish.Hidden {
			t.Fatalf("seed %d: the prompt says %q (Finish the hand hidden %v)", seed, d, table.buttons.finish.Hidden)
		}
		moves := len(s.Match.Log)
		h.Idle(t, lastGoBeat/2)
		if len(s.Match.Log) != moves {
			t.Fatalf("seed %d: the last go was played before it could be seen", seed)
		}
		h.Idle(t, lastGoBeat)
		if len(s.Match.Log) == moves || s.Match.Log[moves].Player != 0 {
			t.Fatalf("seed %d: the forced last go did not play itself", seed)
		}
		return
	}
	t.Skip("no seed came to a forced last go")
}

// lastGo reports whether st is seat 0's last go as the monster, everyone
// else out.
func lastGo(st *hh.State) bool {
	in := 0
	for _, seat := range st.Seats {
		if !seat.Out {
			in++
		}
	}
	return st.Monster == 0 && in == 1
}
