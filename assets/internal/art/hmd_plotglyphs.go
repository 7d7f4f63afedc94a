package art

// Pictures of the Hero Must Die! plot and event cards: glyphs on the 32
// grid and the compositions painted in each card's window.

// hmdPictureGlyph is a glyph for a plot or event picture.
func hmdPictureGlyph(name string) glyph {
	switch name {
	case "crown":
		return glyph{fill: Join(Polygon(P(4, 24), P(3, 9), P(10, 16), P(16, 5), P(22, 16), P(29, 9), P(28, 24)), RoundRect(4, 23, 24, 5, 1.5)),
			cut: Join(Circle(P(10, 25.5), 1.4), Circle(P(16, 25.5), 1.4), Circle(P(22, 25.5), 1.4))}
	case "trap": // a bear trap's jaws
		var teeth Path
		for i := 0; i < 8; i++ {
			a := Deg(float64(i)*45 + 22.5)
			teeth.Append(Polygon(Polar(P(16, 16), 11.5, a-0.3), Polar(P(16, 16), 11.5, a+0.3), Polar(P(16, 16), 5.5, a)))
		}
		return glyph{fill: Join(Ring(P(16, 16), 10.5, 14), teeth, RoundRect(14, 28, 4, 4, 1))}
	case "door":
		var d Path
		d.MoveTo(P(6, 30))
		d.LineTo(P(6, 13))
		d.CubeTo(P(6, 1), P(26, 1), P(26, 13))
		d.LineTo(P(26, 30))
		d.Close()
		return glyph{fill: hmdCW(d), cut: Join(StrokeButt(1.2, P(12.5, 5), P(12.5, 30)), StrokeButt(1.2, P(19.5, 5), P(19.5, 30)),
			Ring(P(22, 18), 1.2, 2.6))}
	case "fire":
		return glyph{fill: hmdCW(flamePath(P(16, 24), 11)), cut: hmdCW(flamePath(P(16, 27), 5))}
	case "letter":
		return glyph{fill: RoundRect(3, 7, 26, 18, 2), cut: Stroke(1.4, false, P(4, 8.5), P(16, 18), P(28, 8.5)),
			over: Circle(P(16, 18.5), 4.2)}
	case "tiara":
		return glyph{fill: Join(Stroke(3, false, curve(P(3, 25), P(16, 17), P(29, 25), 12)...),
			Polygon(P(5, 23), P(8, 14), P(12, 19), P(16, 6), P(20, 19), P(24, 14), P(27, 23), P(16, 19.5))),
			cut: Polygon(P(16, 10.5), P(18.2, 14), P(16, 17.5), P(13.8, 14))}
	case "poison":
		return glyph{fill: Join(Circle(P(16, 20), 10), RoundRect(12.5, 5, 7, 8, 1), RoundRect(11, 2, 10, 4, 1.5)),
			cut:  Join(Circle(P(16, 18.5), 5), RoundRect(13, 21, 6, 5, 1.5)),
			over: Join(Circle(P(14, 18.5), 1.4), Circle(P(18, 18.5), 1.4))}
	case "helm":
		var h Path
		h.MoveTo(P(6, 29))
		h.LineTo(P(6, 12))
		h.CubeTo(P(6, 3), P(26, 3), P(26, 12))
		h.LineTo(P(26, 29))
		h.Close()
		return glyph{fill: hmdCW(h), cut: Join(RoundRect(8.5, 14, 6.5, 2.6, 1), RoundRect(17, 14, 6.5, 2.6, 1),
			Stroke(1.3, false, P(10, 6), P(13, 10), P(11, 13)), StrokeButt(1.6, P(16, 19), P(16, 27)))}
	case "swap":
		top := Join(Stroke(3.2, false, curve(P(6, 14), P(16, 2), P(24, 11), 10)...), Polygon(P(20, 12), P(29, 13), P(25, 5)))
		bot := Join(Stroke(3.2, false, curve(P(26, 18), P(16, 30), P(8, 21), 10)...), Polygon(P(12, 20), P(3, 19), P(7, 27)))
		return glyph{fill: Join(top, bot)}
	case "check":
		return glyph{fill: Join(Stroke(5, false, P(4, 17), P(12, 25), P(28, 6)), sparkle(P(26, 24), 5.5))}
	case "grab":
		card := RoundRect(8, 4, 16, 24, 2.5).Transform(Rotate(Deg(12), P(16, 16)))
		claws := Join(taper(P(9, 8), P(14, 16), P(12, 27), 3.2), taper(P(14, 6), P(19, 15), P(17, 27), 3.6), taper(P(19, 6), P(24, 15), P(22, 26), 3.2))
		return glyph{fill: card, cut: claws}
	case "pardon": // a white flag
		var f Path
		f.MoveTo(P(9, 4))
		f.CubeTo(P(15, 1), P(20, 7), P(28, 4))
		f.LineTo(P(28, 17))
		f.CubeTo(P(20, 20), P(15, 14), P(9, 17))
		f.Close()
		return glyph{fill: Join(hmdCW(f), Stroke(2.6, false, P(8, 3), P(8, 30)))}
	case "dagger":
		return glyph{fill: Join(Polygon(P(13.5, 14), P(18.5, 14), P(16, 31)), RoundRect(8, 11, 16, 3.5, 1.5),
			RoundRect(14, 3, 4, 9, 1), Circle(P(16, 3), 2.6)), cut: StrokeButt(1, P(16, 15.5), P(16, 27))}
	case "tag":
		return glyph{fill: RoundPolygon(1.5, P(3, 16), P(11, 6), P(29, 6), P(29, 26), P(11, 26)), cut: Circle(P(10, 16), 2.2)}
	case "wheel":
		var spokes Path
		for i := 0; i < 4; i++ {
			a := Deg(float64(i) * 45)
			spokes.Append(StrokeButt(1.6, Polar(P(16, 16), 11, a), Polar(P(16, 16), 11, a+Deg(180))))
		}
		return glyph{fill: Join(Ring(P(16, 16), 10.5, 14), spokes, Circle(P(16, 16), 3))}
	case "bunting":
		var p Path
		p.Append(Stroke(1.4, false, curve(P(1, 6), P(16, 14), P(31, 6), 12)...))
		for _, x := range []float64{5, 12, 20, 27} {
			y := 7.5 + 3.2*(1-((x-16)/15)*((x-16)/15))
			p.Append(Polygon(P(x-3.2, y), P(x+3.2, y), P(x, y+9)))
		}
		return glyph{fill: p}
	case "house":
		return glyph{fill: Join(Polygon(P(4, 16), P(16, 5), P(28, 16)), Rect(7, 15, 18, 14)),
			cut: Join(RoundRect(13.5, 20, 5, 9, 1), Rect(9, 18, 3.5, 3.5), Rect(19.5, 18, 3.5, 3.5))}
	}
	panic("no picture glyph " + name)
}

// hmdPic paints a glyph of the card pictures (or a shared one) in colour.
func hmdPic(b hmdB, name string, at Pt, size float64, fill, cut Color) {
	var g glyph
	switch name {
	case "cup":
		g = trophyGlyph()
	case "traps":
		g = hmdGlyphAt(spikesGlyph, P(16, 16), 32, 48)
	case "spell":
		g = hmdGlyphAt(statGlyph("magic"), P(16, 16), 32, 48)
	case "bolt":
		g = hmdGlyphAt(statGlyph("ability"), P(16, 16), 32, 48)
	case "moon":
		g = hmdGlyphAt(moonGlyph, P(16, 16), 32, 48)
	case "hourglass":
		g = hmdGlyphAt(statGlyph("time"), P(16, 16), 32, 48)
	case "dragon", "demon":
		g = hmdFamilyGlyph(name)
	case "plot":
		g = hmdGlyph(name)
	default:
		g = hmdPictureGlyph(name)
	}
	b.glyph3(g, at, size, fill, cut, fill, 1.2)
}

// hmdPicture paints the picture of a plot or event card, by its glyph
// name, into the short window (centre (60, 58)).
func hmdPicture(b hmdB, fc faces, name string) {
	o := P(60, 58)
	switch name {
	case "crown":
		hmdPic(b, "crown", o, 46, gold, blood)
	case "cup":
		hmdPic(b, "cup", o, 44, gold, goldDark)
	case "trap":
		hmdPic(b, "trap", o, 44, steel, steelDark)
	case "traps":
		hmdPic(b, "traps", o.Add(P(-12, 2)), 36, steel, steelDark)
		hmdPic(b, "trap", o.Add(P(14, 2)), 32, steel, steelDark)
	case "door":
		hmdPic(b, "door", o, 44, wood, woodDark)
		hmdPic(b, "door", o.Add(P(-30, 6)), 26, wood.Darker(0.15), woodDark)
		hmdPic(b, "door", o.Add(P(30, 6)), 26, wood.Darker(0.15), woodDark)
	case "fire":
		hmdPic(b, "fire", o, 46, Hex(0xf06a20), Hex(0xffd040))
	case "dragon", "demon":
		col, cut := Hex(0xb5402c), Hex(0xb5402c)
		if name == "demon" {
			col, cut = Hex(0x8a3cc0), Hex(0xffd040)
		}
		for _, d := range []Pt{P(-26, 6), P(26, 6), P(0, -2)} {
			hmdPic(b, name, o.Add(d), 34, col, cut)
		}
	case "letter":
		hmdPic(b, "letter", o, 44, parch, inkSoft)
	case "spell":
		hmdPic(b, "spell", o, 46, hmdMana, hmdMana)
	case "tiara":
		hmdPic(b, "tiara", o, 46, gold, Hex(0xd83a8a))
	case "poison":
		hmdPic(b, "poison", o, 44, Hex(0x5ab04a), Hex(0x1a2a14))
	case "helm":
		helm(b.c, b.m().Apply(o.Add(P(0, 4))), 0.5*b.s)
	case "swap":
		hmdPic(b, "swap", o, 46, goldLight, gold)
	case "hand":
		hmdPic(b, "plot", o.Add(P(-10, 2)), 38, parch, inkSoft)
		hmdPic(b, "check", o.Add(P(12, 4)), 34, Hex(0x4aa84a), Hex(0x4aa84a))
	case "grab":
		hmdPic(b, "grab", o, 46, parch, blood)
	case "pardon":
		hmdPic(b, "pardon", o, 46, White, White)
	case "dagger":
		hmdPic(b, "dagger", o, 46, steel, steelDark)
	case "invade1", "invade2", "invade3":
		n := int(name[6] - '0')
		hmdPic(b, "door", o.Add(P(20, 0)), 44, Hex(0x6a5a50), Hex(0x1a1410))
		for i := 0; i < n; i++ {
			y := o.Y + (float64(i)-float64(n-1)/2)*14
			b.inked(Polygon(P(14, y-3), P(38, y-3), P(38, y-8), P(50, y), P(38, y+8), P(38, y+3), P(14, y+3)), 1, Hex(0x4a7ac8))
		}
	case "payday":
		hmdIcon(b, "gold", o.Add(P(-24, 2)), 30)
		hmdIcon(b, "slave", o.Add(P(0, 2)), 30)
		hmdIcon(b, "mp", o.Add(P(24, 2)), 30)
	case "moon":
		hmdPic(b, "moon", o, 46, Hex(0xfff0b0), Hex(0xfff0b0))
	case "festival":
		hmdPic(b, "bunting", o.Add(P(0, -6)), 60, Hex(0xd84a3a), Hex(0xd84a3a))
		hmdPic(b, "house", o.Add(P(-16, 14)), 26, Hex(0xc8a070), woodDark)
		hmdPic(b, "house", o.Add(P(16, 14)), 26, Hex(0xb89060), woodDark)
	case "wrath":
		hmdPic(b, "crown", o.Add(P(0, -8)), 30, gold, blood)
		hmdPic(b, "bolt", o.Add(P(-22, 8)), 30, Hex(0xffe040), Hex(0xffe040))
		hmdPic(b, "bolt", o.Add(P(22, 8)), 30, Hex(0xffe040), Hex(0xffe040))
	case "war":
		sword(b.c, b.m().Apply(P(40, 76)), b.m().Apply(P(80, 36)), 6*b.s)
		sword(b.c, b.m().Apply(P(80, 76)), b.m().Apply(P(40, 36)), 6*b.s)
	case "sale":
		hmdPic(b, "tag", o, 46, Hex(0xe8c070), woodDark)
		b.num(fc, "−2", o.Add(P(5, 0)), 11, 20, blood, 0)
	case "carriage":
		b.inked(RoundRect(34, 40, 52, 22, 5), 1.2, Hex(0x8a3a2a))
		b.inked(RoundRect(40, 44, 14, 10, 2), 0.8, Hex(0xf4e0a0))
		b.inked(RoundRect(64, 44, 14, 10, 2), 0.8, Hex(0xf4e0a0))
		b.inked(RoundRect(32, 37, 56, 5, 2), 1, gold)
		hmdPic(b, "wheel", P(44, 66), 20, woodDark, woodDark)
		hmdPic(b, "wheel", P(76, 66), 20, woodDark, woodDark)
	default:
		panic("no picture " + name)
	}
}
