package herohouse

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/herotable/herotable/engine"
	hh "github.com/herotable/herotable/engine/herohouse"
	"github.com/herotable/herotable/scenes"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/ui"
)

// The fight stage draws no "Out N" of its own: play-tests 21 and 24 read
// it, bare and then framed, as the out pile showing through the stage.
func TestTheFightStageShowsNoOutCount(t *testing.T) {
	table := New(newSession(t, "human,greedy", 3))
	var clash *Step
	ev := engine.Event{Kind: engine.EvGame, Player: 0, Code: hh.CodeFight, Args: []int{int(hh.MonsterWins), 0}}
	table.q.addTold(ev, prefs.Normal.Frames, func(s *Step, _ int) { clash = s })
	if clash == nil {
		t.Fatal("a fight made no clash step")
	}
	cv := ui.NewCanvas(ebiten.NewImage(layout.Width, layout.Height), 1)
	ctx := &scenes.Context{Frame: &ui.Frame{Speed: prefs.Normal}}
	var drawn []string
	stop := ui.AuditText(nil, func(d ui.Drawn) { drawn = append(drawn, d.Text) })
	for _, now := range []int{clash.Start + 10, (clash.Start + clash.End()) / 2} {
		table.drawClash(cv, clash, now, ctx)
	}
	stop()
	if len(drawn) == 0 {
		t.Fatal("the fight stage drew no words: the test sees nothing")
	}
	for _, s := range drawn {
		if strings.HasPrefix(s, "Out ") {
			t.Errorf("the fight stage draws %q", s)
		}
	}
}
