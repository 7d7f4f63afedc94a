package scenes

import (
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/play"
	"github.com/herotable/herotable/scenes/ui"
)

// EndChoices are the buttons under a finished game's result, on the
// generic end screen and on every game's own end panel: back to the title,
// a new game's setup, or the same seats again (focused, as the likeliest).
type EndChoices struct {
	Group   *ui.Group
	pending Later  // a click's move, run at Update
	refused string // why the rematch could not start
}

// EndLabels are the words a game puts on its end buttons: the setup
// button's tooltip, and the rematch button's label and tooltip.
type EndLabels struct {
	SetupTip, Again, AgainTip string
}

// NewEndChoices lays the three buttons on row (three places, left to
// right) for session s.
func NewEndChoices(s *play.Session, row []layout.Rect, l EndLabels) *EndChoices {
	e := &EndChoices{}
	title := ui.NewButton(row[0], "Title", func() {
		e.pending = func(ctx *Context) { ctx.Host.GoTo(NewTitle(ctx.Host)) }
	})
	title.Icon = "back"
	setup := ui.NewButton(row[1], "New game", func() {
		e.pending = func(ctx *Context) { ctx.Host.GoTo(NewSetupFrom(s.Match.Setup, NewTitle(ctx.Host))) }
	})
	setup.Tooltip = l.SetupTip
	again := ui.NewButton(row[2], l.Again, func() {
		e.pending = func(ctx *Context) {
			if err := Rematch(ctx, s); err != nil {
				e.refused = "Cannot start again: " + err.Error()
			}
		}
	})
	again.Icon, again.Primary, again.Tooltip = "play", true, l.AgainTip
	e.Group = ui.NewGroup(title, setup, again)
	e.Group.SetFocus(again)
	return e
}

// Update runs the buttons for a tick and what a click asked for. It
// returns why a rematch could not start ("" when nothing was refused), for
// the panel to show in place of its headline.
func (e *EndChoices) Update(ctx *Context) (refused string) {
	e.Group.Update(ctx.Frame)
	e.pending.Run(ctx)
	refused, e.refused = e.refused, ""
	return refused
}

// Rematch starts a new match with s's game, seats and options and a new
// seed, closes s and opens the new table.
func Rematch(ctx *Context, s *play.Session) error {
	setup := s.Match.Setup
	m, err := play.NewMatch(setup.Game, setup.Seats, play.RandomSeed(), setup.Options)
	if err != nil {
		return err
	}
	store, _ := ctx.Host.Saves()
	next, err := play.New(m, store)
	if err != nil {
		return err
	}
	s.Close()
	OpenTable(ctx, next)
	return nil
}

// EndPanel is what every table's result panel shares: its headline, which
// a refused rematch replaces with why, and where to go next. A table's
// panel embeds it (it is then a tablekit.End) and draws the rest in body.
type EndPanel struct {
	Headline string
	Choices  *EndChoices
	body     func(c *ui.Canvas)
}

// NewEndPanel is a result headed by headline in panel, its buttons along
// the panel's foot (EndRow); body draws the panel under the buttons (it
// reads Headline, which a refused rematch changes).
func NewEndPanel(s *play.Session, headline string, panel layout.Rect, l EndLabels, body func(c *ui.Canvas)) EndPanel {
	return EndPanel{Headline: headline, Choices: NewEndChoices(s, EndRow(panel), l), body: body}
}

// EndRow is where every result panel's three buttons sit: centred along
// its foot, the same size at every table.
func EndRow(panel layout.Rect) []layout.Rect {
	return layout.CenteredRow(3, panel.X+panel.W/2, panel.Bottom()-38, 150, 44, 12)
}

// Update runs the panel's buttons.
func (e *EndPanel) Update(ctx *Context) {
	if why := e.Choices.Update(ctx); why != "" {
		e.Headline = why
	}
}

// Controls: the panel has no spots of its own.
func (e *EndPanel) Controls() []ui.Control { return nil }

// Draw draws the panel and its buttons over it.
func (e *EndPanel) Draw(c *ui.Canvas, ctx *Context) {
	e.body(c)
	e.Choices.Group.Draw(c, ctx.Tick, ctx.Mouse)
}
