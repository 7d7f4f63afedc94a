package art

import "math"

// Hero House outcome banners, 480x96: gold words in the display font on a
// ribbon, with a symbol in a medallion at the left so the outcome reads
// by shape too; and the crossed-swords "VS" badge of a fight.

type bannerLook struct {
	id, text string
	ribbon   Color
	symbol   func(c *Canvas, at Pt)
}

func hhBanners(fc faces) []Sprite {
	looks := []bannerLook{
		{"hero_wins", "Hero wins!", Hex(0x2a5aa8), func(c *Canvas, at Pt) {
			sword(c, at.Add(P(-13, 13)), at.Add(P(13, -13)), 6)
		}},
		{"monster_wins", "Monster wins!", Hex(0x6a2a7a), func(c *Canvas, at Pt) {
			monsterFace(penAt(c, at.Add(P(0, 3)), 0.85))
		}},
		{"cosmic_struggle", "Cosmic struggle", Hex(0x2c2a6e), func(c *Canvas, at Pt) {
			for i, s := range []struct {
				o Pt
				r float64
			}{{P(-3, 2), 15}, {P(11, -11), 6}, {P(-12, -12), 4.5}, {P(12, 11), 4}} {
				star := Polygon(StarPoints(at.Add(s.o), 4, s.r, s.r*0.32)...)
				c.FillMask(c.Mask(star).Dilate(1.2), ink)
				c.Fill(star, []Color{goldLight, Hex(0xbfd8ff), White, Hex(0xbfd8ff)}[i])
			}
		}},
		{"no_win", "No win", Hex(0x59606a), func(c *Canvas, at Pt) {
			sym := Join(Ring(at, 10, 15), Stroke(5, false, at.Add(P(-11, 11)), at.Add(P(11, -11))))
			c.FillMask(c.Mask(sym).Dilate(1.4), ink)
			c.Fill(sym, Hex(0xe8e2d6))
		}},
		{"hero_house", "Hero House!", Hex(0x2e7a3a), func(c *Canvas, at Pt) {
			houseEmblem(c, at.Add(P(0, 1)), 16)
		}},
		{"balanced_monster", "Monster balanced!", Hex(0x9a2a2a), func(c *Canvas, at Pt) {
			m := Affine{30, 0, at.X, 0, 30, at.Y - 2}
			c.FillMask(c.Mask(Join(Stroke(3, false, m.Apply(P(-0.56, -0.3)), m.Apply(P(0.56, -0.3))),
				Stroke(3, false, m.Apply(P(0, -0.42)), m.Apply(P(0, 0.62))))).Dilate(1.2), ink)
			balance(c, m, 30)
		}},
		{"hand_over", "Hand over", Hex(0x7a4a26), func(c *Canvas, at Pt) {
			for _, a := range []float64{-22, 0, 22} {
				card := RoundRect(at.X-7, at.Y-10, 14, 20, 2.5).Transform(Rotate(Deg(a), at.Add(P(0, 14))))
				c.FillMask(c.Mask(card).Dilate(1.2), ink)
				c.Fill(card, Vertical(at.Y-12, at.Y+12, parch, parchMid))
			}
		}},
		{"game_over", "Game over", Hex(0x3a1c16), func(c *Canvas, at Pt) {
			t := trophyGlyph()
			m := Affine{1.05, 0, at.X - 16.8, 0, 1.05, at.Y - 16.8}
			cup := Join(t.fill.Transform(m))
			c.FillMask(c.Mask(cup).Dilate(1.4), ink)
			c.Fill(cup, goldPaint(at.Y-16, at.Y+16))
		}},
	}
	var out []Sprite
	for _, l := range looks {
		out = append(out, sprite("herohouse/banner/"+l.id, banner(fc, l)))
	}
	out = append(out, sprite("herohouse/fight-vs", fightVS(fc)))
	return out
}

func banner(fc faces, l bannerLook) *Canvas {
	c := NewCanvas(480, 96)
	col := l.ribbon
	// Tails behind the band, with a notch cut in each end.
	for _, s := range []float64{1, -1} {
		x := func(v float64) float64 { return 240 + s*(v-240) }
		tail := Polygon(P(x(4), 32), P(x(74), 32), P(x(74), 88), P(x(4), 88), P(x(22), 60))
		c.Shadow(tail, 0, 2, 2, Color{0, 0, 0, 0.4})
		c.FillMask(c.Mask(tail).Dilate(1.4), ink)
		c.Fill(tail, Vertical(32, 88, col.Darker(0.25), col.Darker(0.45)))
		fold := Polygon(P(x(52), 78), P(x(74), 78), P(x(74), 88))
		c.Fill(fold, col.Darker(0.65))
	}
	var band Path
	band.MoveTo(P(52, 14))
	band.CubeTo(P(160, 6), P(320, 6), P(428, 14))
	band.LineTo(P(428, 78))
	band.CubeTo(P(320, 70), P(160, 70), P(52, 78))
	band.Close()
	c.Shadow(band, 0, 3, 3, Color{0, 0, 0, 0.45})
	c.FillMask(c.Mask(band).Dilate(1.6), ink)
	c.Fill(band, Vertical(8, 78, col.Lighter(0.18), col.Darker(0.2)))
	bm := c.Mask(band)
	c.FillMask(bm.Minus(c.Mask(band.Move(0, 3)).Blur(2)), Color{1, 1, 1, 0.15})
	var rules Path
	rules.Append(StrokePath(1.4, false, curveLine(P(56, 19.5), P(240, 9.5), P(424, 19.5))))
	rules.Append(StrokePath(1.4, false, curveLine(P(56, 72.5), P(240, 62.5), P(424, 72.5))))
	c.Fill(rules, gold.Alpha(0.85))
	// The words, fitted between the medallion and the right end.
	text, w := Text(fc.display, 40, 1, l.text)
	a, b := text.Bounds()
	k := math.Min(1, 284/w)
	text = text.Transform(Scale(k, k))
	mid := P(258, 41)
	text = text.Move(mid.X-(a.X+b.X)*k/2, mid.Y-(a.Y+b.Y)*k/2)
	top, bottom := mid.Y-(b.Y-a.Y)*k/2, mid.Y+(b.Y-a.Y)*k/2
	c.FillMask(c.Mask(text.Move(1.5, 2.5)).Dilate(2).Blur(2), Color{0, 0, 0, 0.45})
	c.FillMask(c.Mask(text).Dilate(2.2), ink)
	c.Fill(text, Linear{P(0, top), P(0, bottom), []Stop{{0, goldLight}, {0.45, Hex(0xf0c860)}, {0.6, gold}, {1, Hex(0xa8741e)}}})
	gem(c, P(424, 45), 4.5)
	// The medallion with the outcome's symbol.
	at := P(62, 47)
	c.Shadow(Circle(at, 30), 0, 3, 3, Color{0, 0, 0, 0.5})
	c.Fill(Circle(at, 31), ink)
	c.Fill(Circle(at, 29.5), goldPaint(at.Y-30, at.Y+30))
	c.Fill(Circle(at, 25), ink)
	c.Fill(Circle(at, 24), Radial{at.Add(P(-6, -8)), 30, []Stop{{0, col.Lighter(0.2)}, {1, col.Darker(0.4)}}})
	l.symbol(c, at)
	return c
}

// curveLine is a path through a quadratic Bézier, for stroking.
func curveLine(a, b, c Pt) Path {
	var p Path
	p.MoveTo(a)
	p.QuadTo(b, c)
	return p
}

// fightVS is two crossed swords behind a red medallion saying VS.
func fightVS(fc faces) *Canvas {
	c := NewCanvas(96, 96)
	ctr := P(48, 48)
	sword(c, P(14, 84), P(86, 10), 8)
	sword(c, P(82, 84), P(10, 10), 8)
	c.Shadow(Circle(ctr, 26), 0, 3, 3, Color{0, 0, 0, 0.5})
	c.Fill(Circle(ctr, 27), ink)
	c.Fill(Circle(ctr, 25.5), goldPaint(ctr.Y-26, ctr.Y+26))
	c.Fill(Circle(ctr, 21.5), ink)
	c.Fill(Circle(ctr, 20.5), Radial{ctr.Add(P(-5, -7)), 28, []Stop{{0, Hex(0xd8463c)}, {1, Hex(0x6e1812)}}})
	vs, _ := Text(fc.display, 100, 0, "VS")
	a, b := vs.Bounds()
	k := 17 / (b.Y - a.Y)
	vs = vs.Transform(Scale(k, k)).Centered(ctr.Add(P(0, 0.5)))
	c.FillMask(c.Mask(vs).Dilate(1.6), ink)
	c.Fill(vs, goldPaint(ctr.Y-9, ctr.Y+9))
	return c
}
