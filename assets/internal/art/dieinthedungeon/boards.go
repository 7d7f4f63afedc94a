package dieinthedungeon

import (
	"image"
	"strings"

	"github.com/herotable/herotable/assets/internal/art"
)

// DIE in the Dungeon! creature boards, 404x300, drawn at 1x in the table's
// creature_board region. The board prints what never changes: the
// creature's portrait, emblem and name, empty ability panels, the DieNamic
// track with its numbers, and the six die slots with their stat glyphs and
// names. The scene draws the live dice, tokens and ability text into the
// rectangles of layout.go.

// dieFigures draw each creature's standee figure with a pen.
var dieFigures = map[string]func(art.Pen){
	"deyeroller": deyeroller, "troll": trollOBones, "diemon": diemon,
	"dierake": dierake, "tombstones": tombstones,
}

// dieStatNames are the printed names of DieStats.
var dieStatNames = []string{"Time", "Might", "Agility", "Magic", "Health", "Ability"}

// dieBoardSprites draws the five boards.
func dieBoardSprites(fc art.Faces) []art.Sprite {
	var out []art.Sprite
	for i, id := range DieCreatures {
		out = append(out, art.NewSprite("dieinthedungeon/board/"+id, dieBoard(fc, i)))
	}
	return out
}

// rectIn is r as a rounded path, grown by g px (shrunk when negative).
func rectIn(r image.Rectangle, g, rad float64) art.Path {
	return art.RoundRect(float64(r.Min.X)-g, float64(r.Min.Y)-g, float64(r.Dx())+2*g, float64(r.Dy())+2*g, rad)
}

// patch lets draw paint the part r of c on a scratch canvas of r's size,
// offset o added to c's coordinates, then lays it over c at opacity a:
// small marks on a large sprite then cost their own size in masks, not
// the sprite's.
func patch(c *art.Canvas, r image.Rectangle, a float64, draw func(sc *art.Canvas, o art.Pt)) {
	sc := art.NewCanvas(r.Dx(), r.Dy())
	draw(sc, art.P(float64(-r.Min.X), float64(-r.Min.Y)))
	for y := max(0, r.Min.Y); y < min(c.H, r.Max.Y); y++ {
		for x := max(0, r.Min.X); x < min(c.W, r.Max.X); x++ {
			s, d := 4*((y-r.Min.Y)*sc.W+x-r.Min.X), 4*(y*c.W+x)
			sa := sc.Pix[s+3] * a
			if sa <= 0 {
				continue
			}
			k := 1 - sa
			for j := 0; j < 3; j++ {
				c.Pix[d+j] = sc.Pix[s+j]*a + c.Pix[d+j]*k
			}
			c.Pix[d+3] = sa + c.Pix[d+3]*k
		}
	}
}

func mid(r image.Rectangle) art.Pt {
	return art.P(float64(r.Min.X+r.Max.X)/2, float64(r.Min.Y+r.Max.Y)/2)
}

func dieBoard(fc art.Faces, i int) *art.Canvas {
	theme := dieThemes[i]
	c := art.NewCanvas(DieBoardW, DieBoardH)
	seed := uint32(1300 + 7*i)
	c.Fill(art.RoundRect(0.5, 0.5, 403, 299, 12), art.Ink)
	c.Fill(art.RoundRect(2, 2, 400, 296, 10.5), art.Grain{Base: art.Vertical(2, 298, theme.Lighter(0.2), theme.Darker(0.25)), Amp: 0.08, SX: 9, SY: 9, Seed: seed})
	field := art.RoundRect(5, 5, 394, 290, 8)
	c.Fill(field, art.Grain{Base: art.Vertical(5, 295, theme.Darker(0.42), theme.Darker(0.62)), Amp: 0.14, SX: 16, SY: 16, Seed: seed + 1})
	c.Fill(art.StrokePath(1.2, true, field), art.Gold.Alpha(0.6))

	dieBoardHeader(c, fc, i)
	for _, r := range DieBoardAbilities {
		c.Shadow(rectIn(r, 0, 7), 0, 2, 3, art.Color{R: 0, G: 0, B: 0, A: 0.45})
		c.Fill(rectIn(r, 1.2, 8), art.Ink)
		c.Fill(rectIn(r, 0, 7), art.GoldPaint(float64(r.Min.Y), float64(r.Max.Y)))
		c.Fill(rectIn(r, -2.5, 5), art.Vertical(float64(r.Min.Y), float64(r.Max.Y), art.Hex(0xfbf3de), art.Hex(0xf0e2c0)))
	}
	dieBoardTrack(c, fc, theme)
	// The dice tray: a recess across the bottom holding the six slots.
	tray := art.RoundRect(5, 208.5, 394, 86.5, 8)
	c.Fill(tray, art.Ink.Alpha(0.32))
	c.Fill(art.StrokeButt(1.2, art.P(12, 209), art.P(392, 209)), art.Gold.Alpha(0.45))
	for s := range DieStats {
		r := DieBoardSlotNames[s].Union(DieBoardSlots[s]).Inset(-4)
		patch(c, r, 1, func(sc *art.Canvas, o art.Pt) { dieSlot(sc, fc, s, r.Sub(r.Min)) })
	}
	return c
}

// dieSlot draws die slot s with its name plate above it on a scratch
// canvas whose bounds are the pair grown by 4 px (r).
func dieSlot(c *art.Canvas, fc art.Faces, s int, r image.Rectangle) {
	stat, col := DieStats[s], dieTokenColours[DieStats[s]]
	lab := image.Rect(4, 4, 4+DieBoardSlotNames[s].Dx(), 4+DieBoardSlotNames[s].Dy())
	slot := DieBoardSlots[s].Sub(DieBoardSlotNames[s].Min).Add(lab.Min)
	c.Fill(rectIn(lab, 1, 5), art.Ink)
	c.Fill(rectIn(lab, 0, 4), art.Vertical(float64(lab.Min.Y), float64(lab.Max.Y), col.Lighter(0.15), col.Darker(0.2)))
	markGlyph(c, art.StatGlyph(stat), art.P(float64(lab.Min.X)+11, mid(lab).Y), 0.32)
	word := art.FitText(fc.Bold, dieStatNames[s], 12, float64(lab.Min.X)+39.5, float64(lab.Max.Y)-6, 37)
	art.Inked(c, word, 1.1, art.White)
	dieSocket(c, slot, col, 9)
	patch(c, r, 0.22, func(gc *art.Canvas, _ art.Pt) { markGlyph(gc, art.StatGlyph(stat), mid(slot), 0.8) })
}

// Stat plates: the board's name plate of each die slot (its colour, glyph
// and name) on its own, for pages of a light colour where the white glyph
// alone would not show (the rules reader).
const (
	DieStatPlateW = 172
	DieStatPlateH = 52
)

// dieStatPlate draws stat s's plate, DieStatPlateW×DieStatPlateH.
func dieStatPlate(fc art.Faces, s int) *art.Canvas {
	const k = 2.0 // drawn at twice the board's size
	c := art.NewCanvas(DieStatPlateW, DieStatPlateH)
	lab := image.Rect(2, 2, DieStatPlateW-2, DieStatPlateH-2)
	col := dieTokenColours[DieStats[s]]
	c.Fill(rectIn(lab, 1.5, 6*k), art.Ink)
	c.Fill(rectIn(lab, 0, 5*k), art.Vertical(float64(lab.Min.Y), float64(lab.Max.Y), col.Lighter(0.15), col.Darker(0.2)))
	markGlyph(c, art.StatGlyph(DieStats[s]), art.P(float64(lab.Min.X)+13*k, mid(lab).Y), 0.36*k)
	left := float64(lab.Min.X) + 25*k
	word := art.FitText(fc.Bold, dieStatNames[s], 14*k, (left+float64(lab.Max.X)-4*k)/2, float64(lab.Max.Y)-7*k, float64(lab.Max.X)-4*k-left)
	art.Inked(c, word, 1.1*k, art.White)
	return c
}

// dieBoardHeader draws the portrait, the name plate and the token spot.
func dieBoardHeader(c *art.Canvas, fc art.Faces, i int) {
	id, theme := DieCreatures[i], dieThemes[i]
	pr := DieBoardPortrait
	c.Shadow(rectIn(pr, 0, 8), 0, 2, 3, art.Color{R: 0, G: 0, B: 0, A: 0.5})
	c.Fill(rectIn(pr, 1.2, 9), art.Ink)
	c.Fill(rectIn(pr, 0, 8), art.GoldPaint(float64(pr.Min.Y), float64(pr.Max.Y)))
	win := rectIn(pr, -2.5, 6)
	c.Fill(win, art.Radial{C: mid(pr).Add(art.P(0, -6)), R: 40, Stops: []art.Stop{{T: 0, C: theme.Lighter(0.7)}, {T: 1, C: theme.Lighter(0.15)}}})
	fig := art.NewCanvas(c.W, c.H)
	dieFigures[id](art.PenAt(fig, mid(pr).Add(art.P(0, 4)), 0.46))
	c.DrawMasked(fig, c.Mask(win))
	c.Fill(art.StrokePath(1.2, true, win), art.Ink.Alpha(0.8))

	np := DieBoardNamePlate
	c.Shadow(rectIn(np, 0, 10), 0, 2, 3, art.Color{R: 0, G: 0, B: 0, A: 0.5})
	c.Fill(rectIn(np, 1.2, 11), art.Ink)
	c.Fill(rectIn(np, 0, 10), art.Vertical(float64(np.Min.Y), float64(np.Max.Y), theme.Lighter(0.1), theme.Darker(0.4)))
	c.Fill(art.StrokePath(1.2, true, rectIn(np, -3, 8)), art.Gold.Alpha(0.85))
	emblemBadge(c, id, art.P(float64(np.Min.X)+24, mid(np).Y), 17)
	cx, maxW := float64(np.Min.X+np.Max.X+46)/2, float64(np.Dx()-58)
	name, sub, _ := strings.Cut(DieCreatureNames[i], ", ")
	if sub == "" {
		art.Inked(c, art.FitText(fc.Display, name, 24, cx, 41, maxW), 1.6, art.GoldLight)
	} else {
		art.Inked(c, art.FitText(fc.Display, name, 21, cx, 33, maxW), 1.6, art.GoldLight)
		art.Inked(c, art.FitText(fc.Display, sub, 12, cx, 48, maxW), 1.2, art.White)
	}

	// The token spot: a dashed ring holding a faint Bard and DieMaster.
	o := mid(DieBoardToken)
	c.Fill(art.Circle(o, 24), art.Ink.Alpha(0.55))
	c.Fill(art.StrokePath(1, true, art.Circle(o, 24)), art.Gold.Alpha(0.5))
	c.Fill(art.Dashes(art.Circle(o, 21.5), 2, 5, 3.6), art.GoldLight.Alpha(0.85))
	gc := art.NewCanvas(c.W, c.H)
	bard, _ := specialGlyph("bard")
	dm, _ := specialGlyph("diemaster")
	markGlyph(gc, bard, o.Add(art.P(-8, -4)), 0.3)
	markGlyph(gc, dm, o.Add(art.P(8, -4)), 0.3)
	gc.Fill(fc.Label("BARD · DM", o.Add(art.P(0, 10)), 5.5, 30), art.GoldLight)
	c.Draw(gc, 0.6)
}

// dieBoardTrack draws the DieNamic track, its numbers and the XP spot.
func dieBoardTrack(c *art.Canvas, fc art.Faces, theme art.Color) {
	head, _ := art.Text(fc.Bold, 10.5, 0.6, "DIENAMIC DICE")
	art.Inked(c, head.Move(float64(DieBoardTrack[0].Min.X), 152), 1, art.GoldLight)
	xp := DieBoardXP
	art.Inked(c, art.FitText(fc.Bold, "XP", 10.5, mid(xp).X, 152, 30), 1, art.GoldLight)
	for k, r := range DieBoardTrack {
		patch(c, r.Inset(-3), 1, func(sc *art.Canvas, o art.Pt) {
			dieSocket(sc, r.Add(image.Pt(int(o.X), int(o.Y))), theme.Lighter(0.35), 6)
		})
		n := DieBoardTrackNums[k]
		c.Fill(fc.Label(art.Itoa(k+1), mid(n), 9, 10), art.GoldLight)
	}
	// The XP spot: a double gold rim; an arrow says progress feeds the track.
	c.Fill(rectIn(xp, 3.5, 8), art.Ink)
	c.Fill(rectIn(xp, 2.5, 7.5), art.GoldPaint(float64(xp.Min.Y), float64(xp.Max.Y)))
	patch(c, xp.Inset(-3), 1, func(sc *art.Canvas, o art.Pt) { dieSocket(sc, xp.Add(image.Pt(int(o.X), int(o.Y))), art.Gold, 6) })
	ay := mid(xp).Y
	arrow := art.Polygon(art.P(306, ay), art.P(318, ay-8), art.P(318, ay-3), art.P(325, ay-3), art.P(325, ay+3), art.P(318, ay+3), art.P(318, ay+8))
	c.Outline(arrow, 1.2, art.Ink)
	c.Fill(arrow, art.GoldLight)
}

// dieSocket is an empty slot: an ink edge, a rim of colour rim and a dark
// recess shaded from the top left.
func dieSocket(c *art.Canvas, r image.Rectangle, rim art.Color, rad float64) {
	c.Fill(rectIn(r, 1.2, rad+1), art.Ink)
	c.Fill(rectIn(r, 0, rad), art.Vertical(float64(r.Min.Y), float64(r.Max.Y), rim.Lighter(0.2), rim.Darker(0.3)))
	in := rectIn(r, -2.5, rad-2)
	c.Fill(in, art.Vertical(float64(r.Min.Y), float64(r.Max.Y), art.Hex(0x1e1814), art.Hex(0x3a302a)))
	m := c.Mask(in)
	c.FillMask(m.Minus(m.Shift(2, 2)), art.Color{R: 0, G: 0, B: 0, A: 0.5})
}
