package dieinthedungeon

import (
	"strings"
	"testing"

	"github.com/herotable/herotable/engine"
	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/play"
	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/scenetest"
)

// peekFirst plays the Duel so that peeks happen: Far Sight whenever it may
// be played and a tile to look at whenever one is asked for; greedy
// (seeded) otherwise.
func peekFirst(seed uint64) func(st engine.State) engine.Action {
	greedy := scenetest.Greedy(seed)
	return func(es engine.State) engine.Action {
		st := es.(*dd.State)
		for _, a := range st.LegalActions(nil) {
			k, arg := dd.Split(a)
			if k == dd.KPeek || k == dd.KCard && dd.Creatures[st.Mons[st.Turn].Creature].Cards[arg].ID == "deyeroller_c4" {
				return a
			}
		}
		return greedy(st)
	}
}

// In the hot-seat Duel the table never draws the face of a face-down tile
// the viewer has not peeked at — another player's peek included — nor
// names it in a tooltip: every face the drawing code draws is checked,
// frame by frame, against the true state.
func TestDuelNeverShowsTheOthersPeek(t *testing.T) {
	scenetest.HotSeatPrivacy(t, dd.GameID, []scenetest.Game{
		{Seats: "human,human", Opts: "creature=deyeroller,creature2=troll", Seed: 3, Speed: prefs.Instant},
		{Seats: "human,human", Opts: "creature=troll,creature2=deyeroller", Seed: 4, Speed: prefs.Fast},
	}, func(t *testing.T, s *play.Session) scenetest.HotSeat {
		table := New(s)
		type face struct{ slot, tile int }
		var shown []face
		table.record = func(slot, tile int) { shown = append(shown, face{slot, tile}) }
		checked, peeks, hidden, ownPeeks := 0, 0, 0, 0
		return scenetest.HotSeat{
			Table:  table,
			Frames: 40000,
			Policy: peekFirst(5),
			Frame:  func() { shown = shown[:0] },
			Check: func(i int) {
				st := s.Match.State.(*dd.State)
				m := &dd.Maps[st.Map]
				viewer := table.Viewer
				seen := func(i int) bool {
					return Known(st, m, i) || viewer >= 0 && st.Slots[i].Peek&(1<<viewer) != 0
				}
				for _, f := range shown {
					checked++
					if !seen(f.slot) || st.Slots[f.slot].Tile != f.tile {
						t.Fatalf("frame %d: the face of %s at slot %d was drawn for player %d (peeks %b)",
							i, dd.Tiles[f.tile].Name, f.slot, viewer, st.Slots[f.slot].Peek)
					}
				}
				for _, sp := range table.Spots.Order {
					if sp.Key.Kind != AtTile || seen(sp.Key.I) {
						continue
					}
					hidden++
					if name := dd.Tiles[st.Slots[sp.Key.I].Tile].Name; strings.Contains(sp.Hint, name) {
						t.Fatalf("frame %d: the tooltip of slot %d names its hidden tile %s", i, sp.Key.I, name)
					}
				}
				for j := range st.Slots {
					if !st.Slots[j].Open && st.Slots[j].Peek != 0 {
						peeks++
					}
					// A still map repainted shows the viewer's own peek: its face.
					if len(shown) == 0 || table.Busy() || st.Slots[j].Open || Known(st, m, j) || viewer < 0 || st.Slots[j].Peek&(1<<viewer) == 0 {
						continue
					}
					ownPeeks++
					drawn := false
					for _, f := range shown {
						drawn = drawn || f.slot == j
					}
					if !drawn {
						t.Fatalf("frame %d: player %d peeked at slot %d, and the map does not show its face", i, viewer, j)
					}
				}
			},
			Saw: func(passes int) {
				if passes < 2 || checked == 0 || peeks == 0 || hidden == 0 || ownPeeks == 0 {
					t.Errorf("%d passes, %d faces checked, %d peeked-tile frames, %d hidden tooltips: the test saw too little", passes, checked, peeks, hidden)
				}
				t.Logf("%d passes, %d faces checked, %d peeked-tile frames, %d hidden tooltips, %d own peeks shown", passes, checked, peeks, hidden, ownPeeks)
			},
		}
	})
}
