package art

// Hero Must Die! location panels, 156x140 units: a title plate, the
// location's emblem in a medallion between its resolution order and (for
// Town and Forest) the evil badge, its boxes where the layout puts them
// (x = 8 + 50j, y = 60) and a one-line reminder of what the boxes do.

// hmdLocColour is each location's panel colour, in HMDLocations order.
var hmdLocColour = []Color{
	Hex(0x8a2a3a), Hex(0x8a6a2a), Hex(0x5a3a8a), Hex(0x5a6470),
	Hex(0x4a3a2a), Hex(0x9a5a3a), Hex(0x3a6a32), Hex(0x3a5a8a),
}

// HMDBoxAt is the top left of box j inside a location panel.
func HMDBoxAt(j int) (x, y float64) { return 8 + 50*float64(j), 60 }

// hmdLocationGlyph is a location's emblem on the 32 grid.
func hmdLocationGlyph(id string) glyph {
	switch id {
	case "throne_room":
		back := RoundPolygon(1, P(8, 22), P(8, 6), P(12, 2), P(16, 6), P(20, 2), P(24, 6), P(24, 22))
		return glyph{fill: Join(back, RoundRect(5, 18, 22, 5, 1.5), RoundRect(6, 22, 4, 8, 1), RoundRect(22, 22, 4, 8, 1)),
			cut: Join(RoundRect(11, 8, 10, 9, 2), Circle(P(16, 4.5), 1))}
	case "gold_mine":
		return glyph{fill: Join(Stroke(3.4, false, P(5, 28), P(21, 8)), Stroke(3.6, false, curve(P(10, 4), P(22, 2), P(28, 14), 10)...),
			Polygon(P(20, 22), P(26, 19), P(30, 24), P(27, 29), P(21, 28)))}
	case "rune_room":
		return glyph{fill: RoundPolygon(3, P(8, 29), P(6, 8), P(16, 2), P(26, 8), P(24, 29)),
			cut: Join(StrokeButt(2, P(13, 8), P(13, 25)), StrokeButt(2, P(13, 9), P(20, 14), P(13, 17)), StrokeButt(2, P(14, 17), P(20, 25)))}
	case "building_room": // an anvil
		return glyph{fill: Join(Polygon(P(3, 9), P(26, 9), P(29, 12), P(23, 15), P(21, 19), P(11, 19), P(9, 15), P(3, 12)),
			RoundRect(12, 18, 8, 6, 1), RoundRect(7, 23, 18, 5, 1.5))}
	case "monster_pit":
		return hmdGlyph("hire")
	case "town":
		h := hmdPictureGlyph("house")
		m := Affine{0.75, 0, -2, 0, 0.75, 8}
		n := Affine{0.75, 0, 10, 0, 0.75, 2}
		return glyph{fill: Join(h.fill.Transform(m), h.fill.Transform(n)), cut: Join(h.cut.Transform(m), h.cut.Transform(n))}
	case "forest":
		tree := func(x, y, k float64) Path {
			return Join(Polygon(P(x, y-12*k), P(x+7*k, y-3*k), P(x-7*k, y-3*k)), Polygon(P(x, y-7*k), P(x+9*k, y+4*k), P(x-9*k, y+4*k)),
				Rect(x-1.5*k, y+4*k, 3*k, 4*k))
		}
		return glyph{fill: Join(tree(11, 18, 1), tree(22, 16, 1.2))}
	case "castle":
		return glyph{fill: Join(Rect(6, 12, 20, 17), Rect(3, 5, 8, 9), Rect(21, 5, 8, 9), Rect(12.5, 2, 7, 12),
			Rect(3, 3, 2, 3), Rect(9, 3, 2, 3), Rect(21, 3, 2, 3), Rect(27, 3, 2, 3)),
			cut: RoundRect(13, 19, 6, 10, 3)}
	}
	panic("no location " + id)
}

// hmdLocation draws location i of HMDLocations at the brush origin.
func hmdLocation(b hmdB, fc faces, i int) {
	l, col := HMDLocations[i], hmdLocColour[i]
	w, h := float64(HMDLocationW), float64(HMDLocationH)
	b.shadow(RoundRect(0, 0, w, h, 8), 0, 2, 2, Color{0, 0, 0, 0.5})
	b.fill(RoundRect(0, 0, w, h, 8), ink)
	b.fill(RoundRect(1.5, 1.5, w-3, h-3, 7), goldPaint(0, h))
	face := RoundRect(3.5, 3.5, w-7, h-7, 5.5)
	b.fill(face, Grain{Radial{P(w/2, 36), 130, []Stop{{0, col.Lighter(0.25)}, {0.6, col.Darker(0.2)}, {1, col.Darker(0.55)}}}, 0.1, 8, 8, uint32(50 + i)})
	// Title plate.
	b.fill(RoundRect(8, 6, w-16, 20, 5), ink)
	b.fill(RoundRect(9, 7, w-18, 18, 4), Vertical(7, 25, Hex(0x3a2a22), Hex(0x1e1410)))
	b.fill(StrokePath(0.7, true, RoundRect(10.5, 8.5, w-21, 15, 3)), gold.Alpha(0.6))
	b.display(fc, l.Name, 12, w/2, 20.5, w-28, goldLight, 0)
	// Emblem medallion, order disc, evil badge.
	o := P(w/2, 42)
	b.shadow(Circle(o, 15), 0, 1.5, 1.5, Color{0, 0, 0, 0.5})
	b.fill(Circle(o, 16), ink)
	b.fill(Circle(o, 15), goldPaint(o.Y-15, o.Y+15))
	b.fill(Circle(o, 12.4), hmdLit(o, 12, col.Darker(0.35)))
	b.glyph3(hmdLocationGlyph(l.ID), o, 19, Hex(0xfbf0d8), col.Darker(0.5), Hex(0xfbf0d8), 0.9)
	d := P(26, 42)
	b.fill(Circle(d, 9), ink)
	b.fill(Circle(d, 8), Vertical(d.Y-8, d.Y+8, parch, parchDark))
	b.num(fc, itoa(i+1), d, 8.5, 10, ink, 0)
	if l.Evil {
		e := P(w-26, 42)
		b.fill(Circle(e, 11.5), ink)
		b.fill(Circle(e, 10.5), goldPaint(e.Y-11, e.Y+11))
		b.fill(Circle(e, 8.6), hmdLit(e, 9, Hex(0x3a1850)))
		hmdIcon(b, "evil", e, 15)
	}
	// Boxes.
	for j, bo := range l.Boxes {
		x, y := HMDBoxAt(j)
		hmdBox(b.at(x, y), fc, bo)
	}
	if len(l.Boxes) < 3 {
		x, y := HMDBoxAt(2)
		r := RoundRect(x+2, y+2, 42, 42, 6)
		b.fill(r, ink.Alpha(0.25))
		b.glyph(hmdLocationGlyph(l.ID), P(x+23, y+23), 30, Color{1, 0.95, 0.8, 0.22}, 0)
	}
	// Reminder.
	b.fill(RoundRect(8, 110, w-16, 24, 5), Color{0.1, 0.06, 0.04, 0.55})
	lines := hmdWrap(fc, l.Note, 8.5, w-24)
	y := 122 - float64(len(lines)-1)*5 + 3
	for _, s := range lines {
		b.fill(fitText(fc.bold, s, 8.5, w/2, y, w-24), Hex(0xfbf0d8))
		y += 10
	}
}
