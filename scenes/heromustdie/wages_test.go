package heromustdie

import (
	"strings"
	"testing"

	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/scenetest"
	"github.com/herotable/herotable/scenes/tablekit"
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

// Each "Pay 1 …" button keeps its resource's place when another runs out
// (play-test 31: the last slave paid, "Pay 1 MP" moved under the next
// click into the place "Pay 1 slave" had).
func TestPayButtonsKeepTheirPlaces(t *testing.T) {
	row := layout.Rect{X: 100, Y: 600, W: 600, H: 40}
	cmd := func(r int) tablekit.Placed[Command] {
		c := Command{Kind: hmd.KPay, Arg: r, Label: payLabels[r]}
		return tablekit.Placed[Command]{Cmd: c}
	}
	place := func(rs ...int) map[int]layout.Rect {
		var cmds []Command
		for _, r := range rs {
			cmds = append(cmds, cmd(r).Cmd)
		}
		out := map[int]layout.Rect{}
		for _, p := range payPlaces(buttonFlow.Place(cmds, row), row) {
			out[p.Cmd.Arg] = p.Rect
		}
		return out
	}
	all, noSlave := place(0, 1, 2), place(0, 2)
	if noSlave[2] != all[2] || noSlave[0] != all[0] {
		t.Errorf("with no slave left, gold %v and MP %v moved from %v and %v", noSlave[0], noSlave[2], all[0], all[2])
	}
	if !all[0].Intersect(all[1]).Empty() || !all[1].Intersect(all[2]).Empty() {
		t.Errorf("the places overlap: %v", all)
	}
}
