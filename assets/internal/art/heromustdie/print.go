package heromustdie

import (
	"image"
	"math"

	"github.com/herotable/herotable/assets/internal/art"
)

// The printable Hero Must Die! board: every board piece laid out as the
// table scene lays it (spec §3.4) on a carved stone board, at any scale.
// At scale 4.75 it is 4142x3496 px: 351x296 mm at 300 dpi, which prints
// on two A4 sheets side by side (portrait, cut down the middle, x = 460).
// Each piece is drawn on a canvas of its own size and composited into an
// 8-bit image, so memory grows with the board, not with the pieces.

// The board covers these design units: the table's board regions (party
// track, floors, event slots, locations, VP track) plus a margin, and a
// legend where the table has its player panels.
const (
	hmdPrintX0, hmdPrintY0 = 24, -8
	hmdPrintW, hmdPrintH   = 872, 736
)

// PrintBoard draws the whole board at scale (pixels per design unit).
func PrintBoard(scale float64) *image.NRGBA {
	fc, err := art.LoadFaces()
	if err != nil {
		panic(err) // the fonts are embedded: this cannot fail at run time
	}
	w, h := int(math.Ceil(hmdPrintW*scale)), int(math.Ceil(hmdPrintH*scale))
	dst := image.NewNRGBA(image.Rect(0, 0, w, h))
	put := func(x, y, pw, ph, margin float64, draw func(b hmdB)) {
		hmdCompose(dst, scale, x-hmdPrintX0-margin, y-hmdPrintY0-margin, pw+2*margin, ph+2*margin, func(b hmdB) {
			draw(b.at(margin, margin))
		})
	}
	// The board itself, in bands so that no canvas is the board's size.
	for y := 0.0; y < hmdPrintH; y += 96 {
		hmdCompose(dst, scale, 0, y, hmdPrintW, math.Min(96, hmdPrintH-y), func(b hmdB) {
			hmdBoardBack(b.at(0, -y))
		})
	}
	for i, s := range HMDTrackSpaces {
		put(40+130*float64(i), 8, HMDTrackW, HMDTrackH, 4, func(b hmdB) { hmdTrackSpace(b, fc, s) })
	}
	put(430, 8, 250, 44, 4, func(b hmdB) { hmdBoardTitle(b, fc) })
	for f := 1; f <= 5; f++ {
		y := 60 + 56*float64(f-1)
		put(40, y, HMDFloorW, HMDFloorH, 4, func(b hmdB) {
			hmdFloor(b, fc, f)
			hmdGuardPost(b.at(4, 4))
			for i := 0; i < 5; i++ {
				hmdBuildingSpace(b.at(80+88*float64(i), 4))
			}
		})
	}
	put(700, 8, 178, 44, 4, func(b hmdB) {
		b.display(fc, "Events", 16, 89, 30, 170, art.GoldLight, 1)
		b.text(fc, "turn n draws from slot n", 8, 89, 42, 170, art.Parch.Alpha(0.8), 0)
	})
	for t := 1; t <= 8; t++ {
		c, r := float64((t-1)/4), float64((t-1)%4)
		put(700+92*c, 60+70*r, HMDSlotW, HMDSlotH, 4, func(b hmdB) { hmdSlot(b, fc, t) })
	}
	for i := range HMDLocations {
		c, r := float64(i%4), float64(i/4)
		put(40+162*c, 348+146*r, HMDLocationW, HMDLocationH, 4, func(b hmdB) { hmdLocation(b, fc, i) })
	}
	put(40, 644, HMDVPTrackW, HMDVPTrackH, 4, func(b hmdB) { hmdVPTrack(b, fc) })
	put(700, 348, 178, 364, 4, func(b hmdB) { hmdLegend(b, fc) })
	return dst
}

// hmdCompose draws on a canvas covering the unit box x, y, w, h of the
// board and lays it over dst; the brush is at the box's top left.
func hmdCompose(dst *image.NRGBA, s, x, y, w, h float64, draw func(b hmdB)) {
	px0, py0 := int(math.Floor(x*s)), int(math.Floor(y*s))
	px1, py1 := int(math.Ceil((x+w)*s)), int(math.Ceil((y+h)*s))
	c := art.NewCanvas(px1-px0, py1-py0)
	draw(hmdB{c, s, art.P(x*s-float64(px0), y*s-float64(py0))})
	hmdOverNRGBA(dst, c, px0, py0)
}

// hmdOverNRGBA composites a canvas over dst with its top left at (x, y).
func hmdOverNRGBA(dst *image.NRGBA, c *art.Canvas, x, y int) {
	b := dst.Bounds()
	for cy := 0; cy < c.H; cy++ {
		dy := y + cy
		if dy < b.Min.Y || dy >= b.Max.Y {
			continue
		}
		for cx := 0; cx < c.W; cx++ {
			dx := x + cx
			if dx < b.Min.X || dx >= b.Max.X {
				continue
			}
			i := 4 * (cy*c.W + cx)
			sa := c.Pix[i+3]
			if sa <= 0 {
				continue
			}
			j := dst.PixOffset(dx, dy)
			d := dst.Pix[j : j+4 : j+4]
			da := float64(d[3]) / 255
			oa := sa + da*(1-sa)
			for k := 0; k < 3; k++ {
				v := (c.Pix[i+k] + float64(d[k])/255*da*(1-sa)) / oa
				d[k] = uint8(math.Round(math.Max(0, math.Min(1, v)) * 255))
			}
			d[3] = uint8(math.Round(math.Min(1, oa) * 255))
		}
	}
}

// hmdBoardBack is the board's carved stone, drawn in board units with the
// board's top left at the brush origin.
func hmdBoardBack(b hmdB) {
	board := art.RoundRect(0, 0, hmdPrintW, hmdPrintH, 14)
	b.fill(board, art.Ink)
	in := art.RoundRect(4, 4, hmdPrintW-8, hmdPrintH-8, 11)
	b.fill(in, art.Grain{Base: art.Radial{C: art.P(hmdPrintW/2, hmdPrintH*0.4), R: 620, Stops: []art.Stop{
		{T: 0, C: art.Hex(0x4e4038)}, {T: 0.7, C: art.Hex(0x3a2f29)}, {T: 1, C: art.Hex(0x241c18)},
	}}, Amp: 0.12, SX: 22, SY: 22, Seed: 99})
	b.fill(art.StrokePath(2.2, true, art.RoundRect(9, 9, hmdPrintW-18, hmdPrintH-18, 8)), art.GoldPaint(0, hmdPrintH))
	b.fill(art.StrokePath(0.8, true, art.RoundRect(13, 13, hmdPrintW-26, hmdPrintH-26, 6)), art.Gold.Alpha(0.5))
	// Darker wells behind the dungeon's floors and the locations.
	b.fill(art.RoundRect(30, 56, 660, 284, 8), art.Color{R: 0, G: 0, B: 0, A: 0.28})
	b.fill(art.RoundRect(30, 344, 660, 292, 8), art.Color{R: 0, G: 0, B: 0, A: 0.16})
}

// hmdBoardTitle is the game's name beside the party track.
func hmdBoardTitle(b hmdB, fc art.Faces) {
	art.Helm(b.c, b.m().Apply(art.P(28, 24)), 0.34*b.s)
	b.display(fc, "Hero Must Die!", 22, 140, 30, 200, art.GoldLight, 1.2)
}

// hmdLegend explains the symbols: turn phases, strength pips, families.
func hmdLegend(b hmdB, fc art.Faces) {
	b.plate(0, 0, 178, 364, 8, art.GoldPaint(0, 364), art.Grain{Base: art.Vertical(0, 364, art.Hex(0x3a2e28), art.Hex(0x241c18)), Amp: 0.08, SX: 8, SY: 8, Seed: 4})
	b.display(fc, "A Turn", 12, 89, 20, 160, art.GoldLight, 0)
	for i, ph := range []string{"Beginning", "Planning", "Event", "Action", "Invasion", "Court"} {
		y := 36 + 14*float64(i)
		b.num(fc, art.Itoa(i+1), art.P(22, y-3.5), 7.5, 8, art.GoldLight, 0)
		b.fill(art.FitText(fc.Bold, ph, 9.5, 89, y, 120), art.Parch)
	}
	b.display(fc, "Strength", 12, 89, 138, 160, art.GoldLight, 0)
	for i, s := range HMDStrengths {
		y := 154 + 18*float64(i)
		hmdPip(b, s, art.P(28, y-3), 8)
		b.fill(art.FitText(fc.Bold, []string{"Melee", "Range", "Magic", "Healing", "Disarm traps"}[i], 9.5, 96, y, 110), art.Parch)
	}
	b.display(fc, "Families", 12, 89, 260, 160, art.GoldLight, 0)
	for i, f := range HMDFamilies {
		y := 276 + 17*float64(i)
		hmdFamilyBadge(b, f, art.P(28, y-3), 8)
		b.fill(art.FitText(fc.Bold, []string{"Beast", "Dragon", "Demon", "Undead", "Elemental"}[i], 9.5, 96, y, 110), art.Parch)
	}
}
