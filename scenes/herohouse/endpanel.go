package herohouse

import (
	"fmt"

	hh "github.com/herotable/herotable/engine/herohouse"
	"github.com/herotable/herotable/scenes"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/tablekit"
	"github.com/herotable/herotable/scenes/ui"
)

// endPanel is the result of a finished game over the table: who won,
// every seat's score, the hands one by one, and where to go next.
type endPanel struct {
	scenes.EndPanel
	t *Table
}

// endRows is how many hands the history lists at most (the latest ones).
const endRows = 16

// EndRect is where the result of a game with n seats and hands hands
// shows: tall enough for its history, centred over the table.
func EndRect(n, hands int) layout.Rect {
	h := 116 + float64(n)*30 + 40 + float64(min(hands, endRows)+2)*19 + 110
	return layout.Centered(LogRect.X/2, TopBar.Bottom()+(layout.Height-TopBar.Bottom())/2, 640, min(h, 680))
}

func newEndPanel(t *Table) *endPanel {
	e := &endPanel{t: t}
	e.EndPanel = scenes.NewEndPanel(t.S, scenes.Headline(t.S.Match.State, t.S.Names()), EndRect(t.S.Players(), len(t.state().History)),
		scenes.EndLabels{SetupTip: "Choose seats and options again", Again: "Play again", AgainTip: "The same seats, a new deal"}, e.draw)
	return e
}

// draw draws the panel under its buttons.
func (e *endPanel) draw(c *ui.Canvas) {
	st := e.t.state()
	names := e.t.S.Names()
	r := EndRect(len(names), len(st.History))
	c.Fill(layout.Rect{X: 0, Y: TopBar.Bottom(), W: LogRect.X, H: layout.Height - TopBar.Bottom()}, ui.Fade(ui.Dim, 0.6))
	c.Panel(r)
	if !c.TrySprite("herohouse/banner/game_over", layout.Centered(r.X+r.W/2, r.Y+40, 300, 60), ui.Alpha(1)) {
		c.Text("Game over", ui.Heading, r.X+r.W/2, r.Y+40, ui.Center, ui.Ink)
	}
	c.TextIn(e.Headline, ui.Large, layout.Rect{X: r.X + 20, Y: r.Y + 74, W: r.W - 40, H: 28}, ui.Center, ui.GoldDeep)
	ret := st.Returns()
	y := r.Y + 116
	for i, name := range names {
		c.Token("token/pawn-"+ui.SeatColour(i), r.X+150, y+14, 26, 1)
		c.TextIn(name, ui.Label, layout.Rect{X: r.X + 172, Y: y, W: 180, H: 28}, ui.Left, ui.Ink)
		c.TextIn(tablekit.Count(st.Seats[i].Score, "point", "points"), ui.BodyB, layout.Rect{X: r.X + 360, Y: y, W: 90, H: 28}, ui.Left, ui.Ink)
		if ret[i] >= 1 {
			c.Icon("trophy", r.X+470, y+14, 22, ui.GoldDeep)
			c.TextIn(scenes.Result(ret[i]), ui.BodyB, layout.Rect{X: r.X + 486, Y: y, W: 90, H: 28}, ui.Left, ui.GoldDeep)
		}
		y += 30
	}
	y += 6
	c.Divider(r.X+40, r.Right()-40, y, false)
	e.drawHistory(c, st, layout.Rect{X: r.X + 30, Y: y + 10, W: r.W - 60, H: r.Bottom() - 72 - (y + 10)})
}

// drawHistory lists the hands: dealer, how each ended, what each seat
// took and the treasure left for the next.
func (e *endPanel) drawHistory(c *ui.Canvas, st *hh.State, r layout.Rect) {
	names := e.t.S.Names()
	n := len(names)
	cols := []float64{0, 56, 150}
	seatX := func(i int) float64 { return r.X + 290 + float64(i)*64 }
	left := r.Right() - 10
	head := ui.Style{Font: ui.Bold, Size: 13}
	row := ui.Style{Font: ui.Regular, Size: 13}
	y := r.Y + 10
	c.Text("Hand", head, r.X+cols[0], y, ui.Left, ui.InkSoft)
	c.Text("Dealer", head, r.X+cols[1], y, ui.Left, ui.InkSoft)
	c.Text("Ended by", head, r.X+cols[2], y, ui.Left, ui.InkSoft)
	for i := range n {
		c.Text(ui.Ellipsize(names[i], head, 60), head, seatX(i), y, ui.Center, ui.InkSoft)
	}
	c.Text("Left", head, left, y, ui.Right, ui.InkSoft)
	hist := st.History
	rows := int((r.H - 24) / 19)
	skip := max(len(hist)-rows, 0)
	if skip > 0 {
		skip++ // room for the line saying so
		y += 19
		c.Text(fmt.Sprintf("… %d earlier hands", skip), row, r.X, y, ui.Left, ui.InkSoft)
	}
	for _, h := range hist[skip:] {
		y += 19
		hand := fmt.Sprint(h.Hand)
		if h.Cleanup {
			hand += "*"
		}
		c.Text(hand, row, r.X+cols[0], y, ui.Left, ui.Ink)
		c.Text(ui.Ellipsize(names[h.Dealer], row, 90), row, r.X+cols[1], y, ui.Left, ui.Ink)
		reason := h.Reason
		if reason == "" {
			reason = "—"
		}
		c.Text(reason, row, r.X+cols[2], y, ui.Left, ui.Ink)
		for i, g := range h.Gains {
			text, col := "·", ui.InkSoft
			if g > 0 {
				text, col = fmt.Sprintf("+%d", g), ui.GoldDeep
			}
			c.Text(text, ui.Style{Font: ui.Bold, Size: 13}, seatX(i), y, ui.Center, col)
		}
		c.Text(fmt.Sprint(h.Left), row, left, y, ui.Right, ui.Ink)
	}
	if anyCleanup(hist) {
		c.Text("* clean-up hand, no ante", ui.Small, r.X, y+24, ui.Left, ui.InkSoft)
	}
}

func anyCleanup(hist []hh.HandResult) bool {
	for _, h := range hist {
		if h.Cleanup {
			return true
		}
	}
	return false
}
