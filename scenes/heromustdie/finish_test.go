package heromustdie

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/herotable/herotable/engine"

	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/play"
	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/scenetest"
	"github.com/herotable/herotable/scenes/ui"
)

// forcedSession is a session resumed at a human defender's magic wound
// with one hero left to take it: a game is played to the human's magic
// step (every seat by the tests' own policy), and the fight's other heroes
// are taken out of a copy of its state (such a forced answer is rare in
// play).
func forcedSession(t *testing.T) *play.Session {
	t.Helper()
	for seed := uint64(1); seed < 80; seed++ {
		s, ok := reachScripted(t, "human,greedy,greedy", seed, 3000, func(st *hmd.State) bool {
			return st.Stage == hmd.StMagic && len(st.Fight.Heroes) > 1
		})
		if !ok {
			continue
		}
		st := s.Match.State.Clone().(*hmd.State)
		for i, h := range st.Fight.Heroes {
			if h.Wounds+1 < heroStrength(h).Max() { // it lives on: the fight stays the human's
				st.Fight.Heroes = []hmd.Fighter{h}
				st.Fight.Lineup = st.Fight.Lineup[i : i+1]
				break
			}
		}
		base, err := st.MarshalMsg(nil)
		if err != nil {
			t.Fatal(err)
		}
		m, err := engine.Resume(s.Match.Setup, base, len(s.Match.Log))
		if err != nil {
			t.Fatal(err)
		}
		r, err := play.New(m, nil)
		if err != nil {
			t.Fatal(err)
		}
		if len(r.Legal()) != 1 {
			t.Fatalf("the made-up magic step has %d answers", len(r.Legal()))
		}
		return r
	}
	t.Fatal("no game of 79 came to a magic wound of the human")
	return nil
}

// A human defender's fight decision with one legal answer plays itself,
// the overlay saying so; after an undo back to it, it waits for him
// (pt7 #4: every forced step was a click).
func TestOnlyFightChoicePlaysItselfUntilUndone(t *testing.T) {
	s := forcedSession(t)
	only := s.Legal()[0]
	table := New(s)
	h := scenetest.NewHost(t, table, prefs.Normal)
	scenetest.Settle(t, h, &table.Core)
	for i := 0; i < 300 && len(s.Match.Log) == 0; i++ {
		h.Idle(t, 1)
	}
	if len(s.Match.Log) == 0 || s.Match.Log[0].Action != only {
		t.Fatalf("the only answer %s did not play itself", s.ActionText(only))
	}
	var texts []string
	stop := ui.WatchText(func(s string, _ ui.Style) { texts = append(texts, s) })
	h.Shot(t, shotDir, "forced-played")
	stop()
	if len(s.Match.Log) == 1 && !strings.Contains(strings.Join(texts, "\n"), "Only choice, played for you") {
		t.Error("the overlay does not say the only choice was played")
	}
	if len(s.Match.Log) != 1 || !s.CanUndo() {
		t.Skipf("the forced answer cannot be taken back here (log %d, %q)", len(s.Match.Log), s.WhyNoUndo())
	}
	h.Key(t, ebiten.KeyZ)
	h.Idle(t, 200)
	if len(s.Match.Log) != 0 {
		t.Fatalf("after the undo the forced answer played itself again (log %d)", len(s.Match.Log))
	}
}

// When every hero dying with no monster lost and no MP spent is sure,
// the overlay offers "Finish the fight", and it plays exactly that, the
// rounds not waiting (pt7 #4: twelve clicks through a fight that could
// not be lost). It is never offered for a fight the search cannot settle.
func TestFinishTheFightPlaysASureWin(t *testing.T) {
	offered := 0
	for seed := uint64(1); seed < 40 && offered == 0; seed++ {
		s := newSession(t, "human,greedy,greedy,greedy", seed)
		if !scenetest.ReachWith(t, s, 1500, 128, eager(seed), func(st *hmd.State) bool {
			return st.Actor == 0 && st.Fight.Active && combatStage(st.Stage) && len(st.LegalActions(nil)) > 1 && sureWin(st) != nil
		}) {
			continue
		}
		offered++
		st := s.Match.State.(*hmd.State)
		party, mons, mp := st.Fight.Party, len(st.Seats[0].Monsters), st.Seats[0].MP
		table := New(s)
		h := scenetest.NewHost(t, table, prefs.Normal)
		scenetest.Settle(t, h, &table.Core)
		if table.finishBtn.Hidden {
			t.Fatal("a sure win offers no Finish the fight button")
		}
		h.Shot(t, shotDir, "finish-offered")
		h.Click(t, table.finishBtn.Rect.Center())
		for i := 0; i < 6000 && table.state().Fight.Active; i++ {
			h.Idle(t, 1)
		}
		st = table.state()
		if st.Fight.Active {
			t.Fatalf("seed %d: the fight did not finish by itself (stage %v)", seed, st.Stage)
		}
		if len(st.Parties[party].Heroes) != 0 || len(st.Seats[0].Monsters) != mons || st.Seats[0].MP != mp {
			t.Errorf("the finished fight left %d heroes, %d of %d monsters, %d of %d MP", len(st.Parties[party].Heroes), len(st.Seats[0].Monsters), mons, st.Seats[0].MP, mp)
		}
	}
	if offered == 0 {
		t.Fatal("no game of 39 came to a sure win of the human")
	}
}
