package heromustdie

import (
	"testing"

	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/scenetest"
	"github.com/herotable/herotable/scenes/ui"
)

// A gain rising from the last panel stays clear of the "Whole log" tab on
// the log's top edge, over that panel's foot (pt34 #7: "-4 gold" touched
// it at 1024×576).
func TestGainsClearTheWholeLogTab(t *testing.T) {
	s, table, h := humanAt(t, func(st *hmd.State) bool { return true })
	tab := table.Bar.Log.Rect
	last := s.Players() - 1
	if tab.Y >= PanelRect(last, s.Players()).Bottom() {
		t.Skip("the tab is not over the last panel")
	}
	var inks []ui.Drawn
	stop := ui.AuditText(nil, func(d ui.Drawn) { inks = append(inks, d) })
	ui.SetDry(true)
	table.drawGain(ui.NewCanvas(h.Screen, scenetest.Small), last, Gain{Seat: last, Gold: -4, Slaves: -2, MP: -3}, 0)
	ui.SetDry(false)
	stop()
	if len(inks) == 0 {
		t.Fatal("no gain drawn")
	}
	for _, d := range inks {
		if r := d.Ink.Inset(-3); !r.Intersect(tab).Empty() {
			t.Errorf("%q at %v touches the Whole log tab %v", d.Text, d.Ink, tab)
		}
	}
}
