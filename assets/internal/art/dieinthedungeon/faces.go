package dieinthedungeon

import (
	"strings"

	"github.com/herotable/herotable/assets/internal/art"
)

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
func dieFaceSprites(fc art.Faces) []art.Sprite {
	out := []art.Sprite{
		art.NewSprite("dieinthedungeon/face/start", dieFace("start", "")),
		art.NewSprite("dieinthedungeon/face/epic", dieFace("epic", "")),
	}
	for _, k := range DieTileKinds {
		out = append(out, art.NewSprite("dieinthedungeon/face/"+k.ID, dieFace(k.ID, k.Exits)))
	}
	for _, e := range DieEffects {
		out = append(out, art.NewSprite("dieinthedungeon/effect/"+e, dieEffectIcon(fc, e)))
	}
	return append(out,
		art.NewSprite("dieinthedungeon/exit", dieExit()),
		art.NewSprite("dieinthedungeon/frontier", dieFrontier()))
}

// dieOpenings are the gaps in the walls, by exit letter.
func dieOpenings(exits string) art.Path {
	const w, o = DieFaceOpening, (dieFacePx - DieFaceOpening) / 2
	gaps := map[byte]art.Path{
		'N': art.Rect(o, -1, w, DieFaceWall+2), 'S': art.Rect(o, dieFacePx-DieFaceWall-1, w, DieFaceWall+2),
		'E': art.Rect(dieFacePx-DieFaceWall-1, o, DieFaceWall+2, w), 'W': art.Rect(-1, o, DieFaceWall+2, w),
	}
	var p art.Path
	for _, d := range []byte("NESW") {
		if strings.IndexByte(exits, d) >= 0 {
			p.Append(gaps[d])
		}
	}
	return p
}

// dieFace draws the floor of a tile kind: flagstones inside a wall ring
// with the kind's openings.
func dieFace(kind, exits string) *art.Canvas {
	c := art.NewCanvas(dieFacePx, dieFacePx)
	floor, wallCol := art.Hex(0xc4b698), art.Hex(0x3e362f)
	switch kind {
	case "start":
		floor = art.Hex(0xcfc3a4)
	case "epic":
		floor, wallCol = art.Hex(0x8a5a5c), art.Hex(0x3a2428)
	}
	slab := art.RoundRect(1, 1, 158, 158, 7)
	sm := c.Mask(slab)
	c.FillMask(sm, art.Grain{Base: art.Vertical(0, 160, floor.Lighter(0.06), floor.Darker(0.05)), Amp: 0.07, SX: 12, SY: 12, Seed: uint32(500 + len(kind))})
	// Flagstone joints on a grid symmetric about the centre, faint, so the
	// scene's text reads over them in any rotation.
	var joints art.Path
	for _, x := range []float64{40, 80, 120} {
		joints.Append(art.StrokeButt(1, art.P(x, 0), art.P(x, 160)), art.StrokeButt(1, art.P(0, x), art.P(160, x)))
	}
	c.FillMask(c.Mask(joints).Times(sm), floor.Darker(0.4).Alpha(0.22))

	const t = DieFaceWall
	ring := c.Mask(art.Join(art.Rect(0, 0, 160, t), art.Rect(0, 160-t, 160, t), art.Rect(0, t, t, 160-2*t), art.Rect(160-t, t, t, 160-2*t))).Times(sm)
	walls := ring.Minus(c.Mask(dieOpenings(exits)))
	// The walls throw a shadow onto the floor, then stand in dark stone
	// with mortar lines and a lit top edge.
	c.FillMask(walls.Dilate(4).Blur(2).Minus(walls).Times(sm), art.Color{R: 0, G: 0, B: 0, A: 0.3})
	c.FillMask(walls, art.Grain{Base: art.Vertical(0, 160, wallCol.Lighter(0.12), wallCol.Darker(0.1)), Amp: 0.12, SX: 5, SY: 5, Seed: 61})
	var mortar art.Path
	for k := 14.0; k < 150; k += 16 {
		mortar.Append(art.StrokeButt(1, art.P(k, 0), art.P(k, t)), art.StrokeButt(1, art.P(k, 160-t), art.P(k, 160)),
			art.StrokeButt(1, art.P(0, k), art.P(t, k)), art.StrokeButt(1, art.P(160-t, k), art.P(160, k)))
	}
	c.FillMask(c.Mask(mortar).Times(walls), art.Ink.Alpha(0.45))
	c.FillMask(walls.Minus(walls.Shift(1, 1)), art.Color{R: 1, G: 1, B: 1, A: 0.22})
	if kind == "epic" { // a gold lip along the inner face of the walls
		c.FillMask(walls.Dilate(2).Minus(walls).Times(sm), art.Gold.Alpha(0.9))
	}
	// Openings: a worn threshold in the floor between two door posts
	// standing a little proud of the wall.
	if exits != "" {
		gaps := c.Mask(dieOpenings(exits)).Times(sm)
		c.FillMask(gaps, floor.Darker(0.1))
		var posts art.Path
		const a, b = (dieFacePx-DieFaceOpening)/2 - 7, (dieFacePx+DieFaceOpening)/2 - 1
		for _, d := range []byte(exits) {
			for _, x := range []float64{a, b} {
				switch d {
				case 'N':
					posts.Append(art.RoundRect(x, 0, 8, t+4, 1.5))
				case 'S':
					posts.Append(art.RoundRect(x, 160-t-4, 8, t+4, 1.5))
				case 'E':
					posts.Append(art.RoundRect(160-t-4, x, t+4, 8, 1.5))
				case 'W':
					posts.Append(art.RoundRect(0, x, t+4, 8, 1.5))
				}
			}
		}
		pm := c.Mask(posts).Times(sm)
		c.FillMask(pm.Dilate(2).Blur(1).Minus(pm).Times(sm), art.Color{R: 0, G: 0, B: 0, A: 0.35})
		c.FillMask(pm.Dilate(1).Times(sm), art.Ink)
		c.FillMask(pm, wallCol.Lighter(0.25))
	}
	c.Fill(art.StrokePath(1.2, true, slab), art.Ink)
	return c
}

// dieExit is the exit marker, 32x32, pointing up (north): a stone arch
// round a dark doorway with a gold arrow in it.
func dieExit() *art.Canvas {
	c := art.NewCanvas(32, 32)
	arch := func(x0, x1, y0 float64) art.Path {
		r := (x1 - x0) / 2
		var p art.Path
		p.MoveTo(art.P(x0, 32))
		p.LineTo(art.P(x0, y0+r))
		p.CubeTo(art.P(x0, y0+r*0.45), art.P(x0+r*0.45, y0), art.P(x0+r, y0))
		p.CubeTo(art.P(x1-r*0.45, y0), art.P(x1, y0+r*0.45), art.P(x1, y0+r))
		p.LineTo(art.P(x1, 32))
		p.Close()
		return p
	}
	outer, inner := arch(3, 29, 1.5), arch(9, 23, 8)
	c.FillMask(c.Mask(outer).Dilate(1), art.Ink)
	c.Fill(outer, art.Vertical(0, 32, art.Hex(0xb8ab92), art.Hex(0x7a6e5c)))
	c.Fill(inner, art.Vertical(8, 32, art.Hex(0x120c0a), art.Hex(0x2e2620)))
	arrow := art.Join(art.Polygon(art.P(16, 10), art.P(22.5, 19), art.P(9.5, 19)), art.RoundRect(13.5, 18, 5, 11, 1))
	c.FillMask(c.Mask(arrow).Dilate(1), art.Ink)
	c.Fill(arrow, art.GoldPaint(10, 29))
	return c
}

// dieFrontier is the frontier overlay, 160x160: a soft gold glow, a gold
// dashed frame and solid corner marks, transparent inside.
func dieFrontier() *art.Canvas {
	c := art.NewCanvas(dieFacePx, dieFacePx)
	frame := art.RoundRect(6, 6, 148, 148, 8)
	c.FillMask(c.Mask(art.StrokePath(7, true, frame)).Blur(3), art.Hex(0xffc940).Alpha(0.75))
	d := art.Dashes(frame, 3.4, 12, 7)
	c.FillMask(c.Mask(d).Dilate(1), art.Ink.Alpha(0.75))
	c.Fill(d, art.GoldLight)
	var corners art.Path
	for _, q := range [][3]art.Pt{
		{art.P(4, 26), art.P(4, 4), art.P(26, 4)}, {art.P(134, 4), art.P(156, 4), art.P(156, 26)},
		{art.P(156, 134), art.P(156, 156), art.P(134, 156)}, {art.P(26, 156), art.P(4, 156), art.P(4, 134)},
	} {
		corners.Append(art.Stroke(5, false, q[0], q[1], q[2]))
	}
	c.FillMask(c.Mask(corners).Dilate(1.2), art.Ink)
	c.Fill(corners, art.GoldPaint(0, 160))
	return c
}
