package art

import "strings"

// DIE in the Dungeon! tile backs, 160x160 (twice the 80x80 on screen): a
// stone slab in the level's colour with the kind's corridors cut into it
// in the base orientation (the scene rotates the sprite), and a medallion
// with the kind's letter over one to four level pips.

// dieLevelStone is the stone colour of each level, 0 for the start tiles;
// the pips and letters, not the colour, carry the level.
var dieLevelStone = []Color{
	Hex(0x9a8a6e), Hex(0x7c8a72), Hex(0x6d7d92), Hex(0x7e6a8e), Hex(0x8e5f56),
}

const dieBackPx = 160

// dieBack draws a back; level 0 is the start or Epic back.
func dieBack(fc faces, k DieTileKind, level int) *Canvas {
	c := NewCanvas(dieBackPx, dieBackPx)
	stone := dieLevelStone[level]
	if k.ID == "epic" {
		stone = Hex(0x4a3238)
	}
	slab := RoundRect(1, 1, 158, 158, 7)
	seed := uint32(900 + 10*level + len(k.ID))
	c.Fill(slab, Grain{Base: Vertical(0, 160, stone.Lighter(0.1), stone.Darker(0.12)), Amp: 0.2, SX: 13, SY: 13, Seed: seed})
	// Joints between the slab's flagstones, then the bevelled edge.
	var joints Path
	for _, x := range []float64{53, 107} {
		joints.Append(StrokeButt(1.4, P(x, 2), P(x, 158)), StrokeButt(1.4, P(2, x), P(158, x)))
	}
	c.Fill(joints, stone.Darker(0.35).Alpha(0.5))
	c.Fill(StrokePath(3, true, RoundRect(4, 4, 152, 152, 5)), Color{1, 1, 1, 0.14})
	frame := stone.Darker(0.45)
	if k.ID == "epic" {
		frame = gold
	}
	c.Fill(StrokePath(4, true, RoundRect(2.5, 2.5, 155, 155, 6)), frame)
	c.Fill(StrokePath(1.2, true, slab), ink)

	if k.Exits != "" {
		dieCorridors(c, k.Exits, stone)
	}
	switch k.ID {
	case "start":
		dieMedallion(c, stone, 30)
		dieStairs(c)
		c.Fill(fc.label("START", P(80, 126), 11, 60), ink.Alpha(0.8))
	case "epic":
		dieMedallion(c, Hex(0x6a2f36), 30)
		crown := Polygon(P(64, 88), P(62, 64), P(71, 74), P(80, 58), P(89, 74), P(98, 64), P(96, 88))
		c.Outline(crown, 1.6, ink)
		c.Fill(crown, goldPaint(58, 88))
		c.Fill(fc.label("E", P(80, 80), 12, 12), ink)
		c.Fill(fc.label("EPIC", P(80, 128), 12, 60), goldLight)
	default:
		dieMedallion(c, stone, 28)
		c.Fill(fc.label(k.Letter, P(80, 73), 22, 26), ink)
		var pips Path
		x0 := 80 - 5*float64(level-1)
		for i := 0; i < level; i++ {
			pips.Append(Circle(P(x0+10*float64(i), 95), 4))
		}
		c.Fill(pips, ink)
	}
	return c
}

// dieCorridors cuts the exits as sunken floor from a central room to the
// middle of each named edge.
func dieCorridors(c *Canvas, exits string, stone Color) {
	floor := RoundRect(47, 47, 66, 66, 10)
	ends := map[byte]Path{
		'N': Rect(58, 0, 44, 80), 'E': Rect(80, 58, 80, 44),
		'S': Rect(58, 80, 44, 80), 'W': Rect(0, 58, 80, 44),
	}
	for _, d := range []byte("NESW") {
		if strings.IndexByte(exits, d) >= 0 {
			floor.Append(ends[d])
		}
	}
	m := c.Mask(floor)
	c.FillMask(m.Dilate(3).Minus(m), stone.Darker(0.55))
	c.FillMask(m, Grain{Base: stone.Darker(0.3), Amp: 0.12, SX: 5, SY: 5, Seed: 77})
	// The wall throws a shadow onto the floor from the top left.
	c.FillMask(m.Minus(m.Shift(3, 3)), Color{0, 0, 0, 0.35})
	// Exit arrows at the edges say "you may leave here".
	tips := map[byte][3]Pt{
		'N': {P(72, 16), P(88, 16), P(80, 7)}, 'E': {P(144, 72), P(144, 88), P(153, 80)},
		'S': {P(72, 144), P(88, 144), P(80, 153)}, 'W': {P(16, 72), P(16, 88), P(7, 80)},
	}
	for _, d := range []byte("NESW") {
		if strings.IndexByte(exits, d) >= 0 {
			t := tips[d]
			c.Fill(Polygon(t[0], t[1], t[2]), parch.Alpha(0.8))
		}
	}
}

// dieMedallion is the bronze-rimmed parchment disc the kind and level
// sit on.
func dieMedallion(c *Canvas, stone Color, r float64) {
	o := P(80, 80)
	c.Shadow(Circle(o, r), 1.5, 2.5, 3, Color{0, 0, 0, 0.45})
	c.Fill(Circle(o, r+1.5), ink)
	c.Fill(Circle(o, r), goldPaint(80-r, 80+r))
	c.Fill(Circle(o, r-4), ink.Alpha(0.7))
	c.Fill(Circle(o, r-4.8), Radial{P(74, 72), r * 1.4, []Stop{{0, parch}, {1, parchMid.Mix(stone, 0.25)}}})
}

// dieStairs is the start tile's emblem: steps going down into the dungeon.
func dieStairs(c *Canvas) {
	for i := 0; i < 4; i++ {
		y := 64 + 8*float64(i)
		w := 34 - 6*float64(i)
		step := RoundRect(80-w/2, y, w, 7, 1.5)
		c.Fill(step, woodDark.Lighter(0.12*float64(3-i)))
	}
	c.Fill(StrokePath(1.2, false, Polygon(P(63, 64), P(97, 64), P(86, 95), P(74, 95))), ink.Alpha(0.6))
}
