package art

import (
	"image"
	"math"
)

// The Hero Table crest (a shield bearing a die, two swords crossed behind)
// is the application icon, the card back's medallion and the logo's centre.

// ShieldPath is a heater shield centred on c, s px from centre to side.
func ShieldPath(c Pt, s float64) Path {
	m := Affine{s, 0, c.X, 0, s, c.Y}
	var p Path
	p.MoveTo(P(-0.82, -0.92))
	p.CubeTo(P(-0.4, -0.8), P(0.4, -0.8), P(0.82, -0.92))
	p.LineTo(P(0.82, 0.05))
	p.CubeTo(P(0.82, 0.55), P(0.45, 0.88), P(0, 1.08))
	p.CubeTo(P(-0.45, 0.88), P(-0.82, 0.55), P(-0.82, 0.05))
	p.Close()
	return p.Transform(m)
}

// swordPath is a sword from hilt end a to tip b, blade width w.
func swordPath(a, b Pt, w float64) (blade, hilt Path) {
	d := b.Sub(a).Norm()
	n := d.Perp()
	l := b.Sub(a).Len()
	at := func(t, o float64) Pt { return a.Add(d.Mul(t * l)).Add(n.Mul(o * w)) }
	blade = Polygon(at(0.2, -0.5), at(0.86, -0.5), at(1, 0), at(0.86, 0.5), at(0.2, 0.5))
	hilt = Join(
		RoundPolygon(w*0.25, at(0.15, -1.7), at(0.2, -1.7), at(0.2, 1.7), at(0.15, 1.7)),
		Polygon(at(0.04, -0.3), at(0.16, -0.3), at(0.16, 0.3), at(0.04, 0.3)),
		Circle(at(0.035, 0), w*0.55))
	return blade, hilt
}

// crest draws the crest centred on c; s is the shield's half width. Small
// icons leave the swords out: they would only blur the shield.
func crest(cv *Canvas, c Pt, s float64, swords bool) {
	line := math.Max(1, s*0.07)
	if swords {
		for _, sign := range []float64{-1, 1} {
			a := c.Add(P(-sign*s*1.3, -s*1.25))
			b := c.Add(P(sign*s*1.2, s*1.35))
			blade, hilt := swordPath(a, b, s*0.2)
			cv.Outline(Join(blade, hilt), line, Ink)
			cv.Fill(blade, Linear{a, a.Add(b.Sub(a).Perp().Norm().Mul(s * 0.1)), []Stop{{0, Hex(0xeef2f5)}, {1, SteelDark}}})
			cv.Fill(hilt, GoldPaint(a.Y-s*0.4, a.Y+s*0.4))
		}
	}
	sh := ShieldPath(c, s)
	cv.Shadow(sh, 0, s*0.06, int(math.Max(1, s*0.08)), Color{0, 0, 0, 0.45})
	cv.Outline(sh, line, Ink)
	cv.Fill(sh, GoldPaint(c.Y-s, c.Y+s))
	field := ShieldPath(c.Add(P(0, -s*0.02)), s*0.82)
	cv.Fill(field, Ink.Alpha(0.7))
	inner := ShieldPath(c.Add(P(0, -s*0.02)), s*0.78)
	cv.Fill(inner, Radial{c.Add(P(-s*0.3, -s*0.5)), s * 1.6, []Stop{{0, Hex(0xc8403a)}, {1, Hex(0x7a1c18)}}})
	// A highlight across the upper left of the field.
	cv.FillMask(cv.Mask(inner).Times(cv.Mask(Ellipse(c.Add(P(-s*0.35, -s*0.55)), s*0.6, s*0.35))), Color{1, 1, 1, 0.12})
	// The die.
	rot := Rotate(Deg(-14), c.Add(P(0, s*0.04)))
	dw := s * 0.92
	die := RoundRect(c.X-dw/2, c.Y+s*0.04-dw/2, dw, dw, dw*0.2).Transform(rot)
	cv.Shadow(die, s*0.03, s*0.07, int(math.Max(1, s*0.06)), Color{0, 0, 0, 0.5})
	cv.Outline(die, line*0.9, Ink)
	cv.Fill(die, Linear{c.Add(P(-dw/2, -dw/2)), c.Add(P(dw/2, dw/2)), []Stop{{0, Hex(0xfffaf0)}, {1, Hex(0xd8ccb4)}}})
	q := dw * 0.27
	for _, o := range []Pt{P(-q, -q), P(q, -q), P(0, 0), P(-q, q), P(q, q)} {
		cv.Fill(Circle(rot.Apply(c.Add(P(0, s*0.04)).Add(o)), math.Max(0.7, dw*0.1)), Hex(0x2a1a12))
	}
}

func appSprites(Faces) []Sprite {
	var out []Sprite
	for _, px := range IconSizes {
		out = append(out, NewSprite(IconName(px), appIcon(px)))
	}
	return out
}

// appIcon draws the icon at px, designed on a 256 grid and scaled, so every
// size is drawn from vectors rather than shrunk from pixels.
func appIcon(px int) *Canvas {
	c := NewCanvas(px, px)
	k := float64(px) / 256
	r := func(x, y, w, h, rad float64) Path { return RoundRect(x*k, y*k, w*k, h*k, rad*k) }
	edge := math.Max(1, 6*k)
	c.Fill(r(4, 4, 248, 248, 52), Ink)
	c.Fill(RoundRect(4*k+edge, 4*k+edge, 248*k-2*edge, 248*k-2*edge, 52*k-edge), GoldPaint(0, float64(px)))
	in := 4*k + edge + math.Max(1, 8*k)
	c.Fill(RoundRect(in, in, float64(px)-2*in, float64(px)-2*in, 44*k), Radial{P(128*k, 100*k), 190 * k, []Stop{{0, Hex(0x5a3823)}, {1, Hex(0x24150c)}}})
	if px >= 64 {
		c.Fill(StrokePath(math.Max(1, 2*k), true, RoundRect(in+10*k, in+10*k, float64(px)-2*in-20*k, float64(px)-2*in-20*k, 36*k)), Gold.Alpha(0.6))
	}
	s := 80 * k
	if px < 64 {
		s = 92 * k
	}
	crest(c, P(128*k, 124*k), s, px >= 64)
	return c
}

// AppIcon draws the application icon at px (any size from 16 up), as the
// atlas's app/icon sprites are drawn, for the release packages' icon files.
func AppIcon(px int) *image.NRGBA { return appIcon(px).NRGBA() }
