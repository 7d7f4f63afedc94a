package heromustdie

import (
	"testing"

	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/scenetest"
	"github.com/herotable/herotable/scenes/tablekit"
)

// A right-click on a card or a monster tile zooms on it, drawn large with
// its words (pt19 #11: right-click did nothing): a monster of the row, a
// tile of the pool, an event card, a plot card of the Throne Room draw.
func TestRightClickZoomsOnCardsAndTiles(t *testing.T) {
	for _, c := range []struct {
		name string
		want func(st *hmd.State) bool
		kind uint8
	}{
		{"row monster", func(st *hmd.State) bool { return st.Stage == hmd.StPlace && len(st.MonsterRow) > 0 }, AtMonster},
		{"owned monster", func(st *hmd.State) bool { return st.Stage == hmd.StPlace && len(st.Seats[0].Monsters) > 0 }, AtOwned},
		{"throne draw", func(st *hmd.State) bool { return st.Stage == hmd.StThroneKeep }, AtDrawn},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, table, h := humanAt(t, c.want)
			h.Idle(t, 2)
			sp, z := scenetest.ZoomOn(t, h, &table.Core, func(s *tablekit.Spot[spotKey]) bool { return s.Key.Kind == c.kind })
			if z == nil || z.Key != sp.Key || table.PicAspect(z) == 0 {
				t.Fatalf("a right-click on %+v zoomed on %+v", sp.Key, z)
			}
			h.Idle(t, 1)
			h.Shot(t, shotDir, "zoom-"+c.name)
		})
	}
}

// Every card and monster tile on the table has a picture for the zoom:
// the row's and the pool's monsters, the panels' chips, the event cards
// seen, the hand, the fight's heroes, defenders and reserve.
func TestEveryCardAndTileIsPictured(t *testing.T) {
	cards := map[uint8]string{AtMonster: "monster", AtOwned: "owned monster", AtHand: "hand card", AtDrawn: "drawn card",
		AtFightHero: "hero", AtFightMon: "defender", AtReserve: "reserve tile", atBuilding: "building"}
	seen := map[uint8]bool{}
	for _, want := range []func(st *hmd.State) bool{
		func(st *hmd.State) bool { return st.Stage == hmd.StPlace && st.Turn >= 2 },
		func(st *hmd.State) bool { return st.Stage == hmd.StSend },
		func(st *hmd.State) bool { return st.Stage == hmd.StCommit },
		func(st *hmd.State) bool { return st.Stage == hmd.StThroneKeep },
	} {
		_, table, h := humanAt(t, want)
		h.Idle(t, 2)
		for _, s := range table.Spots.Order {
			name, ok := cards[s.Key.Kind]
			if !ok {
				continue
			}
			seen[s.Key.Kind] = true
			if table.PicAspect(s) == 0 {
				t.Errorf("the %s %d (%q) has no picture to zoom on", name, s.Key.I, s.Pic)
			}
		}
	}
	for k, name := range cards {
		if !seen[k] && k != AtHand {
			t.Logf("no %s on the tables looked at", name)
		}
	}
}
