package heromustdie

import (
	"strconv"
	"testing"

	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/ui"
)

// A levelled-up hero's card in the fight shows its HP and best colour as
// they are now, over the printed numbers, where the card prints them
// (pt22 #5: the Barbarian's card said heart 6 and melee 6 while the
// tooltip and the log said 7 and 7).
func TestLevelledHeroCardShowsItsNumbersNow(t *testing.T) {
	for seed := uint64(1); seed < 12; seed++ {
		levelled := func(st *hmd.State) bool {
			if !st.Fight.Active || st.Stage == hmd.StNone {
				return false
			}
			for _, h := range st.Fight.Heroes {
				if h.LevelUp {
					return true
				}
			}
			return false
		}
		s, ok := reachScripted(t, "human,greedy,greedy,greedy", seed, 4000, levelled)
		if !ok {
			continue
		}
		table, h := viewerAt(t, s)
		var drawn []ui.Drawn
		stop := ui.AuditText(nil, func(d ui.Drawn) { drawn = append(drawn, d) })
		table.Repaint()
		h.Idle(t, 2)
		stop()
		h.Shot(t, shotDir, "levelled")
		st := table.state()
		for i, f := range st.Fight.Heroes {
			if !f.LevelUp {
				continue
			}
			printed, now := hmd.Heroes[f.Card].Str, heroStrength(f)
			at, value := raisedAt(FightHero(i), printed, now)
			if len(at) != 2 || value[0] != int(now.Max()) {
				t.Fatalf("the %s levelled up (%v, now %v): raised numbers %v at %v, want its HP and its best colour", hmd.Heroes[f.Card].Name, printed, now, value, at)
			}
			for k, r := range at {
				found := false
				for _, d := range drawn {
					if d.Text == strconv.Itoa(value[k]) && r.Contains(layout.Point{X: d.Ink.X + d.Ink.W/2, Y: d.Ink.Y + d.Ink.H/2}) {
						found = true
					}
				}
				if !found {
					t.Errorf("the %s's card does not show %d at %v", hmd.Heroes[f.Card].Name, value[k], r)
				}
			}
			return
		}
	}
	t.Fatal("no fight with a levelled-up hero in 11 games")
}
