package herodice

import (
	"math"

	"github.com/herotable/herotable/assets/internal/art"
)

// The table's small pieces (glow symbols, exit arrows, stairs, tokens,
// health bar, XP gem, tier badges, ring powers), the map's floor and fog,
// and the leaderboard's banner.

func pieceSprites(fc art.Faces) []art.Sprite {
	sq := func(px int, draw func(c *art.Canvas, at art.Pt)) *art.Canvas {
		c := art.NewCanvas(px, px)
		draw(c, art.P(float64(px)/2, float64(px)/2))
		return c
	}
	out := []art.Sprite{
		art.NewSprite("herodice/glow/gold", sq(48, func(c *art.Canvas, at art.Pt) { goldGlow(c, at, 15) })),
		art.NewSprite("herodice/glow/red", sq(48, func(c *art.Canvas, at art.Pt) { redGlow(c, at, 15) })),
		art.NewSprite("herodice/stairs", sq(48, func(c *art.Canvas, at art.Pt) { stairs(c, at, 21) })),
		art.NewSprite("herodice/token/hero", heroToken()),
		art.NewSprite("herodice/token/wound", sq(40, func(c *art.Canvas, at art.Pt) { woundToken(c, at) })),
		art.NewSprite("herodice/xp", sq(40, func(c *art.Canvas, at art.Pt) { gem(c, at.Add(art.P(0, 1)), 17) })),
		art.NewSprite("herodice/map/stone", mapStone()),
		art.NewSprite("herodice/map/fog", fog()),
		art.NewSprite("herodice/banner", banner(fc)),
	}
	for _, e := range Exits {
		a := exitAngle[byte(e[0]-'a'+'A')]
		out = append(out, art.NewSprite("herodice/exit/"+e, sq(40, func(c *art.Canvas, at art.Pt) {
			ar := arrowPath(at, 17).Transform(art.Rotate(a, at))
			c.FillMask(c.Mask(ar).Dilate(3).Blur(2), glowGold.Alpha(0.7))
			c.FillMask(c.Mask(ar).Dilate(1.6), art.Ink)
			c.Fill(ar, art.GoldPaint(3, 37))
		})))
	}
	for _, t := range Tiers {
		out = append(out, art.NewSprite("herodice/tier/"+t, sq(48, func(c *art.Canvas, at art.Pt) { tierBadge(c, t, at, 21) })))
	}
	for _, p := range Powers {
		out = append(out, art.NewSprite("herodice/power/"+p, sq(40, func(c *art.Canvas, at art.Pt) { powerIcon(c, p, at, 17) })))
	}
	return append(out, hpBar()...)
}

// heroToken is the hero on the map: a blue disc with a white rim and the
// Warrior's helm, 48x48.
func heroToken() *art.Canvas {
	c := art.NewCanvas(48, 48)
	at := art.P(24, 24)
	c.FillMask(c.Mask(art.Circle(at.Add(art.P(1, 2)), 21)).Blur(2), art.Color{A: 0.45})
	c.Fill(art.Circle(at, 21.5), art.Ink)
	c.Fill(art.Circle(at, 20), art.White)
	c.Fill(art.Circle(at, 17.5), art.Radial{C: at.Add(art.P(-5, -6)), R: 24, Stops: []art.Stop{{T: 0, C: rimHero.Lighter(0.4)}, {T: 1, C: rimHero.Darker(0.2)}}})
	p := art.PenAt(c, at.Add(art.P(0, 3)), 0.42)
	p.Shape(art.Blob(art.P(-24, 10), art.P(-22, -26), art.P(0, -38), art.P(22, -26), art.P(24, 10), art.P(0, 18)), art.Steel)
	p.Flat(art.Join(art.Rect(-18, -8, 36, 5), art.Rect(-2.5, -8, 5, 20)), art.Ink)
	p.Shape(art.Polygon(art.P(-3, -38), art.P(0, -50), art.P(3, -38)), art.Hex(0xd0342c))
	return c
}

// woundToken is a red counter with a white slash cut in it.
func woundToken(c *art.Canvas, at art.Pt) {
	c.FillMask(c.Mask(art.Circle(at.Add(art.P(1, 2)), 17)).Blur(2), art.Color{A: 0.4})
	c.Fill(art.Circle(at, 17.5), art.Ink)
	c.Fill(art.Circle(at, 16), art.Radial{C: at.Add(art.P(-5, -5)), R: 22, Stops: []art.Stop{{T: 0, C: heartRed.Lighter(0.25)}, {T: 1, C: heartRed.Darker(0.35)}}})
	c.Fill(art.StrokePath(1, true, art.Circle(at, 13)), art.Ink.Alpha(0.35))
	var cuts art.Path
	for _, d := range []float64{-5, 0, 5} {
		cuts.Append(art.Stroke(2.6, false, at.Add(art.P(-7+d, 8)), at.Add(art.P(7+d, -8))))
	}
	c.FillMask(c.Mask(cuts).Dilate(1), art.Ink)
	c.Fill(cuts, art.White)
}

// hpBar is the health bar in pieces: a heart cap, a trough to stretch, an
// end cap, and the fill (stretched across y 6..22 of the trough).
func hpBar() []art.Sprite {
	trough := func(c *art.Canvas, x0, x1 float64) {
		c.Fill(art.Rect(x0, 3, x1-x0, 22), art.Ink)
		c.Fill(art.Rect(x0, 5, x1-x0, 18), art.Hex(0x2a1e18))
		c.Fill(art.Rect(x0, 5, x1-x0, 3), art.Color{A: 0.35})
	}
	left := art.NewCanvas(28, 28)
	trough(left, 20, 28)
	heart(left, art.P(14, 14), 12)
	mid := art.NewCanvas(8, 28)
	trough(mid, 0, 8)
	right := art.NewCanvas(8, 28)
	right.Fill(art.RoundRect(-8, 3, 14, 22, 5), art.Ink)
	right.Fill(art.RoundRect(-8, 5, 12, 18, 4), art.Hex(0x2a1e18))
	fill := art.NewCanvas(8, 16)
	fill.Fill(art.Rect(0, 0, 8, 16), art.Vertical(0, 16, heartRed.Lighter(0.35), heartRed.Darker(0.3)))
	fill.Fill(art.Rect(0, 2, 8, 3), art.Color{R: 1, G: 1, B: 1, A: 0.3})
	return []art.Sprite{
		art.NewSprite("herodice/hpbar/left", left), art.NewSprite("herodice/hpbar/mid", mid),
		art.NewSprite("herodice/hpbar/right", right), art.NewSprite("herodice/hpbar/fill", fill),
	}
}

// mapStone is the map's floor, 256x256: dark flagstones in rows whose
// joints all meet the sprite's edges, so it tiles without a seam.
func mapStone() *art.Canvas {
	const n = 256
	c := art.NewCanvas(n, n)
	c.Fill(art.Rect(0, 0, n, n), art.Hex(0x1c1815))
	rows := [][]float64{{64, 64, 64, 64}, {40, 80, 56, 80}, {96, 48, 64, 48}, {56, 72, 72, 56}}
	for r, widths := range rows {
		y := float64(r) * 64
		x := 0.0
		for i, w := range widths {
			v := art.Hash2(i, r, 91)
			col := art.Hex(0x3e3731).Mix(art.Hex(0x2c2722), v)
			st := art.RoundRect(x+1.5, y+1.5, w-3, 61, 4)
			c.Fill(st, art.Grain{Base: col, Amp: 0.12, SX: 6, SY: 6, Seed: uint32(100 + r*4 + i)})
			c.Fill(art.StrokePath(1, true, art.RoundRect(x+2, y+2, w-4, 60, 3.5)), art.Color{R: 1, G: 1, B: 1, A: 0.05})
			x += w
		}
	}
	return c
}

// fog is a dark vignette, clear in the middle, 420x256: stretched over the
// map it hides the edges in shadow.
func fog() *art.Canvas {
	const w, h = 420, 256
	c := art.NewCanvas(w, h)
	c.Fill(art.Rect(0, 0, w, h), vignette{w, h})
	return c
}

// vignette is the fog's paint: clear within about 60 % of the way to the
// edges, near black at them.
type vignette struct{ w, h float64 }

func (v vignette) At(p art.Pt) art.Color {
	dx := (p.X - v.w/2) / (v.w / 2)
	dy := (p.Y - v.h/2) / (v.h / 2)
	d := math.Sqrt(dx*dx*0.9 + dy*dy)
	t := math.Max(0, math.Min(1, (d-0.62)/0.5))
	return art.Hex(0x0a0806).Alpha(t * t * (3 - 2*t) * 0.92)
}

// banner is the Delver Leaderboard's title: a red ribbon with folded ends
// and the words in gold capitals, 480x120.
func banner(fc art.Faces) *art.Canvas {
	c := art.NewCanvas(480, 120)
	red := art.Hex(0x8a2a22)
	for _, s := range []float64{-1, 1} {
		x := 240 + s*200
		tail := art.Polygon(art.P(x-s*40, 40), art.P(x+s*36, 40), art.P(x+s*20, 68), art.P(x+s*36, 96), art.P(x-s*40, 96))
		c.FillMask(c.Mask(tail).Dilate(2), art.Ink)
		c.Fill(tail, red.Darker(0.35))
	}
	band := art.RoundRect(40, 22, 400, 64, 6)
	c.FillMask(c.Mask(band.Move(0, 4)).Blur(3), art.Color{A: 0.4})
	c.FillMask(c.Mask(band).Dilate(2), art.Ink)
	c.Fill(band, art.Grain{Base: art.Vertical(22, 86, red.Lighter(0.2), red.Darker(0.25)), Amp: 0.06, SX: 10, SY: 3, Seed: 5})
	c.Fill(art.StrokePath(2, true, art.RoundRect(47, 28, 386, 52, 4)), art.GoldPaint(28, 80))
	p := art.FitText(fc.Display, "DELVER LEADERBOARD", 30, 240, 65, 360)
	art.Inked(c, p, 2, art.GoldPaint(40, 70))
	for _, x := range []float64{60, 420} {
		art.Gem(c, art.P(x, 54), 5)
	}
	return c
}

// encounterSprites, treasureSprites, bossSprites and otherCardSprites
// draw the cards (four groups, so they are drawn in parallel).
func encounterSprites(fc art.Faces) []art.Sprite {
	var out []art.Sprite
	for _, e := range Encounters {
		out = append(out, art.NewSprite("herodice/card/"+e.ID, encounterFace(fc, e)))
	}
	return out
}

func treasureSprites(fc art.Faces) []art.Sprite {
	var out []art.Sprite
	for _, t := range Treasures {
		out = append(out, art.NewSprite("herodice/card/"+t.ID, treasureFace(fc, t)))
	}
	return out
}

func bossSprites(fc art.Faces) []art.Sprite {
	var out []art.Sprite
	for _, b := range Bosses {
		out = append(out, art.NewSprite("herodice/card/"+b.ID, bossFace(fc, b)))
	}
	return out
}

func otherCardSprites(fc art.Faces) []art.Sprite {
	out := []art.Sprite{art.NewSprite("herodice/card/hero_warrior", heroFace(fc))}
	for _, b := range Backs {
		out = append(out, art.NewSprite("herodice/back/"+b, back(fc, b)))
	}
	return out
}

// back is a deck's card back: the deck's colour, a lattice, and a
// medallion with the deck's own sign (a door, a chest, a skull, a crown)
// and its name.
func back(fc art.Faces, deck string) *art.Canvas {
	col := map[string]art.Color{"dungeon": rimDungeon, "treasure": rimTreasure, "encounter": rimMob, "boss": rimBoss}[deck]
	c := art.NewCanvas(CardW, CardH)
	c.Fill(art.RoundRect(0.5, 0.5, CardW-1, CardH-1, 12), art.Ink)
	c.Fill(art.RoundRect(2.5, 2.5, CardW-5, CardH-5, 10), art.Grain{Base: art.Radial{C: art.P(100, 140), R: 180, Stops: []art.Stop{{T: 0, C: col.Lighter(0.1)}, {T: 1, C: col.Darker(0.5)}}}, Amp: 0.08, SX: 6, SY: 6, Seed: uint32(len(deck))})
	field := art.RoundRect(12, 12, CardW-24, CardH-24, 6)
	var lattice art.Path
	for k := -300.0; k <= 500; k += 18 {
		lattice.Append(art.StrokeButt(0.9, art.P(k, 0), art.P(k+280, 280)), art.StrokeButt(0.9, art.P(k+280, 0), art.P(k, 280)))
	}
	c.FillMask(c.Mask(lattice).Times(c.Mask(field)), art.GoldLight.Alpha(0.16))
	c.Fill(art.StrokePath(1.8, true, art.RoundRect(8, 8, CardW-16, CardH-16, 7)), art.GoldPaint(8, CardH-8))
	c.Fill(art.StrokePath(0.9, true, field), art.Gold.Alpha(0.7))
	ctr := art.P(100, 124)
	c.FillMask(c.Mask(art.Circle(ctr.Add(art.P(0, 3)), 50)).Blur(3), art.Color{A: 0.5})
	c.Fill(art.Circle(ctr, 50), art.Ink)
	c.Fill(art.Circle(ctr, 48), art.GoldPaint(ctr.Y-48, ctr.Y+48))
	c.Fill(art.Circle(ctr, 42), art.Ink)
	c.Fill(art.Circle(ctr, 41), art.Radial{C: ctr.Add(art.P(0, -10)), R: 50, Stops: []art.Stop{{T: 0, C: col.Lighter(0.3)}, {T: 1, C: col.Darker(0.45)}}})
	switch deck {
	case "dungeon":
		door := art.RoundPolygon(2, art.P(ctr.X-20, ctr.Y+26), art.P(ctr.X-20, ctr.Y-8), art.P(ctr.X-14, ctr.Y-22), art.P(ctr.X, ctr.Y-28),
			art.P(ctr.X+14, ctr.Y-22), art.P(ctr.X+20, ctr.Y-8), art.P(ctr.X+20, ctr.Y+26))
		c.FillMask(c.Mask(door).Dilate(5), art.Hex(0x9a8e80))
		c.FillMask(c.Mask(door).Dilate(1.5).Minus(c.Mask(door)), art.Ink)
		c.Fill(door, art.Vertical(ctr.Y-28, ctr.Y+26, art.Hex(0x120c0a), art.Hex(0x3a2e26)))
		ar := arrowPath(ctr.Add(art.P(0, 2)), 14)
		c.FillMask(c.Mask(ar).Dilate(1.5), art.Ink)
		c.Fill(ar, art.GoldPaint(ctr.Y-14, ctr.Y+16))
	case "treasure":
		glowDisc(c, ctr, 40, glowGold.Alpha(0.6))
		chest(c, ctr.Add(art.P(0, 4)), 26)
	case "encounter":
		glowDisc(c, ctr, 40, glowRed.Alpha(0.6))
		art.Skull(c, ctr, 1.5)
	case "boss":
		tierBadge(c, "boss", ctr, 30)
	}
	name := map[string]string{"dungeon": "DUNGEON", "treasure": "TREASURE", "encounter": "ENCOUNTER", "boss": "BOSS"}[deck]
	c.Fill(art.RoundRect(30, 196, 140, 34, 8), art.Ink)
	c.Fill(art.RoundRect(32, 198, 136, 30, 7), col.Darker(0.35))
	art.Inked(c, art.FitText(fc.Display, name, 19, 100, 220, 124), 1.4, art.GoldPaint(200, 224))
	art.Inked(c, art.FitText(fc.Display, "HERO DICE", 14, 100, 52, 120), 1.2, art.GoldLight)
	return c
}
