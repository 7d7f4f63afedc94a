package dieinthedungeon

import (
	"fmt"

	"github.com/herotable/herotable/engine"
	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/tablekit"
	"github.com/herotable/herotable/scenes/ui"
)

// endPanel is the result over the map (spec §8): a victory or "Died in the
// Dungeon" banner, how the game ended, the Glory breakdown (solo) or each
// creature's Epics, XP, Time and Health (the Duel), and where to go next.
type endPanel struct {
	scenes.EndPanel
	t *Table
}

// EndRect is where the result shows.
var EndRect = layout.Rect{X: MapArea.X + 20, Y: MapArea.Y + 20, W: MapArea.W - 40, H: DiceTray.Bottom() - MapArea.Y - 40}

func newEndPanel(t *Table) *endPanel {
	e := &endPanel{t: t}
	e.EndPanel = scenes.NewEndPanel(t.S, endWords(t.state(), t.S.Names()), EndRect,
		scenes.EndLabels{SetupTip: "Choose the map, creatures and seats again", Again: "Rematch", AgainTip: "The same map, creatures and seats, a new dungeon"}, e.draw)
	return e
}

// NewEnd is the result panel, once the game is over.
func (t *Table) NewEnd() tablekit.End { return newEndPanel(t) }

// GloryParts is the solo Glory breakdown (§8): label and points.
func GloryParts(st *dd.State, p engine.Player) [][2]string {
	mo := &st.Mons[p]
	epics := epicsCleared(st, p)
	return [][2]string{
		{fmt.Sprintf("Epic tiles cleared: %d × 10", epics), fmt.Sprint(10 * epics)},
		{"XP earned", fmt.Sprint(mo.XPTotal)},
		{"Time left", fmt.Sprint(max(0, mo.Board[dd.SlotTime].Value))},
		{"Health left", fmt.Sprint(max(0, mo.Board[dd.SlotHealth].Value))},
	}
}

// Glory is the results screen's score (§8): 10 per Epic tile cleared, the
// XP earned, and the Time and Health left.
func Glory(st *dd.State, p engine.Player) int {
	mo := &st.Mons[p]
	return 10*epicsCleared(st, p) + mo.XPTotal + max(0, mo.Board[dd.SlotTime].Value) + max(0, mo.Board[dd.SlotHealth].Value)
}

func epicsCleared(st *dd.State, p engine.Player) int {
	n := 0
	for _, c := range st.Slots {
		if c.Won == int(p)+1 && c.Tile >= 0 && dd.Tiles[c.Tile].Kind == dd.EpicTile {
			n++
		}
	}
	return n
}

func (e *endPanel) draw(c *ui.Canvas) {
	st := e.t.state()
	names := e.t.S.Names()
	r := EndRect
	c.Fill(layout.Rect{X: MapArea.X, Y: MapArea.Y, W: MapArea.W, H: DiceTray.Bottom() - MapArea.Y}, ui.Fade(ui.Dim, 0.55))
	c.Panel(r)
	// Red only when the creature died alone; in the Duel one always wins.
	band := tablekit.EndBanner(c, r, 18, e.Headline, endWhy(e.t.S.Match, names), st.Players > 1 || st.Winner >= 0)
	y := band.Bottom() + 60
	if st.Players == 1 {
		c.Text("Glory", ui.Heading, r.X+r.W/2, y, ui.Center, ui.GoldDeep)
		y += 30
		for _, part := range GloryParts(st, 0) {
			c.Text(part[0], ui.Body, r.X+150, y, ui.Left, ui.Ink)
			c.Text(part[1], ui.BodyB, r.Right()-150, y, ui.Right, ui.Ink)
			y += 24
		}
		c.Divider(r.X+140, r.Right()-140, y-8, false)
		y += 8
		c.Text("Total", ui.Label, r.X+150, y, ui.Left, ui.Ink)
		c.Text(fmt.Sprint(Glory(st, 0)), ui.Large, r.Right()-150, y, ui.Right, ui.GoldDeep)
		return
	}
	cols := []float64{r.X + 70, r.X + 250, r.X + 320, r.X + 380, r.X + 440}
	head := ui.Style{Font: ui.Bold, Size: 14}
	for i, h := range []string{"Creature", "Epics", "XP", "Time", "Health"} {
		c.Text(h, head, cols[i], y, ui.Left, ui.InkSoft)
	}
	for p := range st.Mons {
		y += 30
		mo := &st.Mons[p]
		c.Circle(cols[0]-14, y, 6, seatInk(p))
		name := who(names, engineP(p)) + " — " + dd.Creatures[mo.Creature].Name
		style := ui.BodyB
		for style.Size > 12 && ui.Measure(name, style) > 170 { // smaller before cut short
			style.Size--
		}
		c.Text(ui.Ellipsize(name, style, 170), style, cols[0], y, ui.Left, ui.Ink)
		for i, v := range []int{mo.Epics, mo.XPTotal, mo.Board[dd.SlotTime].Value, mo.Board[dd.SlotHealth].Value} {
			c.Text(fmt.Sprint(v), ui.BodyB, cols[i+1], y, ui.Left, ui.Ink)
		}
		if engineP(p) == st.Winner {
			c.Text("Winner", ui.BodyB, r.Right()-60, y, ui.Right, ui.GoldDeep)
		}
	}
}
