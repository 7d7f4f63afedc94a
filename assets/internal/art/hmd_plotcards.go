package art

import "math"

// Hero Must Die! plot cards (13 quests, 5 kinds of function card), the
// 11 kinds of event card, and the four card backs. A quest shows the VP
// it gains in a laurel and, when it triggers an evil move, the evil
// badge; every text is a short summary in our own words.

func hmdPlotCardSprites(fc faces) []Sprite {
	var out []Sprite
	for _, q := range HMDQuests {
		out = append(out, sprite("heromustdie/card/"+q.ID, hmdQuestCard(fc, q)))
	}
	for _, f := range HMDFunctions {
		out = append(out, sprite("heromustdie/card/"+f.ID, hmdTextCard(fc, "function", f.Name, f.glyph, f.Text, "Plot · "+f.When)))
	}
	for _, e := range HMDEvents {
		tag := "Event"
		if e.Copies > 1 {
			tag += " · ×" + itoa(e.Copies)
		}
		out = append(out, sprite("heromustdie/card/"+e.ID, hmdTextCard(fc, "event", e.Name, e.glyph, e.Text, tag)))
	}
	out = append(out,
		sprite("heromustdie/back/hero", hmdBack(fc, "hero", "Hero")),
		sprite("heromustdie/back/monster", hmdBack(fc, "monster", "Monster")),
		sprite("heromustdie/back/plot", hmdBack(fc, "function", "Plot")),
		sprite("heromustdie/back/event", hmdBack(fc, "event", "Event")))
	return append(out, hmdCardFrames()...)
}

// hmdTextCard is a card with a picture and a text: function and event
// cards, and quests before their badges.
func hmdTextCard(fc faces, kind, name, picture, text, tag string) *Canvas {
	c := NewCanvas(hcW, hcH)
	b := hmdBrush(c, 1)
	hmdCardBase(b, kind)
	col := hmdKindColour[kind]
	hmdCardArt(c, kind, func(fig *Canvas) {
		fb := hmdBrush(fig, 1)
		fb.fill(Rect(8, 28, 104, 60), Radial{P(60, 56), 62, []Stop{{0, col.Lighter(0.8)}, {0.7, col.Lighter(0.35)}, {1, col}}})
		var rays Path
		for i := 0; i < 16; i++ {
			a := float64(i) * math.Pi / 8
			rays.Append(Polygon(P(60, 58), Polar(P(60, 58), 90, a-0.1), Polar(P(60, 58), 90, a+0.1)))
		}
		fb.fill(rays, Color{1, 1, 1, 0.12})
		fb.shadow(Circle(P(60, 60), 22), 0, 3, 4, Color{0, 0, 0, 0.25})
		hmdPicture(fb, fc, picture)
	})
	hmdCardTitle(b, fc, name, 0)
	lines := hmdWrap(fc, text, 9.5, 94)
	size, lead := 9.5, 11.0
	for len(lines) > 5 && size > 7.5 {
		size, lead = size-0.5, lead-0.5
		lines = hmdWrap(fc, text, size, 94)
	}
	y := 118 - float64(len(lines)-1)*lead/2 + size*0.35
	for _, l := range lines {
		b.fill(fitText(fc.bold, l, size, 60, y, 96), ink)
		y += lead
	}
	hmdCardTag(b, fc, tag)
	return c
}

// hmdQuestCard adds a quest's VP laurel and evil badge to its text card.
func hmdQuestCard(fc faces, q HMDPlot) *Canvas {
	text := q.Text
	if q.Evil {
		text += " Then an evil move."
	}
	c := hmdTextCard(fc, "quest", q.Name, q.glyph, text, "Quest")
	b := hmdBrush(c, 1)
	hmdVPBadge(b, fc, P(98, 42), q.VP)
	if q.Evil {
		at := P(22, 42)
		b.shadow(Circle(at, 11), 0, 1, 1, Color{0, 0, 0, 0.45})
		b.fill(Circle(at, 11.5), ink)
		b.fill(Circle(at, 10.5), goldPaint(at.Y-11, at.Y+11))
		b.fill(Circle(at, 8.6), hmdLit(at, 9, Hex(0x3a1850)))
		hmdIcon(b, "evil", at, 15)
	}
	return c
}

// hmdVPBadge is a laurel round a parchment disc with "+n" VP in it.
func hmdVPBadge(b hmdB, fc faces, at Pt, n int) {
	b.shadow(Circle(at, 12), 0, 1, 1, Color{0, 0, 0, 0.45})
	b.glyph3(glyph{fill: hmdLaurelLeaves()}, at, 28, hmdLaurel, hmdLaurel, hmdLaurel, 0.9)
	b.fill(Circle(at, 8.6), ink)
	b.fill(Circle(at, 7.7), goldPaint(at.Y-8, at.Y+8))
	b.num(fc, "+"+itoa(n), at, 7.5, 12, ink, 0)
}

// hmdBack is a card back: a patterned field in the kind's colour, a gold
// medallion with the kind's emblem and a ribbon with its name.
func hmdBack(fc faces, kind, word string) *Canvas {
	col := hmdKindColour[kind]
	c := NewCanvas(hcW, hcH)
	b := hmdBrush(c, 1)
	b.fill(RoundRect(0.5, 0.5, hcW-1, hcH-1, 7), ink)
	b.fill(RoundRect(2, 2, hcW-4, hcH-4, 6), Grain{Radial{P(60, 84), 100, []Stop{{0, col.Lighter(0.1)}, {1, col.Darker(0.55)}}}, 0.08, 6, 6, 21})
	field := RoundRect(8, 8, hcW-16, hcH-16, 4)
	var lattice Path
	for k := -200.0; k <= 320; k += 14 {
		lattice.Append(StrokeButt(0.7, P(k, 0), P(k+168, 168)), StrokeButt(0.7, P(k+168, 0), P(k, 168)))
	}
	b.clip(lattice, field, goldLight.Alpha(0.2))
	b.inset(field, 2, 3, Color{0, 0, 0, 0.35})
	b.fill(StrokePath(1.4, true, RoundRect(5, 5, hcW-10, hcH-10, 5)), goldPaint(5, hcH-5))
	b.fill(StrokePath(0.7, true, field), gold.Alpha(0.8))
	for _, p := range []Pt{P(8, 8), P(hcW-8, 8), P(8, hcH-8), P(hcW-8, hcH-8)} {
		gem(c, p, 3)
	}
	o := P(60, 74)
	b.shadow(Circle(o, 31), 0, 2, 3, Color{0, 0, 0, 0.5})
	b.fill(Circle(o, 31), ink)
	b.fill(Circle(o, 29.6), goldPaint(o.Y-30, o.Y+30))
	b.fill(Circle(o, 26), ink)
	b.fill(Circle(o, 25.2), Radial{o.Add(P(0, -8)), 32, []Stop{{0, col.Darker(0.3)}, {1, col.Darker(0.7)}}})
	switch kind {
	case "hero":
		helm(c, o.Add(P(0, 2)), 0.42)
	case "monster":
		hmdIcon(b, "evil", o, 38)
	case "function":
		hmdPic(b, "plot", o, 34, parch, inkSoft)
	case "event":
		hmdPic(b, "hourglass", o, 34, goldLight, gold)
	}
	r := RoundRect(22, 116, 76, 20, 5)
	b.fill(RoundRect(21, 115, 78, 22, 6), ink)
	b.fill(r, goldPaint(116, 136))
	b.fill(RoundRect(24, 118, 72, 16, 4), Hex(0x2a1c18))
	b.display(fc, word, 12, 60, 130.5, 64, goldLight, 0)
	return c
}
