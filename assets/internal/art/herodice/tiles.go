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
