package scenes

import (
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/play"
	"github.com/herotable/herotable/scenes/ui"
)

// opening is shown while a game's own art is still on its way (the browser
// fetches each game's atlases when its table first opens): the baize and a
// line of dots, then the table.
type opening struct {
	s    *play.Session
	tick int
	done bool
}

func (o *opening) Name() string { return "table" }

func (o *opening) Update(ctx *Context) error {
	o.tick++
	if !o.done && ui.Prepare(o.s.Game()+"/") {
		o.done = true
		OpenTable(ctx, o.s)
	}
	ctx.Redraw()
	return nil
}

func (o *opening) Draw(c *ui.Canvas, ctx *Context) {
	c.Table()
	c.TextShadow(o.s.Match.Info.Title, ui.Heading, layout.Width/2, layout.Height/2-30, ui.Center, ui.Cream)
	for k := range 3 {
		a := 0.3
		if (o.tick/12)%3 == k {
			a = 1
		}
		c.Circle(layout.Width/2+float64(k-1)*24, layout.Height/2+20, 6, ui.Fade(ui.Cream, a))
	}
}
