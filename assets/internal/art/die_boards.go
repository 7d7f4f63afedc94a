package art

import (
	"image"
	"strings"

	"golang.org/x/image/font/sfnt"
)

// DIE in the Dungeon! creature boards, 404x300, drawn at 1x in the table's
// creature_board region. The board prints what never changes: the
// creature's portrait, emblem and name, empty ability panels, the DieNamic
// track with its numbers, and the six die slots with their stat glyphs and
// names. The scene draws the live dice, tokens and ability text into the
// rectangles of die_layout.go.

// dieFigures draw each creature's standee figure with a pen.
var dieFigures = map[string]func(pen){
	"deyeroller": deyeroller, "troll": trollOBones, "diemon": diemon,
	"dierake": dierake, "tombstones": tombstones,
}

// dieStatNames are the printed names of DieStats.
var dieStatNames = []string{"Time", "Might", "Agility", "Magic", "Health", "Ability"}

// dieBoardSprites draws the five boards.
func dieBoardSprites(fc faces) []Sprite {
	var out []Sprite
	for i, id := range DieCreatures {
		out = append(out, sprite("dieinthedungeon/board/"+id, dieBoard(fc, i)))
	}
	return out
}

// rectIn is r as a rounded path, grown by g px (shrunk when negative).
func rectIn(r image.Rectangle, g, rad float64) Path {
	return RoundRect(float64(r.Min.X)-g, float64(r.Min.Y)-g, float64(r.Dx())+2*g, float64(r.Dy())+2*g, rad)
}

// patch lets draw paint the part r of c on a scratch canvas of r's size,
// offset o added to c's coordinates, then lays it over c at opacity a:
// small marks on a large sprite then cost their own size in masks, not
// the sprite's.
func patch(c *Canvas, r image.Rectangle, a float64, draw func(sc *Canvas, o Pt)) {
	sc := NewCanvas(r.Dx(), r.Dy())
	draw(sc, P(float64(-r.Min.X), float64(-r.Min.Y)))
	for y := max(0, r.Min.Y); y < min(c.H, r.Max.Y); y++ {
		for x := max(0, r.Min.X); x < min(c.W, r.Max.X); x++ {
			s, d := 4*((y-r.Min.Y)*sc.W+x-r.Min.X), 4*(y*c.W+x)
			sa := sc.pix[s+3] * a
			if sa <= 0 {
				continue
			}
			k := 1 - sa
			for j := 0; j < 3; j++ {
				c.pix[d+j] = sc.pix[s+j]*a + c.pix[d+j]*k
			}
			c.pix[d+3] = sa + c.pix[d+3]*k
		}
	}
}

func mid(r image.Rectangle) Pt {
	return P(float64(r.Min.X+r.Max.X)/2, float64(r.Min.Y+r.Max.Y)/2)
}

// fitText is s in font f at size px, centred on cx with its baseline at y,
// squeezed across to at most maxW.
func fitText(f *sfnt.Font, s string, size, cx, y, maxW float64) Path {
	p, w := Text(f, size, 0, s)
	kx := 1.0
	if w > maxW {
		kx = maxW / w
	}
	return p.Transform(Affine{kx, 0, cx - w*kx/2, 0, 1, y})
}

func dieBoard(fc faces, i int) *Canvas {
	theme := dieThemes[i]
	c := NewCanvas(DieBoardW, DieBoardH)
	seed := uint32(1300 + 7*i)
	c.Fill(RoundRect(0.5, 0.5, 403, 299, 12), ink)
	c.Fill(RoundRect(2, 2, 400, 296, 10.5), Grain{Vertical(2, 298, theme.Lighter(0.2), theme.Darker(0.25)), 0.08, 9, 9, seed})
	field := RoundRect(5, 5, 394, 290, 8)
	c.Fill(field, Grain{Vertical(5, 295, theme.Darker(0.42), theme.Darker(0.62)), 0.14, 16, 16, seed + 1})
	c.Fill(StrokePath(1.2, true, field), gold.Alpha(0.6))

	dieBoardHeader(c, fc, i)
	for _, r := range DieBoardAbilities {
		c.Shadow(rectIn(r, 0, 7), 0, 2, 3, Color{0, 0, 0, 0.45})
		c.Fill(rectIn(r, 1.2, 8), ink)
		c.Fill(rectIn(r, 0, 7), goldPaint(float64(r.Min.Y), float64(r.Max.Y)))
		c.Fill(rectIn(r, -2.5, 5), Vertical(float64(r.Min.Y), float64(r.Max.Y), Hex(0xfbf3de), Hex(0xf0e2c0)))
	}
	dieBoardTrack(c, fc, theme)
	// The dice tray: a recess across the bottom holding the six slots.
	tray := RoundRect(5, 208.5, 394, 86.5, 8)
	c.Fill(tray, ink.Alpha(0.32))
	c.Fill(StrokeButt(1.2, P(12, 209), P(392, 209)), gold.Alpha(0.45))
	for s := range DieStats {
		r := DieBoardSlotNames[s].Union(DieBoardSlots[s]).Inset(-4)
		patch(c, r, 1, func(sc *Canvas, o Pt) { dieSlot(sc, fc, s, r.Sub(r.Min)) })
	}
	return c
}

// dieSlot draws die slot s with its name plate above it on a scratch
// canvas whose bounds are the pair grown by 4 px (r).
func dieSlot(c *Canvas, fc faces, s int, r image.Rectangle) {
	stat, col := DieStats[s], dieTokenColours[DieStats[s]]
	lab := image.Rect(4, 4, 4+DieBoardSlotNames[s].Dx(), 4+DieBoardSlotNames[s].Dy())
	slot := DieBoardSlots[s].Sub(DieBoardSlotNames[s].Min).Add(lab.Min)
	c.Fill(rectIn(lab, 1, 5), ink)
	c.Fill(rectIn(lab, 0, 4), Vertical(float64(lab.Min.Y), float64(lab.Max.Y), col.Lighter(0.15), col.Darker(0.2)))
	markGlyph(c, statGlyph(stat), P(float64(lab.Min.X)+11, mid(lab).Y), 0.32)
	word := fitText(fc.bold, dieStatNames[s], 12, float64(lab.Min.X)+39.5, float64(lab.Max.Y)-6, 37)
	inked(c, word, 1.1, White)
	dieSocket(c, slot, col, 9)
	patch(c, r, 0.22, func(gc *Canvas, _ Pt) { markGlyph(gc, statGlyph(stat), mid(slot), 0.8) })
}

// dieBoardHeader draws the portrait, the name plate and the token spot.
func dieBoardHeader(c *Canvas, fc faces, i int) {
	id, theme := DieCreatures[i], dieThemes[i]
	pr := DieBoardPortrait
	c.Shadow(rectIn(pr, 0, 8), 0, 2, 3, Color{0, 0, 0, 0.5})
	c.Fill(rectIn(pr, 1.2, 9), ink)
	c.Fill(rectIn(pr, 0, 8), goldPaint(float64(pr.Min.Y), float64(pr.Max.Y)))
	win := rectIn(pr, -2.5, 6)
	c.Fill(win, Radial{mid(pr).Add(P(0, -6)), 40, []Stop{{0, theme.Lighter(0.7)}, {1, theme.Lighter(0.15)}}})
	fig := NewCanvas(c.W, c.H)
	dieFigures[id](penAt(fig, mid(pr).Add(P(0, 4)), 0.46))
	c.DrawMasked(fig, c.Mask(win))
	c.Fill(StrokePath(1.2, true, win), ink.Alpha(0.8))

	np := DieBoardNamePlate
	c.Shadow(rectIn(np, 0, 10), 0, 2, 3, Color{0, 0, 0, 0.5})
	c.Fill(rectIn(np, 1.2, 11), ink)
	c.Fill(rectIn(np, 0, 10), Vertical(float64(np.Min.Y), float64(np.Max.Y), theme.Lighter(0.1), theme.Darker(0.4)))
	c.Fill(StrokePath(1.2, true, rectIn(np, -3, 8)), gold.Alpha(0.85))
	emblemBadge(c, id, P(float64(np.Min.X)+24, mid(np).Y), 17)
	cx, maxW := float64(np.Min.X+np.Max.X+46)/2, float64(np.Dx()-58)
	name, sub, _ := strings.Cut(DieCreatureNames[i], ", ")
	if sub == "" {
		inked(c, fitText(fc.display, name, 24, cx, 41, maxW), 1.6, goldLight)
	} else {
		inked(c, fitText(fc.display, name, 21, cx, 33, maxW), 1.6, goldLight)
		inked(c, fitText(fc.display, sub, 12, cx, 48, maxW), 1.2, White)
	}

	// The token spot: a dashed ring holding a faint Bard and DieMaster.
	o := mid(DieBoardToken)
	c.Fill(Circle(o, 24), ink.Alpha(0.55))
	c.Fill(StrokePath(1, true, Circle(o, 24)), gold.Alpha(0.5))
	c.Fill(dashes(Circle(o, 21.5), 2, 5, 3.6), goldLight.Alpha(0.85))
	gc := NewCanvas(c.W, c.H)
	bard, _ := specialGlyph("bard")
	dm, _ := specialGlyph("diemaster")
	markGlyph(gc, bard, o.Add(P(-8, -4)), 0.3)
	markGlyph(gc, dm, o.Add(P(8, -4)), 0.3)
	gc.Fill(fc.label("BARD · DM", o.Add(P(0, 10)), 5.5, 30), goldLight)
	c.Draw(gc, 0.6)
}

// dieBoardTrack draws the DieNamic track, its numbers and the XP spot.
func dieBoardTrack(c *Canvas, fc faces, theme Color) {
	head, _ := Text(fc.bold, 10.5, 0.6, "DIENAMIC DICE")
	inked(c, head.Move(float64(DieBoardTrack[0].Min.X), 152), 1, goldLight)
	xp := DieBoardXP
	inked(c, fitText(fc.bold, "XP", 10.5, mid(xp).X, 152, 30), 1, goldLight)
	for k, r := range DieBoardTrack {
		patch(c, r.Inset(-3), 1, func(sc *Canvas, o Pt) {
			dieSocket(sc, r.Add(image.Pt(int(o.X), int(o.Y))), theme.Lighter(0.35), 6)
		})
		n := DieBoardTrackNums[k]
		c.Fill(fc.label(itoa(k+1), mid(n), 9, 10), goldLight)
	}
	// The XP spot: a double gold rim; an arrow says progress feeds the track.
	c.Fill(rectIn(xp, 3.5, 8), ink)
	c.Fill(rectIn(xp, 2.5, 7.5), goldPaint(float64(xp.Min.Y), float64(xp.Max.Y)))
	patch(c, xp.Inset(-3), 1, func(sc *Canvas, o Pt) { dieSocket(sc, xp.Add(image.Pt(int(o.X), int(o.Y))), gold, 6) })
	ay := mid(xp).Y
	arrow := Polygon(P(306, ay), P(318, ay-8), P(318, ay-3), P(325, ay-3), P(325, ay+3), P(318, ay+3), P(318, ay+8))
	c.Outline(arrow, 1.2, ink)
	c.Fill(arrow, goldLight)
}

// dieSocket is an empty slot: an ink edge, a rim of colour rim and a dark
// recess shaded from the top left.
func dieSocket(c *Canvas, r image.Rectangle, rim Color, rad float64) {
	c.Fill(rectIn(r, 1.2, rad+1), ink)
	c.Fill(rectIn(r, 0, rad), Vertical(float64(r.Min.Y), float64(r.Max.Y), rim.Lighter(0.2), rim.Darker(0.3)))
	in := rectIn(r, -2.5, rad-2)
	c.Fill(in, Vertical(float64(r.Min.Y), float64(r.Max.Y), Hex(0x1e1814), Hex(0x3a302a)))
	m := c.Mask(in)
	c.FillMask(m.Minus(m.Shift(2, 2)), Color{0, 0, 0, 0.5})
}
