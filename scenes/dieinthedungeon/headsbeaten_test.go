package dieinthedungeon

import (
	"testing"

	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/layout"
)

// A hero beaten in a Combat shows beaten on its tile at once, the others
// not yet (play-test 38 #4: the Wizard kept its colour until the Combat
// ended); the heads stand inside the tile's walls (they were cut by the
// bottom wall) and are drawn over a standee on the tile (its base hid
// them).
func TestHeroesBeatenInAFightShowAtOnce(t *testing.T) {
	st := newSession(t, "human", 1, "map=map1").Match.State.(*dd.State).Clone().(*dd.State)
	tile := -1
	for k, tl := range dd.Tiles {
		if tl.Kind != dd.EpicTile && len(tl.Heads) >= 2 && tl.Heads[0] != tl.Heads[1] && tl.Heads[0] != dd.HeadRandom && tl.Heads[1] != dd.HeadRandom {
			tile = k
			break
		}
	}
	if tile < 0 {
		t.Fatal("no tile with two different heroes")
	}
	tl := dd.Tiles[tile]
	const i = 1
	st.Slots[i].Open, st.Slots[i].Tile, st.Slots[i].Explored = true, tile, false
	first, _ := tl.Heads[0].Hero()
	st.Combat = dd.Combat{On: true, Slot: i, Round: 1, Party: dd.Party{{Kind: dd.Basic, Hero: dd.HeroCard{Type: first, Level: 1}}}}
	beaten := HeadsBeaten(st, i, tl)
	if beaten(0) || !beaten(1) {
		t.Errorf("%s in its Combat with only its %v left: heads beaten %v %v, want false true", tl.Name, tl.Heads[0], beaten(0), beaten(1))
	}
	st.Combat.Party = append(st.Combat.Party, dd.Member{Kind: dd.Basic, Hero: dd.HeroCard{Type: dd.HeroType(tl.Heads[1]), Level: 1}})
	if b := HeadsBeaten(st, i, tl); b(0) || b(1) {
		t.Errorf("%s with its whole party: a head shows beaten", tl.Name)
	}
	st.Combat, st.Slots[i].Explored = dd.Combat{}, true
	if b := HeadsBeaten(st, i, tl); !b(0) || !b(1) {
		t.Errorf("%s cleared: a head shows unbeaten", tl.Name)
	}
	m := &dd.Maps[st.Map]
	st.Mons[0].Pos = i
	for _, side := range []float64{90, 103, 168} {
		r := layout.Rect{W: side, H: side}
		wall := side * 7 / tileSize
		hr := headsRow(r.Inset(1))
		if hr.Bottom() > side-wall || hr.Y < side/2 {
			t.Errorf("%.0f px tile: heads at %v, not on the floor inside its %.1f px walls", side, hr, wall)
		}
		if cx, cy, k := standeeAt(st, m, i, r); cy+standeeFoot*k > hr.Y || standeeRect(cx, cy, k).Y < r.Y {
			t.Errorf("%.0f px tile: the standee at %v with its base to %.0f, the heads from %.0f", side, standeeRect(cx, cy, k), cy+standeeFoot*k, hr.Y)
		}
	}
}
