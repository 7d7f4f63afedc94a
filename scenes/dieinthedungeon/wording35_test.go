package dieinthedungeon

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/herotable/herotable/engine"
	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/tablekit"
	"github.com/herotable/herotable/scenes/ui"
)

// A peek names its tile in one style, near or far: by its row and column
// (play-test 35 #10: "the tile to the east" one time, "the tile at row 2,
// column 3" the next).
func TestPeeksNameTheirTileInOneStyle(t *testing.T) {
	st := newSession(t, "human", 1, "map=map1").Match.State.(*dd.State)
	near, far := 0, 0
	for i := range st.Slots {
		w := st.ActionString(dd.Act(dd.KPeek, i))
		if st.WayTo(i) != "" {
			near++
		} else {
			far++
		}
		if !strings.Contains(w, ", column ") {
			t.Errorf("slot %d: %q", i, w)
		}
	}
	if near == 0 || far == 0 {
		t.Fatalf("%d near, %d far", near, far)
	}
}

// Once the die lies still and its sentence shows, the tray's header says
// it was rolled, not "Rolling the d12…" (play-test 35 #10).
func TestTheTrayHeaderSaysRolledWithTheResult(t *testing.T) {
	s := newSession(t, "human", 1, "map=map1")
	table := New(s)
	step := &Step{Kind: StepRoll, Ev: engine.Event{Kind: engine.EvRoll, Die: "d12", Face: 5}, Caption: "Ada attacks with Might: 5 on the d12.",
		Span: tablekit.Span{Start: 0, Dur: 100, Started: true}}
	img := ebiten.NewImage(1280, 720)
	defer img.Deallocate()
	for _, c := range []struct {
		now  int
		want string
	}{{1, "Rolling the d12…"}, {99, "Rolled the d12"}} {
		table.Now = c.now
		var words []string
		stop := ui.WatchText(func(s string, _ ui.Style) { words = append(words, s) })
		table.drawRolling(ui.NewCanvas(img, 1), step)
		stop()
		if len(words) == 0 || words[0] != c.want {
			t.Errorf("tick %d: the tray says %q, want %q first", c.now, words, c.want)
		}
	}
}
