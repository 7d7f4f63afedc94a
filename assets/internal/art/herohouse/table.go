package herohouse

import (
	"math"

	"github.com/herotable/herotable/assets/internal/art"
)

// The Hero House table: piles, slots, the centre mat, the felt, seat
// plates and the privacy screen emblem.

func hhTable() []art.Sprite {
	back := hhBack()
	out := []art.Sprite{
		art.NewSprite("herohouse/pile/draw", drawPile(back)),
		art.NewSprite("herohouse/pile/out", outPile(back)),
		art.NewSprite("herohouse/wilderness", wildernessMat()),
		art.NewSprite("herohouse/table-bg", feltTile()),
		art.NewSprite("herohouse/seat-plate", seatPlate()),
		art.NewSprite("herohouse/privacy", privacyEmblem()),
	}
	for _, s := range HeroHouseSuits {
		out = append(out, art.NewSprite("herohouse/slot/"+s, slot(s)))
	}
	return out
}

// cardOn maps a card-sized canvas onto the rectangle (x, y, w, h) turned
// by deg degrees about its centre.
func cardOn(x, y, w, h, deg float64) art.Affine {
	c := art.P(x+w/2, y+h/2)
	return art.Rotate(art.Deg(deg), c).Then(art.Translate(x, y)).Then(art.Scale(w/hhW, h/hhH))
}

// drawPile is a neat face-down stack, 56x80 on screen (drawn at 2x): the
// edges of the cards below show as a thickness under the top card.
func drawPile(back *art.Canvas) *art.Canvas {
	c := art.NewCanvas(112, 160)
	w, h := 104.0, 150.0
	c.FillMask(c.Mask(art.RoundRect(4, 8, w+2, h, 8)).Blur(3), art.Color{R: 0, G: 0, B: 0, A: 0.4})
	for i := 4; i >= 1; i-- {
		o := float64(i) * 1.6
		edge := art.RoundRect(2+o, 2+o, w, h, 7.5)
		c.Fill(edge, art.Ink)
		c.Fill(art.RoundRect(2.8+o, 2.8+o, w-1.6, h-1.6, 7), art.Hex(0xefe3c6).Darker(0.04*float64(i)))
	}
	art.Blit(c, back, cardOn(2, 2, w, h, 0), 1)
	return c
}

// outPile is the grey, face-down, untidy stack of cards out of play.
func outPile(back *art.Canvas) *art.Canvas {
	c := art.NewCanvas(112, 160)
	grey := back.Greyed(0.85)
	c.FillMask(c.Mask(art.RoundRect(8, 12, 96, 140, 8)).Blur(4), art.Color{R: 0, G: 0, B: 0, A: 0.35})
	for _, t := range []struct{ x, y, deg float64 }{{9, 10, -9}, {7, 8, 7}, {10, 12, -3}, {8, 9, 4}} {
		art.Blit(c, grey, cardOn(t.x, t.y, 96, 138, t.deg), 1)
	}
	return c
}

// slot is the dashed outline of an empty discard slot with a faint glyph
// of its suit; the prime slot lies crossways.
func slot(suit string) *art.Canvas {
	w, h := 112.0, 160.0
	if suit == "prime" {
		w, h = h, w
	}
	c := art.NewCanvas(int(w), int(h))
	box := art.RoundRect(4, 4, w-8, h-8, 9)
	c.Fill(box, art.Color{R: 0, G: 0, B: 0, A: 0.16})
	c.FillMask(c.Mask(box).Minus(c.Mask(art.RoundRect(7, 8, w-14, h-14, 7)).Blur(3)), art.Color{R: 0, G: 0, B: 0, A: 0.2})
	d := art.Dashes(art.RoundRect(5, 5, w-10, h-10, 8.5), 3.4, 10, 7)
	c.FillMask(c.Mask(d).Dilate(1), art.Ink.Alpha(0.5))
	c.Fill(d, art.Hex(0xfff3d6).Alpha(0.9))
	g := suitGlyph(suit, art.P(w/2, h/2), 26)
	c.Fill(g, art.Hex(0xfff3d6).Alpha(0.28))
	return c
}

// wildernessMat is the centre play area: a leather mat in a wooden rim,
// a 9-slice with 12 px corners whose edges and middle stay uniform when
// stretched.
func wildernessMat() *art.Canvas {
	c := art.NewCanvas(96, 96)
	c.Fill(art.RoundRect(0.5, 0.5, 95, 95, 10), art.Ink)
	c.Fill(art.RoundRect(2, 2, 92, 92, 8.5), art.Vertical(2, 94, art.WoodLight, art.WoodDark))
	c.Fill(art.Rect(9, 2.5, 78, 1.6), art.Color{R: 1, G: 1, B: 1, A: 0.2})
	c.Fill(art.RoundRect(6.5, 6.5, 83, 83, 3.5), art.Ink.Alpha(0.85))
	c.Fill(art.RoundRect(7.5, 7.5, 81, 81, 2.5), art.Vertical(8, 88, art.Hex(0xa87e4a), art.Hex(0x946c3c)))
	// A crisp inner shadow under the rim's top and left edges.
	c.Fill(art.Join(art.Rect(10, 7.5, 76, 1.5), art.Rect(7.5, 10, 1.5, 76)), art.Color{R: 0, G: 0, B: 0, A: 0.22})
	c.Fill(art.StrokePath(1, true, art.RoundRect(10.5, 10.5, 75, 75, 1)), art.GoldLight.Alpha(0.55))
	return c
}

// feltTile is a dark green baize that tiles seamlessly: every noise
// lattice wraps at the tile's edge.
func feltTile() *art.Canvas {
	const n = 128
	c := art.NewCanvas(n, n)
	base := art.Hex(0x1f4a2c)
	for y := 0; y < n; y++ {
		for x := 0; x < n; x++ {
			v := 0.0
			for o, cells := range []int{4, 8, 16, 32} {
				v += tileNoise(float64(x)*float64(cells)/n, float64(y)*float64(cells)/n, cells, uint32(70+o)) / float64(int(1)<<o)
			}
			v = v/1.875 - 0.5
			fibre := art.Hash2(x, y, 77) - 0.5
			col := base.Lighter(math.Max(0, v*0.16+fibre*0.05)).Darker(math.Max(0, -v*0.3-fibre*0.08))
			i := 4 * (y*n + x)
			c.Pix[i], c.Pix[i+1], c.Pix[i+2], c.Pix[i+3] = col.R, col.G, col.B, 1
		}
	}
	return c
}

// tileNoise is value noise whose lattice repeats every period cells.
func tileNoise(x, y float64, period int, seed uint32) float64 {
	x0, y0 := math.Floor(x), math.Floor(y)
	fx, fy := x-x0, y-y0
	sx, sy := fx*fx*(3-2*fx), fy*fy*(3-2*fy)
	w := func(i int) int { return ((i % period) + period) % period }
	ix, iy := int(x0), int(y0)
	a := art.Hash2(w(ix), w(iy), seed)
	b := art.Hash2(w(ix+1), w(iy), seed)
	cc := art.Hash2(w(ix), w(iy+1), seed)
	d := art.Hash2(w(ix+1), w(iy+1), seed)
	return a + (b-a)*sx + (cc-a)*sy + (a-b-cc+d)*sx*sy
}

// seatPlate is a dark wooden name plate with a gold rule, a 9-slice with
// 12 px corners; light text reads on it.
func seatPlate() *art.Canvas {
	c := art.NewCanvas(96, 48)
	c.FillMask(c.Mask(art.RoundRect(1, 2, 94, 45, 9)).Blur(1), art.Color{R: 0, G: 0, B: 0, A: 0.4})
	c.Fill(art.RoundRect(0.5, 0.5, 95, 46, 9), art.Ink)
	c.Fill(art.RoundRect(2, 2, 92, 43, 7.5), art.Vertical(2, 45, art.Hex(0x5a3a24), art.Hex(0x3a2416)))
	c.Fill(art.RoundRect(3, 3, 90, 2, 1), art.Color{R: 1, G: 1, B: 1, A: 0.14})
	c.Fill(art.StrokePath(1.1, true, art.RoundRect(5.5, 5.5, 85, 36, 4.5)), art.Gold.Alpha(0.8))
	return c
}

// privacyEmblem is shown while the table is hidden between hot-seat
// turns: closed theatre curtains in a gold frame, and an eye crossed out.
func privacyEmblem() *art.Canvas {
	c := art.NewCanvas(256, 256)
	ctr := art.P(128, 128)
	arch := func(inset float64) art.Path {
		var p art.Path
		p.MoveTo(art.P(24+inset, 244-inset))
		p.LineTo(art.P(24+inset, 100))
		p.CubeTo(art.P(24+inset, 40+inset), art.P(70, 12+inset), art.P(128, 12+inset))
		p.CubeTo(art.P(186, 12+inset), art.P(232-inset, 40+inset), art.P(232-inset, 100))
		p.LineTo(art.P(232-inset, 244-inset))
		p.Close()
		return p
	}
	c.Shadow(arch(0), 0, 4, 5, art.Color{R: 0, G: 0, B: 0, A: 0.5})
	c.Fill(arch(-2), art.Ink)
	c.Fill(arch(0), art.GoldPaint(12, 244))
	c.Fill(arch(9), art.Ink)
	inner := arch(10)
	im := c.Mask(inner)
	// Velvet folds: vertical bands of light and shade, gathered in the
	// middle where the two curtains meet.
	velvet := art.Hex(0x8e1f22)
	folds := art.NewCanvas(256, 256)
	for x := 0; x < 256; x++ {
		t := math.Cos(float64(x) / 256 * 2 * math.Pi * 7)
		col := velvet.Lighter(math.Max(0, t) * 0.18).Darker(math.Max(0, -t) * 0.45)
		for y := 0; y < 256; y++ {
			i := 4 * (y*256 + x)
			folds.Pix[i], folds.Pix[i+1], folds.Pix[i+2], folds.Pix[i+3] = col.R, col.G, col.B, 1
		}
	}
	c.DrawMasked(folds, im)
	c.FillMask(im.Times(c.Mask(art.Rect(126, 0, 4, 256))), art.Color{R: 0, G: 0, B: 0, A: 0.55})
	c.FillMask(im.Minus(c.Mask(arch(18)).Blur(6)), art.Color{R: 0, G: 0, B: 0, A: 0.45})
	// A pelmet with tassels across the top.
	val := c.Mask(art.Join(art.Rect(20, 20, 216, 40), art.Rect(0, 0, 256, 22))).Times(im)
	c.FillMask(val, art.Vertical(20, 60, art.GoldLight, art.GoldDark))
	for x := 44.0; x <= 212; x += 24 {
		c.Fill(art.Join(art.Stroke(2, false, art.P(x, 56), art.P(x, 66)), art.Circle(art.P(x, 68), 3.5)), art.GoldDark)
	}
	// The medallion with the crossed-out eye.
	c.Shadow(art.Circle(ctr.Add(art.P(0, 22)), 52), 0, 4, 5, art.Color{R: 0, G: 0, B: 0, A: 0.55})
	m := ctr.Add(art.P(0, 22))
	c.Fill(art.Circle(m, 53), art.Ink)
	c.Fill(art.Circle(m, 51), art.GoldPaint(m.Y-51, m.Y+51))
	c.Fill(art.Circle(m, 44), art.Ink)
	c.Fill(art.Circle(m, 42.5), art.Radial{C: m.Add(art.P(-10, -14)), R: 60, Stops: []art.Stop{{T: 0, C: art.Hex(0xfbf1d8)}, {T: 1, C: art.ParchDark}}})
	var eye art.Path
	eye.MoveTo(m.Add(art.P(-32, 0)))
	eye.CubeTo(m.Add(art.P(-16, -22)), m.Add(art.P(16, -22)), m.Add(art.P(32, 0)))
	eye.CubeTo(m.Add(art.P(16, 22)), m.Add(art.P(-16, 22)), m.Add(art.P(-32, 0)))
	eye.Close()
	c.Fill(art.StrokePath(5, true, eye), art.Ink)
	c.Fill(art.Circle(m, 11), art.Ink)
	c.Fill(art.Circle(m.Add(art.P(-3.5, -3.5)), 3.5), art.White)
	slash := art.Stroke(8, false, m.Add(art.P(-30, 30)), m.Add(art.P(30, -30)))
	c.FillMask(c.Mask(slash).Dilate(3), art.Hex(0xfbf1d8))
	c.Fill(slash, art.Blood)
	return c
}
