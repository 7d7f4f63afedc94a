package art

import "math"

// Hero Must Die! tokens: the evil mage, goblin workers and VP markers in
// the four player colours (each with its colour's symbol from tokens.go),
// the numbered party banners, wound and level-up markers, the conquered
// marker, the strength pips and the family badges.

// hmdStrengthColour is the colour of a strength; the pip symbol tells
// them apart without it.
var hmdStrengthColour = map[string]Color{
	"brown": Hex(0x8b5a2b), "green": Hex(0x3f8a3a), "black": Hex(0x2e2833),
	"yellow": Hex(0xe2b631), "blue": Hex(0x2f68b0),
}

// hmdFamilyColour is the badge colour of a family.
var hmdFamilyColour = map[string]Color{
	"beast": Hex(0x9a6a34), "dragon": Hex(0xb5402c), "demon": Hex(0x6b2e86),
	"undead": Hex(0x6f7c6c), "elemental": Hex(0x2a8c96),
}

// hmdSymbolSpot is where each player token carries its colour's symbol:
// centre and radius in the sprite.
var hmdSymbolSpot = map[string]struct {
	C Pt
	R float64
}{"player": {P(20, 28.5), 7.5}, "goblin": {P(16, 22.3), 5.6}, "vp": {P(12, 12), 6.8}}

// hmdPlayer is a player colour and its symbol.
func hmdPlayer(name string) (Color, string) {
	for _, tc := range TokenColours {
		if tc.Name == name {
			return tc.Base, tc.Symbol
		}
	}
	panic("no colour " + name)
}

func hmdTokenSprites(fc faces) []Sprite {
	var out []Sprite
	for _, col := range HMDColours {
		base, sym := hmdPlayer(col)
		out = append(out,
			sprite("heromustdie/player/"+col, hmdMage(base, sym)),
			sprite("heromustdie/goblin/"+col, hmdGoblin(base, sym)),
			sprite("heromustdie/vp/"+col, hmdVPMarker(base, sym)))
	}
	for n := 1; n <= 3; n++ {
		out = append(out, sprite("heromustdie/party/"+itoa(n), hmdParty(fc, n)))
	}
	for _, s := range HMDStrengths {
		c := NewCanvas(24, 24)
		hmdPip(hmdBrush(c, 1), s, P(12, 12), 11)
		out = append(out, sprite("heromustdie/pip/"+s, c))
	}
	for _, f := range HMDFamilies {
		c := NewCanvas(24, 24)
		hmdFamilyBadge(hmdBrush(c, 1), f, P(12, 12), 11)
		out = append(out, sprite("heromustdie/family/"+f, c))
	}
	out = append(out,
		sprite("heromustdie/wound", hmdWound()),
		sprite("heromustdie/levelup", hmdLevelUp(fc)),
		sprite("heromustdie/conquered-marker", hmdConqueredMarker()))
	return append(out, hmdBuildingSprites(fc)...)
}

// hmdPip is a strength pip of radius r: a disc of the colour with its
// symbol, light on dark colours and ink on yellow.
func hmdPip(b hmdB, s string, at Pt, r float64) {
	col := hmdStrengthColour[s]
	b.fill(Circle(at, r), ink)
	rim := col.Lighter(0.45)
	if s == "black" {
		rim = Hex(0xb9a9d6)
	}
	b.fill(Circle(at, r-0.9), rim)
	b.fill(Circle(at, r-2.2), hmdLit(at, r, col))
	fg := Color(Hex(0xfff8ea))
	if luminance(col) > 0.6 {
		fg = ink
	}
	b.glyph(hmdStrengthGlyph(s), at, (r-2.2)*2*1.02, fg, 0)
}

// hmdFamilyBadge is a family's symbol on a gold-rimmed rounded square, a
// shape no strength pip has.
func hmdFamilyBadge(b hmdB, f string, at Pt, r float64) {
	col := hmdFamilyColour[f]
	sq := func(k float64) Path { return RoundRect(at.X-k, at.Y-k, 2*k, 2*k, k*0.35) }
	b.fill(sq(r), ink)
	b.fill(sq(r-0.9), goldPaint(at.Y-r, at.Y+r))
	b.fill(sq(r-2.3), hmdLit(at, r, col))
	b.glyph(hmdFamilyGlyph(f), at, (r-2.5)*2*0.92, Hex(0xfff8ea), 0)
}

// hmdEmboss puts a player symbol on a token face.
func hmdEmboss(b hmdB, sym string, at Pt, r float64, base Color) {
	p := symbolPath(sym, at, r)
	fg, edge := Hex(0xfff6e2), ink.Alpha(0.85)
	if luminance(base) > 0.6 {
		fg, edge = Hex(0x2a1d15), Color{1, 1, 1, 0.55}
	}
	b.edge(p, 1, edge)
	b.fill(p, fg)
}

// hmdMage is the evil mage who guards a floor: a robed figure in the
// player's colour with a pointed hat, glowing eyes and the symbol.
func hmdMage(base Color, sym string) *Canvas {
	c := NewCanvas(40, 40)
	b := hmdBrush(c, 1)
	b.fill(Ellipse(P(20, 36.5), 14, 3.2), Color{0, 0, 0, 0.4})
	robe := hmdCW(blob(P(5, 37), P(9, 26), P(14, 17), P(20, 15), P(26, 17), P(31, 26), P(35, 37), P(20, 38.5)))
	hat := Polygon(P(10, 12.5), P(22, -1), P(27, 4.5), P(30, 12.5))
	brim := Ellipse(P(20, 12.5), 13, 3)
	hood := Circle(P(20, 16), 7)
	all := Join(robe, hat, brim, hood)
	b.edge(all, 1.3, ink)
	b.fill(robe, Linear{P(6, 0), P(34, 0), []Stop{{0, base.Lighter(0.2)}, {0.5, base}, {1, base.Darker(0.4)}}})
	b.fill(hood, base.Darker(0.25))
	b.fill(Ellipse(P(20, 17), 4.8, 4.2), Hex(0x140c10))
	b.fill(Join(Ellipse(P(18, 17), 1.3, 0.9), Ellipse(P(22, 17), 1.3, 0.9)), Hex(0xffd84a))
	b.fill(hat, Linear{P(10, 0), P(30, 0), []Stop{{0, base.Lighter(0.1)}, {1, base.Darker(0.45)}}})
	b.fill(brim, base.Darker(0.3))
	b.fill(StrokeButt(1.6, P(13.5, 9.5), P(28.5, 9.5)), goldLight)
	hmdEmboss(b, sym, hmdSymbolSpot["player"].C, hmdSymbolSpot["player"].R, base)
	return c
}

// hmdGoblin is a goblin worker: a big-eared little figure in the player's
// colour with the symbol on its belly.
func hmdGoblin(base Color, sym string) *Canvas {
	c := NewCanvas(32, 32)
	b := hmdBrush(c, 1)
	b.fill(Ellipse(P(16, 29.5), 11, 2.5), Color{0, 0, 0, 0.4})
	body := RoundPolygon(2.5, P(10, 15), P(22, 15), P(26.5, 29), P(5.5, 29))
	head := Ellipse(P(16, 10), 7, 6.3)
	ears := Join(Polygon(P(10, 8), P(1, 4.5), P(10.5, 13)), Polygon(P(22, 8), P(31, 4.5), P(21.5, 13)))
	b.edge(Join(body, head, ears), 1.2, ink)
	shade := Linear{P(5, 0), P(27, 0), []Stop{{0, base.Lighter(0.25)}, {0.5, base}, {1, base.Darker(0.35)}}}
	b.fill(ears, base.Darker(0.15))
	b.fill(body, shade)
	b.fill(head, shade)
	b.fill(Join(Ellipse(P(13.3, 10), 1.5, 1.2), Ellipse(P(18.7, 10), 1.5, 1.2)), Hex(0xfff0a0))
	b.fill(Join(Circle(P(13.5, 10.2), 0.6), Circle(P(18.5, 10.2), 0.6)), ink)
	b.fill(StrokeButt(1, P(13.5, 13.4), P(18.5, 13.4)), ink.Alpha(0.7))
	hmdEmboss(b, sym, hmdSymbolSpot["goblin"].C, hmdSymbolSpot["goblin"].R, base)
	return c
}

// hmdVPMarker is a VP marker: a faceted octagon chip with the symbol.
func hmdVPMarker(base Color, sym string) *Canvas {
	c := NewCanvas(24, 24)
	b := hmdBrush(c, 1)
	oct := func(r float64) Path { return Polygon(RegularPoints(P(12, 12), 8, r, math.Pi/8)...) }
	b.shadow(oct(10), 0, 1, 1, Color{0, 0, 0, 0.45})
	b.fill(oct(11.2), ink)
	b.fill(oct(10.2), base.Lighter(0.35))
	b.fill(oct(8.4), hmdLit(P(12, 12), 9, base))
	hmdEmboss(b, sym, hmdSymbolSpot["vp"].C, hmdSymbolSpot["vp"].R, base)
	return c
}

// hmdParty is a hero party's banner: a swallowtail flag on a pole with the
// party's number, and as many stars as the number.
func hmdParty(fc faces, n int) *Canvas {
	c := NewCanvas(36, 36)
	b := hmdBrush(c, 1)
	b.fill(Ellipse(P(9, 33.5), 7, 2), Color{0, 0, 0, 0.4})
	pole := RoundRect(6.5, 1.5, 3.2, 32, 1.4)
	flag := Polygon(P(9, 4), P(34, 4), P(28.5, 14.5), P(34, 25), P(9, 25))
	b.edge(Join(pole, flag), 1.2, ink)
	b.fill(pole, Vertical(0, 34, woodLight, woodDark))
	b.fill(Circle(P(8.1, 2.5), 2.2), goldPaint(0, 5))
	hero := Hex(0x2f5fa8)
	b.fill(flag, Linear{P(9, 4), P(34, 25), []Stop{{0, hero.Lighter(0.25)}, {1, hero.Darker(0.25)}}})
	b.fill(StrokePath(1, true, Polygon(P(11, 6), P(30.5, 6), P(26, 14.5), P(30.5, 23), P(11, 23))), goldLight.Alpha(0.9))
	b.num(fc, itoa(n), P(19, 14.5), 12, 12, White, 1.1)
	for i := 0; i < n; i++ {
		at := P(19+(float64(i)-float64(n-1)/2)*6.5, 30)
		b.inked(Polygon(StarPoints(at, 5, 3.3, 1.4)...), 0.7, goldLight)
	}
	return c
}

// hmdWound is a wound marker: a blood drop.
func hmdWound() *Canvas {
	c := NewCanvas(24, 24)
	b := hmdBrush(c, 1)
	var drop Path
	drop.MoveTo(P(12, 1.5))
	drop.CubeTo(P(14, 6), P(19, 9.5), P(19, 14.5))
	drop.CubeTo(P(19, 18.5), P(16, 22), P(12, 22))
	drop.CubeTo(P(8, 22), P(5, 18.5), P(5, 14.5))
	drop.CubeTo(P(5, 9.5), P(10, 6), P(12, 1.5))
	drop.Close()
	drop = hmdCW(drop)
	b.edge(drop, 1.2, Hex(0xfff4e0))
	b.edge(drop, 0.6, ink)
	b.fill(drop, Radial{P(10, 12), 12, []Stop{{0, Hex(0xe8503f)}, {0.6, blood}, {1, Hex(0x6e1712)}}})
	b.fill(Ellipse(P(9.5, 14), 1.5, 3).Transform(Rotate(Deg(20), P(9.5, 14))), Color{1, 1, 1, 0.55})
	return c
}

// hmdLevelUp is the level-up marker: a gold-rimmed green badge with an
// up arrow and "+1".
func hmdLevelUp(fc faces) *Canvas {
	c := NewCanvas(28, 28)
	b := hmdBrush(c, 1)
	o := P(14, 14)
	b.shadow(Circle(o, 12.5), 0, 1, 1, Color{0, 0, 0, 0.4})
	b.fill(Circle(o, 13.4), ink)
	b.fill(Circle(o, 12.4), goldPaint(1, 27))
	b.fill(Circle(o, 10.2), hmdLit(o, 10, Hex(0x3d8a3a)))
	b.inked(Polygon(P(14, 4.5), P(20.5, 11.5), P(16.5, 11.5), P(16.5, 15), P(11.5, 15), P(11.5, 11.5), P(7.5, 11.5)), 0.8, goldLight)
	b.num(fc, "+1", P(14, 19.8), 6.5, 12, White, 0.9)
	return c
}

// hmdConqueredMarker is the heroes' flag planted on a conquered floor:
// a white banner with a blue sword, on a stone.
func hmdConqueredMarker() *Canvas {
	c := NewCanvas(40, 40)
	b := hmdBrush(c, 1)
	b.fill(Ellipse(P(20, 36), 15, 3), Color{0, 0, 0, 0.4})
	stone := hmdCW(blob(P(8, 36), P(9, 30), P(20, 27.5), P(31, 30), P(32, 36)))
	pole := RoundRect(11, 2.5, 3, 30, 1.3)
	flag := hmdCW(blob(P(13.5, 4), P(24, 6.5), P(36, 3.5), P(35, 19), P(24, 22), P(13.5, 20)))
	b.edge(Join(stone, pole, flag), 1.2, ink)
	b.fill(stone, Grain{Vertical(27, 37, Hex(0x9a9088), Hex(0x5e554e)), 0.15, 3, 3, 88})
	b.fill(pole, Vertical(2, 33, woodLight, woodDark))
	b.fill(flag, Vertical(3, 22, White, Hex(0xd6dbe4)))
	b.glyphGrid(statGlyph("might"), P(24.5, 12.5), 17, 48, Hex(0x2f5fa8), 0.8)
	b.fill(Circle(P(12.5, 2.2), 2.2), goldPaint(0, 5))
	return c
}
