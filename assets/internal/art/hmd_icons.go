package art

// Hero Must Die! icons: the white 32x32 glyphs the app tints
// (heromustdie/icon/<name>), their full-colour versions used on boxes,
// the board and cards, the resource icons (res/<r>) and the 22 action
// boxes (box/<id>, 46x46).

func hmdIconSprites(fc faces) []Sprite {
	var out []Sprite
	for _, n := range HMDIcons {
		c := NewCanvas(32, 32)
		hmdBrush(c, 1).glyph(hmdGlyph(n), P(16, 16), 32, White, 0)
		out = append(out, sprite("heromustdie/icon/"+n, c))
	}
	for _, r := range []string{"gold", "slave", "mp"} {
		c := NewCanvas(32, 32)
		b := hmdBrush(c, 1)
		b.shadow(Circle(P(16, 17), 12), 0, 1.5, 1.5, Color{0, 0, 0, 0.35})
		hmdIcon(b, r, P(16, 16), 29)
		out = append(out, sprite("heromustdie/res/"+r, c))
	}
	for _, l := range HMDLocations {
		for _, bo := range l.Boxes {
			c := NewCanvas(46, 46)
			hmdBox(hmdBrush(c, 1), fc, bo)
			out = append(out, sprite("heromustdie/box/"+bo.ID, c))
		}
	}
	return out
}

// glyph3 paints a glyph in colour: its silhouette (fill and over) in fill
// hmdLit from the top left over an ink edge ew wide, the cut details engraved
// in cut and the over parts in over.
func (b hmdB) glyph3(g glyph, at Pt, size float64, fill, cut, over Color, ew float64) {
	gg := hmdGlyphAt(g, at, size, 32)
	lo, hi := b.box(Join(gg.fill, gg.over), ew*b.s+2)
	fm, x0, y0 := b.maskIn(gg.fill, lo, hi)
	all := fm
	var om *Mask
	if !gg.over.Empty() {
		om, _, _ = b.maskIn(gg.over, lo, hi)
		all = newMask(fm.W, fm.H)
		for i := range all.A {
			all.A[i] = om.A[i] + fm.A[i]*(1-om.A[i])
		}
	}
	if ew > 0 {
		b.c.fillBoxMask(all.Dilate(ew*b.s), x0, y0, ink)
	}
	b.c.fillBoxMask(fm, x0, y0, b.paint(hmdLit(at, size/2, fill)))
	if !gg.cut.Empty() {
		cm, _, _ := b.maskIn(gg.cut, lo, hi)
		b.c.fillBoxMask(cm.Times(fm), x0, y0, cut)
	}
	if om != nil {
		b.c.fillBoxMask(om, x0, y0, b.paint(hmdLit(at, size/3, over)))
	}
}

// Colours of the full-colour icons.
var (
	hmdIron   = Hex(0x7c8690)
	hmdMana   = Hex(0x6d5ae6)
	hmdEvil   = Hex(0x8a3cc0)
	hmdLaurel = Hex(0x6f9a3a)
	hmdGift   = Hex(0xc23a30)
	hmdSkyEye = Hex(0x4aa84a)
)

// hmdCoin is a gold coin of radius r with a star struck on it, or a
// number when n > 0.
func hmdCoin(b hmdB, fc faces, at Pt, r float64, n string) {
	b.fill(Circle(at, r+0.9), ink)
	b.fill(Circle(at, r), goldPaint(at.Y-r, at.Y+r))
	b.fill(Circle(at, r*0.8), Radial{at.Add(P(-r*0.3, -r*0.35)), r * 1.2, []Stop{{0, goldLight}, {0.6, gold}, {1, Hex(0xb0801f)}}})
	b.fill(StrokePath(r*0.09, true, Circle(at, r*0.8)), goldDark)
	if n == "" {
		star := Polygon(StarPoints(at.Add(P(0, r*0.05)), 5, r*0.52, r*0.22)...)
		b.fill(star.Move(r*0.05, r*0.07), goldDark.Alpha(0.8))
		b.fill(star, goldLight)
		return
	}
	b.num(fc, n, at, r*0.95, r*1.4, ink, 0)
}

// hmdIcon draws the full-colour icon called name, size units wide.
func hmdIcon(b hmdB, name string, at Pt, size float64) {
	r := size / 2
	g := hmdGlyph(name)
	switch name {
	case "gold":
		hmdCoin(b, faces{}, at, r*0.86, "")
	case "minus-gold":
		hmdCoin(b, faces{}, at.Add(P(r*0.12, r*0.1)), r*0.76, "")
		bar := RoundRect(at.X-r*0.95, at.Y-r*0.82, r*0.9, r*0.34, r*0.1)
		b.inked(bar, 0.9, Hex(0xd23a2e))
	case "slave":
		b.glyph3(g, at, size, hmdIron, hmdIron, hmdIron, 1)
	case "mp":
		b.glyph3(g, at, size, hmdMana, hmdMana.Lighter(0.5), hmdMana, 1)
	case "eye", "eye-badge":
		b.glyph3(hmdGlyph("eye"), at, size, Hex(0xfbf6ec), Hex(0x8a5a2a), ink, 1)
	case "green-eye":
		b.glyph3(glyph{fill: hmdEyeRays()}, at, size, goldLight, goldLight, goldLight, 1)
		b.glyph3(glyph{fill: almond(P(16, 19.5), 14.5, 10), cut: g.cut, over: g.over}, at, size, Hex(0xfbf6ec), hmdSkyEye, ink, 1)
	case "gift":
		b.glyph3(g, at, size, hmdGift, goldLight, hmdGift, 1)
	case "build":
		head := glyph{fill: RoundRect(12, 4, 17, 7.5, 1.5).Transform(Rotate(Deg(40), P(20.5, 7.75)))}
		b.glyph3(glyph{fill: Stroke(4, false, P(5.5, 28), P(19.5, 10))}, at, size, woodLight, wood, wood, 1)
		b.glyph3(head, at, size, steel, steel, steel, 1)
	case "hire":
		b.glyph3(glyph{fill: g.fill, cut: g.cut}, at, size, hmdIron.Darker(0.2), Hex(0x241a22), hmdIron, 1)
		b.glyph3(glyph{fill: g.over}, at, size, Hex(0xff5a3a), Hex(0xff5a3a), Hex(0xff5a3a), 0)
	case "die":
		b.glyph3(g, at, size, bone, ink, bone, 1)
	case "plot":
		b.glyph3(glyph{fill: g.fill, cut: g.cut}, at, size, parch, inkSoft.Lighter(0.2), parch, 1)
		b.glyph3(glyph{fill: g.over}, at, size, blood, blood, blood, 0.8)
	case "evil":
		b.glyph3(g, at, size, hmdEvil, Hex(0xffd25a), hmdEvil, 1)
	case "vp":
		b.glyph3(glyph{fill: g.fill}, at, size, hmdLaurel, hmdLaurel, hmdLaurel, 1)
		b.glyph3(glyph{fill: Polygon(StarPoints(P(16, 16.5), 5, 6.5, 2.8)...)}, at, size, gold, gold, gold, 0.8)
	case "level":
		b.glyph3(g, at, size, gold, gold, gold, 1)
	case "reserve":
		b.glyph3(g, at, size, Hex(0xb08a5a), Hex(0x3a2a1a), Hex(0xb08a5a), 1)
	default:
		panic("no Hero Must Die icon " + name)
	}
}

// hmdBoxTile is the square every box is printed on.
func hmdBoxTile(b hmdB) {
	b.shadow(RoundRect(1, 1, 44, 44, 6), 0, 1.2, 1.2, Color{0, 0, 0, 0.45})
	b.fill(RoundRect(0.5, 0.5, 45, 45, 7), ink)
	b.fill(RoundRect(1.7, 1.7, 42.6, 42.6, 6), goldPaint(1.7, 44.3))
	face := RoundRect(3.6, 3.6, 38.8, 38.8, 4.5)
	b.fill(face, Grain{Radial{P(18, 15), 36, []Stop{{0, Hex(0xfdf5df)}, {1, parchMid}}}, 0.05, 5, 5, 77})
	b.inset(face, 1.2, 1, Color{0.35, 0.2, 0.05, 0.35})
}

// hmdAmount prints a box amount large in ink, centred on at.
func hmdAmount(b hmdB, fc faces, n int, at Pt, h float64) {
	b.num(fc, itoa(n), at, h, h, ink, 0)
}

// hmdBox draws an action box at the brush origin (46x46 units): its
// icons and amounts on a gold-rimmed tile.
func hmdBox(b hmdB, fc faces, bo HMDBox) {
	hmdBoxTile(b)
	ic := bo.Icons
	switch {
	case len(ic) == 1 && ic[0].Amount == 0:
		hmdIcon(b, ic[0].Icon, P(23, 23), 32)
	case len(ic) == 1 && ic[0].Icon == "build":
		for i := 0; i < ic[0].Amount; i++ {
			x := 23 + (float64(i)-float64(ic[0].Amount-1)/2)*13
			hmdIcon(b, "build", P(x, 23), 26)
		}
	case len(ic) == 1:
		hmdAmount(b, fc, ic[0].Amount, P(13.5, 23), 17)
		hmdIcon(b, ic[0].Icon, P(30, 23), 24)
	case ic[0].Icon == "plot": // pay gold, draw plots
		hmdIcon(b, "plot", P(16, 17), 24)
		hmdCoin(b, fc, P(31, 31), 9.5, itoa(ic[1].Amount))
	case ic[0].Icon == "build": // two builds, each 1 gold cheaper
		hmdIcon(b, "build", P(15, 16), 20)
		hmdIcon(b, "build", P(29, 16), 20)
		hmdIcon(b, "minus-gold", P(23, 33), 17)
	default: // an amount and an icon above a second icon (the eye)
		hmdAmount(b, fc, ic[0].Amount, P(13, 16.5), 14)
		hmdIcon(b, ic[0].Icon, P(29, 16), 20)
		hmdIcon(b, ic[1].Icon, P(23, 33), 20)
	}
}
