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

// While the defender sends monster after monster, each "Send" button
// keeps its place and no button comes up where the one just pressed was:
// "Send no more" came up there, and a second click ended the defence
// (pt4 #8). "Send no more" is never where a "Send" is, nor where the
// melee slider's button comes next.
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
	for a, r := range after {
		if !r.Intersect(before[pressed]).Empty() {
			t.Errorf("%s came up where %s was", s.ActionText(a), s.ActionText(pressed))
		}
		if k, _ := hmd.Split(a); k == hmd.KSend && r != before[a] {
			t.Errorf("%s moved from %v to %v", s.ActionText(a), before[a], r)
		}
	}
	h.Idle(t, 20)
	h.Shot(t, shotDir, "send-again")
}
