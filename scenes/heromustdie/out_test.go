package heromustdie

import (
	"fmt"
	"slices"
	"testing"

	"github.com/herotable/herotable/engine"
	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/play"
	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/scenetest"
)

// A seat put out of the game is warned before, shown as it happens and
// explained after (pt19 #1: a newcomer at 1 VP was put out by a drawn
// event with one line of log, and the end screen showed his row as zeros
// with no word): at its last VP its panel says it is at risk; the move
// that puts it out shows a banner naming the sentence that took its last
// VP; the end screen's row says in which turn it went out.
func TestASeatPutOutIsWarnedShownAndExplained(t *testing.T) {
	for seed := uint64(1); seed <= 30; seed++ {
		s := newSession(t, "greedy,greedy,greedy", seed)
		for !s.Over() {
			prev := s.Match.State.Clone().(*hmd.State)
			for !s.Think(256) {
			}
			if _, err := s.PlayBot(); err != nil {
				t.Fatal(err)
			}
			final := s.Match.State.(*hmd.State)
			e := s.Match.Log[len(s.Match.Log)-1]
			for i, ev := range e.Events {
				if ev.Kind != engine.EvGame || ev.Code != hmd.CodeEliminated {
					continue
				}
				p := ev.Arg(0)
				if prev.Seats[p].VP == 1 && !lastVP(prev, p) {
					t.Errorf("seed %d: seat %d at 1 VP is not warned before the move that put it out", seed, p)
				}
				if lastVP(final, p) {
					t.Errorf("seed %d: seat %d, out, is still warned", seed, p)
				}
				q := NewQueue(prev)
				made := q.Add(e, e.Events, final, 0, func(n int) int { return n })
				if made[i] == nil || made[i].Kind != StepOut {
					t.Fatalf("seed %d: %q: the seat put out has no banner of its own", seed, e.Text)
				}
				cause := made[i].Said
				if len(cause) != 1 || cause[0].Arg(vpLosses[cause[0].Code]) != p {
					t.Fatalf("seed %d: %q: the banner names no sentence that took seat %d's last VP: %v", seed, e.Text, p, cause)
				}
				names := []string{"Ada", "Bram", "Cora"}
				title, _, why := outWords(names, p, cause)
				if title != names[p]+" is out of the game" || why != "What did it: "+engine.Names(hmd.Tell(cause[0]), names) {
					t.Errorf("seed %d: the banner says %q / %q", seed, title, why)
				}
				turn := int(prev.Turn) // unless a turn began in the move before it
				for _, ev := range e.Events[:i] {
					if ev.Kind == engine.EvGame && ev.Code == hmd.CodePhase {
						turn = ev.Arg(1)
					}
				}
				if got, want := outRow(s.Match.Log, p), fmt.Sprintf("Out in turn %d: no VP left", turn); got != want {
					t.Errorf("seed %d: the end row says %q, want %q", seed, got, want)
				}
				return
			}
		}
	}
	t.Fatal("no seat went out in thirty games")
}

// A seat at its last VP is warned, one with more or out is not.
func TestTheLastVPIsWarned(t *testing.T) {
	s, _, _ := reach(t, "human,greedy", 900, eager, func(st *hmd.State) bool { return st.Turn >= 1 && len(st.Ring) > 1 })
	st := s.Match.State.(*hmd.State).Clone().(*hmd.State)
	p := int(st.Ring[1])
	for vp, want := range map[int8]bool{1: true, 2: false} {
		st.Seats[p].VP = vp
		if lastVP(st, p) != want {
			t.Errorf("at %d VP warned %v", vp, !want)
		}
	}
	st.Seats[p].VP, st.Seats[p].Out = 1, true
	if lastVP(st, p) {
		t.Error("a seat out of the game is warned")
	}
	if outRow(nil, p) != "Out: no VP left" {
		t.Errorf("with no log the end row says %q", outRow(nil, p))
	}
}

// The banner of a seat put out shows on the table as its move plays out,
// and the end screen's row of that seat says when it went out:
// screenshots "out-banner" and "out-end" ($HMD_SHOTS).
func TestTheSeatPutOutShowsOnTheTable(t *testing.T) {
	for seed := uint64(1); seed <= 30; seed++ {
		s := newSession(t, "greedy,greedy,greedy", seed)
		k := -1
		for !s.Over() && k < 0 {
			for !s.Think(256) {
			}
			if _, err := s.PlayBot(); err != nil {
				t.Fatal(err)
			}
			for _, ev := range s.Match.Log[len(s.Match.Log)-1].Events {
				if ev.Kind == engine.EvGame && ev.Code == hmd.CodeEliminated {
					k = len(s.Match.Log) - 1
				}
			}
		}
		if k < 0 {
			continue
		}
		m, err := engine.Replay(s.Match.Setup, s.Match.Actions()[:k])
		if err != nil {
			t.Fatal(err)
		}
		before, err := play.New(m, nil)
		if err != nil {
			t.Fatal(err)
		}
		table := New(before)
		h := scenetest.NewHost(t, table, prefs.Fast)
		shown := false // the table's bot plays the move
		for range 20000 {
			h.Idle(t, 1)
			if slices.ContainsFunc(table.q.Steps, func(s *Step) bool { return s.Kind == StepOut && s.Under() }) {
				h.Idle(t, 40)
				h.Shot(t, shotDir, "out-banner")
				shown = true
				break
			}
		}
		if !shown {
			t.Fatal("the banner of the seat put out never showed")
		}
		for !s.Over() {
			for !s.Think(256) {
			}
			if _, err := s.PlayBot(); err != nil {
				t.Fatal(err)
			}
		}
		end := New(s)
		h = scenetest.Settled(t, end, &end.Core)
		h.Shot(t, shotDir, "out-end")
		return
	}
	t.Fatal("no seat went out in thirty games")
}
