package heromustdie

import "github.com/herotable/herotable/assets/internal/art"

// Hero Must Die! glyphs on the 32 grid: the box and status icons, the
// strength and family symbols and the location emblems. Each is one
// silhouette (with cut details), so it reads by shape when tinted white
// and when painted in colour.

// hmdHorn is a horn from its base a (w wide) bending through ctl to the point b.
func hmdHorn(a, ctl, b art.Pt, w float64) art.Path {
	pts := art.Curve(a, ctl, b, 14)
	var left, right []art.Pt
	for i, q := range pts {
		j := min(i+1, len(pts)-1)
		d := pts[j].Sub(pts[max(j-1, 0)]).Norm().Perp()
		hw := w / 2 * (1 - float64(i)/float64(len(pts)-1))
		left = append(left, q.Add(d.Mul(hw)))
		right = append([]art.Pt{q.Sub(d.Mul(hw))}, right...)
	}
	return art.Polygon(append(left, right...)...)
}

// hmdSign is -1 for negative x, else 1.
func hmdSign(x float64) float64 {
	if x < 0 {
		return -1
	}
	return 1
}

// hmdRingPath is an elliptic ring (a chain link), turned by deg.
func hmdRingPath(c art.Pt, rx, ry, t, deg float64) art.Path {
	r := art.Rotate(art.Deg(deg), c)
	return art.Join(art.Ellipse(c, rx, ry).Transform(r), art.Ellipse(c, rx-t, ry-t).Transform(r).Reverse())
}

// hmdGlyph returns the glyph called name.
func hmdGlyph(name string) art.Glyph {
	switch name {
	case "gold":
		return art.Glyph{Fill: art.Circle(art.P(16, 16), 13),
			Cut: art.Join(art.StrokePath(1.5, true, art.Circle(art.P(16, 16), 10)), art.Polygon(art.StarPoints(art.P(16, 16.6), 5, 6.6, 2.8)...))}
	case "minus-gold":
		return art.Glyph{Fill: art.Circle(art.P(16, 16), 13),
			Cut: art.Join(art.StrokePath(1.5, true, art.Circle(art.P(16, 16), 10)), art.RoundRect(9.5, 14, 13, 4.2, 1.5))}
	case "slave": // a ball and chain with its cuff
		return art.Glyph{Fill: art.Join(hmdRingPath(art.P(9, 7.5), 6.8, 4.8, 2.6, 0), hmdRingPath(art.P(12.5, 14), 3.6, 2.4, 1.7, 60),
			hmdRingPath(art.P(15.5, 18.5), 3.6, 2.4, 1.7, -30), art.Circle(art.P(21.5, 23), 8)),
			Cut: art.Ellipse(art.P(18.5, 20), 2.2, 1.4).Transform(art.Rotate(art.Deg(-40), art.P(18.5, 20)))}
	case "mp": // a mana crystal
		return art.Glyph{Fill: art.Polygon(art.P(16, 2), art.P(26, 12), art.P(16, 30), art.P(6, 12)),
			Cut: art.Join(art.StrokeButt(1.4, art.P(6, 12), art.P(26, 12)), art.StrokeButt(1.3, art.P(16, 2), art.P(12.2, 12), art.P(16, 29)),
				art.StrokeButt(1.3, art.P(16, 2), art.P(19.8, 12), art.P(16, 29)))}
	case "eye":
		return art.Glyph{Fill: art.Almond(art.P(16, 16), 14.5, 10.5), Cut: art.Circle(art.P(16, 16), 6.4), Over: art.Circle(art.P(16, 16), 3.4)}
	case "green-eye": // a far-seeing eye with rays and a star pupil
		return art.Glyph{Fill: art.Join(art.Almond(art.P(16, 19.5), 14.5, 10), hmdEyeRays()), Cut: art.Circle(art.P(16, 19.5), 6.2),
			Over: art.Polygon(art.StarPoints(art.P(16, 19.8), 4, 5, 1.8)...)}
	case "eye-badge":
		return art.Glyph{Fill: art.Circle(art.P(16, 16), 14.5), Cut: art.Almond(art.P(16, 16), 11, 7.5), Over: art.Circle(art.P(16, 16), 3.8)}
	case "gift":
		bow := art.Join(art.Ellipse(art.P(11.5, 5.8), 5, 3.2).Transform(art.Rotate(art.Deg(25), art.P(11.5, 5.8))),
			art.Ellipse(art.P(20.5, 5.8), 5, 3.2).Transform(art.Rotate(art.Deg(-25), art.P(20.5, 5.8))))
		return art.Glyph{Fill: art.Join(art.RoundRect(5, 14, 22, 15, 2), art.RoundRect(3, 9, 26, 5.5, 1.5), bow),
			Cut: art.Join(art.Rect(14.3, 8.5, 3.4, 21), art.Rect(3, 14, 26, 0.9))}
	case "build": // a hammer
		head := art.RoundRect(12, 4, 17, 7.5, 1.5).Transform(art.Rotate(art.Deg(40), art.P(20.5, 7.75)))
		return art.Glyph{Fill: art.Join(art.Stroke(4, false, art.P(5.5, 28), art.P(19.5, 10)), head)}
	case "hire": // a cage with eyes glowing inside
		var bars art.Path
		for _, x := range []float64{11, 16, 21} {
			bars.Append(art.StrokeButt(1.5, art.P(x, 9), art.P(x, 26)))
		}
		return art.Glyph{Fill: art.Join(art.RoundPolygon(1.5, art.P(5, 27), art.P(5, 12), art.P(16, 3), art.P(27, 12), art.P(27, 27)), art.RoundRect(3, 26, 26, 4, 1.5)),
			Cut:  art.Join(art.RoundPolygon(1, art.P(7.5, 25.5), art.P(7.5, 13), art.P(16, 6), art.P(24.5, 13), art.P(24.5, 25.5)), bars.Reverse()),
			Over: art.Join(art.Almond(art.P(12, 18), 3, 1.8), art.Almond(art.P(20, 18), 3, 1.8))}
	case "die":
		return art.DiceGlyph()
	case "plot": // a scroll with a wax seal
		body := art.RoundRect(7, 5, 18, 22, 1.5)
		rolls := art.Join(art.RoundRect(4.5, 3, 23, 5, 2.5), art.RoundRect(4.5, 24, 23, 5, 2.5))
		var lines art.Path
		for _, y := range []float64{11, 14.5, 18} {
			lines.Append(art.StrokeButt(1.5, art.P(10, y), art.P(22, y)))
		}
		return art.Glyph{Fill: art.Join(body, rolls), Cut: art.Join(lines, art.Circle(art.P(21, 22), 5.2)),
			Over: art.Polygon(art.StarPoints(art.P(21, 22), 6, 4.2, 2.6)...)}
	case "evil": // a horned, grinning devil's face
		head := art.Clockwise(art.Blob(art.P(16, 29), art.P(7, 23), art.P(6, 13), art.P(16, 8), art.P(26, 13), art.P(25, 23)))
		horns := art.Join(hmdHorn(art.P(8.5, 12.5), art.P(3, 8), art.P(4, 1.5), 5.5), hmdHorn(art.P(23.5, 12.5), art.P(29, 8), art.P(28, 1.5), 5.5))
		eyes := art.Join(art.Polygon(art.P(9, 14.5), art.P(14.5, 17.5), art.P(9.5, 18.5)), art.Polygon(art.P(23, 14.5), art.P(17.5, 17.5), art.P(22.5, 18.5)))
		grin := art.Polygon(art.P(10, 21.5), art.P(16, 24), art.P(22, 21.5), art.P(19.5, 25.8), art.P(12.5, 25.8))
		return art.Glyph{Fill: art.Join(head, horns), Cut: art.Join(eyes, grin)}
	case "vp": // a laurel wreath round a star
		return art.Glyph{Fill: art.Join(hmdLaurelLeaves(), art.Polygon(art.StarPoints(art.P(16, 16.5), 5, 6.5, 2.8)...))}
	case "level": // a rank star over a chevron
		return art.Glyph{Fill: art.Join(art.Polygon(art.StarPoints(art.P(16, 12.5), 5, 11.5, 4.9)...),
			art.Stroke(3.6, false, art.P(7, 24), art.P(16, 29), art.P(25, 24)))}
	case "reserve": // a camp tent
		var tent art.Path
		tent.MoveTo(art.P(16, 5))
		tent.LineTo(art.P(29, 27))
		tent.LineTo(art.P(3, 27))
		tent.Close()
		return art.Glyph{Fill: art.Join(art.Clockwise(tent), art.Stroke(1.8, false, art.P(16, 6), art.P(16, 1.5)), art.Polygon(art.P(16, 1), art.P(22, 2.8), art.P(16, 4.6))),
			Cut: art.Polygon(art.P(16, 14), art.P(21, 27.5), art.P(11, 27.5))}
	}
	panic("no Hero Must Die glyph " + name)
}

// hmdLaurelLeaves are two branches of four leaves round the 32 grid's
// middle, open at the top.
func hmdLaurelLeaves() art.Path {
	var p art.Path
	for _, sg := range []float64{-1, 1} {
		p.Append(art.Stroke(1.4, false, art.Arc(art.P(16, 16), 11.5, 90+sg*10, 90+sg*150, 12)...))
		for i := 0; i < 5; i++ {
			a := 90 + sg*(22+float64(i)*29)
			q := art.Polar(art.P(16, 16), 12.2, art.Deg(a))
			p.Append(art.Ellipse(q, 1.9, 4.6).Transform(art.Rotate(art.Deg(a+sg*35), q)))
		}
	}
	return p
}

// hmdEyeRays are the three rays over the far-seeing eye.
func hmdEyeRays() art.Path {
	return art.Join(art.Stroke(2.6, false, art.P(16, 1.8), art.P(16, 5.5)), art.Stroke(2.6, false, art.P(6, 4), art.P(8.2, 7.6)),
		art.Stroke(2.6, false, art.P(26, 4), art.P(23.8, 7.6)))
}

// hmdStrengthGlyph is a strength colour's symbol: sword (melee), bow
// (range), star wand (magic), cross (healing), key (disarm).
func hmdStrengthGlyph(colour string) art.Glyph {
	switch colour {
	case "brown":
		return hmdGlyphAt(art.StatGlyph("might"), art.P(16, 16), 32, 48)
	case "black":
		return hmdGlyphAt(art.StatGlyph("magic"), art.P(16, 16), 32, 48)
	case "yellow":
		return art.Glyph{Fill: art.Join(art.RoundRect(12, 3, 8, 26, 1.5), art.RoundRect(3, 12, 26, 8, 1.5))}
	case "green":
		bow := art.Stroke(3.2, false, art.Arc(art.P(4, 16), 14, -62, 62, 16)...)
		str := art.StrokeButt(1.2, art.Polar(art.P(4, 16), 14, art.Deg(-62)), art.Polar(art.P(4, 16), 14, art.Deg(62)))
		shaft := art.StrokeButt(2.2, art.P(3, 16), art.P(25, 16))
		head := art.Polygon(art.P(23, 11.5), art.P(30.5, 16), art.P(23, 20.5))
		fl := art.Join(art.Polygon(art.P(2, 12), art.P(7, 16), art.P(2, 16)), art.Polygon(art.P(2, 20), art.P(7, 16), art.P(2, 16)))
		return art.Glyph{Fill: art.Join(bow, str, shaft, head, fl)}
	case "blue":
		return art.Glyph{Fill: art.Join(art.Ring(art.P(10, 10), 3.2, 7.5), art.Stroke(3.8, false, art.P(14.5, 14.5), art.P(27, 27)),
			art.Stroke(3.4, false, art.P(22.5, 22.5), art.P(19, 26)), art.Stroke(3.4, false, art.P(26.5, 26.5), art.P(23, 30)))}
	}
	panic("no strength " + colour)
}

// hmdFamilyGlyph is a monster family's symbol: paw, wing, horns, skull,
// flame.
func hmdFamilyGlyph(family string) art.Glyph {
	switch family {
	case "beast":
		return art.Glyph{Fill: art.Join(art.Ellipse(art.P(16, 21.5), 7.5, 6.5), art.Ellipse(art.P(6.5, 14), 3, 3.8), art.Ellipse(art.P(12, 7.5), 3, 3.8),
			art.Ellipse(art.P(20, 7.5), 3, 3.8), art.Ellipse(art.P(25.5, 14), 3, 3.8))}
	case "dragon":
		return art.Glyph{Fill: art.RoundPolygon(0.8, art.P(4, 28), art.P(8, 6), art.P(29, 3), art.P(27, 11), art.P(22.5, 10.5), art.P(23, 17),
			art.P(17, 15.5), art.P(16.5, 22.5), art.P(11, 20.5))}
	case "demon":
		head := art.Clockwise(art.Blob(art.P(16, 29), art.P(9, 25), art.P(8.5, 16), art.P(16, 12), art.P(23.5, 16), art.P(23, 25)))
		horns := art.Join(hmdHorn(art.P(10, 17), art.P(2, 12), art.P(5, 2), 6.5), hmdHorn(art.P(22, 17), art.P(30, 12), art.P(27, 2), 6.5))
		return art.Glyph{Fill: art.Join(head, horns),
			Cut: art.Join(art.Polygon(art.P(11, 19), art.P(15, 21.5), art.P(11.5, 22.5)), art.Polygon(art.P(21, 19), art.P(17, 21.5), art.P(20.5, 22.5)))}
	case "undead":
		head := art.Join(art.Circle(art.P(16, 13), 11), art.RoundRect(10, 18, 12, 11, 2.5))
		return art.Glyph{Fill: head, Cut: art.Join(art.Circle(art.P(11.5, 14), 3.2), art.Circle(art.P(20.5, 14), 3.2),
			art.Polygon(art.P(16, 17.5), art.P(18, 21), art.P(14, 21)), art.StrokeButt(1.3, art.P(14, 24.5), art.P(14, 29)), art.StrokeButt(1.3, art.P(18, 24.5), art.P(18, 29)))}
	case "elemental":
		return art.Glyph{Fill: art.Clockwise(art.FlamePath(art.P(16, 25), 11.5)), Cut: art.Clockwise(art.FlamePath(art.P(16, 27.5), 5))}
	}
	panic("no family " + family)
}
