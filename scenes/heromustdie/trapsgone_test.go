package heromustdie

import (
	"slices"
	"strings"
	"testing"

	"github.com/herotable/herotable/engine"
	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/ui"
)

// drawnTexts are the texts the table draws in a frame.
func drawnTexts(t *testing.T, table *Table, idle func(int)) []string {
	var drawn []string
	stop := ui.AuditText(nil, func(d ui.Drawn) { drawn = append(drawn, d.Text) })
	table.Layer.Invalidate()
	idle(1)
	stop()
	return drawn
}

// A fought floor whose traps all fired in this fight names them: "Traps on
// floor 1: none" right after two traps fired read as a contradiction
// (pt34 #5, shot-112).
func TestAFloorWhoseTrapsFiredNamesThem(t *testing.T) {
	fired := func(log []engine.LogEntry) []string {
		var out []string
		for i := len(log) - 1; i >= 0; i-- {
			for _, ev := range slices.Backward(log[i].Events) {
				switch {
				case ev.Kind != engine.EvGame:
				case ev.Code == hmd.CodeInvasion:
					return out
				case ev.Code == hmd.CodeFire:
					out = append(out, hmd.Traps[ev.Arg(1)].Name)
				}
			}
		}
		return out
	}
	var names []string
	table, h := scriptedAt(t, func(st *hmd.State) bool {
		return st.Stage == hmd.StSend && st.Front > 0 && len(st.Floors[st.Front-1].Traps) == 0 && slices.ContainsFunc(st.Fight.Heroes, func(f hmd.Fighter) bool { return f.Wounds > 0 }) && st.Fight.Round <= 1
	})
	names = fired(table.S.Match.Log)
	h.Shot(t, shotDir, "traps-fired")
	if len(names) == 0 {
		t.Fatal("no trap fired in the fight found")
	}
	h.Idle(t, 30)
	text := strings.Join(drawnTexts(t, table, func(n int) { h.Idle(t, n) }), " ") // a paragraph's lines, joined
	for _, n := range names {
		if !strings.Contains(text, n+" fired") && !strings.Contains(text, n+" and") && !strings.Contains(text, n+",") {
			t.Errorf("the fight panel does not name the %s that fired:\n%s", n, text)
		}
	}
	if strings.Contains(text, noTrapsWords) {
		t.Errorf("the fight panel says %q after traps fired", noTrapsWords)
	}
}

// The support line says why the VP are listed: a point needs one (pt34 #5:
// "(MP 3, VP 3)" did not say why VP was there).
func TestSupportWordsSayWhyVP(t *testing.T) {
	q := &hmd.Seat{MP: 6, VP: 1}
	if w := supportWords(q, ""); !strings.Contains(w, "needs a VP") {
		t.Errorf("the support line %q does not say a point needs a VP", w)
	}
}

// The fight panel's headings say that the two front cards fight each
// other (pt34 #5: the heroes' front at the far left, the monsters' at the
// far right, did not read as facing each other).
func TestFightHeadingsSayTheFrontsFight(t *testing.T) {
	_, table, h := humanAt(t, func(st *hmd.State) bool { return st.Stage == hmd.StSend })
	h.Idle(t, 30)
	text := strings.Join(drawnTexts(t, table, func(n int) { h.Idle(t, n) }), " ") // a paragraph's lines, joined
	if !strings.Contains(text, "FRONT hero fights the FRONT monster") {
		t.Errorf("the fight panel does not say the fronts fight each other:\n%s", text)
	}
}
