package heromustdie

import (
	"fmt"
	"testing"

	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes"
	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/scenetest"
)

func TestRegisteredAsTheGamesTable(t *testing.T) {
	scenetest.Registered(t, hmd.GameID, "human,greedy", func(s scenes.Scene) bool { _, ok := s.(*Table); return ok })
}

// Bots play whole games of 2 and 4 on the table, drawn every frame at
// instant speed (watch mode), to the end screen; the table's position
// always matches the match's. Screenshots are taken at the start, in the
// first Action phase, in the first combat and at the end (written to
// $HMD_SHOTS when set), and each must be a full picture.
func TestBotsPlayToTheEnd(t *testing.T) {
	for _, seats := range []string{"greedy,greedy", "greedy,greedy,greedy,greedy"} {
		t.Run(seats, func(t *testing.T) {
			s := newSession(t, seats, 11)
			table := New(s)
			h := newHost(t, table, prefs.Instant)
			var pos scenes.MatchPosition
			n := len(s.Match.Setup.Seats)
			shots := map[string]bool{}
			take := func(name string) {
				if shots[name] {
					return
				}
				shots[name] = true
				if c := h.shot(t, fmt.Sprintf("watch%d-%s", n, name)); c < 300 {
					t.Errorf("the %s screenshot has only %d colours", name, c)
				}
			}
			for i := 0; i < 30000 && (!s.Over() || table.End == nil); i++ {
				h.Idle(t, 1)
				if h.Scene != table {
					t.Fatalf("the table went to %q", h.Scene.Name())
				}
				m, d, a := table.Position()
				wm, wd, wa := pos.Of(s.Match)
				if m != wm || d != wd || a != wa {
					t.Fatalf("frame %d: position %d %s %s, the match is at %d %s %s", i, m, d, a, wm, wd, wa)
				}
				st := table.q.Shown
				switch {
				case i == 2:
					take("start")
				case st.Phase == hmd.PhAction && st.Turn >= 2:
					take("action")
				case table.fightShown() && st.Fight.Round >= 1:
					take("combat")
				}
			}
			if !s.Over() || table.End == nil {
				t.Fatalf("after 30000 frames: over %v, end screen %v", s.Over(), table.End != nil)
			}
			h.Idle(t, 3)
			take("end")
			if _, _, a := table.Position(); a != "over" {
				t.Errorf("a finished game's seat to act is %q", a)
			}
			for _, k := range []string{"start", "action", "end"} {
				if !shots[k] {
					t.Errorf("no %s screenshot was taken", k)
				}
			}
			t.Logf("%d moves; %s; combat shot %v", len(s.Match.Log), s.Match.State.(*hmd.State).Why, shots["combat"])
		})
	}
}

// At normal speed the animations play out, drawn frame by frame, and the
// bots wait for them: the d6, goblins, parties, the event card and the
// board's changes (VP, resources) are all shown. The log holds back what
// the table has not shown yet, and at rest shows every line.
func TestAnimationsPlayAtNormalSpeed(t *testing.T) {
	s := newSession(t, "greedy,greedy,greedy", 5)
	table := New(s)
	h := newHost(t, table, prefs.Normal)
	busy, held := 0, 0 // frames animating, frames the log waited for the animation
	kinds := map[StepKind]bool{}
	for range 6000 {
		before, wasBusy := len(s.Match.Log), table.q.Busy()
		h.Idle(t, 1)
		if wasBusy {
			busy++
			if len(s.Match.Log) != before {
				t.Fatal("a bot moved while the table was still showing the last move")
			}
		}
		shown, all := table.LogShown()
		switch {
		case shown > all:
			t.Fatalf("the log shows %d lines of %d", shown, all)
		case shown < all:
			held++
			if !table.Busy() {
				t.Fatalf("at rest the log shows %d of its %d lines", shown, all)
			}
		}
		for _, st := range table.q.Active() {
			if !kinds[st.Kind] && stepAt(h.Tick, st) >= 0.4 {
				kinds[st.Kind] = true
				h.shot(t, fmt.Sprintf("anim-%d", st.Kind))
			}
		}
	}
	if busy < 1000 {
		t.Errorf("6000 frames: only %d frames animating", busy)
	}
	if held == 0 {
		t.Error("the log never waited for the animation to show what it tells")
	}
	for _, k := range []StepKind{StepRoll, StepGoblin, StepParty, StepEvent, StepRow, StepFly, StepChange} {
		if !kinds[k] {
			t.Errorf("no step of kind %d was shown", k)
		}
	}
}
