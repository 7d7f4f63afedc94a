package herohouse

import (
	"math"

	"github.com/herotable/herotable/assets/internal/art"
)

// Hero House outcome banners, 480x96: gold words in the display font on a
// ribbon, with a symbol in a medallion at the left so the outcome reads
// by shape too; and the crossed-swords "VS" badge of a fight.

type bannerLook struct {
	id, text string
	ribbon   art.Color
	symbol   func(c *art.Canvas, at art.Pt)
}

func hhBanners(fc art.Faces) []art.Sprite {
	looks := []bannerLook{
		{"hero_wins", "Hero wins!", art.Hex(0x2a5aa8), func(c *art.Canvas, at art.Pt) {
			art.Sword(c, at.Add(art.P(-13, 13)), at.Add(art.P(13, -13)), 6)
		}},
		{"monster_wins", "Monster wins!", art.Hex(0x6a2a7a), func(c *art.Canvas, at art.Pt) {
			monsterFace(art.PenAt(c, at.Add(art.P(0, 3)), 0.85))
		}},
		{"cosmic_struggle", "Cosmic struggle", art.Hex(0x2c2a6e), func(c *art.Canvas, at art.Pt) {
			for i, s := range []struct {
				o art.Pt
				r float64
			}{{art.P(-3, 2), 15}, {art.P(11, -11), 6}, {art.P(-12, -12), 4.5}, {art.P(12, 11), 4}} {
				star := art.Polygon(art.StarPoints(at.Add(s.o), 4, s.r, s.r*0.32)...)
				c.FillMask(c.Mask(star).Dilate(1.2), art.Ink)
				c.Fill(star, []art.Color{art.GoldLight, art.Hex(0xbfd8ff), art.White, art.Hex(0xbfd8ff)}[i])
			}
		}},
		{"no_win", "No win", art.Hex(0x59606a), func(c *art.Canvas, at art.Pt) {
			sym := art.Join(art.Ring(at, 10, 15), art.Stroke(5, false, at.Add(art.P(-11, 11)), at.Add(art.P(11, -11))))
			c.FillMask(c.Mask(sym).Dilate(1.4), art.Ink)
			c.Fill(sym, art.Hex(0xe8e2d6))
		}},
		{"hero_house", "Hero House!", art.Hex(0x2e7a3a), func(c *art.Canvas, at art.Pt) {
			houseEmblem(c, at.Add(art.P(0, 1)), 16)
		}},
		{"balanced_monster", "Monster balanced!", art.Hex(0x9a2a2a), func(c *art.Canvas, at art.Pt) {
			m := art.Affine{A: 30, B: 0, C: at.X, D: 0, E: 30, F: at.Y - 2}
			c.FillMask(c.Mask(art.Join(art.Stroke(3, false, m.Apply(art.P(-0.56, -0.3)), m.Apply(art.P(0.56, -0.3))),
				art.Stroke(3, false, m.Apply(art.P(0, -0.42)), m.Apply(art.P(0, 0.62))))).Dilate(1.2), art.Ink)
			balance(c, m, 30)
		}},
		{"hand_over", "Hand over", art.Hex(0x7a4a26), func(c *art.Canvas, at art.Pt) {
			for _, a := range []float64{-22, 0, 22} {
				card := art.RoundRect(at.X-7, at.Y-10, 14, 20, 2.5).Transform(art.Rotate(art.Deg(a), at.Add(art.P(0, 14))))
				c.FillMask(c.Mask(card).Dilate(1.2), art.Ink)
				c.Fill(card, art.Vertical(at.Y-12, at.Y+12, art.Parch, art.ParchMid))
			}
		}},
		{"game_over", "Game over", art.Hex(0x3a1c16), func(c *art.Canvas, at art.Pt) {
			t := art.TrophyGlyph()
			m := art.Affine{A: 1.05, B: 0, C: at.X - 16.8, D: 0, E: 1.05, F: at.Y - 16.8}
			cup := art.Join(t.Fill.Transform(m))
			c.FillMask(c.Mask(cup).Dilate(1.4), art.Ink)
			c.Fill(cup, art.GoldPaint(at.Y-16, at.Y+16))
		}},
	}
	var out []art.Sprite
	for _, l := range looks {
		out = append(out, art.NewSprite("herohouse/banner/"+l.id, banner(fc, l)))
	}
	out = append(out, art.NewSprite("herohouse/fight-vs", fightVS(fc)))
	return out
}

func banner(fc art.Faces, l bannerLook) *art.Canvas {
	c := art.NewCanvas(480, 96)
	col := l.ribbon
	// Tails behind the band, with a notch cut in each end.
	for _, s := range []float64{1, -1} {
		x := func(v float64) float64 { return 240 + s*(v-240) }
		tail := art.Polygon(art.P(x(4), 32), art.P(x(74), 32), art.P(x(74), 88), art.P(x(4), 88), art.P(x(22), 60))
		c.Shadow(tail, 0, 2, 2, art.Color{R: 0, G: 0, B: 0, A: 0.4})
		c.FillMask(c.Mask(tail).Dilate(1.4), art.Ink)
		c.Fill(tail, art.Vertical(32, 88, col.Darker(0.25), col.Darker(0.45)))
		fold := art.Polygon(art.P(x(52), 78), art.P(x(74), 78), art.P(x(74), 88))
		c.Fill(fold, col.Darker(0.65))
	}
	var band art.Path
	band.MoveTo(art.P(52, 14))
	band.CubeTo(art.P(160, 6), art.P(320, 6), art.P(428, 14))
	band.LineTo(art.P(428, 78))
	band.CubeTo(art.P(320, 70), art.P(160, 70), art.P(52, 78))
	band.Close()
	c.Shadow(band, 0, 3, 3, art.Color{R: 0, G: 0, B: 0, A: 0.45})
	c.FillMask(c.Mask(band).Dilate(1.6), art.Ink)
	c.Fill(band, art.Vertical(8, 78, col.Lighter(0.18), col.Darker(0.2)))
	bm := c.Mask(band)
	c.FillMask(bm.Minus(c.Mask(band.Move(0, 3)).Blur(2)), art.Color{R: 1, G: 1, B: 1, A: 0.15})
	var rules art.Path
	rules.Append(art.StrokePath(1.4, false, curveLine(art.P(56, 19.5), art.P(240, 9.5), art.P(424, 19.5))))
	rules.Append(art.StrokePath(1.4, false, curveLine(art.P(56, 72.5), art.P(240, 62.5), art.P(424, 72.5))))
	c.Fill(rules, art.Gold.Alpha(0.85))
	// The words, fitted between the medallion and the right end.
	text, w := art.Text(fc.Display, 40, 1, l.text)
	a, b := text.Bounds()
	k := math.Min(1, 284/w)
	text = text.Transform(art.Scale(k, k))
	mid := art.P(258, 41)
	text = text.Move(mid.X-(a.X+b.X)*k/2, mid.Y-(a.Y+b.Y)*k/2)
	top, bottom := mid.Y-(b.Y-a.Y)*k/2, mid.Y+(b.Y-a.Y)*k/2
	c.FillMask(c.Mask(text.Move(1.5, 2.5)).Dilate(2).Blur(2), art.Color{R: 0, G: 0, B: 0, A: 0.45})
	c.FillMask(c.Mask(text).Dilate(2.2), art.Ink)
	c.Fill(text, art.Linear{A: art.P(0, top), B: art.P(0, bottom), Stops: []art.Stop{
		{T: 0, C: art.GoldLight}, {T: 0.45, C: art.Hex(0xf0c860)}, {T: 0.6, C: art.Gold}, {T: 1, C: art.Hex(0xa8741e)},
	}})
	art.Gem(c, art.P(424, 45), 4.5)
	// The medallion with the outcome's symbol.
	at := art.P(62, 47)
	c.Shadow(art.Circle(at, 30), 0, 3, 3, art.Color{R: 0, G: 0, B: 0, A: 0.5})
	c.Fill(art.Circle(at, 31), art.Ink)
	c.Fill(art.Circle(at, 29.5), art.GoldPaint(at.Y-30, at.Y+30))
	c.Fill(art.Circle(at, 25), art.Ink)
	c.Fill(art.Circle(at, 24), art.Radial{C: at.Add(art.P(-6, -8)), R: 30, Stops: []art.Stop{{T: 0, C: col.Lighter(0.2)}, {T: 1, C: col.Darker(0.4)}}})
	l.symbol(c, at)
	return c
}

// curveLine is a path through a quadratic Bézier, for stroking.
func curveLine(a, b, c art.Pt) art.Path {
	var p art.Path
	p.MoveTo(a)
	p.QuadTo(b, c)
	return p
}

// fightVS is two crossed swords behind a red medallion saying VS.
func fightVS(fc art.Faces) *art.Canvas {
	c := art.NewCanvas(96, 96)
	ctr := art.P(48, 48)
	art.Sword(c, art.P(14, 84), art.P(86, 10), 8)
	art.Sword(c, art.P(82, 84), art.P(10, 10), 8)
	c.Shadow(art.Circle(ctr, 26), 0, 3, 3, art.Color{R: 0, G: 0, B: 0, A: 0.5})
	c.Fill(art.Circle(ctr, 27), art.Ink)
	c.Fill(art.Circle(ctr, 25.5), art.GoldPaint(ctr.Y-26, ctr.Y+26))
	c.Fill(art.Circle(ctr, 21.5), art.Ink)
	c.Fill(art.Circle(ctr, 20.5), art.Radial{C: ctr.Add(art.P(-5, -7)), R: 28, Stops: []art.Stop{
		{T: 0, C: art.Hex(0xd8463c)}, {T: 1, C: art.Hex(0x6e1812)},
	}})
	vs, _ := art.Text(fc.Display, 100, 0, "VS")
	a, b := vs.Bounds()
	k := 17 / (b.Y - a.Y)
	vs = vs.Transform(art.Scale(k, k)).Centered(ctr.Add(art.P(0, 0.5)))
	c.FillMask(c.Mask(vs).Dilate(1.6), art.Ink)
	c.Fill(vs, art.GoldPaint(ctr.Y-9, ctr.Y+9))
	return c
}
