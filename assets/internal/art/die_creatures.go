package art

import (
	"image"
	"math"
)

// The printed data of the DIE in the Dungeon! creatures: board names,
// theme colours and emblems, and the 20 ability cards. Names, costs and
// windows are copied from engine/dieinthedungeon/creatures.go (assets must
// not import the engine); die3_test.go pins them as text.

// DieCreatureNames are the creatures' names, in DieCreatures order.
var DieCreatureNames = []string{
	"The Deyeroller", "The Troll O' Bones", "The Diemon", "The Dierake", "Tombstones, the Undied Knight",
}

// dieThemes are each creature's frame colour, in DieCreatures order. The
// emblem (dieEmblem) tells them apart as well, so the colour never has to.
var dieThemes = []Color{Hex(0x6b3a86), Hex(0x4f6b38), Hex(0x9a2c22), Hex(0xa0701c), Hex(0x44546a)}

// DieAbilityCard is an ability card's printed data: id, name, AP cost and
// windows as the engine writes them ("T", "R", "X", "T/R"), plus the
// pictogram and mark the art shows for its effect.
type DieAbilityCard struct {
	ID, Name string
	Cost     int
	Windows  string
	picto    string // dieCardPicto kind
	mark     string // short overlay: "+4", "×2"; "" for none
}

// DieAbilityCards are the 20 ability cards, four per creature in
// DieCreatures order.
var DieAbilityCards = []DieAbilityCard{
	{"deyeroller_c1", "Mesmerize", 3, "R", "hit", ""},
	{"deyeroller_c2", "Many Eyes", 1, "X", "pass", ""},
	{"deyeroller_c3", "Unblinking Stare", 2, "R", "stare", ""},
	{"deyeroller_c4", "Far Sight", 1, "T", "peek", "2"},
	{"troll_c1", "Bone Feast", 3, "T/R", "heal", "+4"},
	{"troll_c2", "Thick Hide", 2, "R", "shield", ""},
	{"troll_c3", "Carve Dice", 1, "T/R", "carve", "+1"},
	{"troll_c4", "Bog Bulk", 3, "T/R", "bulk", "+2"},
	{"diemon_c1", "Inferno", 4, "R", "fire", "×2"},
	{"diemon_c2", "Scorched Path", 2, "X", "scorch", ""},
	{"diemon_c3", "Infernal Rage", 1, "R", "rage", ""},
	{"diemon_c4", "Demonic Pact", 3, "T/R", "pact", "+3"},
	{"dierake_c1", "Treasure Trove", 3, "T/R", "dice", "+2"},
	{"dierake_c2", "Loaded Dice", 2, "R", "loaded", "MAX"},
	{"dierake_c3", "Shiny Distraction", 1, "R", "shiny", ""},
	{"dierake_c4", "Golden Rake", 4, "R", "rake", "×3"},
	{"tombstones_c1", "Undying", 3, "T/R", "time", "+3"},
	{"tombstones_c2", "Terrify", 2, "R", "flee", ""},
	{"tombstones_c3", "Grave Blade", 1, "R", "blade", "+2"},
	{"tombstones_c4", "Rise Again", 4, "T/R", "rise", ""},
}

// dieCreatureOf is the index in DieCreatures of the creature a card id
// (or a creature id) belongs to.
func dieCreatureOf(id string) int {
	for i, c := range DieCreatures {
		if len(id) >= len(c) && id[:len(c)] == c {
			return i
		}
	}
	panic("no creature for " + id)
}

// dieEmblem is a creature's emblem on the 48 grid: an eye, crossed bones,
// a flame, a rake over a die and a tombstone.
func dieEmblem(id string) glyph {
	switch id {
	case "deyeroller":
		return glyph{fill: almond(P(24, 24), 21, 14), cut: Circle(P(24, 24), 9), over: Circle(P(24, 24), 4.6)}
	case "troll":
		return glyph{fill: Join(bonePath(P(9, 39), P(39, 9), 5.5), bonePath(P(9, 9), P(39, 39), 5.5))}
	case "diemon":
		return glyph{fill: flamePath(P(24, 38), 17), cut: flamePath(P(24, 41), 8)}
	case "dierake":
		return glyph{fill: rakePath(), cut: RoundRect(22, 23, 24, 24, 6), over: Join(RoundRect(25, 26, 18, 18, 4), pipHoles(P(34, 35), 3, 4.6, 1.9))}
	case "tombstones":
		var t Path
		t.MoveTo(P(11, 41))
		t.LineTo(P(11, 18))
		t.CubeTo(P(11, 4), P(37, 4), P(37, 18))
		t.LineTo(P(37, 41))
		t.Close()
		return glyph{fill: t,
			cut:  Join(RoundRect(22, 11, 4, 21, 1), RoundRect(16, 16.5, 16, 4, 1)),
			over: RoundRect(5, 40, 38, 5, 2)}
	}
	panic("no emblem for " + id)
}

// almond is an eye outline, w wide and h tall, centred on c.
func almond(c Pt, w, h float64) Path {
	var p Path
	p.MoveTo(c.Add(P(-w, 0)))
	p.CubeTo(c.Add(P(-w*0.5, -h)), c.Add(P(w*0.5, -h)), c.Add(P(w, 0)))
	p.CubeTo(c.Add(P(w*0.5, h)), c.Add(P(-w*0.5, h)), c.Add(P(-w, 0)))
	p.Close()
	return p
}

// bonePath is a bone from a to b, its shaft w wide, with two knobs at
// each end.
func bonePath(a, b Pt, w float64) Path {
	d := b.Sub(a).Norm()
	n := d.Perp().Mul(w * 0.55)
	p := Stroke(w, false, a.Add(d.Mul(w*0.4)), b.Sub(d.Mul(w*0.4)))
	r := w * 0.62
	for _, e := range []Pt{a, b} {
		p.Append(Circle(e.Add(n), r), Circle(e.Sub(n), r))
	}
	return p
}

// flamePath is a three-tongued flame standing on b, about 2.4h tall.
func flamePath(b Pt, h float64) Path {
	m := Affine{h, 0, b.X, 0, h, b.Y}
	var p Path
	p.MoveTo(P(0, 0.35))
	p.CubeTo(P(0.55, 0.35), P(0.8, 0), P(0.62, -0.45))
	p.CubeTo(P(0.58, -0.7), P(0.5, -0.85), P(0.5, -1.1))
	p.CubeTo(P(0.36, -0.9), P(0.3, -0.8), P(0.22, -0.78))
	p.CubeTo(P(0.28, -1.3), P(0.12, -1.7), P(0.04, -2.1))
	p.CubeTo(P(-0.12, -1.6), P(-0.3, -1.3), P(-0.26, -0.9))
	p.CubeTo(P(-0.34, -1.0), P(-0.44, -1.1), P(-0.52, -1.3))
	p.CubeTo(P(-0.7, -0.85), P(-0.8, -0.2), P(-0.58, 0.1))
	p.CubeTo(P(-0.45, 0.3), P(-0.25, 0.35), P(0, 0.35))
	p.Close()
	return p.Transform(m)
}

// rakePath is an upright rake: a toothed head on a long handle, leaning.
func rakePath() Path {
	p := Join(RoundRect(4, 4, 30, 5.5, 2), Stroke(4.5, false, P(19, 8), P(13, 45)))
	for i := 0; i < 5; i++ {
		x := 7 + 6*float64(i)
		p.Append(Polygon(P(x-1.8, 8), P(x+1.8, 8), P(x, 19)))
	}
	return p.Transform(Rotate(Deg(-12), P(19, 24)))
}

// paintGlyph draws a 48-grid glyph in colour col, lit from the top left,
// over an ink edge w wide, scaled by k and centred on at.
func paintGlyph(c *Canvas, g glyph, at Pt, k float64, col Color, w float64) {
	// Only the glyph's box (grown by its edge) is drawn, on a patch.
	lo, hi := g.fill.Transform(Affine{k, 0, at.X - 24*k, 0, k, at.Y - 24*k}).Bounds()
	r := image.Rect(int(math.Floor(lo.X-w-2)), int(math.Floor(lo.Y-w-2)), int(math.Ceil(hi.X+w+2)), int(math.Ceil(hi.Y+w+2)))
	patch(c, r, 1, func(sc *Canvas, o Pt) {
		at := at.Add(o)
		gc := NewCanvas(sc.W, sc.H)
		m := Affine{k, 0, at.X - 24*k, 0, k, at.Y - 24*k}
		glyph{g.fill.Transform(m), g.cut.Transform(m), g.over.Transform(m)}.drawWhite(gc)
		a := gc.Alpha()
		sc.FillMask(a.Dilate(w), ink)
		sc.FillMask(a, Radial{at.Add(P(-14*k, -16*k)), 52 * k, []Stop{{0, col.Lighter(0.3)}, {0.6, col}, {1, col.Darker(0.25)}}})
	})
}

// emblemBadge is a creature's emblem, white on a disc of its theme colour
// inside a gold ring, radius r.
func emblemBadge(c *Canvas, id string, at Pt, r float64) {
	e := int(r) + 5
	box := image.Rect(int(at.X)-e, int(at.Y)-e, int(at.X)+e, int(at.Y)+e)
	patch(c, box, 1, func(sc *Canvas, o Pt) { drawEmblemBadge(sc, id, at.Add(o), r) })
}

func drawEmblemBadge(c *Canvas, id string, at Pt, r float64) {
	theme := dieThemes[dieCreatureOf(id)]
	c.Shadow(Circle(at, r), 0, 1.5, 2, Color{0, 0, 0, 0.4})
	c.Fill(Circle(at, r+1.2), ink)
	c.Fill(Circle(at, r), goldPaint(at.Y-r, at.Y+r))
	c.Fill(Circle(at, r*0.82), ink.Alpha(0.7))
	c.Fill(Circle(at, r*0.78), Radial{at.Add(P(-r*0.3, -r*0.3)), r * 1.3, []Stop{{0, theme.Lighter(0.25)}, {1, theme.Darker(0.25)}}})
	markGlyph(c, dieEmblem(id), at, r*0.78*2/48*0.92)
}
