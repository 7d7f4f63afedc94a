package art

import (
	"fmt"
	"math"
)

// Hero House card faces, 144x208: a frame in the suit's colour with the
// suit's symbol in a badge at the top (so colour never carries meaning
// alone), the dots down the top-left and, turned round, the bottom-right
// corner, the drawing in an arched window and the name along the bottom.

// hhSuitColour is the frame colour of each suit.
func hhSuitColour(suit string) Color {
	switch suit {
	case "prime":
		return Hex(0x6b3f98)
	case "head":
		return Hex(0xb0382c)
	case "body":
		return Hex(0x2c5c9c)
	case "legs":
		return Hex(0x3b7a35)
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
func hhDot(c *Canvas, at Pt, r float64, white bool) {
	if white {
		c.fillFast(Circle(at, r), ink)
		c.fillFast(Circle(at, r*0.76), Radial{at.Add(P(-r*0.2, -r*0.25)), r, []Stop{{0, White}, {1, Hex(0xe6e0d4)}}})
		return
	}
	c.fillFast(Circle(at, r), ink.Alpha(0.8))
	c.fillFast(Circle(at, r-0.9), Hex(0xfff6e0))
	c.fillFast(Circle(at, r-2.6), Radial{at.Add(P(-r*0.3, -r*0.3)), r * 1.2, []Stop{{0, Hex(0x4a4440)}, {0.5, Hex(0x1a1512)}, {1, Hex(0x050403)}}})
	c.fillFast(Circle(at.Add(P(-r*0.32, -r*0.34)), r*0.16), Color{1, 1, 1, 0.3})
}

// hhFrame draws the card's edge, the suit-coloured border with its gold
// rule and the parchment face.
func hhFrame(c *Canvas, border Color, seed uint32) {
	c.Fill(RoundRect(0.5, 0.5, hhW-1, hhH-1, 11), ink)
	c.Fill(RoundRect(2, 2, hhW-4, hhH-4, 9.5), Grain{Vertical(2, hhH-2, border.Lighter(0.12), border.Darker(0.28)), 0.07, 8, 8, seed})
	c.Fill(StrokePath(1.1, true, RoundRect(4.6, 4.6, hhW-9.2, hhH-9.2, 7.6)), goldLight.Alpha(0.75))
	face := RoundRect(7, 7, hhW-14, hhH-14, 5.5)
	c.Fill(face, Grain{Vertical(7, hhH-7, Hex(0xfbf1d8), parchMid), 0.05, 7, 7, 12})
	c.FillMask(c.Mask(face).Minus(c.Mask(RoundRect(9, 9, hhW-18, hhH-18, 4)).Blur(3)), Color{0.4, 0.22, 0.05, 0.28})
}

// hhWindow is the arched picture window behind the drawing.
func hhWindow(c *Canvas, suit Color) {
	var w Path
	w.MoveTo(P(37, 182))
	w.LineTo(P(37, 78))
	w.CubeTo(P(37, 56), P(52, 44), P(72, 44))
	w.CubeTo(P(92, 44), P(107, 56), P(107, 78))
	w.LineTo(P(107, 182))
	w.Close()
	c.Fill(w, Vertical(44, 182, suit.Lighter(0.82), suit.Lighter(0.62).Mix(parchMid, 0.4)))
	c.FillMask(c.Mask(w).Minus(c.Mask(w.Move(0, 3)).Blur(3)), Color{0, 0, 0, 0.18})
	c.Fill(StrokePath(1.2, true, w), suit.Darker(0.3).Alpha(0.7))
}

// hhBadge is the round suit badge at the top centre.
func hhBadge(c *Canvas, suit string, at Pt) {
	col := hhSuitColour(suit)
	c.Shadow(Circle(at, 15.5), 0, 1.5, 2, Color{0, 0, 0, 0.35})
	c.Fill(Circle(at, 16.5), ink)
	c.Fill(Circle(at, 15.3), goldPaint(at.Y-16, at.Y+16))
	c.Fill(Circle(at, 12.8), ink.Alpha(0.8))
	c.Fill(Circle(at, 12), Radial{at.Add(P(-4, -5)), 17, []Stop{{0, col.Lighter(0.25)}, {1, col.Darker(0.2)}}})
	c.Fill(suitGlyph(suit, at, 9.2), Hex(0xfffaf0))
}

// hhName prints the card's name on a small plate along the bottom.
func hhName(c *Canvas, fc faces, name string) {
	plate := RoundRect(13, 186, hhW-26, 15, 4.5)
	c.fillFast(RoundRect(12, 185, hhW-24, 17, 5.5), inkSoft.Alpha(0.85))
	c.fillFast(plate, Vertical(186, 201, Hex(0xfdf6e3), Hex(0xefdcb2)))
	p, w := Text(fc.bold, 11, 0.2, name)
	k := math.Min(1, (hhW-34)/w)
	c.fillFast(p.Transform(Scale(k, 1)).Move(72-w*k/2, 197.2), ink)
}

// hhLayers are the parts of a face common to a suit, drawn once: the
// frame and window under the drawing, the badge over it.
type hhLayers struct{ under, over *Canvas }

func hhSuitLayers(suit string, seed uint32) hhLayers {
	col := hhSuitColour(suit)
	under := NewCanvas(hhW, hhH)
	hhFrame(under, col, seed)
	hhWindow(under, col)
	over := NewCanvas(hhW, hhH)
	hhBadge(over, suit, P(72, 25))
	return hhLayers{under, over}
}

// hhFace draws one card face on a copy of its suit's layers.
func hhFace(fc faces, card HeroHouseCard, l hhLayers) *Canvas {
	c := &Canvas{hhW, hhH, append([]float64(nil), l.under.pix...)}
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
			hhDot(c, P(x, y), hhDotR, i < card.W)
		}
	}
	hhName(c, fc, card.Name)
	return c
}

// suitGlyph is the symbol of a suit fitting a circle of radius r: a whole
// star-shaped figure for primes, a head, a shirt-shaped torso, a pair of
// legs.
func suitGlyph(suit string, c Pt, r float64) Path {
	m := Affine{r, 0, c.X, 0, r, c.Y}
	switch suit {
	case "prime":
		body := RoundPolygon(0.06,
			P(-0.2, -0.42), P(-0.98, -0.38), P(-0.3, 0.04), P(-0.72, 0.98),
			P(0, 0.46), P(0.72, 0.98), P(0.3, 0.04), P(0.98, -0.38), P(0.2, -0.42))
		return Join(body, Circle(P(0, -0.7), 0.29)).Transform(m)
	case "head":
		head := Join(Ellipse(P(0, -0.2), 0.62, 0.7), Circle(P(-0.62, -0.12), 0.16), Circle(P(0.62, -0.12), 0.16))
		neck := RoundPolygon(0.08, P(-0.26, 0.3), P(0.26, 0.3), P(0.3, 0.78), P(-0.3, 0.78))
		collar := RoundRect(-0.62, 0.68, 1.24, 0.3, 0.14)
		return Join(head, neck, collar).Transform(m)
	case "body":
		var p Path
		p.MoveTo(P(-0.32, -0.86))
		p.CubeTo(P(-0.2, -0.62), P(0.2, -0.62), P(0.32, -0.86))
		p.LineTo(P(0.92, -0.6))
		p.LineTo(P(1.0, -0.02))
		p.LineTo(P(0.62, 0.06))
		p.LineTo(P(0.6, 0.9))
		p.LineTo(P(-0.6, 0.9))
		p.LineTo(P(-0.62, 0.06))
		p.LineTo(P(-1.0, -0.02))
		p.LineTo(P(-0.92, -0.6))
		p.Close()
		return p.Transform(m)
	case "legs":
		waist := RoundRect(-0.56, -0.96, 1.12, 0.32, 0.1)
		legs := Join(
			Stroke(0.42, false, P(-0.3, -0.7), P(-0.34, 0.66)),
			Stroke(0.42, false, P(0.3, -0.7), P(0.34, 0.66)),
			RoundPolygon(0.1, P(-0.56, -0.8), P(0.56, -0.8), P(0.5, -0.3), P(-0.5, -0.3)))
		feet := Join(Ellipse(P(-0.56, 0.8), 0.4, 0.18), Ellipse(P(0.56, 0.8), 0.4, 0.18))
		return Join(waist, legs, feet).Transform(m)
	}
	panic("unknown Hero House suit " + suit)
}

// hhBack is the common back: a deep teal field patterned with rings and
// discs (the game's white and black dots) and a medallion with the house
// and its balance.
func hhBack() *Canvas {
	c := NewCanvas(hhW, hhH)
	c.Fill(RoundRect(0.5, 0.5, hhW-1, hhH-1, 11), ink)
	c.Fill(RoundRect(2, 2, hhW-4, hhH-4, 9.5), Grain{Radial{P(72, 104), 130, []Stop{{0, Hex(0x24707a)}, {1, Hex(0x0e2f38)}}}, 0.07, 6, 6, 41})
	field := RoundRect(10, 10, hhW-20, hhH-20, 6)
	fm := c.Mask(field)
	var rings, discs Path
	for row := 0; row*12 < hhH; row++ {
		for col := 0; col*12 < hhW+12; col++ {
			x, y := float64(col*12)+float64(row%2)*6, float64(row*12)+4
			if (row/1+col)%2 == 0 {
				rings.Append(Ring(P(x, y), 1.6, 3))
			} else {
				discs.Append(Circle(P(x, y), 2.6))
			}
		}
	}
	c.FillMask(c.Mask(rings).Times(fm), goldLight.Alpha(0.3))
	c.FillMask(c.Mask(discs).Times(fm), Color{0, 0, 0, 0.3})
	c.FillMask(fm.Minus(c.Mask(RoundRect(15, 15, hhW-30, hhH-30, 4)).Blur(5)), Color{0, 0, 0, 0.4})
	c.Fill(StrokePath(1.6, true, RoundRect(6, 6, hhW-12, hhH-12, 8)), goldPaint(6, hhH-6))
	c.Fill(StrokePath(0.9, true, field), gold.Alpha(0.8))
	for _, p := range []Pt{P(10, 10), P(hhW-10, 10), P(10, hhH-10), P(hhW-10, hhH-10)} {
		gem(c, p, 3.8)
	}
	ctr := P(72, 104)
	c.Shadow(Circle(ctr, 42), 0, 3, 3, Color{0, 0, 0, 0.55})
	c.Fill(Circle(ctr, 43), ink)
	c.Fill(Circle(ctr, 41.5), goldPaint(ctr.Y-42, ctr.Y+42))
	c.Fill(Circle(ctr, 37), ink)
	c.Fill(Circle(ctr, 36), Radial{ctr.Add(P(0, -10)), 44, []Stop{{0, Hex(0x2f5560)}, {1, Hex(0x10262c)}}})
	var studs Path
	for i := 0; i < 28; i++ {
		studs.Append(Circle(Polar(ctr, 39.3, 2*math.Pi*float64(i)/28), 0.9))
	}
	c.Fill(studs, goldDark)
	houseEmblem(c, ctr.Add(P(0, 2)), 25)
	return c
}

// houseEmblem is a gold house whose door frames a balance: a white dot in
// one pan, a black dot in the other. s is the house's half width.
func houseEmblem(c *Canvas, at Pt, s float64) {
	m := Affine{s, 0, at.X, 0, s, at.Y}
	lw := math.Max(0.8, s*0.06)
	house := RoundPolygon(0.05, P(0, -1.08), P(1.12, -0.12), P(0.86, -0.12), P(0.86, 0.98),
		P(-0.86, 0.98), P(-0.86, -0.12), P(-1.12, -0.12)).Transform(m)
	chimney := Rect(0.5, -0.92, 0.22, 0.5).Transform(m)
	c.Shadow(house, 0, s*0.06, int(math.Max(1, s*0.06)), Color{0, 0, 0, 0.45})
	c.FillMask(c.Mask(Join(house, chimney)).Dilate(lw), ink)
	c.Fill(chimney, goldDark)
	c.Fill(house, goldPaint(at.Y-s, at.Y+s))
	room := RoundPolygon(0.04, P(0, -0.78), P(0.66, -0.2), P(0.66, 0.8), P(-0.66, 0.8), P(-0.66, -0.2)).Transform(m)
	c.Fill(room, Vertical(at.Y-0.8*s, at.Y+0.8*s, Hex(0x3a2418), Hex(0x1e120a)))
	balance(c, m, s)
}

// balance is a pair of scales with a white dot in the left pan and a black
// dot in the right; m maps the unit design (beam at y = -0.3, base at y =
// 0.7), s is its scale in px.
func balance(c *Canvas, m Affine, s float64) {
	metal := goldLight
	c.Fill(Join(Stroke(0.09*s, false, m.Apply(P(0, -0.42)), m.Apply(P(0, 0.62))),
		Stroke(0.09*s, false, m.Apply(P(-0.56, -0.3)), m.Apply(P(0.56, -0.3))),
		RoundRect(-0.3, 0.6, 0.6, 0.1, 0.04).Transform(m)), metal)
	c.Fill(Circle(m.Apply(P(0, -0.46)), 0.08*s), metal)
	for _, sx := range []float64{-1, 1} {
		top, l, r := P(sx*0.5, -0.3), P(sx*0.5-0.16, 0.22), P(sx*0.5+0.16, 0.22)
		c.Fill(Join(StrokeButt(0.035*s, m.Apply(top), m.Apply(l)), StrokeButt(0.035*s, m.Apply(top), m.Apply(r))), metal.Alpha(0.85))
		pan := Polygon(P(sx*0.5-0.2, 0.22), P(sx*0.5+0.2, 0.22), P(sx*0.5+0.12, 0.3), P(sx*0.5-0.12, 0.3)).Transform(m)
		c.Fill(pan, metal)
		dot := m.Apply(P(sx*0.5, 0.08))
		if sx < 0 {
			c.Fill(Circle(dot, 0.14*s), White)
			c.Fill(Ring(dot, 0.09*s, 0.14*s), ink)
		} else {
			c.Fill(Circle(dot, 0.14*s), Hex(0xfff6e0))
			c.Fill(Circle(dot, 0.11*s), Hex(0x0c0a08))
		}
	}
}

// hhCardName is the sprite name of a card face.
func hhCardName(id string) string { return fmt.Sprintf("herohouse/card/%s", id) }
