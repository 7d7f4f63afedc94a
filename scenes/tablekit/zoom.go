package tablekit

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/stage"
	"github.com/herotable/herotable/scenes/ui"
)

// Zoom: a right-click (a long touch in the browser, or the I key) on any
// spot shows what it pictures large, with its words at reading size, so
// that nothing drawn small on the table has to be read there.

// Pictured is a table that draws what its spots show at any size (a card
// face, a tile): in the zoom, and in its own tooltips if it likes. Without
// it the zoom shows the spot's sprite (Spot.Pic).
type Pictured[K comparable] interface {
	// PicAspect is the picture's width over its height; 0 when s shows
	// none.
	PicAspect(s *Spot[K]) float64
	// DrawPic draws s's picture filling r.
	DrawPic(c *ui.Canvas, s *Spot[K], r layout.Rect)
}

// The zoom's size: its picture at most zoomPicH high and zoomPicW wide,
// its words in a column zoomTextW wide.
const (
	zoomPicH  = 440
	zoomPicW  = 560
	zoomTextW = 380
)

var (
	zoomTitle = ui.Style{Font: ui.Bold, Size: 20}
	zoomBody  = ui.Style{Font: ui.Regular, Size: 16}
)

// inspect opens the zoom on the spot under the pointer (or the focused
// one, by key), and closes it on any click, key or right-click. While it
// shows, the table under it takes no input: it reports so.
func (c *Core[K]) inspect(ctx *stage.Context) bool {
	if c.zoom != nil {
		if ctx.TakeClick() || ctx.Inspect || ctx.TakeKey(ebiten.KeyEscape) || ctx.TakeKey(ebiten.KeyI) || ctx.TakeKey(ebiten.KeyEnter) {
			c.zoom = nil
			c.Layer.Invalidate() // the tooltip under it shows again
			ctx.Redraw()
		}
		ctx.Inspect = false
		ctx.Block()
		return true
	}
	var s *Spot[K]
	switch {
	case ctx.Inspect:
		s = c.spotAt(ctx.Mouse)
	case ctx.Key(ebiten.KeyI):
		if f, ok := c.Group.Focused().(*Spot[K]); ok {
			s = f
		} else if h, ok := c.Group.Hovered().(*Spot[K]); ok {
			s = h
		}
		if s != nil {
			ctx.TakeKey(ebiten.KeyI)
		}
	}
	if s == nil || s.Hint == "" && c.picAspect(s) == 0 {
		return false
	}
	shown := *s
	c.zoom = &shown
	ctx.Inspect = false
	c.Layer.Invalidate() // without the tooltip
	ctx.Redraw()
	return true
}

// spotAt is the topmost of this tick's spots under p, nil if none.
func (c *Core[K]) spotAt(p layout.Point) *Spot[K] {
	for i := len(c.Spots.Order) - 1; i >= 0; i-- {
		if s := c.Spots.Order[i]; s.Rect.Contains(p) {
			return s
		}
	}
	return nil
}

// Zoomed is the spot the zoom shows, nil when closed.
func (c *Core[K]) Zoomed() *Spot[K] { return c.zoom }

func (c *Core[K]) picAspect(s *Spot[K]) float64 {
	if p, ok := c.own.(Pictured[K]); ok {
		if a := p.PicAspect(s); a > 0 {
			return a
		}
	}
	return PicWidth(s.Pic) / PicH
}

func (c *Core[K]) drawPic(cv *ui.Canvas, s *Spot[K], r layout.Rect) {
	if p, ok := c.own.(Pictured[K]); ok && p.PicAspect(s) > 0 {
		p.DrawPic(cv, s, r)
		return
	}
	cv.TrySprite(s.Pic, r, ui.Alpha(1))
}

// drawZoom draws the zoom over everything: the picture large on the left,
// the spot's words beside it, the first line as its title.
func (c *Core[K]) drawZoom(cv *ui.Canvas) {
	s := c.zoom
	if s == nil {
		return
	}
	cv.Fill(layout.Screen, ui.Fade(ui.Dim, 0.7))
	var pic layout.Rect
	if a := c.picAspect(s); a > 0 {
		h := min(zoomPicH, zoomPicW/a)
		pic = layout.Rect{W: h * a, H: h}
	}
	title, body, _ := strings.Cut(s.Hint, "\n")
	var lines []string
	for _, para := range strings.Split(body, "\n") {
		lines = append(lines, ui.Wrap(para, zoomBody, zoomTextW)...)
	}
	heads := ui.Wrap(title, zoomTitle, zoomTextW) // a long title wraps, never cut
	lh, th := ui.LineHeight(zoomBody), ui.LineHeight(zoomTitle)
	textH := float64(len(heads))*th + 8 + float64(len(lines))*lh
	w, h := pic.W, max(pic.H, textH)
	if s.Hint != "" {
		w += zoomTextW
		if pic.W > 0 {
			w += 24
		}
	}
	panel := layout.Centered(layout.Width/2, layout.Height/2, w+48, min(h+48+28, layout.Height-16))
	cv.Panel(panel)
	x, y := panel.X+24, panel.Y+24
	if pic.W > 0 {
		c.drawPic(cv, s, layout.Rect{X: x, Y: y + (h-pic.H)/2, W: pic.W, H: pic.H})
		x += pic.W + 24
	}
	if s.Hint != "" {
		ty := y + (h-textH)/2
		for _, l := range heads {
			cv.TextIn(l, zoomTitle, layout.Rect{X: x, Y: ty, W: zoomTextW, H: th}, ui.Left, ui.Ink)
			ty += th
		}
		ty += 8
		for i, l := range lines {
			if ty+2*lh > panel.Bottom()-28 && i < len(lines)-1 {
				cv.Text(ui.MoreFollows(l, zoomBody, zoomTextW), zoomBody, x, ty+lh/2, ui.Left, ui.Ink)
				break
			}
			cv.Text(l, zoomBody, x, ty+lh/2, ui.Left, ui.Ink)
			ty += lh
		}
	}
	cv.Text("Click anywhere or press Esc to close", ui.Style{Font: ui.Regular, Size: 13}, panel.X+panel.W/2, panel.Bottom()-16, ui.Center, ui.InkSoft)
}
