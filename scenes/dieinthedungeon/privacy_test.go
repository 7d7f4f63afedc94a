package dieinthedungeon

import (
	"strings"
	"testing"

	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/engine/bot"
	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes"
	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/scenetest"
)

// peekFirst plays the Duel so that peeks happen: Far Sight whenever it may
// be played and a tile to look at whenever one is asked for; greedy
// otherwise.
func peekFirst(g bot.Bot, st *dd.State) engine.Action {
	for _, a := range st.LegalActions(nil) {
		k, arg := dd.Split(a)
		if k == dd.KPeek || k == dd.KCard && dd.Creatures[st.Mons[st.Turn].Creature].Cards[arg].ID == "deyeroller_c4" {
			return a
		}
	}
	return bot.Choose(g, st, st.CurrentPlayer())
}

// In the hot-seat Duel the table never draws the face of a face-down tile
// the viewer has not peeked at — another player's peek included — nor
// names it in a tooltip: every face the drawing code draws is checked,
// frame by frame, against the true state.
func TestDuelNeverShowsTheOthersPeek(t *testing.T) {
	for _, tt := range []struct {
		opts  string
		speed prefs.Speed
		seed  uint64
	}{
		{"creature=deyeroller,creature2=troll", prefs.Instant, 3},
		{"creature=troll,creature2=deyeroller", prefs.Fast, 4},
	} {
		t.Run(tt.opts+"/"+string(tt.speed), func(t *testing.T) {
			s := newSession(t, "human,human", tt.seed, tt.opts)
			table := New(s)
			type face struct{ slot, tile int }
			var shown []face
			table.record = func(slot, tile int) { shown = append(shown, face{slot, tile}) }
			h := newHost(t, table, tt.speed)
			g, _ := bot.New(bot.Greedy, 5)
			passes, checked, peeks, hidden := 0, 0, 0, 0
			for i := 0; i < 40000 && !s.Over(); i++ {
				if _, ok := h.Scene.(*scenes.Pass); ok {
					passes++
					h.ClickShift(t, scenetest.PassButton, false)
					continue
				}
				if h.Scene != table {
					t.Fatalf("the table went to %q", h.Scene.Name())
				}
				if table.Mine() {
					table.Play(peekFirst(g, s.Match.State.(*dd.State)))
				}
				shown = shown[:0]
				h.Idle(t, 1)
				if h.Scene != table || s.Over() {
					continue
				}
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
				for i := range st.Slots {
					if !st.Slots[i].Open && st.Slots[i].Peek != 0 {
						peeks++
					}
				}
			}
			if !s.Over() {
				t.Fatal("the game did not end")
			}
			if passes < 2 || checked == 0 || peeks == 0 || hidden == 0 {
				t.Errorf("%d passes, %d faces checked, %d peeked-tile frames, %d hidden tooltips: the test saw too little", passes, checked, peeks, hidden)
			}
			t.Logf("%d passes, %d faces checked, %d peeked-tile frames, %d hidden tooltips", passes, checked, peeks, hidden)
		})
	}
}
