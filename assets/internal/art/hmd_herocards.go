package art

// Hero Must Die! hero cards: each hero is a bust built from the DIE hero
// heads (helm, hood, pointed hat, mitre) in its own colours, with the
// prop that says what it does: bows shoot, staffs cast, crosses heal,
// keys and daggers disarm.

// hmdHeroLook is how a hero is drawn.
type hmdHeroLook struct {
	head  string // drawDieHead kind
	robe  Color
	trim  Color
	props []string
}

var hmdHeroLooks = map[string]hmdHeroLook{
	"hero_squire":         {"fighter", Hex(0x8a6a3a), Hex(0x5a4020), []string{"buckler", "shortsword"}},
	"hero_archer":         {"rogue", Hex(0x4f7a3a), Hex(0x35552a), []string{"bow"}},
	"hero_thief":          {"rogue", Hex(0x3d3b48), Hex(0x26242e), []string{"key", "dagger"}},
	"hero_acolyte":        {"cleric", Hex(0xd8cfb8), Hex(0x9a8a6a), []string{"candle"}},
	"hero_apprentice":     {"wizard", Hex(0x6a8ac8), Hex(0x40609a), []string{"wand"}},
	"hero_militia":        {"fighter", Hex(0x7a6a58), Hex(0x4a3e30), []string{"pitchfork"}},
	"hero_swordsman":      {"fighter", Hex(0x9aa4ae), Hex(0x5a6470), []string{"sword"}},
	"hero_crossbowman":    {"fighter", Hex(0x8a4a32), Hex(0x5a2e1e), []string{"crossbow"}},
	"hero_priest":         {"cleric", Hex(0xf2ede0), Hex(0xc8a040), []string{"crossstaff"}},
	"hero_mage":           {"wizard", Hex(0x3553a3), Hex(0x22386e), []string{"staff"}},
	"hero_rogue":          {"rogue", Hex(0x7a2a30), Hex(0x4a1a1e), []string{"daggers", "key"}},
	"hero_barbarian":      {"fighter", Hex(0x8a5a32), Hex(0xc8b090), []string{"horns", "axe", "fur"}},
	"hero_ranger":         {"rogue", Hex(0x3f6b3c), Hex(0x2a4a28), []string{"cape", "longbow", "sword"}},
	"hero_paladin":        {"fighter", Hex(0xd8dde2), Hex(0xc8a040), []string{"cape", "holyshield", "trim"}},
	"hero_champion":       {"fighter", Hex(0xb8c0c8), Hex(0xa82c24), []string{"cape", "crown", "greatsword", "trim"}},
	"hero_archmage":       {"wizard", Hex(0x5a2a7a), Hex(0x3a1a50), []string{"cape", "orbstaff", "trim"}},
	"hero_high_priestess": {"cleric", Hex(0xf4efe2), Hex(0xc8a040), []string{"cape", "halo", "crossstaff", "trim"}},
	"hero_dwarf_sapper":   {"fighter", Hex(0x8a4a2a), Hex(0x5a3018), []string{"beard", "bomb", "pick"}},
}

func hmdHeroCardSprites(fc faces) []Sprite {
	var out []Sprite
	for _, h := range HMDHeroes {
		out = append(out, sprite("heromustdie/card/"+h.ID, hmdHeroCard(fc, h)))
	}
	return out
}

func hmdHeroCard(fc faces, h HMDHero) *Canvas {
	c := NewCanvas(hcW, hcH)
	b := hmdBrush(c, 1)
	hmdCardBase(b, "hero")
	hmdCardArt(c, "hero", func(fig *Canvas) { hmdHeroFigure(fig, fc, h.ID) })
	hmdCardTitle(b, fc, h.Name, h.Level)
	hmdHeart(b, fc, P(99, 41), hmdHP(h.Str))
	hmdStrengthRow(b, fc, h.Str)
	b.text(fc, hmdStrengthWords(h.Str), 9, 60, 141, 96, inkSoft, 0)
	hmdCardTag(b, fc, "Hero")
	return c
}

// hmdHeroBackdrop is a torch-lit dungeon wall behind a figure.
func hmdHeroBackdrop(c *Canvas, col Color, seed uint32) {
	b := hmdBrush(c, 1)
	b.fill(Rect(8, 28, 104, 72), Radial{P(60, 55), 70, []Stop{{0, col.Lighter(0.72)}, {1, col.Lighter(0.25)}}})
	var joints Path
	for row := 0; row < 6; row++ {
		y := 30 + float64(row)*12
		joints.Append(StrokeButt(0.8, P(8, y), P(112, y)))
		for x := 8 + float64(row%2)*13 + float64(hash2(row, 0, seed)*4); x < 112; x += 26 {
			joints.Append(StrokeButt(0.8, P(x, y), P(x, y+12)))
		}
	}
	b.fill(joints, col.Darker(0.3).Alpha(0.25))
}

// hmdHeroFigure draws a hero on a scratch canvas the size of the card.
func hmdHeroFigure(c *Canvas, fc faces, id string) {
	l := hmdHeroLooks[id]
	hmdHeroBackdrop(c, hmdKindColour["hero"], uint32(len(id)))
	p := penAt(c, P(60, 63), 0.43)
	has := func(s string) bool {
		for _, x := range l.props {
			if x == s {
				return true
			}
		}
		return false
	}
	if has("cape") {
		p.shape(blob(P(-50, 40), P(-64, 96), P(64, 96), P(50, 40), P(0, 30)), l.trim.Darker(0.2))
	}
	// Props held behind the body first.
	for _, pr := range l.props {
		hmdHeroProp(p, pr, l, true)
	}
	var body Path
	body.MoveTo(P(-66, 100))
	body.CubeTo(P(-66, 62), P(-48, 44), P(-20, 40))
	body.LineTo(P(20, 40))
	body.CubeTo(P(48, 44), P(66, 62), P(66, 100))
	body.Close()
	p.shape(hmdCW(body), l.robe)
	p.flat(Polygon(P(-14, 40), P(14, 40), P(0, 62)), l.robe.Darker(0.3))
	for _, s := range []float64{-1, 1} {
		p.shape(Ellipse(P(s*44, 56), 20, 11), l.robe.Darker(0.12))
	}
	if has("trim") {
		p.shape(RoundRect(-9, 66, 18, 18, 3), gold)
		p.flat(Circle(P(0, 75), 4.5), l.trim)
	}
	if has("fur") {
		p.shape(blob(P(-54, 46), P(-30, 36), P(30, 36), P(54, 46), P(40, 58), P(-40, 58)), l.trim)
	}
	hp := penAt(c, P(60, 58.5), 1.15)
	drawDieHead(hp, fc, l.head)
	for _, pr := range l.props {
		hmdHeroProp(p, pr, l, false)
	}
	hmdHeroHeadgear(hp, l)
}

// hmdHeroHeadgear adds what sits on the head: horns, a crown, a halo, a
// beard.
func hmdHeroHeadgear(hp pen, l hmdHeroLook) {
	for _, pr := range l.props {
		switch pr {
		case "horns":
			for _, s := range []float64{-1, 1} {
				hp.shape(hmdHorn(P(s*9, -8), P(s*22, -12), P(s*18, -26), 5.5), bone)
			}
		case "crown":
			hp.shape(Polygon(P(-9, -12), P(-10, -21), P(-5, -16), P(0, -23), P(5, -16), P(10, -21), P(9, -12)), gold)
			hp.flat(Circle(P(0, -15.5), 1.5), blood)
		case "halo":
			hp.shape(haloGlyph.fill.Transform(Affine{0.9, 0, -21.6, 0, 0.9, -26}), goldLight)
		case "beard":
			hp.shape(blob(P(-10, 5), P(10, 5), P(9, 16), P(3, 24), P(-3, 24), P(-9, 16)), Hex(0xd0702a))
			hp.line(0.8, Hex(0x9a4a1a), P(-3, 9), P(-2, 20))
			hp.line(0.8, Hex(0x9a4a1a), P(3, 9), P(2, 20))
		}
	}
}

// hmdHeroProp draws one prop with the bust's pen: behind the body when
// back is true, in front otherwise.
func hmdHeroProp(p pen, pr string, l hmdHeroLook, back bool) {
	steelC, woodC := Hex(0xd8dee6), Hex(0x8a5a2a)
	if back {
		switch pr {
		case "bow", "longbow":
			p.line(4, woodC.Darker(0.3), curve(P(60, -50), P(98, 24), P(60, 98), 14)...)
			p.line(3, woodC, curve(P(60, -50), P(98, 24), P(60, 98), 14)...)
			p.line(1, ink, P(60, -50), P(60, 98))
		case "pitchfork":
			p.shape(Stroke(5, false, P(62, 100), P(62, -40)), woodC)
			for _, x := range []float64{50, 62, 74} {
				p.shape(Stroke(3.5, false, P(x, -36), P(x, -66)), steelC)
			}
			p.shape(RoundRect(48, -40, 28, 5, 2), steelC)
		case "staff", "orbstaff", "crossstaff":
			p.shape(Stroke(6, false, P(64, 100), P(64, -52)), woodC)
		case "axe":
			p.shape(Stroke(6, false, P(-66, 96), P(-52, -46)), woodC)
			p.shape(blob(P(-54, -48), P(-26, -62), P(-22, -30), P(-48, -34)), steelC)
		case "greatsword":
			sword(p.cv, p.m.Apply(P(62, 96)), p.m.Apply(P(62, -70)), 16*p.k)
		}
		return
	}
	switch pr {
	case "buckler":
		p.shape(Circle(P(-50, 62), 21), Hex(0x9a6a3a))
		p.shape(Circle(P(-50, 62), 8), steelC)
	case "holyshield":
		p.shape(shieldPath(P(-48, 58), 26), steelC)
		p.flat(Join(RoundRect(-52, 38, 8, 40, 2), RoundRect(-66, 48, 36, 8, 2)), Hex(0xc8302a))
	case "shortsword", "sword":
		sword(p.cv, p.m.Apply(P(52, 96)), p.m.Apply(P(64, -36)), 13*p.k)
	case "dagger":
		sword(p.cv, p.m.Apply(P(-52, 96)), p.m.Apply(P(-60, 34)), 10*p.k)
	case "daggers":
		sword(p.cv, p.m.Apply(P(-52, 96)), p.m.Apply(P(-62, 30)), 10*p.k)
		sword(p.cv, p.m.Apply(P(52, 96)), p.m.Apply(P(62, 30)), 10*p.k)
	case "key":
		k := Join(Ring(P(58, 30), 6, 12), Stroke(6, false, P(58, 42), P(58, 78)), RoundRect(58, 62, 14, 6, 1.5), RoundRect(58, 72, 10, 6, 1.5))
		p.shape(k, gold)
	case "candle":
		p.shape(RoundRect(-44, 44, 16, 30, 3), Hex(0xf4ecd8))
		p.shape(flamePath(P(-36, 40), 7), Hex(0xffb020))
		p.shape(Ellipse(P(-36, 74), 18, 6), gold)
	case "wand":
		p.shape(Stroke(5, false, P(40, 96), P(64, 20)), woodC)
		p.shape(sparkle(P(66, 12), 14), goldLight)
	case "crossbow":
		p.shape(Stroke(7, false, P(0, 90), P(0, 44)), woodC)
		p.line(4.5, woodC.Darker(0.3), curve(P(-44, 62), P(0, 40), P(44, 62), 12)...)
		p.line(3, Hex(0x8a5a2a), curve(P(-44, 62), P(0, 40), P(44, 62), 12)...)
		p.line(1, ink, P(-44, 62), P(0, 74), P(44, 62))
		p.shape(Polygon(P(-4, 44), P(4, 44), P(0, 32)), steelC)
	case "staff":
		p.shape(Circle(P(64, -56), 10), Hex(0x60c8f0))
	case "orbstaff":
		p.shape(Circle(P(64, -58), 13), Hex(0xb080ff))
		p.flat(sparkle(P(60, -62), 6), White)
	case "crossstaff":
		p.shape(Join(RoundRect(60, -80, 8, 34, 2), RoundRect(50, -70, 28, 8, 2)), gold)
	case "bomb":
		p.shape(Circle(P(-50, 62), 17), Hex(0x2a2a30))
		p.line(2.5, Hex(0x8a6a3a), curve(P(-46, 46), P(-40, 34), P(-32, 32), 6)...)
		p.flat(Polygon(StarPoints(P(-31, 31), 6, 7, 3)...), Hex(0xffb020))
	case "pick":
		p.shape(Stroke(5, false, P(50, 96), P(64, -20)), woodC)
		p.shape(Stroke(6, false, curve(P(36, -14), P(64, -34), P(92, -10), 10)...), steelC)
	}
}
