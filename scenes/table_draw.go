package scenes

import (
	"fmt"

	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/play"
	"github.com/herotable/herotable/scenes/tablekit"
	"github.com/herotable/herotable/scenes/ui"
)

// seatCard is seat i's card in the seats panel.
func seatCard(i int) layout.Rect {
	return layout.Rect{X: tableSeats.X + 14, Y: tableSeats.Y + 58 + float64(i)*78, W: tableSeats.W - 28, H: 68}
}

// DrawStill draws the still part of the table; the core draws the end
// panel, the buttons and the tooltip over it.
func (t *GenericTable) DrawStill(c *ui.Canvas, ctx *Context) {
	c.Table()
	t.drawTitle(c)
	t.drawSeats(c, ctx)
	t.table.draw(c, t.S, ctx.Tick, &t.dice)
	t.drawActions(c, ctx)
	t.Log.Draw(c, ctx.Tick)
}

// DrawMoving draws what moves over the still table: the prompt, the
// thinking dots, cards in flight and the dice.
func (t *GenericTable) DrawMoving(c *ui.Canvas, ctx *Context) {
	t.prompt.Draw(c, ctx.Tick)
	t.drawThinking(c, ctx)
	t.table.drawMoving(c, ctx.Tick, &t.dice)
}

// drawThinking draws the dots on the seat of a bot that is thinking.
func (t *GenericTable) drawThinking(c *ui.Canvas, ctx *Context) {
	if !t.S.BotTurn() || t.Ready {
		return
	}
	r := seatCard(int(t.S.Current()))
	tablekit.DrawThinking(c, ctx.Tick, r.Right()-40, r.Y+r.H/2, 3.5, 10)
}

func (t *GenericTable) drawTitle(c *ui.Canvas) {
	r := tableTitle
	c.TextShadow(ui.Ellipsize(t.S.Match.Info.Title, ui.Heading, r.W), ui.Heading, r.X+4, r.Y+24, ui.Left, ui.Cream)
	sub := fmt.Sprintf("%d players · seed %d", t.S.Players(), t.S.Match.Setup.Seed)
	c.Text(sub, ui.Small, r.X+4, r.Y+54, ui.Left, ui.CreamSoft)
}

// seatsPanel is the players panel for n seats; infoPanel is the space
// under it (empty when the seats need it all).
func seatsPanel(n int) (seats, info layout.Rect) {
	h := min(58+float64(n)*78+6, tableSeats.H)
	seats, info = tableSeats.CutTop(h, 12)
	if info.H < 140 {
		info = layout.Rect{}
	}
	return seats, info
}

func (t *GenericTable) drawSeats(c *ui.Canvas, ctx *Context) {
	panel, info := seatsPanel(t.S.Players())
	c.DarkPanel(panel)
	c.TextShadow("Players", ui.Label, panel.X+20, panel.Y+30, ui.Left, ui.Gold)
	c.Divider(panel.X+14, panel.Right()-14, panel.Y+48, true)
	if !info.Empty() {
		t.drawInfo(c, ctx, info)
	}
	cur := t.S.Current()
	var returns []float64
	if t.S.Over() {
		returns = t.S.Match.State.Returns()
	}
	for i, seat := range t.S.Match.Setup.Seats {
		r := seatCard(i)
		active := engine.Player(i) == cur
		if active {
			c.Glow(r, 0.75)
			c.RoundRect(r, 10, ui.Fade(ui.Gold, 0.16))
		} else {
			c.RoundRect(r, 10, ui.Fade(ui.Cream, 0.05))
		}
		c.Token("token/pawn-"+ui.SeatColour(i), r.X+34, r.Y+r.H/2, 44, 1)
		nameCol := ui.Cream
		if active {
			nameCol = ui.Gold
		}
		c.TextIn(seat.Name, ui.Label, layout.Rect{X: r.X + 66, Y: r.Y + 10, W: r.W - 110, H: 24}, ui.Left, nameCol)
		icon := "human"
		if seat.Kind == engine.Bot {
			icon = "bot"
		}
		c.Icon(icon, r.X+74, r.Y+48, 16, ui.CreamSoft)
		label := play.SeatLabel(seat)
		if t.S.Viewer() == engine.Player(i) && t.S.Humans() > 1 && t.S.HiddenInfo() {
			label += " · looking"
		}
		c.TextIn(label, ui.Small, layout.Rect{X: r.X + 88, Y: r.Y + 38, W: r.W - 130, H: 20}, ui.Left, ui.CreamSoft)
		switch {
		case returns != nil && returns[i] >= 1:
			c.Icon("trophy", r.Right()-26, r.Y+r.H/2, 30, ui.Gold)
		case active && t.S.BotTurn() && !t.Ready:
			// thinking dots: drawn over the layer by drawThinking
		case active:
			c.Icon("arrow-left", r.Right()-26, r.Y+r.H/2, 22, ui.Gold)
		}
	}
}

func (t *GenericTable) drawActions(c *ui.Canvas, ctx *Context) {
	r := tableActions
	c.Panel(r)
	head := layout.Rect{X: r.X + 22, Y: r.Y + 14, W: r.W - 140, H: 34}
	p := t.S.Current()
	switch {
	case t.S.Over():
		c.TextIn("The game is over", ui.Large, head, ui.Left, ui.Ink)
	case t.S.Watching():
		c.TextIn("The bots are playing", ui.Large, head, ui.Left, ui.Ink)
		c.TextIn(fmt.Sprintf("%s plays next. Animation speed: %s.", t.S.Name(p), ctx.Speed.Label()), ui.Body,
			layout.Rect{X: r.X + 22, Y: r.Y + 54, W: r.W - 44, H: 26}, ui.Left, ui.InkSoft)
	case t.S.BotTurn():
		c.TextIn(t.S.Name(p)+" is choosing a move…", ui.Large, head, ui.Left, ui.Ink)
		c.TextIn("A bot is choosing its move; the table stays yours to look at.", ui.Body,
			layout.Rect{X: r.X + 22, Y: r.Y + 54, W: r.W - 44, H: 26}, ui.Left, ui.InkSoft)
	default:
		title := "Your move, " + t.S.Name(p)
		if t.pages > 1 {
			title += fmt.Sprintf("  (%d/%d)", t.page+1, t.pages)
		}
		c.TextIn(title, ui.Large, head, ui.Left, ui.Ink)
	}
}

// drawInfo is the match panel: counts from the log and the keys to know.
func (t *GenericTable) drawInfo(c *ui.Canvas, ctx *Context, r layout.Rect) {
	c.DarkPanel(r)
	c.TextShadow("This game", ui.Label, r.X+20, r.Y+30, ui.Left, ui.Gold)
	c.Divider(r.X+14, r.Right()-14, r.Y+48, true)
	rolls, draws := 0, 0
	for _, e := range t.S.Match.Log {
		for _, ev := range e.Events {
			switch ev.Kind {
			case engine.EvRoll:
				rolls++
			case engine.EvDraw:
				draws++
			}
		}
	}
	save := "after every move"
	if t.S.AutosaveName() == "" {
		save = "off"
	} else if t.S.AutosaveErr() != nil {
		save = "failing"
	}
	rows := [][2]string{
		{"Moves", fmt.Sprint(len(t.S.Match.Log))},
		{"Dice rolled", fmt.Sprint(rolls)},
		{"Cards drawn", fmt.Sprint(draws)},
		{"Autosave", save},
	}
	y := r.Y + 70
	for _, row := range rows {
		if y > r.Bottom()-56 {
			break
		}
		c.Text(row[0], ui.Small, r.X+22, y, ui.Left, ui.CreamSoft)
		c.Text(row[1], ui.BodyB, r.Right()-22, y, ui.Right, ui.Cream)
		y += 26
	}
	c.Text("Esc menu · Z undo · 1–9 pick", ui.Small, r.X+r.W/2, r.Bottom()-24, ui.Center, ui.Fade(ui.CreamSoft, 0.75))
}
