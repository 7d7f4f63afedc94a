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

// A peek names its tile at its row and column first, near or far, the way
// to it after (play-test 38: "the tile to the east (row 2, column 2)" and
// "the tile at row 2, column 3" still read as two styles).
func TestPeeksNameTheirTileAtItsRowFirst(t *testing.T) {
	st := newSession(t, "human", 1, "map=map1").Match.State.(*dd.State)
	for i := range st.Slots {
		if w := st.ActionString(dd.Act(dd.KPeek, i)); !strings.Contains(w, "peeks at the tile at row ") {
			t.Errorf("slot %d: %q", i, w)
		}
	}
}

// The tray names an attack roll as it rolls as it names it at rest: "Your
// Magic attack: rolled the d10", then "Your Magic attack against the
// party's 4" (play-test 38: "Rolled the d10" over "Ada attacks with
// Magic", then "Your Might attack against the party's 7").
func TestTheTrayNamesARollInOneStyle(t *testing.T) {
	s := newSession(t, "human", 1, "map=map1")
	table := New(s)
	st := s.Match.State.(*dd.State).Clone().(*dd.State)
	img := ebiten.NewImage(1280, 720)
	defer img.Deallocate()
	for _, c := range []struct {
		told engine.Event
		roll dd.Roll
	}{
		{engine.Event{Kind: engine.EvGame, Code: dd.TellAttack, Player: 0, Args: []int{int(dd.Magic), 8, int(dd.D10), 4}},
			dd.Roll{Kind: dd.RollAttack, Stat: dd.Magic, Target: 4}},
		{engine.Event{Kind: engine.EvGame, Code: dd.TellHeroRoll, Player: 0, Args: []int{int(dd.RollHero), int(dd.Might), 3, int(dd.D6), 0, 9}},
			dd.Roll{Kind: dd.RollHero, Stat: dd.Might, Target: 9}},
	} {
		step := &Step{Kind: StepRoll, Ev: engine.Event{Kind: engine.EvRoll, Die: "d10", Face: 8}, Told: c.told,
			Caption: "Ada attacks with Magic: 8 on the d10 against the party's 4.", Span: tablekit.Span{Start: 0, Dur: 100, Started: true}}
		table.Now = 99
		var words []string
		stop := ui.WatchText(func(s string, _ ui.Style) { words = append(words, s) })
		table.drawRolling(ui.NewCanvas(img, 1), step)
		stop()
		st.Roll = c.roll
		rest := RollTitle(st, table.ownerWord(st))
		head, _, _ := strings.Cut(rest, " against ")
		if len(words) == 0 || !strings.HasPrefix(words[0], head+": ") {
			t.Errorf("rolling, the tray says %q; at rest %q", words, rest)
		}
	}
}
