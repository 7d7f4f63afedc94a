package dieinthedungeon

import (
	"testing"

	"github.com/herotable/herotable/engine"
	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/scenetest"
)

// A push of the roll (a stat lowered, a pip) shows in the tray as its
// line shows: the play-test saw "Failing" 2 s after the roll had been
// pushed to succeed, the board's shown state waiting for the action's
// change step.
func TestTrayFollowsAPush(t *testing.T) {
	seen := 0
	for seed := uint64(1); seed <= 12 && seen < 3; seed++ {
		s := newSession(t, "human", seed, "map=map1")
		var push engine.Action
		ok := scenetest.ReachWith(t, s, 400, 16, scenetest.Greedy(seed), func(st *dd.State) bool {
			if st.Stage != dd.StBoost || st.Roll.Succeeds() {
				return false
			}
			for _, a := range s.Legal() {
				if k, _ := dd.Split(a); k == dd.KLower || k == dd.KPipUp {
					push = a
					return true
				}
			}
			return false
		})
		if !ok {
			continue
		}
		before := ViewOf(s.Match.State.(*dd.State), 0)
		if err := s.Play(push); err != nil {
			t.Fatal(err)
		}
		e := s.Match.Log[len(s.Match.Log)-1]
		after := ViewOf(s.Match.State.(*dd.State), 0)
		q := NewQueue(before, s.Match.Info.Sentence)
		q.Add(e, e.Events, after, 0, func(n int) int { return n })
		for now := 0; q.Busy(); now++ {
			q.Advance(now)
			if q.Change != nil {
				break
			}
			pushed := false
			for _, st := range q.Steps {
				pushed = pushed || st.Kind == StepNote && st.Started && st.Ev.Code != dd.TellCard
			}
			if !pushed {
				continue
			}
			got, want := q.Shown.Roll, before.Roll
			want.Pips, want.Lowered = after.Roll.Pips, after.Roll.Lowered
			if got != want {
				t.Errorf("seed %d: %q shown, the tray's roll is %+v, want %+v", seed, e.Text, got, want)
			}
			seen++
			break
		}
	}
	if seen == 0 {
		t.Fatal("no push seen")
	}
}

// A roll that a line settles whatever its numbers (a DieMinion sacrificed
// cancels the hit; Many Eyes passes the check) has the tray say so, not
// "It hits you" or "Failed" from the numbers.
func TestTraySaysASacrificeCancels(t *testing.T) {
	for seed := uint64(1); seed <= 30; seed++ {
		s, table, h := newTable(t, "human", seed, "map=map1", prefs.Instant)
		var sac engine.Action
		ok := scenetest.ReachWith(t, s, 600, 16, scenetest.Greedy(seed), func(st *dd.State) bool {
			if st.Stage != dd.StSacrifice {
				return false
			}
			for _, a := range s.Legal() {
				if k, _ := dd.Split(a); k == dd.KMinion {
					sac = a
					return true
				}
			}
			return false
		})
		if !ok {
			continue
		}
		if err := s.Play(sac); err != nil {
			t.Fatal(err)
		}
		scenetest.Settle(t, h, &table.Core)
		st := table.q.Shown
		if st.Roll.Kind != dd.RollHero || !table.rolled {
			continue // the next hero's roll is shown
		}
		if w, _, _ := Verdict(st); w != "It hits you" {
			continue
		}
		if words, good, _ := table.verdict(st); words != "Cancelled" || !good {
			t.Fatalf("seed %d: after the sacrifice the tray says %q (good %v), want Cancelled", seed, words, good)
		}
		return
	}
	t.Fatal("no sacrifice seen")
}
