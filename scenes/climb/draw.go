package climb

import (
	"fmt"
	"strconv"

	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/engine/toys"
	"github.com/herotable/herotable/scenes"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/stage"
	"github.com/herotable/herotable/scenes/tween"
	"github.com/herotable/herotable/scenes/ui"
)

// Places on the table.
var (
	logRect   = layout.Rect{X: 960, Y: 80, W: 300, H: 620}
	climbRect = layout.Centered(470, 250, 96, 134)
	deckRect  = layout.Centered(280, 250, 96, 134)
	dieRect   = layout.Centered(660, 250, 72, 72)
	promptAt  = layout.Rect{X: 40, Y: 620, W: 720, H: 50}
)

const cardW, cardH = 96.0, 134.0

func barAt(i int) layout.Rect { return layout.Rect{X: 1090 + float64(i)*58, Y: 16, W: 52, H: 52} }

// place puts the core's bar and log on the table.
func (t *Table) place() {
	b := &t.Bar
	b.Undo.Rect, b.Rules.Rect, b.Menu.Rect = barAt(0), barAt(1), barAt(2)
	b.Pause.Rect, b.Pause.Style = layout.Rect{X: 780, Y: 625, W: 140, H: 40}, ui.BodyB
	t.Log.Small.Rect, t.Log.Inks = logRect, ui.SeatInk
}

// ControlFor is where a click plays a now (tests).
func (t *Table) ControlFor(a engine.Action) (layout.Rect, bool, bool) { return t.Spots.For(a) }

// seatRect is seat p's place along the top.
func seatRect(p, n int) layout.Rect {
	return layout.Rect{X: 40, Y: 16, W: 880, H: 96}.Columns(n, 16)[p]
}

// handCard is the place of card i of the viewer's n, along the bottom.
func handCard(i, n int) layout.Rect {
	x0 := 470 - (float64(n)*(cardW+14)-14)/2
	return layout.Rect{X: x0 + float64(i)*(cardW+14), Y: 440, W: cardW, H: cardH}
}

// DrawStill draws the seats, the deck, the climb, the die, the viewer's
// hand, the prompt and the log.
func (t *Table) DrawStill(c *ui.Canvas, ctx *stage.Context) {
	c.Table()
	st := t.q.shown
	for p := range st.Players {
		t.drawSeat(c, st, p)
	}
	if st.Deck.Len() > 0 {
		c.Card(deckRect, "", false, false, 1)
	}
	c.TextShadow("Deck", ui.Small, deckRect.X+deckRect.W/2, deckRect.Bottom()+16, ui.Center, ui.CreamSoft)
	if st.Top > 0 {
		c.Card(climbRect, strconv.Itoa(st.Top), true, false, 1)
	} else {
		c.RoundStroke(climbRect, 10, 2, ui.Fade(ui.Gold, 0.4))
	}
	c.TextShadow("The climb", ui.Small, climbRect.X+climbRect.W/2, climbRect.Bottom()+16, ui.Center, ui.CreamSoft)
	if t.Viewer >= 0 && int(t.Viewer) < len(st.Hands) {
		for i, v := range st.Hands[t.Viewer] {
			s := t.Spots.At(handKey + i)
			if s != nil && s.Glow {
				c.Glow(s.Rect, 0.8)
			}
			c.Card(handCard(i, len(st.Hands[t.Viewer])), strconv.Itoa(v), true, false, 1)
		}
	}
	c.TextIn(t.prompt(), ui.Large, promptAt, ui.Center, ui.Cream)
	t.Log.Draw(c, ctx.Tick)
}

func (t *Table) drawSeat(c *ui.Canvas, st *toys.Climb, p int) {
	r := seatRect(p, st.Players)
	c.DarkPanel(r)
	if engine.Player(p) == st.CurrentPlayer() {
		c.RoundStroke(r.Inset(2), 10, 2, ui.Gold)
	}
	c.Circle(r.X+22, r.Y+26, 8, ui.SeatInk(p))
	c.TextIn(t.S.Name(engine.Player(p)), ui.Label, layout.Rect{X: r.X + 38, Y: r.Y + 12, W: r.W - 50, H: 28}, ui.Left, ui.Cream)
	c.Text(fmt.Sprintf("Score %d · %d in hand", st.Scores[p], len(st.Hands[p])), ui.Body, r.X+20, r.Y+66, ui.Left, ui.CreamSoft)
}

// prompt says what is happening in words.
func (t *Table) prompt() string {
	switch p := t.S.Current(); {
	case t.S.Over():
		return "The climb is over"
	case t.Err != "":
		return t.Err
	case t.Mine():
		return "Your turn: click a card to play it onto the climb"
	case t.S.BotTurn() && t.Thinking(t.End != nil):
		return t.S.Name(p) + " is thinking…"
	default:
		return t.S.Name(p) + " to play"
	}
}

// DrawMoving draws the card in flight and the die rolling.
func (t *Table) DrawMoving(c *ui.Canvas, ctx *stage.Context) {
	for _, s := range t.q.Active() {
		k := tween.Progress(ctx.Tick, s.Start, s.Dur)
		switch s.ev.Kind {
		case engine.EvReveal:
			from := seatRect(int(s.ev.Player), t.q.shown.Players).Center()
			r := layout.Centered(lerp(from.X, climbRect.Center().X, k), lerp(from.Y, climbRect.Center().Y, k), cardW, cardH)
			c.Card(r, strconv.Itoa(s.ev.Card), true, false, 1)
		case engine.EvDraw:
			to := seatRect(int(s.ev.Player), t.q.shown.Players).Center()
			r := layout.Centered(lerp(deckRect.Center().X, to.X, k), lerp(deckRect.Center().Y, to.Y, k), cardW, cardH)
			c.Card(r, "", false, false, 1)
		case engine.EvRoll:
			face := s.ev.Face
			if k < 0.8 {
				face = 1 + (ctx.Tick/4)%6
			}
			c.Sprite(ui.DieFace("d6", face), dieRect, ui.Alpha(1))
		}
	}
}

func lerp(a, b, k float64) float64 { return a + (b-a)*tween.OutQuad(k) }

// end is the result over the climb: who won, and where to go next.
type end struct{ scenes.EndPanel }

var endRect = layout.Centered(470, 340, 520, 300)

func newEnd(t *Table) *end {
	e := &end{}
	e.EndPanel = scenes.NewEndPanel(t.S, scenes.Headline(t.S.Match.State, t.S.Names()), endRect,
		scenes.EndLabels{SetupTip: "Choose seats again", Again: "Play again", AgainTip: "The same seats, a new deck"}, e.draw)
	return e
}

func (e *end) draw(c *ui.Canvas) {
	c.Panel(endRect)
	c.TextIn(e.Headline, ui.Heading, endRect.CutTopRect(120), ui.Center, ui.Ink)
}
