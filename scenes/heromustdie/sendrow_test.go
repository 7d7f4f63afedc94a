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
// and a second click ended the defence); the "Send" buttons left close up
// from the left in their owner's order, leaving no hole (pt22 #13).
func TestSendButtonsCloseUp(t *testing.T) {
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
	st0 := s.Match.State.(*hmd.State)
	ownBefore := slices.Clone(st0.Seats[st0.Defender()].Monsters)
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
	var left []engine.Action // the "Send" buttons left, in their owner's order
	own := st.Seats[st.Defender()].Monsters
	for a, r := range after {
		switch k, _ := hmd.Split(a); k {
		case hmd.KSend:
			left = append(left, a)
		case hmd.KPass:
			if r != sendDoneRect {
				t.Errorf("Send no more moved to %v", r)
			}
		}
	}
	slices.SortFunc(left, func(a, b engine.Action) int {
		_, x := hmd.Split(a)
		_, y := hmd.Split(b)
		return slices.Index(own, int8(x)) - slices.Index(own, int8(y))
	})
	byOwner := slices.DeleteFunc(slices.Clone(sends), func(a engine.Action) bool { return a == pressed })
	slices.SortFunc(byOwner, func(a, b engine.Action) int {
		_, x := hmd.Split(a)
		_, y := hmd.Split(b)
		return slices.Index(ownBefore, int8(x)) - slices.Index(ownBefore, int8(y))
	})
	var all []engine.Action // every "Send" before the click, in the owner's order: their places
	all = append(all, sends...)
	slices.SortFunc(all, func(a, b engine.Action) int {
		_, x := hmd.Split(a)
		_, y := hmd.Split(b)
		return slices.Index(ownBefore, int8(x)) - slices.Index(ownBefore, int8(y))
	})
	var places []layout.Rect
	for _, a := range all {
		places = append(places, before[a])
	}
	if len(left) != len(byOwner) {
		t.Errorf("%d Send buttons left, want %d", len(left), len(byOwner))
	}
	for i, a := range left {
		// The i-th is where the i-th was before the send: no hole.
		if want := places[i]; after[a] != want {
			t.Errorf("%s is at %v, want %v (place %d)", s.ActionText(a), after[a], want, i)
		}
	}
	h.Idle(t, 20)
	h.Shot(t, shotDir, "send-again")
}
