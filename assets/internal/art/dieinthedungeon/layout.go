package dieinthedungeon

import "image"

// Geometry of the DIE in the Dungeon! sprites that the table scene draws
// into at run time. The scene cannot import this internal package, so it
// mirrors these numbers; boards_test.go checks them against the pixels.
//
// Creature board, dieinthedungeon/board/<creature>, 404x300, drawn at 1x
// with its top left at the creature_board region's (8, 56). Rectangles are
// relative to the board (x0, y0, x1, y1; add (8, 56) for the table):
//
//	portrait        8,6 – 62,58     creature art (drawn)
//	name plate     68,8 – 338,56    emblem badge and name (drawn)
//	token spot    346,8 – 394,56    48x48: draw the Bard/DieMaster token here
//	ability A      8,64 – 198,134   190x70 empty panel: name, cost, text
//	ability B    206,64 – 396,134   190x70 empty panel
//	track k      36+46k,159 – 72+46k,195   k = 0..5, 36x36, holds the die worth k+1
//	track label  36+46k,197 – 72+46k,208   the printed numerals 1..6 (drawn)
//	XP spot      332,159 – 368,195  36x36: the XP progress die (0..5)
//	slot label   7+66i,211 – 67+66i,231    stat glyph and word (drawn)
//	die slot i     7+66i,234 – 67+66i,294  60x60, i = time, might, agility,
//	                                       magic, health, ability
//
// The slots start at x = 7, not the spec's 12 (x = 20 on the table): with
// a 66 px pitch six 60 px slots span 390 px, and at 12 the sixth would end
// 2 px from the board's right edge; 7 centres the row.
//
// Tile face, dieinthedungeon/face/<kind>, 160x160 (shown at 80x80): walls
// 12 px thick at the edges, openings 44 px wide centred on each exit edge.
// The floor inside is plain everywhere, so the sprite may be rotated and
// the name band (top 26 px) and head strip (bottom 40 px) stay plain.
const (
	DieBoardW, DieBoardH = 404, 300
	DieBoardSlotPitch    = 66
	DieBoardTrackPitch   = 46
	DieFaceWall          = 12
	DieFaceOpening       = 44
)

// The board's rectangles, relative to its top left.
var (
	DieBoardPortrait  = image.Rect(8, 6, 62, 58)
	DieBoardNamePlate = image.Rect(68, 8, 338, 56)
	DieBoardToken     = image.Rect(346, 8, 394, 56)
	DieBoardAbilities = [2]image.Rectangle{image.Rect(8, 64, 198, 134), image.Rect(206, 64, 396, 134)}
	DieBoardTrack     = row(36, 159, 36, 36, DieBoardTrackPitch)
	DieBoardTrackNums = row(36, 197, 36, 11, DieBoardTrackPitch)
	DieBoardXP        = image.Rect(332, 159, 368, 195)
	DieBoardSlots     = row(7, 234, 60, 60, DieBoardSlotPitch)
	DieBoardSlotNames = row(7, 211, 60, 20, DieBoardSlotPitch)
)

// The tile face's plain bands, which the scene writes on.
var (
	DieFaceNameBand  = image.Rect(0, 0, 160, 26)
	DieFaceHeadStrip = image.Rect(0, 120, 160, 160)
)

// row is six w x h rectangles from (x, y), pitch px apart.
func row(x, y, w, h, pitch int) [6]image.Rectangle {
	var out [6]image.Rectangle
	for i := range out {
		out[i] = image.Rect(x+pitch*i, y, x+pitch*i+w, y+h)
	}
	return out
}
