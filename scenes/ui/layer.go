package ui

import "github.com/hajimehoshi/ebiten/v2"

// Layer caches the still part of a scene in an offscreen image: while only
// a few things move (dice, a card in flight) each frame copies the layer and
// draws just those, instead of laying out every panel and glyph again.
type Layer struct {
	img   *ebiten.Image
	valid bool
}

// Invalidate makes the next Draw paint the layer afresh.
func (l *Layer) Invalidate() { l.valid = false }

// Draw copies the layer onto c, painting it first with paint if it is out of
// date or the screen changed size.
func (l *Layer) Draw(c *Canvas, paint func(c *Canvas)) {
	b := c.Dst.Bounds()
	if Dry() { // paint as often as it would, on no image of its own
		if l.img != nil {
			l.img.Deallocate()
			l.img = nil
		}
		if !l.valid {
			paint(NewCanvas(c.Dst, c.Scale))
			l.valid = true
		}
		return
	}
	if l.img == nil || l.img.Bounds().Size() != b.Size() {
		if l.img != nil {
			l.img.Deallocate()
		}
		l.img = ebiten.NewImage(b.Dx(), b.Dy())
		l.valid = false
	}
	if !l.valid {
		l.img.Clear()
		paint(NewCanvas(l.img, c.Scale))
		l.valid = true
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(float64(b.Min.X), float64(b.Min.Y))
	c.Dst.DrawImage(l.img, op)
}
