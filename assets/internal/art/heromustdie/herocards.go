package heromustdie

import "github.com/herotable/herotable/assets/internal/art"

// Hero Must Die! hero cards: each hero is a bust built from the DIE hero
// heads (helm, hood, pointed hat, mitre) in its own colours, with the
// prop that says what it does: bows shoot, staffs cast, crosses heal,
// keys and daggers disarm.

// hmdHeroLook is how a hero is drawn.
type hmdHeroLook struct {
	head  string // art.DrawHead kind
	robe  art.Color
	trim  art.Color
	props []string
}

var hmdHeroLooks = map[string]hmdHeroLook{
	"hero_squire":         {"fighter", art.Hex(0x8a6a3a), art.Hex(0x5a4020), []string{"buckler", "shortsword"}},
	"hero_archer":         {"rogue", art.Hex(0x4f7a3a), art.Hex(0x35552a), []string{"bow"}},
	"hero_thief":          {"rogue", art.Hex(0x3d3b48), art.Hex(0x26242e), []string{"key", "dagger"}},
	"hero_acolyte":        {"cleric", art.Hex(0xd8cfb8), art.Hex(0x9a8a6a), []string{"candle"}},
	"hero_apprentice":     {"wizard", art.Hex(0x6a8ac8), art.Hex(0x40609a), []string{"wand"}},
	"hero_militia":        {"fighter", art.Hex(0x7a6a58), art.Hex(0x4a3e30), []string{"pitchfork"}},
	"hero_swordsman":      {"fighter", art.Hex(0x9aa4ae), art.Hex(0x5a6470), []string{"sword"}},
	"hero_crossbowman":    {"fighter", art.Hex(0x8a4a32), art.Hex(0x5a2e1e), []string{"crossbow"}},
	"hero_priest":         {"cleric", art.Hex(0xf2ede0), art.Hex(0xc8a040), []string{"crossstaff"}},
	"hero_mage":           {"wizard", art.Hex(0x3553a3), art.Hex(0x22386e), []string{"staff"}},
	"hero_rogue":          {"rogue", art.Hex(0x7a2a30), art.Hex(0x4a1a1e), []string{"daggers", "key"}},
	"hero_barbarian":      {"fighter", art.Hex(0x8a5a32), art.Hex(0xc8b090), []string{"horns", "axe", "fur"}},
	"hero_ranger":         {"rogue", art.Hex(0x3f6b3c), art.Hex(0x2a4a28), []string{"cape", "longbow", "sword"}},
	"hero_paladin":        {"fighter", art.Hex(0xd8dde2), art.Hex(0xc8a040), []string{"cape", "holyshield", "trim"}},
	"hero_champion":       {"fighter", art.Hex(0xb8c0c8), art.Hex(0xa82c24), []string{"cape", "crown", "greatsword", "trim"}},
	"hero_archmage":       {"wizard", art.Hex(0x5a2a7a), art.Hex(0x3a1a50), []string{"cape", "orbstaff", "trim"}},
	"hero_high_priestess": {"cleric", art.Hex(0xf4efe2), art.Hex(0xc8a040), []string{"cape", "halo", "crossstaff", "trim"}},
	"hero_dwarf_sapper":   {"fighter", art.Hex(0x8a4a2a), art.Hex(0x5a3018), []string{"beard", "bomb", "pick"}},
}

func hmdHeroCardSprites(fc art.Faces) []art.Sprite {
	var out []art.Sprite
	for _, h := range HMDHeroes {
		out = append(out, art.NewSprite("heromustdie/card/"+h.ID, hmdHeroCard(fc, h)))
	}
	return out
}

func hmdHeroCard(fc art.Faces, h HMDHero) *art.Canvas {
	c := art.NewCanvas(hcW, hcH)
	b := hmdBrush(c, 1)
	hmdCardBase(b, "hero")
	hmdCardArt(c, "hero", func(fig *art.Canvas) { hmdHeroFigure(fig, fc, h.ID) })
	hmdCardTitle(b, fc, h.Name, h.Level)
	hmdHeart(b, fc, art.P(99, 41), hmdHP(h.Str))
	hmdStrengthRow(b, fc, h.Str)
	b.text(fc, hmdStrengthWords(h.Str), 9, 60, 141, 96, art.InkSoft, 0)
	hmdCardTag(b, fc, "Hero")
	return c
}

// hmdHeroBackdrop is a torch-lit dungeon wall behind a figure.
func hmdHeroBackdrop(c *art.Canvas, col art.Color, seed uint32) {
	b := hmdBrush(c, 1)
	b.fill(art.Rect(8, 28, 104, 72), art.Radial{C: art.P(60, 55), R: 70, Stops: []art.Stop{{T: 0, C: col.Lighter(0.72)}, {T: 1, C: col.Lighter(0.25)}}})
	var joints art.Path
	for row := 0; row < 6; row++ {
		y := 30 + float64(row)*12
		joints.Append(art.StrokeButt(0.8, art.P(8, y), art.P(112, y)))
		for x := 8 + float64(row%2)*13 + float64(art.Hash2(row, 0, seed)*4); x < 112; x += 26 {
			joints.Append(art.StrokeButt(0.8, art.P(x, y), art.P(x, y+12)))
		}
	}
	b.fill(joints, col.Darker(0.3).Alpha(0.25))
}

// hmdHeroFigure draws a hero on a scratch canvas the size of the card.
func hmdHeroFigure(c *art.Canvas, fc art.Faces, id string) {
	l := hmdHeroLooks[id]
	hmdHeroBackdrop(c, hmdKindColour["hero"], uint32(len(id)))
	p := art.PenAt(c, art.P(60, 63), 0.43)
	has := func(s string) bool {
		for _, x := range l.props {
			if x == s {
				return true
			}
		}
		return false
	}
	if has("cape") {
		p.Shape(art.Blob(art.P(-50, 40), art.P(-64, 96), art.P(64, 96), art.P(50, 40), art.P(0, 30)), l.trim.Darker(0.2))
	}
	// Props held behind the body first.
	for _, pr := range l.props {
		hmdHeroProp(p, pr, l, true)
	}
	var body art.Path
	body.MoveTo(art.P(-66, 100))
	body.CubeTo(art.P(-66, 62), art.P(-48, 44), art.P(-20, 40))
	body.LineTo(art.P(20, 40))
	body.CubeTo(art.P(48, 44), art.P(66, 62), art.P(66, 100))
	body.Close()
	p.Shape(art.Clockwise(body), l.robe)
	p.Flat(art.Polygon(art.P(-14, 40), art.P(14, 40), art.P(0, 62)), l.robe.Darker(0.3))
	for _, s := range []float64{-1, 1} {
		p.Shape(art.Ellipse(art.P(s*44, 56), 20, 11), l.robe.Darker(0.12))
	}
	if has("trim") {
		p.Shape(art.RoundRect(-9, 66, 18, 18, 3), art.Gold)
		p.Flat(art.Circle(art.P(0, 75), 4.5), l.trim)
	}
	if has("fur") {
		p.Shape(art.Blob(art.P(-54, 46), art.P(-30, 36), art.P(30, 36), art.P(54, 46), art.P(40, 58), art.P(-40, 58)), l.trim)
	}
	hp := art.PenAt(c, art.P(60, 58.5), 1.15)
	art.DrawHead(hp, fc, l.head)
	for _, pr := range l.props {
		hmdHeroProp(p, pr, l, false)
	}
	hmdHeroHeadgear(hp, l)
}

// hmdHeroHeadgear adds what sits on the head: horns, a crown, a halo, a
// beard.
func hmdHeroHeadgear(hp art.Pen, l hmdHeroLook) {
	for _, pr := range l.props {
		switch pr {
		case "horns":
			for _, s := range []float64{-1, 1} {
				hp.Shape(hmdHorn(art.P(s*9, -8), art.P(s*22, -12), art.P(s*18, -26), 5.5), art.Bone)
			}
		case "crown":
			hp.Shape(art.Polygon(art.P(-9, -12), art.P(-10, -21), art.P(-5, -16), art.P(0, -23), art.P(5, -16), art.P(10, -21), art.P(9, -12)), art.Gold)
			hp.Flat(art.Circle(art.P(0, -15.5), 1.5), art.Blood)
		case "halo":
			hp.Shape(art.HaloGlyph.Fill.Transform(art.Affine{A: 0.9, B: 0, C: -21.6, D: 0, E: 0.9, F: -26}), art.GoldLight)
		case "beard":
			hp.Shape(art.Blob(art.P(-10, 5), art.P(10, 5), art.P(9, 16), art.P(3, 24), art.P(-3, 24), art.P(-9, 16)), art.Hex(0xd0702a))
			hp.Line(0.8, art.Hex(0x9a4a1a), art.P(-3, 9), art.P(-2, 20))
			hp.Line(0.8, art.Hex(0x9a4a1a), art.P(3, 9), art.P(2, 20))
		}
	}
}

// hmdHeroProp draws one prop with the bust's pen: behind the body when
// back is true, in front otherwise.
func hmdHeroProp(p art.Pen, pr string, l hmdHeroLook, back bool) {
	steelC, woodC := art.Hex(0xd8dee6), art.Hex(0x8a5a2a)
	if back {
		switch pr {
		case "bow", "longbow":
			p.Line(4, woodC.Darker(0.3), art.Curve(art.P(60, -50), art.P(98, 24), art.P(60, 98), 14)...)
			p.Line(3, woodC, art.Curve(art.P(60, -50), art.P(98, 24), art.P(60, 98), 14)...)
			p.Line(1, art.Ink, art.P(60, -50), art.P(60, 98))
		case "pitchfork":
			p.Shape(art.Stroke(5, false, art.P(62, 100), art.P(62, -40)), woodC)
			for _, x := range []float64{50, 62, 74} {
				p.Shape(art.Stroke(3.5, false, art.P(x, -36), art.P(x, -66)), steelC)
			}
			p.Shape(art.RoundRect(48, -40, 28, 5, 2), steelC)
		case "staff", "orbstaff", "crossstaff":
			p.Shape(art.Stroke(6, false, art.P(64, 100), art.P(64, -52)), woodC)
		case "axe":
			p.Shape(art.Stroke(6, false, art.P(-66, 96), art.P(-52, -46)), woodC)
			p.Shape(art.Blob(art.P(-54, -48), art.P(-26, -62), art.P(-22, -30), art.P(-48, -34)), steelC)
		case "greatsword":
			art.Sword(p.C, p.M.Apply(art.P(62, 96)), p.M.Apply(art.P(62, -70)), 16*p.K)
		}
		return
	}
	switch pr {
	case "buckler":
		p.Shape(art.Circle(art.P(-50, 62), 21), art.Hex(0x9a6a3a))
		p.Shape(art.Circle(art.P(-50, 62), 8), steelC)
	case "holyshield":
		p.Shape(art.ShieldPath(art.P(-48, 58), 26), steelC)
		p.Flat(art.Join(art.RoundRect(-52, 38, 8, 40, 2), art.RoundRect(-66, 48, 36, 8, 2)), art.Hex(0xc8302a))
	case "shortsword", "sword":
		art.Sword(p.C, p.M.Apply(art.P(52, 96)), p.M.Apply(art.P(64, -36)), 13*p.K)
	case "dagger":
		art.Sword(p.C, p.M.Apply(art.P(-52, 96)), p.M.Apply(art.P(-60, 34)), 10*p.K)
	case "daggers":
		art.Sword(p.C, p.M.Apply(art.P(-52, 96)), p.M.Apply(art.P(-62, 30)), 10*p.K)
		art.Sword(p.C, p.M.Apply(art.P(52, 96)), p.M.Apply(art.P(62, 30)), 10*p.K)
	case "key":
		k := art.Join(art.Ring(art.P(58, 30), 6, 12), art.Stroke(6, false, art.P(58, 42), art.P(58, 78)), art.RoundRect(58, 62, 14, 6, 1.5), art.RoundRect(58, 72, 10, 6, 1.5))
		p.Shape(k, art.Gold)
	case "candle":
		p.Shape(art.RoundRect(-44, 44, 16, 30, 3), art.Hex(0xf4ecd8))
		p.Shape(art.FlamePath(art.P(-36, 40), 7), art.Hex(0xffb020))
		p.Shape(art.Ellipse(art.P(-36, 74), 18, 6), art.Gold)
	case "wand":
		p.Shape(art.Stroke(5, false, art.P(40, 96), art.P(64, 20)), woodC)
		p.Shape(art.Sparkle(art.P(66, 12), 14), art.GoldLight)
	case "crossbow":
		p.Shape(art.Stroke(7, false, art.P(0, 90), art.P(0, 44)), woodC)
		p.Line(4.5, woodC.Darker(0.3), art.Curve(art.P(-44, 62), art.P(0, 40), art.P(44, 62), 12)...)
		p.Line(3, art.Hex(0x8a5a2a), art.Curve(art.P(-44, 62), art.P(0, 40), art.P(44, 62), 12)...)
		p.Line(1, art.Ink, art.P(-44, 62), art.P(0, 74), art.P(44, 62))
		p.Shape(art.Polygon(art.P(-4, 44), art.P(4, 44), art.P(0, 32)), steelC)
	case "staff":
		p.Shape(art.Circle(art.P(64, -56), 10), art.Hex(0x60c8f0))
	case "orbstaff":
		p.Shape(art.Circle(art.P(64, -58), 13), art.Hex(0xb080ff))
		p.Flat(art.Sparkle(art.P(60, -62), 6), art.White)
	case "crossstaff":
		p.Shape(art.Join(art.RoundRect(60, -80, 8, 34, 2), art.RoundRect(50, -70, 28, 8, 2)), art.Gold)
	case "bomb":
		p.Shape(art.Circle(art.P(-50, 62), 17), art.Hex(0x2a2a30))
		p.Line(2.5, art.Hex(0x8a6a3a), art.Curve(art.P(-46, 46), art.P(-40, 34), art.P(-32, 32), 6)...)
		p.Flat(art.Polygon(art.StarPoints(art.P(-31, 31), 6, 7, 3)...), art.Hex(0xffb020))
	case "pick":
		p.Shape(art.Stroke(5, false, art.P(50, 96), art.P(64, -20)), woodC)
		p.Shape(art.Stroke(6, false, art.Curve(art.P(36, -14), art.P(64, -34), art.P(92, -10), 10)...), steelC)
	}
}
