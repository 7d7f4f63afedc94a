package herodice

import (
	"fmt"
	"strings"

	"github.com/herotable/herotable/assets/internal/art"
)

// Dungeon cards. On the map a card is a 96x96 tile (never rotated): dark
// rock, a flagstone room in the middle and a corridor from it to each
// exit's edge with a gold arrow pointing out, so a dead end is a room with
// one corridor. The room holds a chest per gold glow, a skull per red
// glow and the stairs of a Stairs Down. The full face (200x280) shows the
// same tile large, the name, the four sides (open or walled) and the glows
// in words.

// Tile geometry in tile units (96 a side).
const (
	tileRoom0, tileRoom1 = 24.0, 72.0 // the room's square
	tileCorr0, tileCorr1 = 34.0, 62.0 // a corridor's width
)

// floorTint colours a few cards' floors (a flooded tunnel is wet).
var floorTint = map[string]art.Color{
	"dng_flooded_tunnel":  art.Hex(0x7f9cad),
	"dng_fungus_cavern":   art.Hex(0x9cab7c),
	"dng_forgotten_crypt": art.Hex(0xa49aa8),
	"dng_bone_pit":        art.Hex(0xc0b49a),
	"dng_treasure_vault":  art.Hex(0xcdb684),
}

// drawTile draws card d's tile with its top left at (ox, oy), s px a side.
func drawTile(c *art.Canvas, d DungeonCard, ox, oy, s float64) {
	k := s / TilePx
	m := art.Affine{A: k, C: ox, E: k, F: oy}
	T := func(p art.Path) art.Path { return p.Transform(m) }
	slab := T(art.RoundRect(0.5, 0.5, 95, 95, 5))
	sm := c.Mask(slab)
	c.FillMask(sm, art.Grain{Base: art.Vertical(oy, oy+s, art.Hex(0x3a332e), art.Hex(0x26201c)), Amp: 0.18, SX: 5 * k, SY: 5 * k, Seed: uint32(7 + len(d.ID))})
	floor := art.Rect(tileRoom0, tileRoom0, tileRoom1-tileRoom0, tileRoom1-tileRoom0)
	w := tileCorr1 - tileCorr0
	for _, e := range d.Exits {
		switch e {
		case 'N':
			floor.Append(art.Rect(tileCorr0, -2, w, tileRoom0+3))
		case 'S':
			floor.Append(art.Rect(tileCorr0, tileRoom1-1, w, TilePx-tileRoom1+3))
		case 'E':
			floor.Append(art.Rect(tileRoom1-1, tileCorr0, TilePx-tileRoom1+3, w))
		case 'W':
			floor.Append(art.Rect(-2, tileCorr0, tileRoom0+3, w))
		}
	}
	fm := c.Mask(T(floor)).Times(sm)
	// Walls: a lit stone rim round the floor, then the floor with its
	// flagstone joints and a shadow under the walls.
	c.FillMask(fm.Dilate(3.2*k).Minus(fm).Times(sm), art.Hex(0x7a6e62))
	c.FillMask(fm.Dilate(1.2*k).Minus(fm).Times(sm), art.Ink)
	base, ok := floorTint[d.ID]
	if !ok {
		base = art.Hex(0xb9ab8f)
	}
	c.FillMask(fm, art.Grain{Base: art.Vertical(oy, oy+s, base.Lighter(0.08), base.Darker(0.08)), Amp: 0.08, SX: 6 * k, SY: 6 * k, Seed: uint32(30 + len(d.Name))})
	var joints art.Path
	for x := 0.0; x <= 96; x += 12 {
		joints.Append(art.StrokeButt(0.7, art.P(x, 0), art.P(x, 96)))
	}
	for y := 0.0; y <= 96; y += 12 {
		joints.Append(art.StrokeButt(0.7, art.P(0, y), art.P(96, y)))
	}
	c.FillMask(c.Mask(T(joints)).Times(fm), base.Darker(0.45).Alpha(0.35))
	c.FillMask(fm.Minus(fm.Shift(int(2*k+0.5), int(2*k+0.5))), art.Color{A: 0.25})
	if f, ok := tileDecor[d.ID]; ok {
		f(c, m, k)
	}
	// Exit arrows at the edges.
	for _, e := range d.Exits {
		a := exitAngle[byte(e)]
		at := art.Polar(art.P(48, 48), 39, a-art.Deg(90))
		arrow := arrowPath(at, 7).Transform(art.Rotate(a, at))
		c.FillMask(c.Mask(T(arrow)).Dilate(1.2*k), art.Ink)
		c.Fill(T(arrow), art.GoldPaint(oy+(at.Y-7)*k, oy+(at.Y+7)*k))
	}
	// The room's contents.
	type icon func(at art.Pt, r float64)
	var icons []icon
	for i := 0; i < d.Gold; i++ {
		icons = append(icons, func(at art.Pt, r float64) { goldGlow(c, at, r) })
	}
	for i := 0; i < d.Red; i++ {
		icons = append(icons, func(at art.Pt, r float64) { redGlow(c, at, r) })
	}
	if d.Stairs {
		icons = append(icons, func(at art.Pt, r float64) { stairs(c, at, r) })
	}
	switch len(icons) {
	case 1:
		icons[0](m.Apply(art.P(48, 48)), 13*k)
	case 2:
		icons[0](m.Apply(art.P(37, 48)), 10*k)
		icons[1](m.Apply(art.P(59, 48)), 10*k)
	}
	if len(d.Exits) == 1 {
		// A dead end: rubble against the wall facing the way in.
		far := map[byte]art.Pt{'N': art.P(48, 68.5), 'S': art.P(48, 27.5), 'E': art.P(27.5, 48), 'W': art.P(68.5, 48)}[d.Exits[0]]
		for i, q := range []art.Pt{art.P(-12, 0), art.P(-5, 2), art.P(3, -1), art.P(11, 1)} {
			r := 2.6 + 0.8*float64(i%2)
			p := far.Add(q)
			if d.Exits[0] == 'E' || d.Exits[0] == 'W' {
				p = far.Add(art.P(q.Y, q.X))
			}
			c.FillMask(c.Mask(T(art.Circle(p, r))).Dilate(k), art.Ink)
			c.Fill(T(art.Circle(p, r)), art.Hex(0x8a7e70))
		}
	}
	c.Fill(art.StrokePath(1.2, true, slab), art.Ink)
}

// tileSprites draws the 20 map tiles.
func tileSprites(art.Faces) []art.Sprite {
	var out []art.Sprite
	for _, d := range DungeonCards {
		c := art.NewCanvas(TilePx, TilePx)
		drawTile(c, d, 0, 0, TilePx)
		out = append(out, art.NewSprite("herodice/tile/"+d.ID, c))
	}
	return out
}

// dungeonFaceSprites draws the 20 full dungeon card faces.
func dungeonFaceSprites(fc art.Faces) []art.Sprite {
	var out []art.Sprite
	for _, d := range DungeonCards {
		out = append(out, art.NewSprite("herodice/dungeon/"+d.ID, dungeonFace(fc, d)))
	}
	return out
}

// dungeonFace is a dungeon card's full face.
func dungeonFace(fc art.Faces, d DungeonCard) *art.Canvas {
	c := face(rimDungeon, uint32(len(d.ID)))
	titlePlate(c, fc, d.Name, rimDungeon, 12, 188, 10, 30)
	c.Fill(art.RoundRect(25, 45, 150, 150, 8), art.Ink)
	drawTile(c, d, 27, 47, 146)
	// The four sides: an arrow where the card opens, a wall where not.
	for i, e := range []byte("NESW") {
		x := 31 + float64(i)*46
		y := 202.0
		open := strings.IndexByte(d.Exits, e) >= 0
		box := art.RoundRect(x-20, y, 40, 30, 7)
		c.Fill(art.RoundRect(x-21.5, y-1.5, 43, 33, 8), art.Ink)
		if open {
			c.Fill(box, art.Vertical(y, y+30, art.Hex(0xfff6dc), art.Hex(0xf0dca8)))
			at := art.P(x-7, y+15)
			ar := arrowPath(at, 9).Transform(art.Rotate(exitAngle[e], at))
			c.FillMask(c.Mask(ar).Dilate(1.2), art.Ink)
			c.Fill(ar, art.GoldPaint(y+4, y+26))
			c.Fill(fc.Label(string(e), art.P(x+9, y+15), 14, 14), art.Ink)
		} else {
			c.Fill(box, art.Hex(0x5d5a56))
			for j := 0; j < 3; j++ {
				c.Fill(art.StrokeButt(1, art.P(x-19, y+8+float64(j)*8), art.P(x+19, y+8+float64(j)*8)), art.Ink.Alpha(0.5))
			}
			c.Fill(fc.Label(string(e), art.P(x, y+15), 14, 14), art.Hex(0xb8b0a6))
		}
	}
	// What the card holds, in words.
	y := 252.0
	var parts []func(x float64) float64
	if d.Gold > 0 {
		parts = append(parts, func(x float64) float64 {
			goldGlow(c, art.P(x+9, y-5), 9)
			return x + 22 + text(c, fc, fmt.Sprintf("%d treasure", d.Gold), 13, x+22, y, art.Ink)
		})
	}
	if d.Red > 0 {
		parts = append(parts, func(x float64) float64 {
			redGlow(c, art.P(x+9, y-5), 9)
			return x + 22 + text(c, fc, fmt.Sprintf("%d %s", d.Red, tern(d.Red == 1, "encounter", "encounters")), 13, x+22, y, art.Ink)
		})
	}
	switch {
	case d.Stairs:
		stairs(c, art.P(30, y-5), 10)
		text(c, fc, "Stairs down", 14, 46, y-1, art.Ink)
		text(c, fc, "(Deep Delving)", 12, 46, y+13, art.InkSoft)
	case len(parts) == 0:
		centred(c, fc, tern(len(d.Exits) == 1, "Dead end", "An empty passage"), 14, 100, y, 170, art.InkSoft)
	default:
		for i, f := range parts {
			y = 250 + 18*float64(i)
			f(16)
		}
		if len(d.Exits) == 1 {
			text(c, fc, "Dead end", 13, 16, 268, headInk)
		}
	}
	return c
}

// roomCorners are the four corners of the room, clear of the corridors
// and of the icons in the middle.
var roomCorners = []art.Pt{art.P(29.5, 29.5), art.P(66.5, 29.5), art.P(29.5, 66.5), art.P(66.5, 66.5)}

// tileDecor gives some cards a sign of their own on the map (decoration:
// the full face names the card): torches, water, mushrooms, bones, webs,
// shelves, rubble, pillars, graves, crates, candles, straw.
var tileDecor = map[string]func(c *art.Canvas, m art.Affine, k float64){
	"dng_torchlit_passage": func(c *art.Canvas, m art.Affine, k float64) {
		for _, x := range []float64{30, 66} {
			for _, y := range []float64{31, 65} {
				at := m.Apply(art.P(x, y))
				glowDisc(c, at, 9*k, glowGold.Alpha(0.6))
				c.Fill(art.FlamePath(at.Add(art.P(0, 1.5*k)), 2.2*k), art.Hex(0xffa03a))
			}
		}
	},
	"dng_flooded_tunnel": func(c *art.Canvas, m art.Affine, k float64) {
		var w art.Path
		for _, y := range []float64{12, 28, 66, 82} {
			w.Append(art.Stroke(1.1, false, art.P(38, y), art.P(42, y-2), art.P(46, y), art.P(50, y-2), art.P(54, y), art.P(58, y-2)))
		}
		c.Fill(w.Transform(m), art.Hex(0xdcecf4).Alpha(0.8))
	},
	"dng_fungus_cavern": func(c *art.Canvas, m art.Affine, k float64) {
		for i, q := range roomCorners {
			hat := art.Ellipse(q.Add(art.P(0, -1)), 4.2, 2.8)
			stem := art.Rect(q.X-1.2, q.Y-1, 2.4, 4.5)
			col := []art.Color{art.Hex(0xc0503a), art.Hex(0xd8c070), art.Hex(0x9a6ad0), art.Hex(0xc0503a)}[i]
			c.FillMask(c.Mask(art.Join(hat, stem).Transform(m)).Dilate(0.8*k), art.Ink)
			c.Fill(stem.Transform(m), art.Bone)
			c.Fill(hat.Transform(m), col)
		}
	},
	"dng_bone_pit": func(c *art.Canvas, m art.Affine, k float64) {
		for _, q := range [][4]float64{{27, 30, 34, 27}, {62, 66, 70, 63}, {28, 64, 33, 69}, {63, 28, 69, 32}} {
			b := art.Stroke(1.8, false, art.P(q[0], q[1]), art.P(q[2], q[3]))
			b.Append(art.Circle(art.P(q[0], q[1]), 1.5), art.Circle(art.P(q[2], q[3]), 1.5))
			c.FillMask(c.Mask(b.Transform(m)).Dilate(0.7*k), art.Ink)
			c.Fill(b.Transform(m), art.Bone)
		}
	},
	"dng_spider_nest": func(c *art.Canvas, m art.Affine, k float64) {
		var web art.Path
		o := art.P(24.5, 24.5)
		for _, a := range []float64{0, 22.5, 45, 67.5, 90} {
			web.Append(art.StrokeButt(0.6, o, art.Polar(o, 16, art.Deg(a))))
		}
		for _, r := range []float64{5, 9.5, 14} {
			web.Append(art.Stroke(0.6, false, art.Arc(o, r, 0, 90, 6)...))
		}
		c.Fill(web.Transform(m), art.White.Alpha(0.85))
	},
	"dng_ruined_library": func(c *art.Canvas, m art.Affine, k float64) {
		for i := 0; i < 8; i++ {
			x := 46 + float64(i)*3.2
			h := 5.0 + float64(i%3)
			col := []art.Color{art.Hex(0x8a2a22), art.Hex(0x2d4f7c), art.Hex(0x3f7a45), art.Hex(0xa0741e)}[i%4]
			c.Fill(art.Rect(x, 25, 2.8, h).Transform(m), col)
		}
		c.Fill(art.Rect(45.5, 24.5, 26, 1).Transform(m), art.Ink)
	},
	"dng_collapsed_hall": func(c *art.Canvas, m art.Affine, k float64) {
		for _, q := range [][3]float64{{30, 30, 3.6}, {36, 27, 2.6}, {27, 36, 2.4}, {64, 66, 3.8}, {58, 68, 2.6}, {68, 59, 2.4}, {44, 44, 2.2}, {52, 50, 2.8}} {
			st := art.Circle(art.P(q[0], q[1]), q[2]).Transform(m)
			c.FillMask(c.Mask(st).Dilate(0.8*k), art.Ink)
			c.Fill(st, art.Hex(0x8a7e70))
		}
	},
	"dng_great_hall": func(c *art.Canvas, m art.Affine, k float64) { pillars(c, m, k) },
	"dng_crossroads": func(c *art.Canvas, m art.Affine, k float64) {
		var rose art.Path
		for _, a := range []float64{0, 90, 180, 270} {
			t := art.Polar(art.P(48, 48), 11, art.Deg(a))
			l := art.Polar(art.P(48, 48), 3, art.Deg(a+90))
			r := art.Polar(art.P(48, 48), 3, art.Deg(a-90))
			rose.Append(art.Polygon(t, l, r))
		}
		c.FillMask(c.Mask(rose.Transform(m)).Dilate(0.8*k), art.Ink.Alpha(0.6))
		c.Fill(rose.Transform(m), art.Hex(0x8a7e70))
	},
	"dng_forgotten_crypt": func(c *art.Canvas, m art.Affine, k float64) {
		for _, q := range roomCorners {
			g := art.RoundPolygon(1, q.Add(art.P(-3, 4)), q.Add(art.P(-3, -2)), q.Add(art.P(0, -4.5)), q.Add(art.P(3, -2)), q.Add(art.P(3, 4))).Transform(m)
			c.FillMask(c.Mask(g).Dilate(0.8*k), art.Ink)
			c.Fill(g, art.Hex(0x9a94a0))
		}
	},
	"dng_storeroom": func(c *art.Canvas, m art.Affine, k float64) {
		for _, q := range roomCorners {
			b := art.Rect(q.X-3.6, q.Y-3.6, 7.2, 7.2).Transform(m)
			c.FillMask(c.Mask(b).Dilate(0.8*k), art.Ink)
			c.Fill(b, art.Hex(0x9a6a3c))
			c.Fill(art.Join(art.StrokeButt(0.7, q.Add(art.P(-3.6, -3.6)), q.Add(art.P(3.6, 3.6))), art.StrokeButt(0.7, q.Add(art.P(3.6, -3.6)), q.Add(art.P(-3.6, 3.6)))).Transform(m), art.Ink.Alpha(0.6))
		}
	},
	"dng_dusty_shrine": func(c *art.Canvas, m art.Affine, k float64) {
		for _, q := range roomCorners {
			at := m.Apply(q)
			glowDisc(c, at, 6*k, glowGold.Alpha(0.5))
			c.Fill(art.Rect(q.X-1.2, q.Y-1, 2.4, 4).Transform(m), art.Bone)
			c.Fill(art.FlamePath(q.Add(art.P(0, -1)), 1.2).Transform(m), art.Hex(0xffb040))
		}
	},
	"dng_goblin_barracks": func(c *art.Canvas, m art.Affine, k float64) {
		for _, q := range roomCorners {
			b := art.Ellipse(q, 4.2, 3).Transform(m)
			c.FillMask(c.Mask(b).Dilate(0.8*k), art.Ink)
			c.Fill(b, art.Hex(0xc8b060))
		}
	},
	"dng_kennels": func(c *art.Canvas, m art.Affine, k float64) {
		bowl := art.Ellipse(art.P(29.5, 66.5), 4, 2.6).Transform(m)
		c.FillMask(c.Mask(bowl).Dilate(0.8*k), art.Ink)
		c.Fill(bowl, art.SteelDark)
		b := art.Stroke(1.6, false, art.P(63, 64), art.P(69, 69))
		b.Append(art.Circle(art.P(63, 64), 1.4), art.Circle(art.P(69, 69), 1.4))
		c.FillMask(c.Mask(b.Transform(m)).Dilate(0.7*k), art.Ink)
		c.Fill(b.Transform(m), art.Bone)
	},
	"dng_guard_room": func(c *art.Canvas, m art.Affine, k float64) { pillars(c, m, k) },
}

// pillars stand in the room's corners.
func pillars(c *art.Canvas, m art.Affine, k float64) {
	for _, q := range roomCorners {
		p := art.Circle(q, 3.6).Transform(m)
		c.FillMask(c.Mask(p).Dilate(1.5*k).Blur(1), art.Color{A: 0.4})
		c.FillMask(c.Mask(p).Dilate(0.8*k), art.Ink)
		c.Fill(p, art.Radial{C: m.Apply(q.Add(art.P(-1, -1))), R: 4 * k, Stops: []art.Stop{{T: 0, C: art.Hex(0xd8ccb4)}, {T: 1, C: art.Hex(0x8a7e6a)}}})
	}
}
