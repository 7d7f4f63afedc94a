package dieinthedungeon

import (
	"testing"

	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/scenetest"
	"github.com/herotable/herotable/scenes/ui"
)

// In a fight or a trap's check the Duel's map keeps its tiles large
// enough for every name on a plaque and a 12 px trap label, as the solo
// maps do, showing the part around the creature whose turn it is
// (play-test 38 #2: 80 px tiles, no names but one, 5 px trap labels).
func TestTheDuelMapStaysReadableInAFightOrATrap(t *testing.T) {
	_, table, h := newTable(t, "human,greedy", 4, "", prefs.Instant)
	scenetest.Settle(t, h, &table.Core)
	shown := table.q.Shown
	defer func() { table.q.Shown = shown }()
	m := &dd.Maps[shown.Map]
	trap := shown.Clone().(*dd.State)
	trap.Stage, trap.Roll = dd.StTrapPre, dd.Roll{Kind: dd.RollTrap, Stat: dd.Agility, Target: 5}
	fight := shown.Clone().(*dd.State)
	fight.Combat.On = true
	for _, c := range []struct {
		name string
		st   *dd.State
	}{{"a trap's check", trap}, {"a fight", fight}} {
		table.q.Shown = c.st
		area := table.mapArea()
		var shownTiles int
		for i := range m.Slots {
			if !table.tileShown(m, i) {
				continue
			}
			shownTiles++
			r := table.tileRect(m, i)
			if r.Union(area) != area {
				t.Errorf("%s: slot %d at %v, outside the map's area %v", c.name, i, r, area)
			}
			face := r.Inset(1) // drawSlotTile's
			for _, tl := range dd.Tiles {
				if tl.Kind == dd.StartTile {
					continue
				}
				if _, lines, _ := plaque(m.Slots[i], tl, face); len(lines) == 0 {
					t.Errorf("%s: %q has no name plaque on a %.0f px tile", c.name, tl.Name, face.W)
				}
				if tl.Effect.Kind == dd.Trap {
					label := tl.Effect.Stat.String()[:2] + " 10"
					lr, st := trapLabel(face, label)
					if st.Size < ui.MinTextPx || lr.Union(face) != face {
						t.Errorf("%s: %q's trap label %.0f px at %v on a tile at %v", c.name, tl.Name, st.Size, lr, face)
					}
				}
			}
		}
		pos := m.Slots[c.st.Mons[c.st.Turn].Pos]
		if !table.mapWindow(m).Holds(pos.Pos) || shownTiles == 0 {
			t.Errorf("%s: the creature's tile is not on show", c.name)
		}
	}
}
