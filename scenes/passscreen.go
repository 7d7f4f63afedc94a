package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/herotable/herotable/assets"
	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/play"
	"github.com/herotable/herotable/scenes/ui"
)

// Pass hides the table between two human seats' turns in a hot-seat game
// with hidden information, until the next player says they have the device.
type Pass struct {
	s       *play.Session
	to      engine.Player
	table   Scene
	group   *ui.Group
	pending Later
}

var passPanel = layout.Centered(layout.Width/2, 340, 640, 380)

// NewPass is the screen that passes the device to seat to, then shows table.
func NewPass(s *play.Session, to engine.Player, table Scene) *Pass {
	p := &Pass{s: s, to: to, table: table}
	ready := ui.NewButton(layout.Centered(layout.Width/2, passPanel.Bottom()-60, 320, 48), "I am "+s.Name(to)+": show me", func() {
		p.pending = func(ctx *Context) {
			p.s.Pass()
			ctx.Host.GoTo(p.table)
		}
	})
	ready.Icon, ready.Primary = "play", true
	menu := ui.NewButton(layout.Back, "Menu", func() { p.pending = func(ctx *Context) { ctx.Host.Show(NewMenu(p, p.s)) } })
	menu.Icon = "menu"
	p.group = ui.NewGroup(ready, menu)
	p.group.SetFocus(ready)
	return p
}

func (p *Pass) Name() string { return "pass" }

func (p *Pass) Update(ctx *Context) error {
	p.group.Update(ctx.Frame)
	if ctx.TakeKey(ebiten.KeyEscape) {
		p.pending = func(ctx *Context) { ctx.Host.Show(NewMenu(p, p.s)) }
	}
	p.pending.Run(ctx)
	return nil
}

func (p *Pass) Draw(c *ui.Canvas, ctx *Context) {
	c.Table()
	r := passPanel
	// A game's own privacy screen, if it has one, stands either side.
	if _, _, ok := assets.Find(p.s.Game() + "/privacy"); ok {
		for _, x := range []float64{r.X / 2, (layout.Width + r.Right()) / 2} {
			c.Sprite(p.s.Game()+"/privacy", layout.Centered(x, r.Y+r.H/2, 200, 200), ebiten.ColorScale{})
		}
	}
	c.Panel(r)
	name := p.s.Name(p.to)
	DrawSeatMark(c, p.s.Match, int(p.to), r.X+r.W/2, r.Y+70, 72)
	c.Text("Pass to "+name, ui.Banner, r.X+r.W/2, r.Y+146, ui.Center, ui.Ink)
	c.Paragraph("The table is hidden so that nobody sees "+name+"'s secrets. Hand the device over; "+name+" shows the table when ready.",
		ui.Body, layout.Rect{X: r.X + 70, Y: r.Y + 186, W: r.W - 140, H: 80}, ui.Center, ui.InkSoft)
	c.TextShadow(p.s.Match.Info.Title, ui.Heading, layout.Width/2, 70, ui.Center, ui.Cream)
	p.group.Draw(c, ctx.Tick, ctx.Mouse)
}

// Close waits for the autosave of the last move (the app is ending).
func (p *Pass) Close() error { return p.s.Close() }
