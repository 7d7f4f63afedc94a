package heromustdie

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/herotable/herotable/engine"
	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/scenetest"
)

// canPlay reports whether the seat to act may play a plot card now.
func canPlay(st *hmd.State) bool {
	for _, a := range st.LegalActions(nil) {
		if k, _ := hmd.Split(a); k == hmd.KPlay || k == hmd.KCoup {
			return true
		}
	}
	return false
}

// The hand drawer opens by itself at the human's Court turn only when he
// may play a card (it opened at every Court, nothing playable), and
// closes as soon as his Court turn ends (it stayed open into the next
// turn, and Esc then opened the menu; pt4 #11).
func TestTheDrawerOpensOnlyWithACardToPlay(t *testing.T) {
	_, table, _ := humanAt(t, func(st *hmd.State) bool { return st.Stage == hmd.StCourt && !canPlay(st) })
	if table.handOpen {
		t.Error("the drawer opened at a Court turn with no card to play")
	}
	s, table, h := humanAt(t, func(st *hmd.State) bool { return st.Stage == hmd.StCourt && canPlay(st) })
	if !table.handOpen {
		t.Fatal("the drawer did not open at a Court turn with a card to play")
	}
	var end engine.Action
	found := false
	for _, a := range s.Legal() {
		if k, _ := hmd.Split(a); k == hmd.KPass {
			end, found = a, true
		}
	}
	if !found {
		t.Fatal("no way to end the Court turn")
	}
	table.Play(end)
	h.Idle(t, 2)
	if table.handOpen {
		t.Error("the drawer stayed open after the Court turn ended")
	}
	scenetest.Settle(t, h, &table.Core)
	if table.handOpen && table.state().Stage != hmd.StThroneKeep && !(table.Mine() && canPlay(table.state())) {
		t.Error("the drawer is open with nothing to choose")
	}
}

// The drawer the player opens (H) closes with Esc, and by itself once the
// game has moved on to a decision of his that needs no card (pt28 #3: it
// stayed open into the next turn, the planning boxes glowing over it).
func TestTheDrawerOpenedByHandCloses(t *testing.T) {
	s, table, h := humanAt(t, func(st *hmd.State) bool { return st.Stage == hmd.StPlace && st.Actor == 0 })
	h.Key(t, ebiten.KeyH)
	if !table.handOpen {
		t.Fatal("H did not open the drawer")
	}
	h.Key(t, ebiten.KeyEscape)
	if table.handOpen {
		t.Fatal("Esc did not close the drawer")
	}
	h.Key(t, ebiten.KeyH)
	if !table.handOpen {
		t.Fatal("H did not open the drawer again")
	}
	h.Idle(t, 30)
	if !table.handOpen {
		t.Fatal("the drawer closed by itself before the player acted")
	}
	table.Play(s.Legal()[0])
	scenetest.Settle(t, h, &table.Core)
	for i := 0; i < 100 && !table.Mine(); i++ {
		h.Idle(t, 10)
		scenetest.Settle(t, h, &table.Core)
	}
	if !table.Mine() {
		t.Fatal("the player's next decision never came")
	}
	if !canPlay(table.state()) && table.state().Stage != hmd.StThroneKeep && table.handOpen {
		t.Errorf("at the player's next decision (%v) the drawer is still open", table.state().Stage)
	}
}

// The drawer opened in planning lies over the glowing boxes: their glow
// and hover ring are not drawn over it (pt31 #6: the glowing outlines
// covered "Your plot cards (0)…"), and come back when it closes.
func TestTheDrawerLiesOverTheGlow(t *testing.T) {
	table, h := scriptedAt(t, func(st *hmd.State) bool { return st.Stage == hmd.StPlace })
	under := func() (in, out int) {
		for _, s := range table.litSpots() {
			if s.Glow && !s.Rect.Intersect(HandDrawer).Empty() {
				in++
			} else if s.Glow {
				out++
			}
		}
		return
	}
	if in, _ := under(); in == 0 {
		t.Fatal("no box glows where the drawer opens: nothing to check")
	}
	h.Key(t, ebiten.KeyH)
	h.Idle(t, 2)
	if !table.drawerShown() {
		t.Fatal("H did not open the drawer")
	}
	h.Shot(t, shotDir, "drawer-over-glow")
	if in, _ := under(); in > 0 {
		t.Errorf("with the drawer open %d glows are drawn over it", in)
	}
	h.Key(t, ebiten.KeyEscape)
	h.Idle(t, 2)
	if in, _ := under(); in == 0 {
		t.Error("the drawer closed, the boxes' glow did not come back")
	}
}
