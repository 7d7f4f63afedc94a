package scenes

import (
	"fmt"
	"strings"

	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/play"
	"github.com/herotable/herotable/scenes/ui"
)

// endScreen is the result of a finished game over the middle of the table:
// who won, each seat's result, and where to go next.
type endScreen struct {
	EndPanel
	s *play.Session
}

var endPanel = layout.Rect{X: 350, Y: 150, W: 510, H: 440}

func newEndScreen(s *play.Session, table Scene) *endScreen {
	e := &endScreen{s: s}
	e.EndPanel = NewEndPanel(s, Headline(s.Match.State, s.Names()), endPanel,
		EndLabels{SetupTip: "Choose seats and options again", Again: "Play again", AgainTip: "The same seats, a new deal"}, e.draw)
	return e
}

// Headline says who won: "Ada wins!", "Ada and Bram share the win", "A draw".
func Headline(st engine.State, names []string) string {
	winners := engine.Winners(st)
	ret := st.Returns()
	draw := len(ret) > 0
	for _, r := range ret {
		draw = draw && r == 0.5
	}
	switch {
	case draw:
		return "A draw"
	case len(winners) == 0:
		return "Nobody wins"
	case len(winners) == 1:
		return names[winners[0]] + " wins!"
	case len(winners) == len(names):
		return "Everyone wins"
	}
	ws := make([]string, len(winners))
	for i, w := range winners {
		ws[i] = names[w]
	}
	return strings.Join(ws[:len(ws)-1], ", ") + " and " + ws[len(ws)-1] + " share the win"
}

// Result says one seat's return in words.
func Result(r float64) string {
	switch {
	case r >= 1:
		return "Winner"
	case r == 0.5:
		return "Draw"
	case r <= 0:
		return "Lost"
	}
	return fmt.Sprintf("%.0f%%", r*100)
}

func (e *endScreen) draw(c *ui.Canvas) {
	r := endPanel
	c.Fill(layout.Rect{X: tableArea.X, Y: tableArea.Y, W: tableArea.W, H: tableActions.Bottom() - tableArea.Y}, ui.Fade(ui.Dim, 0.55))
	c.Panel(r)
	c.Icon("trophy", r.X+r.W/2, r.Y+46, 48, ui.GoldDeep)
	c.Text("Game over", ui.Heading, r.X+r.W/2, r.Y+96, ui.Center, ui.Ink)
	c.TextIn(e.Headline, ui.Large, layout.Rect{X: r.X + 20, Y: r.Y + 116, W: r.W - 40, H: 30}, ui.Center, ui.GoldDeep)
	c.Divider(r.X+60, r.Right()-60, r.Y+158, false)
	ret := e.s.Match.State.Returns()
	for i, name := range e.s.Names() {
		y := r.Y + 176 + float64(i)*40
		if y > r.Bottom()-110 {
			break
		}
		DrawSeatMark(c, e.s.Match, i, r.X+90, y+16, 30)
		c.TextIn(name, ui.Label, layout.Rect{X: r.X + 116, Y: y + 2, W: 200, H: 28}, ui.Left, ui.Ink)
		res := Result(ret[i])
		col := ui.InkSoft
		if ret[i] >= 1 {
			col = ui.GoldDeep
			c.Icon("trophy", r.Right()-170, y+16, 22, ui.GoldDeep)
		}
		c.TextIn(res, ui.BodyB, layout.Rect{X: r.Right() - 150, Y: y + 2, W: 100, H: 28}, ui.Left, col)
	}
	c.Text(fmt.Sprintf("%d moves", len(e.s.Match.Log)), ui.Small, r.X+r.W/2, r.Bottom()-90, ui.Center, ui.InkSoft)
}
