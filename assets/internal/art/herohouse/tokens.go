package herohouse

import (
	"math"

	"github.com/herotable/herotable/assets/internal/art"
)

// Hero House tokens and markers: the gold treasure chip and a stack of
// them, the dealer button, the monster player's horned mask, the "out"
// stop sign and the house badge. Each has its own outline shape, not only
// its own colour.

func hhTokens(fc art.Faces) []art.Sprite {
	return []art.Sprite{
		art.NewSprite("herohouse/token/treasure", treasureChip()),
		art.NewSprite("herohouse/token/stack", treasureStack()),
		art.NewSprite("herohouse/marker/dealer", dealerButton(fc)),
		art.NewSprite("herohouse/marker/monster", monsterMarker()),
		art.NewSprite("herohouse/marker/out", outMarker()),
		art.NewSprite("herohouse/badge/house", houseBadge()),
	}
}

// goldChip draws a chip seen from slightly above: top face of radius r
// around c, edge t px thick below it.
func goldChip(c *art.Canvas, at art.Pt, r, squash, t float64) {
	top := art.Ellipse(at, r, r*squash)
	side := art.Join(art.Ellipse(at.Add(art.P(0, t)), r, r*squash), art.Rect(at.X-r, at.Y, 2*r, t))
	c.FillMask(c.Mask(art.Join(top, side)).Dilate(math.Max(1, r*0.05)), art.Ink)
	c.Fill(side, art.Linear{A: at.Add(art.P(-r, 0)), B: at.Add(art.P(r, 0)), Stops: []art.Stop{
		{T: 0, C: art.GoldDark}, {T: 0.35, C: art.Gold}, {T: 1, C: art.GoldDark.Darker(0.3)},
	}})
	// Notches round the rim, on the side and on the top face.
	var notches art.Path
	for i := 0; i < 12; i++ {
		a := 2 * math.Pi * (float64(i) + 0.5) / 12
		x := at.X + r*math.Cos(a)
		if math.Sin(a) > 0.05 {
			notches.Append(art.Rect(x-r*0.07, at.Y+r*squash*math.Sin(a)-1, r*0.14, t+1))
		}
	}
	c.FillMask(c.Mask(notches).Times(c.Mask(side)), art.Hex(0xfff1c0).Alpha(0.75))
	c.Fill(top, art.Radial{C: at.Add(art.P(-r*0.3, -r*squash*0.4)), R: r * 1.2, Stops: []art.Stop{
		{T: 0, C: art.GoldLight}, {T: 0.55, C: art.Gold}, {T: 1, C: art.Hex(0xb0801f)},
	}})
	var rim art.Path
	for i := 0; i < 12; i++ {
		a := 2 * math.Pi * (float64(i) + 0.5) / 12
		rim.Append(art.Ellipse(art.P(at.X+r*0.87*math.Cos(a), at.Y+r*squash*0.87*math.Sin(a)), r*0.09, r*squash*0.09))
	}
	c.Fill(rim, art.Hex(0xfff1c0).Alpha(0.85))
	c.Fill(art.StrokePath(math.Max(0.8, r*0.05), true, art.Ellipse(at, r*0.68, r*squash*0.68)), art.GoldDark)
	star := art.Polygon(art.StarPoints(art.P(0, 0), 5, r*0.45, r*0.2)...).Transform(art.Affine{A: 1, B: 0, C: at.X, D: 0, E: squash, F: at.Y + r*squash*0.03})
	c.Fill(star.Move(r*0.03, r*0.04), art.GoldDark.Alpha(0.8))
	c.Fill(star, art.GoldLight)
}

func treasureChip() *art.Canvas {
	c := art.NewCanvas(64, 64)
	c.FillMask(c.Mask(art.Ellipse(art.P(32, 52), 26, 7)).Blur(3), art.Color{R: 0, G: 0, B: 0, A: 0.45})
	goldChip(c, art.P(32, 29), 27, 0.82, 6)
	return c
}

func treasureStack() *art.Canvas {
	c := art.NewCanvas(96, 96)
	c.FillMask(c.Mask(art.Ellipse(art.P(48, 82), 42, 9)).Blur(3), art.Color{R: 0, G: 0, B: 0, A: 0.45})
	for i := 0; i < 3; i++ {
		goldChip(c, art.P(70, 74-float64(i)*6), 20, 0.45, 5)
	}
	for i := 0; i < 5; i++ {
		goldChip(c, art.P(40, 70-float64(i)*7), 22, 0.45, 5.5)
	}
	goldChip(c, art.P(20, 80), 16, 0.45, 4)
	return c
}

// dealerButton is a white disc with a D, like a card-room dealer button.
func dealerButton(fc art.Faces) *art.Canvas {
	c := art.NewCanvas(48, 48)
	ctr := art.P(24, 22.5)
	c.FillMask(c.Mask(art.Ellipse(art.P(24, 41), 18, 4)).Blur(2), art.Color{R: 0, G: 0, B: 0, A: 0.4})
	c.Fill(art.Join(art.Circle(ctr, 20.5), art.Circle(ctr.Add(art.P(0, 3)), 20.5)), art.Ink)
	c.Fill(art.Circle(ctr.Add(art.P(0, 2.4)), 19.2), art.Hex(0xb8b0a0))
	c.Fill(art.Circle(ctr, 19.2), art.Radial{C: ctr.Add(art.P(-6, -7)), R: 26, Stops: []art.Stop{{T: 0, C: art.White}, {T: 1, C: art.Hex(0xe2dccf)}}})
	c.Fill(art.StrokePath(1.2, true, art.Circle(ctr, 15.5)), art.Ink.Alpha(0.7))
	d, _ := art.Text(fc.Bold, 100, 0, "D")
	a, b := d.Bounds()
	k := 17 / (b.Y - a.Y)
	c.Fill(d.Transform(art.Scale(k, k)).Centered(ctr), art.Ink)
	return c
}

// monsterMarker is a horned monster mask: the player now playing the
// monster.
func monsterMarker() *art.Canvas {
	c := art.NewCanvas(48, 48)
	monsterFace(art.PenAt(c, art.P(24, 27), 1))
	return c
}

// monsterFace is the horned purple mask, about 44 units tall, centred a
// little below local (0, 0).
func monsterFace(p art.Pen) {
	for _, q := range []art.Pen{p, p.Mirrored()} {
		var horn art.Path
		horn.MoveTo(art.P(7, -10))
		horn.CubeTo(art.P(13, -13), art.P(18, -18), art.P(19, -25))
		horn.CubeTo(art.P(21, -18), art.P(19, -9), art.P(13, -4))
		horn.Close()
		q.Shape(horn, art.Bone)
	}
	face := art.Blob(art.P(-15, -6), art.P(-9, -13), art.P(0, -15), art.P(9, -13), art.P(15, -6), art.P(16, 5), art.P(9, 15), art.P(0, 18), art.P(-9, 15), art.P(-16, 5))
	p.Shape(face, art.Hex(0x6a3a9a))
	for _, q := range []art.Pen{p, p.Mirrored()} {
		q.Flat(art.Polygon(art.P(2, -5), art.P(11, -8), art.P(10, 0), art.P(3, -1)), art.Hex(0xffd23c))
		q.Flat(art.Circle(art.P(7, -3.6), 1.6), art.Ink)
		q.Line(2, art.Ink, art.P(1.5, -7.5), art.P(12, -11))
	}
	mouth := art.Blob(art.P(-9, 5), art.P(0, 7), art.P(9, 5), art.P(6, 12), art.P(0, 13.5), art.P(-6, 12))
	p.Flat(mouth, art.Hex(0x2a0c18))
	for _, x := range []float64{-5, 5} {
		p.Flat(art.Polygon(art.P(x-2.2, 5.6), art.P(x+2.2, 5.6), art.P(x, 10)), art.White)
	}
}

// outMarker is a red octagonal stop sign with a white cross.
func outMarker() *art.Canvas {
	c := art.NewCanvas(48, 48)
	ctr := art.P(24, 24)
	oct := art.RegularPoints(ctr, 8, 22, art.Deg(22.5))
	c.Fill(art.Polygon(art.RegularPoints(ctr.Add(art.P(0, 1)), 8, 23, art.Deg(22.5))...), art.Color{R: 0, G: 0, B: 0, A: 0.35})
	c.Fill(art.RoundPolygon(2, oct...), art.Ink)
	c.Fill(art.RoundPolygon(2, art.RegularPoints(ctr, 8, 20.5, art.Deg(22.5))...), art.White)
	c.Fill(art.RoundPolygon(1.5, art.RegularPoints(ctr, 8, 18, art.Deg(22.5))...), art.Radial{C: ctr.Add(art.P(-5, -6)), R: 26, Stops: []art.Stop{
		{T: 0, C: art.Hex(0xe0483a)}, {T: 1, C: art.Hex(0x8e1c16)},
	}})
	c.Fill(art.Join(art.Stroke(6, false, art.P(16, 16), art.P(32, 32)), art.Stroke(6, false, art.P(32, 16), art.P(16, 32))), art.White)
	return c
}

// houseBadge marks a seat that made a hero house: the house with its
// balance, on a green roundel.
func houseBadge() *art.Canvas {
	c := art.NewCanvas(48, 48)
	ctr := art.P(24, 24)
	c.Fill(art.Circle(ctr, 23), art.Ink)
	c.Fill(art.Circle(ctr, 21.6), art.Radial{C: ctr.Add(art.P(-6, -7)), R: 28, Stops: []art.Stop{
		{T: 0, C: art.Hex(0x5aa05a)}, {T: 1, C: art.Hex(0x24582a)},
	}})
	houseEmblem(c, ctr.Add(art.P(0, 1.5)), 15.5)
	return c
}
