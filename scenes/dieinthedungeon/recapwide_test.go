package dieinthedungeon

import (
	"github.com/hajimehoshi/ebiten/v2"
	"strings"
	"testing"

	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/scenetest"
	"github.com/herotable/herotable/scenes/ui"
)

// After the other creature's turn in the Duel, the recap tells all of it
// (play-test 38 #3: cut at its start with "(…)"): it takes the room the
// map leaves moving right, the map's tiles as large and clear of it.
func TestTheDuelRecapTellsTheWholeTurn(t *testing.T) {
	s, table, h := newTable(t, "human,greedy", 4, "", prefs.Instant)
	greedy := scenetest.Greedy(4)
	m := &dd.Maps[table.state().Map]
	side := TileSide(m)
	recaps, open := 0, 0
	for f := 0; f < 8000 && recaps < 6 && !s.Over(); f++ {
		h.Texts = []string{}
		h.Idle(t, 1)
		if table.Recapping() && open > 0 {
			// Left open as the player's moves go on (a forced step, a
			// fight or a trap may change the map's layout): the map's
			// tiles keep clear of it.
			panel := table.RecapPanel()
			for i := range m.Slots {
				if r := table.tileRect(m, i); table.tileShown(m, i) && !r.Intersect(panel).Empty() {
					t.Errorf("recap %d left open, stage %v: slot %d at %v under the recap %v", recaps, table.q.Shown.Stage, i, r, panel)
				}
			}
			if open++; open > 600 {
				h.Key(t, ebiten.KeyEscape)
			}
		}
		if table.Recapping() && open == 0 {
			recaps++
			panel := table.RecapPanel()
			for i := range m.Slots {
				if r := table.tileRect(m, i); !r.Intersect(panel).Empty() || r.W != side {
					t.Errorf("recap %d: slot %d at %v under the recap %v, or not %.0f px", recaps, i, r, panel, side)
				}
			}
			turn := linesSinceOwnMove(table)
			for _, s := range h.Texts {
				if turn <= recapMost && (strings.HasPrefix(s, "(…)") || strings.Contains(s, "left out")) {
					t.Errorf("recap %d at %v of %d lines leaves lines out: %q", recaps, panel, turn, s)
				}
			}
			// The latest lines it may show fit its area, wrapped to its
			// width (the core's: 14 px lines, 20 px apart, 24 px padding).
			area := table.RecapArea()
			news := turnLines(table)
			news = news[max(0, len(news)-recapMost):]
			rows := 0
			for _, l := range news {
				rows += len(ui.Wrap(l, ui.Style{Font: ui.Regular, Size: 14}, panel.W-2*24-20))
			}
			if need := 116 + 20*float64(rows); need > area.H {
				t.Errorf("recap %d: its latest %d lines take %d rows at %.0f px wide, %.0f px, in an area %.0f px high", recaps, len(news), rows, panel.W, need, area.H)
			}
			if recaps%2 == 1 {
				h.Key(t, ebiten.KeyEscape) // closes it
				continue
			}
			open = 1
		}
		if !table.Recapping() {
			open = 0
		}
		if table.Mine() && !table.q.Busy() {
			table.Play(greedy(s.Match.State))
		}
	}
	if recaps == 0 {
		t.Fatal("no recap in the Duel")
	}
}

// recapMost is the most lines the core's recap shows (tablekit's
// recapRows).
const recapMost = 20

// linesSinceOwnMove is how many log lines tell what came after the
// viewer's last move.
func linesSinceOwnMove(table *Table) int { return len(turnLines(table)) }

// turnLines are the log lines that tell what came after the viewer's
// last move.
func turnLines(table *Table) []string {
	log := table.S.Match.Log
	last := len(log) - 1
	for last >= 0 && log[last].Player != table.Viewer {
		last--
	}
	var out []string
	for _, l := range table.LogLines(table.Viewer) {
		if l.Entry > last {
			out = append(out, l.Text)
		}
	}
	return out
}
