package dieinthedungeon

import (
	"testing"

	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/scenetest"
)

// With no fight and no roll to show, the party panel and the dice tray
// fold and the map takes their room (play-test 32 #1: the Duel's tiles
// were about 72 px beside an empty "No Combat" panel); a fight or a roll
// being made brings them back.
func TestTheMapTakesTheRoomOfFoldedPanels(t *testing.T) {
	_, table, h := newTable(t, "human", 1, "map=map1", prefs.Instant)
	scenetest.Settle(t, h, &table.Core)
	shown := table.q.Shown
	if !table.trayFolded() || table.mapArea() != MapTall {
		t.Fatalf("at stage %v with no fight: tray folded %v, map area %v", shown.Stage, table.trayFolded(), table.mapArea())
	}
	for _, m := range dd.Maps {
		if m.Players > 1 && tileSideIn(MapTall, &m) < 100 {
			t.Errorf("%s: %.0f px tiles with the panels folded", m.ID, tileSideIn(MapTall, &m))
		}
	}
	trap := shown.Clone().(*dd.State)
	trap.Stage, trap.Roll = dd.StTrapPre, dd.Roll{Kind: dd.RollTrap, Stat: dd.Agility, Target: 5}
	fight := shown.Clone().(*dd.State)
	fight.Combat.On = true
	for _, c := range []struct {
		name string
		st   *dd.State
		want any
	}{{"a trap to roll", trap, MapWide}, {"a fight", fight, MapArea}} {
		table.q.Shown = c.st
		if table.trayFolded() || table.mapArea() != c.want {
			t.Errorf("%s: tray folded %v, map area %v, want %v", c.name, table.trayFolded(), table.mapArea(), c.want)
		}
	}
	table.q.Shown = shown
}
