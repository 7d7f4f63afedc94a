package art

import "math"

// Title emblems, 200x130: a small framed scene for each game's tile on the
// title screen. Text is left to the app.

const emW, emH = 200, 130

func emblemSprites(fc Faces) []Sprite {
	return []Sprite{
		emblem("title/heromustdie", heroMustDieScene),
		emblem("title/herohouse", heroHouseScene),
		emblem("title/herodice", func(cv *Canvas) { heroDiceScene(cv, fc) }),
		emblem("title/heroica", heroicaScene),
		emblem("title/dieinthedungeon", func(cv *Canvas) { dungeonScene(cv, fc) }),
		logo(fc),
	}
}

// emblem frames a scene: ink edge, the scene clipped to rounded corners, a
// vignette and a thin gold rule.
func emblem(name string, scene func(*Canvas)) Sprite {
	cv := NewCanvas(emW, emH)
	cv.Fill(RoundRect(0.5, 0.5, emW-1, emH-1, 11), Ink)
	sc := NewCanvas(emW, emH)
	scene(sc)
	inner := RoundRect(2.5, 2.5, emW-5, emH-5, 9)
	clip := cv.Mask(inner)
	cv.DrawMasked(sc, clip)
	cv.FillMask(clip.Minus(cv.Mask(RoundRect(6, 6, emW-12, emH-12, 8)).Blur(6)), Color{0.05, 0.02, 0, 0.45})
	cv.Fill(StrokePath(1, true, RoundRect(5, 5, emW-10, emH-10, 7)), Gold.Alpha(0.75))
	return NewSprite(name, cv)
}

// glowAt paints a soft round light.
func glowAt(cv *Canvas, c Pt, r float64, col Color) {
	cv.Fill(Circle(c, r), Radial{c, r, []Stop{{0, col}, {1, col.Alpha(0)}}})
}

// bricks fills the canvas with a stone wall.
func bricks(cv *Canvas, base Color, bw, bh float64, seed uint32) {
	cv.Fill(Rect(0, 0, emW, emH), base.Darker(0.55))
	row := 0
	for y := -bh / 2; y < emH; y += bh {
		off := 0.0
		if row%2 == 1 {
			off = bw / 2
		}
		i := 0
		for x := -off; x < emW; x += bw {
			v := Hash2(i, row, seed)
			col := base.Mix(base.Darker(0.3), v)
			cv.Fill(RoundRect(x+1, y+1, bw-2, bh-2, 2.5), Grain{col, 0.12, 4, 4, seed + uint32(i)})
			cv.Fill(RoundRect(x+1, y+1, bw-2, 1.5, 0.7), Color{1, 1, 1, 0.08})
			i++
		}
		row++
	}
}

func heroMustDieScene(cv *Canvas) {
	cv.Fill(Rect(0, 0, emW, emH), Radial{P(100, 70), 130, []Stop{{0, Hex(0x5b2f7a)}, {0.6, Hex(0x2d1640)}, {1, Hex(0x150a20)}}})
	for i := 0; i < 30; i++ {
		p := P(Hash2(i, 1, 7)*emW, Hash2(i, 2, 7)*emH*0.7)
		cv.Fill(Circle(p, 0.5+Hash2(i, 3, 7)), Color{1, 0.95, 0.8, 0.5})
	}
	// The dungeon tower the mages defend, five floors high.
	tower := Join(Rect(18, 22, 34, 110), Rect(14, 14, 42, 12))
	for x := 14.0; x < 56; x += 10.5 {
		tower.Append(Rect(x, 6, 6, 10))
	}
	cv.Fill(tower, Hex(0x140a1c))
	for f := 0; f < 5; f++ {
		cv.Fill(RoundRect(31, 32+float64(f)*19, 8, 10, 3.5), Hex(0xb882ff).Alpha(0.55+0.08*float64(f)))
	}
	tower2 := Join(Rect(150, 40, 30, 90), Rect(146, 32, 38, 10))
	for x := 146.0; x < 184; x += 9.5 {
		tower2.Append(Rect(x, 25, 5.5, 9))
	}
	cv.Fill(tower2, Hex(0x1a0d24))
	// Mage fire on both sides of the doomed hero's helm.
	for _, s := range []float64{-1, 1} {
		flame(cv, P(100+s*52, 96), 18, Hex(0x9d5cff), Hex(0xe8d4ff))
	}
	glowAt(cv, P(100, 66), 56, Hex(0xb47cff).Alpha(0.5))
	Helm(cv, P(100, 68), 1)
}

// flame is a magic fire, base at b, h px tall.
func flame(cv *Canvas, b Pt, h float64, col, core Color) {
	// Three tongues: a tall middle one and two short side ones.
	shape := func(k float64) Path { return FlamePath(b, h*k) }
	glowAt(cv, b.Add(P(0, -h*0.8)), h*2, col.Alpha(0.45))
	cv.FillMask(cv.Mask(shape(1)).Dilate(1.2), Ink.Alpha(0.8))
	cv.Fill(shape(1), Vertical(b.Y-h*2.2, b.Y, col.Lighter(0.2), col.Darker(0.2)))
	cv.Fill(shape(0.55).Move(0, 1), core)
}

// Helm is a knight's great helm with a crack: the hero who must die.
func Helm(cv *Canvas, c Pt, k float64) {
	m := Affine{k, 0, c.X, 0, k, c.Y}
	var body Path
	body.MoveTo(P(-30, 40))
	body.LineTo(P(-30, -12))
	body.CubeTo(P(-30, -36), P(-16, -46), P(0, -46))
	body.CubeTo(P(16, -46), P(30, -36), P(30, -12))
	body.LineTo(P(30, 40))
	body.CubeTo(P(10, 46), P(-10, 46), P(-30, 40))
	body.Close()
	body = body.Transform(m)
	cv.Shadow(body, 3, 5, 4, Color{0, 0, 0, 0.5})
	cv.FillMask(cv.Mask(body).Dilate(2), Ink)
	cv.Fill(body, Linear{c.Add(P(-30*k, 0)), c.Add(P(30*k, 0)), []Stop{{0, Hex(0x8d97a2)}, {0.3, Hex(0xeef2f5)}, {0.55, Steel}, {1, Hex(0x4e5862)}}})
	// Riveted band and the visor slits.
	cv.Fill(Rect(-30, -6, 60, 7).Transform(m), Hex(0x6d7882).Alpha(0.6))
	cv.Fill(Join(RoundRect(-24, -4, 20, 5, 2), RoundRect(4, -4, 20, 5, 2)).Transform(m), Hex(0x120c10))
	cv.Fill(Rect(-3, -44, 6, 84).Transform(m), Linear{c.Add(P(-3*k, 0)), c.Add(P(3*k, 0)), []Stop{{0, Hex(0xf5f7f9)}, {1, Hex(0x7d8792)}}})
	var holes Path
	for i := 0; i < 4; i++ {
		for j := 0; j < 2; j++ {
			holes.Append(Circle(P(12+float64(j)*7, 12+float64(i)*6), 1.4))
		}
	}
	cv.Fill(holes.Transform(m), Hex(0x120c10))
	var rivets Path
	for x := -26.0; x <= 26; x += 13 {
		rivets.Append(Circle(P(x, -9), 1.5))
	}
	cv.Fill(rivets.Transform(m), GoldLight)
	crack := Stroke(1.6, false, P(-20, -36), P(-14, -26), P(-18, -18), P(-10, -10)).Transform(m)
	cv.Fill(crack, Hex(0x1a1014))
	// Plume.
	var plume Path
	plume.MoveTo(P(0, -46))
	plume.CubeTo(P(6, -62), P(26, -64), P(40, -54))
	plume.CubeTo(P(26, -56), P(14, -52), P(4, -44))
	plume.Close()
	plume = plume.Transform(m)
	cv.FillMask(cv.Mask(plume).Dilate(1.5), Ink)
	cv.Fill(plume, Vertical(c.Y-64*k, c.Y-44*k, Hex(0xe04a3c), Hex(0x8c1e18)))
}

func heroHouseScene(cv *Canvas) {
	cv.Fill(Rect(0, 0, emW, emH), Radial{P(100, 40), 150, []Stop{{0, Hex(0xe7a85a)}, {0.5, Hex(0x9a5a2a)}, {1, Hex(0x4a2613)}}})
	// Table top planks.
	for i := 0; i < 4; i++ {
		y := 84 + float64(i)*13
		cv.Fill(Rect(0, y, emW, 12.2), Grain{Vertical(y, y+13, Hex(0x8a5530), Hex(0x6a3d20)), 0.15, 40, 2, uint32(30 + i)})
	}
	glowAt(cv, P(100, 50), 70, Hex(0xffe2a0).Alpha(0.45))
	// A fan of three hero cards, each with its white and black dots.
	for i, a := range []float64{-22, 0, 22} {
		rot := Rotate(Deg(a), P(100, 150))
		card := RoundRect(78, 22, 44, 64, 5).Transform(rot)
		cv.Shadow(card, 2, 3, 2, Color{0, 0, 0, 0.4})
		cv.FillMask(cv.Mask(card).Dilate(1.3), Ink)
		cv.Fill(card, Vertical(22, 86, Parch, ParchMid))
		cv.Fill(StrokePath(0.8, true, RoundRect(81, 25, 38, 58, 3).Transform(rot)), Gold)
		var w, b Path
		for j := 0; j < 1+i%2; j++ {
			w.Append(Circle(rot.Apply(P(88+float64(j)*7, 76)), 2.6))
		}
		for j := 0; j < 2-i%2; j++ {
			b.Append(Circle(rot.Apply(P(112-float64(j)*7, 76)), 2.6))
		}
		cv.FillMask(cv.Mask(w).Dilate(1), Ink)
		cv.Fill(w, White)
		cv.Fill(b, Hex(0x1a1410))
		hero := Join(Circle(P(100, 40), 6), RoundPolygon(3, P(92, 66), P(95, 49), P(105, 49), P(108, 66)))
		cv.Fill(hero.Transform(rot), Hex(0x7a4a2a).Alpha(0.75))
	}
	// The house the heroes build, on a banner in front.
	house := RoundPolygon(1.5, P(82, 98), P(100, 82), P(118, 98), P(114, 98), P(114, 118), P(86, 118), P(86, 98))
	cv.Shadow(house, 2, 3, 2, Color{0, 0, 0, 0.5})
	cv.FillMask(cv.Mask(house).Dilate(1.6), Ink)
	cv.Fill(house, Vertical(82, 118, GoldLight, Gold))
	cv.Fill(RoundRect(96, 106, 8, 12, 3), WoodDark)
	cv.Fill(Polygon(P(80, 99), P(100, 80), P(120, 99), P(116, 100), P(100, 86), P(84, 100)), Hex(0xa8322a))
	// Treasure: coins either side.
	for _, p := range []Pt{P(40, 104), P(52, 110), P(34, 114), P(158, 106), P(168, 112), P(150, 115)} {
		coinAt(cv, p, 7)
	}
}

// coinAt is a small gold coin seen at an angle.
func coinAt(cv *Canvas, c Pt, r float64) {
	cv.FillMask(cv.Mask(Join(Ellipse(c, r, r*0.55), Ellipse(c.Add(P(0, 2)), r, r*0.55))).Dilate(1), Ink)
	cv.Fill(Ellipse(c.Add(P(0, 2)), r, r*0.55), GoldDark)
	cv.Fill(Ellipse(c, r, r*0.55), Radial{c.Add(P(-r*0.3, -r*0.2)), r, []Stop{{0, GoldLight}, {1, Gold}}})
	cv.Fill(StrokePath(0.7, true, Ellipse(c, r*0.65, r*0.35)), GoldDark.Alpha(0.7))
}

func heroDiceScene(cv *Canvas, fc Faces) {
	bricks(cv, Hex(0x6f6258), 30, 16, 3)
	glowAt(cv, P(36, 40), 60, Hex(0xffb347).Alpha(0.55))
	torch(cv, P(36, 48))
	glowAt(cv, P(118, 70), 60, Hex(0xffd9a0).Alpha(0.25))
	Sword(cv, P(166, 22), P(76, 118), 10)
	k := DieKinds[6] // herodie
	rot := AxisAngle(V3{1, 0, 0}, Deg(-28)).Then(AxisAngle(V3{0, 1, 0}, Deg(35))).Then(AxisAngle(V3{0, 0, 1}, Deg(-8)))
	at := P(112, 70)
	cv.FillMask(cv.Mask(Ellipse(at.Add(P(4, 36)), 40, 9)).Blur(4), Color{0, 0, 0, 0.5})
	renderSolid(cv, fc, SolidOf("d6"), k, rot, 44, at)
}

// torch is a wall torch with its flame, bracket at b.
func torch(cv *Canvas, b Pt) {
	stick := RoundPolygon(1, b.Add(P(-4, -8)), b.Add(P(4, -8)), b.Add(P(2, 20)), b.Add(P(-2, 20)))
	cv.FillMask(cv.Mask(stick).Dilate(1.2), Ink)
	cv.Fill(stick, WoodDark)
	cv.Fill(RoundRect(b.X-6, b.Y+4, 12, 4, 1.5), Hex(0x3a3430))
	flame(cv, b.Add(P(0, -8)), 11, Hex(0xf08a24), Hex(0xffe9a0))
}

func heroicaScene(cv *Canvas) {
	cv.Fill(Rect(0, 0, emW, emH), Vertical(0, emH, Hex(0x6fa6d8), Hex(0xd8e6c8)))
	// Hills and a castle.
	var hills Path
	hills.MoveTo(P(0, 100))
	hills.CubeTo(P(50, 84), P(120, 96), P(200, 88))
	hills.LineTo(P(200, 130))
	hills.LineTo(P(0, 130))
	hills.Close()
	castle := Join(Rect(26, 44, 148, 60), Rect(18, 26, 30, 78), Rect(152, 26, 30, 78), Rect(84, 16, 32, 88))
	for _, t := range []struct{ x0, x1, y float64 }{{18, 48, 18}, {152, 182, 18}, {84, 116, 8}, {48, 84, 36}, {116, 152, 36}} {
		for x := t.x0; x+5 <= t.x1+0.1; x += 8.3 {
			castle.Append(Rect(x, t.y, 5, 9))
		}
	}
	cv.Fill(castle, Grain{Vertical(10, 104, Hex(0x9aa3ad), Hex(0x6c7580)), 0.08, 5, 5, 40})
	cv.Fill(Join(RoundRect(29, 40, 8, 14, 4), RoundRect(163, 40, 8, 14, 4), RoundRect(96, 28, 8, 14, 4)), Hex(0x2a2f3a))
	cv.Fill(hills, Vertical(84, 130, Hex(0x6a9a4a), Hex(0x3e6a2e)))
	glowAt(cv, P(100, 72), 50, Color{1, 0.97, 0.85, 0.5})
	Sword(cv, P(58, 30), P(150, 116), 9)
	Sword(cv, P(142, 30), P(50, 116), 9)
	HeaterShield(cv, P(100, 70), 34)
}

func dungeonScene(cv *Canvas, fc Faces) {
	bricks(cv, Hex(0x5d5148), 26, 14, 9)
	arch := Join(Rect(58, 48, 84, 90), Circle(P(100, 50), 42))
	cv.FillMask(cv.Mask(arch).Dilate(5), Hex(0x3d332c))
	var stones Path
	for i := 0; i <= 8; i++ {
		a := math.Pi + math.Pi*float64(i)/8
		stones.Append(StrokeButt(1.2, Polar(P(100, 50), 42, a), Polar(P(100, 50), 48, a)))
	}
	cv.Fill(stones, Ink.Alpha(0.6))
	cv.Fill(arch, Radial{P(100, 80), 60, []Stop{{0, Hex(0x1c120c)}, {1, Hex(0x050302)}}})
	// The monster in the dark: two eyes.
	for _, x := range []float64{88, 112} {
		glowAt(cv, P(x, 62), 9, Hex(0xffd23c).Alpha(0.6))
		cv.Fill(Ellipse(P(x, 62), 4.5, 3), Hex(0xffe27a))
		cv.Fill(Ellipse(P(x, 62), 1.2, 2.6), Ink)
	}
	cv.Fill(Rect(0, 112, emW, 18), Vertical(112, 130, Hex(0x4a3f36), Hex(0x2e2620)))
	glowAt(cv, P(100, 100), 70, Hex(0xffb347).Alpha(0.25))
	for _, d := range []struct {
		id    string
		at    Pt
		scale float64
		rot   Rotation
	}{
		{"d4", P(44, 104), 20, AxisAngle(V3{1, 0.3, 0}.Norm(), Deg(-60))},
		{"d12", P(158, 102), 22, AxisAngle(V3{0.4, 1, 0.2}.Norm(), Deg(30))},
		{"d20", P(100, 102), 27, AxisAngle(V3{1, 0.2, 0.4}.Norm(), Deg(20))},
	} {
		k := DieKinds[0]
		for _, kk := range DieKinds {
			if kk.ID == d.id {
				k = kk
			}
		}
		cv.FillMask(cv.Mask(Ellipse(d.at.Add(P(3, d.scale*0.9)), d.scale, d.scale*0.25)).Blur(3), Color{0, 0, 0, 0.6})
		renderSolid(cv, fc, SolidOf(d.id), k, d.rot, d.scale, d.at)
	}
}
