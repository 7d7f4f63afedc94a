package dieinthedungeon

import (
	"strings"
	"testing"

	"github.com/herotable/herotable/engine"
	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/scenetest"
	"github.com/herotable/herotable/scenes/ui"
)

// On every map, a face-down tile the viewer has not peeked at shows only
// its back (shape, level, exits, the token lying on it): no tooltip,
// button or picture names its face or its heroes, the Training Dungeon's
// fixed tiles included (play-tests 14 and 16: "Hideout … Heroes: a Rogue
// and a Wizard", "Explore Hideout"). Only an Epic tile and the LAIR, which
// the map names, are known.
func TestFaceDownTilesShowOnlyTheirBack(t *testing.T) {
	for _, m := range dd.Maps {
		seats, opts := "human", "map="+m.ID
		if m.Players == 2 {
			seats, opts = "human,greedy", "" // the Duel has its own map
		}
		t.Run(m.ID, func(t *testing.T) {
			s, table, h := newTable(t, seats, 7, opts, prefs.Instant)
			var drawn []int
			table.record = func(slot, tile int) { drawn = append(drawn, slot) }
			greedy := scenetest.Greedy(7)
			checked := 0
			for step := 0; step < 40 && !s.Over(); step++ {
				scenetest.Settle(t, h, &table.Core)
				st := s.Match.State.(*dd.State)
				viewer := table.Viewer
				secret := func(i int) bool {
					c := st.Slots[i]
					return !c.Open && !m.Slots[i].Public() && (viewer < 0 || c.Peek&(1<<viewer) == 0)
				}
				for i := range m.Slots {
					if !secret(i) {
						continue
					}
					checked++
					name := dd.Tiles[st.Slots[i].Tile].Name
					tip := TileTip(table.q.Shown, i, s.Names(), engine.NoPlayer)
					if sp := table.Spots.At(spotKey{Kind: AtTile, I: i}); sp != nil {
						tip = sp.Hint
					}
					if strings.Contains(tip, name) || strings.Contains(tip, "Heroes:") {
						t.Fatalf("step %d: the tooltip of face-down slot %d tells its face %s:\n%s", step, i, name, tip)
					}
					for _, c := range table.cmds {
						if (c.Kind == dd.KMove || c.Kind == dd.KPeek) && c.Arg == i && (strings.Contains(c.Label, name) || strings.Contains(c.Tip, name)) {
							t.Fatalf("step %d: the button %q (%q) names the face-down %s", step, c.Label, c.Tip, name)
						}
					}
					// Its tooltip's picture is its back (looked at now and then).
					if step%8 != 0 {
						continue
					}
					drawn = drawn[:0]
					r := TileRect(&m, i)
					for range ui.TipDelay + 2 {
						h.Frame(t, ui.Frame{Mouse: r.Center()})
					}
					for _, j := range drawn {
						if j == i {
							t.Fatalf("step %d: the face of face-down slot %d (%s) was drawn", step, i, name)
						}
					}
				}
				if s.Over() || s.Match.State.CurrentPlayer() < 0 {
					break
				}
				if p := s.Match.State.CurrentPlayer(); p != engine.Player(0) && m.Players == 2 {
					continue
				}
				table.Play(greedy(s.Match.State))
			}
			if checked == 0 {
				t.Fatal("no face-down tile was checked")
			}
		})
	}
}
