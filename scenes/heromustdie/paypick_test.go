package heromustdie

import (
	"strings"
	"testing"

	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/scenetest"
	"github.com/herotable/herotable/scenes/ui"
)

// On Pay Day, a monster picked to go glows and says so on its chip, and
// nothing the panel or the prompt says is cut short (pt22 #8: the picked
// "Kobold · L1" barely changed, and the prompt ended "cannot pay …").
func TestPayDayPickShowsAndNothingIsCut(t *testing.T) {
	human := func(st *hmd.State) bool { return st.Actor == 0 && !st.Over && st.Stage == hmd.StPayShort }
	for seed := uint64(1); seed < 12; seed++ {
		seats := "human,greedy,greedy,greedy"
		if seed%2 == 1 {
			seats = "human,greedy"
		}
		s := newSession(t, seats, seed)
		if !scenetest.ReachWith(t, s, 600, 256, eager(seed), human) {
			continue
		}
		table, h := viewerAt(t, s)
		h.Idle(t, 2)
		chip := func() *ui.Button {
			for _, b := range table.buttons {
				if b.Rect == payChip(0) {
					return b
				}
			}
			t.Fatal("no chip for the first monster")
			return nil
		}
		if b := chip(); b.Glow || strings.HasPrefix(b.Label, "Let go") {
			t.Errorf("an unpicked monster's chip glows or says it goes: %q", b.Label)
		}
		h.Click(t, payChip(0).Center())
		h.Idle(t, 2)
		if b := chip(); !b.Glow || !strings.HasPrefix(b.Label, "Let go: ") {
			t.Errorf("the picked monster's chip (%q, glow %v) does not glow and say it goes", b.Label, b.Glow)
		}
		var cut []string
		stop := ui.AuditText(nil, func(d ui.Drawn) {
			if d.Cut {
				cut = append(cut, d.Text)
			}
		})
		table.Repaint()
		h.Idle(t, 2)
		stop()
		if len(cut) > 0 {
			t.Errorf("cut short: %q", cut)
		}
		h.Idle(t, 30)
		h.Shot(t, shotDir, "payday-picked")
		return
	}
	t.Fatal("no game of 11 came to a Pay Day the human cannot pay")
}
