package heromustdie

import (
	"strings"
	"testing"

	hmd "github.com/herotable/herotable/engine/heromustdie"
)

// A mage with the VP for a Coup d'État is warned of in his panel's
// tooltip, the viewer's own as "you" (pt40 previous #1: Bram reached 10
// VP and nothing said two We Need Change cards would win him the game).
func TestAPanelWarnsOfACoup(t *testing.T) {
	s := newSession(t, "human,greedy,greedy", 1)
	st := s.Match.State.(*hmd.State).Clone().(*hmd.State)
	names := s.Names()
	for p := range st.Seats {
		st.Seats[p].VP = hmd.CoupVP - 1
	}
	st.Seats[1].VP, st.Seats[0].VP = hmd.CoupVP+2, hmd.CoupVP
	if tip := panelTip(st, 1, names, false); !strings.Contains(tip, names[1]+" has 10 VP: two We Need Change cards") {
		t.Errorf("%s's tooltip at 10 VP does not warn of a coup:\n%s", names[1], tip)
	}
	if tip := panelTip(st, 0, names, true); !strings.Contains(tip, "You have 8 VP: two We Need Change cards") {
		t.Errorf("the viewer's tooltip at 8 VP does not warn of his coup:\n%s", tip)
	}
	if tip := panelTip(st, 2, names, false); strings.Contains(tip, "We Need Change") {
		t.Errorf("%s's tooltip at 7 VP warns of a coup:\n%s", names[2], tip)
	}
}

// The panel itself shows the warning, where a glance finds it.
func TestAPanelShowsACoupThreat(t *testing.T) {
	s := newSession(t, "human,greedy,greedy", 1)
	table, h := viewerAt(t, s)
	st := table.q.Shown
	st.Seats[1].VP = hmd.CoupVP + 2
	text := strings.Join(drawnTexts(t, table, func(n int) { h.Idle(t, n) }), "\n")
	h.Shot(t, shotDir, "coup-threat")
	if strings.Count(text, coupWords) != 1 {
		t.Errorf("%q shows %d times, want once (Bram's panel):\n%s", coupWords, strings.Count(text, coupWords), text)
	}
}
