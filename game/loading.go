package game

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/herotable/herotable/scenes"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/ui"
)

// loading is the browser's first scene. A page has one thread, so the art
// the title needs (atlases, fonts) cannot be decoded while the canvas
// starts up, as the desktop does on a second core. Instead the first frame
// is the table with the page loader's full bar, drawn from shapes alone;
// the next tick decodes the art, draws the first scene once offscreen (so
// its text and sprites are ready on the GPU) and fades it in.
//
// All the art loads in that one tick, not a step per frame with a moving
// bar: in a browser without a GPU every frame costs some 80 ms of software
// rendering, and the extra frames put the title 250 ms later.
type loading struct {
	next  scenes.Scene
	scale func() float64 // the app's render scale, for warm
	shown bool           // drawn once: loading waits for that
}

func newLoading(next scenes.Scene, scale func() float64) *loading {
	return &loading{next: next, scale: scale}
}

func (l *loading) Name() string { return "loading" }

func (l *loading) Update(ctx *scenes.Context) error {
	ctx.Redraw()
	if !l.shown {
		return nil // Update runs before Draw in a tick: the first frame goes out first
	}
	for _, step := range ui.LoadSteps() {
		step()
	}
	warm(l.next, ctx, l.scale())
	ctx.Host.GoTo(l.next)
	return nil
}

// warm draws s once offscreen, so that its first frame on screen finds its
// text shaped and its atlases uploaded.
func warm(s scenes.Scene, ctx *scenes.Context, k float64) {
	img := ebiten.NewImage(8, 8)
	defer img.Deallocate()
	s.Draw(ui.NewCanvas(img, k), ctx)
}

// The bar continues the page's loader (index.html): the same place, size
// and colours, full.
var loadingBar = layout.Rect{X: layout.Width/2 - 180, Y: layout.Height/2 - 5, W: 360, H: 10}

func (l *loading) Draw(c *ui.Canvas, ctx *scenes.Context) {
	l.shown = true
	c.Table()
	c.RoundRect(loadingBar, 5, color.NRGBA{0x3a, 0x30, 0x50, 0xff})
	c.RoundRect(loadingBar.Inset(1), 4, ui.Gold)
}
