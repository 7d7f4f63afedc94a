package heromustdie

import "github.com/herotable/herotable/assets/internal/art"

// Hero Must Die! icons: the white 32x32 glyphs the app tints
// (heromustdie/icon/<name>), their full-colour versions used on boxes,
// the board and cards, the resource icons (res/<r>) and the 22 action
// boxes (box/<id>, 46x46).

func hmdIconSprites(fc art.Faces) []art.Sprite {
	var out []art.Sprite
	for _, n := range HMDIcons {
		c := art.NewCanvas(32, 32)
		hmdBrush(c, 1).glyph(hmdGlyph(n), art.P(16, 16), 32, art.White, 0)
		out = append(out, art.NewSprite("heromustdie/icon/"+n, c))
	}
	for _, r := range []string{"gold", "slave", "mp"} {
		c := art.NewCanvas(32, 32)
		b := hmdBrush(c, 1)
		b.shadow(art.Circle(art.P(16, 17), 12), 0, 1.5, 1.5, art.Color{R: 0, G: 0, B: 0, A: 0.35})
		hmdIcon(b, r, art.P(16, 16), 29)
		out = append(out, art.NewSprite("heromustdie/res/"+r, c))
	}
	for _, l := range HMDLocations {
		for _, bo := range l.Boxes {
			c := art.NewCanvas(46, 46)
			hmdBox(hmdBrush(c, 1), fc, bo)
			out = append(out, art.NewSprite("heromustdie/box/"+bo.ID, c))
		}
	}
	return out
}

// glyph3 paints a glyph in colour: its silhouette (fill and over) in fill
// hmdLit from the top left over an ink edge ew wide, the cut details engraved
// in cut and the over parts in over.
func (b hmdB) glyph3(g art.Glyph, at art.Pt, size float64, fill, cut, over art.Color, ew float64) {
	gg := hmdGlyphAt(g, at, size, 32)
	lo, hi := b.box(art.Join(gg.Fill, gg.Over), ew*b.s+2)
	fm, x0, y0 := b.maskIn(gg.Fill, lo, hi)
	all := fm
	var om *art.Mask
	if !gg.Over.Empty() {
		om, _, _ = b.maskIn(gg.Over, lo, hi)
		all = art.NewMask(fm.W, fm.H)
		for i := range all.A {
			all.A[i] = om.A[i] + fm.A[i]*(1-om.A[i])
		}
	}
	if ew > 0 {
		b.c.FillBoxMask(all.Dilate(ew*b.s), x0, y0, art.Ink)
	}
	b.c.FillBoxMask(fm, x0, y0, b.paint(hmdLit(at, size/2, fill)))
	if !gg.Cut.Empty() {
		cm, _, _ := b.maskIn(gg.Cut, lo, hi)
		b.c.FillBoxMask(cm.Times(fm), x0, y0, cut)
	}
	if om != nil {
		b.c.FillBoxMask(om, x0, y0, b.paint(hmdLit(at, size/3, over)))
	}
}

// Colours of the full-colour icons.
var (
	hmdIron   = art.Hex(0x7c8690)
	hmdMana   = art.Hex(0x6d5ae6)
	hmdEvil   = art.Hex(0x8a3cc0)
	hmdLaurel = art.Hex(0x6f9a3a)
	hmdGift   = art.Hex(0xc23a30)
	hmdSkyEye = art.Hex(0x4aa84a)
)

// hmdCoin is a gold coin of radius r with a star struck on it, or a
// number when n > 0.
func hmdCoin(b hmdB, fc art.Faces, at art.Pt, r float64, n string) {
	b.fill(art.Circle(at, r+0.9), art.Ink)
	b.fill(art.Circle(at, r), art.GoldPaint(at.Y-r, at.Y+r))
	b.fill(art.Circle(at, r*0.8), art.Radial{C: at.Add(art.P(-r*0.3, -r*0.35)), R: r * 1.2, Stops: []art.Stop{
		{T: 0, C: art.GoldLight}, {T: 0.6, C: art.Gold}, {T: 1, C: art.Hex(0xb0801f)},
	}})
	b.fill(art.StrokePath(r*0.09, true, art.Circle(at, r*0.8)), art.GoldDark)
	if n == "" {
		star := art.Polygon(art.StarPoints(at.Add(art.P(0, r*0.05)), 5, r*0.52, r*0.22)...)
		b.fill(star.Move(r*0.05, r*0.07), art.GoldDark.Alpha(0.8))
		b.fill(star, art.GoldLight)
		return
	}
	b.num(fc, n, at, r*0.95, r*1.4, art.Ink, 0)
}

// hmdIcon draws the full-colour icon called name, size units wide.
func hmdIcon(b hmdB, name string, at art.Pt, size float64) {
	r := size / 2
	g := hmdGlyph(name)
	switch name {
	case "gold":
		hmdCoin(b, art.Faces{}, at, r*0.86, "")
	case "minus-gold":
		hmdCoin(b, art.Faces{}, at.Add(art.P(r*0.12, r*0.1)), r*0.76, "")
		bar := art.RoundRect(at.X-r*0.95, at.Y-r*0.82, r*0.9, r*0.34, r*0.1)
		b.inked(bar, 0.9, art.Hex(0xd23a2e))
	case "slave":
		b.glyph3(g, at, size, hmdIron, hmdIron, hmdIron, 1)
	case "mp":
		b.glyph3(g, at, size, hmdMana, hmdMana.Lighter(0.5), hmdMana, 1)
	case "eye", "eye-badge":
		b.glyph3(hmdGlyph("eye"), at, size, art.Hex(0xfbf6ec), art.Hex(0x8a5a2a), art.Ink, 1)
	case "green-eye":
		b.glyph3(art.Glyph{Fill: hmdEyeRays()}, at, size, art.GoldLight, art.GoldLight, art.GoldLight, 1)
		b.glyph3(art.Glyph{Fill: art.Almond(art.P(16, 19.5), 14.5, 10), Cut: g.Cut, Over: g.Over}, at, size, art.Hex(0xfbf6ec), hmdSkyEye, art.Ink, 1)
	case "gift":
		b.glyph3(g, at, size, hmdGift, art.GoldLight, hmdGift, 1)
	case "build":
		head := art.Glyph{Fill: art.RoundRect(12, 4, 17, 7.5, 1.5).Transform(art.Rotate(art.Deg(40), art.P(20.5, 7.75)))}
		b.glyph3(art.Glyph{Fill: art.Stroke(4, false, art.P(5.5, 28), art.P(19.5, 10))}, at, size, art.WoodLight, art.Wood, art.Wood, 1)
		b.glyph3(head, at, size, art.Steel, art.Steel, art.Steel, 1)
	case "hire":
		b.glyph3(art.Glyph{Fill: g.Fill, Cut: g.Cut}, at, size, hmdIron.Darker(0.2), art.Hex(0x241a22), hmdIron, 1)
		b.glyph3(art.Glyph{Fill: g.Over}, at, size, art.Hex(0xff5a3a), art.Hex(0xff5a3a), art.Hex(0xff5a3a), 0)
	case "die":
		b.glyph3(g, at, size, art.Bone, art.Ink, art.Bone, 1)
	case "plot":
		b.glyph3(art.Glyph{Fill: g.Fill, Cut: g.Cut}, at, size, art.Parch, art.InkSoft.Lighter(0.2), art.Parch, 1)
		b.glyph3(art.Glyph{Fill: g.Over}, at, size, art.Blood, art.Blood, art.Blood, 0.8)
	case "evil":
		b.glyph3(g, at, size, hmdEvil, art.Hex(0xffd25a), hmdEvil, 1)
	case "vp":
		b.glyph3(art.Glyph{Fill: g.Fill}, at, size, hmdLaurel, hmdLaurel, hmdLaurel, 1)
		b.glyph3(art.Glyph{Fill: art.Polygon(art.StarPoints(art.P(16, 16.5), 5, 6.5, 2.8)...)}, at, size, art.Gold, art.Gold, art.Gold, 0.8)
	case "level":
		b.glyph3(g, at, size, art.Gold, art.Gold, art.Gold, 1)
	case "reserve":
		b.glyph3(g, at, size, art.Hex(0xb08a5a), art.Hex(0x3a2a1a), art.Hex(0xb08a5a), 1)
	default:
		panic("no Hero Must Die icon " + name)
	}
}

// hmdBoxTile is the square every box is printed on.
func hmdBoxTile(b hmdB) {
	b.shadow(art.RoundRect(1, 1, 44, 44, 6), 0, 1.2, 1.2, art.Color{R: 0, G: 0, B: 0, A: 0.45})
	b.fill(art.RoundRect(0.5, 0.5, 45, 45, 7), art.Ink)
	b.fill(art.RoundRect(1.7, 1.7, 42.6, 42.6, 6), art.GoldPaint(1.7, 44.3))
	face := art.RoundRect(3.6, 3.6, 38.8, 38.8, 4.5)
	b.fill(face, art.Grain{Base: art.Radial{C: art.P(18, 15), R: 36, Stops: []art.Stop{
		{T: 0, C: art.Hex(0xfdf5df)}, {T: 1, C: art.ParchMid},
	}}, Amp: 0.05, SX: 5, SY: 5, Seed: 77})
	b.inset(face, 1.2, 1, art.Color{R: 0.35, G: 0.2, B: 0.05, A: 0.35})
}

// hmdAmount prints a box amount large in ink, centred on at.
func hmdAmount(b hmdB, fc art.Faces, n int, at art.Pt, h float64) {
	b.num(fc, art.Itoa(n), at, h, h, art.Ink, 0)
}

// hmdBox draws an action box at the brush origin (46x46 units): its
// icons and amounts on a gold-rimmed tile.
func hmdBox(b hmdB, fc art.Faces, bo HMDBox) {
	hmdBoxTile(b)
	ic := bo.Icons
	switch {
	case len(ic) == 1 && ic[0].Amount == 0:
		hmdIcon(b, ic[0].Icon, art.P(23, 23), 32)
	case len(ic) == 1 && ic[0].Icon == "build":
		for i := 0; i < ic[0].Amount; i++ {
			x := 23 + (float64(i)-float64(ic[0].Amount-1)/2)*13
			hmdIcon(b, "build", art.P(x, 23), 26)
		}
	case len(ic) == 1:
		hmdAmount(b, fc, ic[0].Amount, art.P(13.5, 23), 17)
		hmdIcon(b, ic[0].Icon, art.P(30, 23), 24)
	case ic[0].Icon == "plot": // pay gold, draw plots
		hmdIcon(b, "plot", art.P(16, 17), 24)
		hmdCoin(b, fc, art.P(31, 31), 9.5, art.Itoa(ic[1].Amount))
	case ic[0].Icon == "build": // two builds, each 1 gold cheaper
		hmdIcon(b, "build", art.P(15, 16), 20)
		hmdIcon(b, "build", art.P(29, 16), 20)
		hmdIcon(b, "minus-gold", art.P(23, 33), 17)
	default: // an amount and an icon above a second icon (the eye)
		hmdAmount(b, fc, ic[0].Amount, art.P(13, 16.5), 14)
		hmdIcon(b, ic[0].Icon, art.P(29, 16), 20)
		hmdIcon(b, ic[1].Icon, art.P(23, 33), 20)
	}
}
