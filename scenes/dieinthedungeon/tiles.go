package dieinthedungeon

import (
	"fmt"
	"math"

	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/ui"
)

// Tiles are composed at run time (spec §10): the floor of the tile's kind
// turned to the slot's exits, then its name, level, heads and effect on
// top. Backs show the kind, level and exits.

// baseExits are each kind's exits in the sprites' base orientation.
var baseExits = map[dd.TileKind]dd.Exits{
	dd.DeadEnd:  dd.North,
	dd.Corner:   dd.North | dd.East,
	dd.TwoWay:   dd.North | dd.South,
	dd.ThreeWay: dd.North | dd.East | dd.West,
	dd.FourWay:  dd.North | dd.East | dd.South | dd.West,
}

// turn rotates exits a quarter turn clockwise q times (N → E → S → W).
func turn(e dd.Exits, q int) dd.Exits {
	for range ((q % 4) + 4) % 4 {
		e = (e<<1 | e>>3) & 15
	}
	return e
}

// Rotation is the quarter turns clockwise that bring kind k's base exits
// onto exits; false if none does (a start or Epic tile, whose exits the
// map gives).
func Rotation(k dd.TileKind, exits dd.Exits) (int, bool) {
	base, ok := baseExits[k]
	if !ok {
		return 0, false
	}
	for q := range 4 {
		if turn(base, q) == exits {
			return q, true
		}
	}
	return 0, false
}

// backSprite is a slot's back.
func backSprite(sl dd.MapSlot) string {
	switch {
	case sl.Kind == dd.EpicTile:
		return art + "back/epic"
	case sl.Kind == dd.StartTile:
		return art + "back/start"
	}
	return fmt.Sprintf(art+"back/%s-%d", dd.TileKinds[sl.Kind].ID, sl.Level)
}

// drawFloor draws a rotated floor or back sprite squeezed across to sx
// (a flip), with exit markers where the art has no openings; a plain slab
// with its corridors while the sprite is missing.
func drawFloor(c *ui.Canvas, name string, k dd.TileKind, exits dd.Exits, r layout.Rect, sx, a float64) {
	q, turns := Rotation(k, exits)
	w, h := r.W*sx, r.H
	if q%2 == 1 {
		w, h = r.W, r.H*sx // the sprite's own x is the screen's y
	}
	img := ui.Sprite(name)
	cx, cy := r.X+r.W/2, r.Y+r.H/2
	if img != nil {
		c.ImageRotated(img, cx, cy, w, h, float64(q)*1.5707963267948966, ui.Alpha(a))
	} else {
		sq := layout.Centered(cx, cy, r.W*sx, r.H)
		c.RoundRect(sq.Inset(1), 5, ui.Fade(stone, a))
		for d := dd.North; d <= dd.West; d <<= 1 {
			if exits&d != 0 {
				dx, dy := exitVec(d)
				c.Line(cx, cy, cx+dx*r.W/2*sx, cy+dy*r.H/2, r.W*0.22, ui.Fade(ui.Paper, 0.5*a))
			}
		}
		turns = true
	}
	if !turns && sx > 0.98 {
		for d := dd.North; d <= dd.West; d <<= 1 {
			if exits&d != 0 {
				exitMarker(c, d, r, a)
			}
		}
	}
}

// exitVec is a direction as a unit step on screen.
func exitVec(d dd.Exits) (float64, float64) {
	switch d {
	case dd.North:
		return 0, -1
	case dd.East:
		return 1, 0
	case dd.South:
		return 0, 1
	}
	return -1, 0
}

// exitMarker draws the exit arrow at edge d of r.
func exitMarker(c *ui.Canvas, d dd.Exits, r layout.Rect, a float64) {
	dx, dy := exitVec(d)
	s := r.W * 0.3
	cx, cy := r.X+r.W/2+dx*(r.W/2-s/2-1), r.Y+r.H/2+dy*(r.H/2-s/2-1)
	q := map[dd.Exits]int{dd.North: 0, dd.East: 1, dd.South: 2, dd.West: 3}[d]
	if !rotated(c, art+"exit", layout.Centered(cx, cy, s, s), q, ui.Alpha(a)) {
		c.Circle(cx, cy, s/4, ui.Fade(ui.Gold, a))
	}
}

// drawBack draws slot i's back in r, squeezed to sx. The back's
// medallion (kind letter, level pips) is drawn again upright over a
// turned back, so that it reads.
func drawBack(c *ui.Canvas, m *dd.Map, i int, r layout.Rect, sx, a float64) {
	sl := m.Slots[i]
	drawFloor(c, backSprite(sl), sl.Kind, sl.Exits, r, sx, a)
	if q, ok := Rotation(sl.Kind, sl.Exits); ok && q != 0 && ui.Sprite(backSprite(sl)) != nil {
		medallion(c, dd.TileKinds[sl.Kind].Letter, sl.Level, r.X+r.W/2, r.Y+r.H/2, r.W/tileSize*sx, r.W/tileSize, a)
	}
	if ui.Sprite(backSprite(sl)) == nil && sx > 0.98 {
		label := dd.TileKinds[sl.Kind].Letter + fmt.Sprint(sl.Level)
		switch {
		case sl.Lair:
			label = "LAIR"
		case sl.Kind == dd.EpicTile:
			label = "E"
		}
		c.Text(label, ui.Style{Font: ui.Bold, Size: r.W * 0.2}, r.X+r.W/2, r.Y+r.H/2, ui.Center, ui.Fade(ui.Cream, a))
	}
}

// medallion is a back's gold medallion: the kind's letter over its level
// pips, f the scale (squeezed across to fx).
func medallion(c *ui.Canvas, letter string, level int, cx, cy, fx, f, a float64) {
	if fx < 0.05 {
		return
	}
	c.Ellipse(cx, cy, 15*fx, 15*f, ui.Fade(ui.DarkWood, a))
	c.Ellipse(cx, cy, 13.5*fx, 13.5*f, ui.Fade(ui.Gold, a))
	c.Ellipse(cx, cy, 11.5*fx, 11.5*f, ui.Fade(ui.Paper, a))
	if fx < 0.6 {
		return
	}
	c.Text(letter, ui.Style{Font: ui.Display, Size: 13 * f}, cx, cy-2.5*f, ui.Center, ui.Fade(ui.Ink, a))
	for k := range level {
		x := cx + (float64(k)-float64(level-1)/2)*4.5*f
		c.Circle(x, cy+6.5*f, 1.6*f, ui.Fade(ui.Ink, a))
	}
}

// drawFace draws tile tile at slot i in r, squeezed to sx: the floor,
// then (once flat) its name, level, heads and effect; beaten heads are
// faded and struck through.
func drawFace(c *ui.Canvas, m *dd.Map, i, tile int, r layout.Rect, sx, a float64, beaten bool) {
	drawFaceOf(c, m, i, tile, r, sx, a, func(int) bool { return beaten }, true)
}

// drawFaceOf is drawFace with each head beaten or not (beaten(k)), and
// its heads left off (heads false) for the table to draw them over a
// standee (drawHeadsOver).
func drawFaceOf(c *ui.Canvas, m *dd.Map, i, tile int, r layout.Rect, sx, a float64, beaten func(k int) bool, heads bool) {
	sl := m.Slots[i]
	t := dd.Tiles[tile]
	name := art + "face/" + dd.TileKinds[t.Kind].ID
	if sl.Lair {
		name = art + "face/start"
	}
	drawFloor(c, name, t.Kind, sl.Exits, r, sx, a)
	if sx < 0.98 || t.Kind == dd.StartTile && !sl.Lair {
		return
	}
	// The face's words are the tile's: its tooltip shows it large and
	// says them in full. The name is real text at a readable size, or left
	// off where it has no room (play-test 32: 5 to 7 px plaques at
	// 1024x576); the rest is decor the tooltip says again.
	f := r.W / tileSize
	band, lines, st := plaque(sl, t, r)
	if len(lines) > 0 {
		// Dark, with light words: a pale plaque vanished on the Cellar's
		// pale floors (play-test 26 saw the names lie on the art).
		// A plain fill under the rounded one: ui's RoundRect draws nothing
		// when its radius in pixels is just over a whole number (at
		// 1024x576 the fight layout's ~102 px tiles), leaving white names
		// on the beige floor (play-test 35 #3).
		c.Fill(band.InsetXY(1.5*f, 0), ui.Fade(ui.DarkWood, 0.9*a))
		c.RoundRect(band, 3*f, ui.Fade(ui.DarkWood, 0.9*a))
		c.RoundStroke(band, 3*f, 0.75*f, ui.Fade(ui.Gold, 0.6*a))
		lh := plaqueLine(st)
		for k, l := range lines {
			c.Text(l, st, band.X+band.W/2, band.Y+1.5*f+(float64(k)+0.5)*lh, ui.Center, ui.Fade(ui.Cream, a))
		}
	}
	w := c // for words read at their size
	c = c.Decor()
	if t.Level > 0 {
		lc := levelBadgeAt(sl, t, r)
		// Light on dark in a gold ring, large enough to read at a
		// fight's small tiles (play-test 41 #10: a 9-unit gold "4"
		// read dark on dark).
		c.Circle(lc.X, lc.Y, 7*f, ui.Fade(ui.Gold, a))
		c.Circle(lc.X, lc.Y, 6*f, ui.Fade(ui.DarkWood, a))
		c.Text(fmt.Sprint(t.Level), ui.Style{Font: ui.Bold, Size: 11 * f}, lc.X, lc.Y, ui.Center, ui.Fade(ui.Cream, a))
	}
	if t.Effect.Kind != dd.NoEffect {
		er := effectIcon(r)
		if !c.TrySprite(art+"effect/"+t.Effect.Kind.ID(), er, ui.Alpha(a)) {
			c.Circle(er.X+er.W/2, er.Y+er.H/2, er.W/2, ui.Fade(ui.Paper, a))
			c.Text("!", ui.Style{Font: ui.Bold, Size: 14 * f}, er.X+er.W/2, er.Y+er.H/2, ui.Center, ui.Fade(ui.Loss, a))
		}
		if t.Effect.Kind == dd.Trap {
			// Light on a dark chip, at a size read without the tooltip
			// (play-test 38 #2: 5 px dark text on beige in the Duel).
			label := fmt.Sprintf("%s %d", t.Effect.Stat.String()[:2], t.Effect.N)
			lr, ls := trapLabel(r, label)
			w.RoundRect(lr, lr.H/2, ui.Fade(ui.DarkWood, 0.9*a))
			w.TextIn(label, ls, lr, ui.Center, ui.Fade(ui.Cream, a))
		}
	}
	if heads {
		drawHeads(c, t, r, a, beaten)
	}
}

// tileHeads are the heads tile t shows: its own, an Epic tile's party.
func tileHeads(t dd.Tile) []dd.Head {
	heads := t.Heads
	if t.Kind == dd.EpicTile {
		for _, h := range t.Party {
			heads = append(heads[:len(heads):len(heads)], dd.Head(h.Type))
		}
	}
	return heads
}

// drawHeads draws tile t's heads in a row at the foot of its face drawn in
// r, inside its walls (play-test 38 #4: the wall cut them); head k beaten
// (beaten(k)) is faded and struck through.
func drawHeads(c *ui.Canvas, t dd.Tile, r layout.Rect, a float64, beaten func(k int) bool) {
	c = c.Decor()
	f := r.W / tileSize
	heads := tileHeads(t)
	if len(heads) == 0 {
		return
	}
	hs := 16 * f
	if t.Kind == dd.EpicTile {
		hs = 14 * f
	}
	x0 := r.X + r.W/2 - float64(len(heads))*hs/2 + hs/2
	y := headsRow(r).Y + hs/2
	for k, h := range heads {
		ha := a
		if beaten(k) {
			ha = BeatenAlpha * a
		}
		hr := layout.Centered(x0+float64(k)*hs, y, hs-1, hs-1)
		if !c.TrySprite(headSprite(h), hr, ui.Alpha(ha)) {
			c.Circle(hr.X+hr.W/2, hr.Y+hr.H/2, hr.W/2, ui.Fade(ui.DarkWood, ha))
			c.Text(h.String(), ui.Style{Font: ui.Bold, Size: 9 * f}, hr.X+hr.W/2, hr.Y+hr.H/2, ui.Center, ui.Fade(ui.Cream, ha))
		}
		if beaten(k) {
			in := hr.Inset(hr.W * 0.15)
			c.Line(in.X, in.Bottom(), in.Right(), in.Y, 1.6*f, ui.Fade(ui.Loss, 0.9*a))
		}
	}
}

// levelBadgeAt is the middle of the level badge of tile t's face drawn
// in r on map slot sl: its top left, under the name plaque.
func levelBadgeAt(sl dd.MapSlot, t dd.Tile, r layout.Rect) layout.Point {
	f := r.W / tileSize
	band, _, _ := plaque(sl, t, r)
	return layout.Point{X: r.X + 12*f, Y: max(r.Y+23*f, band.Bottom()+7*f)}
}

// headsRow is where a face drawn in r shows its heads: a row 16 units
// high standing clear of the inside of its bottom wall (a wall is 6
// units of a tile's 80, its shadow 1 more, then 2 of floor: play-test 41
// #5 saw the wall's edge cut the heads' bases with none).
func headsRow(r layout.Rect) layout.Rect {
	f := r.W / tileSize
	return layout.Rect{X: r.X + 7*f, Y: r.Bottom() - 9*f - 16*f, W: r.W - 14*f, H: 16 * f}
}

// effectIcon is where a tile's effect icon lies on its face drawn in r;
// a trap's label lies under it, down to effectInk's foot.
func effectIcon(r layout.Rect) layout.Rect {
	f := r.W / tileSize
	return layout.Centered(r.X+r.W/2, r.Y+r.H/2+1*f, 24*f, 24*f)
}

// effectInk is all a tile's effect draws: its icon and a trap's label.
func effectInk(r layout.Rect) layout.Rect {
	er := effectIcon(r)
	lr, _ := trapLabel(r, "Ma 10") // the widest a label gets
	x := min(er.X, lr.X)
	return layout.Rect{X: x, Y: er.Y, W: max(er.Right(), lr.Right()) - x, H: lr.Bottom() - er.Y}
}

// trapLabel is where a trap's label (its stat and number, "Mi 6") lies
// on a tile's face drawn in r, on its chip under the effect's icon, and
// its style: never under ui.MinTextPx.
func trapLabel(r layout.Rect, label string) (layout.Rect, ui.Style) {
	er := effectIcon(r)
	f := r.W / tileSize
	st := ui.Style{Font: ui.Bold, Size: max(ui.MinTextPx, 8*f)}
	h := math.Ceil(st.Size * 1.25)
	w := max(er.W, ui.Measure(label, st)+8)
	return layout.Rect{X: er.X + er.W/2 - w/2, Y: er.Bottom() + 1, W: w, H: h}, st
}

// BeatenAlpha is how strongly a cleared tile's beaten heads still show.
const BeatenAlpha = 0.35

// plaque is where the name plaque of tile t lies on its face drawn in r,
// and its lines in style st; no lines (and a band of no height at the
// top) when the name has no room there.
func plaque(sl dd.MapSlot, t dd.Tile, r layout.Rect) (band layout.Rect, lines []string, st ui.Style) {
	f := r.W / tileSize
	title := t.Name
	switch {
	case sl.Lair:
		title = "The LAIR"
	case t.Kind == dd.EpicTile:
		title = dd.Epics[epicOf(t)].Name // "The Dwarf Explosionist's Party" would not fit
	}
	band = layout.Rect{X: r.X + 4*f, Y: r.Y + 2*f, W: r.W - 8*f}
	lines, st = titleLines(title, band.W, f)
	if len(lines) > 0 {
		band.H = float64(len(lines))*plaqueLine(st) + 3*f
	}
	if band.H > maxPlaque*r.H {
		return layout.Rect{X: band.X, Y: band.Y, W: band.W}, nil, st
	}
	return band, lines, st
}

// plaqueLine is the pitch of a name's lines on its plaque: tighter than a
// paragraph's, so that two lines leave the tile's heads and effect clear.
func plaqueLine(st ui.Style) float64 { return math.Ceil(st.Size * 1.15) }

// maxPlaque is the most of a tile's height its name plaque may take: more
// and it would hide the tile's heads and effect, so the name is left to
// the tooltip.
const maxPlaque = 0.36

// epicOf is the index into Epics of an Epic tile's hero.
func epicOf(t dd.Tile) int {
	e, _ := dd.EpicByID(t.Epic)
	return max(e, 0)
}

// shadowed draws a soft shadow under r.
func shadowed(c *ui.Canvas, r layout.Rect) {
	c.RoundRect(r.Offset(2, 3), 6, ui.Fade(ui.Shadow, 0.5))
}

// titleLines lays a tile's name on its plaque w wide (f: the tile's size
// over tileSize): one line, else two split at the space nearest the
// middle, in bold at 9 px a tile unit but never under ui.MinTextPx; none
// when it does not fit so. It fits with a tenth of w to spare, as text
// drawn at another window size is hinted wider (play-test 23 #4:
// 'Collapsing Tunnel' lost its last letter at 1024x576).
func titleLines(title string, w, f float64) ([]string, ui.Style) {
	fit := w * 0.9
	st := ui.Style{Font: ui.Bold, Size: max(ui.MinTextPx, 9*f)}
	if ui.Measure(title, st) <= fit {
		return []string{title}, st
	}
	var lines []string
	best := -1.0
	for i, r := range title {
		if r != ' ' {
			continue
		}
		a, b := title[:i], title[i+1:]
		if wide := max(ui.Measure(a, st), ui.Measure(b, st)); best < 0 || wide < best {
			best, lines = wide, []string{a, b}
		}
	}
	if best < 0 || best > fit {
		return nil, st
	}
	return lines, st
}
