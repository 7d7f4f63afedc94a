package art

import "strings"

// DIE in the Dungeon! tile faces and map overlays. The scene composes a
// face at run time: the floor sprite of its kind (rotated like the tile),
// then the name, level, heads and effect icon on top. So the floor is
// plain inside its walls; only the walls and their openings (base
// orientation of DieTileKinds) are drawn. Start and Epic floors have no
// openings: the scene puts an exit marker (dieinthedungeon/exit, pointing
// up, rotated) on each exit the map gives them. The frontier overlay is a
// glowing dashed frame, clear inside.

const dieFacePx = 160

// dieFaceSprites draws the floors, effect icons, exit marker and frontier.
func dieFaceSprites(fc faces) []Sprite {
	out := []Sprite{
		sprite("dieinthedungeon/face/start", dieFace("start", "")),
		sprite("dieinthedungeon/face/epic", dieFace("epic", "")),
	}
	for _, k := range DieTileKinds {
		out = append(out, sprite("dieinthedungeon/face/"+k.ID, dieFace(k.ID, k.Exits)))
	}
	for _, e := range DieEffects {
		out = append(out, sprite("dieinthedungeon/effect/"+e, dieEffectIcon(fc, e)))
	}
	return append(out,
		sprite("dieinthedungeon/exit", dieExit()),
		sprite("dieinthedungeon/frontier", dieFrontier()))
}

// dieOpenings are the gaps in the walls, by exit letter.
func dieOpenings(exits string) Path {
	const w, o = DieFaceOpening, (dieFacePx - DieFaceOpening) / 2
	gaps := map[byte]Path{
		'N': Rect(o, -1, w, DieFaceWall+2), 'S': Rect(o, dieFacePx-DieFaceWall-1, w, DieFaceWall+2),
		'E': Rect(dieFacePx-DieFaceWall-1, o, DieFaceWall+2, w), 'W': Rect(-1, o, DieFaceWall+2, w),
	}
	var p Path
	for _, d := range []byte("NESW") {
		if strings.IndexByte(exits, d) >= 0 {
			p.Append(gaps[d])
		}
	}
	return p
}

// dieFace draws the floor of a tile kind: flagstones inside a wall ring
// with the kind's openings.
func dieFace(kind, exits string) *Canvas {
	c := NewCanvas(dieFacePx, dieFacePx)
	floor, wallCol := Hex(0xc4b698), Hex(0x3e362f)
	switch kind {
	case "start":
		floor = Hex(0xcfc3a4)
	case "epic":
		floor, wallCol = Hex(0x8a5a5c), Hex(0x3a2428)
	}
	slab := RoundRect(1, 1, 158, 158, 7)
	sm := c.Mask(slab)
	c.FillMask(sm, Grain{Vertical(0, 160, floor.Lighter(0.06), floor.Darker(0.05)), 0.07, 12, 12, uint32(500 + len(kind))})
	// Flagstone joints on a grid symmetric about the centre, faint, so the
	// scene's text reads over them in any rotation.
	var joints Path
	for _, x := range []float64{40, 80, 120} {
		joints.Append(StrokeButt(1, P(x, 0), P(x, 160)), StrokeButt(1, P(0, x), P(160, x)))
	}
	c.FillMask(c.Mask(joints).Times(sm), floor.Darker(0.4).Alpha(0.22))

	const t = DieFaceWall
	ring := c.Mask(Join(Rect(0, 0, 160, t), Rect(0, 160-t, 160, t), Rect(0, t, t, 160-2*t), Rect(160-t, t, t, 160-2*t))).Times(sm)
	walls := ring.Minus(c.Mask(dieOpenings(exits)))
	// The walls throw a shadow onto the floor, then stand in dark stone
	// with mortar lines and a lit top edge.
	c.FillMask(walls.Dilate(4).Blur(2).Minus(walls).Times(sm), Color{0, 0, 0, 0.3})
	c.FillMask(walls, Grain{Vertical(0, 160, wallCol.Lighter(0.12), wallCol.Darker(0.1)), 0.12, 5, 5, 61})
	var mortar Path
	for k := 14.0; k < 150; k += 16 {
		mortar.Append(StrokeButt(1, P(k, 0), P(k, t)), StrokeButt(1, P(k, 160-t), P(k, 160)),
			StrokeButt(1, P(0, k), P(t, k)), StrokeButt(1, P(160-t, k), P(160, k)))
	}
	c.FillMask(c.Mask(mortar).Times(walls), ink.Alpha(0.45))
	c.FillMask(walls.Minus(walls.Shift(1, 1)), Color{1, 1, 1, 0.22})
	if kind == "epic" { // a gold lip along the inner face of the walls
		c.FillMask(walls.Dilate(2).Minus(walls).Times(sm), gold.Alpha(0.9))
	}
	// Openings: a worn threshold in the floor between two door posts
	// standing a little proud of the wall.
	if exits != "" {
		gaps := c.Mask(dieOpenings(exits)).Times(sm)
		c.FillMask(gaps, floor.Darker(0.1))
		var posts Path
		const a, b = (dieFacePx-DieFaceOpening)/2 - 7, (dieFacePx+DieFaceOpening)/2 - 1
		for _, d := range []byte(exits) {
			for _, x := range []float64{a, b} {
				switch d {
				case 'N':
					posts.Append(RoundRect(x, 0, 8, t+4, 1.5))
				case 'S':
					posts.Append(RoundRect(x, 160-t-4, 8, t+4, 1.5))
				case 'E':
					posts.Append(RoundRect(160-t-4, x, t+4, 8, 1.5))
				case 'W':
					posts.Append(RoundRect(0, x, t+4, 8, 1.5))
				}
			}
		}
		pm := c.Mask(posts).Times(sm)
		c.FillMask(pm.Dilate(2).Blur(1).Minus(pm).Times(sm), Color{0, 0, 0, 0.35})
		c.FillMask(pm.Dilate(1).Times(sm), ink)
		c.FillMask(pm, wallCol.Lighter(0.25))
	}
	c.Fill(StrokePath(1.2, true, slab), ink)
	return c
}

// dieExit is the exit marker, 32x32, pointing up (north): a stone arch
// round a dark doorway with a gold arrow in it.
func dieExit() *Canvas {
	c := NewCanvas(32, 32)
	arch := func(x0, x1, y0 float64) Path {
		r := (x1 - x0) / 2
		var p Path
		p.MoveTo(P(x0, 32))
		p.LineTo(P(x0, y0+r))
		p.CubeTo(P(x0, y0+r*0.45), P(x0+r*0.45, y0), P(x0+r, y0))
		p.CubeTo(P(x1-r*0.45, y0), P(x1, y0+r*0.45), P(x1, y0+r))
		p.LineTo(P(x1, 32))
		p.Close()
		return p
	}
	outer, inner := arch(3, 29, 1.5), arch(9, 23, 8)
	c.FillMask(c.Mask(outer).Dilate(1), ink)
	c.Fill(outer, Vertical(0, 32, Hex(0xb8ab92), Hex(0x7a6e5c)))
	c.Fill(inner, Vertical(8, 32, Hex(0x120c0a), Hex(0x2e2620)))
	arrow := Join(Polygon(P(16, 10), P(22.5, 19), P(9.5, 19)), RoundRect(13.5, 18, 5, 11, 1))
	c.FillMask(c.Mask(arrow).Dilate(1), ink)
	c.Fill(arrow, goldPaint(10, 29))
	return c
}

// dieFrontier is the frontier overlay, 160x160: a soft gold glow, a gold
// dashed frame and solid corner marks, transparent inside.
func dieFrontier() *Canvas {
	c := NewCanvas(dieFacePx, dieFacePx)
	frame := RoundRect(6, 6, 148, 148, 8)
	c.FillMask(c.Mask(StrokePath(7, true, frame)).Blur(3), Hex(0xffc940).Alpha(0.75))
	d := dashes(frame, 3.4, 12, 7)
	c.FillMask(c.Mask(d).Dilate(1), ink.Alpha(0.75))
	c.Fill(d, goldLight)
	var corners Path
	for _, q := range [][3]Pt{
		{P(4, 26), P(4, 4), P(26, 4)}, {P(134, 4), P(156, 4), P(156, 26)},
		{P(156, 134), P(156, 156), P(134, 156)}, {P(26, 156), P(4, 156), P(4, 134)},
	} {
		corners.Append(Stroke(5, false, q[0], q[1], q[2]))
	}
	c.FillMask(c.Mask(corners).Dilate(1.2), ink)
	c.Fill(corners, goldPaint(0, 160))
	return c
}
