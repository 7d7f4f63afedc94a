package dieinthedungeon

import (
	"math"
	"strings"

	"github.com/herotable/herotable/assets/internal/art"
)

// DIE in the Dungeon! card faces, 240x340 (twice the 120x170 they are
// shown at): a frame in the card's colour (gold for Epic heroes), a title
// plate with a round type badge at the left and the level at the right,
// the figure in a window, a band of stat glyphs with large numbers, and
// the powers in small print. The numbers are 30 px tall, 15 on screen.

const (
	dcW = 240
	dcH = 340
)

// dieCard is what one card face shows.
type dieCard struct {
	frame  art.Color // border colour
	epic   bool      // gold frame
	badge  string    // letter in the top-left badge
	title  string
	level  string // top-right numeral, "" for none
	pips   int    // level pips under the title
	stats  []int  // Might, Agility, Magic; nil for none
	extra  string // a line under the stats ("Hits 2", "+1 to every hero attack roll")
	lines  [][2]string
	figure func(c *art.Canvas, fc art.Faces)
}

// dieCardFace draws the card.
func dieCardFace(fc art.Faces, d dieCard) *art.Canvas {
	c := art.NewCanvas(dcW, dcH)
	c.Fill(art.RoundRect(0.5, 0.5, dcW-1, dcH-1, 14), art.Ink)
	border := art.Paint(art.Grain{Base: art.Vertical(2, dcH-2, d.frame.Lighter(0.15), d.frame.Darker(0.3)), Amp: 0.07, SX: 8, SY: 8, Seed: 7})
	if d.epic {
		border = art.GoldPaint(0, dcH)
	}
	c.Fill(art.RoundRect(2.5, 2.5, dcW-5, dcH-5, 12), border)
	face := art.RoundRect(9, 9, dcW-18, dcH-18, 7)
	c.Fill(art.StrokePath(2.4, true, face), art.Ink.Alpha(0.7))
	c.Fill(face, art.Grain{Base: art.Vertical(9, dcH-9, art.Hex(0xfbf1d8), art.ParchMid), Amp: 0.05, SX: 7, SY: 7, Seed: 12})
	if d.epic {
		for _, p := range []art.Pt{art.P(9, 9), art.P(dcW-9, 9), art.P(9, dcH-9), art.P(dcW-9, dcH-9)} {
			art.Gem(c, p, 5.5)
		}
	}
	// Picture window.
	win := art.RoundRect(16, 56, dcW-32, 150, 8)
	c.Fill(win, art.Radial{C: art.P(120, 110), R: 150, Stops: []art.Stop{{T: 0, C: d.frame.Lighter(0.75)}, {T: 1, C: d.frame.Lighter(0.3)}}})
	c.FillMask(c.Mask(win).Minus(c.Mask(win.Move(0, 4)).Blur(4)), art.Color{R: 0, G: 0, B: 0, A: 0.25})
	if d.figure != nil {
		fig := art.NewCanvas(dcW, dcH)
		d.figure(fig, fc)
		c.DrawMasked(fig, c.Mask(win))
	}
	c.Fill(art.StrokePath(1.8, true, win), art.Ink.Alpha(0.8))
	// Title plate, badge and level.
	c.Fill(art.RoundRect(14, 14, dcW-28, 38, 9), art.Ink)
	c.Fill(art.RoundRect(16, 16, dcW-32, 34, 8), art.Vertical(16, 50, d.frame.Lighter(0.1), d.frame.Darker(0.35)))
	left, right := 58.0, float64(dcW-18)
	badge := art.P(36, 33)
	c.Fill(art.Circle(badge, 20), art.Ink)
	c.Fill(art.Circle(badge, 18), art.GoldPaint(13, 53))
	c.Fill(art.Circle(badge, 14.5), art.Parch)
	c.Fill(fc.Label(d.badge, badge, 17, 22), art.Ink)
	if d.level != "" {
		at := art.P(dcW-36, 33)
		c.Fill(art.ShieldPath(at, 21), art.Ink)
		c.Fill(art.ShieldPath(at, 18.5), art.GoldPaint(13, 55))
		c.Fill(fc.Label(d.level, at.Add(art.P(0, -1)), 18, 20), art.Ink)
		right = dcW - 60
	}
	th := 17.0
	if _, w := art.Text(fc.Bold, 100, 0, d.title); w*th/72 > right-left {
		th = max(12, (right-left)*72/w)
	}
	title := fc.Label(d.title, art.P((left+right)/2, 33), th, right-left)
	art.Inked(c, title, 1.8, art.White)
	for i := 0; i < d.pips; i++ {
		at := art.P(120+(float64(i)-float64(d.pips-1)/2)*16, 200)
		c.Fill(art.Polygon(art.StarPoints(at, 5, 8, 3.6)...), art.Ink)
		c.Fill(art.Polygon(art.StarPoints(at, 5, 6.2, 2.6)...), art.GoldLight)
	}
	y := 214.0
	if d.stats != nil {
		dieCardStats(c, fc, d.stats, y)
		y += 58
	}
	if d.extra != "" {
		c.Fill(art.RoundRect(20, y, dcW-40, 24, 6), art.Ink.Alpha(0.85))
		c.Fill(fc.Label(d.extra, art.P(120, y+12), 12, dcW-56), art.GoldLight)
		y += 30
	}
	for _, l := range d.lines {
		y = dieCardLine(c, fc, l[0], l[1], y)
	}
	return c
}

// dieCardStats draws Might, Agility and Magic: a coloured disc with the
// stat glyph, and the value large beside it.
func dieCardStats(c *art.Canvas, fc art.Faces, stats []int, y float64) {
	for i, s := range []string{"might", "agility", "magic"} {
		x := 20 + float64(i)*68
		col := dieTokenColours[s]
		c.Fill(art.RoundRect(x, y, 64, 50, 9), art.Ink)
		c.Fill(art.RoundRect(x+1.5, y+1.5, 61, 47, 8), art.Vertical(y, y+50, art.Hex(0xfffaf0), art.Hex(0xefe0bc)))
		disc := art.P(x+17, y+25)
		c.Fill(art.Circle(disc, 14), art.Ink)
		c.Fill(art.Circle(disc, 12.6), art.Radial{C: disc.Add(art.P(-4, -4)), R: 18, Stops: []art.Stop{
			{T: 0, C: col.Lighter(0.2)}, {T: 1, C: col.Darker(0.2)},
		}})
		markGlyph(c, art.StatGlyph(s), disc, 0.42)
		v := "–"
		if stats[i] > 0 {
			v = art.Itoa(stats[i])
		}
		w := 14.0 * float64(len(v))
		if v == "–" {
			w = 14
		}
		c.Fill(fc.Label(v, art.P(x+47, y+25), 28, math.Max(w, 14)+2), art.Ink)
	}
}

// dieCardLine prints "Head: text" in small type, wrapped to the face, and
// returns the next line's top.
func dieCardLine(c *art.Canvas, fc art.Faces, head, text string, y float64) float64 {
	const size, lead = 12.0, 14.5
	x0, maxW := 20.0, float64(dcW-40)
	x := x0
	if head != "" {
		p, w := art.Text(fc.Bold, size, 0, head)
		c.FillFast(p.Move(x, y+size), dieHeadInk)
		x += w + 5
	}
	for _, word := range strings.Fields(text) {
		_, w := art.Text(fc.Bold, size, 0, word)
		if x+w > x0+maxW && x > x0 {
			x, y = x0+8, y+lead
		}
		p, _ := art.Text(fc.Bold, size, 0, word)
		c.FillFast(p.Move(x, y+size), art.Ink)
		x += w + 4
	}
	return y + lead + 4
}

var dieHeadInk = art.Hex(0x8a2a1e)
