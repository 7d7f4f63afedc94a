package art

// UI pieces. Every 9-slice sprite keeps its corners inside the 12 px inset
// (assets.Slice) and keeps its edges uniform along their length, so that
// stretching never distorts the art.

func uiSprites(Faces) []Sprite {
	return []Sprite{
		button("ui/button", buttonLook{top: WoodLight, bottom: Wood, lip: WoodDark, trim: Gold, trimA: 0.85}),
		button("ui/button-hover", buttonLook{top: Hex(0xcf9658), bottom: Hex(0xa06a38), lip: WoodDark, trim: GoldLight, trimA: 1, glow: true}),
		button("ui/button-pressed", buttonLook{top: Hex(0x6e4424), bottom: Hex(0x86552d), lip: WoodDark, trim: GoldDark, trimA: 0.9, pressed: true}),
		button("ui/button-disabled", buttonLook{top: Hex(0x8f8478), bottom: Hex(0x766c62), lip: Hex(0x4f4841), trim: Hex(0xa59d92), trimA: 0.6}),
		panel("ui/panel", Vertical(0, 48, Parch, ParchMid), Gold, Ink),
		panel("ui/panel-dark", Vertical(0, 48, Hex(0x4a3020), Hex(0x3a2416)), Gold, Ink),
		tooltip(),
		tile("ui/tile", tileLook{frame: WoodLight, frameDark: Wood, face: Parch, faceDark: ParchMid, trim: Gold}),
		tile("ui/tile-hover", tileLook{frame: GoldLight, frameDark: Gold, face: Hex(0xfbf0d4), faceDark: Parch, trim: GoldDark, glow: true}),
		tile("ui/tile-locked", tileLook{frame: Hex(0x7f776d), frameDark: Hex(0x5e5750), face: Hex(0xc7bfb0), faceDark: Hex(0xb2a998), trim: Hex(0x8d867c)}),
		glow(),
		check(true), check(false), radio(true), radio(false),
		scrollThumb(),
	}
}

type buttonLook struct {
	top, bottom, lip, trim Color
	trimA                  float64
	glow, pressed          bool
}

// button is a wooden plank with a gold trim line, an ink outline and a
// darker lip below that reads as thickness; pressed drops the face onto it.
func button(name string, l buttonLook) Sprite {
	c := NewCanvas(48, 48)
	if l.glow {
		c.FillMask(c.Mask(RoundRect(1, 1, 46, 46, 9)).Blur(1), GoldLight.Alpha(0.9))
	}
	c.Fill(RoundRect(1, 1, 46, 46, 9), Ink)
	faceY, faceH := 2.5, 40.0
	if l.pressed {
		faceY, faceH = 4.5, 41.0
	} else {
		c.Fill(RoundRect(2.5, 2.5, 43, 43, 7.5), l.lip)
	}
	c.Fill(RoundRect(2.5, faceY, 43, faceH, 7.5), Grain{Vertical(faceY, faceY+faceH, l.top, l.bottom), 0.07, 40, 2.2, 3})
	// Top sheen and a soft inner shadow at the bottom of the face.
	c.Fill(RoundRect(4, faceY+1.5, 40, 3, 1.5), Color{1, 1, 1, 0.18})
	if l.pressed {
		c.Fill(RoundRect(2.5, faceY, 43, 3, 1.5), Color{0, 0, 0, 0.25})
	}
	c.Fill(StrokePath(1, true, RoundRect(6, faceY+3.5, 36, faceH-7, 4.5)), l.trim.Alpha(l.trimA))
	return NewSprite(name, c)
}

// panel is a sheet of parchment (or dark leather) with an ink edge, a gold
// rule just inside it and small gold studs in the corners.
func panel(name string, fill Paint, trim, edge Color) Sprite {
	c := NewCanvas(48, 48)
	c.Fill(RoundRect(0.5, 0.5, 47, 47, 8), edge)
	c.Fill(RoundRect(2.5, 2.5, 43, 43, 6.5), fill)
	// A faint darker margin, like aged paper edges.
	edgeShade := c.Mask(RoundRect(2.5, 2.5, 43, 43, 6.5)).Minus(c.Mask(RoundRect(4.5, 4.5, 39, 39, 5)).Blur(2))
	c.FillMask(edgeShade, Color{0.35, 0.2, 0.05, 0.25})
	c.Fill(StrokePath(1.2, true, RoundRect(6, 6, 36, 36, 3)), trim.Alpha(0.9))
	for _, p := range []Pt{P(6, 6), P(42, 6), P(6, 42), P(42, 42)} {
		c.Fill(Polygon(p.Add(P(0, -2.6)), p.Add(P(2.6, 0)), p.Add(P(0, 2.6)), p.Add(P(-2.6, 0))), trim)
		c.Fill(Circle(p, 0.8), GoldLight)
	}
	return NewSprite(name, c)
}

// tooltip is dark ink with a thin gold border: light text reads on it over
// any part of the table.
func tooltip() Sprite {
	c := NewCanvas(48, 48)
	c.FillMask(c.Mask(RoundRect(2, 3, 44, 44, 7)).Blur(1), Color{0, 0, 0, 0.35})
	c.Fill(RoundRect(1, 1, 46, 45, 7), GoldDark)
	c.Fill(RoundRect(2.2, 2.2, 43.6, 42.6, 6), Vertical(2, 46, Hex(0x3a281b).Alpha(0.97), Hex(0x261810).Alpha(0.97)))
	c.Fill(StrokePath(0.8, true, RoundRect(4, 4, 40, 39, 4.5)), Gold.Alpha(0.35))
	return NewSprite("ui/tooltip", c)
}

type tileLook struct {
	frame, frameDark, face, faceDark, trim Color
	glow                                   bool
}

// tile is a framed parchment plate: the title-screen game tiles and any
// choosable slot.
func tile(name string, l tileLook) Sprite {
	c := NewCanvas(48, 48)
	if l.glow {
		c.FillMask(c.Mask(RoundRect(1.5, 1.5, 45, 45, 9)).Dilate(0.5).Blur(1), GoldLight.Alpha(0.95))
	}
	c.Fill(RoundRect(1.5, 1.5, 45, 45, 9), Ink)
	c.Fill(RoundRect(2.7, 2.7, 42.6, 42.6, 8), Vertical(2, 46, l.frame, l.frameDark))
	c.Fill(RoundRect(2.7, 2.7, 42.6, 2, 1), Color{1, 1, 1, 0.22})
	c.Fill(RoundRect(6.5, 6.5, 35, 35, 5), InkSoft)
	c.Fill(RoundRect(7.5, 7.5, 33, 33, 4.5), Vertical(7, 41, l.face, l.faceDark))
	// Inner shadow under the frame's top edge.
	c.FillMask(c.Mask(RoundRect(7.5, 7.5, 33, 33, 4.5)).Minus(c.Mask(RoundRect(7.5, 9.5, 33, 33, 4.5)).Blur(1)), Color{0, 0, 0, 0.22})
	c.Fill(StrokePath(0.8, true, RoundRect(10, 10, 28, 28, 3)), l.trim.Alpha(0.7))
	return NewSprite(name, c)
}

// glow is a soft warm ring, stretched by the app over a legal target.
func glow() Sprite {
	c := NewCanvas(64, 64)
	ring := StrokePath(5, true, RoundRect(9, 9, 46, 46, 14))
	c.FillMask(c.Mask(ring).Blur(3), Hex(0xffd35a).Alpha(0.9))
	c.FillMask(c.Mask(StrokePath(2, true, RoundRect(9, 9, 46, 46, 14))).Blur(1), Hex(0xfff3c0).Alpha(0.9))
	return NewSprite("ui/glow", c)
}

func check(on bool) Sprite {
	c := NewCanvas(24, 24)
	box := RoundRect(2.5, 2.5, 19, 19, 4)
	c.Fill(RoundRect(1.5, 2.5, 21, 21, 5), Color{0, 0, 0, 0.25})
	c.Fill(RoundRect(1.5, 1.5, 21, 21, 5), Ink)
	c.Fill(box, Vertical(2, 22, ParchMid, Parch))
	c.FillMask(c.Mask(box).Minus(c.Mask(box.Move(0.8, 1.5)).Blur(1)), Color{0, 0, 0, 0.25})
	name := "ui/check-off"
	if on {
		name = "ui/check-on"
		tick := Stroke(3.2, false, P(6.5, 12), P(10.5, 16.5), P(18, 6.5))
		c.Outline(tick, 0.9, GoldLight)
		c.Fill(tick, Hex(0x2e5a22))
	}
	return NewSprite(name, c)
}

func radio(on bool) Sprite {
	c := NewCanvas(24, 24)
	ctr := P(12, 12)
	c.Fill(Circle(ctr.Add(P(0, 1)), 10.5), Color{0, 0, 0, 0.25})
	c.Fill(Circle(ctr, 10.5), Ink)
	c.Fill(Circle(ctr, 9), Vertical(3, 21, ParchMid, Parch))
	c.FillMask(c.Mask(Circle(ctr, 9)).Minus(c.Mask(Circle(ctr.Add(P(0.6, 1.4)), 9)).Blur(1)), Color{0, 0, 0, 0.25})
	name := "ui/radio-off"
	if on {
		name = "ui/radio-on"
		c.Fill(Circle(ctr, 5.6), InkSoft)
		c.Fill(Circle(ctr, 4.6), Radial{P(10.5, 10.5), 6, []Stop{{0, GoldLight}, {0.6, Gold}, {1, GoldDark}}})
		c.Fill(Circle(P(10.6, 10.4), 1.3), Color{1, 1, 1, 0.8})
	}
	return NewSprite(name, c)
}

// scrollThumb is a wooden capsule; its middle may be stretched.
func scrollThumb() Sprite {
	c := NewCanvas(12, 48)
	c.Fill(RoundRect(0.5, 0.5, 11, 47, 5.5), Ink)
	c.Fill(RoundRect(1.7, 1.7, 8.6, 44.6, 4.3), Linear{P(1.7, 0), P(10.3, 0), []Stop{{0, WoodLight}, {0.5, Hex(0xc58c52)}, {1, Wood}}})
	c.Fill(RoundRect(3, 3, 2, 42, 1), Color{1, 1, 1, 0.25})
	return NewSprite("ui/scroll-thumb", c)
}
