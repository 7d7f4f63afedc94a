package heromustdie

import (
	"math"

	"github.com/herotable/herotable/assets/internal/art"
)

// Hero Must Die! board pieces. Each is designed in units of the 1280x720
// table (spec §3.4) and drawn through a brush, so the same function draws
// the sprite at scale 1 and the printable board (print.go) at any
// scale. Sprite names start with "heromustdie/board/", which art.SheetOf
// sends to the board atlas.

// Board piece sizes in units.
const (
	HMDFloorW, HMDFloorH       = 640, 52
	HMDGuardW, HMDGuardH       = 66, 44
	HMDSpaceW, HMDSpaceH       = 84, 44
	HMDTrackW, HMDTrackH       = 120, 44
	HMDLocationW, HMDLocationH = 156, 140
	HMDSlotW, HMDSlotH         = 86, 64
	HMDVPTrackW, HMDVPTrackH   = 640, 68
)

// HMDTrackSpaces are the party track's spaces, castle to entrance.
var HMDTrackSpaces = []string{"castle", "inn", "entrance"}

// hmdStone is the dungeon's warm stone.
var hmdStone = art.Hex(0x6a5a4e)

func hmdBoardSprites(fc art.Faces) []art.Sprite {
	piece := func(name string, w, h int, draw func(b hmdB)) art.Sprite {
		c := art.NewCanvas(w, h)
		draw(hmdBrush(c, 1))
		return art.NewSprite("heromustdie/board/"+name, c)
	}
	out := []art.Sprite{
		piece("floor", HMDFloorW, HMDFloorH, func(b hmdB) { hmdFloor(b, fc, 0) }),
		piece("guard-post", HMDGuardW, HMDGuardH, hmdGuardPost),
		piece("building-space", HMDSpaceW, HMDSpaceH, hmdBuildingSpace),
		piece("conquered", HMDFloorW, HMDFloorH, func(b hmdB) { hmdConquered(b, fc) }),
		piece("slot", HMDSlotW, HMDSlotH, func(b hmdB) { hmdSlot(b, fc, 0) }),
		piece("vp-track", HMDVPTrackW, HMDVPTrackH, func(b hmdB) { hmdVPTrack(b, fc) }),
	}
	for _, s := range HMDTrackSpaces {
		out = append(out, piece(s, HMDTrackW, HMDTrackH, func(b hmdB) { hmdTrackSpace(b, fc, s) }))
	}
	for i, l := range HMDLocations {
		out = append(out, piece("location/"+l.ID, HMDLocationW, HMDLocationH, func(b hmdB) { hmdLocation(b, fc, i) }))
	}
	return out
}

// hmdMasonry rules stone joints over the box x, y, w, h inside clip.
func hmdMasonry(b hmdB, x, y, w, h, bw, bh float64, clip art.Path, col art.Color) {
	var j art.Path
	row := 0
	for yy := y; yy < y+h; yy += bh {
		j.Append(art.StrokeButt(0.9, art.P(x, yy), art.P(x+w, yy)))
		for xx := x + float64(row%2)*bw/2; xx < x+w; xx += bw {
			j.Append(art.StrokeButt(0.9, art.P(xx, yy), art.P(xx, math.Min(yy+bh, y+h))))
		}
		row++
	}
	b.clip(j, clip, col)
}

// hmdFloor is a floor strip: a stone band, its party-queue alcove at the
// right and, on the printed board, the floor's number (n > 0).
func hmdFloor(b hmdB, fc art.Faces, n int) {
	band := art.RoundRect(0, 0, HMDFloorW, HMDFloorH, 6)
	b.fill(band, art.Ink)
	in := art.RoundRect(1.5, 1.5, HMDFloorW-3, HMDFloorH-3, 5)
	b.fill(in, art.Grain{Base: art.Vertical(0, HMDFloorH, hmdStone.Lighter(0.12), hmdStone.Darker(0.25)), Amp: 0.14, SX: 14, SY: 6, Seed: 17})
	hmdMasonry(b, 0, 1.5, HMDFloorW, HMDFloorH-3, 40, 16.5, in, art.Ink.Alpha(0.22))
	b.fill(art.StrokeButt(1, art.P(6, 2.2), art.P(HMDFloorW-6, 2.2)), art.Color{R: 1, G: 1, B: 1, A: 0.18})
	// The party queue: a dark alcove with an arrow pointing down the stairs.
	q := art.RoundRect(525, 4, 110, 44, 6)
	b.fill(art.RoundRect(524, 3, 112, 46, 7), art.Ink.Alpha(0.8))
	b.fill(q, art.Vertical(4, 48, art.Hex(0x2a211c), art.Hex(0x3e322a)))
	b.inset(q, 2, 2, art.Color{R: 0, G: 0, B: 0, A: 0.5})
	b.fill(art.Dashes(art.RoundRect(528, 7, 104, 38, 4), 1, 4, 3), art.GoldLight.Alpha(0.35))
	if n > 0 {
		b.display(fc, art.Itoa(n), 30, 580, 37, 40, art.GoldLight.Alpha(0.22), 0)
		b.text(fc, "FLOOR", 7, 580, 45, 40, art.GoldLight.Alpha(0.35), 0)
	} else {
		b.text(fc, "PARTY", 7, 580, 45, 40, art.GoldLight.Alpha(0.35), 0)
	}
}

// hmdGuardPost is the guard's dais: a gold-rimmed red carpet with a faint
// shield, where the defending mage stands.
func hmdGuardPost(b hmdB) {
	b.shadow(art.RoundRect(0, 0, HMDGuardW, HMDGuardH, 6), 0, 1.5, 1.5, art.Color{R: 0, G: 0, B: 0, A: 0.45})
	b.plate(0.5, 0.5, HMDGuardW-1, HMDGuardH-1, 6, art.GoldPaint(0, HMDGuardH), art.Grain{Base: art.Vertical(0, HMDGuardH, art.Hex(0x8a2a2a), art.Hex(0x4e1414)), Amp: 0.1, SX: 4, SY: 4, Seed: 5})
	b.fill(art.StrokePath(0.8, true, art.RoundRect(5, 5, HMDGuardW-10, HMDGuardH-10, 3)), art.GoldLight.Alpha(0.5))
	sh := art.ShieldPath(art.P(33, 21), 13)
	b.fill(sh, art.Color{R: 1, G: 0.9, B: 0.6, A: 0.18})
	b.fill(art.StrokePath(1, true, sh), art.GoldLight.Alpha(0.35))
}

// hmdBuildingSpace is an empty building space: a recessed flagstone with
// a dashed gold outline.
func hmdBuildingSpace(b hmdB) {
	b.socket(1, 1, HMDSpaceW-2, HMDSpaceH-2, 5, hmdStone)
	b.fill(art.Dashes(art.RoundRect(5, 5, HMDSpaceW-10, HMDSpaceH-10, 3), 1, 4, 3), art.GoldLight.Alpha(0.4))
}

// hmdConquered is the overlay laid on a conquered floor: a dark red wash
// with diagonal hatching and a hero banner reading CONQUERED.
func hmdConquered(b hmdB, fc art.Faces) {
	band := art.RoundRect(0, 0, HMDFloorW, HMDFloorH, 6)
	b.fill(band, art.Color{R: 0.32, G: 0.04, B: 0.04, A: 0.5})
	var hatch art.Path
	for x := -60.0; x < HMDFloorW+60; x += 14 {
		hatch.Append(art.StrokeButt(3.2, art.P(x, HMDFloorH), art.P(x+52, 0)))
	}
	b.clip(hatch, band, art.Color{R: 0.05, G: 0, B: 0, A: 0.38})
	b.fill(art.StrokePath(2.2, true, art.RoundRect(1.1, 1.1, HMDFloorW-2.2, HMDFloorH-2.2, 5)), art.Hex(0xd83a2e).Alpha(0.85))
	// The banner.
	flag := art.Polygon(art.P(220, 12), art.P(420, 12), art.P(432, 26), art.P(420, 40), art.P(220, 40), art.P(208, 26))
	b.shadow(flag, 0, 2, 2, art.Color{R: 0, G: 0, B: 0, A: 0.5})
	b.edge(flag, 1.2, art.Ink)
	b.fill(flag, art.Vertical(12, 40, art.Hex(0x3a6ab8), art.Hex(0x1e3e78)))
	b.fill(art.StrokePath(1, true, art.Polygon(art.P(223, 15), art.P(417, 15), art.P(427, 26), art.P(417, 37), art.P(223, 37), art.P(213, 26))), art.GoldLight.Alpha(0.8))
	b.display(fc, "CONQUERED", 17, 320, 32.5, 170, art.White, 1)
	for _, x := range []float64{190, 450} {
		b.glyphGrid(art.StatGlyph("might"), art.P(x, 26), 26, 48, art.White, 1.1)
	}
}

// hmdSlot is an event slot: a stone frame with two card-shaped recesses
// (top card left, bottom card right) and, on the printed board, its
// number n.
func hmdSlot(b hmdB, fc art.Faces, n int) {
	b.shadow(art.RoundRect(0, 0, HMDSlotW, HMDSlotH, 6), 0, 1.5, 1.5, art.Color{R: 0, G: 0, B: 0, A: 0.45})
	b.plate(0.5, 0.5, HMDSlotW-1, HMDSlotH-1, 6, art.Vertical(0, HMDSlotH, hmdStone.Lighter(0.3), hmdStone.Darker(0.2)),
		art.Grain{Base: art.Vertical(0, HMDSlotH, hmdStone, hmdStone.Darker(0.3)), Amp: 0.12, SX: 6, SY: 6, Seed: 9})
	for i, x := range []float64{7, 45} {
		r := art.RoundRect(x, 7, 34, 50, 3.5)
		b.fill(r, art.Vertical(7, 57, art.Hex(0x241c18), art.Hex(0x3a2e26)))
		b.inset(r, 1.5, 1.5, art.Color{R: 0, G: 0, B: 0, A: 0.55})
		b.fill(art.Dashes(art.RoundRect(x+3, 10, 28, 44, 2), 0.8, 3, 2.5), hmdKindColour["event"].Lighter(0.5).Alpha(0.6))
		lab := "TOP"
		if i == 1 {
			lab = "BOTTOM"
		}
		b.text(fc, lab, 5.5, x+17, 35, 26, art.GoldLight.Alpha(0.35), 0)
	}
	if n > 0 {
		at := art.P(HMDSlotW/2, 4)
		b.fill(art.Circle(at, 8.5), art.Ink)
		b.fill(art.Circle(at, 7.6), art.GoldPaint(at.Y-8, at.Y+8))
		b.num(fc, art.Itoa(n), at, 8, 10, art.Ink, 0)
	}
}

// hmdTrackSpace is a party track space: a plaque with the place's picture
// at the left, its name, and an arrow toward the dungeon.
func hmdTrackSpace(b hmdB, fc art.Faces, which string) {
	col := map[string]art.Color{"castle": art.Hex(0x3f6496), "inn": art.Hex(0x8a5a2a), "entrance": art.Hex(0x4a3a44)}[which]
	b.shadow(art.RoundRect(0, 0, HMDTrackW, HMDTrackH, 6), 0, 1.5, 1.5, art.Color{R: 0, G: 0, B: 0, A: 0.45})
	b.plate(0.5, 0.5, HMDTrackW-1, HMDTrackH-1, 6, art.GoldPaint(0, HMDTrackH), art.Grain{Base: art.Vertical(0, HMDTrackH, col.Lighter(0.15), col.Darker(0.35)), Amp: 0.08, SX: 6, SY: 6, Seed: 3})
	pic := art.P(21, 22)
	b.fill(art.Circle(pic, 16), art.Ink.Alpha(0.5))
	switch which {
	case "castle":
		g := art.Glyph{Fill: art.Join(art.Rect(6, 12, 20, 16), art.Rect(4, 6, 7, 8), art.Rect(21, 6, 7, 8), art.Rect(13, 3, 6, 10)),
			Cut: art.RoundRect(13.5, 19, 5, 9, 2.5)}
		b.glyph3(g, pic, 26, art.Hex(0xd8d0c0), art.Ink, art.Hex(0xd8d0c0), 0.8)
	case "inn":
		b.glyph3(hmdPictureGlyph("house"), pic, 26, art.Hex(0xd8a060), art.WoodDark, art.Hex(0xd8a060), 0.8)
	case "entrance":
		b.glyph3(hmdPictureGlyph("door"), pic, 26, art.Hex(0x7a6a60), art.Hex(0x1a1410), art.Hex(0x7a6a60), 0.8)
	}
	name := map[string]string{"castle": "Castle", "inn": "Inn", "entrance": "Entrance"}[which]
	b.display(fc, name, 11, 74, 18, 72, art.GoldLight, 0.9)
	arrow := art.Polygon(art.P(92, 30), art.P(104, 30), art.P(104, 26), art.P(112, 33), art.P(104, 40), art.P(104, 36), art.P(92, 36))
	b.inked(arrow, 0.8, art.GoldLight.Alpha(0.8))
}
