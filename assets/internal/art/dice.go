package art

import (
	"fmt"
	"math"
)

// Settled dice faces, 64x64: each die is drawn as its recognisable shape
// (d4 triangle, d6 square, d8 diamond, d10 kite, d12 pentagon in a decagon,
// d20 triangle in a hexagon) with facets lit from the top left, and the
// face value as a large outlined numeral, pips or symbol.

// DieLook is a die's colours.
type DieLook struct {
	Body          Color
	mark, markRim Color // numeral or pip colour and its outline
}

// DieKind is one die of the contract: id, number of faces and look.
type DieKind struct {
	ID    string
	faces int
	Look  DieLook
}

// DieKinds are the dice of the contract, with the Hero Die and the Heroica
// die.
var DieKinds = []DieKind{
	{"d4", 4, DieLook{Hex(0x2e8c68), Hex(0xfdf6e3), Ink}},
	{"d6", 6, DieLook{Hex(0xf0e8d6), Hex(0x231812), Ink}},
	{"d8", 8, DieLook{Hex(0x3462b0), Hex(0xfdf6e3), Ink}},
	{"d10", 10, DieLook{Hex(0x7b48a8), Hex(0xfdf6e3), Ink}},
	{"d12", 12, DieLook{Hex(0xd7802c), Hex(0xfffaf0), Ink}},
	{"d20", 20, DieLook{Hex(0x982a3e), GoldLight, Ink}},
	{"herodie", 6, DieLook{Hex(0xc3322a), Hex(0xfffaf0), Ink}},
	{"heroica", 6, DieLook{Hex(0x2c4c74), White, Ink}},
}

// HeroicaFaces names the symbol on each face of the Heroica die, face 1
// first, in the order of the spec's table: one shield, two swords, two
// skulls, one sword+skull.
var HeroicaFaces = []string{"shield", "sword", "sword", "skull", "skull", "sword_skull"}

var lightDir = Pt{-0.6, -0.8}

// FacetShape is a die outline, its front face, the side facets around it
// and where the numeral sits.
type FacetShape struct {
	Outline []Pt
	round   float64
	face    []Pt
	facets  [][]Pt
	numC    Pt
	numH    float64
	numW    float64
}

// bevel builds facets between an outline and the same outline scaled by k
// about c: the look of a die seen straight onto one face.
func bevel(c Pt, k float64, outline []Pt) ([]Pt, [][]Pt) {
	face := make([]Pt, len(outline))
	for i, p := range outline {
		face[i] = c.Add(p.Sub(c).Mul(k))
	}
	var facets [][]Pt
	for i := range outline {
		j := (i + 1) % len(outline)
		facets = append(facets, []Pt{outline[i], outline[j], face[j], face[i]})
	}
	return face, facets
}

// DieShapeOf is the outline and facets of the die called id, on 64 px.
func DieShapeOf(id string) FacetShape {
	c := P(32, 32)
	switch id {
	case "d4":
		out := RegularPoints(P(32, 38), 3, 33, -math.Pi/2)
		face, facets := bevel(P(32, 38), 0.8, out)
		return FacetShape{out, 3, face, facets, P(32, 40), 20, 22}
	case "d8":
		out := []Pt{P(32, 2), P(61, 32), P(32, 62), P(3, 32)}
		face, facets := bevel(c, 0.8, out)
		return FacetShape{out, 3, face, facets, P(32, 33), 22, 26}
	case "d10":
		out := []Pt{P(32, 2), P(59, 27), P(32, 62), P(5, 27)}
		face, facets := bevel(P(32, 31), 0.78, out)
		return FacetShape{out, 3, face, facets, P(32, 30), 19, 27}
	case "d12":
		s := RegularPoints(c, 10, 30.5, -math.Pi/2)
		f := RegularPoints(c, 5, 21, -math.Pi/2)
		var facets [][]Pt
		for i := 0; i < 5; i++ {
			facets = append(facets, []Pt{f[i], s[2*i], s[2*i+1], s[(2*i+2)%10], f[(i+1)%5]})
		}
		return FacetShape{s, 2, f, facets, P(32, 33), 17, 25}
	case "d20":
		h := RegularPoints(c, 6, 31, -math.Pi/2)
		t := RegularPoints(P(32, 34), 3, 26, -math.Pi/2)
		facets := [][]Pt{
			{t[0], h[1], t[1]}, {t[1], h[3], t[2]}, {t[2], h[5], t[0]},
			{h[0], h[1], t[0]}, {h[5], h[0], t[0]}, {h[1], h[2], t[1]},
			{h[2], h[3], t[1]}, {h[3], h[4], t[2]}, {h[4], h[5], t[2]},
		}
		return FacetShape{h, 2, t, facets, P(32, 39), 16, 24}
	}
	panic("no facet shape for " + id)
}

// Centroid is the mean of pts.
func Centroid(pts []Pt) Pt {
	var s Pt
	for _, p := range pts {
		s = s.Add(p)
	}
	return s.Mul(1 / float64(len(pts)))
}

// shade lightens or darkens c by how much a facet faces the light.
func shade(c Color, k float64) Color {
	if k > 0 {
		return c.Lighter(k)
	}
	return c.Darker(-k)
}

// drawFacetedDie draws the body of a polyhedral die; the caller adds the
// numeral.
func drawFacetedDie(cv *Canvas, sh FacetShape, body Color) {
	outline := RoundPolygon(sh.round, sh.Outline...)
	cv.FillMask(cv.Mask(outline.Move(1.5, 2.5)).Blur(2), Color{0, 0, 0, 0.35})
	cv.FillMask(cv.Mask(outline).Dilate(1.5), Ink)
	cv.Fill(outline, body)
	bm := cv.Mask(outline)
	fc := Centroid(sh.face)
	for _, f := range sh.facets {
		d := Centroid(f).Sub(fc).Norm()
		k := d.Dot(lightDir) * 0.32
		cv.FillMask(cv.Mask(Polygon(f...)).Times(bm), shade(body, k-0.06))
	}
	face := Polygon(sh.face...)
	min, max := face.Bounds()
	cv.Fill(face, Linear{min, max, []Stop{{0, body.Lighter(0.12)}, {1, body.Darker(0.06)}}})
	// Edges: a dark line round the face, light where the face meets a lit facet.
	var edges Path
	for _, f := range sh.facets {
		edges.Append(Stroke(0.8, true, f...))
	}
	cv.FillMask(cv.Mask(edges).Times(bm), Ink.Alpha(0.35))
	cv.Fill(Stroke(1, true, sh.face...), Ink.Alpha(0.3))
	for i := range sh.face {
		a, b := sh.face[i], sh.face[(i+1)%len(sh.face)]
		n := b.Sub(a).Perp().Norm().Mul(-1) // outward normal of a clockwise edge
		if n.Dot(lightDir) > 0.2 {
			cv.Fill(StrokeButt(0.9, a.Add(n.Mul(-0.9)), b.Add(n.Mul(-0.9))), Color{1, 1, 1, 0.35})
		}
	}
}

// drawNumeral draws an outlined numeral; 6 and 9 get a bar under them, as on
// real dice, so a tumbling die cannot mislead.
func drawNumeral(cv *Canvas, fc Faces, n int, c Pt, h, w float64, look DieLook) {
	p := fc.Numeral(n, c, h, w)
	if n == 6 || n == 9 {
		min, max := p.Bounds()
		p.Append(Rect(min.X+1, max.Y+1.8, max.X-min.X-2, 2.2))
	}
	cv.FillMask(cv.Mask(p).Dilate(1.6), look.markRim)
	cv.Fill(p, look.mark)
}

// D6Body draws a rounded cube face with a bevel and a soft sheen.
func D6Body(cv *Canvas, body Color) {
	outer := RoundRect(4, 4, 56, 56, 11)
	cv.FillMask(cv.Mask(outer.Move(1.5, 2.5)).Blur(2), Color{0, 0, 0, 0.35})
	cv.FillMask(cv.Mask(outer).Dilate(1.5), Ink)
	cv.Fill(outer, Linear{P(4, 4), P(60, 60), []Stop{{0, body.Lighter(0.3)}, {0.5, body}, {1, body.Darker(0.35)}}})
	face := RoundRect(8, 8, 48, 48, 8)
	cv.Fill(face, Linear{P(8, 8), P(56, 56), []Stop{{0, body.Lighter(0.1)}, {1, body.Darker(0.08)}}})
	cv.Fill(StrokePath(0.8, true, face), Ink.Alpha(0.2))
	cv.FillMask(cv.Mask(Ellipse(P(22, 17), 13, 6)).Blur(3).Times(cv.Mask(face)), Color{1, 1, 1, 0.18})
}

// PipSpots are the pip positions (in units of the pip grid) for 1..6.
var PipSpots = [][]Pt{
	{{0, 0}},
	{{-1, -1}, {1, 1}},
	{{-1, -1}, {0, 0}, {1, 1}},
	{{-1, -1}, {1, -1}, {-1, 1}, {1, 1}},
	{{-1, -1}, {1, -1}, {0, 0}, {-1, 1}, {1, 1}},
	{{-1, -1}, {1, -1}, {-1, 0}, {1, 0}, {-1, 1}, {1, 1}},
}

// drawPips draws sunken pips: the mark colour with a lip of shadow above.
func drawPips(cv *Canvas, n int, c Pt, step, r float64, look DieLook) {
	for _, s := range PipSpots[n-1] {
		p := c.Add(s.Mul(step))
		cv.Fill(Circle(p, r+0.9), Color{0, 0, 0, 0.28})
		cv.Fill(Circle(p.Add(P(0.3, 0.5)), r), look.mark)
		if Luminance(look.mark) < 0.5 {
			cv.Fill(Circle(p.Add(P(-r*0.3, -r*0.3)), r*0.3), Color{1, 1, 1, 0.18})
		} else {
			cv.FillMask(cv.Mask(Circle(p.Add(P(0.3, 0.5)), r)).Minus(cv.Mask(Circle(p.Add(P(0.9, 1.4)), r))), Color{0, 0, 0, 0.3})
		}
	}
}

func diceFaces(fc Faces) []Sprite {
	var out []Sprite
	for _, k := range DieKinds {
		for v := 1; v <= k.faces; v++ {
			cv := NewCanvas(64, 64)
			switch k.ID {
			case "d6", "herodie":
				D6Body(cv, k.Look.Body)
				drawPips(cv, v, P(32, 32), 13.5, 4.6, k.Look)
			case "heroica":
				D6Body(cv, k.Look.Body)
				heroicaSymbol(cv, HeroicaFaces[v-1], P(32, 32))
			default:
				sh := DieShapeOf(k.ID)
				drawFacetedDie(cv, sh, k.Look.Body)
				drawNumeral(cv, fc, v, sh.numC, sh.numH, sh.numW, k.Look)
			}
			out = append(out, NewSprite(fmt.Sprintf("die/%s/%d", k.ID, v), cv))
		}
	}
	return out
}
