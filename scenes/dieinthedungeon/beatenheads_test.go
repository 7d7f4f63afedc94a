package dieinthedungeon

import (
	"testing"

	dd "github.com/herotable/herotable/engine/dieinthedungeon"
)

// Play-test 41 #6: as a won Combat ended and the map grew back, heroes
// beaten earlier in it showed in full colour for a second (the Combat
// gone from the board shown, the tile not yet explored there). They stay
// beaten from the line telling the Combat is over.
func TestBeatenHeadsStayBeatenAsTheCombatEnds(t *testing.T) {
	tile := -1
	for k, tl := range dd.Tiles {
		if tl.ID == "dead_end_03" { // Hideout: a Rogue and a Wizard
			tile = k
		}
	}
	const sl = 3
	st := &dd.State{Players: 1, Mons: []dd.Monster{{Pos: sl}}, Slots: make([]dd.Cell, 9)}
	st.Slots[sl].Open, st.Slots[sl].Tile = true, tile
	st.Combat.On, st.Combat.Slot, st.Combat.Round = true, sl, 2
	st.Combat.Party = dd.Party{{Kind: dd.Basic, Hero: dd.HeroCard{Type: dd.Wizard, Level: 1}}} // the Rogue beaten
	final := st.Clone().(*dd.State)
	final.Combat = dd.Combat{}
	final.Slots[sl].Explored = true
	q := NewQueue(st, nil)
	q.Final = final
	if !HeadsBeaten(q.Shown, sl, dd.Tiles[tile])(0) {
		t.Fatal("mid-Combat the Rogue beaten is not shown beaten")
	}
	q.combatOver()
	for k := range tileHeads(dd.Tiles[tile]) {
		if !HeadsBeaten(q.Shown, sl, dd.Tiles[tile])(k) {
			t.Errorf("as the Combat ends head %d shows unbeaten", k)
		}
	}
}
