package art

// Hero Must Die! glyphs on the 32 grid: the box and status icons, the
// strength and family symbols and the location emblems. Each is one
// silhouette (with cut details), so it reads by shape when tinted white
// and when painted in colour.

// hmdCW returns p with every outline running clockwise, so that hand-built
// curves unite with the shape constructors' outlines.
func hmdCW(p Path) Path {
	var out Path
	for _, sub := range p.subpaths() {
		q := Path{ops: append([]op(nil), sub...)}
		q.Close()
		if pts := q.Flatten(); len(pts) > 0 && area(pts[0]) < 0 {
			q = q.Reverse()
		}
		out.Append(q)
	}
	return out
}

// hmdHorn is a horn from its base a (w wide) bending through ctl to the point b.
func hmdHorn(a, ctl, b Pt, w float64) Path {
	pts := curve(a, ctl, b, 14)
	var left, right []Pt
	for i, q := range pts {
		j := min(i+1, len(pts)-1)
		d := pts[j].Sub(pts[max(j-1, 0)]).Norm().Perp()
		hw := w / 2 * (1 - float64(i)/float64(len(pts)-1))
		left = append(left, q.Add(d.Mul(hw)))
		right = append([]Pt{q.Sub(d.Mul(hw))}, right...)
	}
	return Polygon(append(left, right...)...)
}

// hmdSign is -1 for negative x, else 1.
func hmdSign(x float64) float64 {
	if x < 0 {
		return -1
	}
	return 1
}

// hmdRingPath is an elliptic ring (a chain link), turned by deg.
func hmdRingPath(c Pt, rx, ry, t, deg float64) Path {
	r := Rotate(Deg(deg), c)
	return Join(Ellipse(c, rx, ry).Transform(r), Ellipse(c, rx-t, ry-t).Transform(r).Reverse())
}

// hmdGlyph returns the glyph called name.
func hmdGlyph(name string) glyph {
	switch name {
	case "gold":
		return glyph{fill: Circle(P(16, 16), 13),
			cut: Join(StrokePath(1.5, true, Circle(P(16, 16), 10)), Polygon(StarPoints(P(16, 16.6), 5, 6.6, 2.8)...))}
	case "minus-gold":
		return glyph{fill: Circle(P(16, 16), 13),
			cut: Join(StrokePath(1.5, true, Circle(P(16, 16), 10)), RoundRect(9.5, 14, 13, 4.2, 1.5))}
	case "slave": // a ball and chain with its cuff
		return glyph{fill: Join(hmdRingPath(P(9, 7.5), 6.8, 4.8, 2.6, 0), hmdRingPath(P(12.5, 14), 3.6, 2.4, 1.7, 60),
			hmdRingPath(P(15.5, 18.5), 3.6, 2.4, 1.7, -30), Circle(P(21.5, 23), 8)),
			cut: Ellipse(P(18.5, 20), 2.2, 1.4).Transform(Rotate(Deg(-40), P(18.5, 20)))}
	case "mp": // a mana crystal
		return glyph{fill: Polygon(P(16, 2), P(26, 12), P(16, 30), P(6, 12)),
			cut: Join(StrokeButt(1.4, P(6, 12), P(26, 12)), StrokeButt(1.3, P(16, 2), P(12.2, 12), P(16, 29)),
				StrokeButt(1.3, P(16, 2), P(19.8, 12), P(16, 29)))}
	case "eye":
		return glyph{fill: almond(P(16, 16), 14.5, 10.5), cut: Circle(P(16, 16), 6.4), over: Circle(P(16, 16), 3.4)}
	case "green-eye": // a far-seeing eye with rays and a star pupil
		return glyph{fill: Join(almond(P(16, 19.5), 14.5, 10), hmdEyeRays()), cut: Circle(P(16, 19.5), 6.2),
			over: Polygon(StarPoints(P(16, 19.8), 4, 5, 1.8)...)}
	case "eye-badge":
		return glyph{fill: Circle(P(16, 16), 14.5), cut: almond(P(16, 16), 11, 7.5), over: Circle(P(16, 16), 3.8)}
	case "gift":
		bow := Join(Ellipse(P(11.5, 5.8), 5, 3.2).Transform(Rotate(Deg(25), P(11.5, 5.8))),
			Ellipse(P(20.5, 5.8), 5, 3.2).Transform(Rotate(Deg(-25), P(20.5, 5.8))))
		return glyph{fill: Join(RoundRect(5, 14, 22, 15, 2), RoundRect(3, 9, 26, 5.5, 1.5), bow),
			cut: Join(Rect(14.3, 8.5, 3.4, 21), Rect(3, 14, 26, 0.9))}
	case "build": // a hammer
		head := RoundRect(12, 4, 17, 7.5, 1.5).Transform(Rotate(Deg(40), P(20.5, 7.75)))
		return glyph{fill: Join(Stroke(4, false, P(5.5, 28), P(19.5, 10)), head)}
	case "hire": // a cage with eyes glowing inside
		var bars Path
		for _, x := range []float64{11, 16, 21} {
			bars.Append(StrokeButt(1.5, P(x, 9), P(x, 26)))
		}
		return glyph{fill: Join(RoundPolygon(1.5, P(5, 27), P(5, 12), P(16, 3), P(27, 12), P(27, 27)), RoundRect(3, 26, 26, 4, 1.5)),
			cut:  Join(RoundPolygon(1, P(7.5, 25.5), P(7.5, 13), P(16, 6), P(24.5, 13), P(24.5, 25.5)), bars.Reverse()),
			over: Join(almond(P(12, 18), 3, 1.8), almond(P(20, 18), 3, 1.8))}
	case "die":
		return diceGlyph()
	case "plot": // a scroll with a wax seal
		body := RoundRect(7, 5, 18, 22, 1.5)
		rolls := Join(RoundRect(4.5, 3, 23, 5, 2.5), RoundRect(4.5, 24, 23, 5, 2.5))
		var lines Path
		for _, y := range []float64{11, 14.5, 18} {
			lines.Append(StrokeButt(1.5, P(10, y), P(22, y)))
		}
		return glyph{fill: Join(body, rolls), cut: Join(lines, Circle(P(21, 22), 5.2)),
			over: Polygon(StarPoints(P(21, 22), 6, 4.2, 2.6)...)}
	case "evil": // a horned, grinning devil's face
		head := hmdCW(blob(P(16, 29), P(7, 23), P(6, 13), P(16, 8), P(26, 13), P(25, 23)))
		horns := Join(hmdHorn(P(8.5, 12.5), P(3, 8), P(4, 1.5), 5.5), hmdHorn(P(23.5, 12.5), P(29, 8), P(28, 1.5), 5.5))
		eyes := Join(Polygon(P(9, 14.5), P(14.5, 17.5), P(9.5, 18.5)), Polygon(P(23, 14.5), P(17.5, 17.5), P(22.5, 18.5)))
		grin := Polygon(P(10, 21.5), P(16, 24), P(22, 21.5), P(19.5, 25.8), P(12.5, 25.8))
		return glyph{fill: Join(head, horns), cut: Join(eyes, grin)}
	case "vp": // a laurel wreath round a star
		return glyph{fill: Join(hmdLaurelLeaves(), Polygon(StarPoints(P(16, 16.5), 5, 6.5, 2.8)...))}
	case "level": // a rank star over a chevron
		return glyph{fill: Join(Polygon(StarPoints(P(16, 12.5), 5, 11.5, 4.9)...),
			Stroke(3.6, false, P(7, 24), P(16, 29), P(25, 24)))}
	case "reserve": // a camp tent
		var tent Path
		tent.MoveTo(P(16, 5))
		tent.LineTo(P(29, 27))
		tent.LineTo(P(3, 27))
		tent.Close()
		return glyph{fill: Join(hmdCW(tent), Stroke(1.8, false, P(16, 6), P(16, 1.5)), Polygon(P(16, 1), P(22, 2.8), P(16, 4.6))),
			cut: Polygon(P(16, 14), P(21, 27.5), P(11, 27.5))}
	}
	panic("no Hero Must Die glyph " + name)
}

// hmdLaurelLeaves are two branches of four leaves round the 32 grid's
// middle, open at the top.
func hmdLaurelLeaves() Path {
	var p Path
	for _, sg := range []float64{-1, 1} {
		p.Append(Stroke(1.4, false, arc(P(16, 16), 11.5, 90+sg*10, 90+sg*150, 12)...))
		for i := 0; i < 5; i++ {
			a := 90 + sg*(22+float64(i)*29)
			q := Polar(P(16, 16), 12.2, Deg(a))
			p.Append(Ellipse(q, 1.9, 4.6).Transform(Rotate(Deg(a+sg*35), q)))
		}
	}
	return p
}

// hmdEyeRays are the three rays over the far-seeing eye.
func hmdEyeRays() Path {
	return Join(Stroke(2.6, false, P(16, 1.8), P(16, 5.5)), Stroke(2.6, false, P(6, 4), P(8.2, 7.6)),
		Stroke(2.6, false, P(26, 4), P(23.8, 7.6)))
}

// hmdStrengthGlyph is a strength colour's symbol: sword (melee), bow
// (range), star wand (magic), cross (healing), key (disarm).
func hmdStrengthGlyph(colour string) glyph {
	switch colour {
	case "brown":
		return hmdGlyphAt(statGlyph("might"), P(16, 16), 32, 48)
	case "black":
		return hmdGlyphAt(statGlyph("magic"), P(16, 16), 32, 48)
	case "yellow":
		return glyph{fill: Join(RoundRect(12, 3, 8, 26, 1.5), RoundRect(3, 12, 26, 8, 1.5))}
	case "green":
		bow := Stroke(3.2, false, arc(P(4, 16), 14, -62, 62, 16)...)
		str := StrokeButt(1.2, Polar(P(4, 16), 14, Deg(-62)), Polar(P(4, 16), 14, Deg(62)))
		shaft := StrokeButt(2.2, P(3, 16), P(25, 16))
		head := Polygon(P(23, 11.5), P(30.5, 16), P(23, 20.5))
		fl := Join(Polygon(P(2, 12), P(7, 16), P(2, 16)), Polygon(P(2, 20), P(7, 16), P(2, 16)))
		return glyph{fill: Join(bow, str, shaft, head, fl)}
	case "blue":
		return glyph{fill: Join(Ring(P(10, 10), 3.2, 7.5), Stroke(3.8, false, P(14.5, 14.5), P(27, 27)),
			Stroke(3.4, false, P(22.5, 22.5), P(19, 26)), Stroke(3.4, false, P(26.5, 26.5), P(23, 30)))}
	}
	panic("no strength " + colour)
}

// hmdFamilyGlyph is a monster family's symbol: paw, wing, horns, skull,
// flame.
func hmdFamilyGlyph(family string) glyph {
	switch family {
	case "beast":
		return glyph{fill: Join(Ellipse(P(16, 21.5), 7.5, 6.5), Ellipse(P(6.5, 14), 3, 3.8), Ellipse(P(12, 7.5), 3, 3.8),
			Ellipse(P(20, 7.5), 3, 3.8), Ellipse(P(25.5, 14), 3, 3.8))}
	case "dragon":
		return glyph{fill: RoundPolygon(0.8, P(4, 28), P(8, 6), P(29, 3), P(27, 11), P(22.5, 10.5), P(23, 17),
			P(17, 15.5), P(16.5, 22.5), P(11, 20.5))}
	case "demon":
		head := hmdCW(blob(P(16, 29), P(9, 25), P(8.5, 16), P(16, 12), P(23.5, 16), P(23, 25)))
		horns := Join(hmdHorn(P(10, 17), P(2, 12), P(5, 2), 6.5), hmdHorn(P(22, 17), P(30, 12), P(27, 2), 6.5))
		return glyph{fill: Join(head, horns),
			cut: Join(Polygon(P(11, 19), P(15, 21.5), P(11.5, 22.5)), Polygon(P(21, 19), P(17, 21.5), P(20.5, 22.5)))}
	case "undead":
		head := Join(Circle(P(16, 13), 11), RoundRect(10, 18, 12, 11, 2.5))
		return glyph{fill: head, cut: Join(Circle(P(11.5, 14), 3.2), Circle(P(20.5, 14), 3.2),
			Polygon(P(16, 17.5), P(18, 21), P(14, 21)), StrokeButt(1.3, P(14, 24.5), P(14, 29)), StrokeButt(1.3, P(18, 24.5), P(18, 29)))}
	case "elemental":
		return glyph{fill: hmdCW(flamePath(P(16, 25), 11.5)), cut: hmdCW(flamePath(P(16, 27.5), 5))}
	}
	panic("no family " + family)
}
