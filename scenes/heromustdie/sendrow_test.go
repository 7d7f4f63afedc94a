package heromustdie

import (
	"slices"
	"testing"

	"github.com/herotable/herotable/engine"
	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/scenetest"
)

// sendButtons are the defenders' decision's usable buttons by action.
func sendButtons(table *Table) map[engine.Action]layout.Rect {
	out := map[engine.Action]layout.Rect{}
	for b, a := range table.acts {
		if b.Usable() {
			out[a] = b.Rect
		}
	}
	return out
}

// While the defender sends monster after monster, "Send no more" keeps
// its place, never where a "Send" is, nor where the melee slider's button
// comes next (pt4 #8: it came up where the "Send" just pressed had been,
// and a second click ended the defence); the "Send" buttons left keep
// their places (pt28 #2: they closed up, and a second click where "Send
// Wyvern" had been hit a gap), and the monster sent shows a plaque where
// its button was (pt22 #13: a bare hole).
func TestSendButtonsKeepTheirPlaces(t *testing.T) {
	s, table, h := humanAt(t, func(st *hmd.State) bool {
		n := 0
		for _, a := range st.LegalActions(nil) {
			if k, _ := hmd.Split(a); k == hmd.KSend {
				n++
			}
		}
		return st.Stage == hmd.StSend && n >= 3
	})
	before := sendButtons(table)
	var sends []engine.Action
	for a, r := range before {
		switch k, _ := hmd.Split(a); k {
		case hmd.KSend:
			sends = append(sends, a)
		case hmd.KPass:
			if r != sendDoneRect {
				t.Errorf("Send no more is at %v, not %v", r, sendDoneRect)
			}
		}
	}
	slices.Sort(sends)
	for _, a := range sends {
		if !before[a].Intersect(sendDoneRect).Empty() || !before[a].Intersect(sliderConfirm).Empty() {
			t.Errorf("%s at %v overlaps Send no more or the slider's button", s.ActionText(a), before[a])
		}
	}
	pressed := sends[0]
	h.Click(t, before[pressed].Center())
	scenetest.Settle(t, h, &table.Core)
	if k, _ := lastAction(s); k != hmd.KSend {
		t.Fatalf("the click played %q", s.Match.Log[len(s.Match.Log)-1].Text)
	}
	st := s.Match.State.(*hmd.State)
	if st.Stage != hmd.StSend || st.Actor != 0 {
		t.Fatal("the defender was not asked again")
	}
	after := sendButtons(table)
	left := 0
	for a, r := range after {
		switch k, _ := hmd.Split(a); k {
		case hmd.KSend:
			left++
			if r != before[a] {
				t.Errorf("%s moved from %v to %v", s.ActionText(a), before[a], r)
			}
		case hmd.KPass:
			if r != sendDoneRect {
				t.Errorf("Send no more moved to %v", r)
			}
		}
	}
	if left != len(sends)-1 {
		t.Errorf("%d Send buttons left, want %d", left, len(sends)-1)
	}
	_, sent := hmd.Split(pressed)
	plaque := false
	for _, sl := range sendSlots(st, table.cmds) {
		if sl.Sent && int(sl.Monster) == sent {
			plaque = sl.Rect == before[pressed]
		}
	}
	if !plaque {
		t.Errorf("no plaque for the %s where its button was", hmd.Monsters[sent].Name)
	}
	h.Idle(t, 20)
	h.Shot(t, shotDir, "send-again")
}
