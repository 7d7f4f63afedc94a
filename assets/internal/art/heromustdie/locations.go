package heromustdie

import "github.com/herotable/herotable/assets/internal/art"

// Hero Must Die! location panels, 156x140 units: a title plate, the
// location's emblem in a medallion between its resolution order and (for
// Town and Forest) the evil badge, its boxes where the layout puts them
// (x = 8 + 50j, y = 60) and a one-line reminder of what the boxes do.

// hmdLocColour is each location's panel colour, in HMDLocations order.
var hmdLocColour = []art.Color{
	art.Hex(0x8a2a3a), art.Hex(0x8a6a2a), art.Hex(0x5a3a8a), art.Hex(0x5a6470),
	art.Hex(0x4a3a2a), art.Hex(0x9a5a3a), art.Hex(0x3a6a32), art.Hex(0x3a5a8a),
}

// HMDBoxAt is the top left of box j inside a location panel.
func HMDBoxAt(j int) (x, y float64) { return 8 + 50*float64(j), 60 }

// hmdLocationGlyph is a location's emblem on the 32 grid.
func hmdLocationGlyph(id string) art.Glyph {
	switch id {
	case "throne_room":
		back := art.RoundPolygon(1, art.P(8, 22), art.P(8, 6), art.P(12, 2), art.P(16, 6), art.P(20, 2), art.P(24, 6), art.P(24, 22))
		return art.Glyph{Fill: art.Join(back, art.RoundRect(5, 18, 22, 5, 1.5), art.RoundRect(6, 22, 4, 8, 1), art.RoundRect(22, 22, 4, 8, 1)),
			Cut: art.Join(art.RoundRect(11, 8, 10, 9, 2), art.Circle(art.P(16, 4.5), 1))}
	case "gold_mine":
		return art.Glyph{Fill: art.Join(art.Stroke(3.4, false, art.P(5, 28), art.P(21, 8)), art.Stroke(3.6, false, art.Curve(art.P(10, 4), art.P(22, 2), art.P(28, 14), 10)...),
			art.Polygon(art.P(20, 22), art.P(26, 19), art.P(30, 24), art.P(27, 29), art.P(21, 28)))}
	case "rune_room":
		return art.Glyph{Fill: art.RoundPolygon(3, art.P(8, 29), art.P(6, 8), art.P(16, 2), art.P(26, 8), art.P(24, 29)),
			Cut: art.Join(art.StrokeButt(2, art.P(13, 8), art.P(13, 25)), art.StrokeButt(2, art.P(13, 9), art.P(20, 14), art.P(13, 17)), art.StrokeButt(2, art.P(14, 17), art.P(20, 25)))}
	case "building_room": // an anvil
		return art.Glyph{Fill: art.Join(art.Polygon(art.P(3, 9), art.P(26, 9), art.P(29, 12), art.P(23, 15), art.P(21, 19), art.P(11, 19), art.P(9, 15), art.P(3, 12)),
			art.RoundRect(12, 18, 8, 6, 1), art.RoundRect(7, 23, 18, 5, 1.5))}
	case "monster_pit":
		return hmdGlyph("hire")
	case "town":
		h := hmdPictureGlyph("house")
		m := art.Affine{A: 0.75, B: 0, C: -2, D: 0, E: 0.75, F: 8}
		n := art.Affine{A: 0.75, B: 0, C: 10, D: 0, E: 0.75, F: 2}
		return art.Glyph{Fill: art.Join(h.Fill.Transform(m), h.Fill.Transform(n)), Cut: art.Join(h.Cut.Transform(m), h.Cut.Transform(n))}
	case "forest":
		tree := func(x, y, k float64) art.Path {
			return art.Join(art.Polygon(art.P(x, y-12*k), art.P(x+7*k, y-3*k), art.P(x-7*k, y-3*k)), art.Polygon(art.P(x, y-7*k), art.P(x+9*k, y+4*k), art.P(x-9*k, y+4*k)),
				art.Rect(x-1.5*k, y+4*k, 3*k, 4*k))
		}
		return art.Glyph{Fill: art.Join(tree(11, 18, 1), tree(22, 16, 1.2))}
	case "castle":
		return art.Glyph{Fill: art.Join(art.Rect(6, 12, 20, 17), art.Rect(3, 5, 8, 9), art.Rect(21, 5, 8, 9), art.Rect(12.5, 2, 7, 12),
			art.Rect(3, 3, 2, 3), art.Rect(9, 3, 2, 3), art.Rect(21, 3, 2, 3), art.Rect(27, 3, 2, 3)),
			Cut: art.RoundRect(13, 19, 6, 10, 3)}
	}
	panic("no location " + id)
}

// hmdLocation draws location i of HMDLocations at the brush origin.
func hmdLocation(b hmdB, fc art.Faces, i int) {
	l, col := HMDLocations[i], hmdLocColour[i]
	w, h := float64(HMDLocationW), float64(HMDLocationH)
	b.shadow(art.RoundRect(0, 0, w, h, 8), 0, 2, 2, art.Color{R: 0, G: 0, B: 0, A: 0.5})
	b.fill(art.RoundRect(0, 0, w, h, 8), art.Ink)
	b.fill(art.RoundRect(1.5, 1.5, w-3, h-3, 7), art.GoldPaint(0, h))
	face := art.RoundRect(3.5, 3.5, w-7, h-7, 5.5)
	b.fill(face, art.Grain{Base: art.Radial{C: art.P(w/2, 36), R: 130, Stops: []art.Stop{
		{T: 0, C: col.Lighter(0.25)}, {T: 0.6, C: col.Darker(0.2)}, {T: 1, C: col.Darker(0.55)},
	}}, Amp: 0.1, SX: 8, SY: 8, Seed: uint32(50 + i)})
	// Title plate.
	b.fill(art.RoundRect(8, 6, w-16, 20, 5), art.Ink)
	b.fill(art.RoundRect(9, 7, w-18, 18, 4), art.Vertical(7, 25, art.Hex(0x3a2a22), art.Hex(0x1e1410)))
	b.fill(art.StrokePath(0.7, true, art.RoundRect(10.5, 8.5, w-21, 15, 3)), art.Gold.Alpha(0.6))
	b.display(fc, l.Name, 12, w/2, 20.5, w-28, art.GoldLight, 0)
	// Emblem medallion, order disc, evil badge.
	o := art.P(w/2, 42)
	b.shadow(art.Circle(o, 15), 0, 1.5, 1.5, art.Color{R: 0, G: 0, B: 0, A: 0.5})
	b.fill(art.Circle(o, 16), art.Ink)
	b.fill(art.Circle(o, 15), art.GoldPaint(o.Y-15, o.Y+15))
	b.fill(art.Circle(o, 12.4), hmdLit(o, 12, col.Darker(0.35)))
	b.glyph3(hmdLocationGlyph(l.ID), o, 19, art.Hex(0xfbf0d8), col.Darker(0.5), art.Hex(0xfbf0d8), 0.9)
	d := art.P(26, 42)
	b.fill(art.Circle(d, 9), art.Ink)
	b.fill(art.Circle(d, 8), art.Vertical(d.Y-8, d.Y+8, art.Parch, art.ParchDark))
	b.num(fc, art.Itoa(i+1), d, 8.5, 10, art.Ink, 0)
	if l.Evil {
		e := art.P(w-26, 42)
		b.fill(art.Circle(e, 11.5), art.Ink)
		b.fill(art.Circle(e, 10.5), art.GoldPaint(e.Y-11, e.Y+11))
		b.fill(art.Circle(e, 8.6), hmdLit(e, 9, art.Hex(0x3a1850)))
		hmdIcon(b, "evil", e, 15)
	}
	// Boxes.
	for j, bo := range l.Boxes {
		x, y := HMDBoxAt(j)
		hmdBox(b.at(x, y), fc, bo)
	}
	if len(l.Boxes) < 3 {
		x, y := HMDBoxAt(2)
		r := art.RoundRect(x+2, y+2, 42, 42, 6)
		b.fill(r, art.Ink.Alpha(0.25))
		b.glyph(hmdLocationGlyph(l.ID), art.P(x+23, y+23), 30, art.Color{R: 1, G: 0.95, B: 0.8, A: 0.22}, 0)
	}
	// Reminder.
	b.fill(art.RoundRect(8, 110, w-16, 24, 5), art.Color{R: 0.1, G: 0.06, B: 0.04, A: 0.55})
	lines := art.Wrap(fc.Bold, l.Note, 8.5, w-24)
	y := 122 - float64(len(lines)-1)*5 + 3
	for _, s := range lines {
		b.fill(art.FitText(fc.Bold, s, 8.5, w/2, y, w-24), art.Hex(0xfbf0d8))
		y += 10
	}
}
