package dieinthedungeon

import (
	"image"
	"math"

	"github.com/herotable/herotable/assets/internal/art"
)

// The printed data of the DIE in the Dungeon! creatures: board names,
// theme colours and emblems, and the 20 ability cards. Names, costs and
// windows are copied from engine/dieinthedungeon/creatures.go (assets must
// not import the engine); boards_test.go pins them as text.

// DieCreatureNames are the creatures' names, in DieCreatures order.
var DieCreatureNames = []string{
	"The Deyeroller", "The Troll O' Bones", "The Diemon", "The Dierake", "Tombstones, the Undied Knight",
}

// dieThemes are each creature's frame colour, in DieCreatures order. The
// emblem (dieEmblem) tells them apart as well, so the colour never has to.
var dieThemes = []art.Color{art.Hex(0x6b3a86), art.Hex(0x4f6b38), art.Hex(0x9a2c22), art.Hex(0xa0701c), art.Hex(0x44546a)}

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
func dieEmblem(id string) art.Glyph {
	switch id {
	case "deyeroller":
		return art.Glyph{Fill: art.Almond(art.P(24, 24), 21, 14), Cut: art.Circle(art.P(24, 24), 9), Over: art.Circle(art.P(24, 24), 4.6)}
	case "troll":
		return art.Glyph{Fill: art.Join(bonePath(art.P(9, 39), art.P(39, 9), 5.5), bonePath(art.P(9, 9), art.P(39, 39), 5.5))}
	case "diemon":
		return art.Glyph{Fill: art.FlamePath(art.P(24, 38), 17), Cut: art.FlamePath(art.P(24, 41), 8)}
	case "dierake":
		return art.Glyph{Fill: rakePath(), Cut: art.RoundRect(22, 23, 24, 24, 6), Over: art.Join(art.RoundRect(25, 26, 18, 18, 4), pipHoles(art.P(34, 35), 3, 4.6, 1.9))}
	case "tombstones":
		var t art.Path
		t.MoveTo(art.P(11, 41))
		t.LineTo(art.P(11, 18))
		t.CubeTo(art.P(11, 4), art.P(37, 4), art.P(37, 18))
		t.LineTo(art.P(37, 41))
		t.Close()
		return art.Glyph{Fill: t,
			Cut:  art.Join(art.RoundRect(22, 11, 4, 21, 1), art.RoundRect(16, 16.5, 16, 4, 1)),
			Over: art.RoundRect(5, 40, 38, 5, 2)}
	}
	panic("no emblem for " + id)
}

// bonePath is a bone from a to b, its shaft w wide, with two knobs at
// each end.
func bonePath(a, b art.Pt, w float64) art.Path {
	d := b.Sub(a).Norm()
	n := d.Perp().Mul(w * 0.55)
	p := art.Stroke(w, false, a.Add(d.Mul(w*0.4)), b.Sub(d.Mul(w*0.4)))
	r := w * 0.62
	for _, e := range []art.Pt{a, b} {
		p.Append(art.Circle(e.Add(n), r), art.Circle(e.Sub(n), r))
	}
	return p
}

// rakePath is an upright rake: a toothed head on a long handle, leaning.
func rakePath() art.Path {
	p := art.Join(art.RoundRect(4, 4, 30, 5.5, 2), art.Stroke(4.5, false, art.P(19, 8), art.P(13, 45)))
	for i := 0; i < 5; i++ {
		x := 7 + 6*float64(i)
		p.Append(art.Polygon(art.P(x-1.8, 8), art.P(x+1.8, 8), art.P(x, 19)))
	}
	return p.Transform(art.Rotate(art.Deg(-12), art.P(19, 24)))
}

// paintGlyph draws a 48-grid glyph in colour col, lit from the top left,
// over an ink edge w wide, scaled by k and centred on at.
func paintGlyph(c *art.Canvas, g art.Glyph, at art.Pt, k float64, col art.Color, w float64) {
	// Only the glyph's box (grown by its edge) is drawn, on a patch.
	lo, hi := g.Fill.Transform(art.Affine{A: k, B: 0, C: at.X - 24*k, D: 0, E: k, F: at.Y - 24*k}).Bounds()
	r := image.Rect(int(math.Floor(lo.X-w-2)), int(math.Floor(lo.Y-w-2)), int(math.Ceil(hi.X+w+2)), int(math.Ceil(hi.Y+w+2)))
	patch(c, r, 1, func(sc *art.Canvas, o art.Pt) {
		at := at.Add(o)
		gc := art.NewCanvas(sc.W, sc.H)
		m := art.Affine{A: k, B: 0, C: at.X - 24*k, D: 0, E: k, F: at.Y - 24*k}
		art.Glyph{Fill: g.Fill.Transform(m), Cut: g.Cut.Transform(m), Over: g.Over.Transform(m)}.DrawWhite(gc)
		a := gc.Alpha()
		sc.FillMask(a.Dilate(w), art.Ink)
		sc.FillMask(a, art.Radial{C: at.Add(art.P(-14*k, -16*k)), R: 52 * k, Stops: []art.Stop{
			{T: 0, C: col.Lighter(0.3)}, {T: 0.6, C: col}, {T: 1, C: col.Darker(0.25)},
		}})
	})
}

// emblemBadge is a creature's emblem, white on a disc of its theme colour
// inside a gold ring, radius r.
func emblemBadge(c *art.Canvas, id string, at art.Pt, r float64) {
	e := int(r) + 5
	box := image.Rect(int(at.X)-e, int(at.Y)-e, int(at.X)+e, int(at.Y)+e)
	patch(c, box, 1, func(sc *art.Canvas, o art.Pt) { drawEmblemBadge(sc, id, at.Add(o), r) })
}

func drawEmblemBadge(c *art.Canvas, id string, at art.Pt, r float64) {
	theme := dieThemes[dieCreatureOf(id)]
	c.Shadow(art.Circle(at, r), 0, 1.5, 2, art.Color{R: 0, G: 0, B: 0, A: 0.4})
	c.Fill(art.Circle(at, r+1.2), art.Ink)
	c.Fill(art.Circle(at, r), art.GoldPaint(at.Y-r, at.Y+r))
	c.Fill(art.Circle(at, r*0.82), art.Ink.Alpha(0.7))
	c.Fill(art.Circle(at, r*0.78), art.Radial{C: at.Add(art.P(-r*0.3, -r*0.3)), R: r * 1.3, Stops: []art.Stop{
		{T: 0, C: theme.Lighter(0.25)}, {T: 1, C: theme.Darker(0.25)},
	}})
	markGlyph(c, dieEmblem(id), at, r*0.78*2/48*0.92)
}
