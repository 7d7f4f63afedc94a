package dieinthedungeon

import (
	"fmt"
	"strings"
	"testing"

	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/scenetest"
	"github.com/herotable/herotable/scenes/ui"
)

// In the Duel, resting the pointer on the other creature's block in the
// top bar draws its whole board on the screen (play-test 23 #2: hovering
// two seconds showed nothing).
func TestDuelOtherBoardShowsOnHover(t *testing.T) {
	s, table, h := newTable(t, "human,human", 3, "creature=deyeroller,creature2=troll", prefs.Instant)
	scenetest.Reach(t, s, 200, 16, func(st *dd.State) bool { return st.Stage == dd.StMove && st.TurnNo > 1 })
	scenetest.Settle(t, h, &table.Core)
	st := s.Match.State.(*dd.State)
	other := 1 - int(st.Turn)
	sp := table.Spots.At(spotKey{Kind: atSeat, I: other})
	if sp == nil {
		t.Fatal("no spot on the other creature's block")
	}
	mid := layout.Point{X: sp.Rect.X + sp.Rect.W/2, Y: sp.Rect.Y + sp.Rect.H/2}
	var drawn []string
	h.Texts = []string{}
	for range ui.TipDelay + 3 {
		h.Frame(t, ui.Frame{Mouse: mid, Moved: true})
		drawn = append(drawn, h.Texts...)
	}
	for range 3 {
		h.Frame(t, ui.Frame{Mouse: mid})
		drawn = append(drawn, h.Texts...)
	}
	all := strings.Join(drawn, "\n")
	if !strings.Contains(all, "Board:") {
		t.Errorf("hovering the other creature's block (spot %v under %v) draws no board; hover %+v shown %v; drawn: %q", sp.Rect, mid, table.Hover.Spot, table.Hover.Shown(h.Tick), drawn)
	}
}

// Clicking the other creature's block shows its whole board too (a click
// hushes the tooltip until the pointer leaves the block).
func TestDuelOtherBoardShowsOnClick(t *testing.T) {
	s, table, h := newTable(t, "human,human", 3, "creature=deyeroller,creature2=troll", prefs.Instant)
	scenetest.Reach(t, s, 200, 16, func(st *dd.State) bool { return st.Stage == dd.StMove && st.TurnNo > 1 })
	scenetest.Settle(t, h, &table.Core)
	st := s.Match.State.(*dd.State)
	other := 1 - int(st.Turn)
	sp := table.Spots.At(spotKey{Kind: atSeat, I: other})
	if sp == nil {
		t.Fatal("no spot on the other creature's block")
	}
	h.Click(t, sp.Rect.Center())
	for range ui.TipDelay + 3 {
		h.Frame(t, ui.Frame{Mouse: sp.Rect.Center()})
	}
	mo := &st.Mons[other]
	want := fmt.Sprintf("Health %d (%s)", mo.Board[dd.SlotHealth].Value, mo.Board[dd.SlotHealth].Type)
	if said := table.Said(h.Tick); !strings.Contains(said, want) {
		t.Errorf("a click on the other creature's block says %q, not its board (%s)", said, want)
	}
}
