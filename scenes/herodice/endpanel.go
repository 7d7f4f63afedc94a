package herodice

import (
	"fmt"

	hd "github.com/herotable/herotable/engine/herodice"

	"github.com/herotable/herotable/scenes"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/tablekit"
	"github.com/herotable/herotable/scenes/ui"
)

// The end panel: the result and the score added up, with the next title of
// the Delver Leaderboard.

// end is the result over the map.
type end struct{ scenes.EndPanel }

var endRect = layout.Centered(mapArea.Union(fightArea).Center().X, mapArea.Center().Y, 560, 320)

func newEnd(t *Table) *end {
	e := &end{}
	st := t.state()
	why := fmt.Sprintf("%s on level %d: %d XP, %s", hd.OutcomeNames[st.Outcome], st.Level, st.Score(), st.Title())
	e.EndPanel = scenes.NewEndPanel(t.S, scenes.Headline(t.S.Match.State, t.S.Names()), endRect,
		scenes.EndLabels{SetupTip: "Choose the mode again", Again: "Play again", AgainTip: "A new dungeon"}, func(c *ui.Canvas) {
			c.Panel(endRect)
			band := tablekit.EndBanner(c, endRect, 30, e.Headline, why, st.Outcome != hd.Slain)
			y := band.Bottom() + 70
			for _, l := range tally(st) {
				c.Text(l, ui.Body, endRect.Center().X, y, ui.Center, ui.Ink)
				y += 24
			}
		})
	return e
}

// tally is the score's sum in lines: what was banked, the pool times the
// level, and the next rung of the Delver Leaderboard.
func tally(st *hd.State) []string {
	out := []string{fmt.Sprintf("Banked %d XP + pool %d XP × level %d = %d XP", st.Banked, st.PoolXP(), st.Level, st.Score())}
	for _, r := range hd.Titles {
		if r.Threshold > st.Score() {
			return append(out, fmt.Sprintf("Next title: %s at %d XP", r.Name, r.Threshold))
		}
	}
	return append(out, "The highest title of the Delver Leaderboard")
}
