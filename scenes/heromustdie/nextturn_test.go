package heromustdie

import (
	"fmt"
	"strings"
	"testing"

	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/scenetest"
	"github.com/herotable/herotable/scenes/ui"
)

// The build panel says, before the shift of duty, who will guard the
// floor being built on next turn and where the builder goes (pt7 #2: a
// newcomer's room and trap served another player the turn after, unwarned);
// his panel names next turn's floor, the floor's tooltip its next guard.
func TestBuildPanelSaysWhoGuardsTheFloorNextTurn(t *testing.T) {
	for seed := uint64(1); seed < 12; seed++ {
		s := newSession(t, "human,greedy,greedy", seed)
		if !scenetest.ReachWith(t, s, 600, 256, eager(seed), func(st *hmd.State) bool {
			return st.Actor == 0 && st.Stage == hmd.StBuild && st.Turn < hmd.Turns && !st.Over
		}) {
			continue
		}
		table, h := viewerAt(t, s)
		h.Idle(t, 2)
		st := table.state()
		f := st.FloorOf(0)
		g := st.NextGuardOf(f)
		var texts []string
		stop := ui.WatchText(func(s string, _ ui.Style) { texts = append(texts, s) })
		h.Shot(t, shotDir, "build-next-turn")
		stop()
		all := strings.Join(texts, "\n")
		want := fmt.Sprintf("Next turn %s guards floor %d", s.Names()[g], f)
		if !strings.Contains(all, want) {
			t.Errorf("the build panel does not say %q", want)
		}
		if n := st.NextFloorOf(0); n > 0 && !strings.Contains(all, fmt.Sprintf("you move to floor %d", n)) {
			t.Errorf("the build panel does not say the builder moves to floor %d", n)
		}
		if !strings.Contains(all, "next turn: ") && !strings.Contains(all, ", then") {
			t.Error("no player panel names next turn's floor")
		}
		tip := table.Spots.At(spotKey{Kind: AtFloor, I: int(f)}).Hint
		if !strings.Contains(tip, "Next turn: "+s.Names()[g]) {
			t.Errorf("floor %d's tooltip does not name its next guard: %q", f, tip)
		}
		return
	}
	t.Fatal("no game of 11 came to a build by the human before the last turn")
}

// The player panels say next turn's floor in plain words that fit:
// "Floor 2 · next turn: floor 1", the first player's "First player ·
// floor 1, then 3" (pt40 #6: "Guards floor 2 · next turn 1" and "First
// player · floor 1 · next 3" were cryptic).
func TestThePanelsSayNextTurnsFloorPlainly(t *testing.T) {
	s := newSession(t, "human,greedy,greedy", 2)
	if !scenetest.ReachWith(t, s, 600, 256, eager(2), func(st *hmd.State) bool {
		return st.Phase == hmd.PhAction && st.Turn == 2
	}) {
		t.Fatal("the game came to no second turn's Action")
	}
	st := s.Match.State.(*hmd.State)
	for p := range st.Seats {
		f, n := st.FloorOf(int8(p)), st.NextFloorOf(int8(p))
		if f == 0 {
			continue
		}
		got := nextPostWords(st, p, postStyle, 150)
		want := fmt.Sprintf("Floor %d · next turn: floor %d", f, n)
		if n == 0 {
			want = fmt.Sprintf("Floor %d · next turn: reserve", f)
		}
		if st.Ring[0] == int8(p) {
			want = fmt.Sprintf("First player · floor %d, then %d", f, n)
		}
		if got != want {
			t.Errorf("seat %d's panel says %q, want %q", p, got, want)
		}
		if ui.Measure(got, postStyle) > 150 {
			t.Errorf("seat %d's %q does not fit its panel", p, got)
		}
	}
}
