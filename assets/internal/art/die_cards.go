package art

import (
	"math"
	"strings"
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
	frame  Color  // border colour
	epic   bool   // gold frame
	badge  string // letter in the top-left badge
	title  string
	level  string // top-right numeral, "" for none
	pips   int    // level pips under the title
	stats  []int  // Might, Agility, Magic; nil for none
	extra  string // a line under the stats ("Hits 2", "+1 to every hero attack roll")
	lines  [][2]string
	figure func(c *Canvas, fc faces)
}

// dieCardFace draws the card.
func dieCardFace(fc faces, d dieCard) *Canvas {
	c := NewCanvas(dcW, dcH)
	c.Fill(RoundRect(0.5, 0.5, dcW-1, dcH-1, 14), ink)
	border := Paint(Grain{Vertical(2, dcH-2, d.frame.Lighter(0.15), d.frame.Darker(0.3)), 0.07, 8, 8, 7})
	if d.epic {
		border = goldPaint(0, dcH)
	}
	c.Fill(RoundRect(2.5, 2.5, dcW-5, dcH-5, 12), border)
	face := RoundRect(9, 9, dcW-18, dcH-18, 7)
	c.Fill(StrokePath(2.4, true, face), ink.Alpha(0.7))
	c.Fill(face, Grain{Vertical(9, dcH-9, Hex(0xfbf1d8), parchMid), 0.05, 7, 7, 12})
	if d.epic {
		for _, p := range []Pt{P(9, 9), P(dcW-9, 9), P(9, dcH-9), P(dcW-9, dcH-9)} {
			gem(c, p, 5.5)
		}
	}
	// Picture window.
	win := RoundRect(16, 56, dcW-32, 150, 8)
	c.Fill(win, Radial{P(120, 110), 150, []Stop{{0, d.frame.Lighter(0.75)}, {1, d.frame.Lighter(0.3)}}})
	c.FillMask(c.Mask(win).Minus(c.Mask(win.Move(0, 4)).Blur(4)), Color{0, 0, 0, 0.25})
	if d.figure != nil {
		fig := NewCanvas(dcW, dcH)
		d.figure(fig, fc)
		c.DrawMasked(fig, c.Mask(win))
	}
	c.Fill(StrokePath(1.8, true, win), ink.Alpha(0.8))
	// Title plate, badge and level.
	c.Fill(RoundRect(14, 14, dcW-28, 38, 9), ink)
	c.Fill(RoundRect(16, 16, dcW-32, 34, 8), Vertical(16, 50, d.frame.Lighter(0.1), d.frame.Darker(0.35)))
	left, right := 58.0, float64(dcW-18)
	badge := P(36, 33)
	c.Fill(Circle(badge, 20), ink)
	c.Fill(Circle(badge, 18), goldPaint(13, 53))
	c.Fill(Circle(badge, 14.5), parch)
	c.Fill(fc.label(d.badge, badge, 17, 22), ink)
	if d.level != "" {
		at := P(dcW-36, 33)
		c.Fill(shieldPath(at, 21), ink)
		c.Fill(shieldPath(at, 18.5), goldPaint(13, 55))
		c.Fill(fc.label(d.level, at.Add(P(0, -1)), 18, 20), ink)
		right = dcW - 60
	}
	th := 17.0
	if _, w := Text(fc.bold, 100, 0, d.title); w*th/72 > right-left {
		th = max(12, (right-left)*72/w)
	}
	title := fc.label(d.title, P((left+right)/2, 33), th, right-left)
	inked(c, title, 1.8, White)
	for i := 0; i < d.pips; i++ {
		at := P(120+(float64(i)-float64(d.pips-1)/2)*16, 200)
		c.Fill(Polygon(StarPoints(at, 5, 8, 3.6)...), ink)
		c.Fill(Polygon(StarPoints(at, 5, 6.2, 2.6)...), goldLight)
	}
	y := 214.0
	if d.stats != nil {
		dieCardStats(c, fc, d.stats, y)
		y += 58
	}
	if d.extra != "" {
		c.Fill(RoundRect(20, y, dcW-40, 24, 6), ink.Alpha(0.85))
		c.Fill(fc.label(d.extra, P(120, y+12), 12, dcW-56), goldLight)
		y += 30
	}
	for _, l := range d.lines {
		y = dieCardLine(c, fc, l[0], l[1], y)
	}
	return c
}

// dieCardStats draws Might, Agility and Magic: a coloured disc with the
// stat glyph, and the value large beside it.
func dieCardStats(c *Canvas, fc faces, stats []int, y float64) {
	for i, s := range []string{"might", "agility", "magic"} {
		x := 20 + float64(i)*68
		col := dieTokenColours[s]
		c.Fill(RoundRect(x, y, 64, 50, 9), ink)
		c.Fill(RoundRect(x+1.5, y+1.5, 61, 47, 8), Vertical(y, y+50, Hex(0xfffaf0), Hex(0xefe0bc)))
		disc := P(x+17, y+25)
		c.Fill(Circle(disc, 14), ink)
		c.Fill(Circle(disc, 12.6), Radial{disc.Add(P(-4, -4)), 18, []Stop{{0, col.Lighter(0.2)}, {1, col.Darker(0.2)}}})
		markGlyph(c, statGlyph(s), disc, 0.42)
		v := "–"
		if stats[i] > 0 {
			v = itoa(stats[i])
		}
		w := 14.0 * float64(len(v))
		if v == "–" {
			w = 14
		}
		c.Fill(fc.label(v, P(x+47, y+25), 28, math.Max(w, 14)+2), ink)
	}
}

// dieCardLine prints "Head: text" in small type, wrapped to the face, and
// returns the next line's top.
func dieCardLine(c *Canvas, fc faces, head, text string, y float64) float64 {
	const size, lead = 12.0, 14.5
	x0, maxW := 20.0, float64(dcW-40)
	x := x0
	if head != "" {
		p, w := Text(fc.bold, size, 0, head)
		c.fillFast(p.Move(x, y+size), dieHeadInk)
		x += w + 5
	}
	for _, word := range strings.Fields(text) {
		_, w := Text(fc.bold, size, 0, word)
		if x+w > x0+maxW && x > x0 {
			x, y = x0+8, y+lead
		}
		p, _ := Text(fc.bold, size, 0, word)
		c.fillFast(p.Move(x, y+size), ink)
		x += w + 4
	}
	return y + lead + 4
}

var dieHeadInk = Hex(0x8a2a1e)

func itoa(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return string(rune('0'+n/10)) + string(rune('0'+n%10))
}
