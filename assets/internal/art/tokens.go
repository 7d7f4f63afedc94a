package art

import "math"

// TokenColours lists the player colours in a fixed order, each with the
// symbol it always carries, so that colour never carries meaning alone.
var TokenColours = []struct {
	Name, Symbol string
	Base         Color
}{
	{"red", "diamond", Hex(0xc2362b)},
	{"blue", "circle", Hex(0x2f68b0)},
	{"green", "triangle", Hex(0x3d8a36)},
	{"yellow", "star", Hex(0xe9bf2e)},
	{"white", "crescent", Hex(0xf0ebe0)},
	{"black", "cross", Hex(0x3a3533)},
	{"purple", "hexagon", Hex(0x7c47a6)},
	{"orange", "square", Hex(0xe2782a)},
}

// SymbolPath is one of the eight symbols, fitting a circle of radius r.
func SymbolPath(kind string, c Pt, r float64) Path {
	switch kind {
	case "star":
		return Polygon(StarPoints(c.Add(P(0, r*0.08)), 5, r*1.08, r*0.46)...)
	case "diamond":
		return Polygon(c.Add(P(0, -r)), c.Add(P(r*0.72, 0)), c.Add(P(0, r)), c.Add(P(-r*0.72, 0)))
	case "circle":
		return Circle(c, r*0.68)
	case "triangle":
		return RoundPolygon(r*0.08, RegularPoints(c.Add(P(0, r*0.14)), 3, r*1.02, -math.Pi/2)...)
	case "square":
		return RoundRect(c.X-r*0.68, c.Y-r*0.68, r*1.36, r*1.36, r*0.08)
	case "cross":
		a := r * 0.3
		return Polygon(
			c.Add(P(-a, -r*0.9)), c.Add(P(a, -r*0.9)), c.Add(P(a, -a)), c.Add(P(r*0.9, -a)),
			c.Add(P(r*0.9, a)), c.Add(P(a, a)), c.Add(P(a, r*0.9)), c.Add(P(-a, r*0.9)),
			c.Add(P(-a, a)), c.Add(P(-r*0.9, a)), c.Add(P(-r*0.9, -a)), c.Add(P(-a, -a)))
	case "crescent":
		return Crescent(c, r)
	case "hexagon":
		return Polygon(RegularPoints(c, 6, r*1.0, 0)...)
	}
	panic("unknown symbol " + kind)
}

// Crescent is a waxing moon: the outer circle minus an offset inner one,
// traced as one outline.
func Crescent(c Pt, r float64) Path {
	r1, r2, dx := r*0.95, r*0.8, r*0.55
	x := (r1*r1 - r2*r2 + dx*dx) / (2 * dx)
	y := math.Sqrt(r1*r1 - x*x)
	a1 := math.Atan2(y, x)
	a2 := math.Atan2(y, x-dx)
	var pts []Pt
	for i := 0; i <= 24; i++ { // outer arc, round the left side
		a := a1 + (2*math.Pi-2*a1)*float64(i)/24
		pts = append(pts, Polar(P(0, 0), r1, a))
	}
	for i := 0; i <= 24; i++ { // inner arc back
		a := -a2 - (2*math.Pi-2*a2)*float64(i)/24
		pts = append(pts, Polar(P(dx, 0), r2, a))
	}
	return Polygon(pts...).Transform(Translate(c.X-r*0.12, c.Y).Then(Rotate(Deg(-25), P(0, 0))))
}

// Luminance tells light token colours (which get ink symbols) from dark.
func Luminance(c Color) float64 { return 0.3*c.R + 0.59*c.G + 0.11*c.B }

// emboss draws a symbol on a token face: light on dark colours, ink on
// light ones, with a thin contrasting edge so it reads on either.
func emboss(c *Canvas, kind string, at Pt, r float64, base Color) {
	p := SymbolPath(kind, at, r)
	fg, edge := Hex(0xfff6e2), Ink.Alpha(0.85)
	if Luminance(base) > 0.6 {
		fg, edge = Hex(0x2a1d15), Color{1, 1, 1, 0.55}
	}
	c.FillMask(c.Mask(p).Dilate(1), edge)
	c.Fill(p, fg)
}

func tokenSprites(Faces) []Sprite {
	var out []Sprite
	for _, tc := range TokenColours {
		out = append(out,
			NewSprite("token/disc-"+tc.Name, disc(tc.Base, tc.Symbol)),
			NewSprite("token/cube-"+tc.Name, cube(tc.Base, tc.Symbol)),
			NewSprite("token/pawn-"+tc.Name, pawn(tc.Base, tc.Symbol)),
			NewSprite("token/symbol-"+tc.Name, symbolGlyph(tc.Symbol)))
	}
	out = append(out, chip(), coin(), wound(), marker())
	return out
}

// symbolGlyph is the symbol alone, white on transparency, 24x24, for
// legends next to player names.
func symbolGlyph(kind string) *Canvas {
	c := NewCanvas(24, 24)
	c.Fill(SymbolPath(kind, P(12, 12), 10.5), White)
	return c
}

func tokenShadow(c *Canvas, cx, cy, rx float64) {
	c.FillMask(c.Mask(Ellipse(P(cx, cy), rx, rx*0.3)).Blur(2), Color{0, 0, 0, 0.4})
}

func disc(base Color, sym string) *Canvas {
	c := NewCanvas(40, 40)
	tokenShadow(c, 20, 34, 15)
	top, side := Circle(P(20, 18.5), 16), Circle(P(20, 21.5), 16)
	c.FillMask(c.Mask(Join(top, side)).Dilate(1.2), Ink)
	c.Fill(side, base.Darker(0.45))
	c.Fill(top, Radial{P(15, 12), 24, []Stop{{0, base.Lighter(0.25)}, {0.6, base}, {1, base.Darker(0.15)}}})
	c.Fill(StrokePath(1, true, Circle(P(20, 18.5), 13)), base.Darker(0.3).Alpha(0.6))
	c.Fill(StrokePath(1, true, Circle(P(20, 19.2), 13)), base.Lighter(0.3).Alpha(0.45))
	emboss(c, sym, P(20, 18.5), 8.5, base)
	return c
}

func cube(base Color, sym string) *Canvas {
	c := NewCanvas(40, 40)
	tokenShadow(c, 21, 35, 15)
	front := Polygon(P(5, 14), P(27, 14), P(27, 36), P(5, 36))
	top := Polygon(P(5, 14), P(27, 14), P(34, 7), P(12, 7))
	right := Polygon(P(27, 14), P(34, 7), P(34, 29), P(27, 36))
	c.FillMask(c.Mask(Join(front, top, right)).Dilate(1.2), Ink)
	c.Fill(front, Vertical(14, 36, base.Lighter(0.05), base.Darker(0.1)))
	c.Fill(top, base.Lighter(0.3))
	c.Fill(right, base.Darker(0.3))
	edges := Join(StrokeButt(0.8, P(5, 14), P(27, 14)), StrokeButt(0.8, P(27, 14), P(27, 36)), StrokeButt(0.8, P(27, 14), P(34, 7)))
	c.Fill(edges, Ink.Alpha(0.5))
	c.Fill(StrokeButt(0.8, P(6, 15), P(26, 15)), Color{1, 1, 1, 0.25})
	emboss(c, sym, P(16, 25), 7.5, base)
	return c
}

func pawn(base Color, sym string) *Canvas {
	c := NewCanvas(40, 40)
	tokenShadow(c, 20, 35, 14)
	head := Circle(P(20, 8.5), 6.3)
	body := RoundPolygon(2, P(16, 14), P(24, 14), P(31, 32), P(9, 32))
	foot := Ellipse(P(20, 32.5), 12.5, 4.2)
	collar := Ellipse(P(20, 15), 6, 2.2)
	all := Join(head, body, foot, collar)
	c.FillMask(c.Mask(all).Dilate(1.2), Ink)
	shade := Linear{P(8, 0), P(32, 0), []Stop{{0, base.Lighter(0.2)}, {0.45, base}, {1, base.Darker(0.35)}}}
	c.Fill(foot, base.Darker(0.35))
	c.Fill(Ellipse(P(20, 31.5), 12.5, 3.6), shade)
	c.Fill(body, shade)
	c.Fill(collar, base.Darker(0.2))
	c.Fill(Ellipse(P(20, 14.6), 6, 1.8), shade)
	c.Fill(head, Radial{P(17.5, 6), 9, []Stop{{0, base.Lighter(0.35)}, {0.6, base}, {1, base.Darker(0.25)}}})
	emboss(c, sym, P(20, 24.5), 6, base)
	return c
}

func chip() Sprite {
	c := NewCanvas(40, 40)
	tokenShadow(c, 20, 34, 15)
	top, side := Circle(P(20, 18.5), 16), Circle(P(20, 21), 16)
	base := Hex(0xeee5d0)
	c.FillMask(c.Mask(Join(top, side)).Dilate(1.2), Ink)
	c.Fill(side, base.Darker(0.4))
	c.Fill(top, base)
	var notches Path
	for i := 0; i < 8; i++ {
		a := 2 * math.Pi * float64(i) / 8
		notches.Append(Polygon(Polar(P(20, 18.5), 16.5, a-0.17), Polar(P(20, 18.5), 16.5, a+0.17),
			Polar(P(20, 18.5), 12, a+0.2), Polar(P(20, 18.5), 12, a-0.2)))
	}
	c.FillMask(c.Mask(notches).Times(c.Mask(top)), Hex(0x8e3a2a))
	c.Fill(Ring(P(20, 18.5), 10.5, 11.6), Hex(0x8e3a2a).Alpha(0.8))
	c.Fill(Circle(P(20, 18.5), 10.5), Radial{P(17, 15), 13, []Stop{{0, Hex(0xfffaf0)}, {1, base.Darker(0.05)}}})
	return NewSprite("token/chip", c)
}

func coin() Sprite {
	c := NewCanvas(40, 40)
	tokenShadow(c, 20, 34, 15)
	top, side := Circle(P(20, 18.5), 16), Circle(P(20, 21), 16)
	c.FillMask(c.Mask(Join(top, side)).Dilate(1.2), Ink)
	c.Fill(side, GoldDark.Darker(0.2))
	c.Fill(top, GoldPaint(3, 35))
	c.Fill(Circle(P(20, 18.5), 12.5), Radial{P(16, 14), 18, []Stop{{0, GoldLight}, {0.5, Gold}, {1, Hex(0xb0801f)}}})
	c.Fill(StrokePath(0.9, true, Circle(P(20, 18.5), 12.5)), GoldDark)
	star := Polygon(StarPoints(P(20, 19), 5, 8, 3.6)...)
	c.Fill(star.Move(0.7, 0.9), GoldDark.Alpha(0.8))
	c.Fill(star, GoldLight)
	return NewSprite("token/coin", c)
}

func wound() Sprite {
	c := NewCanvas(40, 40)
	tokenShadow(c, 20, 35, 11)
	var drop Path
	drop.MoveTo(P(20, 3))
	drop.CubeTo(P(23, 10), P(31, 16), P(31, 23.5))
	drop.CubeTo(P(31, 29.8), P(26, 34.5), P(20, 34.5))
	drop.CubeTo(P(14, 34.5), P(9, 29.8), P(9, 23.5))
	drop.CubeTo(P(9, 16), P(17, 10), P(20, 3))
	drop.Close()
	c.Outline(drop, 1.3, Ink)
	c.Fill(drop, Radial{P(16, 20), 20, []Stop{{0, Hex(0xe0493b)}, {0.6, Blood}, {1, Hex(0x6e1712)}}})
	c.Fill(Ellipse(P(15.5, 22), 2.4, 4.6).Transform(Rotate(Deg(20), P(15.5, 22))), Color{1, 1, 1, 0.55})
	return NewSprite("token/wound", c)
}

func marker() Sprite {
	c := NewCanvas(40, 40)
	tokenShadow(c, 20, 34, 12)
	body := Join(Rect(9, 12, 22, 19), Ellipse(P(20, 31), 11, 4), Ellipse(P(20, 12), 11, 4))
	c.FillMask(c.Mask(body).Dilate(1.2), Ink)
	c.Fill(Join(Rect(9, 12, 22, 19), Ellipse(P(20, 31), 11, 4)),
		Grain{Linear{P(9, 0), P(31, 0), []Stop{{0, WoodLight}, {0.4, Hex(0xc58a50)}, {1, WoodDark}}}, 0.12, 30, 1.5, 5})
	c.Fill(Ellipse(P(20, 12), 11, 4), Grain{Hex(0xd9a46a), 0.1, 3, 3, 6})
	c.Fill(StrokePath(0.8, true, Ellipse(P(20, 12), 7, 2.4)), WoodDark.Alpha(0.4))
	// A brass band, curved like the cylinder.
	lower := c.Mask(Join(Rect(9, 12, 22, 12), Ellipse(P(20, 24), 11, 4)))
	upper := c.Mask(Join(Rect(9, 12, 22, 9), Ellipse(P(20, 21), 11, 4)))
	c.FillMask(lower.Minus(upper), Linear{P(9, 0), P(31, 0), []Stop{{0, GoldLight}, {0.5, Gold}, {1, GoldDark}}})
	return NewSprite("token/marker", c)
}
