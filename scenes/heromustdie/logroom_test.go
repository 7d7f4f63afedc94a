package heromustdie

import (
	"testing"

	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/ui"
)

// With four players the log under the panels keeps five lines (pt22 #10:
// three at 1024×576), and each panel's second row (post, MLP, monster
// chips) stays inside it.
func TestFourPlayersLogKeepsFiveLines(t *testing.T) {
	for n := hmd.MinPlayers; n <= hmd.MaxPlayers; n++ {
		lr := LogRect(n)
		if rows := int((lr.H - 10) / 16); rows < 5 { // a bare log's body and row (ui.Log)
			t.Errorf("%d players: the log %v holds %d lines", n, lr, rows)
		}
		for p := range n {
			r := PanelRect(p, n)
			if c := monsterChip(p, 0, n); c.Bottom() > r.Bottom() || c.Y < r.Y+24 {
				t.Errorf("%d players: panel %d's chips %v leave the panel %v or run into its first row", n, p, c, r)
			}
			if tk := panelToken(r); tk.Bottom() > r.Bottom() {
				t.Errorf("%d players: panel %d's mage %v leaves the panel %v", n, p, tk, r)
			}
		}
	}
}

// The build panel's tokens-left counters are 13 px on a badge of their
// own, 10 px or more at 1024×576 (pt22 #10: tiny), drawn whole.
func TestTrapCountersAreReadable(t *testing.T) {
	if trapCountStyle.Size*1024/1280 < 10 {
		t.Errorf("the counters are %v px at 1280×720, under 10 at 1024×576", trapCountStyle.Size)
	}
	for k := range hmd.Traps {
		if w := ui.Measure("3", trapCountStyle); w > trapCount(int8(k)).W-2 {
			t.Errorf("trap %d's counter is wider than its badge", k)
		}
	}
	_, table, h := humanAt(t, func(st *hmd.State) bool { return st.Stage == hmd.StBuild })
	var sizes []float64
	stop := ui.AuditText(nil, func(d ui.Drawn) {
		for k := range hmd.Traps {
			if d.Box == trapCount(int8(k)) {
				sizes = append(sizes, d.Style.Size)
			}
		}
	})
	table.Repaint()
	h.Idle(t, 2)
	stop()
	if len(sizes) != len(hmd.Traps) {
		t.Errorf("%d counters drawn on their badges, want %d", len(sizes), len(hmd.Traps))
	}
	h.Shot(t, shotDir, "build-counters")
}
