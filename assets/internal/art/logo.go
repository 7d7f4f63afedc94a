package art

// The "Hero Table" wordmark for the title scene, 480x120: the words in
// Cinzel Bold, gold with an ink outline, either side of the crest.

const logoW, logoH = 480, 120

func logo(fc Faces) Sprite {
	cv := NewCanvas(logoW, logoH)
	// Size the words so the longer one fills its side of the crest.
	gap := 50.0
	_, w := Text(fc.Display, 100, 0, "TABLE")
	size := 100 * (logoW/2 - gap - 14) / w
	hero, hw := Text(fc.Display, size, 0, "HERO")
	table, tw := Text(fc.Display, size, 0, "TABLE")
	min, max := hero.Bounds()
	capH := max.Y - min.Y
	base := logoH/2 + capH/2 + 2
	hero = hero.Move(logoW/2-gap-hw, base)
	table = table.Move(logoW/2+gap, base)
	words := Join(hero, table)
	top, bottom := base-capH, base
	// A rule under the words with diamond ends.
	rule := Join(
		StrokeButt(2.4, P(logoW/2-gap-hw+4, bottom+9), P(logoW/2-gap+2, bottom+9)),
		StrokeButt(2.4, P(logoW/2+gap-2, bottom+9), P(logoW/2+gap+tw-4, bottom+9)))
	ends := Join(
		Polygon(P(logoW/2-gap-hw-4, bottom+9), P(logoW/2-gap-hw+4, bottom+5), P(logoW/2-gap-hw+12, bottom+9), P(logoW/2-gap-hw+4, bottom+13)),
		Polygon(P(logoW/2+gap+tw+4, bottom+9), P(logoW/2+gap+tw-4, bottom+5), P(logoW/2+gap+tw-12, bottom+9), P(logoW/2+gap+tw-4, bottom+13)))
	deco := Join(rule, ends)
	all := Join(words, deco)
	cv.FillMask(cv.Mask(all.Move(2, 4)).Dilate(2.5).Blur(3), Color{0, 0, 0, 0.55})
	cv.FillMask(cv.Mask(all).Dilate(3), Ink)
	metal := Linear{P(0, top), P(0, bottom), []Stop{{0, GoldLight}, {0.45, Hex(0xf0c860)}, {0.55, Gold}, {1, Hex(0xa8741e)}}}
	cv.Fill(deco, metal)
	cv.Fill(words, metal)
	// A thin bright edge along the top of each letter.
	wm := cv.Mask(words)
	cv.FillMask(wm.Minus(wm.Shift(0, 2)), Color{1, 0.98, 0.9, 0.6})
	crest(cv, P(logoW/2, logoH/2-3), 33, true)
	return NewSprite("app/logo", cv)
}
