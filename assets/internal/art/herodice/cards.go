package herodice

import (
	"fmt"
	"math"
	"strings"

	"github.com/herotable/herotable/assets/internal/art"
)

// Hero Dice card faces, 200x280 (the size the combat overlay and the zoom
// show them at): a frame in the deck's colour, a title plate, a picture
// window and the card's numbers large under it (22 px), its words at 12
// px or more.

// Deck colours; every deck also has its own badge shape.
var (
	rimDungeon   = art.Hex(0x5d5a56)
	rimMob       = art.Hex(0x8a2a22)
	rimTrap      = art.Hex(0x5a3d70)
	rimEvent     = art.Hex(0x2f6a62)
	rimTreasure  = art.Hex(0xa0741e)
	rimBoss      = art.Hex(0x3c1f52)
	rimHero      = art.Hex(0x2d4f7c)
	headInk      = art.Hex(0x8a2a1e)
	windowStone  = art.Hex(0x8d8274)
	windowShadow = art.Color{R: 0, G: 0, B: 0, A: 0.3}
)

// face is a blank card: ink edge, a grained rim of colour rim, parchment
// inside.
func face(rim art.Color, seed uint32) *art.Canvas {
	c := art.NewCanvas(CardW, CardH)
	c.Fill(art.RoundRect(0.5, 0.5, CardW-1, CardH-1, 12), art.Ink)
	c.Fill(art.RoundRect(2.5, 2.5, CardW-5, CardH-5, 10), art.Grain{Base: art.Vertical(0, CardH, rim.Lighter(0.15), rim.Darker(0.3)), Amp: 0.08, SX: 8, SY: 8, Seed: seed})
	in := art.RoundRect(7, 7, CardW-14, CardH-14, 6)
	c.Fill(art.StrokePath(2, true, in), art.Ink.Alpha(0.7))
	c.Fill(in, art.Grain{Base: art.Vertical(7, CardH-7, art.Hex(0xfbf1d8), art.ParchMid), Amp: 0.05, SX: 7, SY: 7, Seed: seed + 1})
	return c
}

// titlePlate writes name in white on a dark plate from x0 to x1, y to
// y+h; a name with a comma is set in two lines, the part after it
// smaller.
func titlePlate(c *art.Canvas, fc art.Faces, name string, rim art.Color, x0, x1, y, h float64) {
	c.Fill(art.RoundRect(x0-2, y-2, x1-x0+4, h+4, 8), art.Ink)
	c.Fill(art.RoundRect(x0, y, x1-x0, h, 7), art.Vertical(y, y+h, rim.Lighter(0.1), rim.Darker(0.4)))
	cx := (x0 + x1) / 2
	main, sub := name, ""
	if i := strings.Index(name, ", "); i > 0 {
		main, sub = name[:i], name[i+2:]
	}
	w := x1 - x0 - 12
	if sub == "" {
		p := art.FitText(fc.Bold, main, 17, cx, y+h/2+6, w)
		art.Inked(c, p, 1.6, art.White)
		return
	}
	p := art.FitText(fc.Bold, main, 17, cx, y+h/2-1, w)
	art.Inked(c, p, 1.6, art.White)
	q := art.FitText(fc.Bold, sub, 12.5, cx, y+h/2+13, w)
	art.Inked(c, q, 1.2, art.GoldLight)
}

// window draws the picture draw (a pen centred in the window, 1 unit = 1
// px) inside a recessed frame over a background paint.
func window(c *art.Canvas, x, y, w, h float64, bg art.Paint, draw func(p art.Pen)) {
	win := art.RoundRect(x, y, w, h, 6)
	c.Fill(win, bg)
	pic := art.NewCanvas(CardW, CardH)
	draw(art.PenAt(pic, art.P(x+w/2, y+h/2), 1))
	wm := c.Mask(win)
	c.DrawMasked(pic, wm)
	c.FillMask(wm.Minus(c.Mask(win.Move(0, 3)).Blur(3)), windowShadow)
	c.Fill(art.StrokePath(1.6, true, win), art.Ink.Alpha(0.85))
}

// text writes s left-aligned, baseline at y, size px, in col.
func text(c *art.Canvas, fc art.Faces, s string, size, x, y float64, col art.Color) float64 {
	p, w := art.Text(fc.Bold, size, 0, s)
	c.FillFast(p.Move(x, y), col)
	return w
}

// centred writes s centred on cx, baseline at y, squeezed to maxW.
func centred(c *art.Canvas, fc art.Faces, s string, size, cx, y, maxW float64, col art.Color) {
	c.FillFast(art.FitText(fc.Bold, s, size, cx, y, maxW), col)
}

// para writes s wrapped and centred between x0 and x1 from baseline y,
// lead px apart; it returns the next baseline.
func para(c *art.Canvas, fc art.Faces, s string, size, lead, x0, x1, y float64, col art.Color) float64 {
	for _, l := range art.Wrap(fc.Bold, s, size, x1-x0) {
		centred(c, fc, l, size, (x0+x1)/2, y, x1-x0, col)
		y += lead
	}
	return y
}

// statBox is a light box x..x+w, y..y+h with an icon at its left and a
// large value beside it, and a small caption under the value.
func statBox(c *art.Canvas, fc art.Faces, x, y, w, h float64, icon func(at art.Pt), value, caption string) {
	c.Fill(art.RoundRect(x, y, w, h, 7), art.Ink)
	c.Fill(art.RoundRect(x+1.5, y+1.5, w-3, h-3, 6), art.Vertical(y, y+h, art.Hex(0xfffaf0), art.Hex(0xefe0bc)))
	icon(art.P(x+15, y+h/2-1))
	vx := x + 29 + (w-32)/2
	c.Fill(fc.Label(value, art.P(vx, y+h/2-5), 19, w-34), art.Ink)
	centred(c, fc, caption, 12, vx, y+h-5, w-32, art.InkSoft)
}

// chip is a small dark rounded label with light words, centred on cx.
func chip(c *art.Canvas, fc art.Faces, s string, cx, y, size float64, bg, fg art.Color) {
	_, w := art.Text(fc.Bold, size, 0, s)
	w += 14
	c.Fill(art.RoundRect(cx-w/2-1, y-1, w+2, size+10, (size+10)/2+1), art.Ink)
	c.Fill(art.RoundRect(cx-w/2, y, w, size+8, (size+8)/2), bg)
	centred(c, fc, s, size, cx, y+size+2, w, fg)
}

// encounterFace draws a mob, trap or event card.
func encounterFace(fc art.Faces, e Encounter) *art.Canvas {
	rim := map[string]art.Color{"mob": rimMob, "trap": rimTrap, "event": rimEvent}[e.Kind]
	c := face(rim, 30+uint32(len(e.ID)))
	titlePlate(c, fc, e.Name, rim, 46, 190, 11, 30)
	badge := art.P(27, 26)
	switch e.Kind {
	case "mob":
		c.Fill(art.Circle(badge, 19), art.Parch.Alpha(0.9))
		tierBadge(c, e.Tier, badge, 16)
	case "trap":
		trapBadge(c, badge, 17)
	case "event":
		eventBadge(c, badge, 17)
	}
	bg := art.Paint(art.Radial{C: art.P(100, 80), R: 120, Stops: []art.Stop{{T: 0, C: windowStone.Lighter(0.35)}, {T: 1, C: windowStone.Darker(0.35)}}})
	window(c, 12, 46, 176, 104, bg, picture(e.ID))
	switch e.Kind {
	case "mob":
		dice := fmt.Sprintf("%d", e.Dice)
		statBox(c, fc, 12, 156, 56, 46, func(at art.Pt) { miniDie(c, at, 20, e.Dice, false) }, dice, tern(e.Dice == 1, "die", "dice"))
		statBox(c, fc, 72, 156, 56, 46, func(at art.Pt) { heart(c, at, 11) }, art.Itoa(e.HP), "health")
		statBox(c, fc, 132, 156, 56, 46, func(at art.Pt) { art.Sword(c, at.Add(art.P(-8, 9)), at.Add(art.P(9, -10)), 5) }, "+"+art.Itoa(e.Atk), "attack")
		tierWord := strings.ToUpper(e.Tier[:1]) + e.Tier[1:]
		y := 222.0
		text(c, fc, tierWord, 14, 16, y, art.Ink)
		xp := fmt.Sprintf("%d XP", e.XP)
		_, w := art.Text(fc.Bold, 14, 0, xp)
		gem(c, art.P(172-w, y-5), 8)
		text(c, fc, xp, 14, 184-w, y, art.Ink)
		if e.Trait != "" {
			c.Fill(art.RoundRect(12, 230, 176, 40, 6), art.Ink.Alpha(0.85))
			para(c, fc, e.Trait, 12, 15, 18, 182, 246, art.GoldLight)
		} else {
			c.Fill(art.StrokeButt(1.2, art.P(30, 248), art.P(170, 248)), art.InkSoft.Alpha(0.5))
			art.Gem(c, art.P(100, 248), 4)
		}
	case "trap":
		// Toughness in a shield, the tag beside it.
		sh := art.P(42, 190)
		c.FillMask(c.Mask(art.ShieldPath(sh, 26)).Dilate(1.5), art.Ink)
		c.Fill(art.ShieldPath(sh, 26), art.Vertical(sh.Y-26, sh.Y+26, art.Hex(0xe8edf1), art.Hex(0x8d98a3)))
		c.Fill(fc.Numeral(e.Toughness, sh.Add(art.P(0, -3)), 24, 30), art.Ink)
		text(c, fc, "Toughness", 13, 76, 170, art.Ink)
		text(c, fc, fmt.Sprintf("Roll %d+ on the", e.Toughness), 12, 76, 187, art.InkSoft)
		text(c, fc, "hero die to pass", 12, 76, 202, art.InkSoft)
		if e.Tag != "" {
			chip(c, fc, "Climb", 158, 126, 12, art.Hex(0x6a4a2a), art.Parch)
		}
		c.Fill(art.RoundRect(12, 226, 176, 44, 6), art.Ink.Alpha(0.85))
		heart(c, art.P(28, 240), 8)
		text(c, fc, fmt.Sprintf("Fail: lose %d health", e.Fail), 12.5, 42, 245, art.White)
		win := "Pass: nothing happens"
		if e.Win != "" {
			win = "Pass: " + strings.ToLower(e.Win[:1]) + e.Win[1:]
			chest(c, art.P(28, 259), 7)
		} else {
			c.Fill(art.Stroke(2.4, false, art.P(23, 259), art.P(27, 263), art.P(34, 254)), healGreen.Lighter(0.3))
		}
		text(c, fc, win, 12.5, 42, 264, art.GoldLight)
	case "event":
		c.Fill(art.RoundRect(12, 158, 176, 110, 7), art.Ink.Alpha(0.85))
		text(c, fc, "Event", 13, 20, 176, art.GoldLight)
		para(c, fc, e.EventText, 15, 19, 20, 180, 204, art.White)
	}
	return c
}

func tern(b bool, yes, no string) string {
	if b {
		return yes
	}
	return no
}

// trapBadge is a spike-toothed jaw trap badge; eventBadge a star.
func trapBadge(c *art.Canvas, at art.Pt, r float64) {
	c.Fill(art.Circle(at, r+2), art.Ink)
	c.Fill(art.Circle(at, r), art.Vertical(at.Y-r, at.Y+r, rimTrap.Lighter(0.4), rimTrap.Darker(0.2)))
	var teeth art.Path
	for i := -2; i <= 2; i++ {
		x := at.X + float64(i)*r*0.34
		teeth.Append(art.Polygon(art.P(x-r*0.16, at.Y+r*0.45), art.P(x, at.Y-r*0.5), art.P(x+r*0.16, at.Y+r*0.45)))
	}
	c.FillMask(c.Mask(teeth).Dilate(1), art.Ink)
	c.Fill(teeth, art.Steel)
}

func eventBadge(c *art.Canvas, at art.Pt, r float64) {
	c.Fill(art.Circle(at, r+2), art.Ink)
	c.Fill(art.Circle(at, r), art.Vertical(at.Y-r, at.Y+r, rimEvent.Lighter(0.4), rimEvent.Darker(0.2)))
	st := art.Polygon(art.StarPoints(at, 5, r*0.8, r*0.36)...)
	c.FillMask(c.Mask(st).Dilate(1), art.Ink)
	c.Fill(st, art.GoldPaint(at.Y-r, at.Y+r))
}

// treasureFace draws a treasure card.
func treasureFace(fc art.Faces, t Treasure) *art.Canvas {
	c := face(rimTreasure, 60+uint32(len(t.ID)))
	titlePlate(c, fc, t.Name, rimTreasure.Darker(0.25), 46, 190, 11, 30)
	typeBadge(c, t.Type, art.P(27, 26), 18)
	bg := art.Paint(art.Radial{C: art.P(100, 90), R: 110, Stops: []art.Stop{{T: 0, C: art.Hex(0xfbe6b0)}, {T: 1, C: art.Hex(0xb08a50)}}})
	window(c, 12, 46, 176, 104, bg, treasurePicture(t))
	c.Fill(art.RoundRect(12, 156, 176, 36, 7), art.Ink)
	c.Fill(art.RoundRect(13.5, 157.5, 173, 33, 6), art.Vertical(156, 192, art.Hex(0xfff6dc), art.Hex(0xf0dca8)))
	c.Fill(art.FitText(fc.Bold, t.Head, 17, 100, 180, 164), art.Ink)
	para(c, fc, t.Text, 12.5, 16, 16, 184, 210, art.InkSoft)
	// Foot: type word and keep rule at the left, XP at the right.
	c.Fill(art.StrokeButt(1, art.P(16, 244), art.P(184, 244)), art.InkSoft.Alpha(0.4))
	typ := strings.ToUpper(t.Type[:1]) + t.Type[1:]
	if t.Keep != "" {
		typ += ", " + t.Keep
	}
	text(c, fc, typ, 12, 16, 263, headInk)
	xp := fmt.Sprintf("%d XP", t.XP)
	_, w := art.Text(fc.Bold, 14, 0, xp)
	gem(c, art.P(172-w, 258), 8)
	text(c, fc, xp, 14, 184-w, 264, art.Ink)
	return c
}

// bossFace draws a boss: its name, dice and health, and its die ring: six
// slots round the portrait, slot n showing a die with n pips, the power's
// icon and its number.
func bossFace(fc art.Faces, b Boss) *art.Canvas {
	c := face(rimBoss, 90+uint32(len(b.ID)))
	titlePlate(c, fc, b.Name, rimBoss, 46, 190, 10, 40)
	c.Fill(art.Circle(art.P(27, 30), 19), art.Parch.Alpha(0.9))
	tierBadge(c, "boss", art.P(27, 30), 16)
	// Dice and health.
	y := 56.0
	c.Fill(art.RoundRect(12, y, 176, 28, 7), art.Ink)
	c.Fill(art.RoundRect(13.5, y+1.5, 173, 25, 6), art.Vertical(y, y+28, art.Hex(0xfffaf0), art.Hex(0xefe0bc)))
	miniDie(c, art.P(28, y+14), 18, b.Dice, false)
	text(c, fc, fmt.Sprintf("%d dice", b.Dice), 15, 42, y+20, art.Ink)
	heart(c, art.P(118, y+14), 10)
	text(c, fc, fmt.Sprintf("%d", b.HP), 17, 132, y+21, art.Ink)
	text(c, fc, "hp", 12, 157, y+21, art.InkSoft)
	// The ring: an ellipse through the six slots, the portrait inside.
	ctr := art.P(100, 180)
	rx, ry := 62.0, 66.0
	ring := art.Ellipse(ctr, rx, ry)
	c.Fill(art.StrokePath(7, true, ring), art.Ink)
	c.Fill(art.StrokePath(4.5, true, ring), art.GoldPaint(ctr.Y-ry, ctr.Y+ry))
	port := art.Circle(ctr, 40)
	c.Fill(art.Circle(ctr, 42), art.Ink)
	c.Fill(port, art.Radial{C: ctr.Add(art.P(0, -10)), R: 50, Stops: []art.Stop{{T: 0, C: rimBoss.Lighter(0.55)}, {T: 1, C: rimBoss.Darker(0.3)}}})
	pic := art.NewCanvas(CardW, CardH)
	picture(b.ID)(art.PenAt(pic, ctr.Add(art.P(0, 4)), 0.62))
	c.DrawMasked(pic, c.Mask(port))
	c.Fill(art.StrokePath(2, true, port), art.GoldPaint(ctr.Y-40, ctr.Y+40))
	for i, p := range b.Ring {
		ringSlot(c, fc, art.P(RingSlot(i+1)), i+1, p)
	}
	return c
}

// RingSlot is the centre of boss ring slot n (1..6) on a boss face: slot 1
// at the top, then clockwise round the ellipse through the slots (centre
// 100,180, radii 62 and 66); slots are 46x38. The table, which cannot
// import this package, mirrors it to outline the slot that fired.
func RingSlot(n int) (x, y float64) {
	a := art.Deg(-90 + 60*float64(n-1))
	return 100 + 62*math.Cos(a), 180 + 66*math.Sin(a)
}

// ringSlot is one slot of the die ring: a die showing n at its left, the
// power's icon and number at its right.
func ringSlot(c *art.Canvas, fc art.Faces, at art.Pt, n int, p Power) {
	const w, h = 46.0, 38.0
	box := art.RoundRect(at.X-w/2, at.Y-h/2, w, h, 8)
	c.FillMask(c.Mask(box).Dilate(1.6), art.Ink)
	c.Fill(box, art.Vertical(at.Y-h/2, at.Y+h/2, art.Hex(0xfffaf0), art.Hex(0xe9d6aa)))
	miniDie(c, art.P(at.X-12, at.Y-7), 17, n, false)
	powerIcon(c, p.Kind, art.P(at.X+11, at.Y-7), 9)
	label := map[string]string{"wound": "+", "drain": "", "heal": "+", "shield": "-", "rage": "+", "weaken": "-", "none": ""}[p.Kind]
	word := p.Kind
	if p.Kind != "none" {
		word = fmt.Sprintf("%s %s%d", p.Kind, label, p.N)
		if p.Kind == "drain" {
			word = fmt.Sprintf("drain %d", p.N)
		}
	}
	c.Fill(art.FitText(fc.Bold, word, 12, at.X, at.Y+15, w-4), art.Ink)
}

// heroFace draws the Warrior: portrait, health and carry limit, and the
// hero die's six faces with their abilities.
func heroFace(fc art.Faces) *art.Canvas {
	c := face(rimHero, 120)
	titlePlate(c, fc, "The Warrior", rimHero, 12, 188, 10, 28)
	window(c, 12, 42, 84, 70, art.Radial{C: art.P(54, 70), R: 70, Stops: []art.Stop{{T: 0, C: art.Hex(0xc8d4e0)}, {T: 1, C: art.Hex(0x5a6c80)}}}, func(p art.Pen) {
		p.M = p.M.Then(art.Translate(0, 8)).Then(art.Scale(0.62, 0.62))
		p.K *= 0.62
		warrior(p)
	})
	heart(c, art.P(112, 60), 10)
	w := text(c, fc, "50", 18, 125, 66, art.Ink)
	text(c, fc, "health", 12, 129+w, 66, art.InkSoft)
	bag(c, art.P(112, 92), 10)
	w = text(c, fc, "5", 18, 125, 98, art.Ink)
	text(c, fc, "items", 12, 129+w, 98, art.InkSoft)
	y := 118.0
	for v := 1; v <= 6; v++ {
		miniDie(c, art.P(26, y+11), 20, v, true)
		name, eff := Abilities[v-1][0], Abilities[v-1][1]
		if name == "" {
			text(c, fc, eff, 13, 42, y+16, art.InkSoft)
		} else {
			text(c, fc, name, 13, 42, y+10, headInk)
			text(c, fc, eff, 12, 42, y+23, art.Ink)
		}
		y += 25.5
		if v < 6 {
			c.Fill(art.StrokeButt(0.8, art.P(16, y-2), art.P(184, y-2)), art.InkSoft.Alpha(0.3))
		}
	}
	return c
}
