package herohouse

import (
	"fmt"
	"math"

	"github.com/herotable/herotable/assets/internal/art"
)

// Hero House card faces, 144x208: a frame in the suit's colour with the
// suit's symbol in a badge at the top (so colour never carries meaning
// alone), the dots down the top-left and, turned round, the bottom-right
// corner, the drawing in an arched window and the name along the bottom.

// hhSuitColour is the frame colour of each suit.
func hhSuitColour(suit string) art.Color {
	switch suit {
	case "prime":
		return art.Hex(0x6b3f98)
	case "head":
		return art.Hex(0xb0382c)
	case "body":
		return art.Hex(0x2c5c9c)
	case "legs":
		return art.Hex(0x3b7a35)
	}
	panic("unknown Hero House suit " + suit)
}

// Dot layout: radius, the first dot's centre and the step down the column.
const (
	hhDotR    = 13.0
	hhDotStep = 29.0
)

// HHDotCentre is the centre of dot i (0 = first, white dots first) in the
// top-left column, or in the bottom-right one (turned 180°, so its first
// dot is lowest).
func HHDotCentre(i int, bottomRight bool) (x, y float64) {
	if bottomRight {
		return hhW - 22, 171 - float64(i)*hhDotStep
	}
	return 22, 22 + float64(i)*hhDotStep
}

// hhDot draws a dot of radius r: white is a hollow light ring with a dark
// rim, black a solid dark disc with a light rim, so the two differ in
// shape (ring or filled) and not only in colour.
func hhDot(c *art.Canvas, at art.Pt, r float64, white bool) {
	if white {
		c.FillFast(art.Circle(at, r), art.Ink)
		c.FillFast(art.Circle(at, r*0.76), art.Radial{C: at.Add(art.P(-r*0.2, -r*0.25)), R: r, Stops: []art.Stop{
			{T: 0, C: art.White}, {T: 1, C: art.Hex(0xe6e0d4)},
		}})
		return
	}
	c.FillFast(art.Circle(at, r), art.Ink.Alpha(0.8))
	c.FillFast(art.Circle(at, r-0.9), art.Hex(0xfff6e0))
	c.FillFast(art.Circle(at, r-2.6), art.Radial{C: at.Add(art.P(-r*0.3, -r*0.3)), R: r * 1.2, Stops: []art.Stop{
		{T: 0, C: art.Hex(0x4a4440)}, {T: 0.5, C: art.Hex(0x1a1512)}, {T: 1, C: art.Hex(0x050403)},
	}})
	c.FillFast(art.Circle(at.Add(art.P(-r*0.32, -r*0.34)), r*0.16), art.Color{R: 1, G: 1, B: 1, A: 0.3})
}

// hhFrame draws the card's edge, the suit-coloured border with its gold
// rule and the parchment face.
func hhFrame(c *art.Canvas, border art.Color, seed uint32) {
	c.Fill(art.RoundRect(0.5, 0.5, hhW-1, hhH-1, 11), art.Ink)
	c.Fill(art.RoundRect(2, 2, hhW-4, hhH-4, 9.5), art.Grain{Base: art.Vertical(2, hhH-2, border.Lighter(0.12), border.Darker(0.28)), Amp: 0.07, SX: 8, SY: 8, Seed: seed})
	c.Fill(art.StrokePath(1.1, true, art.RoundRect(4.6, 4.6, hhW-9.2, hhH-9.2, 7.6)), art.GoldLight.Alpha(0.75))
	face := art.RoundRect(7, 7, hhW-14, hhH-14, 5.5)
	c.Fill(face, art.Grain{Base: art.Vertical(7, hhH-7, art.Hex(0xfbf1d8), art.ParchMid), Amp: 0.05, SX: 7, SY: 7, Seed: 12})
	c.FillMask(c.Mask(face).Minus(c.Mask(art.RoundRect(9, 9, hhW-18, hhH-18, 4)).Blur(3)), art.Color{R: 0.4, G: 0.22, B: 0.05, A: 0.28})
}

// hhWindow is the arched picture window behind the drawing.
func hhWindow(c *art.Canvas, suit art.Color) {
	var w art.Path
	w.MoveTo(art.P(37, 182))
	w.LineTo(art.P(37, 78))
	w.CubeTo(art.P(37, 56), art.P(52, 44), art.P(72, 44))
	w.CubeTo(art.P(92, 44), art.P(107, 56), art.P(107, 78))
	w.LineTo(art.P(107, 182))
	w.Close()
	c.Fill(w, art.Vertical(44, 182, suit.Lighter(0.82), suit.Lighter(0.62).Mix(art.ParchMid, 0.4)))
	c.FillMask(c.Mask(w).Minus(c.Mask(w.Move(0, 3)).Blur(3)), art.Color{R: 0, G: 0, B: 0, A: 0.18})
	c.Fill(art.StrokePath(1.2, true, w), suit.Darker(0.3).Alpha(0.7))
}

// hhBadge is the round suit badge at the top centre.
func hhBadge(c *art.Canvas, suit string, at art.Pt) {
	col := hhSuitColour(suit)
	c.Shadow(art.Circle(at, 15.5), 0, 1.5, 2, art.Color{R: 0, G: 0, B: 0, A: 0.35})
	c.Fill(art.Circle(at, 16.5), art.Ink)
	c.Fill(art.Circle(at, 15.3), art.GoldPaint(at.Y-16, at.Y+16))
	c.Fill(art.Circle(at, 12.8), art.Ink.Alpha(0.8))
	c.Fill(art.Circle(at, 12), art.Radial{C: at.Add(art.P(-4, -5)), R: 17, Stops: []art.Stop{{T: 0, C: col.Lighter(0.25)}, {T: 1, C: col.Darker(0.2)}}})
	c.Fill(suitGlyph(suit, at, 9.2), art.Hex(0xfffaf0))
}

// hhName prints the card's name on a small plate along the bottom.
func hhName(c *art.Canvas, fc art.Faces, name string) {
	plate := art.RoundRect(13, 186, hhW-26, 15, 4.5)
	c.FillFast(art.RoundRect(12, 185, hhW-24, 17, 5.5), art.InkSoft.Alpha(0.85))
	c.FillFast(plate, art.Vertical(186, 201, art.Hex(0xfdf6e3), art.Hex(0xefdcb2)))
	p, w := art.Text(fc.Bold, 11, 0.2, name)
	k := math.Min(1, (hhW-34)/w)
	c.FillFast(p.Transform(art.Scale(k, 1)).Move(72-w*k/2, 197.2), art.Ink)
}

// hhLayers are the parts of a face common to a suit, drawn once: the
// frame and window under the drawing, the badge over it.
type hhLayers struct{ under, over *art.Canvas }

func hhSuitLayers(suit string, seed uint32) hhLayers {
	col := hhSuitColour(suit)
	under := art.NewCanvas(hhW, hhH)
	hhFrame(under, col, seed)
	hhWindow(under, col)
	over := art.NewCanvas(hhW, hhH)
	hhBadge(over, suit, art.P(72, 25))
	return hhLayers{under, over}
}

// hhFace draws one card face on a copy of its suit's layers.
func hhFace(fc art.Faces, card HeroHouseCard, l hhLayers) *art.Canvas {
	c := &art.Canvas{W: hhW, H: hhH, Pix: append([]float64(nil), l.under.Pix...)}
	switch card.Suit {
	case "prime":
		drawPrime(c, fc, card.Name)
	case "head":
		drawHeadCard(c, card.Name)
	case "body":
		drawBodyCard(c, card.Name)
	case "legs":
		drawLegsCard(c, card.Name)
	}
	c.Draw(l.over, 1)
	for i := 0; i < card.W+card.B; i++ {
		for _, br := range []bool{false, true} {
			x, y := HHDotCentre(i, br)
			hhDot(c, art.P(x, y), hhDotR, i < card.W)
		}
	}
	hhName(c, fc, card.Name)
	return c
}

// suitGlyph is the symbol of a suit fitting a circle of radius r: a whole
// star-shaped figure for primes, a head, a shirt-shaped torso, a pair of
// legs.
func suitGlyph(suit string, c art.Pt, r float64) art.Path {
	m := art.Affine{A: r, B: 0, C: c.X, D: 0, E: r, F: c.Y}
	switch suit {
	case "prime":
		body := art.RoundPolygon(0.06,
			art.P(-0.2, -0.42), art.P(-0.98, -0.38), art.P(-0.3, 0.04), art.P(-0.72, 0.98),
			art.P(0, 0.46), art.P(0.72, 0.98), art.P(0.3, 0.04), art.P(0.98, -0.38), art.P(0.2, -0.42))
		return art.Join(body, art.Circle(art.P(0, -0.7), 0.29)).Transform(m)
	case "head":
		head := art.Join(art.Ellipse(art.P(0, -0.2), 0.62, 0.7), art.Circle(art.P(-0.62, -0.12), 0.16), art.Circle(art.P(0.62, -0.12), 0.16))
		neck := art.RoundPolygon(0.08, art.P(-0.26, 0.3), art.P(0.26, 0.3), art.P(0.3, 0.78), art.P(-0.3, 0.78))
		collar := art.RoundRect(-0.62, 0.68, 1.24, 0.3, 0.14)
		return art.Join(head, neck, collar).Transform(m)
	case "body":
		var p art.Path
		p.MoveTo(art.P(-0.32, -0.86))
		p.CubeTo(art.P(-0.2, -0.62), art.P(0.2, -0.62), art.P(0.32, -0.86))
		p.LineTo(art.P(0.92, -0.6))
		p.LineTo(art.P(1.0, -0.02))
		p.LineTo(art.P(0.62, 0.06))
		p.LineTo(art.P(0.6, 0.9))
		p.LineTo(art.P(-0.6, 0.9))
		p.LineTo(art.P(-0.62, 0.06))
		p.LineTo(art.P(-1.0, -0.02))
		p.LineTo(art.P(-0.92, -0.6))
		p.Close()
		return p.Transform(m)
	case "legs":
		waist := art.RoundRect(-0.56, -0.96, 1.12, 0.32, 0.1)
		legs := art.Join(
			art.Stroke(0.42, false, art.P(-0.3, -0.7), art.P(-0.34, 0.66)),
			art.Stroke(0.42, false, art.P(0.3, -0.7), art.P(0.34, 0.66)),
			art.RoundPolygon(0.1, art.P(-0.56, -0.8), art.P(0.56, -0.8), art.P(0.5, -0.3), art.P(-0.5, -0.3)))
		feet := art.Join(art.Ellipse(art.P(-0.56, 0.8), 0.4, 0.18), art.Ellipse(art.P(0.56, 0.8), 0.4, 0.18))
		return art.Join(waist, legs, feet).Transform(m)
	}
	panic("unknown Hero House suit " + suit)
}

// hhBack is the common back: a deep teal field patterned with rings and
// discs (the game's white and black dots) and a medallion with the house
// and its balance.
func hhBack() *art.Canvas {
	c := art.NewCanvas(hhW, hhH)
	c.Fill(art.RoundRect(0.5, 0.5, hhW-1, hhH-1, 11), art.Ink)
	c.Fill(art.RoundRect(2, 2, hhW-4, hhH-4, 9.5), art.Grain{Base: art.Radial{C: art.P(72, 104), R: 130, Stops: []art.Stop{
		{T: 0, C: art.Hex(0x24707a)}, {T: 1, C: art.Hex(0x0e2f38)},
	}}, Amp: 0.07, SX: 6, SY: 6, Seed: 41})
	field := art.RoundRect(10, 10, hhW-20, hhH-20, 6)
	fm := c.Mask(field)
	var rings, discs art.Path
	for row := 0; row*12 < hhH; row++ {
		for col := 0; col*12 < hhW+12; col++ {
			x, y := float64(col*12)+float64(row%2)*6, float64(row*12)+4
			if (row/1+col)%2 == 0 {
				rings.Append(art.Ring(art.P(x, y), 1.6, 3))
			} else {
				discs.Append(art.Circle(art.P(x, y), 2.6))
			}
		}
	}
	c.FillMask(c.Mask(rings).Times(fm), art.GoldLight.Alpha(0.3))
	c.FillMask(c.Mask(discs).Times(fm), art.Color{R: 0, G: 0, B: 0, A: 0.3})
	c.FillMask(fm.Minus(c.Mask(art.RoundRect(15, 15, hhW-30, hhH-30, 4)).Blur(5)), art.Color{R: 0, G: 0, B: 0, A: 0.4})
	c.Fill(art.StrokePath(1.6, true, art.RoundRect(6, 6, hhW-12, hhH-12, 8)), art.GoldPaint(6, hhH-6))
	c.Fill(art.StrokePath(0.9, true, field), art.Gold.Alpha(0.8))
	for _, p := range []art.Pt{art.P(10, 10), art.P(hhW-10, 10), art.P(10, hhH-10), art.P(hhW-10, hhH-10)} {
		art.Gem(c, p, 3.8)
	}
	ctr := art.P(72, 104)
	c.Shadow(art.Circle(ctr, 42), 0, 3, 3, art.Color{R: 0, G: 0, B: 0, A: 0.55})
	c.Fill(art.Circle(ctr, 43), art.Ink)
	c.Fill(art.Circle(ctr, 41.5), art.GoldPaint(ctr.Y-42, ctr.Y+42))
	c.Fill(art.Circle(ctr, 37), art.Ink)
	c.Fill(art.Circle(ctr, 36), art.Radial{C: ctr.Add(art.P(0, -10)), R: 44, Stops: []art.Stop{
		{T: 0, C: art.Hex(0x2f5560)}, {T: 1, C: art.Hex(0x10262c)},
	}})
	var studs art.Path
	for i := 0; i < 28; i++ {
		studs.Append(art.Circle(art.Polar(ctr, 39.3, 2*math.Pi*float64(i)/28), 0.9))
	}
	c.Fill(studs, art.GoldDark)
	houseEmblem(c, ctr.Add(art.P(0, 2)), 25)
	return c
}

// houseEmblem is a gold house whose door frames a balance: a white dot in
// one pan, a black dot in the other. s is the house's half width.
func houseEmblem(c *art.Canvas, at art.Pt, s float64) {
	m := art.Affine{A: s, B: 0, C: at.X, D: 0, E: s, F: at.Y}
	lw := math.Max(0.8, s*0.06)
	house := art.RoundPolygon(0.05, art.P(0, -1.08), art.P(1.12, -0.12), art.P(0.86, -0.12), art.P(0.86, 0.98),
		art.P(-0.86, 0.98), art.P(-0.86, -0.12), art.P(-1.12, -0.12)).Transform(m)
	chimney := art.Rect(0.5, -0.92, 0.22, 0.5).Transform(m)
	c.Shadow(house, 0, s*0.06, int(math.Max(1, s*0.06)), art.Color{R: 0, G: 0, B: 0, A: 0.45})
	c.FillMask(c.Mask(art.Join(house, chimney)).Dilate(lw), art.Ink)
	c.Fill(chimney, art.GoldDark)
	c.Fill(house, art.GoldPaint(at.Y-s, at.Y+s))
	room := art.RoundPolygon(0.04, art.P(0, -0.78), art.P(0.66, -0.2), art.P(0.66, 0.8), art.P(-0.66, 0.8), art.P(-0.66, -0.2)).Transform(m)
	c.Fill(room, art.Vertical(at.Y-0.8*s, at.Y+0.8*s, art.Hex(0x3a2418), art.Hex(0x1e120a)))
	balance(c, m, s)
}

// balance is a pair of scales with a white dot in the left pan and a black
// dot in the right; m maps the unit design (beam at y = -0.3, base at y =
// 0.7), s is its scale in px.
func balance(c *art.Canvas, m art.Affine, s float64) {
	metal := art.GoldLight
	c.Fill(art.Join(art.Stroke(0.09*s, false, m.Apply(art.P(0, -0.42)), m.Apply(art.P(0, 0.62))),
		art.Stroke(0.09*s, false, m.Apply(art.P(-0.56, -0.3)), m.Apply(art.P(0.56, -0.3))),
		art.RoundRect(-0.3, 0.6, 0.6, 0.1, 0.04).Transform(m)), metal)
	c.Fill(art.Circle(m.Apply(art.P(0, -0.46)), 0.08*s), metal)
	for _, sx := range []float64{-1, 1} {
		top, l, r := art.P(sx*0.5, -0.3), art.P(sx*0.5-0.16, 0.22), art.P(sx*0.5+0.16, 0.22)
		c.Fill(art.Join(art.StrokeButt(0.035*s, m.Apply(top), m.Apply(l)), art.StrokeButt(0.035*s, m.Apply(top), m.Apply(r))), metal.Alpha(0.85))
		pan := art.Polygon(art.P(sx*0.5-0.2, 0.22), art.P(sx*0.5+0.2, 0.22), art.P(sx*0.5+0.12, 0.3), art.P(sx*0.5-0.12, 0.3)).Transform(m)
		c.Fill(pan, metal)
		dot := m.Apply(art.P(sx*0.5, 0.08))
		if sx < 0 {
			c.Fill(art.Circle(dot, 0.14*s), art.White)
			c.Fill(art.Ring(dot, 0.09*s, 0.14*s), art.Ink)
		} else {
			c.Fill(art.Circle(dot, 0.14*s), art.Hex(0xfff6e0))
			c.Fill(art.Circle(dot, 0.11*s), art.Hex(0x0c0a08))
		}
	}
}

// hhCardName is the sprite name of a card face.
func hhCardName(id string) string { return fmt.Sprintf("herohouse/card/%s", id) }
