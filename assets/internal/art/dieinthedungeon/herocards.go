package dieinthedungeon

import (
	"fmt"
	"strings"

	"github.com/herotable/herotable/assets/internal/art"
)

// The DIE in the Dungeon! hero, Epic hero and ally cards. Names, numbers
// and power names are copied from engine/dieinthedungeon (heroes.go,
// epics.go, allies.go); the test pins the ones the scene relies on.

// DieHeroType is a hero type's card data.
type DieHeroType struct {
	ID, Name, Attack string // Attack: the stat glyph of its attack ("" for none)
	Perk, Bonus      string
	Chart            [4][3]int // Might/Agility/Magic by level 1–4
	frame            art.Color
}

// DieHeroTypes are the four hero types with the Hero Chart (§2.5).
var DieHeroTypes = []DieHeroType{
	{"fighter", "Fighter", "might", "Brothers in Arms", "Crushing Blow", [4][3]int{{4, 2, 1}, {6, 4, 2}, {8, 5, 3}, {10, 6, 3}}, art.Hex(0xa8352b)},
	{"rogue", "Rogue", "agility", "Ambush", "Pickpocket", [4][3]int{{2, 4, 1}, {3, 8, 1}, {4, 10, 2}, {5, 12, 2}}, art.Hex(0x3b7a37)},
	{"wizard", "Wizard", "magic", "Time Drain", "Time Warp", [4][3]int{{1, 1, 6}, {1, 3, 8}, {2, 4, 10}, {2, 5, 12}}, art.Hex(0x4a43a0)},
	{"cleric", "Cleric", "", "Silence", "Sanctuary", [4][3]int{{2, 2, 2}, {3, 3, 3}, {4, 4, 4}, {5, 5, 5}}, art.Hex(0x9a7a34)},
}

// DieEpic is an Epic hero's card data; Stats nil means none (0/0/0).
type DieEpic struct {
	ID, Name, Hits string
	Stats          []int
	Powers         []string
	head           string // head drawing it builds on
	robe           art.Color
}

// DieEpics are the six Epic heroes and the DieMaster (sprite id
// "diemaster") of §2.6.
var DieEpics = []DieEpic{
	{"epic_barbarian", "Barbarian", "2", []int{10, 7, 3}, []string{"Challenge"}, "fighter", art.Hex(0x7a5030)},
	{"epic_assassin", "Assassin", "1", []int{3, 10, 2}, []string{"Backstab"}, "rogue", art.Hex(0x2a2a34)},
	{"epic_warlock", "Warlock", "1", []int{2, 3, 10}, []string{"Hex", "Dark Pulse"}, "wizard", art.Hex(0x5a2a6a)},
	{"epic_patriarch", "Patriarch", "2", []int{2, 2, 4}, []string{"Holy Aegis"}, "cleric", art.Hex(0xe8d8a8)},
	{"epic_dwarf", "Dwarf Explosionist", "auto", nil, []string{"Powder Keg"}, "fighter", art.Hex(0x8a4a2a)},
	{"epic_elf", "Elf Ranger", "auto", nil, []string{"Hunter's Arrow"}, "rogue", art.Hex(0x4a7a3a)},
	{"diemaster", "The DieMaster", "3", []int{10, 10, 10}, []string{"Sands of Time"}, "", art.Hex(0x2f2622)},
}

// DieAlly is one ally card face.
type DieAlly struct {
	ID, Name, Side, Text string
	Stats                []int
	glyph                string
}

// DieAllies are the Bard's and the Kobold's two sides and the Diesplacer.
var DieAllies = []DieAlly{
	{"bard-a", "The Bard", "Lute of Courage", "+1 to every hero attack roll. Side for levels 1–2.", []int{1, 1, 1}, "bard"},
	{"bard-b", "The Bard", "Anthem of Heroes", "+2 to every hero attack roll. Side for levels 3+.", []int{2, 2, 2}, "bard"},
	{"kobold-a", "Kobold", "Sneak Peek", "Once this turn, before moving, look at one tile you could move to.", nil, "kobold"},
	{"kobold-b", "Kobold", "Lucky Shove", "Once this turn, +2 to one of your own attack or Stat Check rolls.", nil, "kobold"},
	{"diesplacer", "Diesplacer Beast", "Ability step, free", "For the rest of this Combat every hero attack roll uses a die one size smaller.", nil, "diesplacer"},
}

// dieCardSprites draws every hero, Epic and ally card.
func dieCardSprites(fc art.Faces) []art.Sprite {
	var out []art.Sprite
	for _, h := range DieHeroTypes {
		for l := 1; l <= 4; l++ {
			st := h.Chart[l-1]
			d := dieCard{frame: h.frame, badge: h.Name[:1], title: h.Name, level: art.Itoa(l), pips: l,
				stats:  st[:],
				lines:  [][2]string{{"Perk:", h.Perk}, {"Bonus:", h.Bonus}},
				figure: heroFigure(h, l)}
			out = append(out, art.NewSprite(fmt.Sprintf("dieinthedungeon/hero/%s-%d", h.ID, l), dieCardFace(fc, d)))
		}
	}
	for _, e := range DieEpics {
		d := dieCard{frame: e.robe.Mix(art.Gold, 0.3), epic: true, badge: "E", title: e.Name, level: "5",
			stats: e.Stats, extra: "Hits to defeat: " + e.Hits, figure: epicFigure(e)}
		if e.ID == "diemaster" {
			d.badge, d.extra = "M", "Hits 3 · stats −2 per hit"
		}
		if e.Stats == nil {
			d.extra = "Never a target · defeated with party"
		}
		d.lines = [][2]string{{"Power:", strings.Join(e.Powers, " · ")}}
		out = append(out, art.NewSprite("dieinthedungeon/epic/"+trimEpic(e.ID), dieCardFace(fc, d)))
	}
	for _, a := range DieAllies {
		d := dieCard{frame: dieTokenColours[a.glyph], badge: "A", title: a.Name, stats: a.Stats,
			extra: a.Side, lines: [][2]string{{"", a.Text}}, figure: allyFigure(a.glyph)}
		out = append(out, art.NewSprite("dieinthedungeon/ally/"+a.ID, dieCardFace(fc, d)))
	}
	return out
}

func trimEpic(id string) string {
	if len(id) > 5 && id[:5] == "epic_" {
		return id[5:]
	}
	return id
}

// bust draws shoulders and a chest in robe colour under a head at (120, 112).
func bust(c *art.Canvas, robe art.Color, trim art.Color, cape bool) art.Pen {
	p := art.PenAt(c, art.P(120, 112), 1)
	if cape {
		p.Shape(art.Blob(art.P(-50, 40), art.P(-62, 96), art.P(62, 96), art.P(50, 40), art.P(0, 30)), trim.Darker(0.3))
	}
	var b art.Path
	b.MoveTo(art.P(-66, 100))
	b.CubeTo(art.P(-66, 62), art.P(-48, 44), art.P(-20, 40))
	b.LineTo(art.P(20, 40))
	b.CubeTo(art.P(48, 44), art.P(66, 62), art.P(66, 100))
	b.Close()
	p.Shape(b, robe)
	p.Flat(art.Polygon(art.P(-14, 40), art.P(14, 40), art.P(0, 62)), robe.Darker(0.3))
	return p
}

// heroFigure draws a hero type at level l: more trim with each level.
func heroFigure(h DieHeroType, l int) func(*art.Canvas, art.Faces) {
	return func(c *art.Canvas, fc art.Faces) {
		robe := map[string]art.Color{"fighter": art.HeroHelm, "rogue": art.HeroHood, "wizard": art.HeroHat, "cleric": art.HeroMitre}[h.ID]
		p := bust(c, robe, h.frame, l >= 4)
		if l >= 2 {
			for _, s := range []float64{-1, 1} {
				p.Shape(art.Ellipse(art.P(s*44, 54), 20, 11), robe.Darker(0.15))
			}
		}
		if l >= 3 {
			p.Shape(art.RoundRect(-8, 66, 16, 16, 3), art.Gold)
			p.Flat(art.Circle(art.P(0, 74), 4), h.frame)
		}
		art.DrawHead(art.PenAt(c, art.P(120, 108), 2.7), fc, h.ID)
		typeIcon(c, h.Attack, h.frame, art.P(196, 84))
	}
}

// typeIcon is the attack stat in a disc at the window's corner; the Cleric,
// who attacks with nothing, shows the health heart it protects.
func typeIcon(c *art.Canvas, stat string, col art.Color, at art.Pt) {
	if stat == "" {
		stat = "health"
	}
	c.Fill(art.Circle(at, 18), art.Ink)
	c.Fill(art.Circle(at, 16.5), art.GoldPaint(at.Y-18, at.Y+18))
	c.Fill(art.Circle(at, 14), art.Radial{C: at.Add(art.P(-4, -4)), R: 20, Stops: []art.Stop{{T: 0, C: col.Lighter(0.25)}, {T: 1, C: col.Darker(0.2)}}})
	markGlyph(c, art.StatGlyph(stat), at, 0.5)
}

// epicFigure is an Epic hero: its base type's head over a robe of its own,
// with the prop that names it.
func epicFigure(e DieEpic) func(*art.Canvas, art.Faces) {
	return func(c *art.Canvas, fc art.Faces) {
		if e.head == "" { // the DieMaster: a crowned d20 with burning eyes
			g, _ := specialGlyph("diemaster")
			gc := art.NewCanvas(c.W, c.H)
			markGlyph(gc, g, art.P(120, 130), 2.6)
			c.FillMask(gc.Alpha().Dilate(6).Blur(6), art.Hex(0xe04020).Alpha(0.6))
			c.Draw(gc, 1)
			c.Fill(art.Join(art.Ellipse(art.P(108, 148), 6, 3.5), art.Ellipse(art.P(132, 148), 6, 3.5)), art.Hex(0xff5030))
			return
		}
		p := bust(c, e.robe, e.robe, false)
		switch e.ID {
		case "epic_barbarian": // axe behind and a fur mantle
			p.Shape(art.Stroke(5, false, art.P(-70, 90), art.P(-50, -50)), art.Hex(0x7a5030))
			p.Shape(art.Blob(art.P(-52, -50), art.P(-30, -60), art.P(-26, -30), art.P(-46, -36)), art.Hex(0xb8c0c8))
			p.Shape(art.Blob(art.P(-54, 44), art.P(-30, 34), art.P(30, 34), art.P(54, 44), art.P(40, 56), art.P(-40, 56)), art.Hex(0xc8b090))
		case "epic_assassin": // two daggers
			for _, s := range []float64{-1, 1} {
				p.Shape(art.Polygon(art.P(s*56, 88), art.P(s*52, 88), art.P(s*66, 20), art.P(s*68, 18)), art.Hex(0xd8dee6))
				p.Shape(art.RoundRect(s*54-8, 78, 16, 4, 1.5), art.Hex(0x5a2a2a))
			}
		case "epic_warlock": // skull staff
			p.Shape(art.Stroke(4, false, art.P(58, 96), art.P(58, -40)), art.Hex(0x3a2a1a))
			art.Skull(c, art.P(178, 66), 0.7)
		case "epic_patriarch": // cross staff
			p.Shape(art.Join(art.Stroke(5, false, art.P(58, 96), art.P(58, -50)), art.Stroke(5, false, art.P(44, -34), art.P(72, -34))), art.Gold)
		case "epic_dwarf": // a powder keg bomb
			p.Shape(art.Circle(art.P(56, 70), 17), art.Hex(0x2a2a30))
			p.Line(2.5, art.Hex(0x8a6a3a), art.Curve(art.P(60, 54), art.P(66, 42), art.P(74, 40), 6)...)
			p.Flat(art.Polygon(art.StarPoints(art.P(75, 39), 6, 7, 3)...), art.Hex(0xffb020))
		case "epic_elf": // a longbow
			p.Line(3.5, art.Hex(0x8a5a2a), art.Curve(art.P(-60, -60), art.P(-86, 20), art.P(-60, 96), 12)...)
			p.Line(1, art.Ink, art.P(-60, -60), art.P(-60, 96))
		}
		art.DrawHead(art.PenAt(c, art.P(120, 108), 2.7), fc, e.head)
		hp := art.PenAt(c, art.P(120, 108), 2.7)
		switch e.ID {
		case "epic_barbarian": // horned helm
			for _, s := range []float64{-1, 1} {
				hp.Shape(art.Polygon(art.P(s*10, -8), art.P(s*20, -16), art.P(s*18, -26), art.P(s*13, -12)), art.Bone)
			}
		case "epic_dwarf": // a great braided beard
			hp.Shape(art.Blob(art.P(-10, 6), art.P(10, 6), art.P(8, 20), art.P(0, 26), art.P(-8, 20)), art.Hex(0xd06a2a))
		case "epic_elf": // pointed ears
			for _, s := range []float64{-1, 1} {
				hp.Shape(art.Polygon(art.P(s*8, 2), art.P(s*18, -6), art.P(s*9, 8)), art.HeroSkin)
			}
		case "epic_assassin": // a mask
			hp.Flat(art.RoundRect(-7.5, 6, 15, 5, 2), art.Hex(0x2a2a34))
		}
	}
}

// allyFigure is the ally's symbol, large, lit and outlined.
func allyFigure(glyphID string) func(*art.Canvas, art.Faces) {
	return func(c *art.Canvas, fc art.Faces) {
		g, _ := specialGlyph(glyphID)
		col := dieTokenColours[glyphID]
		gc := art.NewCanvas(c.W, c.H)
		m := art.Scale(2.6, 2.6).Then(art.Translate(120/2.6-24, 131/2.6-24))
		art.Glyph{Fill: g.Fill.Transform(m), Cut: g.Cut.Transform(m), Over: g.Over.Transform(m)}.DrawWhite(gc)
		a := gc.Alpha()
		c.FillMask(a.Shift(3, 4).Blur(3), art.Color{R: 0, G: 0, B: 0, A: 0.3})
		c.FillMask(a.Dilate(2.5), art.Ink)
		c.FillMask(a, art.Vertical(60, 200, col.Lighter(0.3), col.Darker(0.2)))
	}
}
