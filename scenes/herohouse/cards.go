package herohouse

import (
	"fmt"
	"image/color"

	hh "github.com/herotable/herotable/engine/herohouse"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/ui"
)

// Colours of the Hero House table beyond the app's palette.
var (
	monsterInk = color.NRGBA{0xb0, 0x5c, 0xe0, 0xff} // the monster player's seat
	loseInk    = color.NRGBA{0xe8, 0x6a, 0x5c, 0xff}
	cosmicInk  = color.NRGBA{0xb8, 0x8c, 0xf0, 0xff}
	nowinInk   = color.NRGBA{0xcd, 0xbd, 0x98, 0xff}
	cardPaper  = color.NRGBA{0xfb, 0xf3, 0xdf, 0xff}
	cardBack   = color.NRGBA{0x6e, 0x2a, 0x2a, 0xff}
	stageInk   = color.NRGBA{0x12, 0x1a, 0x16, 0xff} // behind a fight, so the dots read
)

// suitInks tell the suits apart on the stand-in cards (the names and the
// suit letter say it too).
var suitInks = [4]color.NRGBA{
	{0xd9, 0xa4, 0x32, 0xff}, {0x4f, 0x8f, 0xc9, 0xff}, {0x5e, 0xa8, 0x5a, 0xff}, {0xc0, 0x5a, 0x48, 0xff},
}

// cardSprite is the sprite name of a card's face, or of the back.
func cardSprite(card int, faceUp bool) string {
	if !faceUp || card < 0 {
		return "herohouse/card/back"
	}
	return "herohouse/card/" + hh.ID(card)
}

// drawPose draws a card in pose p at opacity a, with a soft shadow.
func (t *Table) drawPose(c *ui.Canvas, p Pose, a float64) {
	if p.FaceUp && p.Card >= 0 && t.record != nil {
		t.record(p.Card)
	}
	w := p.W * p.ScaleX
	if w < 0.5 {
		return
	}
	img := ui.Sprite(cardSprite(p.Card, p.FaceUp))
	if img == nil {
		drawStandIn(c, p, a)
		return
	}
	c.ImageRotated(img, p.X+1.5, p.Y+2.5, w, p.H, p.Angle, ui.Tint(color.Black, 0.35*a))
	c.ImageRotated(img, p.X, p.Y, w, p.H, p.Angle, ui.Alpha(a))
}

// drawCard draws a card lying in r (crossways if turned).
func (t *Table) drawCard(c *ui.Canvas, card int, r layout.Rect, turned bool, a float64) {
	t.drawPose(c, PoseOf(r, turned, card), a)
}

// drawStandIn draws a card without its art (the atlas does not hold it
// yet): paper with the suit's colour, the name and the dots, or a back.
func drawStandIn(c *ui.Canvas, p Pose, a float64) {
	w, h := p.W*p.ScaleX, p.H
	if p.Angle != 0 { // crossways: lay the paper landscape
		w, h = p.H, p.W*p.ScaleX
	}
	r := layout.Centered(p.X, p.Y, w, h)
	c.RoundRect(r.Offset(1.5, 2.5), 4, ui.Fade(color.Black, 0.3*a))
	if !p.FaceUp || p.Card < 0 {
		c.RoundRect(r, 4, ui.Fade(cardBack, a))
		c.RoundStroke(r.Inset(2), 3, 1.5, ui.Fade(ui.Gold, 0.7*a))
		if r.W > 30 {
			c.Circle(r.X+r.W/2, r.Y+r.H/2, r.W*0.18, ui.Fade(ui.Gold, 0.5*a))
		}
		return
	}
	su := hh.SuitOf(p.Card)
	c.RoundRect(r, 4, ui.Fade(cardPaper, a))
	band := layout.Rect{X: r.X, Y: r.Y, W: r.W, H: max(r.H*0.16, 5)}
	c.RoundRect(band, 4, ui.Fade(suitInks[su], a))
	c.RoundStroke(r, 4, 1, ui.Fade(ui.InkSoft, 0.8*a))
	wd, bd := hh.Dots(p.Card)
	if r.W >= 40 {
		st := ui.Style{Font: ui.Bold, Size: max(9, r.W/6.5)}
		c.Text(string("PHBL"[su]), st, r.X+4, band.Y+band.H/2, ui.Left, ui.Fade(ui.Cream, a))
		lines := ui.Wrap(hh.Name(p.Card), st, r.W-6)
		y := r.Y + r.H*0.42
		for _, ln := range lines {
			c.Text(ln, st, r.X+r.W/2, y, ui.Center, ui.Fade(ui.Ink, a))
			y += st.Size * 1.2
		}
	}
	dotsRow(c, r.X+r.W/2, r.Bottom()-max(r.H*0.12, 5), max(r.W/14, 2.2), wd, bd, a)
}

// dotsRow draws w white dots (rings) then b black dots centred on (cx, cy).
func dotsRow(c *ui.Canvas, cx, cy, rad float64, w, b int, a float64) {
	n := w + b
	step := rad * 2.4
	x := cx - step*float64(n-1)/2
	for i := range n {
		drawDot(c, x+float64(i)*step, cy, rad, i < w, a)
	}
}

// drawDot draws one dot: white is a ring, black is filled, so they differ
// without colour too.
func drawDot(c *ui.Canvas, x, y, rad float64, white bool, a float64) {
	name := "herohouse/dot/black"
	if white {
		name = "herohouse/dot/white"
	}
	if img := ui.Sprite(name); img != nil {
		c.Image(img, layout.Centered(x, y, 2*rad, 2*rad), ui.Alpha(a))
		return
	}
	c.Circle(x, y, rad, ui.Fade(ui.Ink, a))
	if white {
		c.Circle(x, y, rad*0.62, ui.Fade(cardPaper, a))
	}
}

// dotsText is a dot count as text: "4○ 6●".
func dotsText(w, b int) string { return fmt.Sprintf("%d○ %d●", w, b) }

// spriteFit draws the named sprite centred on (cx, cy) at height h,
// keeping its proportions, and returns the rectangle it took.
func spriteFit(c *ui.Canvas, name string, cx, cy, h float64, a float64) (layout.Rect, bool) {
	img := ui.Sprite(name)
	if img == nil {
		return layout.Rect{}, false
	}
	b := img.Bounds()
	w := h * float64(b.Dx()) / float64(b.Dy())
	r := layout.Centered(cx, cy, w, h)
	c.Image(img, r, ui.Alpha(a))
	return r, true
}

// badge draws a seat badge sprite, or a lettered disc while the art is
// missing.
func badge(c *ui.Canvas, name, letter string, cx, cy, size float64, col color.Color, a float64) {
	if c.TrySprite(name, layout.Centered(cx, cy, size, size), ui.Alpha(a)) {
		return
	}
	c.Circle(cx, cy, size/2, ui.Fade(col, a))
	c.Circle(cx, cy, size/2-1.5, ui.Fade(ui.Dim, 0.5*a))
	c.Text(letter, ui.Style{Font: ui.Bold, Size: max(12, size*0.6)}, cx, cy, ui.Center, ui.Fade(ui.Cream, a))
}
