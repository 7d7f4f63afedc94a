package tablekit

import (
	"strings"
	"testing"

	"github.com/herotable/herotable/engine"

	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/ui"
)

// The whole log is found by its words and by a click on the log: a tab
// labelled "Whole log" on the strip's edge (it was a 20 px "+" circle), a
// click anywhere on the strip opens it, and it opens at the newest line,
// not where it was last scrolled to.
func TestTheWholeLogIsLabelledOpensOnAClickAndAtTheNewest(t *testing.T) {
	var l LogPanel
	l.Small.Rect, l.Small.Bare = layout.Rect{X: 870, Y: 632, W: 400, H: 80}, true
	lines := make([]LogLine, 80)
	for i := range lines {
		lines[i] = LogLine{Text: "Ada rolls a die", Player: -1}
	}
	l.Set(lines, 0, 0)
	b := ui.NewButton(layout.Rect{}, "", l.Toggle)
	l.placeButton(b)
	if b.Label != "Whole log" || b.Style.Size < 12 || !layout.Screen.Contains(b.Rect.Center()) {
		t.Errorf("the whole log's button reads %q in %v px at %v", b.Label, b.Style.Size, b.Rect)
	}
	if ui.Measure(b.Label, b.Style) > b.Rect.W-8 {
		t.Errorf("%q does not fit its %v px button", b.Label, b.Rect.W)
	}
	l.Toggle()
	l.Full.Update(&ui.Frame{Mouse: l.FullAt.Center(), Wheel: 5}) // read back
	if l.Full.AtNewest() {
		t.Fatal("the wheel did not scroll the whole log back")
	}
	l.Toggle()
	f := &ui.Frame{Mouse: l.Small.Rect.Center(), Released: true}
	l.Update(f)
	l.OpenOnClick(f)
	if !l.Open || f.Click() {
		t.Fatalf("a click on the log strip: open %v, click left for the table %v", l.Open, f.Click())
	}
	if !l.Full.AtNewest() {
		t.Error("the whole log opens where it was scrolled back to, not at the newest line")
	}
	l.placeButton(b)
	if b.Label != "Close" || !l.FullAt.Contains(b.Rect.Center()) {
		t.Errorf("while open the button reads %q at %v, not Close on the whole log", b.Label, b.Rect)
	}
}

// A private line in the whole log names who read it: "(only you)" for the
// viewer's own secret, the seat's name for another's (a finished game's
// log shows every seat's plot draws; play-test 19 read Cora's as "(only
// you)").
func TestAPrivateLineNamesItsReader(t *testing.T) {
	var l LogPanel
	l.FullAt = DefaultFullLog
	l.fullAt()
	l.Reader = func(p engine.Player) string {
		if p == 0 {
			return ""
		}
		return "Cora"
	}
	l.Set([]LogLine{
		{Text: "Ada draws Trap Master.", Player: 0, Private: true},
		{Text: "Cora draws Super Spell.", Player: 2, Private: true},
	}, 0, 0)
	for i, want := range []string{"(only you) Ada draws Trap Master.", "(seen by Cora alone) Cora draws Super Spell."} {
		if got := strings.Join(l.Full.RowsOf(i), " "); got != want {
			t.Errorf("line %d reads %q, want %q", i, got, want)
		}
	}
}
