package art

// DIE in the Dungeon! creature standees, 96x128: each creature as a
// cardboard cut-out (a cream border round its outline) slotted into a dark
// oval base. Each is told by its silhouette, so it reads at half size: an
// eyeball bristling with eye stalks, a hunched troll with a bone club, a
// horned demon in flames, a goblin with a rake over a heap of dice, a
// knight with a tombstone for a shield.

// DieCreatures are the creature ids, in the order of creatures.go.
var DieCreatures = []string{"deyeroller", "troll", "diemon", "dierake", "tombstones"}

// dieStandee draws creature id on its base.
func dieStandee(id string) *Canvas {
	fig := NewCanvas(96, 128)
	p := penAt(fig, P(48, 62), 1)
	switch id {
	case "deyeroller":
		deyeroller(p)
	case "troll":
		trollOBones(p)
	case "diemon":
		diemon(p)
	case "dierake":
		dierake(p)
	case "tombstones":
		tombstones(p)
	default:
		panic("no standee " + id)
	}
	c := NewCanvas(96, 128)
	c.Fill(Ellipse(P(49, 118), 42, 8), Color{0, 0, 0, 0.35})
	c.Fill(Ellipse(P(48, 112), 38, 9), ink)
	c.Fill(Ellipse(P(48, 111), 36.5, 7.8), Vertical(103, 119, Hex(0x5a5048), Hex(0x2a2420)))
	a := fig.Alpha()
	c.FillMask(a.Dilate(3.6), ink)
	c.FillMask(a.Dilate(2.6), Hex(0xf3ead4))
	c.Draw(fig, 1)
	// The base's front lip holds the cut-out.
	var lip Path
	lip.MoveTo(P(12, 111))
	lip.CubeTo(P(20, 121), P(76, 121), P(84, 111))
	lip.LineTo(P(84, 114))
	lip.CubeTo(P(76, 125), P(20, 125), P(12, 114))
	lip.Close()
	c.Fill(lip, ink)
	c.Fill(RoundRect(22, 108, 52, 6, 2.5), Vertical(108, 114, Hex(0x6a6058), Hex(0x3a322c)))
	c.Fill(StrokePath(1, true, RoundRect(22, 108, 52, 6, 2.5)), ink)
	return c
}

// eyeball is an eye of radius r looking toward dir (unit-ish).
func eyeball(p pen, at Pt, r float64, look Pt, iris Color) {
	p.shape(Circle(at, r), Hex(0xfbf6ec))
	p.flat(Circle(at.Add(look.Mul(r*0.35)), r*0.58), iris)
	p.flat(Circle(at.Add(look.Mul(r*0.45)), r*0.28), ink)
	p.flat(Circle(at.Add(P(-r*0.3, -r*0.35)), r*0.16), White)
}

func deyeroller(p pen) {
	flesh := Hex(0x8a4a9c)
	for i, s := range [][2]Pt{
		{P(-14, -18), P(-30, -38)}, {P(-4, -24), P(-8, -46)}, {P(8, -24), P(14, -46)},
		{P(16, -18), P(32, -36)}, {P(-22, -6), P(-38, -14)}, {P(22, -6), P(38, -12)},
	} {
		p.limb(3.5, flesh.Darker(0.1), s[0], s[0].Lerp(s[1], 0.5).Add(P(float64(i%2*4-2), 0)), s[1])
		eyeball(p, s[1], 6.5, P(float64(i%3-1)*0.6, 0.5), Hex(0x3a9a4a))
	}
	p.shape(Circle(P(0, 6), 28), flesh)
	p.flat(Ellipse(P(-9, -8), 10, 6), Color{1, 1, 1, 0.15})
	eyeball(p, P(0, 0), 15, P(0, 0.3), Hex(0xd8a020))
	var mouth Path
	mouth.MoveTo(P(-15, 20))
	mouth.CubeTo(P(-8, 30), P(8, 30), P(15, 20))
	mouth.CubeTo(P(6, 24), P(-6, 24), P(-15, 20))
	mouth.Close()
	p.flat(mouth, ink)
	for _, x := range []float64{-9, -3, 3, 9} {
		p.flat(Polygon(P(x-2, 22.5), P(x+2, 22.5), P(x, 26)), bone)
	}
}

func trollOBones(p pen) {
	hide := Hex(0x6f8a5a)
	p.limb(9, hide, P(-18, 6), P(-20, 44))
	p.limb(9, hide, P(14, 10), P(18, 44))
	p.shape(Ellipse(P(-20, 45), 8, 4), hide.Darker(0.2))
	p.shape(Ellipse(P(19, 45), 8, 4), hide.Darker(0.2))
	p.shape(blob(P(-28, -16), P(-6, -26), P(24, -18), P(28, 6), P(20, 22), P(-20, 22), P(-30, 4)), hide)
	p.shape(RoundRect(-24, 12, 46, 10, 3), Hex(0x7a5a3a))
	for i := 0; i < 3; i++ {
		y := -8 + float64(i)*6
		p.line(2.2, bone, curve(P(-14, y), P(-4, y-3), P(4, y), 4)...)
		p.line(2.2, bone, curve(P(4, y), P(12, y-3), P(18, y+1), 4)...)
	}
	// The bone club, raised in the right fist.
	p.limb(8, hide, P(22, -12), P(34, -2), P(32, -22))
	p.shape(Join(Stroke(5, false, P(30, -18), P(38, -50)), Circle(P(37, -52), 5), Circle(P(42, -50), 4.5)), bone)
	p.shape(Circle(P(31, -20), 5), hide)
	p.limb(8, hide, P(-24, -10), P(-34, 8), P(-28, 18))
	// Head: low between the shoulders, tusks and heavy brow.
	p.shape(Ellipse(P(-4, -30), 14, 12), hide.Lighter(0.08))
	p.flat(RoundRect(-15, -36, 22, 4, 2), hide.Darker(0.35))
	p.flat(Join(Circle(P(-9, -31), 2), Circle(P(1, -31), 2)), Hex(0xf0d040))
	p.flat(Join(Circle(P(-9, -31), 0.9), Circle(P(1, -31), 0.9)), ink)
	p.line(2, ink, P(-11, -23), P(3, -23))
	p.shape(Join(Polygon(P(-10, -23), P(-7, -23), P(-9, -29)), Polygon(P(-1, -23), P(2, -23), P(1, -29))), bone)
	p.shape(Join(Polygon(P(-18, -40), P(-14, -37), P(-20, -46)), Polygon(P(6, -40), P(10, -37), P(12, -46))), bone)
}

func diemon(p pen) {
	red := Hex(0xc0302a)
	p.shape(blob(P(-30, 40), P(-36, 6), P(-26, -30), P(-14, -14), P(-6, -46), P(6, -18), P(18, -42), P(24, -10), P(36, -20), P(34, 20), P(30, 42)), Hex(0xf08a22))
	p.flat(blob(P(-22, 38), P(-24, 8), P(-16, -8), P(-4, -24), P(6, -4), P(16, -16), P(24, 14), P(22, 38)), Hex(0xfcd24a))
	// Bat wings behind the shoulders.
	for _, s := range []float64{-1, 1} {
		p.shape(Polygon(P(s*10, -14), P(s*42, -34), P(s*38, -18), P(s*44, -10), P(s*34, -4), P(s*36, 4), P(s*12, 0)), red.Darker(0.35))
	}
	p.limb(9, red.Darker(0.1), P(-9, 14), P(-12, 44))
	p.limb(9, red.Darker(0.1), P(9, 14), P(12, 44))
	p.shape(Polygon(P(-16, 40), P(-6, 40), P(-11, 48)), ink)
	p.shape(Polygon(P(6, 40), P(16, 40), P(11, 48)), ink)
	p.shape(blob(P(-16, -14), P(16, -14), P(14, 6), P(8, 18), P(-8, 18), P(-14, 6)), red)
	p.limb(6, red, P(-14, -10), P(-24, 6), P(-26, -6))
	p.limb(6, red, P(14, -10), P(24, 6), P(28, -6))
	p.shape(Join(Circle(P(-26, -7), 4), Circle(P(28, -7), 4)), red.Darker(0.1))
	// Horned head.
	for _, s := range []float64{-1, 1} {
		p.shape(Polygon(P(s*9, -30), P(s*20, -35), P(s*25, -50), P(s*14, -41), P(s*4, -35)), Hex(0x3a2a22))
	}
	p.shape(blob(P(-10, -34), P(10, -34), P(11, -22), P(0, -14), P(-11, -22)), red)
	p.flat(Join(Polygon(P(-8, -28), P(-2, -26), P(-7, -24)), Polygon(P(8, -28), P(2, -26), P(7, -24))), Hex(0xfce24a))
	p.line(1.6, ink, P(-5, -19), P(0, -17), P(5, -19))
}

func dierake(p pen) {
	skin := Hex(0x7aa040)
	// The dice hoard at its feet.
	for i, d := range []struct {
		x, y float64
		c    uint32
	}{{-30, 38, 0x3462b0}, {-20, 40, 0xf0e8d6}, {-25, 30, 0xd7802c}, {22, 38, 0x982a3e}, {30, 40, 0x2e8c68}, {-12, 42, 0x7b48a8}} {
		p.shape(RoundRect(d.x-5, d.y-5, 10, 10, 2).Transform(Rotate(Deg(float64(i*17-20)), P(d.x, d.y))), Hex(d.c))
		p.flat(Circle(P(d.x, d.y), 1.3), ink)
	}
	p.limb(6.5, Hex(0x5a4630), P(-6, 14), P(-10, 40))
	p.limb(6.5, Hex(0x5a4630), P(6, 14), P(10, 40))
	p.shape(Join(Ellipse(P(-12, 42), 6, 3), Ellipse(P(12, 42), 6, 3)), Hex(0x3a2a1a))
	p.shape(blob(P(-12, -6), P(12, -6), P(14, 18), P(-14, 18)), Hex(0x8a3a2a))
	p.flat(RoundRect(-13, 10, 26, 4, 1.5), Hex(0x3a2a1a))
	p.shape(Circle(P(0, 12), 2.5), gold)
	// The rake, held upright: a long handle and a toothed head.
	p.shape(Stroke(3, false, P(22, 42), P(22, -44)), Hex(0x9a6a3a))
	var head Path
	head.Append(RoundRect(10, -50, 24, 5, 1.5))
	for i := 0; i < 5; i++ {
		x := 12 + float64(i)*5
		head.Append(Polygon(P(x-1.2, -46), P(x+1.2, -46), P(x, -38)))
	}
	p.shape(head, Hex(0x8a94a0))
	p.limb(5, skin, P(10, -2), P(18, 8), P(22, -4))
	p.limb(5, skin, P(-10, -2), P(-18, 10), P(-14, 18))
	p.shape(Circle(P(22, -4), 3.5), skin)
	// Goblin head: long ears, big nose, a greedy grin.
	for _, s := range []float64{-1, 1} {
		p.shape(Polygon(P(s*8, -26), P(s*28, -34), P(s*10, -18)), skin)
	}
	p.shape(Ellipse(P(0, -22), 11, 11), skin)
	p.flat(Join(Circle(P(-4.5, -25), 2.4), Circle(P(4.5, -25), 2.4)), Hex(0xf4e040))
	p.flat(Join(Circle(P(-4.5, -25), 1), Circle(P(4.5, -25), 1)), ink)
	p.shape(Polygon(P(-2, -23), P(2, -23), P(0, -16)), skin.Darker(0.15))
	p.line(1.5, ink, curve(P(-6, -15), P(0, -11), P(6, -15), 6)...)
	p.shape(RoundPolygon(1, P(-9, -32), P(9, -32), P(6, -40), P(0, -44), P(-6, -40)), Hex(0x5a3a6a))
}

func tombstones(p pen) {
	steel := Hex(0x7f8a96)
	p.limb(8, steel.Darker(0.2), P(-7, 14), P(-10, 44))
	p.limb(8, steel.Darker(0.2), P(7, 14), P(10, 44))
	p.shape(Join(Ellipse(P(-12, 45), 7, 3.5), Ellipse(P(12, 45), 7, 3.5)), steel.Darker(0.4))
	// Tattered cape and breastplate.
	p.shape(Polygon(P(-16, -14), P(16, -14), P(22, 34), P(12, 28), P(4, 36), P(-6, 28), P(-14, 36), P(-22, 30)), Hex(0x3a2a4a))
	p.shape(RoundPolygon(3, P(-15, -16), P(15, -16), P(12, 16), P(-12, 16)), steel)
	p.line(1.5, steel.Darker(0.4), P(0, -14), P(0, 14))
	// Sword raised in the right hand.
	p.limb(6, steel, P(12, -12), P(26, -2), P(28, -14))
	p.shape(Polygon(P(26, -16), P(30, -16), P(30, -50), P(28, -56), P(26, -50)), Hex(0xd8dee6))
	p.shape(RoundRect(20, -18, 16, 4, 1.5), goldDark)
	// Helm with a skull face.
	p.shape(RoundPolygon(3, P(-11, -40), P(11, -40), P(12, -22), P(-12, -22)), steel)
	p.flat(RoundRect(-8, -34, 16, 9, 2), ink)
	p.flat(Join(Circle(P(-3.5, -30), 1.6), Circle(P(3.5, -30), 1.6)), Hex(0x7ef0c0))
	p.shape(Polygon(P(-2, -40), P(2, -40), P(4, -52), P(0, -48), P(-4, -52)), Hex(0x6a2a3a))
	// The tombstone shield on the left arm.
	var stone Path
	stone.MoveTo(P(-36, 24))
	stone.LineTo(P(-36, -8))
	stone.CubeTo(P(-36, -22), P(-10, -22), P(-10, -8))
	stone.LineTo(P(-10, 24))
	stone.Close()
	p.shape(stone, Hex(0x9a9a92))
	p.flat(Join(RoundRect(-24.5, -10, 3, 18, 1), RoundRect(-29, -5, 12, 3, 1)), Hex(0x5a5a54))
	p.flat(Ellipse(P(-30, 22), 6, 2), Hex(0x4a7a3a))
}

// dieStandeeSprites draws the five standees.
func dieStandeeSprites(faces) []Sprite {
	var out []Sprite
	for _, id := range DieCreatures {
		out = append(out, sprite("dieinthedungeon/standee/"+id, dieStandee(id)))
	}
	return out
}
