package dieinthedungeon

import "github.com/herotable/herotable/assets/internal/art"

// DIE in the Dungeon! creature standees, 96x128: each creature as a
// cardboard cut-out (a cream border round its outline) slotted into a dark
// oval base. Each is told by its silhouette, so it reads at half size: an
// eyeball bristling with eye stalks, a hunched troll with a bone club, a
// horned demon in flames, a goblin with a rake over a heap of dice, a
// knight with a tombstone for a shield.

// DieCreatures are the creature ids, in the order of creatures.go.
var DieCreatures = []string{"deyeroller", "troll", "diemon", "dierake", "tombstones"}

// dieStandee draws creature id on its base.
func dieStandee(id string) *art.Canvas {
	fig := art.NewCanvas(96, 128)
	p := art.PenAt(fig, art.P(48, 62), 1)
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
	c := art.NewCanvas(96, 128)
	c.Fill(art.Ellipse(art.P(49, 118), 42, 8), art.Color{R: 0, G: 0, B: 0, A: 0.35})
	c.Fill(art.Ellipse(art.P(48, 112), 38, 9), art.Ink)
	c.Fill(art.Ellipse(art.P(48, 111), 36.5, 7.8), art.Vertical(103, 119, art.Hex(0x5a5048), art.Hex(0x2a2420)))
	a := fig.Alpha()
	c.FillMask(a.Dilate(3.6), art.Ink)
	c.FillMask(a.Dilate(2.6), art.Hex(0xf3ead4))
	c.Draw(fig, 1)
	// The base's front lip holds the cut-out.
	var lip art.Path
	lip.MoveTo(art.P(12, 111))
	lip.CubeTo(art.P(20, 121), art.P(76, 121), art.P(84, 111))
	lip.LineTo(art.P(84, 114))
	lip.CubeTo(art.P(76, 125), art.P(20, 125), art.P(12, 114))
	lip.Close()
	c.Fill(lip, art.Ink)
	c.Fill(art.RoundRect(22, 108, 52, 6, 2.5), art.Vertical(108, 114, art.Hex(0x6a6058), art.Hex(0x3a322c)))
	c.Fill(art.StrokePath(1, true, art.RoundRect(22, 108, 52, 6, 2.5)), art.Ink)
	return c
}

// eyeball is an eye of radius r looking toward dir (unit-ish).
func eyeball(p art.Pen, at art.Pt, r float64, look art.Pt, iris art.Color) {
	p.Shape(art.Circle(at, r), art.Hex(0xfbf6ec))
	p.Flat(art.Circle(at.Add(look.Mul(r*0.35)), r*0.58), iris)
	p.Flat(art.Circle(at.Add(look.Mul(r*0.45)), r*0.28), art.Ink)
	p.Flat(art.Circle(at.Add(art.P(-r*0.3, -r*0.35)), r*0.16), art.White)
}

func deyeroller(p art.Pen) {
	flesh := art.Hex(0x8a4a9c)
	for i, s := range [][2]art.Pt{
		{art.P(-14, -18), art.P(-30, -38)}, {art.P(-4, -24), art.P(-8, -46)}, {art.P(8, -24), art.P(14, -46)},
		{art.P(16, -18), art.P(32, -36)}, {art.P(-22, -6), art.P(-38, -14)}, {art.P(22, -6), art.P(38, -12)},
	} {
		p.Limb(3.5, flesh.Darker(0.1), s[0], s[0].Lerp(s[1], 0.5).Add(art.P(float64(i%2*4-2), 0)), s[1])
		eyeball(p, s[1], 6.5, art.P(float64(i%3-1)*0.6, 0.5), art.Hex(0x3a9a4a))
	}
	p.Shape(art.Circle(art.P(0, 6), 28), flesh)
	p.Flat(art.Ellipse(art.P(-9, -8), 10, 6), art.Color{R: 1, G: 1, B: 1, A: 0.15})
	eyeball(p, art.P(0, 0), 15, art.P(0, 0.3), art.Hex(0xd8a020))
	var mouth art.Path
	mouth.MoveTo(art.P(-15, 20))
	mouth.CubeTo(art.P(-8, 30), art.P(8, 30), art.P(15, 20))
	mouth.CubeTo(art.P(6, 24), art.P(-6, 24), art.P(-15, 20))
	mouth.Close()
	p.Flat(mouth, art.Ink)
	for _, x := range []float64{-9, -3, 3, 9} {
		p.Flat(art.Polygon(art.P(x-2, 22.5), art.P(x+2, 22.5), art.P(x, 26)), art.Bone)
	}
}

func trollOBones(p art.Pen) {
	hide := art.Hex(0x6f8a5a)
	p.Limb(9, hide, art.P(-18, 6), art.P(-20, 44))
	p.Limb(9, hide, art.P(14, 10), art.P(18, 44))
	p.Shape(art.Ellipse(art.P(-20, 45), 8, 4), hide.Darker(0.2))
	p.Shape(art.Ellipse(art.P(19, 45), 8, 4), hide.Darker(0.2))
	p.Shape(art.Blob(art.P(-28, -16), art.P(-6, -26), art.P(24, -18), art.P(28, 6), art.P(20, 22), art.P(-20, 22), art.P(-30, 4)), hide)
	p.Shape(art.RoundRect(-24, 12, 46, 10, 3), art.Hex(0x7a5a3a))
	for i := 0; i < 3; i++ {
		y := -8 + float64(i)*6
		p.Line(2.2, art.Bone, art.Curve(art.P(-14, y), art.P(-4, y-3), art.P(4, y), 4)...)
		p.Line(2.2, art.Bone, art.Curve(art.P(4, y), art.P(12, y-3), art.P(18, y+1), 4)...)
	}
	// The bone club, raised in the right fist.
	p.Limb(8, hide, art.P(22, -12), art.P(34, -2), art.P(32, -22))
	p.Shape(art.Join(art.Stroke(5, false, art.P(30, -18), art.P(38, -50)), art.Circle(art.P(37, -52), 5), art.Circle(art.P(42, -50), 4.5)), art.Bone)
	p.Shape(art.Circle(art.P(31, -20), 5), hide)
	p.Limb(8, hide, art.P(-24, -10), art.P(-34, 8), art.P(-28, 18))
	// Head: low between the shoulders, tusks and heavy brow.
	p.Shape(art.Ellipse(art.P(-4, -30), 14, 12), hide.Lighter(0.08))
	p.Flat(art.RoundRect(-15, -36, 22, 4, 2), hide.Darker(0.35))
	p.Flat(art.Join(art.Circle(art.P(-9, -31), 2), art.Circle(art.P(1, -31), 2)), art.Hex(0xf0d040))
	p.Flat(art.Join(art.Circle(art.P(-9, -31), 0.9), art.Circle(art.P(1, -31), 0.9)), art.Ink)
	p.Line(2, art.Ink, art.P(-11, -23), art.P(3, -23))
	p.Shape(art.Join(art.Polygon(art.P(-10, -23), art.P(-7, -23), art.P(-9, -29)), art.Polygon(art.P(-1, -23), art.P(2, -23), art.P(1, -29))), art.Bone)
	p.Shape(art.Join(art.Polygon(art.P(-18, -40), art.P(-14, -37), art.P(-20, -46)), art.Polygon(art.P(6, -40), art.P(10, -37), art.P(12, -46))), art.Bone)
}

func diemon(p art.Pen) {
	red := art.Hex(0xc0302a)
	p.Shape(art.Blob(art.P(-30, 40), art.P(-36, 6), art.P(-26, -30), art.P(-14, -14), art.P(-6, -46), art.P(6, -18), art.P(18, -42), art.P(24, -10), art.P(36, -20), art.P(34, 20), art.P(30, 42)), art.Hex(0xf08a22))
	p.Flat(art.Blob(art.P(-22, 38), art.P(-24, 8), art.P(-16, -8), art.P(-4, -24), art.P(6, -4), art.P(16, -16), art.P(24, 14), art.P(22, 38)), art.Hex(0xfcd24a))
	// Bat wings behind the shoulders.
	for _, s := range []float64{-1, 1} {
		p.Shape(art.Polygon(art.P(s*10, -14), art.P(s*42, -34), art.P(s*38, -18), art.P(s*44, -10), art.P(s*34, -4), art.P(s*36, 4), art.P(s*12, 0)), red.Darker(0.35))
	}
	p.Limb(9, red.Darker(0.1), art.P(-9, 14), art.P(-12, 44))
	p.Limb(9, red.Darker(0.1), art.P(9, 14), art.P(12, 44))
	p.Shape(art.Polygon(art.P(-16, 40), art.P(-6, 40), art.P(-11, 48)), art.Ink)
	p.Shape(art.Polygon(art.P(6, 40), art.P(16, 40), art.P(11, 48)), art.Ink)
	p.Shape(art.Blob(art.P(-16, -14), art.P(16, -14), art.P(14, 6), art.P(8, 18), art.P(-8, 18), art.P(-14, 6)), red)
	p.Limb(6, red, art.P(-14, -10), art.P(-24, 6), art.P(-26, -6))
	p.Limb(6, red, art.P(14, -10), art.P(24, 6), art.P(28, -6))
	p.Shape(art.Join(art.Circle(art.P(-26, -7), 4), art.Circle(art.P(28, -7), 4)), red.Darker(0.1))
	// Horned head.
	for _, s := range []float64{-1, 1} {
		p.Shape(art.Polygon(art.P(s*9, -30), art.P(s*20, -35), art.P(s*25, -50), art.P(s*14, -41), art.P(s*4, -35)), art.Hex(0x3a2a22))
	}
	p.Shape(art.Blob(art.P(-10, -34), art.P(10, -34), art.P(11, -22), art.P(0, -14), art.P(-11, -22)), red)
	p.Flat(art.Join(art.Polygon(art.P(-8, -28), art.P(-2, -26), art.P(-7, -24)), art.Polygon(art.P(8, -28), art.P(2, -26), art.P(7, -24))), art.Hex(0xfce24a))
	p.Line(1.6, art.Ink, art.P(-5, -19), art.P(0, -17), art.P(5, -19))
}

func dierake(p art.Pen) {
	skin := art.Hex(0x7aa040)
	// The dice hoard at its feet.
	for i, d := range []struct {
		x, y float64
		c    uint32
	}{{-30, 38, 0x3462b0}, {-20, 40, 0xf0e8d6}, {-25, 30, 0xd7802c}, {22, 38, 0x982a3e}, {30, 40, 0x2e8c68}, {-12, 42, 0x7b48a8}} {
		p.Shape(art.RoundRect(d.x-5, d.y-5, 10, 10, 2).Transform(art.Rotate(art.Deg(float64(i*17-20)), art.P(d.x, d.y))), art.Hex(d.c))
		p.Flat(art.Circle(art.P(d.x, d.y), 1.3), art.Ink)
	}
	p.Limb(6.5, art.Hex(0x5a4630), art.P(-6, 14), art.P(-10, 40))
	p.Limb(6.5, art.Hex(0x5a4630), art.P(6, 14), art.P(10, 40))
	p.Shape(art.Join(art.Ellipse(art.P(-12, 42), 6, 3), art.Ellipse(art.P(12, 42), 6, 3)), art.Hex(0x3a2a1a))
	p.Shape(art.Blob(art.P(-12, -6), art.P(12, -6), art.P(14, 18), art.P(-14, 18)), art.Hex(0x8a3a2a))
	p.Flat(art.RoundRect(-13, 10, 26, 4, 1.5), art.Hex(0x3a2a1a))
	p.Shape(art.Circle(art.P(0, 12), 2.5), art.Gold)
	// The rake, held upright: a long handle and a toothed head.
	p.Shape(art.Stroke(3, false, art.P(22, 42), art.P(22, -44)), art.Hex(0x9a6a3a))
	var head art.Path
	head.Append(art.RoundRect(10, -50, 24, 5, 1.5))
	for i := 0; i < 5; i++ {
		x := 12 + float64(i)*5
		head.Append(art.Polygon(art.P(x-1.2, -46), art.P(x+1.2, -46), art.P(x, -38)))
	}
	p.Shape(head, art.Hex(0x8a94a0))
	p.Limb(5, skin, art.P(10, -2), art.P(18, 8), art.P(22, -4))
	p.Limb(5, skin, art.P(-10, -2), art.P(-18, 10), art.P(-14, 18))
	p.Shape(art.Circle(art.P(22, -4), 3.5), skin)
	// Goblin head: long ears, big nose, a greedy grin.
	for _, s := range []float64{-1, 1} {
		p.Shape(art.Polygon(art.P(s*8, -26), art.P(s*28, -34), art.P(s*10, -18)), skin)
	}
	p.Shape(art.Ellipse(art.P(0, -22), 11, 11), skin)
	p.Flat(art.Join(art.Circle(art.P(-4.5, -25), 2.4), art.Circle(art.P(4.5, -25), 2.4)), art.Hex(0xf4e040))
	p.Flat(art.Join(art.Circle(art.P(-4.5, -25), 1), art.Circle(art.P(4.5, -25), 1)), art.Ink)
	p.Shape(art.Polygon(art.P(-2, -23), art.P(2, -23), art.P(0, -16)), skin.Darker(0.15))
	p.Line(1.5, art.Ink, art.Curve(art.P(-6, -15), art.P(0, -11), art.P(6, -15), 6)...)
	p.Shape(art.RoundPolygon(1, art.P(-9, -32), art.P(9, -32), art.P(6, -40), art.P(0, -44), art.P(-6, -40)), art.Hex(0x5a3a6a))
}

func tombstones(p art.Pen) {
	steel := art.Hex(0x7f8a96)
	p.Limb(8, steel.Darker(0.2), art.P(-7, 14), art.P(-10, 44))
	p.Limb(8, steel.Darker(0.2), art.P(7, 14), art.P(10, 44))
	p.Shape(art.Join(art.Ellipse(art.P(-12, 45), 7, 3.5), art.Ellipse(art.P(12, 45), 7, 3.5)), steel.Darker(0.4))
	// Tattered cape and breastplate.
	p.Shape(art.Polygon(art.P(-16, -14), art.P(16, -14), art.P(22, 34), art.P(12, 28), art.P(4, 36), art.P(-6, 28), art.P(-14, 36), art.P(-22, 30)), art.Hex(0x3a2a4a))
	p.Shape(art.RoundPolygon(3, art.P(-15, -16), art.P(15, -16), art.P(12, 16), art.P(-12, 16)), steel)
	p.Line(1.5, steel.Darker(0.4), art.P(0, -14), art.P(0, 14))
	// Sword raised in the right hand.
	p.Limb(6, steel, art.P(12, -12), art.P(26, -2), art.P(28, -14))
	p.Shape(art.Polygon(art.P(26, -16), art.P(30, -16), art.P(30, -50), art.P(28, -56), art.P(26, -50)), art.Hex(0xd8dee6))
	p.Shape(art.RoundRect(20, -18, 16, 4, 1.5), art.GoldDark)
	// Helm with a skull face.
	p.Shape(art.RoundPolygon(3, art.P(-11, -40), art.P(11, -40), art.P(12, -22), art.P(-12, -22)), steel)
	p.Flat(art.RoundRect(-8, -34, 16, 9, 2), art.Ink)
	p.Flat(art.Join(art.Circle(art.P(-3.5, -30), 1.6), art.Circle(art.P(3.5, -30), 1.6)), art.Hex(0x7ef0c0))
	p.Shape(art.Polygon(art.P(-2, -40), art.P(2, -40), art.P(4, -52), art.P(0, -48), art.P(-4, -52)), art.Hex(0x6a2a3a))
	// The tombstone shield on the left arm.
	var stone art.Path
	stone.MoveTo(art.P(-36, 24))
	stone.LineTo(art.P(-36, -8))
	stone.CubeTo(art.P(-36, -22), art.P(-10, -22), art.P(-10, -8))
	stone.LineTo(art.P(-10, 24))
	stone.Close()
	p.Shape(stone, art.Hex(0x9a9a92))
	p.Flat(art.Join(art.RoundRect(-24.5, -10, 3, 18, 1), art.RoundRect(-29, -5, 12, 3, 1)), art.Hex(0x5a5a54))
	p.Flat(art.Ellipse(art.P(-30, 22), 6, 2), art.Hex(0x4a7a3a))
}

// dieStandeeSprites draws the five standees.
func dieStandeeSprites(art.Faces) []art.Sprite {
	var out []art.Sprite
	for _, id := range DieCreatures {
		out = append(out, art.NewSprite("dieinthedungeon/standee/"+id, dieStandee(id)))
	}
	return out
}
