package dieinthedungeon

import (
	"strings"

	"github.com/herotable/herotable/assets/internal/art"
)

// DIE in the Dungeon! tile backs, 160x160 (twice the 80x80 on screen): a
// stone slab in the level's colour with the kind's corridors cut into it
// in the base orientation (the scene rotates the sprite), and a medallion
// with the kind's letter over one to four level pips.

// dieLevelStone is the stone colour of each level, 0 for the start tiles;
// the pips and letters, not the colour, carry the level.
var dieLevelStone = []art.Color{
	art.Hex(0x9a8a6e), art.Hex(0x7c8a72), art.Hex(0x6d7d92), art.Hex(0x7e6a8e), art.Hex(0x8e5f56),
}

const dieBackPx = 160

// dieBack draws a back; level 0 is the start or Epic back.
func dieBack(fc art.Faces, k DieTileKind, level int) *art.Canvas {
	c := art.NewCanvas(dieBackPx, dieBackPx)
	stone := dieLevelStone[level]
	if k.ID == "epic" {
		stone = art.Hex(0x4a3238)
	}
	slab := art.RoundRect(1, 1, 158, 158, 7)
	seed := uint32(900 + 10*level + len(k.ID))
	c.Fill(slab, art.Grain{Base: art.Vertical(0, 160, stone.Lighter(0.1), stone.Darker(0.12)), Amp: 0.2, SX: 13, SY: 13, Seed: seed})
	// Joints between the slab's flagstones, then the bevelled edge.
	var joints art.Path
	for _, x := range []float64{53, 107} {
		joints.Append(art.StrokeButt(1.4, art.P(x, 2), art.P(x, 158)), art.StrokeButt(1.4, art.P(2, x), art.P(158, x)))
	}
	c.Fill(joints, stone.Darker(0.35).Alpha(0.5))
	c.Fill(art.StrokePath(3, true, art.RoundRect(4, 4, 152, 152, 5)), art.Color{R: 1, G: 1, B: 1, A: 0.14})
	frame := stone.Darker(0.45)
	if k.ID == "epic" {
		frame = art.Gold
	}
	c.Fill(art.StrokePath(4, true, art.RoundRect(2.5, 2.5, 155, 155, 6)), frame)
	c.Fill(art.StrokePath(1.2, true, slab), art.Ink)

	if k.Exits != "" {
		dieCorridors(c, k.Exits, stone)
	}
	switch k.ID {
	case "start":
		dieMedallion(c, stone, 30)
		dieStairs(c)
		c.Fill(fc.Label("START", art.P(80, 126), 11, 60), art.Ink.Alpha(0.8))
	case "epic":
		dieMedallion(c, art.Hex(0x6a2f36), 30)
		crown := art.Polygon(art.P(64, 88), art.P(62, 64), art.P(71, 74), art.P(80, 58), art.P(89, 74), art.P(98, 64), art.P(96, 88))
		c.Outline(crown, 1.6, art.Ink)
		c.Fill(crown, art.GoldPaint(58, 88))
		c.Fill(fc.Label("E", art.P(80, 80), 12, 12), art.Ink)
		c.Fill(fc.Label("EPIC", art.P(80, 128), 12, 60), art.GoldLight)
	default:
		dieMedallion(c, stone, 28)
		c.Fill(fc.Label(k.Letter, art.P(80, 73), 22, 26), art.Ink)
		var pips art.Path
		x0 := 80 - 5*float64(level-1)
		for i := 0; i < level; i++ {
			pips.Append(art.Circle(art.P(x0+10*float64(i), 95), 4))
		}
		c.Fill(pips, art.Ink)
	}
	return c
}

// dieCorridors cuts the exits as sunken floor from a central room to the
// middle of each named edge.
func dieCorridors(c *art.Canvas, exits string, stone art.Color) {
	floor := art.RoundRect(47, 47, 66, 66, 10)
	ends := map[byte]art.Path{
		'N': art.Rect(58, 0, 44, 80), 'E': art.Rect(80, 58, 80, 44),
		'S': art.Rect(58, 80, 44, 80), 'W': art.Rect(0, 58, 80, 44),
	}
	for _, d := range []byte("NESW") {
		if strings.IndexByte(exits, d) >= 0 {
			floor.Append(ends[d])
		}
	}
	m := c.Mask(floor)
	c.FillMask(m.Dilate(3).Minus(m), stone.Darker(0.55))
	c.FillMask(m, art.Grain{Base: stone.Darker(0.3), Amp: 0.12, SX: 5, SY: 5, Seed: 77})
	// The wall throws a shadow onto the floor from the top left.
	c.FillMask(m.Minus(m.Shift(3, 3)), art.Color{R: 0, G: 0, B: 0, A: 0.35})
	// Exit arrows at the edges say "you may leave here".
	tips := map[byte][3]art.Pt{
		'N': {art.P(72, 16), art.P(88, 16), art.P(80, 7)}, 'E': {art.P(144, 72), art.P(144, 88), art.P(153, 80)},
		'S': {art.P(72, 144), art.P(88, 144), art.P(80, 153)}, 'W': {art.P(16, 72), art.P(16, 88), art.P(7, 80)},
	}
	for _, d := range []byte("NESW") {
		if strings.IndexByte(exits, d) >= 0 {
			t := tips[d]
			c.Fill(art.Polygon(t[0], t[1], t[2]), art.Parch.Alpha(0.8))
		}
	}
}

// dieMedallion is the bronze-rimmed parchment disc the kind and level
// sit on.
func dieMedallion(c *art.Canvas, stone art.Color, r float64) {
	o := art.P(80, 80)
	c.Shadow(art.Circle(o, r), 1.5, 2.5, 3, art.Color{R: 0, G: 0, B: 0, A: 0.45})
	c.Fill(art.Circle(o, r+1.5), art.Ink)
	c.Fill(art.Circle(o, r), art.GoldPaint(80-r, 80+r))
	c.Fill(art.Circle(o, r-4), art.Ink.Alpha(0.7))
	c.Fill(art.Circle(o, r-4.8), art.Radial{C: art.P(74, 72), R: r * 1.4, Stops: []art.Stop{
		{T: 0, C: art.Parch}, {T: 1, C: art.ParchMid.Mix(stone, 0.25)},
	}})
}

// dieStairs is the start tile's emblem: steps going down into the dungeon.
func dieStairs(c *art.Canvas) {
	for i := 0; i < 4; i++ {
		y := 64 + 8*float64(i)
		w := 34 - 6*float64(i)
		step := art.RoundRect(80-w/2, y, w, 7, 1.5)
		c.Fill(step, art.WoodDark.Lighter(0.12*float64(3-i)))
	}
	c.Fill(art.StrokePath(1.2, false, art.Polygon(art.P(63, 64), art.P(97, 64), art.P(86, 95), art.P(74, 95))), art.Ink.Alpha(0.6))
}
