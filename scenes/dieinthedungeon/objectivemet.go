package dieinthedungeon

import (
	"fmt"

	"github.com/herotable/herotable/engine"
	dd "github.com/herotable/herotable/engine/dieinthedungeon"
)

// objectiveMet is the line that tells a solo map's objective met, naming
// its Epic tiles as the top bar and the move buttons do ("Defeat the
// Barbarian's Party."; play-test 32 #12: the victory said "party" under a
// header saying "Party"); ok false for any other event.
func objectiveMet(ev engine.Event) (string, bool) {
	if ev.Kind != engine.EvGame || ev.Code != dd.TellObjective {
		return "", false
	}
	i := ev.Arg(0)
	if i < 0 || i >= len(dd.Maps) || dd.Maps[i].Objective.Kind != dd.DefeatEpics {
		return "", false
	}
	o := dd.Maps[i].Objective
	var names []string
	for _, id := range o.Epics {
		if ti, ok := dd.TileByID(id); ok {
			names = append(names, withThe(dd.Tiles[ti].Name))
		}
	}
	switch {
	case len(names) == 0:
		return "", false
	case o.Need < len(names):
		return fmt.Sprintf("The objective is met: Defeat any %d of %s.", o.Need, andList(names)), true
	}
	return "The objective is met: Defeat " + andList(names) + ".", true
}
