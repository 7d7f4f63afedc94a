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
	t         *Table
	folded    bool      // folded away to show the board (endfold.go)
	see, show *ui.Group // its fold and unfold buttons
}

// EndRect is where the result shows.
var EndRect = layout.Rect{X: MapArea.X + 20, Y: MapArea.Y + 20, W: MapArea.W - 40, H: DiceTray.Bottom() - MapArea.Y - 40}

func newEndPanel(t *Table) *endPanel {
	e := &endPanel{t: t}
	e.EndPanel = scenes.NewEndPanel(t.S, endWords(t.state(), t.S.Names()), EndRect,
		scenes.EndLabels{SetupTip: "Choose the map, creatures and seats again", Again: "Rematch", AgainTip: "The same map, creatures and seats, a new dungeon"}, e.draw)
	e.foldButtons()
	return e
}

// NewEnd is the result panel, once the game is over.
func (t *Table) NewEnd() tablekit.End { return newEndPanel(t) }

func init() { scenes.RegisterFinalScores(dd.GameID, finalScores) }

// finalScores are a finished game's scores as the end screen says them,
// for the load list's preview: the solo game's Glory ("39 Glory", not its
// "10 XP": play-test 23 #13); the Duel keeps the engine's XP.
func finalScores(st engine.State) []string {
	d, ok := st.(*dd.State)
	if !ok || len(d.Mons) != 1 {
		return nil
	}
	return []string{fmt.Sprintf("%d Glory", Glory(d, 0))}
}

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
	ma := e.t.mapArea() // the whole map, its panel folded or not
	c.Fill(layout.Rect{X: ma.X, Y: ma.Y, W: ma.W, H: DiceTray.Bottom() - ma.Y}, ui.Fade(ui.Dim, 0.55))
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
	d := duelColumns(r)
	head := ui.Style{Font: ui.Bold, Size: 14}
	for i, h := range duelHeads {
		c.Text(h, head, d.x[i], y, ui.Left, ui.InkSoft)
	}
	y += 6
	for p := range st.Mons {
		y += 40
		mo := &st.Mons[p]
		c.Circle(d.x[0]-14, y-8, 6, seatInk(p))
		// The seat, and its creature under it, whole (play-test 16:
		// "Tombstones, the Un…" cut beside an empty panel).
		c.Text(who(names, engineP(p)), ui.BodyB, d.x[0], y-8, ui.Left, ui.Ink)
		cs := creatureStyle(dd.Creatures[mo.Creature].Name, d.nameW)
		c.Text(ui.Ellipsize(dd.Creatures[mo.Creature].Name, cs, d.nameW), cs, d.x[0], y+9, ui.Left, ui.InkSoft)
		for i, v := range []int{mo.Epics, mo.XPTotal, mo.Board[dd.SlotTime].Value, mo.Board[dd.SlotHealth].Value} {
			c.Text(fmt.Sprint(v), ui.BodyB, d.x[i+1], y, ui.Left, ui.Ink)
		}
		if engineP(p) == st.Winner {
			c.Text(winnerWord, ui.BodyB, d.winnerX, y, ui.Left, ui.GoldDeep)
		}
	}
}

// The Duel's result table: its heads, and the winner's mark at the end of
// its row.
var duelHeads = []string{"Creature", "Epics", "XP", "Time", "Health"}

const winnerWord = "Winner"

// duelCols are the x of the Duel's columns (the creature, then Epics, XP,
// Time and Health), where the winner's mark starts and how wide a
// creature's name may be.
type duelCols struct {
	x       [5]float64
	winnerX float64
	nameW   float64
}

// duelColumns lays the Duel's columns in r from its right edge: the
// winner's mark, then the numbers, each as wide as its head, so that none
// draws over another (play-test 16: Health's "5" over "Winner", "W5nner");
// the creature's name has the rest.
func duelColumns(r layout.Rect) duelCols {
	head := ui.Style{Font: ui.Bold, Size: 14}
	var d duelCols
	x := r.Right() - 24 - ui.Measure(winnerWord, ui.BodyB)
	d.winnerX = x
	for i := len(duelHeads) - 1; i >= 1; i-- {
		x -= 14 + max(ui.Measure(duelHeads[i], head), ui.Measure("20", ui.BodyB))
		d.x[i] = x
	}
	d.x[0] = r.X + 44
	d.nameW = x - 14 - d.x[0]
	return d
}

// creatureStyle is the style a creature's name is written in under its
// seat: 13 px, smaller (down to 11) before it is cut short.
func creatureStyle(name string, w float64) ui.Style {
	st := ui.Style{Font: ui.Regular, Size: 13}
	for st.Size > 11 && ui.Measure(name, st) > w {
		st.Size--
	}
	return st
}
