package art

import (
	"fmt"
	"strings"
)

// The DIE in the Dungeon! hero, Epic hero and ally cards. Names, numbers
// and power names are copied from engine/dieinthedungeon (heroes.go,
// epics.go, allies.go); the test pins the ones the scene relies on.

// DieHeroType is a hero type's card data.
type DieHeroType struct {
	ID, Name, Attack string // Attack: the stat glyph of its attack ("" for none)
	Perk, Bonus      string
	Chart            [4][3]int // Might/Agility/Magic by level 1–4
	frame            Color
}

// DieHeroTypes are the four hero types with the Hero Chart (§2.5).
var DieHeroTypes = []DieHeroType{
	{"fighter", "Fighter", "might", "Brothers in Arms", "Crushing Blow", [4][3]int{{4, 2, 1}, {6, 4, 2}, {8, 5, 3}, {10, 6, 3}}, Hex(0xa8352b)},
	{"rogue", "Rogue", "agility", "Ambush", "Pickpocket", [4][3]int{{2, 4, 1}, {3, 8, 1}, {4, 10, 2}, {5, 12, 2}}, Hex(0x3b7a37)},
	{"wizard", "Wizard", "magic", "Time Drain", "Time Warp", [4][3]int{{1, 1, 6}, {1, 3, 8}, {2, 4, 10}, {2, 5, 12}}, Hex(0x4a43a0)},
	{"cleric", "Cleric", "", "Silence", "Sanctuary", [4][3]int{{2, 2, 2}, {3, 3, 3}, {4, 4, 4}, {5, 5, 5}}, Hex(0x9a7a34)},
}

// DieEpic is an Epic hero's card data; Stats nil means none (0/0/0).
type DieEpic struct {
	ID, Name, Hits string
	Stats          []int
	Powers         []string
	head           string // head drawing it builds on
	robe           Color
}

// DieEpics are the six Epic heroes and the DieMaster (sprite id
// "diemaster") of §2.6.
var DieEpics = []DieEpic{
	{"epic_barbarian", "Barbarian", "2", []int{10, 7, 3}, []string{"Challenge"}, "fighter", Hex(0x7a5030)},
	{"epic_assassin", "Assassin", "1", []int{3, 10, 2}, []string{"Backstab"}, "rogue", Hex(0x2a2a34)},
	{"epic_warlock", "Warlock", "1", []int{2, 3, 10}, []string{"Hex", "Dark Pulse"}, "wizard", Hex(0x5a2a6a)},
	{"epic_patriarch", "Patriarch", "2", []int{2, 2, 4}, []string{"Holy Aegis"}, "cleric", Hex(0xe8d8a8)},
	{"epic_dwarf", "Dwarf Explosionist", "auto", nil, []string{"Powder Keg"}, "fighter", Hex(0x8a4a2a)},
	{"epic_elf", "Elf Ranger", "auto", nil, []string{"Hunter's Arrow"}, "rogue", Hex(0x4a7a3a)},
	{"diemaster", "The DieMaster", "3", []int{10, 10, 10}, []string{"Sands of Time"}, "", Hex(0x2f2622)},
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
func dieCardSprites(fc faces) []Sprite {
	var out []Sprite
	for _, h := range DieHeroTypes {
		for l := 1; l <= 4; l++ {
			st := h.Chart[l-1]
			d := dieCard{frame: h.frame, badge: h.Name[:1], title: h.Name, level: itoa(l), pips: l,
				stats:  st[:],
				lines:  [][2]string{{"Perk:", h.Perk}, {"Bonus:", h.Bonus}},
				figure: heroFigure(h, l)}
			out = append(out, sprite(fmt.Sprintf("dieinthedungeon/hero/%s-%d", h.ID, l), dieCardFace(fc, d)))
		}
	}
	for _, e := range DieEpics {
		d := dieCard{frame: e.robe.Mix(gold, 0.3), epic: true, badge: "E", title: e.Name, level: "5",
			stats: e.Stats, extra: "Hits to defeat: " + e.Hits, figure: epicFigure(e)}
		if e.ID == "diemaster" {
			d.badge, d.extra = "M", "Hits 3 · stats −2 per hit"
		}
		if e.Stats == nil {
			d.extra = "Never a target · defeated with party"
		}
		d.lines = [][2]string{{"Power:", strings.Join(e.Powers, " · ")}}
		out = append(out, sprite("dieinthedungeon/epic/"+trimEpic(e.ID), dieCardFace(fc, d)))
	}
	for _, a := range DieAllies {
		d := dieCard{frame: dieTokenColours[a.glyph], badge: "A", title: a.Name, stats: a.Stats,
			extra: a.Side, lines: [][2]string{{"", a.Text}}, figure: allyFigure(a.glyph)}
		out = append(out, sprite("dieinthedungeon/ally/"+a.ID, dieCardFace(fc, d)))
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
func bust(c *Canvas, robe Color, trim Color, cape bool) pen {
	p := penAt(c, P(120, 112), 1)
	if cape {
		p.shape(blob(P(-50, 40), P(-62, 96), P(62, 96), P(50, 40), P(0, 30)), trim.Darker(0.3))
	}
	var b Path
	b.MoveTo(P(-66, 100))
	b.CubeTo(P(-66, 62), P(-48, 44), P(-20, 40))
	b.LineTo(P(20, 40))
	b.CubeTo(P(48, 44), P(66, 62), P(66, 100))
	b.Close()
	p.shape(b, robe)
	p.flat(Polygon(P(-14, 40), P(14, 40), P(0, 62)), robe.Darker(0.3))
	return p
}

// heroFigure draws a hero type at level l: more trim with each level.
func heroFigure(h DieHeroType, l int) func(*Canvas, faces) {
	return func(c *Canvas, fc faces) {
		robe := map[string]Color{"fighter": dieHelm, "rogue": dieHood, "wizard": dieHat, "cleric": dieMitre}[h.ID]
		p := bust(c, robe, h.frame, l >= 4)
		if l >= 2 {
			for _, s := range []float64{-1, 1} {
				p.shape(Ellipse(P(s*44, 54), 20, 11), robe.Darker(0.15))
			}
		}
		if l >= 3 {
			p.shape(RoundRect(-8, 66, 16, 16, 3), gold)
			p.flat(Circle(P(0, 74), 4), h.frame)
		}
		drawDieHead(penAt(c, P(120, 108), 2.7), fc, h.ID)
		typeIcon(c, h.Attack, h.frame, P(196, 84))
	}
}

// typeIcon is the attack stat in a disc at the window's corner; the Cleric,
// who attacks with nothing, shows the health heart it protects.
func typeIcon(c *Canvas, stat string, col Color, at Pt) {
	if stat == "" {
		stat = "health"
	}
	c.Fill(Circle(at, 18), ink)
	c.Fill(Circle(at, 16.5), goldPaint(at.Y-18, at.Y+18))
	c.Fill(Circle(at, 14), Radial{at.Add(P(-4, -4)), 20, []Stop{{0, col.Lighter(0.25)}, {1, col.Darker(0.2)}}})
	markGlyph(c, statGlyph(stat), at, 0.5)
}

// epicFigure is an Epic hero: its base type's head over a robe of its own,
// with the prop that names it.
func epicFigure(e DieEpic) func(*Canvas, faces) {
	return func(c *Canvas, fc faces) {
		if e.head == "" { // the DieMaster: a crowned d20 with burning eyes
			g, _ := specialGlyph("diemaster")
			gc := NewCanvas(c.W, c.H)
			markGlyph(gc, g, P(120, 130), 2.6)
			c.FillMask(gc.Alpha().Dilate(6).Blur(6), Hex(0xe04020).Alpha(0.6))
			c.Draw(gc, 1)
			c.Fill(Join(Ellipse(P(108, 148), 6, 3.5), Ellipse(P(132, 148), 6, 3.5)), Hex(0xff5030))
			return
		}
		p := bust(c, e.robe, e.robe, false)
		switch e.ID {
		case "epic_barbarian": // axe behind and a fur mantle
			p.shape(Stroke(5, false, P(-70, 90), P(-50, -50)), Hex(0x7a5030))
			p.shape(blob(P(-52, -50), P(-30, -60), P(-26, -30), P(-46, -36)), Hex(0xb8c0c8))
			p.shape(blob(P(-54, 44), P(-30, 34), P(30, 34), P(54, 44), P(40, 56), P(-40, 56)), Hex(0xc8b090))
		case "epic_assassin": // two daggers
			for _, s := range []float64{-1, 1} {
				p.shape(Polygon(P(s*56, 88), P(s*52, 88), P(s*66, 20), P(s*68, 18)), Hex(0xd8dee6))
				p.shape(RoundRect(s*54-8, 78, 16, 4, 1.5), Hex(0x5a2a2a))
			}
		case "epic_warlock": // skull staff
			p.shape(Stroke(4, false, P(58, 96), P(58, -40)), Hex(0x3a2a1a))
			skull(c, P(178, 66), 0.7)
		case "epic_patriarch": // cross staff
			p.shape(Join(Stroke(5, false, P(58, 96), P(58, -50)), Stroke(5, false, P(44, -34), P(72, -34))), gold)
		case "epic_dwarf": // a powder keg bomb
			p.shape(Circle(P(56, 70), 17), Hex(0x2a2a30))
			p.line(2.5, Hex(0x8a6a3a), curve(P(60, 54), P(66, 42), P(74, 40), 6)...)
			p.flat(Polygon(StarPoints(P(75, 39), 6, 7, 3)...), Hex(0xffb020))
		case "epic_elf": // a longbow
			p.line(3.5, Hex(0x8a5a2a), curve(P(-60, -60), P(-86, 20), P(-60, 96), 12)...)
			p.line(1, ink, P(-60, -60), P(-60, 96))
		}
		drawDieHead(penAt(c, P(120, 108), 2.7), fc, e.head)
		hp := penAt(c, P(120, 108), 2.7)
		switch e.ID {
		case "epic_barbarian": // horned helm
			for _, s := range []float64{-1, 1} {
				hp.shape(Polygon(P(s*10, -8), P(s*20, -16), P(s*18, -26), P(s*13, -12)), bone)
			}
		case "epic_dwarf": // a great braided beard
			hp.shape(blob(P(-10, 6), P(10, 6), P(8, 20), P(0, 26), P(-8, 20)), Hex(0xd06a2a))
		case "epic_elf": // pointed ears
			for _, s := range []float64{-1, 1} {
				hp.shape(Polygon(P(s*8, 2), P(s*18, -6), P(s*9, 8)), dieSkin)
			}
		case "epic_assassin": // a mask
			hp.flat(RoundRect(-7.5, 6, 15, 5, 2), Hex(0x2a2a34))
		}
	}
}

// allyFigure is the ally's symbol, large, lit and outlined.
func allyFigure(glyphID string) func(*Canvas, faces) {
	return func(c *Canvas, fc faces) {
		g, _ := specialGlyph(glyphID)
		col := dieTokenColours[glyphID]
		gc := NewCanvas(c.W, c.H)
		m := Scale(2.6, 2.6).Then(Translate(120/2.6-24, 131/2.6-24))
		glyph{g.fill.Transform(m), g.cut.Transform(m), g.over.Transform(m)}.drawWhite(gc)
		a := gc.Alpha()
		c.FillMask(a.Shift(3, 4).Blur(3), Color{0, 0, 0, 0.3})
		c.FillMask(a.Dilate(2.5), ink)
		c.FillMask(a, Vertical(60, 200, col.Lighter(0.3), col.Darker(0.2)))
	}
}
