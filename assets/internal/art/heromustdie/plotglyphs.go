package heromustdie

import "github.com/herotable/herotable/assets/internal/art"

// Pictures of the Hero Must Die! plot and event cards: glyphs on the 32
// grid and the compositions painted in each card's window.

// hmdPictureGlyph is a glyph for a plot or event picture.
func hmdPictureGlyph(name string) art.Glyph {
	switch name {
	case "crown":
		return art.Glyph{Fill: art.Join(art.Polygon(art.P(4, 24), art.P(3, 9), art.P(10, 16), art.P(16, 5), art.P(22, 16), art.P(29, 9), art.P(28, 24)), art.RoundRect(4, 23, 24, 5, 1.5)),
			Cut: art.Join(art.Circle(art.P(10, 25.5), 1.4), art.Circle(art.P(16, 25.5), 1.4), art.Circle(art.P(22, 25.5), 1.4))}
	case "trap": // a bear trap's jaws
		var teeth art.Path
		for i := 0; i < 8; i++ {
			a := art.Deg(float64(i)*45 + 22.5)
			teeth.Append(art.Polygon(art.Polar(art.P(16, 16), 11.5, a-0.3), art.Polar(art.P(16, 16), 11.5, a+0.3), art.Polar(art.P(16, 16), 5.5, a)))
		}
		return art.Glyph{Fill: art.Join(art.Ring(art.P(16, 16), 10.5, 14), teeth, art.RoundRect(14, 28, 4, 4, 1))}
	case "door":
		var d art.Path
		d.MoveTo(art.P(6, 30))
		d.LineTo(art.P(6, 13))
		d.CubeTo(art.P(6, 1), art.P(26, 1), art.P(26, 13))
		d.LineTo(art.P(26, 30))
		d.Close()
		return art.Glyph{Fill: art.Clockwise(d), Cut: art.Join(art.StrokeButt(1.2, art.P(12.5, 5), art.P(12.5, 30)), art.StrokeButt(1.2, art.P(19.5, 5), art.P(19.5, 30)),
			art.Ring(art.P(22, 18), 1.2, 2.6))}
	case "fire":
		return art.Glyph{Fill: art.Clockwise(art.FlamePath(art.P(16, 24), 11)), Cut: art.Clockwise(art.FlamePath(art.P(16, 27), 5))}
	case "letter":
		return art.Glyph{Fill: art.RoundRect(3, 7, 26, 18, 2), Cut: art.Stroke(1.4, false, art.P(4, 8.5), art.P(16, 18), art.P(28, 8.5)),
			Over: art.Circle(art.P(16, 18.5), 4.2)}
	case "tiara":
		return art.Glyph{Fill: art.Join(art.Stroke(3, false, art.Curve(art.P(3, 25), art.P(16, 17), art.P(29, 25), 12)...),
			art.Polygon(art.P(5, 23), art.P(8, 14), art.P(12, 19), art.P(16, 6), art.P(20, 19), art.P(24, 14), art.P(27, 23), art.P(16, 19.5))),
			Cut: art.Polygon(art.P(16, 10.5), art.P(18.2, 14), art.P(16, 17.5), art.P(13.8, 14))}
	case "poison":
		return art.Glyph{Fill: art.Join(art.Circle(art.P(16, 20), 10), art.RoundRect(12.5, 5, 7, 8, 1), art.RoundRect(11, 2, 10, 4, 1.5)),
			Cut:  art.Join(art.Circle(art.P(16, 18.5), 5), art.RoundRect(13, 21, 6, 5, 1.5)),
			Over: art.Join(art.Circle(art.P(14, 18.5), 1.4), art.Circle(art.P(18, 18.5), 1.4))}
	case "helm":
		var h art.Path
		h.MoveTo(art.P(6, 29))
		h.LineTo(art.P(6, 12))
		h.CubeTo(art.P(6, 3), art.P(26, 3), art.P(26, 12))
		h.LineTo(art.P(26, 29))
		h.Close()
		return art.Glyph{Fill: art.Clockwise(h), Cut: art.Join(art.RoundRect(8.5, 14, 6.5, 2.6, 1), art.RoundRect(17, 14, 6.5, 2.6, 1),
			art.Stroke(1.3, false, art.P(10, 6), art.P(13, 10), art.P(11, 13)), art.StrokeButt(1.6, art.P(16, 19), art.P(16, 27)))}
	case "swap":
		top := art.Join(art.Stroke(3.2, false, art.Curve(art.P(6, 14), art.P(16, 2), art.P(24, 11), 10)...), art.Polygon(art.P(20, 12), art.P(29, 13), art.P(25, 5)))
		bot := art.Join(art.Stroke(3.2, false, art.Curve(art.P(26, 18), art.P(16, 30), art.P(8, 21), 10)...), art.Polygon(art.P(12, 20), art.P(3, 19), art.P(7, 27)))
		return art.Glyph{Fill: art.Join(top, bot)}
	case "check":
		return art.Glyph{Fill: art.Join(art.Stroke(5, false, art.P(4, 17), art.P(12, 25), art.P(28, 6)), art.Sparkle(art.P(26, 24), 5.5))}
	case "grab":
		card := art.RoundRect(8, 4, 16, 24, 2.5).Transform(art.Rotate(art.Deg(12), art.P(16, 16)))
		claws := art.Join(art.Taper(art.P(9, 8), art.P(14, 16), art.P(12, 27), 3.2), art.Taper(art.P(14, 6), art.P(19, 15), art.P(17, 27), 3.6), art.Taper(art.P(19, 6), art.P(24, 15), art.P(22, 26), 3.2))
		return art.Glyph{Fill: card, Cut: claws}
	case "pardon": // a white flag
		var f art.Path
		f.MoveTo(art.P(9, 4))
		f.CubeTo(art.P(15, 1), art.P(20, 7), art.P(28, 4))
		f.LineTo(art.P(28, 17))
		f.CubeTo(art.P(20, 20), art.P(15, 14), art.P(9, 17))
		f.Close()
		return art.Glyph{Fill: art.Join(art.Clockwise(f), art.Stroke(2.6, false, art.P(8, 3), art.P(8, 30)))}
	case "dagger":
		return art.Glyph{Fill: art.Join(art.Polygon(art.P(13.5, 14), art.P(18.5, 14), art.P(16, 31)), art.RoundRect(8, 11, 16, 3.5, 1.5),
			art.RoundRect(14, 3, 4, 9, 1), art.Circle(art.P(16, 3), 2.6)), Cut: art.StrokeButt(1, art.P(16, 15.5), art.P(16, 27))}
	case "tag":
		return art.Glyph{Fill: art.RoundPolygon(1.5, art.P(3, 16), art.P(11, 6), art.P(29, 6), art.P(29, 26), art.P(11, 26)), Cut: art.Circle(art.P(10, 16), 2.2)}
	case "wheel":
		var spokes art.Path
		for i := 0; i < 4; i++ {
			a := art.Deg(float64(i) * 45)
			spokes.Append(art.StrokeButt(1.6, art.Polar(art.P(16, 16), 11, a), art.Polar(art.P(16, 16), 11, a+art.Deg(180))))
		}
		return art.Glyph{Fill: art.Join(art.Ring(art.P(16, 16), 10.5, 14), spokes, art.Circle(art.P(16, 16), 3))}
	case "bunting":
		var p art.Path
		p.Append(art.Stroke(1.4, false, art.Curve(art.P(1, 6), art.P(16, 14), art.P(31, 6), 12)...))
		for _, x := range []float64{5, 12, 20, 27} {
			y := 7.5 + 3.2*(1-((x-16)/15)*((x-16)/15))
			p.Append(art.Polygon(art.P(x-3.2, y), art.P(x+3.2, y), art.P(x, y+9)))
		}
		return art.Glyph{Fill: p}
	case "house":
		return art.Glyph{Fill: art.Join(art.Polygon(art.P(4, 16), art.P(16, 5), art.P(28, 16)), art.Rect(7, 15, 18, 14)),
			Cut: art.Join(art.RoundRect(13.5, 20, 5, 9, 1), art.Rect(9, 18, 3.5, 3.5), art.Rect(19.5, 18, 3.5, 3.5))}
	}
	panic("no picture glyph " + name)
}

// hmdPic paints a glyph of the card pictures (or a shared one) in colour.
func hmdPic(b hmdB, name string, at art.Pt, size float64, fill, cut art.Color) {
	var g art.Glyph
	switch name {
	case "cup":
		g = art.TrophyGlyph()
	case "traps":
		g = hmdGlyphAt(art.SpikesGlyph, art.P(16, 16), 32, 48)
	case "spell":
		g = hmdGlyphAt(art.StatGlyph("magic"), art.P(16, 16), 32, 48)
	case "bolt":
		g = hmdGlyphAt(art.StatGlyph("ability"), art.P(16, 16), 32, 48)
	case "moon":
		g = hmdGlyphAt(art.MoonGlyph, art.P(16, 16), 32, 48)
	case "hourglass":
		g = hmdGlyphAt(art.StatGlyph("time"), art.P(16, 16), 32, 48)
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
func hmdPicture(b hmdB, fc art.Faces, name string) {
	o := art.P(60, 58)
	switch name {
	case "crown":
		hmdPic(b, "crown", o, 46, art.Gold, art.Blood)
	case "cup":
		hmdPic(b, "cup", o, 44, art.Gold, art.GoldDark)
	case "trap":
		hmdPic(b, "trap", o, 44, art.Steel, art.SteelDark)
	case "traps":
		hmdPic(b, "traps", o.Add(art.P(-12, 2)), 36, art.Steel, art.SteelDark)
		hmdPic(b, "trap", o.Add(art.P(14, 2)), 32, art.Steel, art.SteelDark)
	case "door":
		hmdPic(b, "door", o, 44, art.Wood, art.WoodDark)
		hmdPic(b, "door", o.Add(art.P(-30, 6)), 26, art.Wood.Darker(0.15), art.WoodDark)
		hmdPic(b, "door", o.Add(art.P(30, 6)), 26, art.Wood.Darker(0.15), art.WoodDark)
	case "fire":
		hmdPic(b, "fire", o, 46, art.Hex(0xf06a20), art.Hex(0xffd040))
	case "dragon", "demon":
		col, cut := art.Hex(0xb5402c), art.Hex(0xb5402c)
		if name == "demon" {
			col, cut = art.Hex(0x8a3cc0), art.Hex(0xffd040)
		}
		for _, d := range []art.Pt{art.P(-26, 6), art.P(26, 6), art.P(0, -2)} {
			hmdPic(b, name, o.Add(d), 34, col, cut)
		}
	case "letter":
		hmdPic(b, "letter", o, 44, art.Parch, art.InkSoft)
	case "spell":
		hmdPic(b, "spell", o, 46, hmdMana, hmdMana)
	case "tiara":
		hmdPic(b, "tiara", o, 46, art.Gold, art.Hex(0xd83a8a))
	case "poison":
		hmdPic(b, "poison", o, 44, art.Hex(0x5ab04a), art.Hex(0x1a2a14))
	case "helm":
		art.Helm(b.c, b.m().Apply(o.Add(art.P(0, 4))), 0.5*b.s)
	case "swap":
		hmdPic(b, "swap", o, 46, art.GoldLight, art.Gold)
	case "hand":
		hmdPic(b, "plot", o.Add(art.P(-10, 2)), 38, art.Parch, art.InkSoft)
		hmdPic(b, "check", o.Add(art.P(12, 4)), 34, art.Hex(0x4aa84a), art.Hex(0x4aa84a))
	case "grab":
		hmdPic(b, "grab", o, 46, art.Parch, art.Blood)
	case "pardon":
		hmdPic(b, "pardon", o, 46, art.White, art.White)
	case "dagger":
		hmdPic(b, "dagger", o, 46, art.Steel, art.SteelDark)
	case "invade1", "invade2", "invade3":
		n := int(name[6] - '0')
		hmdPic(b, "door", o.Add(art.P(20, 0)), 44, art.Hex(0x6a5a50), art.Hex(0x1a1410))
		for i := 0; i < n; i++ {
			y := o.Y + (float64(i)-float64(n-1)/2)*14
			b.inked(art.Polygon(art.P(14, y-3), art.P(38, y-3), art.P(38, y-8), art.P(50, y), art.P(38, y+8), art.P(38, y+3), art.P(14, y+3)), 1, art.Hex(0x4a7ac8))
		}
	case "payday":
		hmdIcon(b, "gold", o.Add(art.P(-24, 2)), 30)
		hmdIcon(b, "slave", o.Add(art.P(0, 2)), 30)
		hmdIcon(b, "mp", o.Add(art.P(24, 2)), 30)
	case "moon":
		hmdPic(b, "moon", o, 46, art.Hex(0xfff0b0), art.Hex(0xfff0b0))
	case "festival":
		hmdPic(b, "bunting", o.Add(art.P(0, -6)), 60, art.Hex(0xd84a3a), art.Hex(0xd84a3a))
		hmdPic(b, "house", o.Add(art.P(-16, 14)), 26, art.Hex(0xc8a070), art.WoodDark)
		hmdPic(b, "house", o.Add(art.P(16, 14)), 26, art.Hex(0xb89060), art.WoodDark)
	case "wrath":
		hmdPic(b, "crown", o.Add(art.P(0, -8)), 30, art.Gold, art.Blood)
		hmdPic(b, "bolt", o.Add(art.P(-22, 8)), 30, art.Hex(0xffe040), art.Hex(0xffe040))
		hmdPic(b, "bolt", o.Add(art.P(22, 8)), 30, art.Hex(0xffe040), art.Hex(0xffe040))
	case "war":
		art.Sword(b.c, b.m().Apply(art.P(40, 76)), b.m().Apply(art.P(80, 36)), 6*b.s)
		art.Sword(b.c, b.m().Apply(art.P(80, 76)), b.m().Apply(art.P(40, 36)), 6*b.s)
	case "sale":
		hmdPic(b, "tag", o, 46, art.Hex(0xe8c070), art.WoodDark)
		b.num(fc, "−2", o.Add(art.P(5, 0)), 11, 20, art.Blood, 0)
	case "carriage":
		b.inked(art.RoundRect(34, 40, 52, 22, 5), 1.2, art.Hex(0x8a3a2a))
		b.inked(art.RoundRect(40, 44, 14, 10, 2), 0.8, art.Hex(0xf4e0a0))
		b.inked(art.RoundRect(64, 44, 14, 10, 2), 0.8, art.Hex(0xf4e0a0))
		b.inked(art.RoundRect(32, 37, 56, 5, 2), 1, art.Gold)
		hmdPic(b, "wheel", art.P(44, 66), 20, art.WoodDark, art.WoodDark)
		hmdPic(b, "wheel", art.P(76, 66), 20, art.WoodDark, art.WoodDark)
	default:
		panic("no picture " + name)
	}
}
