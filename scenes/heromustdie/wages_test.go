package heromustdie

import (
	"strings"
	"testing"

	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/scenetest"
	"github.com/herotable/herotable/scenes/ui"
)

// Pay Day's wages are paid with one click: the pay-all button plays every
// point left, each from the pile the mage has most of, and the seat's
// moves are exactly the points of the split the button names.
func TestPayDayPaysAllWagesInOneClick(t *testing.T) {
	s, table, h := humanAt(t, func(st *hmd.State) bool { return st.Stage == hmd.StPay && st.Count >= 2 })
	st := s.Match.State.(*hmd.State)
	split := wageSplit(st)
	if len(split) != int(st.Count) {
		t.Fatalf("split %v for %d wages", split, st.Count)
	}
	var all *ui.Button
	for _, b := range table.buttons {
		if strings.HasPrefix(b.Label, "Pay all") {
			all = b
		}
	}
	if all == nil {
		t.Fatal("no pay-all button")
	}
	if all.Primary || all.Selected { // gold on orange (pt28 #9)
		t.Error("the pay-all button's label is gold on its orange face: too little contrast")
	}
	if want := splitWords(split); !strings.Contains(all.Label, want) {
		t.Errorf("the button says %q, the split is %s", all.Label, want)
	}
	if shotDir != "" {
		h.Shot(t, shotDir, "wages")
	}
	moves := len(s.Match.Log)
	h.Click(t, all.Rect.Center())
	scenetest.Settle(t, h, &table.Core)
	if got := len(s.Match.Log) - moves; got < len(split) {
		t.Fatalf("one click played %d moves for %d wages", got, len(split))
	}
	for i, e := range s.Match.Log[moves : moves+len(split)] {
		if k, r := hmd.Split(e.Action); k != hmd.KPay || r != split[i] {
			t.Errorf("wage %d: played %v, want a point of resource %d", i+1, e.Action, split[i])
		}
	}
}
