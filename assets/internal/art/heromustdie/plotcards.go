package heromustdie

import (
	"math"

	"github.com/herotable/herotable/assets/internal/art"
)

// Hero Must Die! plot cards (13 quests, 5 kinds of function card), the
// 11 kinds of event card, and the four card backs. A quest shows the VP
// it gains in a laurel and, when it triggers an evil move, the evil
// badge; every text is a short summary in our own words.

func hmdPlotCardSprites(fc art.Faces) []art.Sprite {
	var out []art.Sprite
	for _, q := range HMDQuests {
		out = append(out, art.NewSprite("heromustdie/card/"+q.ID, hmdQuestCard(fc, q)))
	}
	for _, f := range HMDFunctions {
		out = append(out, art.NewSprite("heromustdie/card/"+f.ID, hmdTextCard(fc, "function", f.Name, f.glyph, f.Text, "Plot · "+f.When)))
	}
	for _, e := range HMDEvents {
		tag := "Event"
		if e.Copies > 1 {
			tag += " · ×" + art.Itoa(e.Copies)
		}
		out = append(out, art.NewSprite("heromustdie/card/"+e.ID, hmdTextCard(fc, "event", e.Name, e.glyph, e.Text, tag)))
	}
	out = append(out,
		art.NewSprite("heromustdie/back/hero", hmdBack(fc, "hero", "Hero")),
		art.NewSprite("heromustdie/back/monster", hmdBack(fc, "monster", "Monster")),
		art.NewSprite("heromustdie/back/plot", hmdBack(fc, "function", "Plot")),
		art.NewSprite("heromustdie/back/event", hmdBack(fc, "event", "Event")))
	return append(out, hmdCardFrames()...)
}

// hmdTextCard is a card with a picture and a text: function and event
// cards, and quests before their badges.
func hmdTextCard(fc art.Faces, kind, name, picture, text, tag string) *art.Canvas {
	c := art.NewCanvas(hcW, hcH)
	b := hmdBrush(c, 1)
	hmdCardBase(b, kind)
	col := hmdKindColour[kind]
	hmdCardArt(c, kind, func(fig *art.Canvas) {
		fb := hmdBrush(fig, 1)
		fb.fill(art.Rect(8, 28, 104, 60), art.Radial{C: art.P(60, 56), R: 62, Stops: []art.Stop{
			{T: 0, C: col.Lighter(0.8)}, {T: 0.7, C: col.Lighter(0.35)}, {T: 1, C: col},
		}})
		var rays art.Path
		for i := 0; i < 16; i++ {
			a := float64(i) * math.Pi / 8
			rays.Append(art.Polygon(art.P(60, 58), art.Polar(art.P(60, 58), 90, a-0.1), art.Polar(art.P(60, 58), 90, a+0.1)))
		}
		fb.fill(rays, art.Color{R: 1, G: 1, B: 1, A: 0.12})
		fb.shadow(art.Circle(art.P(60, 60), 22), 0, 3, 4, art.Color{R: 0, G: 0, B: 0, A: 0.25})
		hmdPicture(fb, fc, picture)
	})
	hmdCardTitle(b, fc, name, 0)
	lines := art.Wrap(fc.Bold, text, 9.5, 94)
	size, lead := 9.5, 11.0
	for len(lines) > 5 && size > 7.5 {
		size, lead = size-0.5, lead-0.5
		lines = art.Wrap(fc.Bold, text, size, 94)
	}
	y := 118 - float64(len(lines)-1)*lead/2 + size*0.35
	for _, l := range lines {
		b.fill(art.FitText(fc.Bold, l, size, 60, y, 96), art.Ink)
		y += lead
	}
	hmdCardTag(b, fc, tag)
	return c
}

// hmdQuestCard adds a quest's VP laurel and evil badge to its text card.
func hmdQuestCard(fc art.Faces, q HMDPlot) *art.Canvas {
	text := q.Text
	if q.Evil {
		text += " Then an evil move."
	}
	c := hmdTextCard(fc, "quest", q.Name, q.glyph, text, "Quest")
	b := hmdBrush(c, 1)
	hmdVPBadge(b, fc, art.P(98, 42), q.VP)
	if q.Evil {
		at := art.P(22, 42)
		b.shadow(art.Circle(at, 11), 0, 1, 1, art.Color{R: 0, G: 0, B: 0, A: 0.45})
		b.fill(art.Circle(at, 11.5), art.Ink)
		b.fill(art.Circle(at, 10.5), art.GoldPaint(at.Y-11, at.Y+11))
		b.fill(art.Circle(at, 8.6), hmdLit(at, 9, art.Hex(0x3a1850)))
		hmdIcon(b, "evil", at, 15)
	}
	return c
}

// hmdVPBadge is a laurel round a parchment disc with "+n" VP in it.
func hmdVPBadge(b hmdB, fc art.Faces, at art.Pt, n int) {
	b.shadow(art.Circle(at, 12), 0, 1, 1, art.Color{R: 0, G: 0, B: 0, A: 0.45})
	b.glyph3(art.Glyph{Fill: hmdLaurelLeaves()}, at, 28, hmdLaurel, hmdLaurel, hmdLaurel, 0.9)
	b.fill(art.Circle(at, 8.6), art.Ink)
	b.fill(art.Circle(at, 7.7), art.GoldPaint(at.Y-8, at.Y+8))
	b.num(fc, "+"+art.Itoa(n), at, 7.5, 12, art.Ink, 0)
}

// hmdBack is a card back: a patterned field in the kind's colour, a gold
// medallion with the kind's emblem and a ribbon with its name.
func hmdBack(fc art.Faces, kind, word string) *art.Canvas {
	col := hmdKindColour[kind]
	c := art.NewCanvas(hcW, hcH)
	b := hmdBrush(c, 1)
	b.fill(art.RoundRect(0.5, 0.5, hcW-1, hcH-1, 7), art.Ink)
	b.fill(art.RoundRect(2, 2, hcW-4, hcH-4, 6), art.Grain{Base: art.Radial{C: art.P(60, 84), R: 100, Stops: []art.Stop{
		{T: 0, C: col.Lighter(0.1)}, {T: 1, C: col.Darker(0.55)},
	}}, Amp: 0.08, SX: 6, SY: 6, Seed: 21})
	field := art.RoundRect(8, 8, hcW-16, hcH-16, 4)
	var lattice art.Path
	for k := -200.0; k <= 320; k += 14 {
		lattice.Append(art.StrokeButt(0.7, art.P(k, 0), art.P(k+168, 168)), art.StrokeButt(0.7, art.P(k+168, 0), art.P(k, 168)))
	}
	b.clip(lattice, field, art.GoldLight.Alpha(0.2))
	b.inset(field, 2, 3, art.Color{R: 0, G: 0, B: 0, A: 0.35})
	b.fill(art.StrokePath(1.4, true, art.RoundRect(5, 5, hcW-10, hcH-10, 5)), art.GoldPaint(5, hcH-5))
	b.fill(art.StrokePath(0.7, true, field), art.Gold.Alpha(0.8))
	for _, p := range []art.Pt{art.P(8, 8), art.P(hcW-8, 8), art.P(8, hcH-8), art.P(hcW-8, hcH-8)} {
		art.Gem(c, p, 3)
	}
	o := art.P(60, 74)
	b.shadow(art.Circle(o, 31), 0, 2, 3, art.Color{R: 0, G: 0, B: 0, A: 0.5})
	b.fill(art.Circle(o, 31), art.Ink)
	b.fill(art.Circle(o, 29.6), art.GoldPaint(o.Y-30, o.Y+30))
	b.fill(art.Circle(o, 26), art.Ink)
	b.fill(art.Circle(o, 25.2), art.Radial{C: o.Add(art.P(0, -8)), R: 32, Stops: []art.Stop{{T: 0, C: col.Darker(0.3)}, {T: 1, C: col.Darker(0.7)}}})
	switch kind {
	case "hero":
		art.Helm(c, o.Add(art.P(0, 2)), 0.42)
	case "monster":
		hmdIcon(b, "evil", o, 38)
	case "function":
		hmdPic(b, "plot", o, 34, art.Parch, art.InkSoft)
	case "event":
		hmdPic(b, "hourglass", o, 34, art.GoldLight, art.Gold)
	}
	r := art.RoundRect(22, 116, 76, 20, 5)
	b.fill(art.RoundRect(21, 115, 78, 22, 6), art.Ink)
	b.fill(r, art.GoldPaint(116, 136))
	b.fill(art.RoundRect(24, 118, 72, 16, 4), art.Hex(0x2a1c18))
	b.display(fc, word, 12, 60, 130.5, 64, art.GoldLight, 0)
	return c
}
