package dieinthedungeon

import (
	"math"

	"github.com/herotable/herotable/assets/internal/art"
)

// Pictograms of DIE in the Dungeon! effects, shared by the ability cards
// and the tile effect icons: each is a few 48-grid glyphs painted in
// colour over an ink edge, so it reads by its shape first.

// picto draws glyphs on a 48-unit box centred on at, k px per unit.
type picto struct {
	c  *art.Canvas
	at art.Pt
	k  float64
}

// put paints g centred on grid point (x, y) of the box, s times its size.
func (p picto) put(g art.Glyph, x, y, s float64, col art.Color) {
	at := p.at.Add(art.P(x-24, y-24).Mul(p.k))
	paintGlyph(p.c, g, at, p.k*s, col, 0.9+0.55*p.k)
}

// mark writes a short overlay ("+4", "×2") in white with a thick ink edge,
// h units tall, centred on grid point (x, y).
func (p picto) mark(fc art.Faces, s string, x, y, h float64) {
	at := p.at.Add(art.P(x-24, y-24).Mul(p.k))
	art.Inked(p.c, fc.Label(s, at, h*p.k, 2*h*p.k*float64(len([]rune(s)))), 1.2+0.7*p.k, art.White)
}

// eye draws an open eye r units wide centred on grid point (x, y).
func (p picto) eye(x, y, r float64, iris art.Color) {
	p.put(art.Glyph{Fill: art.Almond(art.P(24, 24), 22, 13)}, x, y, r/22, art.Hex(0xfbf6ec))
	p.put(art.Glyph{Fill: art.Circle(art.P(24, 24), 10)}, x, y, r/22, iris)
	p.put(art.Glyph{Fill: art.Circle(art.P(24, 24), 10)}, x, y, r/22*0.42, art.Ink)
}

// The glyphs on the 48 grid.
var (
	clawGlyph = art.Glyph{Fill: art.Join(
		art.Taper(art.P(30, 4), art.P(18, 20), art.P(8, 42), 7),
		art.Taper(art.P(38, 6), art.P(26, 22), art.P(17, 44), 8),
		art.Taper(art.P(45, 10), art.P(34, 24), art.P(26, 45), 7))}
	checkGlyph   = art.Glyph{Fill: art.Stroke(6.5, false, art.P(8, 25), art.P(19, 37), art.P(40, 10))}
	upArrowGlyph = art.Glyph{Fill: art.Polygon(art.P(24, 3), art.P(43, 22), art.P(31, 22), art.P(31, 45), art.P(17, 45), art.P(17, 22), art.P(5, 22))}
	d20Glyph     = art.Glyph{
		Fill: art.Polygon(art.RegularPoints(art.P(24, 24), 6, 21, -math.Pi/2)...),
		Cut:  art.Stroke(2.2, true, art.RegularPoints(art.P(24, 27), 3, 12, -math.Pi/2)...)}
	gemGlyph = art.Glyph{
		Fill: art.Polygon(art.P(8, 18), art.P(16, 7), art.P(32, 7), art.P(40, 18), art.P(24, 43)),
		Cut: art.Join(art.Stroke(1.6, false, art.P(8, 18), art.P(40, 18)),
			art.Stroke(1.6, false, art.P(17, 7), art.P(20, 18), art.P(24, 42)), art.Stroke(1.6, false, art.P(31, 7), art.P(28, 18), art.P(24, 42)))}
	shieldGlyph = art.Glyph{Fill: art.ShieldPath(art.P(24, 23), 20), Cut: art.StrokePath(2, true, art.ShieldPath(art.P(24, 23), 14.5))}
	tileGlyph   = art.Glyph{Fill: art.RoundRect(6, 6, 36, 36, 5), Cut: art.StrokePath(1.8, true, art.RoundRect(12, 12, 24, 24, 3))}
	crossGlyph  = art.Glyph{Fill: art.Join(art.RoundRect(20.5, 5, 7, 38, 2), art.RoundRect(11, 14, 26, 7, 2))}
	raysGlyph   = art.Glyph{Fill: art.Polygon(art.StarPoints(art.P(24, 24), 12, 23, 10)...)}
	bushGlyph   = art.Glyph{Fill: art.Join(art.Circle(art.P(14, 28), 11), art.Circle(art.P(24, 20), 13), art.Circle(art.P(35, 27), 11), art.RoundRect(5, 27, 38, 15, 7))}
)

// d6Glyph is a die showing n pips, s units wide, centred on (24, 24).
func d6Glyph(n int, s float64) art.Glyph {
	return art.Glyph{Fill: art.Join(art.RoundRect(24-s/2, 24-s/2, s, s, s*0.2), pipHoles(art.P(24, 24), n, s*0.27, s*0.1))}
}

// chaliceGlyph is a cup on a stem.
func chaliceGlyph() art.Glyph {
	var cup art.Path
	cup.MoveTo(art.P(11, 13))
	cup.LineTo(art.P(37, 13))
	cup.CubeTo(art.P(37, 25), art.P(31, 31), art.P(24, 31))
	cup.CubeTo(art.P(17, 31), art.P(11, 25), art.P(11, 13))
	cup.Close()
	return art.Glyph{Fill: art.Join(cup, art.RoundRect(21.5, 29, 5, 10, 1.5), art.Ellipse(art.P(24, 40), 11, 4)),
		Cut: art.Stroke(1.6, false, art.P(13, 18), art.P(35, 18))}
}

// drum draws a war drum with crossed sticks.
func (p picto) drum() {
	p.put(art.Glyph{Fill: art.Join(art.Stroke(3.4, false, art.P(6, 4), art.P(21, 18)), art.Circle(art.P(6, 4), 3))}, 24, 24, 1, art.WoodLight)
	p.put(art.Glyph{Fill: art.Join(art.Stroke(3.4, false, art.P(42, 4), art.P(27, 18)), art.Circle(art.P(42, 4), 3))}, 24, 24, 1, art.WoodLight)
	p.put(art.Glyph{Fill: art.RoundRect(7, 20, 34, 22, 4),
		Cut: art.Stroke(1.8, false, art.P(9, 24), art.P(15, 39), art.P(21, 24), art.P(27, 39), art.P(33, 24), art.P(39, 37))}, 24, 24, 1, art.Hex(0xb0342a))
	p.put(art.Glyph{Fill: art.Ellipse(art.P(24, 21), 17, 5)}, 24, 24, 1, art.Parch)
}

// dieCardPicto draws an ability card's pictogram.
func dieCardPicto(c *art.Canvas, fc art.Faces, d DieAbilityCard, at art.Pt, k float64) {
	p := picto{c, at, k}
	red, steelC, heart, sand := art.Hex(0xc0302a), art.Hex(0xb8c2cc), art.Hex(0xd23a4e), art.Hex(0xd8a84a)
	green, ivory := art.Hex(0x4caa48), art.Hex(0xf4ecd8)
	switch d.picto {
	case "hit":
		p.put(clawGlyph, 24, 24, 1, red)
	case "pass":
		p.put(d20Glyph, 20, 24, 0.85, ivory)
		p.put(checkGlyph, 30, 30, 0.75, green)
	case "stare":
		p.eye(24, 24, 23, art.Hex(0xd8a020))
	case "peek":
		p.put(tileGlyph, 14, 34, 0.45, art.Hex(0x8a9aa8))
		p.put(tileGlyph, 34, 34, 0.45, art.Hex(0x8a9aa8))
		p.eye(24, 14, 16, art.Hex(0x3a9a4a))
	case "heal":
		p.put(art.StatGlyph("health"), 24, 24, 1, heart)
	case "shield":
		p.put(shieldGlyph, 24, 24, 1, art.Hex(0x9a7a54))
	case "carve":
		p.put(art.Glyph{Fill: bonePath(art.P(8, 40), art.P(38, 10), 6)}, 22, 22, 0.9, art.Bone)
		p.put(d6Glyph(6, 22), 31, 31, 0.9, ivory)
	case "bulk":
		p.put(upArrowGlyph, 24, 22, 1, green)
		p.put(art.StatGlyph("might"), 14, 32, 0.5, steelC)
		p.put(art.StatGlyph("agility"), 34, 32, 0.5, art.Hex(0x8ad07a))
	case "fire":
		p.put(art.Glyph{Fill: art.FlamePath(art.P(24, 37), 16)}, 24, 24, 1, art.Hex(0xf08a22))
		p.put(art.Glyph{Fill: art.FlamePath(art.P(24, 39), 8)}, 24, 24, 1, art.Hex(0xfcd24a))
	case "scorch":
		p.put(art.SpikesGlyph, 24, 30, 0.8, steelC)
		p.put(art.Glyph{Fill: art.FlamePath(art.P(24, 37), 12)}, 24, 18, 0.8, art.Hex(0xf08a22))
	case "rage":
		p.put(art.Glyph{Fill: art.FlamePath(art.P(24, 38), 17)}, 24, 24, 1, red)
		p.put(d20Glyph, 24, 30, 0.55, ivory)
		p.put(upArrowGlyph, 38, 12, 0.35, green)
	case "pact":
		p.put(upArrowGlyph, 30, 22, 0.85, green)
		p.put(art.StatGlyph("might"), 18, 28, 0.85, steelC)
	case "dice":
		p.put(d6Glyph(5, 24), 16, 28, 0.85, art.Hex(0x3462b0))
		p.put(d6Glyph(3, 24), 32, 20, 0.85, ivory)
		p.put(d6Glyph(2, 24), 30, 36, 0.7, art.Hex(0xd7802c))
	case "loaded":
		p.put(d6Glyph(6, 30), 22, 26, 1, ivory)
		p.put(art.Glyph{Fill: art.Polygon(art.StarPoints(art.P(24, 24), 5, 12, 5)...)}, 38, 10, 0.8, art.Gold)
	case "shiny":
		p.put(gemGlyph, 24, 26, 0.9, art.Hex(0x38b6c8))
		p.put(art.Glyph{Fill: art.Join(art.Sparkle(art.P(40, 8), 7), art.Sparkle(art.P(8, 38), 5))}, 24, 24, 1, art.GoldLight)
	case "rake":
		p.put(clawGlyph, 28, 26, 0.8, red)
		p.put(art.Glyph{Fill: rakePath()}, 20, 22, 0.9, art.Gold)
	case "time":
		p.put(art.StatGlyph("time"), 24, 24, 1, sand)
	case "flee":
		art.Skull(c, p.at.Add(art.P(-5, 0).Mul(k)), k*0.95)
		p.put(art.Glyph{Fill: upArrowGlyph.Fill.Transform(art.Rotate(art.Deg(90), art.P(24, 24)))}, 38, 34, 0.45, art.Hex(0xe8d070))
	case "blade":
		p.put(art.StatGlyph("might"), 24, 24, 1, steelC)
	case "rise":
		p.put(art.StatGlyph("health"), 22, 22, 0.9, heart)
		p.put(art.StatGlyph("time"), 36, 34, 0.5, sand)
	default:
		panic("no pictogram " + d.picto)
	}
	if d.mark != "" {
		p.mark(fc, d.mark, 36, 40, 9)
	}
}

// DieEffects are the tile effect ids that have an icon: every effect kind
// of engine effects.go but "none".
var DieEffects = []string{
	"trap", "lose_time", "gain_time", "gain_ability", "gain_health_noup",
	"armory", "war_drums", "dark", "holy_ground", "ambush", "sanctified",
}

// dieEffectIcon draws a 48x48 effect icon: the pictogram on a parchment
// disc, with a "+" or "−" badge for the effects that change a value.
func dieEffectIcon(fc art.Faces, id string) *art.Canvas {
	c := art.NewCanvas(48, 48)
	o := art.P(24, 24)
	rim := art.Hex(0x9a7a3c)
	sign := ""
	switch id {
	case "trap", "lose_time", "dark", "ambush", "armory", "war_drums":
		rim = art.Hex(0xa8362c)
	case "gain_time", "gain_ability", "gain_health_noup":
		rim = art.Hex(0x3f8a3a)
	}
	c.Shadow(art.Circle(o, 22), 0, 1, 1, art.Color{R: 0, G: 0, B: 0, A: 0.4})
	c.Fill(art.Circle(o, 23), art.Ink)
	c.Fill(art.Circle(o, 21.8), rim)
	c.Fill(art.Circle(o, 18.6), art.Ink.Alpha(0.6))
	c.Fill(art.Circle(o, 18), art.Radial{C: art.P(19, 17), R: 26, Stops: []art.Stop{{T: 0, C: art.Hex(0xfffaf0)}, {T: 1, C: art.ParchMid}}})
	p := picto{c, o, 0.66}
	switch id {
	case "trap":
		p.put(art.SpikesGlyph, 24, 24, 1, art.Hex(0xb8c2cc))
	case "lose_time", "gain_time":
		p.put(art.StatGlyph("time"), 22, 24, 1, art.Hex(0xd8a84a))
		sign = map[string]string{"lose_time": "−", "gain_time": "+"}[id]
	case "gain_ability":
		p.put(art.StatGlyph("ability"), 22, 24, 1, art.Hex(0x2aa0a8))
		sign = "+"
	case "gain_health_noup":
		p.put(art.StatGlyph("health"), 22, 24, 0.95, art.Hex(0xd23a4e))
		sign = "+"
	case "armory":
		sw := art.StatGlyph("might")
		p.put(art.Glyph{Fill: sw.Fill.Transform(art.Affine{A: -1, C: 48, E: 1})}, 24, 24, 1, art.Hex(0xb8c2cc))
		p.put(sw, 24, 24, 1, art.Hex(0xd8dee6))
	case "war_drums":
		p.drum()
	case "dark":
		p.put(art.MoonGlyph, 24, 24, 1, art.Hex(0x4a4a8a))
	case "holy_ground":
		p.put(raysGlyph, 24, 24, 1, art.Gold)
		p.put(crossGlyph, 24, 24, 0.9, art.White)
	case "ambush":
		p.put(bushGlyph, 24, 26, 1, art.Hex(0x2f6a2a))
		p.eye(15, 29, 8.5, art.Hex(0xf0c030))
		p.eye(33, 29, 8.5, art.Hex(0xf0c030))
	case "sanctified":
		p.put(chaliceGlyph(), 24, 26, 1, art.Gold)
		p.put(art.HaloGlyph, 24, 24, 1, art.GoldLight)
	default:
		panic("no effect icon " + id)
	}
	if sign != "" {
		b := art.P(37.5, 36.5)
		c.Fill(art.Circle(b, 8.2), art.Ink)
		c.Fill(art.Circle(b, 7), rim)
		bar := art.RoundRect(b.X-5, b.Y-1.4, 10, 2.8, 0.8)
		if sign == "+" {
			bar.Append(art.RoundRect(b.X-1.4, b.Y-5, 2.8, 10, 0.8))
		}
		c.Fill(bar, art.White)
	}
	return c
}
