package heromustdie

import (
	"math"

	"github.com/herotable/herotable/assets/internal/art"
)

// Hero Must Die! tokens: the evil mage, goblin workers and VP markers in
// the four player colours (each with its colour's symbol from art.TokenColours),
// the numbered party banners, wound and level-up markers, the conquered
// marker, the strength pips and the family badges.

// hmdStrengthColour is the colour of a strength; the pip symbol tells
// them apart without it.
var hmdStrengthColour = map[string]art.Color{
	"brown": art.Hex(0x8b5a2b), "green": art.Hex(0x3f8a3a), "black": art.Hex(0x2e2833),
	"yellow": art.Hex(0xe2b631), "blue": art.Hex(0x2f68b0),
}

// hmdFamilyColour is the badge colour of a family.
var hmdFamilyColour = map[string]art.Color{
	"beast": art.Hex(0x9a6a34), "dragon": art.Hex(0xb5402c), "demon": art.Hex(0x6b2e86),
	"undead": art.Hex(0x6f7c6c), "elemental": art.Hex(0x2a8c96),
}

// hmdSymbolSpot is where each player token carries its colour's symbol:
// centre and radius in the sprite.
var hmdSymbolSpot = map[string]struct {
	C art.Pt
	R float64
}{"player": {art.P(20, 28.5), 7.5}, "goblin": {art.P(16, 22.3), 5.6}, "vp": {art.P(12, 12), 6.8}}

// hmdPlayer is a player colour and its symbol.
func hmdPlayer(name string) (art.Color, string) {
	for _, tc := range art.TokenColours {
		if tc.Name == name {
			return tc.Base, tc.Symbol
		}
	}
	panic("no colour " + name)
}

func hmdTokenSprites(fc art.Faces) []art.Sprite {
	var out []art.Sprite
	for _, col := range HMDColours {
		base, sym := hmdPlayer(col)
		out = append(out,
			art.NewSprite("heromustdie/player/"+col, hmdMage(base, sym)),
			art.NewSprite("heromustdie/goblin/"+col, hmdGoblin(base, sym)),
			art.NewSprite("heromustdie/vp/"+col, hmdVPMarker(base, sym)))
	}
	for n := 1; n <= 3; n++ {
		out = append(out, art.NewSprite("heromustdie/party/"+art.Itoa(n), hmdParty(fc, n)))
	}
	for _, s := range HMDStrengths {
		c := art.NewCanvas(24, 24)
		hmdPip(hmdBrush(c, 1), s, art.P(12, 12), 11)
		out = append(out, art.NewSprite("heromustdie/pip/"+s, c))
	}
	for _, f := range HMDFamilies {
		c := art.NewCanvas(24, 24)
		hmdFamilyBadge(hmdBrush(c, 1), f, art.P(12, 12), 11)
		out = append(out, art.NewSprite("heromustdie/family/"+f, c))
	}
	out = append(out,
		art.NewSprite("heromustdie/wound", hmdWound()),
		art.NewSprite("heromustdie/levelup", hmdLevelUp(fc)),
		art.NewSprite("heromustdie/conquered-marker", hmdConqueredMarker()))
	return append(out, hmdBuildingSprites(fc)...)
}

// hmdPip is a strength pip of radius r: a disc of the colour with its
// symbol, light on dark colours and ink on yellow.
func hmdPip(b hmdB, s string, at art.Pt, r float64) {
	col := hmdStrengthColour[s]
	b.fill(art.Circle(at, r), art.Ink)
	rim := col.Lighter(0.45)
	if s == "black" {
		rim = art.Hex(0xb9a9d6)
	}
	b.fill(art.Circle(at, r-0.9), rim)
	b.fill(art.Circle(at, r-2.2), hmdLit(at, r, col))
	fg := art.Color(art.Hex(0xfff8ea))
	if art.Luminance(col) > 0.6 {
		fg = art.Ink
	}
	b.glyph(hmdStrengthGlyph(s), at, (r-2.2)*2*1.02, fg, 0)
}

// hmdFamilyBadge is a family's symbol on a gold-rimmed rounded square, a
// shape no strength pip has.
func hmdFamilyBadge(b hmdB, f string, at art.Pt, r float64) {
	col := hmdFamilyColour[f]
	sq := func(k float64) art.Path { return art.RoundRect(at.X-k, at.Y-k, 2*k, 2*k, k*0.35) }
	b.fill(sq(r), art.Ink)
	b.fill(sq(r-0.9), art.GoldPaint(at.Y-r, at.Y+r))
	b.fill(sq(r-2.3), hmdLit(at, r, col))
	b.glyph(hmdFamilyGlyph(f), at, (r-2.5)*2*0.92, art.Hex(0xfff8ea), 0)
}

// hmdEmboss puts a player symbol on a token face.
func hmdEmboss(b hmdB, sym string, at art.Pt, r float64, base art.Color) {
	p := art.SymbolPath(sym, at, r)
	fg, edge := art.Hex(0xfff6e2), art.Ink.Alpha(0.85)
	if art.Luminance(base) > 0.6 {
		fg, edge = art.Hex(0x2a1d15), art.Color{R: 1, G: 1, B: 1, A: 0.55}
	}
	b.edge(p, 1, edge)
	b.fill(p, fg)
}

// hmdMage is the evil mage who guards a floor: a robed figure in the
// player's colour with a pointed hat, glowing eyes and the symbol.
func hmdMage(base art.Color, sym string) *art.Canvas {
	c := art.NewCanvas(40, 40)
	b := hmdBrush(c, 1)
	b.fill(art.Ellipse(art.P(20, 36.5), 14, 3.2), art.Color{R: 0, G: 0, B: 0, A: 0.4})
	robe := art.Clockwise(art.Blob(art.P(5, 37), art.P(9, 26), art.P(14, 17), art.P(20, 15), art.P(26, 17), art.P(31, 26), art.P(35, 37), art.P(20, 38.5)))
	hat := art.Polygon(art.P(10, 12.5), art.P(22, -1), art.P(27, 4.5), art.P(30, 12.5))
	brim := art.Ellipse(art.P(20, 12.5), 13, 3)
	hood := art.Circle(art.P(20, 16), 7)
	all := art.Join(robe, hat, brim, hood)
	b.edge(all, 1.3, art.Ink)
	b.fill(robe, art.Linear{A: art.P(6, 0), B: art.P(34, 0), Stops: []art.Stop{
		{T: 0, C: base.Lighter(0.2)}, {T: 0.5, C: base}, {T: 1, C: base.Darker(0.4)},
	}})
	b.fill(hood, base.Darker(0.25))
	b.fill(art.Ellipse(art.P(20, 17), 4.8, 4.2), art.Hex(0x140c10))
	b.fill(art.Join(art.Ellipse(art.P(18, 17), 1.3, 0.9), art.Ellipse(art.P(22, 17), 1.3, 0.9)), art.Hex(0xffd84a))
	b.fill(hat, art.Linear{A: art.P(10, 0), B: art.P(30, 0), Stops: []art.Stop{{T: 0, C: base.Lighter(0.1)}, {T: 1, C: base.Darker(0.45)}}})
	b.fill(brim, base.Darker(0.3))
	b.fill(art.StrokeButt(1.6, art.P(13.5, 9.5), art.P(28.5, 9.5)), art.GoldLight)
	hmdEmboss(b, sym, hmdSymbolSpot["player"].C, hmdSymbolSpot["player"].R, base)
	return c
}

// hmdGoblin is a goblin worker: a big-eared little figure in the player's
// colour with the symbol on its belly.
func hmdGoblin(base art.Color, sym string) *art.Canvas {
	c := art.NewCanvas(32, 32)
	b := hmdBrush(c, 1)
	b.fill(art.Ellipse(art.P(16, 29.5), 11, 2.5), art.Color{R: 0, G: 0, B: 0, A: 0.4})
	body := art.RoundPolygon(2.5, art.P(10, 15), art.P(22, 15), art.P(26.5, 29), art.P(5.5, 29))
	head := art.Ellipse(art.P(16, 10), 7, 6.3)
	ears := art.Join(art.Polygon(art.P(10, 8), art.P(1, 4.5), art.P(10.5, 13)), art.Polygon(art.P(22, 8), art.P(31, 4.5), art.P(21.5, 13)))
	b.edge(art.Join(body, head, ears), 1.2, art.Ink)
	shade := art.Linear{A: art.P(5, 0), B: art.P(27, 0), Stops: []art.Stop{
		{T: 0, C: base.Lighter(0.25)}, {T: 0.5, C: base}, {T: 1, C: base.Darker(0.35)},
	}}
	b.fill(ears, base.Darker(0.15))
	b.fill(body, shade)
	b.fill(head, shade)
	b.fill(art.Join(art.Ellipse(art.P(13.3, 10), 1.5, 1.2), art.Ellipse(art.P(18.7, 10), 1.5, 1.2)), art.Hex(0xfff0a0))
	b.fill(art.Join(art.Circle(art.P(13.5, 10.2), 0.6), art.Circle(art.P(18.5, 10.2), 0.6)), art.Ink)
	b.fill(art.StrokeButt(1, art.P(13.5, 13.4), art.P(18.5, 13.4)), art.Ink.Alpha(0.7))
	hmdEmboss(b, sym, hmdSymbolSpot["goblin"].C, hmdSymbolSpot["goblin"].R, base)
	return c
}

// hmdVPMarker is a VP marker: a faceted octagon chip with the symbol.
func hmdVPMarker(base art.Color, sym string) *art.Canvas {
	c := art.NewCanvas(24, 24)
	b := hmdBrush(c, 1)
	oct := func(r float64) art.Path { return art.Polygon(art.RegularPoints(art.P(12, 12), 8, r, math.Pi/8)...) }
	b.shadow(oct(10), 0, 1, 1, art.Color{R: 0, G: 0, B: 0, A: 0.45})
	b.fill(oct(11.2), art.Ink)
	b.fill(oct(10.2), base.Lighter(0.35))
	b.fill(oct(8.4), hmdLit(art.P(12, 12), 9, base))
	hmdEmboss(b, sym, hmdSymbolSpot["vp"].C, hmdSymbolSpot["vp"].R, base)
	return c
}

// hmdParty is a hero party's banner: a swallowtail flag on a pole with the
// party's number, and as many stars as the number.
func hmdParty(fc art.Faces, n int) *art.Canvas {
	c := art.NewCanvas(36, 36)
	b := hmdBrush(c, 1)
	b.fill(art.Ellipse(art.P(9, 33.5), 7, 2), art.Color{R: 0, G: 0, B: 0, A: 0.4})
	pole := art.RoundRect(6.5, 1.5, 3.2, 32, 1.4)
	flag := art.Polygon(art.P(9, 4), art.P(34, 4), art.P(28.5, 14.5), art.P(34, 25), art.P(9, 25))
	b.edge(art.Join(pole, flag), 1.2, art.Ink)
	b.fill(pole, art.Vertical(0, 34, art.WoodLight, art.WoodDark))
	b.fill(art.Circle(art.P(8.1, 2.5), 2.2), art.GoldPaint(0, 5))
	hero := art.Hex(0x2f5fa8)
	b.fill(flag, art.Linear{A: art.P(9, 4), B: art.P(34, 25), Stops: []art.Stop{{T: 0, C: hero.Lighter(0.25)}, {T: 1, C: hero.Darker(0.25)}}})
	b.fill(art.StrokePath(1, true, art.Polygon(art.P(11, 6), art.P(30.5, 6), art.P(26, 14.5), art.P(30.5, 23), art.P(11, 23))), art.GoldLight.Alpha(0.9))
	b.num(fc, art.Itoa(n), art.P(19, 14.5), 12, 12, art.White, 1.1)
	for i := 0; i < n; i++ {
		at := art.P(19+(float64(i)-float64(n-1)/2)*6.5, 30)
		b.inked(art.Polygon(art.StarPoints(at, 5, 3.3, 1.4)...), 0.7, art.GoldLight)
	}
	return c
}

// hmdWound is a wound marker: a blood drop.
func hmdWound() *art.Canvas {
	c := art.NewCanvas(24, 24)
	b := hmdBrush(c, 1)
	var drop art.Path
	drop.MoveTo(art.P(12, 1.5))
	drop.CubeTo(art.P(14, 6), art.P(19, 9.5), art.P(19, 14.5))
	drop.CubeTo(art.P(19, 18.5), art.P(16, 22), art.P(12, 22))
	drop.CubeTo(art.P(8, 22), art.P(5, 18.5), art.P(5, 14.5))
	drop.CubeTo(art.P(5, 9.5), art.P(10, 6), art.P(12, 1.5))
	drop.Close()
	drop = art.Clockwise(drop)
	b.edge(drop, 1.2, art.Hex(0xfff4e0))
	b.edge(drop, 0.6, art.Ink)
	b.fill(drop, art.Radial{C: art.P(10, 12), R: 12, Stops: []art.Stop{
		{T: 0, C: art.Hex(0xe8503f)}, {T: 0.6, C: art.Blood}, {T: 1, C: art.Hex(0x6e1712)},
	}})
	b.fill(art.Ellipse(art.P(9.5, 14), 1.5, 3).Transform(art.Rotate(art.Deg(20), art.P(9.5, 14))), art.Color{R: 1, G: 1, B: 1, A: 0.55})
	return c
}

// hmdLevelUp is the level-up marker: a gold-rimmed green badge with an
// up arrow and "+1".
func hmdLevelUp(fc art.Faces) *art.Canvas {
	c := art.NewCanvas(28, 28)
	b := hmdBrush(c, 1)
	o := art.P(14, 14)
	b.shadow(art.Circle(o, 12.5), 0, 1, 1, art.Color{R: 0, G: 0, B: 0, A: 0.4})
	b.fill(art.Circle(o, 13.4), art.Ink)
	b.fill(art.Circle(o, 12.4), art.GoldPaint(1, 27))
	b.fill(art.Circle(o, 10.2), hmdLit(o, 10, art.Hex(0x3d8a3a)))
	b.inked(art.Polygon(art.P(14, 4.5), art.P(20.5, 11.5), art.P(16.5, 11.5), art.P(16.5, 15), art.P(11.5, 15), art.P(11.5, 11.5), art.P(7.5, 11.5)), 0.8, art.GoldLight)
	b.num(fc, "+1", art.P(14, 19.8), 6.5, 12, art.White, 0.9)
	return c
}

// hmdConqueredMarker is the heroes' flag planted on a conquered floor:
// a white banner with a blue sword, on a stone.
func hmdConqueredMarker() *art.Canvas {
	c := art.NewCanvas(40, 40)
	b := hmdBrush(c, 1)
	b.fill(art.Ellipse(art.P(20, 36), 15, 3), art.Color{R: 0, G: 0, B: 0, A: 0.4})
	stone := art.Clockwise(art.Blob(art.P(8, 36), art.P(9, 30), art.P(20, 27.5), art.P(31, 30), art.P(32, 36)))
	pole := art.RoundRect(11, 2.5, 3, 30, 1.3)
	flag := art.Clockwise(art.Blob(art.P(13.5, 4), art.P(24, 6.5), art.P(36, 3.5), art.P(35, 19), art.P(24, 22), art.P(13.5, 20)))
	b.edge(art.Join(stone, pole, flag), 1.2, art.Ink)
	b.fill(stone, art.Grain{Base: art.Vertical(27, 37, art.Hex(0x9a9088), art.Hex(0x5e554e)), Amp: 0.15, SX: 3, SY: 3, Seed: 88})
	b.fill(pole, art.Vertical(2, 33, art.WoodLight, art.WoodDark))
	b.fill(flag, art.Vertical(3, 22, art.White, art.Hex(0xd6dbe4)))
	b.glyphGrid(art.StatGlyph("might"), art.P(24.5, 12.5), 17, 48, art.Hex(0x2f5fa8), 0.8)
	b.fill(art.Circle(art.P(12.5, 2.2), 2.2), art.GoldPaint(0, 5))
	return c
}
