package heromustdie

import (
	"testing"

	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/play"
	"github.com/herotable/herotable/scenes/scenetest"
	"github.com/herotable/herotable/scenes/ui"
)

// The choice auto-resolve (or the only choice) played for the viewer shows
// clear of every line of the fight overlay, its header first (pt37 #8:
// "Auto-resolve chose: Ada buys 0 support for 0 MP" lay over the heroes'
// heading).
func TestAutoResolveNoteClearsTheFightHeader(t *testing.T) {
	var s *play.Session
	for seed := uint64(1); seed < 30 && s == nil; seed++ {
		s, _ = reachScripted(t, "human,greedy,greedy,greedy", seed, 3000, func(st *hmd.State) bool { return st.Stage == hmd.StSupport })
	}
	if s == nil {
		t.Fatal("no support prompt of the human")
	}
	table, h := viewerAt(t, s)
	if !table.fightShown() {
		t.Fatal("the fight overlay is not shown")
	}
	table.forcedText, table.forcedAt = "Auto-resolve chose: "+s.ActionText(s.Legal()[0]), len(s.Match.Log)
	var inks []ui.Drawn
	stop := ui.AuditText(nil, func(d ui.Drawn) { inks = append(inks, d) })
	ui.SetDry(true)
	table.drawFight(ui.NewCanvas(h.Screen, scenetest.Small), table.fightState())
	ui.SetDry(false)
	stop()
	note := -1
	for i, d := range inks {
		if d.Text == table.forcedText {
			note = i
		}
	}
	if note < 0 {
		t.Fatal("the note is not drawn whole")
	}
	r := forcedRect(table.forcedText)
	for i, d := range inks {
		if i != note && !d.Ink.Intersect(r.Inset(-2)).Empty() {
			t.Errorf("the note at %v covers %q at %v", r, d.Text, d.Ink)
		}
	}
	if !r.Intersect(PromptBar).Empty() || r.Bottom() > 720 {
		t.Errorf("the note at %v leaves the screen or covers the prompt bar %v", r, PromptBar)
	}
}
