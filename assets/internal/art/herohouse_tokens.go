package art

import "math"

// Hero House tokens and markers: the gold treasure chip and a stack of
// them, the dealer button, the monster player's horned mask, the "out"
// stop sign and the house badge. Each has its own outline shape, not only
// its own colour.

func hhTokens(fc faces) []Sprite {
	return []Sprite{
		sprite("herohouse/token/treasure", treasureChip()),
		sprite("herohouse/token/stack", treasureStack()),
		sprite("herohouse/marker/dealer", dealerButton(fc)),
		sprite("herohouse/marker/monster", monsterMarker()),
		sprite("herohouse/marker/out", outMarker()),
		sprite("herohouse/badge/house", houseBadge()),
	}
}

// goldChip draws a chip seen from slightly above: top face of radius r
// around c, edge t px thick below it.
func goldChip(c *Canvas, at Pt, r, squash, t float64) {
	top := Ellipse(at, r, r*squash)
	side := Join(Ellipse(at.Add(P(0, t)), r, r*squash), Rect(at.X-r, at.Y, 2*r, t))
	c.FillMask(c.Mask(Join(top, side)).Dilate(math.Max(1, r*0.05)), ink)
	c.Fill(side, Linear{at.Add(P(-r, 0)), at.Add(P(r, 0)), []Stop{{0, goldDark}, {0.35, gold}, {1, goldDark.Darker(0.3)}}})
	// Notches round the rim, on the side and on the top face.
	var notches Path
	for i := 0; i < 12; i++ {
		a := 2 * math.Pi * (float64(i) + 0.5) / 12
		x := at.X + r*math.Cos(a)
		if math.Sin(a) > 0.05 {
			notches.Append(Rect(x-r*0.07, at.Y+r*squash*math.Sin(a)-1, r*0.14, t+1))
		}
	}
	c.FillMask(c.Mask(notches).Times(c.Mask(side)), Hex(0xfff1c0).Alpha(0.75))
	c.Fill(top, Radial{at.Add(P(-r*0.3, -r*squash*0.4)), r * 1.2, []Stop{{0, goldLight}, {0.55, gold}, {1, Hex(0xb0801f)}}})
	var rim Path
	for i := 0; i < 12; i++ {
		a := 2 * math.Pi * (float64(i) + 0.5) / 12
		rim.Append(Ellipse(P(at.X+r*0.87*math.Cos(a), at.Y+r*squash*0.87*math.Sin(a)), r*0.09, r*squash*0.09))
	}
	c.Fill(rim, Hex(0xfff1c0).Alpha(0.85))
	c.Fill(StrokePath(math.Max(0.8, r*0.05), true, Ellipse(at, r*0.68, r*squash*0.68)), goldDark)
	star := Polygon(StarPoints(P(0, 0), 5, r*0.45, r*0.2)...).Transform(Affine{1, 0, at.X, 0, squash, at.Y + r*squash*0.03})
	c.Fill(star.Move(r*0.03, r*0.04), goldDark.Alpha(0.8))
	c.Fill(star, goldLight)
}

func treasureChip() *Canvas {
	c := NewCanvas(64, 64)
	c.FillMask(c.Mask(Ellipse(P(32, 52), 26, 7)).Blur(3), Color{0, 0, 0, 0.45})
	goldChip(c, P(32, 29), 27, 0.82, 6)
	return c
}

func treasureStack() *Canvas {
	c := NewCanvas(96, 96)
	c.FillMask(c.Mask(Ellipse(P(48, 82), 42, 9)).Blur(3), Color{0, 0, 0, 0.45})
	for i := 0; i < 3; i++ {
		goldChip(c, P(70, 74-float64(i)*6), 20, 0.45, 5)
	}
	for i := 0; i < 5; i++ {
		goldChip(c, P(40, 70-float64(i)*7), 22, 0.45, 5.5)
	}
	goldChip(c, P(20, 80), 16, 0.45, 4)
	return c
}

// dealerButton is a white disc with a D, like a card-room dealer button.
func dealerButton(fc faces) *Canvas {
	c := NewCanvas(48, 48)
	ctr := P(24, 22.5)
	c.FillMask(c.Mask(Ellipse(P(24, 41), 18, 4)).Blur(2), Color{0, 0, 0, 0.4})
	c.Fill(Join(Circle(ctr, 20.5), Circle(ctr.Add(P(0, 3)), 20.5)), ink)
	c.Fill(Circle(ctr.Add(P(0, 2.4)), 19.2), Hex(0xb8b0a0))
	c.Fill(Circle(ctr, 19.2), Radial{ctr.Add(P(-6, -7)), 26, []Stop{{0, White}, {1, Hex(0xe2dccf)}}})
	c.Fill(StrokePath(1.2, true, Circle(ctr, 15.5)), ink.Alpha(0.7))
	d, _ := Text(fc.bold, 100, 0, "D")
	a, b := d.Bounds()
	k := 17 / (b.Y - a.Y)
	c.Fill(d.Transform(Scale(k, k)).Centered(ctr), ink)
	return c
}

// monsterMarker is a horned monster mask: the player now playing the
// monster.
func monsterMarker() *Canvas {
	c := NewCanvas(48, 48)
	monsterFace(penAt(c, P(24, 27), 1))
	return c
}

// monsterFace is the horned purple mask, about 44 units tall, centred a
// little below local (0, 0).
func monsterFace(p pen) {
	for _, q := range []pen{p, p.mirrored()} {
		var horn Path
		horn.MoveTo(P(7, -10))
		horn.CubeTo(P(13, -13), P(18, -18), P(19, -25))
		horn.CubeTo(P(21, -18), P(19, -9), P(13, -4))
		horn.Close()
		q.shape(horn, bone)
	}
	face := blob(P(-15, -6), P(-9, -13), P(0, -15), P(9, -13), P(15, -6), P(16, 5), P(9, 15), P(0, 18), P(-9, 15), P(-16, 5))
	p.shape(face, Hex(0x6a3a9a))
	for _, q := range []pen{p, p.mirrored()} {
		q.flat(Polygon(P(2, -5), P(11, -8), P(10, 0), P(3, -1)), Hex(0xffd23c))
		q.flat(Circle(P(7, -3.6), 1.6), ink)
		q.line(2, ink, P(1.5, -7.5), P(12, -11))
	}
	mouth := blob(P(-9, 5), P(0, 7), P(9, 5), P(6, 12), P(0, 13.5), P(-6, 12))
	p.flat(mouth, Hex(0x2a0c18))
	for _, x := range []float64{-5, 5} {
		p.flat(Polygon(P(x-2.2, 5.6), P(x+2.2, 5.6), P(x, 10)), White)
	}
}

// outMarker is a red octagonal stop sign with a white cross.
func outMarker() *Canvas {
	c := NewCanvas(48, 48)
	ctr := P(24, 24)
	oct := RegularPoints(ctr, 8, 22, Deg(22.5))
	c.Fill(Polygon(RegularPoints(ctr.Add(P(0, 1)), 8, 23, Deg(22.5))...), Color{0, 0, 0, 0.35})
	c.Fill(RoundPolygon(2, oct...), ink)
	c.Fill(RoundPolygon(2, RegularPoints(ctr, 8, 20.5, Deg(22.5))...), White)
	c.Fill(RoundPolygon(1.5, RegularPoints(ctr, 8, 18, Deg(22.5))...), Radial{ctr.Add(P(-5, -6)), 26, []Stop{{0, Hex(0xe0483a)}, {1, Hex(0x8e1c16)}}})
	c.Fill(Join(Stroke(6, false, P(16, 16), P(32, 32)), Stroke(6, false, P(32, 16), P(16, 32))), White)
	return c
}

// houseBadge marks a seat that made a hero house: the house with its
// balance, on a green roundel.
func houseBadge() *Canvas {
	c := NewCanvas(48, 48)
	ctr := P(24, 24)
	c.Fill(Circle(ctr, 23), ink)
	c.Fill(Circle(ctr, 21.6), Radial{ctr.Add(P(-6, -7)), 28, []Stop{{0, Hex(0x5aa05a)}, {1, Hex(0x24582a)}}})
	houseEmblem(c, ctr.Add(P(0, 1.5)), 15.5)
	return c
}
